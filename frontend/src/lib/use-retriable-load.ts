import { useCallback, useState } from 'react';

/**
 * The state of a load that can be asked again, and its attempt count (a dependency of the effect
 * that loads): `retry` puts the state back to `loading` (a constant, so `retry` stays the same
 * function) and counts one more attempt, which runs the effect again.
 */
export function useRetriableLoad<S>(loading: S) {
  const [state, setState] = useState<S>(loading);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState(loading);
    setAttempt((n) => n + 1);
  }, [loading]);
  return { state, setState, attempt, retry };
}
