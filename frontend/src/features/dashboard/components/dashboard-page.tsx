import { useAuth } from '../../../lib/auth-context';

export function DashboardPage() {
  const { user } = useAuth();
  const name = user?.firstName.trim() || 'Friend';
  return (
    <section className="page">
      <div className="welcome-banner">
        <h1 className="welcome-banner__title">Welcome back, {name}!</h1>
        <p className="welcome-banner__text">How are you feeling today? Your AI coach team is here for you.</p>
      </div>
      <p className="page__lead">Your dashboard is coming soon.</p>
    </section>
  );
}
