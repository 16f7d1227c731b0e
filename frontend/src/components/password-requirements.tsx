import { Check, Circle } from 'lucide-react';
import { PASSWORD_RULES, countPasswordRulesMet, passwordStrength } from '@contracts/password-rules';

/**
 * The ids a password field names in its `describedBy` to be read with its rules: the checklist
 * rendered with the same `id` gives them to its lines. (The lines, not the list: a description
 * reads a named list by its name, "Password requirements", instead of its rules.)
 */
export function passwordRuleIds(id: string): string[] {
  return PASSWORD_RULES.map((rule) => `${id}-${rule.id}`);
}

/** The requirements checklist of spec §5, one line per rule. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="password-checklist" id={id} aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            id={id ? `${id}-${rule.id}` : undefined}
            className={met ? 'inline-row password-checklist__item is-met' : 'inline-row password-checklist__item'}
            data-met={met}
          >
            {met ? (
              <Check className="password-checklist__icon" aria-hidden="true" size={16} />
            ) : (
              <Circle className="password-checklist__icon" aria-hidden="true" size={16} />
            )}
            <span className="visually-hidden">{met ? 'Met: ' : 'Not met: '}</span>
            {rule.label}
          </li>
        );
      })}
    </ul>
  );
}

/** Weak, Fair, Good or Strong, from the number of rules met (spec §5). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const met = countPasswordRulesMet(password);
  const strength = passwordStrength(password);
  return (
    <div className={`strength strength--${strength.toLowerCase()}`}>
      <div
        className="meter strength__bar"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_RULES.length}
        aria-valuenow={met}
        aria-valuetext={strength}
      >
        <span className="meter__fill strength__fill" style={{ width: `${(met / PASSWORD_RULES.length) * 100}%` }} />
      </div>
      <p className="strength__label">
        Password strength: <strong>{strength}</strong>
      </p>
    </div>
  );
}
