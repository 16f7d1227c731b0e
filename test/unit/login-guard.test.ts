import { addressRefusedForAccount, wrongPasswordThrottled } from '../../lambdas/auth/login-guard';

const limits = {
  loginPerPair: { limit: 5, windowSeconds: 900 },
  loginPerEmail: { limit: 5, windowSeconds: 900 },
  loginPerIp: { limit: 30, windowSeconds: 900 },
};

describe('sign-in rules for wrong passwords', () => {
  it('refuses an address for an account once it guessed wrong as often as the pair limit', () => {
    expect(addressRefusedForAccount({ pair: 4, email: 100, address: 100 }, limits)).toBe(false);
    expect(addressRefusedForAccount({ pair: 5, email: 0, address: 0 }, limits)).toBe(true);
  });

  it("never refuses before the check for the account's or the address's own counts", () => {
    expect(addressRefusedForAccount({ pair: 0, email: 1_000, address: 1_000 }, limits)).toBe(false);
  });

  it('answers 429 instead of 401 once the account or the address is over its limit', () => {
    expect(wrongPasswordThrottled({ pair: 1, email: 5, address: 30 }, limits)).toBe(false);
    expect(wrongPasswordThrottled({ pair: 1, email: 6, address: 1 }, limits)).toBe(true);
    // Thirty-one wrong passwords from one address (many accounts): its next wrong one is throttled too.
    expect(wrongPasswordThrottled({ pair: 1, email: 1, address: 31 }, limits)).toBe(true);
  });
});
