import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { KeyMaterial } from '@contracts/encryption';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { getSessionKeys, restoreSessionKeys, setSessionKeys, subscribeToKeys } from '../../../lib/crypto/key-store';
import {
  EncryptionContext,
  onPasswordSignIn,
  type EncryptionContextValue,
  type EncryptionStatus,
  type PasswordSignIn,
} from '../../../lib/encryption-context';
import { encryptionApi } from '../api/encryption-api';
import { DialogError, ENCRYPTION_RESTORED, MATERIAL_CHANGED, SETUP_FAILED, WRONG_PASSWORD } from './dialog-error';
import type { DialogActions, DialogKind } from './encryption-dialogs';

// Key derivation and the dialogs load on first use, outside the app's first load.
const loadKeyMaterial = () => import('../../../lib/crypto/key-material');
const loadFormatV1 = () => import('../../../lib/crypto/format-v1');
const EncryptionDialogs = lazy(() => import('./encryption-dialogs').then((m) => ({ default: m.EncryptionDialogs })));
const RecoveryKeyDialog = lazy(() => import('./recovery-key-dialog').then((m) => ({ default: m.RecoveryKeyDialog })));

/** Material this device saved, in force until the user record carries it (or something newer). */
interface SavedMaterial {
  userId: string;
  /** The wrappedKey of the user record's material when this was saved (null: it had none). */
  replaces: string | null;
  material: KeyMaterial;
}

interface OpenDialog {
  kind: DialogKind;
  /** False while the password of this sign-in is still held, so it is not asked again. */
  needsPassword: boolean;
}

interface Session {
  /** Bumped when the signed-in user changes: work started for an earlier session is dropped. */
  generation: number;
  userId: string | null;
  email: string;
  /** The wrappedKey of the user record's material. */
  recordWrappedKey: string | null;
  /** The material in force (the record's, or what this device saved since). */
  material: KeyMaterial | null;
}

function saveFailure(error: unknown): Error {
  if (error instanceof DialogError) return error;
  if (error instanceof ApiError && error.status === 409) return new DialogError(MATERIAL_CHANGED);
  return new DialogError(error instanceof ApiError && error.status !== 0 ? error.message : SETUP_FAILED);
}

async function deriveSessionKeys(material: KeyMaterial, password: string, userId: string) {
  const [{ unwrapWithPassword }, { deriveLegacyKey }] = await Promise.all([loadKeyMaterial(), loadFormatV1()]);
  const [dataKey, legacyKey] = await Promise.all([unwrapWithPassword(material, password), deriveLegacyKey(password, userId)]);
  return { dataKey, legacyKey };
}

/**
 * On-device encryption for the signed-in user (spec §4 Encryption, DESIGN §7): derives the keys
 * from the password at sign-in, sets encryption up when the account has none, restores the keys
 * after a reload within their 30 minutes, and owns the prompts: unlock, recovery, setup, start
 * over, and the recovery key shown once.
 */
