/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { checkText } from '../../../frontend/src/lib/crisis/crisis-check';
import { echoEntry, signedInWithJournal } from './helpers';
import { openJournal, setUpJournalPageTests, unlockedAs } from './journal-page-helpers';

// The real check, watched: a test waits for a verdict before saying no card came.
jest.mock('../../../frontend/src/lib/crisis/crisis-check', () => {
  const actual = jest.requireActual<typeof import('../../../frontend/src/lib/crisis/crisis-check')>('../../../frontend/src/lib/crisis/crisis-check');
  return { ...actual, checkText: jest.fn(actual.checkText) };
});
const checkTextMock = checkText as jest.MockedFunction<typeof checkText>;

setUpJournalPageTests();

type Assessment = Awaited<ReturnType<typeof checkText>>;

/** An unlocked, empty journal whose server keeps what is saved, with the new-entry form open. */
async function openNewEntryOnEmptyJournal() {
  await unlockedAs();
  const fetchMock = signedInWithJournal([]).on('POST /journal/entries', (call) => ({ status: 201, body: echoEntry(call) }));
  const user = await openJournal();
  await screen.findByRole('heading', { name: 'Start Your Journey' });
  await user.click(screen.getByRole('button', { name: 'New Entry' }));
  return { user, fetchMock };
}

/** Saves a first entry while the crisis check is held back; `answer` gives the check its verdict. */
async function saveWhileTheCheckWaits() {
  let settle!: (assessment: Assessment) => void;
  checkTextMock.mockImplementationOnce(() => new Promise((resolve) => (settle = resolve)));
  const { user, fetchMock } = await openNewEntryOnEmptyJournal();
  await user.type(screen.getByRole('textbox', { name: 'Content' }), 'A page of words.');
  await user.click(screen.getByRole('button', { name: 'Save Entry' }));
  await waitFor(() => expect(fetchMock.callsTo('POST /journal/entries')).toHaveLength(1));
  return { user, answer: (assessment: Assessment) => settle(assessment) };
}

describe('entry form', () => {
  it('saves an entry that speaks of ending one\'s life and then shows the crisis lines; an everyday entry shows none', async () => {
    const { user, fetchMock } = await openNewEntryOnEmptyJournal();
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
    const { answer } = await saveWhileTheCheckWaits();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Entry' })).toBeNull());
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    await act(async () => answer({ tier: 'concern', outcome: 'check', signals: ['test.signal'] }));
    expect((await screen.findByTestId('crisis-card')).textContent).toContain('Your entry is saved.');
  });

  // A crisis as an alert, a check through a polite live region.
  it.each(['crisis', 'check'] as const)('announces a %s verdict that comes while the next entry is being written, and leaves the focus in the text', async (outcome) => {
    const { user, answer } = await saveWhileTheCheckWaits();
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
});
