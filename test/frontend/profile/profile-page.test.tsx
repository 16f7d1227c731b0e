import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@contracts/user';
import { formatJoinDate, formatMemberSince, ProfilePage } from '../../../frontend/src/features/profile/components/profile-page';
import { addGoal, GOAL_MESSAGES, PROFILE_LIMITS, profileChanges, draftFrom } from '../../../frontend/src/features/profile/profile-draft';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type FakeAnswer, type FetchMock } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp, renderScreen } from '../helpers/render-app';
import { expectPageAt, pageHeading } from '../helpers/page-queries';

const SAVED = 'Profile updated successfully';

function ada(overrides: Partial<User> = {}): User {
  return makeUser({
    profile: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'London',
      bio: 'Mathematician and writer.',
      goals: ['Sleep eight hours', 'Walk every day'],
    },
    stats: { totalChatSessions: 12, totalJournalEntries: 7, journalStreak: 3, goalsCompleted: 2, joinDate: '2025-01-15' },
    ...overrides,
  });
}

function signedIn(user: User = ada()): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch().on('GET /auth/me', { body: user });
}

async function openProfile() {
  renderApp('/profile');
  await pageHeading('Your Profile');
  await screen.findByRole('button', { name: 'Edit Profile' });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Replaces what the field holds: cleared, then typed into. */
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  await user.type(field(label), text);
}
/** Presses the edit form's Save. */
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save' }));
/** No profile update went out. */
const expectNothingSaved = (fetchMock: FetchMock) => expect(fetchMock.callsTo('PUT /auth/profile')).toHaveLength(0);
const statValue = (id: string) => within(screen.getByTestId(`profile-stat-${id}`)).getByRole('definition').textContent;
function detail(label: string) {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`No detail ${label}`);
  return within(term.parentElement!).getByRole('definition').textContent;
}
const viewGoals = () => within(screen.getByRole('region', { name: 'Personal Goals' })).queryAllByRole('listitem').map((li) => li.textContent);
const draftGoals = () => within(screen.getByRole('list', { name: 'Your goals' })).getAllByRole('listitem').map((li) => li.textContent);
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('form', { name: 'Edit Profile' });
}

/** Opens /profile and its edit form; returns the user driving it. */
async function editProfile() {
  const user = userEvent.setup();
  await openProfile();
  await startEditing(user);
  return user;
}

