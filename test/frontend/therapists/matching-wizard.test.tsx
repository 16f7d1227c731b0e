import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ISSUE_AREAS } from '@contracts/therapist-options';
import { BUDGET_ERRORS, buildConnectionMessage, INITIAL_CHOICES, joinList, parseBudget } from '../../../frontend/src/features/therapists/matching';
import { DEFAULT_BIO } from '../../../frontend/src/features/therapists/therapist-display';
import type { FakeAnswer } from '../helpers/fetch-mock';
import { renderApp } from '../helpers/render-app';
import { deferred, makeMatch, signedIn, toasts } from './helpers';
import { silenceConsoleWarn } from '../helpers/console-warn';
import { casesByExpected } from '../helpers/grouped-cases';

const MATCH_FAILED = 'Failed to find therapist matches. Please try again.';

const stepText = () => document.querySelector('.wizard-steps__count')?.textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const budgetInput = () => screen.getByRole('textbox', { name: 'Budget per session (optional)' }) as HTMLInputElement;
const cards = () => screen.queryAllByTestId('match-card');
const cardNames = () => cards().map((card) => card.querySelector('h3')?.textContent);

async function openWizard() {
  const user = userEvent.setup();
  renderApp('/therapists');
  await screen.findByRole('heading', { level: 1, name: 'Find Your Therapist' });
  return user;
}

async function toStepTwo(user: ReturnType<typeof userEvent.setup>, issues = ['Anxiety & Panic']) {
  for (const issue of issues) await user.click(checkbox(issue));
  await user.click(button('Continue'));
  await screen.findByRole('heading', { level: 2, name: 'Your preferences' });
}

/** Step 2 submitted and the match call answered with `answer`; returns the alert that shows. */
async function refusedMatch(answer: FakeAnswer) {
  signedIn().on('POST /therapist/match', answer);
  const user = await openWizard();
  await toStepTwo(user);
  await user.click(button('Find My Matches'));
  return screen.findByRole('alert');
}

async function findMatches(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Find My Matches'));
  await screen.findByRole('heading', { level: 2, name: 'Your Matches' });
}

silenceConsoleWarn();

describe('budget and message rules', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['150', 150],
    [' 150 ', 150],
    ['$150', 150],
    ['1,200', 1200],
  ])('reads %j as %j', (raw, value) => {
    expect(parseBudget(raw)).toEqual({ ok: true, value });
  });

  it.each(casesByExpected<keyof typeof BUDGET_ERRORS>({ notWhole: ['12.5', 'abc', '1e3'], negative: ['-20', '-$20'], tooHigh: ['100001'] }))(
    'refuses %j',
    (raw, error) => {
      expect(parseBudget(raw)).toEqual({ ok: false, error: BUDGET_ERRORS[error] });
    },
  );

  it('joins lists the way people write them', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['A'])).toBe('A');
    expect(joinList(['A', 'B'])).toBe('A and B');
    expect(joinList(['A', 'B', 'C'])).toBe('A, B and C');
  });

  it('keeps the prefilled message within 1000 characters even with long additional info', () => {
    const message = buildConnectionMessage('Maya', { ...INITIAL_CHOICES, issues: ['anxiety'], additionalInfo: 'word '.repeat(400) });
    expect(message.length).toBeLessThanOrEqual(1000);
    expect(message.startsWith("Hi Maya, I'm looking for support with Anxiety & Panic.")).toBe(true);
    expect(message.endsWith('Thank you.')).toBe(true);
  });
});

describe('/therapists step 1', () => {
  it('lists the issue areas and keeps Continue disabled until one is chosen', async () => {
    signedIn();
    const user = await openWizard();

    expect(stepText()).toBe('Step 1 of 3');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('What would you like support with?');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(ISSUE_AREAS.map((area) => area.label));
    expect(button('Continue').disabled).toBe(true);
    expect(screen.getByText('Choose at least one area to continue.')).toBeTruthy();

    await user.click(checkbox('Trauma & PTSD'));
    expect(button('Continue').disabled).toBe(false);
    expect(screen.getByText('1 area selected.')).toBeTruthy();
    await user.click(checkbox('Trauma & PTSD'));
    expect(button('Continue').disabled).toBe(true);

    await user.click(checkbox('Grief'));
    await user.click(button('Continue'));
    expect(stepText()).toBe('Step 2 of 3');
    expect(document.activeElement?.textContent).toBe('Your preferences');
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Your preferences');
  });

  it('Back returns to step 1 with the choices kept', async () => {
    signedIn();
    const user = await openWizard();
    await toStepTwo(user, ['Depression', 'ADHD']);
    await user.click(button('Back'));
    expect(stepText()).toBe('Step 1 of 3');
    expect(checkbox('Depression').checked).toBe(true);
    expect(checkbox('ADHD').checked).toBe(true);
    expect(checkbox('Grief').checked).toBe(false);
  });
});

