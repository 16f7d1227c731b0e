import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES } from '@contracts/password-rules';
import { LoginPage } from '../../../frontend/src/features/auth/components/login-page';
import { accessibleDescription } from './accessible-description';
import { renderScreen } from './render-app';
import { renderSettings } from '../settings/helpers';

/** The cases of the form-errors tests: how each form is refused, and what must then hold. */

export type User = ReturnType<typeof userEvent.setup>;

/** What a refused submit left on the screen. */
export interface Refused {
  /** The control marked invalid (a radio group is marked as a whole). */
  field: HTMLElement;
  /** Where the focus should be: the field itself unless said otherwise; null when no submit is possible. */
  focus?: HTMLElement | null;
  /** The rules list that describes the field, when it has one. */
  rules?: HTMLElement;
}

export interface FormCase {
  form: string;
  /** Renders the form, makes it invalid and submits it (or answers the submit with a server refusal). */
  refuse: (user: User) => Promise<Refused>;
  /** The message the field is described by. */
  message: string;
  /** The message is a form-level alert (a refusal about the whole form, said about this field). */
  alert?: boolean;
  /** Corrects the field: the mark and the message must then be gone. */
  fix?: (user: User, field: HTMLElement) => Promise<void>;
}

export const describedByIds = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
/** What a screen reader reads after the field's name. */
export const description = (element: HTMLElement) => accessibleDescription(element);
export const input = (label: string, within_: HTMLElement = document.body) => within(within_).getByLabelText(label, { selector: 'input, textarea, select' }) as HTMLInputElement;
export const rulesList = () => screen.getByRole('list', { name: 'Password requirements' });
export const button = (name: string, in_: HTMLElement = document.body) => within(in_).getByRole('button', { name }) as HTMLButtonElement;

export async function openLogin(user: User, signUp = false) {
  renderScreen('/login', '/login', <LoginPage />);
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  if (signUp) await user.click(button('Create Account'));
}

/** The form's own submit button (the switch below the form has the same name on sign-up). */
export const submitOf = (label: string) => within(screen.getByRole('main').querySelector('form')!).getByRole('button', { name: label });

export async function signUp(user: User, fields: { first?: string; last?: string; email?: string; password?: string }) {
  await openLogin(user, true);
  if (fields.first) await user.type(input('First Name'), fields.first);
  if (fields.last) await user.type(input('Last Name'), fields.last);
  if (fields.email) await user.type(input('Email'), fields.email);
  if (fields.password) await user.type(input('Password'), fields.password);
  await user.click(submitOf('Create Account'));
}

/** The settings page reads the user first; a busy machine can take more than a second. */
export const LOADED = { timeout: 5000 };

export async function openSettingsSection(name: string) {
  renderSettings();
  return screen.findByRole('region', { name }, LOADED);
}

/** Refuses the case's form and checks the message is tied to its field, then that a fix clears it. */
export async function expectErrorTiedToField({ refuse, message, alert, fix }: FormCase) {
  const user = userEvent.setup();
  const { field, focus = field, rules } = await refuse(user);

  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  // Read with the message first, then any rules (each of them, as the list shows it), then its hint.
  expect(description(field).startsWith(message)).toBe(true);
  const readsRules = () => {
    const read = description(field);
    for (const item of within(rules!).getAllByRole('listitem')) expect(read).toContain(item.textContent);
    expect(read).toContain(PASSWORD_RULES[4]!.label);
  };
  if (rules) readsRules();
  if (alert) {
    const shown = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(shown).toContain(message);
  } else {
    // The form's own check is said under the field, not in an alert or a browser bubble.
    expect(screen.queryAllByRole('alert').map((a) => a.textContent)).not.toContain(message);
    expect(document.getElementById(describedByIds(field)[0]!)?.className).toBe('field__error');
  }
  if (focus) expect(document.activeElement).toBe(focus);
  expect(field.closest('form')?.noValidate).toBe(true);

  if (!fix) return;
  await fix(user, field);
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
  expect(description(field)).not.toContain(message);
  if (rules) readsRules();
}
