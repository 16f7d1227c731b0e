/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckIn } from '@contracts/check-ins';
import { sealAnswers } from '../../../frontend/src/features/check-ins/check-in-crypto';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type FetchMock } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { trends } from '../mental-health/helpers';
import { resetPageBetweenTests, unlocked } from '../mental-health/page-setup';

jest.setTimeout(30_000);

// recharts is not drawn in jsdom: the chart's points as text.
jest.mock('../../../frontend/src/features/check-ins/components/check-in-chart', () => ({
  CheckInChart: ({ points }: { points: { phq9: number | null; gad7: number | null }[] }) =>
    jest.requireActual<typeof import('react')>('react').createElement(
      'div',
      { 'data-testid': 'check-in-chart' },
      points.map((p) => `${p.phq9 ?? '-'}/${p.gad7 ?? '-'}`).join(','),
    ),
}));

resetPageBetweenTests();

let nextId = 0;
const newId = () => `01J${String(100 + nextId++).padStart(23, '0')}`;

function signedIn(checkIns: CheckIn[] = []): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: makeUser() })
    .on('GET /mental-health/check-ins', { body: { checkIns, nextCursor: null } })
    .on('GET /analytics/mood-trends', { body: trends({ average: 3.44 }) })
    .on('POST /mental-health/check-ins', (call) => {
      const body = call.body as Pick<CheckIn, 'kind' | 'answers'>;
      return { status: 201, body: { id: newId(), kind: body.kind, answers: body.answers, created_at: new Date().toISOString() } };
    });
}

async function storedCheckIn(keys: SessionKeys, kind: CheckIn['kind'], items: number[], takenAt: string): Promise<CheckIn> {
  const total = items.reduce((a, b) => a + b, 0);
  return { id: newId(), kind, answers: await sealAnswers({ items, difficulty: null, total }, keys), created_at: takenAt };
}

