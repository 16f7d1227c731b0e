/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearEncryptionKey, setSessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { createKeyMaterial } from '../../../frontend/src/lib/crypto/key-material';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { deriveLegacyKey, encryptV1 } from '../../../frontend/src/lib/crypto/format-v1';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { echoEntry, encryptedEntry, isEncryptedObject, listPage, makeKeys, plainEntry, signedInWithJournal } from './helpers';
import { checkText } from '../../../frontend/src/lib/crisis/crisis-check';

// The real check, watched: a test waits for a verdict before saying no card came.
jest.mock('../../../frontend/src/lib/crisis/crisis-check', () => {
  const actual = jest.requireActual<typeof import('../../../frontend/src/lib/crisis/crisis-check')>('../../../frontend/src/lib/crisis/crisis-check');
  return { ...actual, checkText: jest.fn(actual.checkText) };
});
const checkTextMock = checkText as jest.MockedFunction<typeof checkText>;

// Key derivation is real (PBKDF2 in WebCrypto), which a busy machine makes slow.
jest.setTimeout(30_000);

const LOAD_BANNER = 'Unable to decrypt journal entries. Please refresh and re-enter your password.';
const ENTRY_DECRYPT = 'Unable to decrypt journal entry - check your password';
const KEY_MISSING = 'Encryption key not available. Please re-enter your password.';

const cards = () => screen.queryAllByTestId('journal-entry');
const badge = () => screen.getByTestId('encryption-badge').textContent;

async function openJournal() {
  const user = userEvent.setup();
  renderApp('/journal');
  await screen.findByRole('heading', { level: 1, name: 'Journal' });
  return user;
}

async function unlockedAs(userId = 'user-1') {
  const keys = await makeKeys();
  await setSessionKeys(userId, keys);
  return keys;
}

