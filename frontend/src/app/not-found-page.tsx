import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="page">
      <h1 className="page__title">Page Not Found</h1>
      <p className="page__lead">
        There is nothing at this address. <Link to="/">Go to your dashboard</Link>.
      </p>
    </section>
  );
}
