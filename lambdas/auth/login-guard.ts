import { getConfig, type Config } from '../shared/config';
import { keys } from '../shared/db/keys';
import { readWindows, recordAttempt } from '../shared/rate-limit';
import { holdUntil } from '../shared/timing';

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

/** The sign-in forms, each with its own counters: the app's and the admin area's. */
export type LoginForm = 'login' | 'admin-login';

export interface LoginAttempt {
  /** This address has guessed enough at this account: refused, right password or not. */
  addressRefused: boolean;
  /** The account's email item, read with the counters (undefined: no such account). */
  emailItem: unknown;
  /** Counts a wrong password three ways; true when the answer is 429 instead of the form's refusal. */
  countWrongPassword: () => Promise<boolean>;
  /** Throws `error` once the response floor has passed since the attempt began: a refusal takes the same time whatever its reason. */
  refuse: (error: Error) => Promise<never>;
}

/** Reads the three counters of a sign-in (and the email item in the same batch) before the password is tried. */
export async function startLoginAttempt(form: LoginForm, email: string, sourceIp: string): Promise<LoginAttempt> {
  const startedAt = Date.now();
  const { rateLimits: limits, authResponseFloorMs } = getConfig();
  const pair = { subject: email, part: sourceIp };
  const kinds = { pair: `${form}-pair`, email: `${form}-email`, address: `${form}-ip` } as const;
  const { counts, items } = await readWindows(
    [
      { kind: kinds.pair, subject: pair, rule: limits.loginPerPair },
      { kind: kinds.email, subject: email, rule: limits.loginPerEmail },
      { kind: kinds.address, subject: sourceIp, rule: limits.loginPerIp },
    ],
    [keys.email(email)],
  );
  const [pairCount = 0, emailCount = 0, addressCount = 0] = counts;
  return {
    addressRefused: addressRefusedForAccount({ pair: pairCount, email: emailCount, address: addressCount }, limits),
    emailItem: items[0],
    countWrongPassword: async () => {
      const [pairFailures, emailFailures, addressFailures] = await Promise.all([
        recordAttempt(kinds.pair, pair, limits.loginPerPair),
        recordAttempt(kinds.email, email, limits.loginPerEmail),
        recordAttempt(kinds.address, sourceIp, limits.loginPerIp),
      ]);
      return wrongPasswordThrottled({ pair: pairFailures, email: emailFailures, address: addressFailures }, limits);
    },
    refuse: async (error) => {
      await holdUntil(startedAt, authResponseFloorMs);
      throw error;
    },
  };
}
