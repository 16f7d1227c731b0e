import { createContext, useContext } from 'react';
import type { ProfileUpdateBody, RegisterBody } from '@contracts/auth';
import type { MessageResponse, User } from '@contracts/user';

/**
 * What every auth operation answers (spec §7: "an object with success and error fields"). A
 * refusal about one field of the request (an email already taken) names it in `field`.
 */
export type AuthResult = { success: true; error?: undefined; field?: undefined } | { success: false; error: string; field?: string };

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True until the startup check of a stored token has ended. */
  loading: boolean;
  login(email: string, password: string, rememberMe: boolean): Promise<AuthResult>;
  /** Signs in through the admin door: refused (with the server's message) unless the account is an admin's. */
  adminLogin(email: string, password: string): Promise<AuthResult>;
  register(data: RegisterBody): Promise<AuthResult>;
  logout(): Promise<void>;
  updateProfile(changes: ProfileUpdateBody): Promise<AuthResult>;
  /** Throws an Error carrying the message to show. */
  forgotPassword(email: string): Promise<MessageResponse>;
  /** Throws an Error carrying the message to show. */
  resetPassword(token: string, password: string): Promise<MessageResponse>;
  verifyEmail(token: string): Promise<AuthResult>;
  resendVerification(): Promise<AuthResult>;
  /** Reloads the current user from the server. */
  refreshUser(): Promise<void>;
  /** Ends this device's session once the account itself is gone (deleted), with `message` in a toast: no call to the server. */
  endSession(message: string): void;
}

/**
 * The session is shared by every feature, so its contract lives here; the auth feature
 * provides the implementation.
 */
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside an AuthProvider');
  return value;
}
