import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits from the OS's generator, each equally likely. */
export function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes at or above it would favour the first letters.
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** Prefixes and lengths like Stripe's test-mode ids. */
const SHAPES = {
  customer: ['cus_', 14],
  payment_intent: ['pi_', 24],
  payment_method: ['pm_', 24],
  charge: ['ch_', 24],
  subscription: ['sub_', 24],
  subscription_item: ['si_', 14],
  invoice: ['in_', 24],
  invoice_line: ['il_', 24],
  invoice_payment: ['inpay_', 24],
  checkout_session: ['cs_test_', 58],
  billing_portal_session: ['bps_', 24],
  event: ['evt_', 24],
  request: ['req_', 14],
} as const satisfies Record<string, readonly [string, number]>;

export type IdKind = keyof typeof SHAPES;

export function newId(kind: IdKind): string {
  const [prefix, length] = SHAPES[kind];
  return `${prefix}${randomToken(length)}`;
}

/** What an id from outside must look like before it is looked up at all. */
export const ID_PATTERN = /^[A-Za-z0-9_]{1,255}$/;
