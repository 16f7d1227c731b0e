import { useEffect, useRef, useState, type FormEvent } from 'react';
import { meetsAllPasswordRules, passwordStrength } from '@contracts/password-rules';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { PasswordChecklist, PasswordStrengthMeter } from '../../../components/password-requirements';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { isRemembered } from '../../../lib/storage';
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
/** Names must contain something other than spaces. */
const NOT_BLANK = '.*\\S.*';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
    setError(null);
  };

  const update = <K extends keyof LoginForm>(key: K, value: LoginForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (mode === 'signup') {
      const passwordError = signUpPasswordError(form.password);
      if (passwordError) {
        setError(passwordError);
        return;
      }
    }
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
      setError(result.error || AUTH_FAILED);
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

      <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
        {signingUp && (
          <div className="auth-form__row">
            <Field
              label="First Name"
              name="firstName"
              pattern={NOT_BLANK}
              autoComplete="given-name"
              required
              maxLength={50}
              value={form.firstName}
              onChange={(e) => update('firstName', e.target.value)}
            />
            <Field
              label="Last Name"
              name="lastName"
              pattern={NOT_BLANK}
              autoComplete="family-name"
              required
              maxLength={50}
              value={form.lastName}
              onChange={(e) => update('lastName', e.target.value)}
            />
          </div>
        )}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          required
          maxLength={128}
          value={form.password}
          onChange={(e) => update('password', e.target.value)}
        />
        {signingUp && (
          <div className="auth-form__password-help">
            <PasswordStrengthMeter password={form.password} />
            <PasswordChecklist password={form.password} />
          </div>
        )}
        {!signingUp && (
          <div className="auth-form__options">
            <label className="checkbox">
              <input type="checkbox" checked={form.rememberMe} onChange={(e) => update('rememberMe', e.target.checked)} />
              Remember me
            </label>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                moveFocus.current = true;
                setError(null);
                setView('forgot');
              }}
            >
              Forgot password?
            </button>
          </div>
        )}

        <FormAlert message={error} />

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
