import { useCallback, useEffect, useRef, useState } from 'react';
import type { EncryptedField } from '@contracts/encryption';
import { ApiError } from '../../lib/api-client';
import { ENCRYPTION_MESSAGES } from '../../lib/crypto/errors';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { useRetriableLoad } from '../../lib/use-retriable-load';
import { safetyPlanApi } from './api/safety-plan-api';
import { readOfflineCopy, writeOfflineCopy, clearOfflineCopy } from './offline-copy';
import { openPlan, sealPlan } from './plan-crypto';
import type { SafetyPlan } from './plan-model';

/** What the server (or, when it cannot be reached, this device) holds, still encrypted. */
export type StoredPlan =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'stored'; field: EncryptedField; version: number; source: 'server' | 'device'; savedAt: string | null }
  | { kind: 'error'; message: string };

/** The plan as the person reads it. */
export type OpenedPlan = { state: 'waiting' } | { state: 'ready'; plan: SafetyPlan } | { state: 'failed' };

export const LOAD_FAILED = 'Your safety plan could not be loaded. Please check your connection and try again.';
export const SAVE_FAILED = 'Your safety plan could not be saved. Please check your connection and try again.';
export const DELETE_FAILED = 'Your safety plan could not be deleted. Please check your connection and try again.';

const LOADING: StoredPlan = { kind: 'loading' };

async function fetchStored(userId: string): Promise<StoredPlan> {
  try {
    const answer = await safetyPlanApi.get();
    if (!answer.plan) {
      // Deleted, perhaps on another device: the old copy must not come back offline.
      clearOfflineCopy(userId);
      return { kind: 'none' };
    }
    writeOfflineCopy(userId, answer.plan, answer.version);
    return { kind: 'stored', field: answer.plan, version: answer.version, source: 'server', savedAt: answer.updatedAt };
  } catch (failure) {
    // Only an answer that is an error of the API itself, not a missing network or a server fault, stops the offline copy.
    const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
    const copy = refused ? null : readOfflineCopy(userId);
    if (copy) return { kind: 'stored', field: copy.plan, version: copy.version, source: 'device', savedAt: copy.savedAt };
    return { kind: 'error', message: failure instanceof Error && refused ? failure.message : LOAD_FAILED };
  }
}

/** Loads the plan (from this device when the API does not answer), opens it with the session keys and saves it. */
export function useSafetyPlan(userId: string, keys: SessionKeys | null) {
  const { state: stored, setState: setStored, attempt, retry } = useRetriableLoad<StoredPlan>(LOADING);
  /** What the keys made of a stored field; it counts only while both are still the current ones. */
  const [result, setResult] = useState<{ field: EncryptedField; keys: SessionKeys; opened: OpenedPlan } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchStored(userId).then((next) => {
      if (live) setStored(next);
    });
    return () => {
      live = false;
    };
  }, [userId, attempt, setStored]);

  /** The field this device just sealed: its plan is known, so it is not decrypted again. */
  const justSaved = useRef<EncryptedField | null>(null);
  const field = stored.kind === 'stored' ? stored.field : null;
  useEffect(() => {
    if (!field || !keys || field === justSaved.current) return;
    let live = true;
    openPlan(field, keys).then(
      (plan) => live && setResult({ field, keys, opened: { state: 'ready', plan } }),
      () => live && setResult({ field, keys, opened: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [field, keys]);
  const opened: OpenedPlan = result && field && result.field === field && result.keys === keys ? result.opened : { state: 'waiting' };

  /** Saves over the version read; answers null, or the message to show. */
  const save = useCallback(
    async (plan: SafetyPlan): Promise<string | null> => {
      if (!keys) return ENCRYPTION_MESSAGES.keyMissing;
      const expectedVersion = stored.kind === 'stored' ? stored.version : 0;
      let sealed: EncryptedField;
      try {
        sealed = await sealPlan(plan, keys);
      } catch {
        return ENCRYPTION_MESSAGES.encryptSession;
      }
      try {
        const answer = await safetyPlanApi.put(sealed, expectedVersion);
        writeOfflineCopy(userId, sealed, answer.version);
        justSaved.current = sealed;
        setStored({ kind: 'stored', field: sealed, version: answer.version, source: 'server', savedAt: answer.updatedAt });
        setResult({ field: sealed, keys, opened: { state: 'ready', plan } });
        return null;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status > 0 && failure.status < 500) return failure.message;
        return SAVE_FAILED;
      }
    },
    [keys, stored, userId, setStored],
  );

  /** Deletes the plan here and on the server; answers null, or the message to show. */
  const remove = useCallback(async (): Promise<string | null> => {
    try {
      await safetyPlanApi.remove();
    } catch (failure) {
      return failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : DELETE_FAILED;
    }
    clearOfflineCopy(userId);
    setStored({ kind: 'none' });
    return null;
  }, [userId, setStored]);

  return { stored, opened, save, remove, reload: retry };
}