describe('/therapists step 2', () => {
  it('defaults to medium urgency and video sessions, with the four urgencies and three session types', async () => {
    signedIn();
    const user = await openWizard();
    await toStepTwo(user);

    const urgency = screen.getByRole('group', { name: 'How soon do you need support?' });
    expect(within(urgency).getAllByRole('radio').map((r) => [r.closest('label')?.textContent, (r as HTMLInputElement).checked])).toEqual([
      ['Low', false],
      ['Medium', true],
      ['High', false],
      ['Crisis', false],
    ]);
    const session = screen.getByRole('group', { name: 'Session type' });
    expect(within(session).getAllByRole('radio').map((r) => [r.closest('label')?.textContent, (r as HTMLInputElement).checked])).toEqual([
      ['Video', true],
      ['Text', false],
      ['In-person', false],
    ]);
    expect(budgetInput().value).toBe('');
  });

  it.each([
    ['12.5', BUDGET_ERRORS.notWhole],
    ['-40', BUDGET_ERRORS.negative],
    ['cheap', BUDGET_ERRORS.notWhole],
  ])('refuses the budget %j with an inline message and sends nothing', async (typed, message) => {
    const fetchMock = signedIn().on('POST /therapist/match', { body: { success: true, matches: [] } });
    const user = await openWizard();
    await toStepTwo(user);

    await user.type(budgetInput(), typed);
    await user.click(button('Find My Matches'));

    expect(screen.getByText(message)).toBeTruthy();
    expect(budgetInput().getAttribute('aria-invalid')).toBe('true');
    expect(budgetInput().getAttribute('aria-describedby')).toContain(document.querySelector('.field__error')!.id);
    expect(document.activeElement).toBe(budgetInput());
    expect(fetchMock.callsTo('POST /therapist/match')).toHaveLength(0);
    expect(stepText()).toBe('Step 2 of 3');

    await user.clear(budgetInput());
    await user.type(budgetInput(), '90');
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows the budget message when leaving the field', async () => {
    signedIn();
    const user = await openWizard();
    await toStepTwo(user);
    await user.type(budgetInput(), '99.99');
    expect(screen.queryByText(BUDGET_ERRORS.notWhole)).toBeNull();
    await user.tab();
    expect(screen.getByText(BUDGET_ERRORS.notWhole)).toBeTruthy();
  });

  it('Find My Matches sends the chosen issues in wizard order, urgency, session type and whole-number budget, busy meanwhile', async () => {
    const answer = deferred<FakeAnswer>();
    const fetchMock = signedIn().on('POST /therapist/match', () => answer.promise);
    const user = await openWizard();
    await user.click(checkbox('Grief'));
    await user.click(checkbox('Anxiety & Panic'));
    await user.click(button('Continue'));

    await user.click(radio('High'));
    await user.click(radio('Text'));
    await user.type(budgetInput(), '150');
    await user.type(screen.getByRole('textbox', { name: /Anything else/ }), 'Evenings work best.');
    await user.click(button('Find My Matches'));

    await waitFor(() => expect(fetchMock.callsTo('POST /therapist/match')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /therapist/match')[0]!.body).toEqual({
      primaryIssues: ['anxiety', 'grief'],
      urgencyLevel: 'high',
      sessionPreference: 'text',
      budget: 150,
    });
    expect(button('Find My Matches').getAttribute('aria-busy')).toBe('true');
    expect(button('Find My Matches').disabled).toBe(true);
    expect(button('Back').disabled).toBe(true);

    answer.resolve({ body: { success: true, matches: [makeMatch()] } });
    await screen.findByRole('heading', { level: 2, name: 'Your Matches' });
    expect(stepText()).toBe('Step 3 of 3');
    expect(screen.getByTestId('match-summary').textContent).toBe('Anxiety & Panic, Grief · Text sessions · High urgency');
  });

  it('sends a null budget when the field is empty', async () => {
    const fetchMock = signedIn().on('POST /therapist/match', { body: { success: true, matches: [] } });
    const user = await openWizard();
    await toStepTwo(user, ['Depression']);
    await findMatches(user);
    expect(fetchMock.callsTo('POST /therapist/match')[0]!.body).toEqual({
      primaryIssues: ['depression'],
      urgencyLevel: 'medium',
      sessionPreference: 'video',
      budget: null,
    });
  });

  it('after the free trial shows what the server says instead of the generic failure', async () => {
    const premium = 'This is a Premium feature and your free trial has ended. Upgrade or enter a license key in Settings to continue.';
    const alert = await refusedMatch({ status: 403, body: { message: premium } });
    expect(alert.textContent).toBe(premium);
    expect(toasts()).toContain(premium);
    expect(toasts()).not.toContain(MATCH_FAILED);
  });

  it('on failure shows the alert inline and as a toast, and stays on step 2', async () => {
    const alert = await refusedMatch({ status: 500, body: { message: 'boom' } });
    expect(alert.textContent).toBe(MATCH_FAILED);
    expect(toasts()).toContain(MATCH_FAILED);
    expect(stepText()).toBe('Step 2 of 3');
    expect(button('Find My Matches').disabled).toBe(false);
  });
});

