import type { Config } from '../shared/config';

/**
 * The rules for wrong passwords at sign-in (docs/sign-in-limits.md). Counts are of
 * wrong passwords in the current window: from this address for this account (pair), for
 * this account from anywhere (email), and from this address for any account (address).
 */
export interface LoginFailureCounts {
  pair: number;
  email: number;
  address: number;
}

type LoginLimits = Pick<Config['rateLimits'], 'loginPerPair' | 'loginPerEmail' | 'loginPerIp'>;

/** Before any check: this address has guessed enough at this account; it is refused, right password or not. */
export function addressRefusedForAccount(counts: LoginFailureCounts, limits: LoginLimits): boolean {
  return counts.pair >= limits.loginPerPair.limit;
}

/**
 * After a wrong password (counts include it): over the account's or the address's limit it
 * answers 429 instead of 401. The right password is never refused by these two, so nobody
 * can lock an owner out by guessing at their account, or everyone behind a shared address
 * by guessing from it.
 */
export function wrongPasswordThrottled(counts: LoginFailureCounts, limits: LoginLimits): boolean {
  return counts.email > limits.loginPerEmail.limit || counts.address > limits.loginPerIp.limit;
}