// Unmount first: clearing the keys under a mounted journal would re-render it outside act().
afterEach(async () => {
  cleanup();
  await clearEncryptionKey();
});

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
    const user0 = makeUser({ preferences: { ...makeUser().preferences, encryptionEnabled: false } });
    const fetchMock = signedInWithJournal([plainEntry({ content: 'Plain words.' })], user0).on('POST /journal/entries', (call) => ({
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

describe('entry form', () => {
  it('requires content at form level; title is optional and mood defaults to 3', async () => {
    await unlockedAs();
    const fetchMock = signedInWithJournal([]);
    const user = await openJournal();
    await user.click(screen.getByRole('button', { name: 'New Entry' }));

    expect(screen.getByRole('heading', { name: 'New Entry' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /3 Neutral/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(screen.getByText('Please write something in your entry before saving.')).toBeTruthy();
    expect(fetchMock.callsTo('POST /journal/entries')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'New Entry' })).toBeNull();
  });

  it('encrypts title, content and notes before sending; tags and mood stay plain', async () => {
    const keys = await unlockedAs();
    const fetchMock = signedInWithJournal([]).on('POST /journal/entries', (call) => ({ status: 201, body: echoEntry(call) }));
    const user = await openJournal();
    await screen.findByRole('heading', { name: 'Start Your Journey' });

    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Canary title');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Canary content');
    await user.click(screen.getByRole('radio', { name: /5 Excellent/ }));
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'hope, sleep, hope');
    await user.type(screen.getByRole('textbox', { name: 'Notes (optional)' }), 'Canary notes');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    // The saved entry comes back encrypted and is shown decrypted.
    await screen.findByRole('article', { name: 'Canary title' });
    const [call] = fetchMock.callsTo('POST /journal/entries');
    const body = call!.body as Record<string, unknown>;
    expect(JSON.stringify(body)).not.toContain('Canary');
    expect(isEncryptedObject(body.title) && isEncryptedObject(body.content) && isEncryptedObject(body.notes)).toBe(true);
    expect(body.content).toMatchObject({ version: '2.0', algorithm: 'AES-256-GCM', keySize: 256, encrypted: true });
    expect(body.mood).toBe(5);
    expect(body.tags).toEqual(['hope', 'sleep']);
    expect(await decryptField(body.content, keys, 'journal.content')).toBe('Canary content');
  });

  it('saves an entry that speaks of ending one\'s life and then shows the crisis lines; an everyday entry shows none', async () => {
    await unlockedAs();
    const fetchMock = signedInWithJournal([]).on('POST /journal/entries', (call) => ({ status: 201, body: echoEntry(call) }));
    const user = await openJournal();
    await screen.findByRole('heading', { name: 'Start Your Journey' });

    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'This deadline is killing me but the walk helped.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /journal/entries')).toHaveLength(1));
    await waitFor(() => expect(checkTextMock).toHaveBeenCalled());
    expect((await checkTextMock.mock.results.at(-1)!.value).outcome).toBe('none');
    await act(async () => undefined);
    expect(screen.queryByTestId('crisis-card')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Everyone would be better off without me. I want to die.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    const card = await screen.findByTestId('crisis-card');
    expect(fetchMock.callsTo('POST /journal/entries')).toHaveLength(2);
    expect(card.textContent).toContain('Your entry is saved.');
    expect(within(card).getByRole('link', { name: /Call 988/ }).getAttribute('href')).toBe('tel:988');
    expect(within(card).getByRole('link', { name: /Text HOME to 741741/ }).getAttribute('href')).toBe('sms:741741?&body=HOME');
    // A clear crisis is an alert named by the card's heading, read at once; the focus stays where the save put it.
    expect(screen.getByRole('alert', { name: "You don't have to go through this alone" })).toBe(card);
    expect(card.contains(document.activeElement)).toBe(false);
    // The save moves the focus to the new entry; on a busy machine that lands a moment later, so wait for it before dismissing.
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId('journal-entry')[0]));
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Journal' }));
  });

  it('saves at once while the check still runs; the crisis lines follow its verdict', async () => {
    await unlockedAs();
    const fetchMock = signedInWithJournal([]).on('POST /journal/entries', (call) => ({ status: 201, body: echoEntry(call) }));
    let answer!: (assessment: Awaited<ReturnType<typeof checkText>>) => void;
    checkTextMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const user = await openJournal();
    await screen.findByRole('heading', { name: 'Start Your Journey' });
    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'A page of words.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /journal/entries')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Entry' })).toBeNull());
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    await act(async () => answer({ tier: 'concern', outcome: 'check', signals: ['test.signal'] }));
    expect((await screen.findByTestId('crisis-card')).textContent).toContain('Your entry is saved.');
  });

  // A crisis as an alert, a check through a polite live region.
  it.each(['crisis', 'check'] as const)('announces a %s verdict that comes while the next entry is being written, and leaves the focus in the text', async (outcome) => {
    await unlockedAs();
    const fetchMock = signedInWithJournal([]).on('POST /journal/entries', (call) => ({ status: 201, body: echoEntry(call) }));
    let answer!: (assessment: Awaited<ReturnType<typeof checkText>>) => void;
    checkTextMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const user = await openJournal();
    await screen.findByRole('heading', { name: 'Start Your Journey' });
    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'A page of words.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /journal/entries')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'New Entry' }));
    const next = screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
    await user.type(next, 'Half a thought');

    await act(async () => answer({ tier: outcome === 'crisis' ? 'ideation' : 'concern', outcome, signals: ['test.signal'] }));
    const card = await screen.findByTestId('crisis-card');
    if (outcome === 'crisis') {
      expect(card.getAttribute('role')).toBe('alert');
    } else {
      expect(card.getAttribute('role')).toBeNull();
      expect(card.parentElement!.getAttribute('role')).toBe('status');
    }
    expect(document.activeElement).toBe(next);
    expect(next.value).toBe('Half a thought');
    await user.type(next, ', and more');
    expect(next.value).toBe('Half a thought, and more');
  });

  it('edits an entry: the form is prefilled and the update is encrypted; an emptied title is cleared', async () => {
    const keys = await unlockedAs();
    const entry = await encryptedEntry(keys, { title: 'Old title', content: 'Old content', mood: 2, tags: ['a'] });
    const fetchMock = signedInWithJournal([entry]).on(`PUT /journal/entries/${entry.id}`, (call) => ({
      body: { ...echoEntry(call, entry.id), updated_at: '2025-06-02T00:00:00.000Z' },
    }));
    const user = await openJournal();
    await user.click(await screen.findByRole('button', { name: 'Edit entry: Old title' }));

    expect(screen.getByRole('heading', { name: 'Edit Entry' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement).value).toBe('Old content');
    expect((screen.getByRole('radio', { name: /2 Low/ }) as HTMLInputElement).checked).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: 'Title (optional)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Content' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'New content');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(fetchMock.callsTo(`PUT /journal/entries/${entry.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit Entry' })).toBeNull());
    expect(await screen.findByText('New content')).toBeTruthy();
    const body = fetchMock.callsTo(`PUT /journal/entries/${entry.id}`)[0]!.body as Record<string, unknown>;
    expect(body.title).toBeNull();
    expect(body.notes).toBeNull();
    expect(isEncryptedObject(body.content)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('New content');
  });

  it('reads a 1.0 entry with the legacy key and saves it back as 2.0, aiAnalysis included', async () => {
    const legacyKey = await deriveLegacyKey('Calm#Sea2025', 'user-1');
    const keys = { ...(await makeKeys()), legacyKey };
    await setSessionKeys('user-1', keys);
    const old = {
      ...plainEntry({ content: 'unused' }),
      title: await encryptV1('Old format', legacyKey),
      content: await encryptV1('Written in 1.0', legacyKey),
      aiAnalysis: await encryptV1(JSON.stringify({ sentiment: 'calm' }), legacyKey),
      clientEncrypted: true,
    };
    const fetchMock = signedInWithJournal([old]).on(`PUT /journal/entries/${old.id}`, (call) => ({ body: echoEntry(call, old.id) }));
    const user = await openJournal();
    expect(await screen.findByText('Written in 1.0')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit entry: Old format' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(fetchMock.callsTo(`PUT /journal/entries/${old.id}`)).toHaveLength(1));
    // The saved (2.0) entry reads the same.
    expect(await screen.findByRole('article', { name: 'Old format' })).toBeTruthy();
    const body = fetchMock.callsTo(`PUT /journal/entries/${old.id}`)[0]!.body as Record<string, unknown>;
    for (const field of ['title', 'content', 'aiAnalysis']) expect(body[field]).toMatchObject({ version: '2.0', algorithm: 'AES-256-GCM' });
    expect(await decryptField(body.content, keys, 'journal.content')).toBe('Written in 1.0');
    expect(JSON.parse(await decryptField(body.aiAnalysis, keys, 'journal.aiAnalysis'))).toEqual({ sentiment: 'calm' });
  });

  it('opens a prefilled new-entry form from the Futurecasting & Reverse Journaling prompt', async () => {
    await unlockedAs();
    signedInWithJournal([]);
    const user = await openJournal();
    expect(screen.getByRole('heading', { name: 'Futurecasting & Reverse Journaling' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start writing: Futurecasting & Reverse Journaling' }));
    expect(screen.getByRole('heading', { name: 'New Entry' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement).value).toContain('one year from today');
  });
});

describe('delete', () => {
  it("asks 'Are you sure you want to delete this entry?' and deletes only when confirmed", async () => {
    const keys = await unlockedAs();
    const entry = await encryptedEntry(keys, { title: 'To go', content: 'Bye.' });
    const fetchMock = signedInWithJournal([entry]).on(`DELETE /journal/entries/${entry.id}`, { body: { success: true } });
    const user = await openJournal();

    await user.click(await screen.findByRole('button', { name: 'Delete entry: To go' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete entry' });
    expect(within(dialog).getByText('Are you sure you want to delete this entry?')).toBeTruthy();
    // Cancel has the focus of a destructive question.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.callsTo(`DELETE /journal/entries/${entry.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete entry: To go' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete entry' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'To go' })).toBeNull());
    expect(fetchMock.callsTo(`DELETE /journal/entries/${entry.id}`)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Start Your Journey' })).toBeTruthy();
  });
});

