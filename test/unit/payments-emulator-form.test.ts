import { addPeriods } from '../../lib/local/payments-emulator/billing/clock';
import { checkTypedCard, luhnValid } from '../../lib/local/payments-emulator/cards';
import { FORM_LIMITS, FormError, parseForm } from '../../lib/local/payments-emulator/form';

describe('payments emulator: form-encoded parameters', () => {
  it('nests bracketed keys into objects and arrays, as the stripe SDK encodes them', () => {
    const form = parseForm(
      'customer=cus_1&items[0][price]=price_a&items[0][quantity]=2&items[1][price]=price_b&metadata[userId]=u%201&expand[0]=latest_invoice&expand[1]=customer&note=a+b',
    );
    expect(JSON.parse(JSON.stringify(form))).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_a', quantity: '2' }, { price: 'price_b' }],
      metadata: { userId: 'u 1' },
      expand: ['latest_invoice', 'customer'],
      note: 'a b',
    });
    expect(Object.getPrototypeOf(form)).toBeNull();
    expect(Object.getPrototypeOf(form.metadata)).toBeNull();
  });

  it('appends with [] and keeps empty values (an unset)', () => {
    const form = parseForm('expand[]=a&expand[]=b&description=&metadata=');
    expect(JSON.parse(JSON.stringify(form))).toEqual({ expand: ['a', 'b'], description: '', metadata: '' });
  });

  it('keeps __proto__ and constructor as plain keys, never touching prototypes', () => {
    const form = parseForm('__proto__[polluted]=1&metadata[__proto__]=x&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(form)).toEqual(['__proto__', 'metadata', 'constructor']);
    expect((form.metadata as Record<string, unknown>)['__proto__']).toBe('x');
  });

  it.each([
    ['broken percent-encoding', 'email=%E0%A4%A'],
    ['an unpaired bracket', 'metadata[a=1'],
    ['a bracket first', '[a]=1'],
    ['a value that is also a hash', 'metadata=x&metadata[a]=b'],
    ['a hash that is also a value', 'metadata[a]=b&metadata=x'],
    ['an array that is also a hash', 'items[0][price]=x&items[a][price]=y'],
    ['an index beyond the limit', `items[${FORM_LIMITS.maxIndex + 1}][price]=x`],
    ['a deep key', 'a[b][c][d][e][f][g]=1'],
    ['a huge key', `${'k'.repeat(5000)}=1`],
    ['a huge value', `description=${'v'.repeat(FORM_LIMITS.maxValueLength + 1)}`],
    ['too many pairs', Array.from({ length: FORM_LIMITS.maxPairs + 1 }, (_, i) => `k${i}=1`).join('&')],
    ['an empty name', '=1'],
  ])('refuses %s', (_name, body) => {
    expect(() => parseForm(body)).toThrow(FormError);
  });
});

describe('payments emulator: cards and periods', () => {
  it('checks card numbers with the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('answers typed cards like Stripe test mode', () => {
    const now = new Date(Date.UTC(2026, 5, 15));
    const base = { expiry: '12 / 30', cvc: '123', name: 'Ada' };
    expect(checkTypedCard({ ...base, number: '4242 4242 4242 4242' }, now)).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242' } });
    expect(checkTypedCard({ ...base, number: '4000 0000 0000 0002' }, now)).toMatchObject({ ok: true, card: { decline: { message: 'Your card was declined.' } } });
    expect(checkTypedCard({ ...base, number: '4242' }, now)).toMatchObject({ ok: false, field: 'number', message: 'Your card number is incomplete.' });
    expect(checkTypedCard({ ...base, number: '4242424242424241' }, now)).toMatchObject({ ok: false, field: 'number', message: 'Your card number is invalid.' });
    expect(checkTypedCard({ ...base, number: '4242424242424242', expiry: '05/26' }, now)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkTypedCard({ ...base, number: '4242424242424242', expiry: '13/30' }, now)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkTypedCard({ ...base, number: '4242424242424242', cvc: '1' }, now)).toMatchObject({ ok: false, field: 'cvc' });
    expect(checkTypedCard({ ...base, number: '4242424242424242', name: ' ' }, now)).toMatchObject({ ok: false, field: 'name' });
    // A valid number that is no test card: declined, as in test mode.
    expect(checkTypedCard({ ...base, number: '4111 1111 1111 1111' }, now)).toMatchObject({ ok: true, card: { decline: { decline_code: 'test_mode_live_card' } } });
  });

  it('moves monthly periods by calendar month, keeping the anchor day when the month has it', () => {
    const jan31 = Date.UTC(2025, 0, 31, 10, 0, 0) / 1000;
    expect(new Date(addPeriods(jan31, 'month', 1) * 1000).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(new Date(addPeriods(jan31, 'month', 2) * 1000).toISOString()).toBe('2025-03-31T10:00:00.000Z');
    expect(new Date(addPeriods(jan31, 'month', 13) * 1000).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(addPeriods(jan31, 'year', 1) * 1000).toISOString()).toBe('2026-01-31T10:00:00.000Z');
  });
});
