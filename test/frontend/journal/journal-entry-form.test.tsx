/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { screen, waitFor } from '@testing-library/react';
import { setSessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { deriveLegacyKey, encryptV1 } from '../../../frontend/src/lib/crypto/format-v1';
import { echoEntry, encryptedEntry, isEncryptedObject, makeKeys, plainEntry, signedInWithJournal } from './helpers';
import { openJournal, setUpJournalPageTests, unlockedAs } from './journal-page-helpers';

setUpJournalPageTests();

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
