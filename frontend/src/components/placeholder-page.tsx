import type { ReactNode } from 'react';

/** A page whose feature is not built yet: its title and a line saying so. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <h1 className="page__title">{title}</h1>
      {children}
      <p className="page__lead">This page is coming soon.</p>
    </section>
  );
}
