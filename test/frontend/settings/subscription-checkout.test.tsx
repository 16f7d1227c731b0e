import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREMIUM_PLAN, type SubscriptionView } from '@contracts/payments';
import { CHECKOUT_CONFIRMATION } from '../../../frontend/src/features/settings/components/subscription-plan-section';
import { formatSubscriptionDate } from '../../../frontend/src/features/settings/subscription-display';
import { resetSubscriptionStatus } from '../../../frontend/src/features/settings/subscription-status';
import { pendingAnswer, type FakeAnswer } from '../helpers/fetch-mock';
import { badge, STATUS } from './subscription-helpers';
import { alertIn, findRegion, inDays, location, mockLocationAssign, region, renderSettings, settingsServer, toasts } from './helpers';

beforeEach(() => resetSubscriptionStatus());

describe('Upgrade modal and checkout', () => {
  const CHECKOUT = 'POST /payments/create-subscription';
  let location$: ReturnType<typeof mockLocationAssign>;

  beforeEach(() => {
    location$ = mockLocationAssign();
  });
  afterEach(() => location$.restore());

  async function openUpgrade(user: ReturnType<typeof userEvent.setup>) {
    const section = await findRegion('Premium subscription');
    await user.click(await within(section).findByRole('button', { name: 'Upgrade to Premium' }));
    return screen.getByRole('dialog', { name: 'Upgrade to Premium' });
  }

  it('walks the plan step, the payment step and back', async () => {
    settingsServer();
    const user = userEvent.setup();
    renderSettings();
    const dialog = await openUpgrade(user);

    expect(within(dialog).getByText('Step 1 of 2: your plan')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Premium Subscription' })).toBeTruthy();
    expect(within(dialog).getByTestId('plan-price').textContent).toBe('$49.99 / month');
    const features = within(within(dialog).getByRole('list', { name: 'Included in Premium' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(features).toEqual(PREMIUM_PLAN.features);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Step 2 of 2: payment')).toBeTruthy();
    expect((within(dialog).getByLabelText('Billing name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((within(dialog).getByLabelText('Billing email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(within(dialog).getByText(/enter your card details on the secure checkout page/)).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Included in Premium' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByText('Step 1 of 2: your plan')).toBeTruthy();
    expect(within(dialog).getByRole('list', { name: 'Included in Premium' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opened again, it starts from the plan.
    const again = await openUpgrade(user);
    expect(within(again).getByText('Step 1 of 2: your plan')).toBeTruthy();
  });

  it('sends the browser to the hosted checkout, to come back to /settings', async () => {
    const server = settingsServer().on(CHECKOUT, { body: { success: true, url: 'https://checkout.example.com/c/pay/cs_test_1', sessionId: 'cs_test_1' } });
    const user = userEvent.setup();
    renderSettings();
    const dialog = await openUpgrade(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to secure checkout' }));

    await waitFor(() => expect(location$.assign).toHaveBeenCalledWith('https://checkout.example.com/c/pay/cs_test_1'));
    expect(server.callsTo(CHECKOUT).map((c) => c.body)).toEqual([{ planId: 'monthly', returnUrl: 'http://localhost/settings' }]);
  });

  it.each<[string, FakeAnswer | Error, string]>([
    ["the provider's refusal", { status: 502, body: { message: 'The payment provider is unavailable. Please try again later.' } }, 'The payment provider is unavailable. Please try again later.'],
    ['a server failure', { status: 500, body: { message: 'Something went wrong. Please try again later.' } }, 'Failed to create payment intent'],
    ['no answer at all', new TypeError('offline'), 'Failed to create payment intent'],
    ['an answer without a page', { body: { success: true } }, 'Failed to create payment intent'],
    ['an answer with a script address', { body: { success: true, url: 'javascript:alert(1)', sessionId: 'x' } }, 'Failed to create payment intent'],
  ])('%s is shown inline and the person stays', async (_, answer, text) => {
    settingsServer().on(CHECKOUT, answer);
    const user = userEvent.setup();
    renderSettings();
    const dialog = await openUpgrade(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to secure checkout' }));
    await waitFor(() => expect(alertIn(dialog)).toBe(text));
    expect(location$.assign).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('button', { name: 'Continue to secure checkout' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('back with ?checkout=success: reads the status, welcomes to Premium and cleans the address', async () => {
    settingsServer({ subscription: { status: 'active', plan: 'monthly', source: 'stripe', endDate: inDays(30) } });
    renderSettings({ path: '/settings?checkout=success&session_id=cs_test_1' });
    await waitFor(() => expect(toasts()).toContain('Payment successful! Welcome to Premium!'));
    expect(toasts().filter((t) => t === 'Payment successful! Welcome to Premium!')).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(badge().textContent).toBe('Premium Active');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Confirming your payment...')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('waits for a webhook that lags, then says the payment is being confirmed', async () => {
    jest.useFakeTimers();
    let status: SubscriptionView = { status: 'none' };
    const server = settingsServer().on(STATUS, () => ({ body: { success: true, subscription: status } }));
    renderSettings({ path: '/settings?checkout=success&session_id=cs_test_1' });
    const section = await findRegion('Premium subscription');
    expect(within(section).getByText('Confirming your payment...')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/settings'));

    for (let i = 1; i < CHECKOUT_CONFIRMATION.attempts; i += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(CHECKOUT_CONFIRMATION.intervalMs);
      });
    }
    await waitFor(() => expect(within(section).getByText(/Your payment is being confirmed/)).toBeTruthy());
    // A payment on its way is not offered again.
    expect(within(section).queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    expect(server.callsTo(STATUS).length).toBeGreaterThanOrEqual(CHECKOUT_CONFIRMATION.attempts);
    expect(toasts()).toEqual([]);

    status = { status: 'active', plan: 'monthly', source: 'stripe', endDate: inDays(30) };
    jest.useRealTimers();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(toasts()).toContain('Payment successful! Welcome to Premium!'));
    expect(within(section).queryByText(/Your payment is being confirmed/)).toBeNull();
    expect(badge().textContent).toBe('Premium Active');
  });

  it('back with ?checkout=cancelled: a calm note, no charge, the address cleaned', async () => {
    settingsServer();
    const user = userEvent.setup();
    renderSettings({ path: '/settings?checkout=cancelled' });
    const section = await findRegion('Premium subscription');
    expect(within(section).getByText('Checkout was cancelled. Nothing was charged, and you can upgrade whenever you like.')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/settings'));
    expect(toasts()).toEqual([]);
    expect(within(section).queryByRole('alert')).toBeNull();

    await user.click(await within(section).findByRole('button', { name: 'Upgrade to Premium' }));
    expect(within(section).queryByText(/Checkout was cancelled/)).toBeNull();
  });
});

describe('managing a subscription', () => {
  const PORTAL = 'POST /payments/customer-portal';
  const STRIPE: SubscriptionView = { status: 'active', plan: 'monthly', source: 'stripe', endDate: inDays(30) };
  let location$: ReturnType<typeof mockLocationAssign>;

  beforeEach(() => {
    location$ = mockLocationAssign();
  });
  afterEach(() => location$.restore());

  it('opens the customer portal, to come back to /settings', async () => {
    const server = settingsServer({ subscription: STRIPE }).on(PORTAL, { body: { success: true, url: 'https://billing.example.com/p/session/bps_1' } });
    const user = userEvent.setup();
    renderSettings();
    const section = await findRegion('Premium subscription');
    expect(within(section).queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
    await user.click(await within(section).findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(location$.assign).toHaveBeenCalledWith('https://billing.example.com/p/session/bps_1'));
    expect(server.callsTo(PORTAL).map((c) => c.body)).toEqual([{ returnUrl: 'http://localhost/settings' }]);
  });

  it.each<[string, FakeAnswer | Error, string]>([
    ['no answer at all', new TypeError('offline'), 'Failed to open subscription management'],
    ['a server failure', { status: 500, body: { message: 'Something went wrong. Please try again later.' } }, 'Failed to create customer portal session'],
    ['a refusal without a message', { status: 400, text: '' }, 'Failed to create customer portal session'],
    ['an answer without a page', { body: { success: true } }, 'Failed to create customer portal session'],
  ])('%s shows %j', async (_, answer, text) => {
    settingsServer({ subscription: STRIPE }).on(PORTAL, answer);
    const user = userEvent.setup();
    renderSettings();
    const section = await findRegion('Premium subscription');
    await user.click(await within(section).findByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(alertIn(section)).toBe(text));
    expect(location$.assign).not.toHaveBeenCalled();
  });

  it('premium from a licence key has no portal', async () => {
    settingsServer({ subscription: { status: 'active', plan: 'monthly', source: 'license', endDate: inDays(30) } });
    renderSettings();
    const section = await findRegion('Premium subscription');
    expect(await within(section).findByText(/Your Premium comes from a license key/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Manage subscription' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('cancels at the period end after a confirmation', async () => {
    const endDate = inDays(30);
    const server = settingsServer({ subscription: STRIPE }).on('POST /payments/cancel-subscription', {
      body: { success: true, subscription: { ...STRIPE, endDate, cancelAtPeriodEnd: true } },
    });
    const user = userEvent.setup();
    renderSettings();
    const section = await findRegion('Premium subscription');
    await user.click(await within(section).findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(within(region('Subscription status')).getByTestId('subscription-end').textContent).toBe(`Ends on ${formatSubscriptionDate(endDate)}`));
    expect(server.callsTo('POST /payments/cancel-subscription').map((c) => c.body)).toEqual([{ atPeriodEnd: true }]);
    expect(toasts()).toContain(`Your subscription will end on ${formatSubscriptionDate(endDate)}.`);
    expect(within(section).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('keeps the page usable while the status never answers', async () => {
    settingsServer().on(STATUS, () => pendingAnswer());
    renderSettings();
    const section = await findRegion('Premium subscription');
    expect(within(section).getByText('Loading your plan...')).toBeTruthy();
    expect(await findRegion('Profile information')).toBeTruthy();
  });
});
