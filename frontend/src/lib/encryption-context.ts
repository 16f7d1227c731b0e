import { createContext, useContext } from 'react';
import type { PasswordWrap } from '@contracts/encryption';
import type { User } from '@contracts/user';
import type { SessionKeys } from './crypto/key-store';

/**
 * Where on-device encryption stands for the signed-in user (spec §4 Encryption, DESIGN §7):
 * - disabled: the user's preference turns it off; the plain journal path is used;
 * - setup-needed: on, but the account has no key material yet;
 * - locked: on, material exists, no usable key (expired after 30 minutes, or not derived yet);
 * - recovery-needed: the stored wrap no longer opens with the password (after a reset);
 * - unlocked: keys are usable;
 * - signed-out: nobody is signed in.
 */
export type EncryptionStatus = 'signed-out' | 'disabled' | 'setup-needed' | 'locked' | 'recovery-needed' | 'unlocked';

export interface EncryptionContextValue {
  status: EncryptionStatus;
  /** Keys are being derived or restored (after sign-in or a reload): the status may change soon. */
  busy: boolean;
  /** The session keys while usable (also when disabled, if keys from before exist), else null. */
  keys: SessionKeys | null;
  /** True unless the preference turns encryption off: new data must then be encrypted. */
  enabled: boolean;
  /** The keys checked against their expiry at the moment of the call. */
  currentKeys(): SessionKeys | null;
  /** Opens the prompt that fits the status: password (locked, setup) or recovery key. */
  requestUnlock(): void;
  /**
   * For a password change: the data key wrapped under the new password, to send with the
   * change (`encryption` of PUT /user/password). Null when the account has no key material.
   * Throws WrongSecretError when `currentPassword` does not open the wrap.
   */
  wrapForNewPassword(currentPassword: string, newPassword: string): Promise<PasswordWrap | null>;
}

export const EncryptionContext = createContext<EncryptionContextValue | null>(null);

export function useEncryption(): EncryptionContextValue {
  const value = useContext(EncryptionContext);
  if (!value) throw new Error('useEncryption must be used inside an EncryptionProvider');
  return value;
}

/** A sign-in that proved the password: the moment the keys can be derived without asking again. */
export interface PasswordSignIn {
  reason: 'login' | 'register';
  user: User;
  password: string;
}

type PasswordSignInListener = (signIn: PasswordSignIn) => void;
const signInListeners = new Set<PasswordSignInListener>();

/**
 * The auth provider announces a password sign-in here and the encryption provider listens, so
 * neither feature imports the other. The password is handed over in memory and never kept
 * here; with no listener it is simply dropped.
 */
export function announcePasswordSignIn(signIn: PasswordSignIn): void {
  for (const listener of [...signInListeners]) listener(signIn);
}

export function onPasswordSignIn(listener: PasswordSignInListener): () => void {
  signInListeners.add(listener);
  return () => {
    signInListeners.delete(listener);
  };
}
