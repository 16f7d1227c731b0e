import { Moon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred card every signed-out screen sits in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <p className="inline-row auth-brand">
          <Moon className="auth-brand__mark" aria-hidden="true" size={22} />
          Solace
        </p>
        {children}
      </div>
    </main>
  );
}
