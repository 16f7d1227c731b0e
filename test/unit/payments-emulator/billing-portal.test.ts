import { PRICE, useEmulator } from './harness';

describe('payments emulator: the hosted billing portal', () => {
  const emu = useEmulator();

  it('shows the subscription, cancels at period end, resumes and returns to Solace', async () => {
    const customer = await emu.stripe.customers.create({ email: 'portal@example.com', payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
    const sub = await emu.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
    const portal = await emu.stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app.test/account' });
    expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, return_url: 'http://app.test/account' });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal.url.startsWith(`${emu.base}/p/session/`)).toBe(true);

    const page = await fetch(portal.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Premium Subscription');
    expect(html).toContain('Active');
    expect(html).toContain('Current period ends');
    expect(html).toContain('Visa ending in 4242');
    expect(html).toContain('Cancel subscription');
    expect(html).toContain('href="http://app.test/account">Return to Solace</a>');
    const action = /action="([^"]+\/cancel)"/.exec(html)?.[1] as string;

    const canceled = await fetch(`${emu.base}${action}`, { method: 'POST', redirect: 'manual' });
    expect(canceled.status).toBe(303);
    expect((await emu.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(true);
    const after = await (await fetch(`${emu.base}${canceled.headers.get('location')}`)).text();
    expect(after).toContain('Resume');
    expect(after).toContain('role="status"');
    const resume = /action="([^"]+\/resume)"/.exec(after)?.[1] as string;
    expect((await fetch(`${emu.base}${resume}`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await emu.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);

    // Another customer's portal cannot change this subscription.
    const other = await emu.stripe.customers.create({});
    const otherPortal = await emu.stripe.billingPortal.sessions.create({ customer: other.id });
    const forged = await fetch(`${otherPortal.url}/subscriptions/${sub.id}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(forged.status).toBe(404);
    expect((await emu.stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);
  });
});
