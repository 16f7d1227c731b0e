import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ProfileUpdateBody, RegisterBody } from '@contracts/auth';
import type { User } from '@contracts/user';
import { useToast } from '../../../components/toast';
import { ApiError, onSessionExpired } from '../../../lib/api-client';
import { AuthContext, type AuthContextValue, type AuthResult } from '../../../lib/auth-context';
import { clearEncryptionKey } from '../../../lib/crypto/key-store';
import { announcePasswordSignIn } from '../../../lib/encryption-context';
import { clearSession, clearTokens, getToken, saveSession, setRemembered, TOKEN_KEY } from '../../../lib/storage';
import { authApi } from '../api/auth-api';
import { authErrorField, authErrorMessage, type AuthOperation } from '../api/auth-messages';
import { AUTH_CHECK_TIMEOUT_MS } from '../constants';
import { takeSessionCheck } from '../session-check';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new Error('Authentication check timed out'));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(() => getToken() !== null);
  const loggingOut = useRef(false);
  const signedIn = useRef(false);
  const signedInAs = useRef<string | null>(null);

  useEffect(() => {
    signedIn.current = user !== null;
    signedInAs.current = user?.id ?? null;
  }, [user]);

  // Other tabs share a remembered session (localStorage). When one signs out, this one closes
  // what it shows at once; when one signs in as someone else, this one follows that account.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage || (event.key !== null && event.key !== TOKEN_KEY)) return;
      if (!signedIn.current) return;
      if (getToken() === null) {
        void clearEncryptionKey();
        setUser(null);
        toast.error(SESSION_EXPIRED_MESSAGE);
        return;
      }
      authApi.me().then(
        (me) => {
          if (me.id !== signedInAs.current) setUser(me);
        },
        () => undefined, // A 401 ends the session through onSessionExpired.
      );
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [toast]);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    const { answer, controller } = takeSessionCheck();
    withTimeout(answer, AUTH_CHECK_TIMEOUT_MS, () => controller.abort())
      .then((me) => {
        // The whole signed-in app renders from here: as a transition, in slices that leave the
        // main thread free for input, with the loading screen kept until the page is ready.
        if (!cancelled) startTransition(() => setUser(me));
      })
      .catch(() => {
        // An unmount (StrictMode's rehearsal included) is not a failed check.
        if (cancelled) return;
        clearTokens();
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) startTransition(() => setLoading(false));
      });
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, []);

  useEffect(
    () =>
      onSessionExpired(() => {
        void clearEncryptionKey();
        setUser(null);
        // Only a session the user saw end is announced; a stale token at startup just goes.
        if (signedIn.current && !loggingOut.current) toast.error(SESSION_EXPIRED_MESSAGE);
      }),
    [toast],
  );

  const fail = useCallback(
    (operation: AuthOperation, error: unknown, fallback: string): AuthResult => {
      const message = authErrorMessage(operation, error) || fallback;
      toast.error(message);
      const field = authErrorField(operation, error);
      return field ? { success: false, error: message, field } : { success: false, error: message };
    },
    [toast],
  );

  /** For calls made while signed in: a 401 means the session ended, which is announced once already. */
  const failSignedIn = useCallback(
    (operation: AuthOperation, error: unknown, fallback: string): AuthResult => {
      if (error instanceof ApiError && error.status === 401) return { success: false, error: SESSION_EXPIRED_MESSAGE };
      return fail(operation, error, fallback);
    },
    [fail],
  );

  /**
   * One way in (sign-in, admin sign-in, registration): `open` makes the call and keeps its session,
   * answering who is now signed in; a failure is told in a toast and answered as the result.
   */
  const signIn = useCallback(
    async (operation: AuthOperation, fallback: string, greet: boolean, open: () => Promise<User>): Promise<AuthResult> => {
      try {
        setUser(await open());
        if (greet) toast.success('Welcome back!');
        return { success: true };
      } catch (error) {
        return fail(operation, error, fallback);
      }
    },
    [fail, toast],
  );

  const login = useCallback<AuthContextValue['login']>(
    (email, password, rememberMe) =>
      signIn('login', 'Authentication failed. Please try again.', true, async () => {
        const response = await authApi.login({ email, password });
        saveSession(response, rememberMe ? 'local' : 'session');
        setRemembered(rememberMe);
        // The keys are derived in the background while the app opens (spec §4 Encryption).
        announcePasswordSignIn({ reason: 'login', user: response.user, password });
        return response.user;
      }),
    [signIn],
  );

  const adminLogin = useCallback<AuthContextValue['adminLogin']>(
    (email, password) =>
      signIn('adminLogin', 'Admin sign-in failed. Please try again.', true, async () => {
        const response = await authApi.adminLogin({ email, password });
        // An admin session ends with the tab: it is never remembered on the device.
        saveSession(response, 'session');
        // The admin area reads no journal: its keys are not derived here, and the app asks
        // for the password if the admin opens their own journal later.
        return response.user;
      }),
    [signIn],
  );

  const register = useCallback<AuthContextValue['register']>(
    (data: RegisterBody) =>
      signIn('register', 'Authentication failed. Please try again.', false, async () => {
        const response = await authApi.register(data);
        saveSession(response, 'local');
        // Encryption is always set up after registration (spec §4 Encryption).
        announcePasswordSignIn({ reason: 'register', user: response.user, password: data.password });
        return response.user;
      }),
    [signIn],
  );

  const endSession = useCallback<AuthContextValue['endSession']>(
    (message) => {
      clearSession();
      void clearEncryptionKey();
      setUser(null);
      toast.success(message);
    },
    [toast],
  );

  const logout = useCallback<AuthContextValue['logout']>(async () => {
    loggingOut.current = true;
    try {
      await authApi.logout();
    } catch {
      // The local session ends whatever the server says.
    } finally {
      loggingOut.current = false;
    }
    endSession('Logged out successfully');
  }, [endSession]);

  const updateProfile = useCallback<AuthContextValue['updateProfile']>(
    async (changes: ProfileUpdateBody) => {
      try {
        setUser(await authApi.updateProfile(changes));
        return { success: true };
      } catch (error) {
        return failSignedIn('updateProfile', error, 'Failed to update profile');
      }
    },
    [failSignedIn],
  );

  const forgotPassword = useCallback<AuthContextValue['forgotPassword']>(async (email) => {
    try {
      return await authApi.forgotPassword(email);
    } catch (error) {
      throw new Error(authErrorMessage('forgotPassword', error));
    }
  }, []);

  const resetPassword = useCallback<AuthContextValue['resetPassword']>(async (token, password) => {
    try {
      return await authApi.resetPassword(token, password);
    } catch (error) {
      throw new Error(authErrorMessage('resetPassword', error));
    }
  }, []);

  const refreshUser = useCallback<AuthContextValue['refreshUser']>(async () => {
    if (!getToken()) return;
    try {
      setUser(await authApi.me());
    } catch {
      // The current user stays as it was; an expired session is handled by the API client.
    }
  }, []);

  const verifyEmail = useCallback<AuthContextValue['verifyEmail']>(
    async (token) => {
      try {
        await authApi.verifyEmail(token);
      } catch (error) {
        return fail('verifyEmail', error, 'Verification failed');
      }
      await refreshUser();
      return { success: true };
    },
    [fail, refreshUser],
  );

  const resendVerification = useCallback<AuthContextValue['resendVerification']>(async () => {
    try {
      const response = await authApi.resendVerification();
      toast.success(response.message);
      return { success: true };
    } catch (error) {
      return failSignedIn('resendVerification', error, 'Failed to send verification email');
    }
  }, [toast, failSignedIn]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null,
      loading,
      login,
      adminLogin,
      register,
      logout,
      updateProfile,
      forgotPassword,
      resetPassword,
      verifyEmail,
      resendVerification,
      refreshUser,
      endSession,
    }),
    [
      user, loading, login, adminLogin, register, logout, updateProfile, forgotPassword, resetPassword, verifyEmail, resendVerification, refreshUser,
      endSession,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
