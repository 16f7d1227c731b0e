/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import { echoEntry, encryptedEntry, signedInWithJournal } from './helpers';
import { openJournal, setUpJournalPageTests, unlockedAs } from './journal-page-helpers';

setUpJournalPageTests();

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
