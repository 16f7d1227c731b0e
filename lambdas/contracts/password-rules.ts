/**
 * Password rules of the product (spec §5), shared by the sign-up and reset forms,
 * the API's validation and the Cognito password policy of the stack.
 */

/** The fixed set of special characters a password may use to meet the special-character rule. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_MIN_LENGTH = 8;

/** Cognito accepts longer passwords, but nobody types 256 characters; the cap keeps hashing cheap. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordRule {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
}

const specials = new Set(PASSWORD_SPECIAL_CHARACTERS);

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'One number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (p) => [...p].some((c) => specials.has(c)),
  },
];

const hasRule = (id: PasswordRuleId) => PASSWORD_RULES.some((r) => r.id === id);

/**
 * The user pool's password policy (Cognito's names), from the rules above: the CDK pool and
 * the local one both take it. Every special character of the rules is a Cognito symbol.
 */
export const USER_POOL_PASSWORD_POLICY = {
  MinimumLength: PASSWORD_MIN_LENGTH,
  RequireUppercase: hasRule('uppercase'),
  RequireLowercase: hasRule('lowercase'),
  RequireNumbers: hasRule('number'),
  RequireSymbols: hasRule('special'),
} as const;

export type PasswordStrength = 'Weak' | 'Fair' | 'Good' | 'Strong';

export function passwordRuleResults(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)])) as Record<
    PasswordRuleId,
    boolean
  >;
}

export function countPasswordRulesMet(password: string): number {
  return PASSWORD_RULES.filter((rule) => rule.test(password)).length;
}

/** Spec §5: fewer than 2 rules met = Weak; fewer than 4 = Fair; 4 = Good; all 5 = Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const met = countPasswordRulesMet(password);
  if (met < 2) return 'Weak';
  if (met < 4) return 'Fair';
  if (met === 4) return 'Good';
  return 'Strong';
}

export function meetsAllPasswordRules(password: string): boolean {
  return countPasswordRulesMet(password) === PASSWORD_RULES.length;
}
