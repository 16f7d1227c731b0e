import { ArrowLeft } from 'lucide-react';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../../components/button';
import { EmailField } from '../../../components/email-field';
import { FormAlert } from '../../../components/form-alert';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { emailProblem, fieldNamedIn, useFormErrors } from '../../../lib/use-form-errors';

interface ForgotPasswordViewProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
}

/** The forgot-password view of /login: a form, then a 'Check Your Email' confirmation. */
export function ForgotPasswordView({ headingRef, onBack }: ForgotPasswordViewProps) {
  const { forgotPassword } = useAuth();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'email'>(formRef);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || errors.show({ email: emailProblem(email) })) return;
    setBusy(true);
    try {
      await forgotPassword(email.trim());
      toast.success('Password reset instructions sent to your email');
      setSent(true);
    } catch (caught) {
      const message = (caught instanceof Error && caught.message) || 'Failed to send reset email';
      errors.fail(message, fieldNamedIn(message, { email: 'email' }));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <Button variant="ghost" fullWidth onClick={onBack}>
      <ArrowLeft aria-hidden="true" size={18} />
      Back to Sign In
    </Button>
  );

  if (sent) {
    return (
      <>
        <h1 className="auth-title" ref={headingRef} tabIndex={-1}>
          Check Your Email
        </h1>
        <p className="auth-subtitle">
          If an account exists for <strong>{email.trim()}</strong>, you will receive a link to reset your password.
        </p>
        <p className="auth-switch">
          Didn&apos;t receive the email? Check your spam folder or{' '}
          <button type="button" className="link-button" onClick={() => setSent(false)}>
            try again
          </button>
          .
        </p>
        {back}
      </>
    );
  }

  return (
    <>
      <h1 className="auth-title" ref={headingRef} tabIndex={-1}>
        Forgot Your Password?
      </h1>
      <p className="auth-subtitle">Enter your email address and we will send you a link to reset your password.</p>
      <form ref={formRef} className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          {...errors.field('email')}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            errors.clear('email');
          }}
        />
        <FormAlert {...errors.alert} />
        <Button type="submit" fullWidth busy={busy}>
          Send Reset Link
        </Button>
      </form>
      {back}
    </>
  );
}
