import { Check, ExclamationMark } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Loader } from '../../../components/loader';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { AUTH_REDIRECT_DELAY_MS } from '../constants';
import { AuthCard } from './auth-card';
import './auth.css';

type Outcome = { status: 'verifying' } | { status: 'success' } | { status: 'error'; message: string };

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const toast = useToast();
  const { isAuthenticated, verifyEmail, resendVerification } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'verifying' });
  const [resending, setResending] = useState(false);
  // A link token works once: StrictMode's second effect run must not spend it again.
  const verifiedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || verifiedToken.current === token) return;
    verifiedToken.current = token;
    void verifyEmail(token).then((result) => {
      if (result.success) {
        toast.success('Email verified successfully!');
        setOutcome({ status: 'success' });
      } else {
        setOutcome({ status: 'error', message: result.error || 'Verification failed' });
      }
    });
  }, [token, verifyEmail, toast]);

  const state: Outcome = token ? outcome : { status: 'error', message: 'Invalid verification link' };
  const redirectToDashboard = state.status === 'success' && isAuthenticated;

  useEffect(() => {
    if (!redirectToDashboard) return;
    const timer = setTimeout(() => void navigate('/dashboard', { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectToDashboard, navigate]);

  if (state.status === 'verifying') {
    return (
      <AuthCard>
        <h1 className="auth-title">Verifying Your Email</h1>
        <Loader label="Verifying your email..." />
      </AuthCard>
    );
  }

  if (state.status === 'success') {
    return (
      <AuthCard>
        <div className="auth-status auth-status--success" aria-hidden="true">
          <Check size={28} strokeWidth={3} />
        </div>
        <h1 className="auth-title">Email Verified!</h1>
        {isAuthenticated ? (
          <>
            <p className="auth-subtitle">Thank you for verifying your email. Taking you to your dashboard in 3 seconds.</p>
            <Button fullWidth onClick={() => void navigate('/dashboard', { replace: true })}>
              Go to Dashboard Now
            </Button>
          </>
        ) : (
          <>
            <p className="auth-subtitle">Thank you for verifying your email. You can now log in to your account.</p>
            <Button fullWidth onClick={() => void navigate('/login')}>
              Go to Login
            </Button>
          </>
        )}
      </AuthCard>
    );
  }

  const resend = async () => {
    setResending(true);
    await resendVerification();
    setResending(false);
  };

  return (
    <AuthCard>
      <div className="auth-status auth-status--error" aria-hidden="true">
        <ExclamationMark size={28} strokeWidth={3} />
      </div>
      <h1 className="auth-title">Verification Failed</h1>
      <FormAlert message={state.message} />
      <p className="auth-subtitle">
        The verification link may be expired or invalid.{' '}
        {isAuthenticated
          ? 'You can request a new verification email below.'
          : 'You can log in to your account to request a new verification email.'}
      </p>
      {isAuthenticated ? (
        <div className="stack stack--tight">
          <Button fullWidth busy={resending} onClick={() => void resend()}>
            Resend verification email
          </Button>
          <Button variant="ghost" fullWidth onClick={() => void navigate('/')}>
            Go to Dashboard
          </Button>
        </div>
      ) : (
        <Button fullWidth onClick={() => void navigate('/login')}>
          Go to Login
        </Button>
      )}
    </AuthCard>
  );
}
