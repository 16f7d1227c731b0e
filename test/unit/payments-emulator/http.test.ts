import net from 'node:net';
import { expectNothingSecretIn, stripeAt, useEmulator } from './harness';

describe('payments emulator: requests over HTTP', () => {
  const emu = useEmulator();

  it('refuses a wrong or missing secret key with 401', async () => {
    const wrong = stripeAt(emu.emulator.port, 'sk_test_wrong_key_1234');
    await expect(wrong.customers.create({ email: 'a@example.com' })).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const missing = await emu.api('/v1/customers', { auth: null });
    expect(missing.status).toBe(401);
    const body = (await missing.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain('You did not provide an API key');
    const bad = await emu.api('/v1/customers', { auth: 'sk_test_other_9999' });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: { message: string } }).error.message).not.toContain('sk_test_other_9999');
  });

  it('replays a POST sent again with the same Idempotency-Key', async () => {
    const first = await emu.stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
    const again = await emu.stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    await expect(emu.stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  const post = (body: string, pathname = '/v1/customers') => emu.api(pathname, { method: 'POST', body });

  it.each([
    ['broken percent-encoding', 'email=%E0%A4%A'],
    ['a deep key', 'metadata[a][b][c][d][e][f][g]=1'],
    ['a huge key', `${'k'.repeat(10_000)}=1`],
    ['too many parameters', Array.from({ length: 1500 }, (_, i) => `metadata[k${i}]=1`).join('&')],
    ['a value that is also a hash', 'metadata=x&metadata[a]=b'],
    ['unpaired brackets', 'metadata[a=1'],
    ['a metadata value that is a hash', 'metadata[__proto__][polluted]=1'],
    ['an unknown parameter', 'foo=bar'],
  ])('answers %s with a Stripe-style 400', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { type: string; message: string } };
    expect(json.error.type).toBe('invalid_request_error');
    expect(json.error.message.length).toBeGreaterThan(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await emu.stillServes();
  });

  it('refuses a body over the size limit with 413, JSON bodies and unknown routes, and goes on', async () => {
    const big = await post(`description=${'x'.repeat(300 * 1024)}`);
    expect(big.status).toBe(413);
    const json = await emu.api('/v1/customers', { method: 'POST', body: '{"email":"a@example.com"}', headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(400);
    const unknown = await emu.api('/v1/nothing-here');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('Unrecognized request URL');
    expect((await emu.api('/v1/customers/../../etc/passwd')).status).toBe(404);
    await emu.stillServes();
  });

  it('survives a malformed HTTP request', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(emu.emulator.port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (d) => (text += d.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(answer).toContain('400');
    await emu.stillServes();
  });

  it('never logs card numbers or secrets', () => {
    expectNothingSecretIn(emu.logs);
  });
});
