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

describe('password checklist', () => {
  it('lists the five rules, none met for an empty password', () => {
    render(<PasswordChecklist password="" />);
    expect(checklistState()).toEqual({
      'At least 8 characters': false,
      'One uppercase letter': false,
      'One lowercase letter': false,
      'One number': false,
      'One special character (!@#$%^&*(),.?":{}|<>)': false,
    });
  });

  it('marks each rule as it is met', () => {
    render(<PasswordChecklist password="abcdefgH1" />);
    expect(checklistState()).toEqual({
      'At least 8 characters': true,
      'One uppercase letter': true,
      'One lowercase letter': true,
      'One number': true,
      'One special character (!@#$%^&*(),.?":{}|<>)': false,
    });
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