describe('focus after saves and dialogs', () => {
  const focused = () => document.activeElement;

  it('moves the focus to the saved entry after a save, and to the edited one after an edit', async () => {
    const keys = await unlockedAs();
    const entry = await encryptedEntry(keys, { title: 'Older', content: 'Before.' });
    signedInWithJournal([entry])
      .on('POST /journal/entries', (call) => ({ status: 201, body: echoEntry(call) }))
      .on(`PUT /journal/entries/${entry.id}`, (call) => ({ body: { ...echoEntry(call, entry.id), updated_at: '2025-06-02T00:00:00.000Z' } }));
    const user = await openJournal();
    await screen.findByRole('article', { name: 'Older' });

    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Fresh');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Just written.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    const saved = await screen.findByRole('article', { name: 'Fresh' });
    await waitFor(() => expect(focused()).toBe(saved));
    // Focusable from a script, not a Tab stop.
    expect(saved.getAttribute('tabindex')).toBe('-1');

    await user.click(screen.getByRole('button', { name: 'Edit entry: Older' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), ' And after.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit Entry' })).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('article', { name: 'Older' })));
  });

  it('moves the focus to the h1 when a search hides the saved entry', async () => {
    const keys = await unlockedAs();
    signedInWithJournal([await encryptedEntry(keys, { title: 'Sea', content: 'Waves.' })]).on('POST /journal/entries', (call) => ({
      status: 201,
      body: echoEntry(call),
    }));
    const user = await openJournal();
    await screen.findByRole('article', { name: 'Sea' });
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'waves');
    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Mountains.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New Entry' })).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { level: 1, name: 'Journal' })));
    expect(screen.queryByText('Mountains.')).toBeNull();
  });

  it('returns the focus to the button that opened the form on Cancel', async () => {
    const keys = await unlockedAs();
    signedInWithJournal([await encryptedEntry(keys, { title: 'Kept', content: 'Words.' })]);
    const user = await openJournal();
    await screen.findByRole('article', { name: 'Kept' });

    await user.click(screen.getByRole('button', { name: 'New Entry' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'New Entry' })));

    await user.click(screen.getByRole('button', { name: 'Edit entry: Kept' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Edit entry: Kept' })));
  });

  it('after a delete the focus goes to the next entry, then to the h1 once none is left; Cancel returns it to Delete', async () => {
    const keys = await unlockedAs();
    const first = await encryptedEntry(keys, { title: 'First', content: 'One.' });
    const second = await encryptedEntry(keys, { title: 'Second', content: 'Two.' });
    signedInWithJournal([first, second])
      .on(`DELETE /journal/entries/${first.id}`, { body: { success: true } })
      .on(`DELETE /journal/entries/${second.id}`, { body: { success: true } });
    const user = await openJournal();
    await screen.findByRole('article', { name: 'First' });

    await user.click(screen.getByRole('button', { name: 'Delete entry: First' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(focused()).toBe(screen.getByRole('button', { name: 'Delete entry: First' }));

    await user.click(screen.getByRole('button', { name: 'Delete entry: First' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(focused()).toBe(screen.getByRole('article', { name: 'Second' }));

    await user.click(screen.getByRole('button', { name: 'Delete entry: Second' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(focused()).toBe(screen.getByRole('heading', { level: 1, name: 'Journal' }));
    expect(focused()).not.toBe(document.body);
  });
});
