import Stripe from 'stripe';
import { useEmulator, waitFor } from './harness';

describe('payments emulator: payment intents', () => {
  const emu = useEmulator();

  it('creates a payment intent, declines pm_card_chargeDeclined and then succeeds with pm_card_visa', async () => {
    const customer = await emu.stripe.customers.create({ email: 'pay@example.com' });
    const intent = await emu.stripe.paymentIntents.create({ amount: 2500, currency: 'usd', customer: customer.id, metadata: { userId: 'user-2' } });
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount: 2500, currency: 'usd', customer: customer.id });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));

    const declined = await emu.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }).catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ rawType: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', statusCode: 402 });
    expect((declined as Stripe.errors.StripeCardError).payment_intent?.id).toBe(intent.id);
    const afterDecline = await emu.stripe.paymentIntents.retrieve(intent.id);
    expect(afterDecline.status).toBe('requires_payment_method');
    expect(afterDecline.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined' });

    const paid = await emu.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 2500, last_payment_error: null });
    await expect(emu.stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });

    await waitFor(() => emu.deliveredFor(customer.id).length >= 2);
    expect(emu.deliveredFor(customer.id)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
  });

  it.each([
    ['beyond the safe integers', '9007199254740993'],
    ['in exponent form', '1e3'],
    ['with a fraction', '10.5'],
    ['negative', '-100'],
    ['hexadecimal', '0x10'],
  ])('refuses an amount %s', async (_name, amount) => {
    const res = await emu.api('/v1/payment_intents', { method: 'POST', body: `amount=${amount}&currency=usd` });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { param: string; code: string } };
    expect(json.error).toMatchObject({ param: 'amount', code: 'parameter_invalid_integer' });
  });
});
