import { render, screen, within } from '@testing-library/react';
import { PasswordChecklist, PasswordStrengthMeter } from '../../frontend/src/components/password-requirements';

function checklistState(): Record<string, boolean> {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.textContent!.replace(/^\W*(Met|Not met): /, ''), item.textContent!.includes('Not met') === false]),
  );
}

const RULES = [
  'At least 8 characters',
  'One uppercase letter',
  'One lowercase letter',
  'One number',
  'One special character (!@#$%^&*(),.?":{}|<>)',
];

describe('password checklist', () => {
  // `met` lists, rule by rule in RULES order, whether the password meets it.
  it.each([
    ['lists the five rules, none met for an empty password', '', [false, false, false, false, false]],
    ['marks each rule as it is met', 'abcdefgH1', [true, true, true, true, false]],
  ])('%s', (_name, password, met) => {
    render(<PasswordChecklist password={password} />);
    expect(checklistState()).toEqual(Object.fromEntries(RULES.map((rule, i) => [rule, met[i]])));
  });
});

describe('password strength meter', () => {
  it.each([
    ['', 'Weak', 0],
    ['abc', 'Weak', 1],
    ['abcD', 'Fair', 2],
    ['abcD1', 'Fair', 3],
    ['abcdefD1', 'Good', 4],
    ['abcD1!', 'Good', 4],
    ['abcdeD1!', 'Strong', 5],
  ])('%p is %s', (password, strength, met) => {
    render(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuetext')).toBe(strength);
    expect(meter.getAttribute('aria-valuenow')).toBe(String(met));
    expect(screen.getByText(strength).tagName).toBe('STRONG');
  });
});
