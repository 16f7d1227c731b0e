import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREMIUM_PLAN, type SubscriptionView } from '@contracts/payments';
import { SETTINGS_SECTIONS } from '../../../frontend/src/features/settings/components/settings-page';
import { describeSubscription, EXPIRY_WARNING_DAYS, formatSubscriptionDate } from '../../../frontend/src/features/settings/subscription-display';
import { resetSubscriptionStatus } from '../../../frontend/src/features/settings/subscription-status';
import { type FakeAnswer } from '../helpers/fetch-mock';
import { badge, expectBadge, STATUS, statusShown } from './subscription-helpers';
import { DAY_MS, alertIn, findRegion, inDays, renderSettings, settingsServer, toasts } from './helpers';

/** /settings for an account with this subscription, once its status section shows; returns the section. */
async function showStatus(subscription: SubscriptionView | undefined) {
  settingsServer({ subscription });
  renderSettings();
  return statusShown();
}

beforeEach(() => resetSubscriptionStatus());

describe('the page', () => {
  it("lists the sections in the spec's order, theme last", async () => {
    expect(SETTINGS_SECTIONS.map((s) => s.id)).toEqual([
      'subscription-status',
      'license',
      'subscription',
      'profile',
      'password',
      'notifications',
      'data-export',
      'import',
      'delete-account',
      'theme',
    ]);
    settingsServer();
    renderSettings();
    await statusShown();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names.slice(0, 10)).toEqual([
      'Subscription status',
      'License key',
      'Premium subscription',
      'Profile information',
      'Change password',
      'Notification preferences',
      'Your data',
      'Import data',
      'Delete account',
      'Theme',
    ]);
  });
});

describe('subscription status display (spec §4)', () => {
  it('shows a loader until the status answers', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    settingsServer().on(STATUS, () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    renderSettings();
    const section = await findRegion('Subscription status');
    expect(within(section).getByText('Loading subscription status...')).toBeTruthy();
    await act(async () => answer({ body: { success: true, subscription: { status: 'none' } } }));
    expect((await within(section).findByTestId('subscription-badge')).textContent).toBe('Free Trial');
    expect(within(section).queryByText('Loading subscription status...')).toBeNull();
  });

  it.each<[string, SubscriptionView | undefined]>([
    ["'none'", { status: 'none' }],
    ['a missing subscription', undefined],
  ])('%s is the Free Trial, yellow, with the trial active from sign-up', async (_, subscription) => {
    const section = await showStatus(subscription);
    expectBadge('Free Trial', 'warning');
    expect(within(section).getByText(/free trial is active from sign-up/)).toBeTruthy();
  });

  it('active is Premium Active, green, with the renewal date of a Stripe subscription', async () => {
    const endDate = inDays(30);
    const section = await showStatus({ status: 'active', plan: 'monthly', source: 'stripe', endDate });
    expectBadge('Premium Active', 'success');
    expect(within(section).getByTestId('subscription-end').textContent).toBe(`Renews on ${formatSubscriptionDate(endDate)}`);
    expect(within(section).getByText(PREMIUM_PLAN.name)).toBeTruthy();
    expect(within(section).queryByTestId('subscription-warning')).toBeNull();
  });

  it('active and ending within 7 days is yellow, and says so in words', async () => {
    const endDate = inDays(3);
    const section = await showStatus({ status: 'active', plan: 'monthly', source: 'license', endDate });
    expectBadge('Premium Active', 'warning');
    expect(within(section).getByTestId('subscription-end').textContent).toBe(`Active until ${formatSubscriptionDate(endDate)}`);
    expect(within(section).getByTestId('subscription-warning').textContent).toBe('Your premium access ends in 3 days.');
  });

  it("a subscription set to end shows 'Ends on' its date", async () => {
    const endDate = inDays(20);
    const section = await showStatus({ status: 'active', plan: 'monthly', source: 'stripe', endDate, cancelAtPeriodEnd: true });
    expect(badge().getAttribute('data-tone')).toBe('success');
    expect(within(section).getByTestId('subscription-end').textContent).toBe(`Ends on ${formatSubscriptionDate(endDate)}`);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it.each(['expired', 'cancelled', 'past_due'])("'%s' is Subscription Expired, red", async (status) => {
    const section = await showStatus({ status, endDate: inDays(-2) } as unknown as SubscriptionView);
    expectBadge('Subscription Expired', 'danger');
    expect(within(section).getByText(`Ended on ${formatSubscriptionDate(inDays(-2))}`)).toBeTruthy();
  });

  it("falls back to the user's own status when the call fails, and can try again", async () => {
    const server = settingsServer().on(STATUS, { status: 500, body: { message: 'Something went wrong. Please try again later.' } });
    const user = userEvent.setup();
    renderSettings();
    const section = await statusShown();
    expect(badge().textContent).toBe('Free Trial');
    expect(alertIn(section)).toBe('Could not check your subscription status.');

    server.on(STATUS, { body: { success: true, subscription: { status: 'active', source: 'license', endDate: inDays(40) } } });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(badge().textContent).toBe('Premium Active'));
    expect(alertIn(section)).toBeNull();
  });

  describe('describeSubscription', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    it.each<[Parameters<typeof describeSubscription>[0], string, string, boolean]>([
      [null, 'Free Trial', 'warning', false],
      [{ status: 'none' }, 'Free Trial', 'warning', false],
      [{ status: 'active' }, 'Premium Active', 'success', false],
      [{ status: 'active', endDate: new Date(now + (EXPIRY_WARNING_DAYS + 1) * DAY_MS).toISOString() }, 'Premium Active', 'success', false],
      [{ status: 'active', endDate: new Date(now + EXPIRY_WARNING_DAYS * DAY_MS).toISOString() }, 'Premium Active', 'warning', true],
      [{ status: 'active', endDate: new Date(now - DAY_MS).toISOString() }, 'Premium Active', 'warning', true],
      [{ status: 'active', endDate: 'not a date' }, 'Premium Active', 'success', false],
      [{ status: 'expired' }, 'Subscription Expired', 'danger', false],
      [{ status: 'anything' }, 'Subscription Expired', 'danger', false],
    ])('%j → %s (%s)', (subscription, label, tone, endsSoon) => {
      const display = describeSubscription(subscription, now);
      expect([display.label, display.tone, display.endsSoon]).toEqual([label, tone, endsSoon]);
    });
  });
});

