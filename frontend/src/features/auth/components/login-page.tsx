import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { meetsAllPasswordRules, passwordStrength } from '@contracts/password-rules';
import { Button } from '../../../components/button';
import { EmailField } from '../../../components/email-field';
import { FormAlert } from '../../../components/form-alert';
import { NameFields } from '../../../components/name-fields';
import { PasswordField } from '../../../components/password-field';
import { PasswordChecklist, PasswordStrengthMeter, passwordRuleIds } from '../../../components/password-requirements';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { isRemembered } from '../../../lib/storage';
import { draftInputs, emailProblem, FORM_MESSAGES, useFormErrors } from '../../../lib/use-form-errors';
import { AuthCard } from './auth-card';
import { ForgotPasswordView } from './forgot-password-view';
import './auth.css';

type Mode = 'signin' | 'signup';
type View = 'form' | 'forgot';

interface LoginForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  rememberMe: boolean;
}

const emptyForm = (): LoginForm => ({ email: '', password: '', firstName: '', lastName: '', rememberMe: isRemembered() });

export const SIGN_UP_SUCCESS = 'Account created successfully! Please check your email to verify your account.';
const AUTH_FAILED = 'Authentication failed. Please try again.';
export const LOGIN_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
} as const;

type LoginField = 'firstName' | 'lastName' | 'email' | 'password';
const LOGIN_FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'password'] satisfies LoginField[];
const isLoginField = (name: string | undefined): name is LoginField => name !== undefined && LOGIN_FIELDS.includes(name);

/** Spec §5: below Good is refused outright; Good still misses a rule the server enforces. */
export function signUpPasswordError(password: string): string | null {
  const strength = passwordStrength(password);
  if (strength === 'Weak' || strength === 'Fair') return 'Please choose a stronger password';
  if (!meetsAllPasswordRules(password)) return 'Please ensure your password meets all requirements';
  return null;
}

/** /login, and every other path while signed out: Sign In, Create Account and Forgot password. */
export function LoginPage() {
  const { login, register } = useAuth();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>('signin');
  const [view, setView] = useState<View>('form');
  const [form, setForm] = useState<LoginForm>(emptyForm);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<LoginField>(formRef);
  const [busy, setBusy] = useState(false);
  const rulesId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    // After a switch the pressed control is gone; the new heading takes focus.
    if (moveFocus.current) headingRef.current?.focus();
    moveFocus.current = false;
  }, [mode, view]);

  const reset = (nextMode: Mode) => {
    moveFocus.current = true;
    setMode(nextMode);
    setView('form');
    setForm(emptyForm());
    errors.reset();
  };

  const update = <K extends keyof LoginForm>(key: K, value: LoginForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (isLoginField(key)) errors.clear(key);
  };
  const input = draftInputs(errors, (name) => form[name], update);

  /** The form's own checks; answers whether the form can be sent. */
  const check = (): boolean => {
    const signingUp = mode === 'signup';
    const found = errors.show({
      firstName: signingUp && !form.firstName.trim() && LOGIN_MESSAGES.firstNameRequired,
      lastName: signingUp && !form.lastName.trim() && LOGIN_MESSAGES.lastNameRequired,
      email: emailProblem(form.email),
      password: !form.password && FORM_MESSAGES.passwordRequired,
    });
    // Spec §5: a weak password refuses the sign-up as a whole, said about the password field.
    const weak = signingUp && form.password ? signUpPasswordError(form.password) : null;
    if (weak) errors.fail(weak, 'password');
    return !found && !weak;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const result =
      mode === 'signin'
        ? await login(form.email.trim(), form.password, form.rememberMe)
        : await register({
            email: form.email.trim(),
            password: form.password,
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
          });
    setBusy(false);
    if (!result.success) {
      errors.fail(result.error || AUTH_FAILED, isLoginField(result.field) ? result.field : null);
      return;
    }
    if (mode === 'signup') toast.success(SIGN_UP_SUCCESS);
  };

  if (view === 'forgot') {
    return (
      <AuthCard>
        <ForgotPasswordView headingRef={headingRef} onBack={() => reset('signin')} />
      </AuthCard>
    );
  }

  const signingUp = mode === 'signup';
  return (
    <AuthCard>
      <h1 className="auth-title" ref={headingRef} tabIndex={-1}>
        {signingUp ? 'Join Solace' : 'Welcome Back'}
      </h1>
      <p className="auth-subtitle">
        {signingUp ? 'Create your account and meet your AI coach team.' : 'Sign in to continue your wellness journey.'}
      </p>

      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {signingUp && (
          <NameFields className="auth-form__row" labels={['First Name', 'Last Name']} first={input('firstName')} last={input('lastName')} />
        )}
        <EmailField {...input('email')} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          maxLength={128}
          {...input('password', signingUp && passwordRuleIds(rulesId))}
        />
        {signingUp && (
          <div className="stack">
            <PasswordStrengthMeter password={form.password} />
            <PasswordChecklist password={form.password} id={rulesId} />
          </div>
        )}
        {!signingUp && (
          <div className="auth-form__options split-row">
            <label className="checkbox">
              <input type="checkbox" checked={form.rememberMe} onChange={(e) => update('rememberMe', e.target.checked)} />
              Remember me
            </label>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                moveFocus.current = true;
                errors.reset();
                setView('forgot');
              }}
            >
              Forgot password?
            </button>
          </div>
        )}

        <FormAlert {...errors.alert} />

        <Button type="submit" fullWidth busy={busy}>
          {signingUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>

      <p className="auth-switch">
        {signingUp ? 'Already have an account?' : "Don't have an account?"}{' '}
        <button type="button" className="link-button" onClick={() => reset(signingUp ? 'signin' : 'signup')}>
          {signingUp ? 'Sign In' : 'Create Account'}
        </button>
      </p>
    </AuthCard>
  );
}
