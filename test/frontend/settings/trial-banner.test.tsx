import { screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionView } from '@contracts/payments';
import { resetSubscriptionStatus } from '../../../frontend/src/features/settings/subscription-status';
import { makeUser } from '../helpers/fixtures';
import { openPage, renderApp } from '../helpers/render-app';
import { inDays, settingsServer, toasts } from './helpers';

const STATUS = 'GET /payments/subscription-status';
const banner = () => screen.queryByRole('region', { name: 'Free trial' });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

// The pages are lazily loaded modules: loaded once here, so no test waits on the first import.
beforeAll(async () => {
  await Promise.all([
    import('../../../frontend/src/features/settings/components/settings-page'),
    import('../../../frontend/src/features/support/components/support-page'),
  ]);
});

beforeEach(() => resetSubscriptionStatus());

describe('trial banner', () => {
  it('reads the status from the server: hidden when it is active, whatever the user record says', async () => {
    const server = settingsServer({ user: makeUser({ subscription: { status: 'none' } }), subscription: { status: 'active', source: 'license', endDate: inDays(30) } });
    renderApp('/support');
    await heading('Support Hub');
    await waitFor(() => expect(banner()).toBeNull());
    expect(server.callsTo(STATUS).length).toBeGreaterThanOrEqual(1);
  });

  it.each<[string, SubscriptionView]>([
    ['the trial', { status: 'none' }],
    ['an expired subscription', { status: 'expired', endDate: inDays(-3) }],
  ])('shows for %s', async (_, subscription) => {
    const server = settingsServer({ subscription });
    renderApp('/support');
    await heading('Support Hub');
    await waitFor(() => expect(server.callsTo(STATUS).length).toBeGreaterThanOrEqual(1));
    // Once the answer is in, the banner is still there.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(banner()!).getByText('Free Trial - Limited Features')).toBeTruthy();
  });

  it('Enter License lands on the licence key field of /settings', async () => {
    settingsServer();
    const user = await openPage('/support', 'Support Hub');
    await user.click(within(banner()!).getByRole('button', { name: 'Enter License' }));
    await heading('Account Settings');
    expect(screen.getByTestId('location').textContent).toBe('/settings');
    const field = await screen.findByRole('textbox', { name: 'License key' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.closest('#settings-license')).toBeTruthy();
  });

  it('Upgrade opens the upgrade flow: the Upgrade modal of /settings, whose Close leaves plain /settings', async () => {
    settingsServer();
    const user = await openPage('/support', 'Support Hub');
    const upgrade = within(banner()!).getByRole('button', { name: 'Upgrade' });
    await user.click(upgrade);
    const title = await heading('Account Settings');
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(screen.getByTestId('location').textContent).toBe('/settings?upgrade');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/settings');
    // Focus goes back to what had it when the modal opened: the page's heading or the Upgrade pressed.
    expect([title, upgrade]).toContain(document.activeElement);
  });

  it('Upgrade on /settings itself opens the modal there', async () => {
    settingsServer();
    const user = await openPage('/settings', 'Account Settings');
    await user.click(within(banner()!).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByText('Step 1 of 2: your plan')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/settings');
  });

  it('/settings?upgrade with Premium active opens nothing', async () => {
    settingsServer({ user: makeUser({ subscription: { status: 'active' } }), subscription: { status: 'active', source: 'license', endDate: inDays(30) } });
    renderApp('/settings?upgrade');
    await heading('Account Settings');
    await screen.findByText(/license key/i, { selector: '.plan-license' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes away once a licence key activates premium on /settings', async () => {
    const server = settingsServer();
    server.on('POST /user/activate-license', () => {
      server.on(STATUS, { body: { success: true, subscription: { status: 'active', source: 'license', endDate: inDays(30) } } });
      return { body: { success: true, message: 'License activated successfully!', subscription: { status: 'active' } } };
    });
    const user = await openPage('/settings', 'Account Settings');
    await waitFor(() => expect(banner()).toBeTruthy());
    await user.type(await screen.findByRole('textbox', { name: 'License key' }), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(screen.getByRole('button', { name: 'Activate License' }));
    await waitFor(() => expect(toasts()).toContain('License activated successfully!'));
    await waitFor(() => expect(banner()).toBeNull());
  });
});
