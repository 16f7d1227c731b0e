import { useState } from 'react';
import { adminErrorMessage } from './api/admin-api';

/**
 * An action on one item that asks first (revoke a code, a batch): which item waits for a yes,
 * whether the call is running, its refusal shown in the dialog, and the notice it left.
 * `act` answers the notice to announce.
 */
export function useConfirmedAction<T>(act: (item: T) => Promise<string>, failed: string) {
  const [confirming, setConfirming] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const close = () => {
    setConfirming(null);
    setError(null);
  };

  const confirm = async () => {
    if (confirming === null) return;
    setBusy(true);
    setError(null);
    try {
      setNotice(await act(confirming));
      close();
    } catch (failure) {
      setError(adminErrorMessage(failure, failed));
    } finally {
      setBusy(false);
    }
  };

  return { confirming, ask: setConfirming, close, confirm, busy, error, notice };
}
