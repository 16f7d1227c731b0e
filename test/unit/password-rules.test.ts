import {
  PASSWORD_RULES,
  countPasswordRulesMet,
  meetsAllPasswordRules,
  passwordRuleResults,
  passwordStrength,
} from '../../lambdas/contracts/password-rules';
import { newPasswordSchema } from '../../lambdas/contracts/auth';

describe('password rules (spec §5)', () => {
  it('checks length, upper, lower, number and the fixed special set', () => {
    expect(passwordRuleResults('Abcdef1!')).toEqual({ length: true, uppercase: true, lowercase: true, number: true, special: true });
    expect(passwordRuleResults('abc')).toEqual({ length: false, uppercase: false, lowercase: true, number: false, special: false });
    expect(passwordRuleResults('ABCDEFGH')).toMatchObject({ length: true, uppercase: true, lowercase: false });
    // Characters outside the fixed set do not count as special.
    expect(passwordRuleResults('Abcdefg1_').special).toBe(false);
    expect(passwordRuleResults('Abcdefg1~').special).toBe(false);
    for (const c of '!@#$%^&*(),.?":{}|<>') expect(passwordRuleResults(`Abcdefg1${c}`).special).toBe(true);
    expect(PASSWORD_RULES).toHaveLength(5);
  });

  it.each([
    ['', 0, 'Weak'],
    ['a', 1, 'Weak'],
    ['aB', 2, 'Fair'],
    ['aB1', 3, 'Fair'],
    ['aB1!', 4, 'Good'],
    ['abcdefgh1!', 4, 'Good'],
    ['Abcdefgh1!', 5, 'Strong'],
  ])('%j meets %i rules: %s', (password, met, strength) => {
    expect(countPasswordRulesMet(password)).toBe(met);
    expect(passwordStrength(password)).toBe(strength);
  });

  it('accepts a new password only when every rule holds', () => {
    expect(meetsAllPasswordRules('Abcdefg1!')).toBe(true);
    expect(meetsAllPasswordRules('abcdefg1!')).toBe(false);
    expect(newPasswordSchema.safeParse('Abcdefg1!').success).toBe(true);
    expect(newPasswordSchema.safeParse('Abcdefgh1').success).toBe(false);
    expect(newPasswordSchema.safeParse(`Aa1!${'x'.repeat(200)}`).success).toBe(false);
  });
});