describe('licence key (spec §5, §7, §8)', () => {
  const ACTIVATE = 'POST /user/activate-license';

  async function licenceSection() {
    const section = await findRegion('License key');
    await statusShown();
    return section;
  }

  it.each(['', '   '])("refuses %j with 'Please enter a license key' and makes no call", async (typed) => {
    const server = settingsServer();
    const user = userEvent.setup();
    renderSettings();
    const section = await licenceSection();
    if (typed) await user.type(within(section).getByLabelText('License key'), typed);
    await user.click(within(section).getByRole('button', { name: 'Activate License' }));
    // The form's own check: the message under the field, the field marked, described by it and focused.
    const field = within(section).getByLabelText('License key');
    expect(within(section).getByText('Please enter a license key').className).toBe('field__error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(within(section).getByText('Please enter a license key').id);
    expect(document.activeElement).toBe(field);
    expect(server.callsTo(ACTIVATE)).toHaveLength(0);
  });

  it('activates a trimmed key, says so, and reads the status again', async () => {
    const server = settingsServer();
    server.on(ACTIVATE, () => {
      server.on(STATUS, { body: { success: true, subscription: { status: 'active', plan: 'monthly', source: 'license', endDate: inDays(30) } } });
      return { body: { success: true, message: 'License activated successfully!', subscription: { status: 'active' } } };
    });
    const user = userEvent.setup();
    renderSettings();
    const section = await licenceSection();
    expect(badge().textContent).toBe('Free Trial');
    const statusCalls = server.callsTo(STATUS).length;

    await user.type(within(section).getByLabelText('License key'), '  abcd-efgh-jkmn-pqrs ');
    await user.click(within(section).getByRole('button', { name: 'Activate License' }));

    await waitFor(() => expect(toasts()).toContain('License activated successfully!'));
    expect(server.callsTo(ACTIVATE).map((c) => c.body)).toEqual([{ licenseKey: 'abcd-efgh-jkmn-pqrs' }]);
    await waitFor(() => expect(badge().textContent).toBe('Premium Active'));
    expect(server.callsTo(STATUS).length).toBeGreaterThan(statusCalls);
    expect((within(section).getByLabelText('License key') as HTMLInputElement).value).toBe('');
    expect(alertIn(section)).toBeNull();
  });

  it.each<[string, FakeAnswer | Error, string]>([
    ['an expired key', { status: 400, body: { message: 'This license key has expired' } }, 'This license key has expired'],
    ['a used key', { status: 409, body: { message: 'This license key has already been used' } }, 'This license key has already been used'],
    ['an unknown key', { status: 400, body: { message: 'Invalid license key' } }, 'Invalid license key'],
    ['a non-OK answer without a message', { status: 400, text: '' }, 'Invalid license key'],
    ['a server failure', { status: 500, body: { message: 'Something went wrong. Please try again later.' } }, 'Invalid license key'],
    ['no answer at all', new TypeError('offline'), 'Failed to activate license key'],
  ])('%s shows %j inline', async (_, answer, text) => {
    const server = settingsServer().on(ACTIVATE, answer);
    const user = userEvent.setup();
    renderSettings();
    const section = await licenceSection();
    await user.type(within(section).getByLabelText('License key'), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(within(section).getByRole('button', { name: 'Activate License' }));
    await waitFor(() => expect(alertIn(section)).toBe(text));
    expect(server.callsTo(ACTIVATE)).toHaveLength(1);
    expect(toasts()).not.toContain('License activated successfully!');
    expect(badge().textContent).toBe('Free Trial');
  });
});
