import type { ReactNode } from 'react';

/** The centred card every signed-out screen sits in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <p className="auth-brand">
          <span className="auth-brand__mark" aria-hidden="true">
            ☾
          </span>
          Solace
        </p>
        {children}
      </div>
    </main>
  );
}
