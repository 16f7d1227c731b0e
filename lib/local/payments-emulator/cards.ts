import { createHash } from 'node:crypto';
import type { CardDecline } from './errors';

/**
 * Stripe's test cards, by number (typed on the hosted checkout page) and by test
 * payment-method token (`pm_card_visa`, given to the API). Only the last four digits and
 * the outcome are ever kept; a card number is not stored, logged or shown again.
 */
export type Brand = 'visa' | 'mastercard' | 'amex';

export interface TestCard {
  brand: Brand;
  funding: 'credit' | 'debit';
  last4: string;
  /** What a charge does; undefined: it succeeds. */
  decline?: CardDecline;
  /** The decline happens already when the card is saved to a customer. */
  declinesOnAttach?: boolean;
}

const DECLINED: CardDecline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const INSUFFICIENT_FUNDS: CardDecline = { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
const EXPIRED: CardDecline = { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' };
const INCORRECT_CVC: CardDecline = { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
const PROCESSING_ERROR: CardDecline = {
  code: 'processing_error',
  decline_code: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};

interface CardEntry extends TestCard {
  number: string;
  token: string;
}

const CARDS: CardEntry[] = [
  { number: '4242424242424242', token: 'pm_card_visa', brand: 'visa', funding: 'credit', last4: '4242' },
  { number: '4000056655665556', token: 'pm_card_visa_debit', brand: 'visa', funding: 'debit', last4: '5556' },
  { number: '5555555555554444', token: 'pm_card_mastercard', brand: 'mastercard', funding: 'credit', last4: '4444' },
  { number: '378282246310005', token: 'pm_card_amex', brand: 'amex', funding: 'credit', last4: '0005' },
  { number: '4000000000000002', token: 'pm_card_chargeDeclined', brand: 'visa', funding: 'credit', last4: '0002', decline: DECLINED, declinesOnAttach: true },
  {
    number: '4000000000009995',
    token: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    funding: 'credit',
    last4: '9995',
    decline: INSUFFICIENT_FUNDS,
    declinesOnAttach: true,
  },
  { number: '4000000000000069', token: 'pm_card_chargeDeclinedExpiredCard', brand: 'visa', funding: 'credit', last4: '0069', decline: EXPIRED, declinesOnAttach: true },
  { number: '4000000000000127', token: 'pm_card_chargeDeclinedIncorrectCvc', brand: 'visa', funding: 'credit', last4: '0127', decline: INCORRECT_CVC, declinesOnAttach: true },
  {
    number: '4000000000000119',
    token: 'pm_card_chargeDeclinedProcessingError',
    brand: 'visa',
    funding: 'credit',
    last4: '0119',
    decline: PROCESSING_ERROR,
    declinesOnAttach: true,
  },
  // Saving it to a customer works; charging it later fails (renewals that fail).
  { number: '4000000000000341', token: 'pm_card_chargeCustomerFail', brand: 'visa', funding: 'credit', last4: '0341', decline: DECLINED },
];

const strip = ({ brand, funding, last4, decline, declinesOnAttach }: CardEntry): TestCard => ({
  brand,
  funding,
  last4,
  ...(decline ? { decline } : {}),
  ...(declinesOnAttach ? { declinesOnAttach } : {}),
});

export const testCardByToken = (token: string): TestCard | undefined => {
  const entry = CARDS.find((c) => c.token === token);
  return entry && strip(entry);
};

export const TEST_CARD_TOKENS = CARDS.map((c) => c.token);

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardCheck = { ok: true; card: TestCard; expMonth: number; expYear: number } | { ok: false; field: 'number' | 'expiry' | 'cvc' | 'name'; message: string };

const LIVE_CARD: CardDecline = {
  code: 'card_declined',
  decline_code: 'test_mode_live_card',
  message: 'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

/**
 * What the hosted checkout page does with the typed card: the messages of Stripe's own
 * page for incomplete or invalid fields, and a test card's outcome for a valid one. A valid
 * number that is not a test card is declined, as in test mode.
 */
export function checkTypedCard(input: { number: string; expiry: string; cvc: string; name: string }, now = new Date()): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (digits.length === 0 || !/^\d+$/.test(digits) || digits.length < 13) {
    return { ok: false, field: 'number', message: /^\d*$/.test(digits) ? 'Your card number is incomplete.' : 'Your card number is invalid.' };
  }
  if (digits.length > 19 || !luhnValid(digits)) return { ok: false, field: 'number', message: 'Your card number is invalid.' };
  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (!expiry) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  const expMonth = Number(expiry[1]);
  const yearText = expiry[2] ?? '';
  const expYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (expMonth < 1 || expMonth > 12) return { ok: false, field: 'expiry', message: "Your card's expiration date is invalid." };
  const thisYear = now.getUTCFullYear();
  if (expYear < thisYear) return { ok: false, field: 'expiry', message: "Your card's expiration year is in the past." };
  if (expYear === thisYear && expMonth < now.getUTCMonth() + 1) return { ok: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  if (expYear > thisYear + 50) return { ok: false, field: 'expiry', message: "Your card's expiration year is invalid." };
  const entry = CARDS.find((c) => c.number === digits);
  const cvcLength = entry?.brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  if (input.name.trim().length === 0) return { ok: false, field: 'name', message: 'Enter the name on your card.' };
  if (!entry) {
    return { ok: true, card: { brand: 'visa', funding: 'credit', last4: digits.slice(-4), decline: LIVE_CARD, declinesOnAttach: true }, expMonth, expYear };
  }
  return { ok: true, card: strip(entry), expMonth, expYear };
}

/** A stable fingerprint per test card (by brand and last four), like Stripe's per-card one. */
export const cardFingerprint = (card: TestCard): string =>
  createHash('sha256').update(`${card.brand}:${card.last4}`).digest('base64url').slice(0, 16);