describe('/therapists step 3', () => {
  it('ranks the matches best first with rounded percents', async () => {
    signedIn().on('POST /therapist/match', {
      body: {
        success: true,
        matches: [
          makeMatch({ id: 'T0001', firstName: 'Ana', lastName: 'Diaz', matchScore: 0.333 }),
          makeMatch({ id: 'T0002', firstName: 'Ben', lastName: 'Okafor', matchScore: 0.876 }),
          makeMatch({ id: 'T0003', firstName: 'Cleo', lastName: 'Park', matchScore: 0.5 }),
          makeMatch({ id: 'T0004', firstName: 'Dev', lastName: 'Rao', matchScore: 1 }),
        ],
      },
    });
    const user = await openWizard();
    await toStepTwo(user);
    await findMatches(user);

    expect(cardNames()).toEqual(['Dev Rao', 'Ben Okafor', 'Cleo Park', 'Ana Diaz']);
    expect(cards().map((card) => within(card).getByTestId('match-score').textContent)).toEqual(['100%match', '88%match', '50%match', '33%match']);
    expect(cards().map((card) => card.querySelector('.match-card__rank')?.textContent)).toEqual(['Match 1', 'Match 2', 'Match 3', 'Match 4']);
    expect(screen.getByRole('list', { name: 'Your matches, best first' }).tagName).toBe('OL');
  });

  it('shows every field of a match, highlighting the matching specializations', async () => {
    signedIn().on('POST /therapist/match', { body: { success: true, matches: [makeMatch()] } });
    const user = await openWizard();
    await toStepTwo(user);
    await findMatches(user);

    const card = screen.getByRole('article', { name: 'Maya Chen' });
    expect(card.querySelector('.therapist-avatar')?.textContent).toBe('MC');
    expect(card.querySelector('.therapist-avatar')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(card).getByText('LCSW')).toBeTruthy();
    expect(within(card).getByTestId('match-rating').textContent).toBe('4.8 out of 5');
    expect(within(card).getByTestId('match-experience').textContent).toBe('12 years');
    expect(within(card).getByTestId('match-rate').textContent).toBe('$140');
    expect(within(card).getByTestId('match-timezone').textContent).toBe('PST');
    expect(within(card).getByTestId('match-bio').textContent).toBe('I help people through anxiety and loss with warmth and practical tools.');
    expect(within(card).getByText('Specializes in anxiety and grief')).toBeTruthy();
    expect(within(card).getByTestId('match-sessions').textContent).toBe('Video, In-person');
    expect(within(card).getByTestId('match-languages').textContent).toBe('English, Spanish');

    const tags = within(card).getAllByRole('listitem');
    expect(tags.map((tag) => [tag.textContent, tag.classList.contains('is-match')])).toEqual([
      ['Anxiety (matches what you chose)', true],
      ['Grief & Loss (matches what you chose)', true],
      ['Depression', false],
    ]);
    expect(within(card).getByRole('button', { name: 'Connect with Maya Chen' }).textContent).toBe('Connect');
  });

  it('applies the display defaults for missing fields', async () => {
    const bare = makeMatch({ firstName: 'Sam', lastName: 'Lee', rating: null, bio: '', languages: [] }) as unknown as Record<string, unknown>;
    const profile = bare.therapistProfile as Record<string, unknown>;
    delete profile.yearsOfExperience;
    delete profile.sessionRate;
    delete profile.availability;
    signedIn().on('POST /therapist/match', { body: { success: true, matches: [bare] } });
    const user = await openWizard();
    await toStepTwo(user);
    await findMatches(user);

    const card = screen.getByRole('article', { name: 'Sam Lee' });
    expect(within(card).getByTestId('match-rating').textContent).toBe('New');
    expect(within(card).getByTestId('match-experience').textContent).toBe('0 years');
    expect(within(card).getByTestId('match-rate').textContent).toBe('$0');
    expect(within(card).getByTestId('match-bio').textContent).toBe(DEFAULT_BIO);
    expect(DEFAULT_BIO).toBe('Licensed therapist specializing in mental health support.');
    expect(within(card).getByTestId('match-timezone').textContent).toBe('EST');
    expect(within(card).queryByTestId('match-languages')).toBeNull();
  });

  it("says 'No matches found' when the answer has none, or no list at all; Adjust Preferences goes back to step 2 with the choices", async () => {
    const fetchMock = signedIn().on('POST /therapist/match', { body: { success: true } });
    const user = await openWizard();
    await toStepTwo(user, ['Addiction']);
    await user.click(radio('In-person'));
    await user.type(budgetInput(), '60');
    await findMatches(user);

    expect(screen.getByRole('heading', { level: 3, name: 'No matches found' })).toBeTruthy();
    expect(cards()).toHaveLength(0);
    await user.click(button('Adjust Preferences'));
    expect(stepText()).toBe('Step 2 of 3');
    expect(radio('In-person').checked).toBe(true);
    expect(budgetInput().value).toBe('60');

    fetchMock.on('POST /therapist/match', { body: { success: true, matches: [] } });
    await findMatches(user);
    expect(screen.getByRole('heading', { level: 3, name: 'No matches found' })).toBeTruthy();
  });

  it('Start Over returns to step 1 and clears every choice', async () => {
    signedIn().on('POST /therapist/match', { body: { success: true, matches: [makeMatch()] } });
    const user = await openWizard();
    await toStepTwo(user, ['Stress & Burnout']);
    await user.click(radio('Low'));
    await user.click(radio('Text'));
    await user.type(budgetInput(), '80');
    await findMatches(user);

    await user.click(button('Start Over'));
    expect(stepText()).toBe('Step 1 of 3');
    expect(document.activeElement?.textContent).toBe('What would you like support with?');
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(button('Continue').disabled).toBe(true);

    await toStepTwo(user, ['Grief']);
    expect(radio('Medium').checked).toBe(true);
    expect(radio('Video').checked).toBe(true);
    expect(budgetInput().value).toBe('');
  });

  it('shows the crisis lines above the results only when urgency is crisis', async () => {
    signedIn().on('POST /therapist/match', { body: { success: true, matches: [makeMatch()] } });
    const user = await openWizard();
    await toStepTwo(user);
    await findMatches(user);
    expect(screen.queryByRole('heading', { name: 'Need help right now?' })).toBeNull();
    expect(screen.queryByTestId('match-crisis')).toBeNull();

    await user.click(button('Adjust Preferences'));
    await user.click(radio('Crisis'));
    await findMatches(user);
    const crisis = screen.getByTestId('match-crisis');
    expect(within(crisis).getByRole('heading', { name: 'Need help right now?' })).toBeTruthy();
    expect(within(crisis).getByRole('link', { name: /Call 988/ }).getAttribute('href')).toBe('tel:988');
    expect(crisis.textContent).toContain('does not replace emergency help');
    const list = screen.getByRole('list', { name: 'Your matches, best first' });
    expect(crisis.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