export function EncryptionProvider({ children }: { children: ReactNode }) {
  const { user, refreshUser } = useAuth();
  const toast = useToast();
  const userId = user?.id ?? null;
  const enabled = user !== null && user.preferences?.encryptionEnabled !== false;
  const recordWrappedKey = user?.encryption?.wrappedKey ?? null;

  const [saved, setSaved] = useState<SavedMaterial | null>(null);
  const [recoveryFor, setRecoveryFor] = useState<{ userId: string; wrappedKey: string } | null>(null);
  const [derivingFor, setDerivingFor] = useState<string | null>(null);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [recoveryKey, setRecoveryKey] = useState<{ userId: string; key: string } | null>(null);

  /** The password of the sign-in, in memory only while a recovery or a setup still needs it. */
  const heldPassword = useRef<{ userId: string; password: string } | null>(null);
  const session = useRef<Session>({ generation: 0, userId: null, email: '', recordWrappedKey: null, material: null });

  const material: KeyMaterial | null = user
    ? saved && saved.userId === user.id && recordWrappedKey === saved.replaces
      ? saved.material
      : (user.encryption ?? null)
    : null;

  useEffect(() => {
    const previous = session.current;
    const changed = previous.userId !== userId;
    session.current = {
      generation: previous.generation + (changed ? 1 : 0),
      userId,
      email: user?.email ?? '',
      recordWrappedKey,
      material,
    };
    if (changed) heldPassword.current = null;
  }, [userId, user?.email, recordWrappedKey, material]);

  const keys = useSyncExternalStore(subscribeToKeys, () => (userId ? getSessionKeys(userId) : null));

  // A reload within the keys' lifetime: they come back from this browser's storage.
  useEffect(() => {
    if (!userId || !enabled) return;
    let cancelled = false;
    void restoreSessionKeys(userId)
      .catch(() => null)
      .then(() => {
        if (!cancelled) setRestoredFor(userId);
      });
    return () => {
      cancelled = true;
    };
  }, [userId, enabled]);

  let status: EncryptionStatus;
  if (!user) status = 'signed-out';
  else if (!enabled) status = 'disabled';
  else if (keys) status = 'unlocked';
  else if (!material) status = 'setup-needed';
  else if (recoveryFor?.userId === user.id && recoveryFor.wrappedKey === material.wrappedKey) status = 'recovery-needed';
  else status = 'locked';

  const busy = userId !== null && enabled && !keys && (derivingFor === userId || restoredFor !== userId);

  const isCurrent = useCallback((generation: number) => session.current.generation === generation, []);

  /** New material: saved on the server first, then the keys set, then the recovery key shown once. */
  const setUpMaterial = useCallback(
    async (account: string, password: string, generation: number, previous: { material: KeyMaterial | null; recordWrappedKey: string | null }) => {
      const [{ createKeyMaterial }, { deriveLegacyKey }] = await Promise.all([loadKeyMaterial(), loadFormatV1()]);
      const [created, legacyKey] = await Promise.all([createKeyMaterial(password), deriveLegacyKey(password, account)]);
      await encryptionApi.save({
        keyMaterial: created.keyMaterial,
        ...(previous.material ? { previousWrappedKey: previous.material.wrappedKey } : {}),
      });
      if (!isCurrent(generation)) return;
      setSaved({ userId: account, replaces: previous.recordWrappedKey, material: created.keyMaterial });
      setRecoveryFor(null);
      await setSessionKeys(account, { dataKey: created.dataKey, legacyKey });
      heldPassword.current = null;
      setRecoveryKey({ userId: account, key: created.recoveryKey });
      void refreshUser();
    },
    [isCurrent, refreshUser],
  );

  const holdForRecovery = useCallback((account: string, password: string, wrappedKey: string) => {
    heldPassword.current = { userId: account, password };
    setRecoveryFor({ userId: account, wrappedKey });
    setDialog({ kind: 'recovery', needsPassword: false });
  }, []);

  const onSignIn = useCallback(
    async ({ reason, user: account, password }: PasswordSignIn) => {
      // Registration always sets encryption up (spec §4); a sign-in honours an explicit "off".
      if (reason === 'login' && account.preferences?.encryptionEnabled === false) return;
      // A sign-in starts a new session now, before its user is committed (which may come after
      // a fast derivation); committing that same user then changes nothing.
      const generation = session.current.generation + 1;
      session.current = {
        generation,
        userId: account.id,
        email: account.email,
        recordWrappedKey: account.encryption?.wrappedKey ?? null,
        material: account.encryption ?? null,
      };
      heldPassword.current = null;
      setDerivingFor(account.id);
      try {
        if (!account.encryption) {
          await setUpMaterial(account.id, password, generation, { material: null, recordWrappedKey: null });
        } else {
          const derived = await deriveSessionKeys(account.encryption, password, account.id);
          if (isCurrent(generation)) await setSessionKeys(account.id, derived);
        }
      } catch (error) {
        if (!isCurrent(generation)) return;
        const { WrongSecretError } = await loadKeyMaterial();
        if (error instanceof WrongSecretError && account.encryption) {
          // The server accepted this password, so the wrap was made under an earlier one.
          holdForRecovery(account.id, password, account.encryption.wrappedKey);
        } else {
          // Kept so the setup can be retried from the journal without asking again.
          heldPassword.current = { userId: account.id, password };
          console.warn('Encryption keys could not be prepared at sign-in:', error instanceof Error ? error.message : error);
        }
      } finally {
        setDerivingFor((value) => (value === account.id ? null : value));
      }
    },
    [holdForRecovery, isCurrent, setUpMaterial],
  );

  useEffect(() => onPasswordSignIn((signIn) => void onSignIn(signIn)), [onSignIn]);

  const requestUnlock = useCallback(() => {
    const needsPassword = heldPassword.current?.userId !== session.current.userId;
    if (status === 'locked') setDialog({ kind: 'unlock', needsPassword: true });
    else if (status === 'recovery-needed') setDialog({ kind: 'recovery', needsPassword });
    else if (status === 'setup-needed') setDialog({ kind: 'setup', needsPassword });
  }, [status]);

  /** The held password, or the typed one once the server confirms it is the account's. */
  const confirmedPassword = useCallback(async (typed: string | undefined): Promise<string> => {
    const held = heldPassword.current;
    if (held && held.userId === session.current.userId) return held.password;
    if (!typed) throw new DialogError('Please enter your password.');
    if (!(await encryptionApi.checkPassword(session.current.email, typed))) throw new DialogError(WRONG_PASSWORD);
    return typed;
  }, []);

  const actions = useMemo<DialogActions>(
    () => ({
      async unlock(password) {
        const { generation, userId: account, material: current, email } = session.current;
        if (!current || !account) return;
        const { WrongSecretError } = await loadKeyMaterial();
        try {
          const derived = await deriveSessionKeys(current, password, account);
          if (isCurrent(generation)) await setSessionKeys(account, derived);
          setDialog(null);
        } catch (error) {
          if (!(error instanceof WrongSecretError)) throw error;
          // The account's own password that does not open the wrap: it was made under an earlier one.
          if (await encryptionApi.checkPassword(email, password)) {
            if (isCurrent(generation)) holdForRecovery(account, password, current.wrappedKey);
            return;
          }
          throw new DialogError(WRONG_PASSWORD);
        }
      },

      async recover(recoveryKeyText, typedPassword) {
        const { generation, userId: account, material: current, recordWrappedKey: record } = session.current;
        if (!current || !account) return;
        const [{ unwrapWithRecoveryKey, rewrapWithPassword, WrongSecretError }, { deriveLegacyKey }] = await Promise.all([
          loadKeyMaterial(),
          loadFormatV1(),
        ]);
        // A wrong recovery key is told before the password is checked with the server.
        let dataKey: CryptoKey;
        try {
          dataKey = await unwrapWithRecoveryKey(current, recoveryKeyText);
        } catch (error) {
          if (error instanceof WrongSecretError) throw new DialogError(error.message);
          throw error;
        }
        const password = await confirmedPassword(typedPassword);
        try {
          const wrap = await rewrapWithPassword(current, { recoveryKey: recoveryKeyText }, password);
          const next: KeyMaterial = { ...current, ...wrap };
          await encryptionApi.save({ keyMaterial: next, previousWrappedKey: current.wrappedKey });
          const legacyKey = await deriveLegacyKey(password, account);
          if (!isCurrent(generation)) return;
          setSaved({ userId: account, replaces: record, material: next });
          setRecoveryFor(null);
          await setSessionKeys(account, { dataKey, legacyKey });
          heldPassword.current = null;
          setDialog(null);
          toast.success(ENCRYPTION_RESTORED);
          void refreshUser();
        } catch (error) {
          throw saveFailure(error);
        }
      },

      async setUp(typedPassword) {
        const { generation, userId: account, material: current, recordWrappedKey: record } = session.current;
        if (!account) return;
        const password = await confirmedPassword(typedPassword);
        try {
          await setUpMaterial(account, password, generation, { material: current, recordWrappedKey: record });
          setDialog(null);
        } catch (error) {
          throw saveFailure(error);
        }
      },

      open(kind) {
        setDialog({ kind, needsPassword: kind === 'unlock' || heldPassword.current?.userId !== session.current.userId });
      },

      close() {
        setDialog(null);
      },
    }),
    [confirmedPassword, holdForRecovery, isCurrent, refreshUser, setUpMaterial, toast],
  );

  const wrapForNewPassword = useCallback<EncryptionContextValue['wrapForNewPassword']>(async (currentPassword, newPassword) => {
    const current = session.current.material;
    if (!current) return null;
    const { rewrapWithPassword } = await loadKeyMaterial();
    return rewrapWithPassword(current, { password: currentPassword }, newPassword);
  }, []);

  const currentKeys = useCallback(() => (session.current.userId ? getSessionKeys(session.current.userId) : null), []);

  const value = useMemo<EncryptionContextValue>(
    () => ({ status, busy, keys, enabled, currentKeys, requestUnlock, wrapForNewPassword }),
    [status, busy, keys, enabled, currentKeys, requestUnlock, wrapForNewPassword],
  );

  const shownRecoveryKey = user && recoveryKey?.userId === user.id ? recoveryKey.key : null;
  const openDialog = user && dialog && status !== 'unlocked' && status !== 'disabled' ? dialog : null;

  return (
    <EncryptionContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {shownRecoveryKey && user ? (
          <RecoveryKeyDialog recoveryKey={shownRecoveryKey} email={user.email} onDone={() => setRecoveryKey(null)} />
        ) : openDialog ? (
          <EncryptionDialogs kind={openDialog.kind} needsPassword={openDialog.needsPassword} actions={actions} />
        ) : null}
      </Suspense>
    </EncryptionContext.Provider>
  );
}
