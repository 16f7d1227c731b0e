/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import { createKeyMaterial } from '../../../frontend/src/lib/crypto/key-material';
import { makeUser, plainTextUser } from '../helpers/fixtures';
import { echoEntry, encryptedEntry, listPage, makeKeys, plainEntry, signedInWithJournal } from './helpers';
import { ENTRY_DECRYPT, KEY_MISSING, LOAD_BANNER, badge, cards, openJournal, setUpJournalPageTests, unlockedAs } from './journal-page-helpers';

setUpJournalPageTests();

describe('journal list', () => {
  it('asks for 50 entries, decrypts them and shows date, title, mood, tags and notes', async () => {
    const keys = await unlockedAs();
    const entry = await encryptedEntry(keys, {
      title: 'Morning walk',
      content: 'The park was quiet.',
      mood: 4,
      tags: ['calm', 'nature'],
      notes: 'Go again on Sunday',
    });
    const fetchMock = signedInWithJournal([entry]);
    await openJournal();

    const card = await screen.findByRole('article', { name: 'Morning walk' });
    expect(within(card).getByText('The park was quiet.')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Mood: 4 Good' }).querySelector('svg')).not.toBeNull();
    expect(within(card).getByText('#calm')).toBeTruthy();
    expect(within(card).getByText('Go again on Sunday')).toBeTruthy();
    expect(within(card).getByText(/2025/).tagName).toBe('TIME');
    expect(badge()).toContain('End-to-end encrypted');
    expect(fetchMock.callsTo('GET /journal/entries')[0]!.url).toContain('limit=50');
  });

  it("shows 'Start Your Journey' without entries, and no Export button", async () => {
    await unlockedAs();
    signedInWithJournal([]);
    await openJournal();
    expect(await screen.findByRole('heading', { name: 'Start Your Journey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New Entry' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('searches title, content, notes and tags, filters by mood, and says when nothing matches', async () => {
    const keys = await unlockedAs();
    const entries = [
      await encryptedEntry(keys, { title: 'Sea breeze', content: 'Walked along the shore.', mood: 5 }),
      await encryptedEntry(keys, { content: 'Work was heavy today.', mood: 2, tags: ['deadline'] }),
      await encryptedEntry(keys, { content: 'Quiet evening.', mood: 3, notes: 'Called my sister' }),
    ];
    signedInWithJournal(entries);
    const user = await openJournal();
    await waitFor(() => expect(cards()).toHaveLength(3));

    const search = screen.getByRole('searchbox', { name: 'Search entries' });
    await user.type(search, 'SHORE');
    expect(cards()).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'deadline');
    expect(cards().map((c) => c.textContent)).toEqual([expect.stringContaining('Work was heavy today.')]);
    await user.clear(search);
    await user.type(search, 'sister');
    expect(cards()).toHaveLength(1);
    await user.clear(search);

    const mood = screen.getByRole('combobox', { name: 'Mood' });
    expect(Array.from((mood as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'All',
      '1 Very Low',
      '2 Low',
      '3 Neutral',
      '4 Good',
      '5 Excellent',
    ]);
    await user.selectOptions(mood, '5');
    expect(cards()).toHaveLength(1);
    await user.selectOptions(mood, '1');
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No Entries Found' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(3);
  });

  it('truncates content at 200 characters with Read more, and back', async () => {
    const keys = await unlockedAs();
    const long = `${'a'.repeat(199)}Z and the rest of a long day`;
    signedInWithJournal([await encryptedEntry(keys, { title: 'Long one', content: long })]);
    const user = await openJournal();
    const card = await screen.findByRole('article', { name: 'Long one' });

    expect(within(card).getByText(`${'a'.repeat(199)}Z...`)).toBeTruthy();
    const more = within(card).getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(card).getByText(long)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).getByText(`${'a'.repeat(199)}Z...`)).toBeTruthy();
  });

  it('Load more asks for the next page with its cursor', async () => {
    const keys = await unlockedAs();
    const first = await encryptedEntry(keys, { content: 'First page entry' });
    const second = await encryptedEntry(keys, { content: 'Second page entry' });
    const fetchMock = signedInWithJournal([]).on('GET /journal/entries', (call) =>
      new URL(call.url).searchParams.get('cursor') === 'cursor-2'
        ? { body: listPage([second], null, 2) }
        : { body: listPage([first], 'cursor-2', 2) },
    );
    const user = await openJournal();
    await screen.findByText('First page entry');
    expect(screen.getByText('1 of 2 entries loaded')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Second page entry');
    const next = fetchMock.callsTo('GET /journal/entries').at(-1);
    expect(new URL(next!.url).searchParams.get('cursor')).toBe('cursor-2');
    expect(new URL(next!.url).searchParams.get('limit')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('an entry the key cannot open shows the spec text on its card and the Encryption Issue banner', async () => {
    const keys = await unlockedAs();
    const otherKeys = await makeKeys();
    signedInWithJournal([
      await encryptedEntry(keys, { title: 'Readable', content: 'Fine.' }),
      await encryptedEntry(otherKeys, { title: 'Other key', content: 'Secret.', tags: ['kept'] }),
    ]);
    await openJournal();
    await screen.findByRole('article', { name: 'Readable' });

    expect(screen.getByText(ENTRY_DECRYPT)).toBeTruthy();
    expect(screen.queryByText('Secret.')).toBeNull();
    const banner = screen.getByRole('alert');
    expect(within(banner).getByRole('heading', { name: 'Encryption Issue' })).toBeTruthy();
    expect(within(banner).getByText(LOAD_BANNER)).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });
});

describe('encryption badge and lock', () => {
  it("says 'Standard encryption' when the preference is off, and uses the plain path", async () => {
    const fetchMock = signedInWithJournal([plainEntry({ content: 'Plain words.' })], plainTextUser()).on('POST /journal/entries', (call) => ({
      status: 201,
      body: echoEntry(call),
    }));
    const user = await openJournal();
    await screen.findByText('Plain words.');
    expect(badge()).toContain('Standard encryption');

    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Plain again');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await screen.findByText('Plain again');
    expect(fetchMock.callsTo('POST /journal/entries')[0]!.body).toEqual({ content: 'Plain again', mood: 3, tags: [] });
  });

  it("says 'Encryption key needed' when locked, hides encrypted entries and offers the unlock prompt", async () => {
    const keys = await makeKeys();
    const { keyMaterial } = await createKeyMaterial('Calm#Sea2025', { iterations: 1000 });
    const fetchMock = signedInWithJournal([await encryptedEntry(keys, { content: 'Hidden words.' })], makeUser({ encryption: keyMaterial }));
    const user = await openJournal();

    await screen.findByText(KEY_MISSING);
    expect(badge()).toContain('Encryption key needed');
    expect(screen.queryByText('Hidden words.')).toBeNull();

    // Saving without a key sends nothing and asks for the password.
    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Not yet');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock your journal' });
    expect(within(dialog).getByText(KEY_MISSING)).toBeTruthy();
    expect(within(dialog).getByLabelText('Password', { selector: 'input' })).toBeTruthy();
    expect(fetchMock.callsTo('POST /journal/entries')).toHaveLength(0);
  });
});