async function openCheckIns() {
  const user = userEvent.setup();
  renderApp('/check-ins');
  await screen.findByRole('heading', { level: 1, name: 'Check-ins' });
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

/** Answers item n (1-based) of the open form with the named option. */
async function answer(user: User, item: number, option: string) {
  await user.click(within(screen.getByTestId(`item-${item}`)).getByRole('radio', { name: option }));
}

async function answerAll(user: User, values: string[]) {
  for (const [index, option] of values.entries()) await answer(user, index + 1, option);
}

const follows = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('/check-ins', () => {
  it('shows the PHQ-9 with its stem, nine items of four options and the difficulty question', async () => {
    await unlocked();
    signedIn();
    const user = await openCheckIns();
    await user.click(screen.getByRole('button', { name: 'Start the PHQ-9' }));
    const form = screen.getByTestId('form-phq9');
    expect(form.textContent).toContain('Over the last 2 weeks, how often have you been bothered by any of the following problems?');
    for (let item = 1; item <= 9; item += 1) {
      const group = screen.getByTestId(`item-${item}`);
      expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
        'Not at all',
        'Several days',
        'More than half the days',
        'Nearly every day',
      ]);
    }
    expect(within(form).getByRole('group', { name: /how difficult have these problems made it for you/ })).toBeTruthy();
    expect(screen.queryByTestId('crisis-card')).toBeNull();
  });

  it('asks for every answer before a result, and sends nothing until then', async () => {
    await unlocked();
    const fetchMock = signedIn();
    const user = await openCheckIns();
    await user.click(screen.getByRole('button', { name: 'Start the GAD-7' }));
    await answer(user, 1, 'Several days');
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect(screen.getByRole('alert').textContent).toBe('Please answer every question before you see your result.');
    expect(screen.getByTestId('item-2').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(screen.getByTestId('item-2')).getAllByRole('radio')[0]);
    expect(fetchMock.callsTo('POST /mental-health/check-ins')).toHaveLength(0);
    expect(screen.queryByTestId('check-in-result')).toBeNull();
  });

  it('item 9 above 0 opens the crisis card and the follow-up at once, before any score, whatever the total', async () => {
    const keys = await unlocked();
    const fetchMock = signedIn();
    const user = await openCheckIns();
    await user.click(screen.getByRole('button', { name: 'Start the PHQ-9' }));
    // Only item 9 answered: the card is there before anything else is.
    await answer(user, 9, 'Several days');
    const card = await screen.findByTestId('crisis-card');
    expect(card.getAttribute('role')).toBe('alert');
    expect(card.textContent).toContain('thoughts of being better off dead or of hurting yourself');
    const followUp = screen.getByTestId('safety-follow-up');
    expect(within(followUp).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      '1. Have you wished you were dead or wished you could go to sleep and not wake up?',
      '2. Have you had any actual thoughts of killing yourself?',
    ]);
    expect(screen.queryByTestId('check-in-score')).toBeNull();

    // A yes to thoughts asks method, intent, plan and behaviour; a plan is high risk: 911 first.
    await user.click(within(followUp).getAllByRole('group')[0]!.querySelector<HTMLInputElement>('input[value="true"]')!);
    await user.click(within(followUp).getAllByRole('group')[1]!.querySelector<HTMLInputElement>('input[value="true"]')!);
    const groups = within(followUp).getAllByRole('group');
    expect(groups).toHaveLength(6);
    for (const [index, value] of ['false', 'false', 'true', 'false'].entries()) {
      await user.click(groups[index + 2]!.querySelector<HTMLInputElement>(`input[value="${value}"]`)!);
    }
    const risk = screen.getByTestId('risk-high');
    expect(risk.textContent).toContain('Call 911 or go to the nearest emergency room now');
    expect(within(risk).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['tel:911', 'tel:988', 'sms:988', 'sms:741741?&body=HOME']);

    await answerAll(user, ['Not at all', 'Not at all', 'Not at all', 'Not at all', 'Not at all', 'Not at all', 'Not at all', 'Not at all']);
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    const result = await screen.findByTestId('check-in-result');
    const score = within(result).getByTestId('check-in-score');
    // The crisis card and the follow-up's help come before the score.
    expect(follows(within(result).getByTestId('crisis-card'), score)).toBe(true);
    expect(follows(within(result).getByTestId('risk-high'), score)).toBe(true);
    expect(score.textContent).toContain('1 out of 27: Minimal');
    expect(score.textContent).toContain('This is a screening, not a diagnosis.');

    // Only ciphertext is sent, and the follow-up's answers not at all.
    const body = fetchMock.callsTo('POST /mental-health/check-ins')[0]!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['answers', 'kind']);
    expect(body.kind).toBe('phq9');
    expect(JSON.parse(await decryptField(body.answers, keys, 'checkin.answers'))).toEqual({ items: [0, 0, 0, 0, 0, 0, 0, 0, 1], difficulty: null, total: 1 });
    await waitFor(() => expect(screen.getByTestId('check-in-list').textContent).toContain('PHQ-9 1 of 27, minimal'));
  });

  it('a low and a moderate follow-up keep 988 and 741741; moderate asks to talk to someone today', async () => {
    await unlocked();
    signedIn();
    const user = await openCheckIns();
    await user.click(screen.getByRole('button', { name: 'Start the PHQ-9' }));
    await answer(user, 9, 'Nearly every day');
    const followUp = await screen.findByTestId('safety-follow-up');
    const yesNo = (index: number, value: boolean) => {
      const group = within(followUp).getAllByRole('group')[index]!;
      return user.click(group.querySelector<HTMLInputElement>(`input[value="${value}"]`)!);
    };
    await yesNo(0, true);
    await yesNo(1, false);
    const low = screen.getByTestId('risk-low');
    expect(within(low).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['tel:988', 'sms:988', 'sms:741741?&body=HOME']);
    await yesNo(1, true);
    for (const [index, value] of [true, false, false, false].entries()) await yesNo(index + 2, value);
    const moderate = screen.getByTestId('risk-moderate');
    expect(moderate.textContent).toContain('talk to someone you trust today');
    expect(within(moderate).getAllByRole('link')[0]!.getAttribute('href')).toBe('tel:988');
  });

  it('shows the band, its meaning and a meaningful PHQ-9 change since last time, and the history with the mood average', async () => {
    const keys = await unlocked();
    const earlier = await storedCheckIn(keys, 'phq9', [3, 3, 3, 2, 1, 1, 1, 1, 0], '2025-03-01T10:00:00.000Z');
    const gad = await storedCheckIn(keys, 'gad7', [1, 1, 1, 1, 1, 1, 1], '2025-03-02T10:00:00.000Z');
    signedIn([gad, earlier]);
    const user = await openCheckIns();
    await waitFor(() => expect(screen.getByTestId('check-in-chart').textContent).toBe('15/-,-/7'));
    await waitFor(() => expect(screen.getByTestId('check-in-mood-average').textContent).toBe('Your average mood over the last year: 3.4 out of 5'));
    await user.click(screen.getByRole('button', { name: 'Start the PHQ-9' }));
    const [daily, some, none] = ['Nearly every day', 'Several days', 'Not at all'];
    await answerAll(user, [daily, daily, some, some, some, none, none, none, none]);
    await user.click(screen.getByRole('radio', { name: 'Somewhat difficult' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    const score = await screen.findByTestId('check-in-score');
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    expect(score.textContent).toContain('9 out of 27: Mild');
    expect(score.textContent).toContain('Some signs of low mood.');
    expect(score.textContent).toContain('How difficult these problems have made things: somewhat difficult.');
    expect(screen.getByTestId('check-in-change').textContent).toBe('Since your last PHQ-9: 6 points lower than last time: a meaningful improvement.');
    expect(score.textContent).toContain('Saved to your history, encrypted on this device.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your PHQ-9 result' }));
  });

  it('without a key shows the locked notice and the result, and saves nothing', async () => {
    const fetchMock = signedIn();
    const user = await openCheckIns();
    expect(await screen.findByRole('region', { name: 'Check-ins locked' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start the GAD-7' }));
    const [daily, some, none] = ['Nearly every day', 'Several days', 'Not at all'];
    await answerAll(user, [daily, daily, daily, daily, daily, some, none]);
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    const score = await screen.findByTestId('check-in-score');
    expect(score.textContent).toContain('16 out of 21: Severe');
    expect(score.textContent).toContain('Not saved');
    expect(fetchMock.callsTo('POST /mental-health/check-ins')).toHaveLength(0);
  });
});

describe('the check-in history', () => {
  it('deletes a check-in after asking, and says so', async () => {
    const keys = await unlocked();
    const gad = await storedCheckIn(keys, 'gad7', [2, 2, 2, 2, 2, 2, 2], '2025-03-02T10:00:00.000Z');
    const fetchMock = signedIn([gad]).on('DELETE /mental-health/check-ins/' + gad.id, { body: { success: true, message: 'Check-in deleted' } });
    const user = await openCheckIns();
    const item = await screen.findByTestId('check-in-item');
    expect(item.textContent).toContain('GAD-7 14 of 21, moderate');
    await user.click(within(item).getByRole('button', { name: /^Delete the GAD-7 of / }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete check-in' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('check-in-item')).toBeNull());
    expect(fetchMock.callsTo(`DELETE /mental-health/check-ins/${gad.id}`)).toHaveLength(1);
    expect(screen.getByText('Check-in deleted.')).toBeTruthy();
  });

  it('counts check-ins another key sealed as not decrypted, and reads the mood average over the period they cover', async () => {
    const keys = await unlocked();
    const otherDataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const otherKeys: SessionKeys = { dataKey: otherDataKey, legacyKey: null };
    const now = Date.now();
    const recent = await storedCheckIn(keys, 'phq9', [1, 1, 1, 1, 1, 0, 0, 0, 0], new Date(now - 40 * 86_400_000).toISOString());
    const foreign = await storedCheckIn(otherKeys, 'gad7', [1, 1, 1, 1, 1, 1, 1], new Date(now - 50 * 86_400_000).toISOString());
    const fetchMock = signedIn([recent, foreign]);
    await openCheckIns();
    expect(await screen.findByText('One check-in could not be decrypted with your key.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('check-in-mood-average').textContent).toContain('over the last 90 days'));
    expect(fetchMock.callsTo('GET /analytics/mood-trends').some((call) => call.url.includes('period=90d'))).toBe(true);
  });
});
