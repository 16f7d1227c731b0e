import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { meetsAllPasswordRules } from '@contracts/password-rules';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { PasswordChecklist } from '../../../components/password-requirements';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { AUTH_REDIRECT_DELAY_MS } from '../constants';
import { AuthCard } from './auth-card';
import './auth.css';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const toast = useToast();
  const { resetPassword } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    if (!rulesMet) {
      setError('Please ensure your password meets all requirements');
      return;
    }
    if (!matches) {
      setError('Passwords do not match');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      toast.success('Password reset successfully!');
      setDone(true);
    } catch (caught) {
      setError((caught instanceof Error && caught.message) || 'Failed to reset password');
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
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={password && !rulesMet ? 'Please ensure your password meets all requirements' : undefined}
        />
        <PasswordChecklist password={password} />
        <PasswordField
          label="Confirm New Password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          maxLength={128}
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={confirm && !matches ? 'Passwords do not match' : null}
        />
        <FormAlert message={error} />
        <Button type="submit" fullWidth busy={busy} disabled={!canSubmit}>
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