describe('/profile view', () => {
  it('shows a spinner while no user is loaded, then the profile', async () => {
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    let answer: (value: FakeAnswer) => void = () => undefined;
    mockFetch().on('GET /auth/me', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    renderScreen('/profile', '/profile', <ProfilePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeTruthy();
    const spinner = screen.getByText('Loading your profile...').closest('.loader')!;
    expect(spinner.getAttribute('role')).toBe('status');
    expect(spinner.querySelector('.loader__spinner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();

    await act(async () => answer({ body: ada() }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(screen.queryByText('Loading your profile...')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the name, email, location, join date, bio and goals', async () => {
    signedIn();
    await openProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(detail('Email')).toBe('ada@example.com');
    expect(detail('Location')).toBe('London');
    expect(detail('Joined')).toBe(formatJoinDate('2025-01-15'));
    expect(formatJoinDate('2025-01-15')).toMatch(/2025/);
    expect(screen.getByText('Mathematician and writer.')).toBeTruthy();
    expect(viewGoals()).toEqual(['Sleep eight hours', 'Walk every day']);
  });

  it('shows the stats cards from the user stats', async () => {
    signedIn();
    await openProfile();
    expect(
      within(screen.getByRole('region', { name: 'Your Stats' }))
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Chat Sessions', 'Journal Entries', 'Journal Streak', 'Goals Completed', 'Member Since']);
    expect(statValue('chat-sessions')).toBe('12');
    expect(statValue('journal-entries')).toBe('7');
    expect(statValue('journal-streak')).toBe('3 days');
    expect(statValue('goals-completed')).toBe('2');
    expect(statValue('member-since')).toBe(formatMemberSince('2025-01-15'));
  });

  it('says what is not filled in yet', async () => {
    signedIn(makeUser());
    await openProfile();
    expect(detail('Location')).toBe('Not added yet');
    expect(screen.getByText(/No goals yet/)).toBeTruthy();
    expect(statValue('journal-streak')).toBe('0 days');
  });
});

describe('/profile and the account settings', () => {
  // /settings is a lazily loaded module: loaded once here, so the test does not wait on its first import.
  beforeAll(() => import('../../../frontend/src/features/settings/components/settings-page'));

  it('links to /settings, in view and in edit mode', async () => {
    signedIn().on('GET /payments/subscription-status', { body: { success: true, subscription: { status: 'none' } } }).on('GET /user/settings', {
      body: { notifications: { email: true, push: true, reminders: true } },
    });
    const user = userEvent.setup();
    await openProfile();
    const main = screen.getByRole('main');
    const link = within(main).getByRole('link', { name: 'Account Settings' });
    expect(link.getAttribute('href')).toBe('/settings');
    await startEditing(user);
    expect(within(main).getByRole('link', { name: 'Account Settings' })).toBeTruthy();

    await user.click(within(main).getByRole('link', { name: 'Account Settings' }));
    await expectPageAt('Account Settings', '/settings');
  });
});

describe('/profile edit', () => {
  it('edits a draft copy: the form starts from the saved values and nothing changes before saving', async () => {
    const fetchMock = signedIn();
    const user = await editProfile();

    expect(field('First name').value).toBe('Ada');
    expect(field('Last name').value).toBe('Lovelace');
    expect(field('Location').value).toBe('London');
    expect(field('Bio').value).toBe('Mathematician and writer.');
    expect(draftGoals()).toEqual(['Sleep eight hours', 'Walk every day']);
    expect(document.activeElement).toBe(field('First name'));
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();

    await retype(user, 'Location', 'Paris');
    expect(field('Location').value).toBe('Paris');
    expectNothingSaved(fetchMock);
  });

  it('Cancel discards the draft', async () => {
    const fetchMock = signedIn();
    const user = await editProfile();
    await retype(user, 'First name', 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Remove goal: Walk every day' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeTruthy();
    expect(viewGoals()).toEqual(['Sleep eight hours', 'Walk every day']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));

    await startEditing(user);
    expect(field('First name').value).toBe('Ada');
    expect(draftGoals()).toEqual(['Sleep eight hours', 'Walk every day']);
    expectNothingSaved(fetchMock);
  });

  it('adds goals with Add and with Enter, refuses duplicates and removes them', async () => {
    signedIn();
    const user = await editProfile();

    await user.type(field('New goal'), 'Read more');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(draftGoals()).toEqual(['Sleep eight hours', 'Walk every day', 'Read more']);
    expect(field('New goal').value).toBe('');

    await user.type(field('New goal'), '  Call a friend weekly  {Enter}');
    expect(draftGoals()).toEqual(['Sleep eight hours', 'Walk every day', 'Read more', 'Call a friend weekly']);
    // Enter added the goal; it did not submit the form.
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeTruthy();

    await user.type(field('New goal'), 'walk EVERY day{Enter}');
    expect(screen.getByText(GOAL_MESSAGES.duplicate)).toBeTruthy();
    expect(field('New goal').getAttribute('aria-invalid')).toBe('true');
    expect(field('New goal').value).toBe('walk EVERY day');
    expect(draftGoals()).toHaveLength(4);

    await user.clear(field('New goal'));
    expect(screen.queryByText(GOAL_MESSAGES.duplicate)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove goal: Walk every day' }));
    expect(draftGoals()).toEqual(['Sleep eight hours', 'Read more', 'Call a friend weekly']);
  });

  it('counts the bio against the limit and shows a field error over it', async () => {
    const fetchMock = signedIn();
    const user = await editProfile();
    expect(screen.getByTestId('bio-count').textContent).toBe(`25 / ${PROFILE_LIMITS.bio} characters`);

    await user.clear(field('Bio'));
    await user.click(field('Bio'));
    await user.paste('x'.repeat(PROFILE_LIMITS.bio + 1));
    expect(screen.getByTestId('bio-count').textContent).toBe(`${PROFILE_LIMITS.bio + 1} / ${PROFILE_LIMITS.bio} characters`);
    await save(user);

    expect(screen.getByText(`Bio can have at most ${PROFILE_LIMITS.bio} characters.`)).toBeTruthy();
    expect(field('Bio').getAttribute('aria-invalid')).toBe('true');
    expectNothingSaved(fetchMock);
  });

  it('checks the names with the profile schema before sending', async () => {
    const fetchMock = signedIn();
    const user = await editProfile();
    await retype(user, 'First name', '   ');
    await save(user);

    expect(screen.getByText('First name is required.')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expectNothingSaved(fetchMock);

    await user.type(field('First name'), 'Augusta');
    expect(screen.queryByText('First name is required.')).toBeNull();
  });

  it('saves only the changed profile fields, then shows the saved values in view mode', async () => {
    const saved = ada({
      firstName: 'Augusta',
      name: 'Augusta Lovelace',
      profile: { firstName: 'Augusta', lastName: 'Lovelace', location: 'Paris', bio: 'Mathematician and writer.', goals: ['Sleep eight hours', 'Read more'] },
    });
    const fetchMock = signedIn().on('PUT /auth/profile', { body: saved });
    const user = await editProfile();

    await retype(user, 'First name', ' Augusta ');
    await retype(user, 'Location', 'Paris');
    await user.click(screen.getByRole('button', { name: 'Remove goal: Walk every day' }));
    // A goal still typed in the input is saved with the rest.
    await user.type(field('New goal'), 'Read more');
    await save(user);

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull());
    const calls = fetchMock.callsTo('PUT /auth/profile');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ firstName: 'Augusta', profile: { location: 'Paris', goals: ['Sleep eight hours', 'Read more'] } });

    expect(screen.getByRole('heading', { level: 2, name: 'Augusta Lovelace' })).toBeTruthy();
    expect(detail('Location')).toBe('Paris');
    expect(viewGoals()).toEqual(['Sleep eight hours', 'Read more']);
    expect(toasts()).toEqual([SAVED]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
  });

  it('makes no call when nothing changed', async () => {
    const fetchMock = signedIn();
    const user = await editProfile();
    await save(user);
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    expectNothingSaved(fetchMock);
    expect(toasts()).toEqual([]);
  });

  it('on failure stays in edit mode with the draft kept and the message in an alert, toasted once', async () => {
    const message = 'Something went wrong. Please try again later.';
    const fetchMock = signedIn().on('PUT /auth/profile', { status: 500, body: { message } });
    const user = await editProfile();
    await retype(user, 'Bio', 'New bio');
    await user.type(field('New goal'), 'Drink water{Enter}');
    await save(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(fetchMock.callsTo('PUT /auth/profile')[0]!.body).toEqual({
      profile: { bio: 'New bio', goals: ['Sleep eight hours', 'Walk every day', 'Drink water'] },
    });
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeTruthy();
    expect(field('Bio').value).toBe('New bio');
    expect(draftGoals()).toEqual(['Sleep eight hours', 'Walk every day', 'Drink water']);
    expect(toasts()).toEqual([message]);
    expect(toasts()).not.toContain(SAVED);
  });

  it('shows the connection message when the server cannot be reached, and saves on a retry', async () => {
    const saved = ada({ profile: { firstName: 'Ada', lastName: 'Lovelace', location: 'Bath', bio: 'Mathematician and writer.', goals: [] } });
    const fetchMock = signedIn().on('PUT /auth/profile', new TypeError('Failed to fetch'), { body: saved });
    const user = await editProfile();
    await retype(user, 'Location', 'Bath');
    await save(user);

    expect((await screen.findByRole('alert')).textContent).toBe('Unable to connect to server. Please check your internet connection.');
    expect(field('Location').value).toBe('Bath');

    await save(user);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull());
    expect(fetchMock.callsTo('PUT /auth/profile')).toHaveLength(2);
    expect(detail('Location')).toBe('Bath');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('profile draft', () => {
  it('adds trimmed goals, refusing empty, duplicate, too long and too many', () => {
    expect(addGoal(['A'], '  B ')).toEqual({ goals: ['A', 'B'], error: null });
    expect(addGoal(['A'], '   ')).toEqual({ goals: ['A'], error: null });
    expect(addGoal(['Read'], 'READ')).toEqual({ goals: ['Read'], error: GOAL_MESSAGES.duplicate });
    expect(addGoal([], 'x'.repeat(PROFILE_LIMITS.goal + 1)).error).toBe(GOAL_MESSAGES.tooLong);
    const full = Array.from({ length: PROFILE_LIMITS.goals }, (_, i) => `Goal ${i}`);
    expect(addGoal(full, 'One more').error).toBe(GOAL_MESSAGES.tooMany);
  });

  it('takes its limits from the profile schema', () => {
    expect(PROFILE_LIMITS).toEqual({ name: 50, location: 100, bio: 1000, goal: 200, goals: 20 });
  });

  it('lists only what changed', () => {
    const user = ada();
    expect(profileChanges(user, draftFrom(user))).toEqual({});
    expect(profileChanges(user, { ...draftFrom(user), lastName: 'Byron', bio: ' Mathematician and writer. ' })).toEqual({ lastName: 'Byron' });
  });
});
