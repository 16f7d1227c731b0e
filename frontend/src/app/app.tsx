import { ToastProvider } from '../components/toast';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { EncryptionProvider } from '../features/encryption/components/encryption-provider';
import { AppRoutes } from './app-routes';

/** Providers and routes; the router itself is supplied by the caller (browser or memory). */
export function App() {
  return (
    <ToastProvider>
      <AuthProvider>
        <EncryptionProvider>
          <AppRoutes />
        </EncryptionProvider>
      </AuthProvider>
    </ToastProvider>
  );
}
