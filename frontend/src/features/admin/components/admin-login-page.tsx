import { ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { EmailField } from '../../../components/email-field';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { useAuth } from '../../../lib/auth-context';
import { draftInputs, emailProblem, FORM_MESSAGES, useFormErrors } from '../../../lib/use-form-errors';
import './admin.css';

const SIGN_IN_FAILED = 'Admin sign-in failed. Please try again.';

/** /admin and every /admin/... path while signed out. Signing in lands on the admin dashboard. */
export function AdminLoginPage() {
  const { adminLogin } = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'email' | 'password'>(formRef);
  const input = draftInputs(errors, (name) => form[name], (name, text) => {
    setForm((current) => ({ ...current, [name]: text }));
    errors.clear(name);
  });
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = form;
    if (busy || errors.show({ email: emailProblem(email), password: !password && FORM_MESSAGES.passwordRequired })) return;
    setBusy(true);
    const result = await adminLogin(email.trim(), password);
    if (!result.success) {
      setBusy(false);
      errors.fail(result.error || SIGN_IN_FAILED, result.field === 'email' || result.field === 'password' ? result.field : null);
      return;
    }
    navigate('/admin', { replace: true });
  };

  return (
    <main className="admin-login">
      <div className="admin-login__card card">
        <p className="admin-login__brand">
          <ShieldCheck aria-hidden="true" size={24} />
          Solace Admin
        </p>
        <h1 className="page__title">Admin sign-in</h1>
        <form ref={formRef} className="stack stack--loose" noValidate onSubmit={(event) => void onSubmit(event)}>
          <EmailField autoComplete="username" {...input('email')} />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={256}
            {...input('password')}
          />
          <FormAlert {...errors.alert} />
          <Button type="submit" fullWidth busy={busy}>
            Sign in
          </Button>
        </form>
        <p className="admin-login__other">
          Not an admin? <Link to="/login">Sign in to Solace</Link>
        </p>
      </div>
    </main>
  );
}
