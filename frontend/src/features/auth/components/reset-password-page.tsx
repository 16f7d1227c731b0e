import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { meetsAllPasswordRules } from '@contracts/password-rules';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { PasswordChecklist, passwordRuleIds } from '../../../components/password-requirements';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { useFormErrors } from '../../../lib/use-form-errors';
import { AUTH_REDIRECT_DELAY_MS } from '../constants';
import { AuthCard } from './auth-card';
import './auth.css';

export const RESET_MESSAGES = {
  rules: 'Please ensure your password meets all requirements',
  mismatch: 'Passwords do not match',
  failed: 'Failed to reset password',
} as const;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const toast = useToast();
  const { resetPassword } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'password' | 'confirmPassword'>(formRef);
  const rulesId = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const reportedMissingToken = useRef(false);

  useEffect(() => {
    if (token) return;
    // StrictMode runs this twice; one notice is enough.
    if (!reportedMissingToken.current) toast.error('Invalid reset link');
    reportedMissingToken.current = true;
    void navigate('/login', { replace: true });
  }, [token, navigate, toast]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const rulesMet = meetsAllPasswordRules(password);
  const matches = password === confirm;
  const canSubmit = Boolean(token) && rulesMet && matches && !busy;
  // Spec §5: both checks show as the person types (the button stays disabled until both hold).
  const passwordError = password && !rulesMet ? RESET_MESSAGES.rules : null;
  const confirmError = confirm && !matches ? RESET_MESSAGES.mismatch : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || busy) return;
    const refused = errors.show({
      password: !rulesMet && RESET_MESSAGES.rules,
      confirmPassword: rulesMet && !matches && RESET_MESSAGES.mismatch,
    });
    if (refused) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success('Password reset successfully!');
      setDone(true);
    } catch (caught) {
      errors.fail((caught instanceof Error && caught.message) || RESET_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard>
        <h1 className="auth-title">Reset Your Password</h1>
        <FormAlert message="Invalid reset link" />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard>
        <div className="auth-status auth-status--success" aria-hidden="true">
          <Check size={28} strokeWidth={3} />
        </div>
        <h1 className="auth-title">Password Reset Successful!</h1>
        <p className="auth-subtitle">
          Your password has been changed. You will be redirected to the login page in 3 seconds.
        </p>
        <Button fullWidth onClick={() => void navigate('/login', { replace: true })}>
          Go to Login Now
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1 className="auth-title">Reset Your Password</h1>
      <p className="auth-subtitle">Choose a new password for your account.</p>
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={128}
          {...errors.field('password', passwordRuleIds(rulesId))}
          error={passwordError ?? errors.errors.password}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            errors.clear('password');
          }}
        />
        <PasswordChecklist password={password} id={rulesId} />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={128}
          {...errors.field('confirmPassword')}
          error={confirmError ?? errors.errors.confirmPassword}
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            errors.clear('confirmPassword');
          }}
        />
        <FormAlert {...errors.alert} />
        <Button type="submit" fullWidth busy={busy} disabled={!canSubmit}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
