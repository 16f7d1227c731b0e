import { useEmulator } from './harness';

describe('payments emulator: customers', () => {
  const emu = useEmulator();

  it('creates, retrieves, updates and lists customers', async () => {
    const created = await emu.stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: 'user-1' } });
    expect(created).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada', metadata: { userId: 'user-1' }, livemode: false });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    const fetched = await emu.stripe.customers.retrieve(created.id);
    expect(fetched).toMatchObject({ id: created.id, email: 'ada@example.com' });
    const updated = await emu.stripe.customers.update(created.id, { metadata: { plan: 'premium', userId: '' } });
    expect(updated.metadata).toEqual({ plan: 'premium' });
    const byEmail = await emu.stripe.customers.list({ email: 'ada@example.com' });
    expect(byEmail.data.map((c) => c.id)).toEqual([created.id]);
    await expect(emu.stripe.customers.retrieve('cus_doesnotexist')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
  });
});
