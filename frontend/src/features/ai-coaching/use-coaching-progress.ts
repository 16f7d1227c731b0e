import type { ProgressResponse } from '@contracts/achievements';
import { useEffect } from 'react';
import { analyticsApi } from '../../lib/analytics-api';
import { isAbort } from '../../lib/api-client';
import { useRetriableLoad } from '../../lib/use-retriable-load';

export type CoachingProgress = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; progress: ProgressResponse };
const LOADING: CoachingProgress = { status: 'loading' };

/** The person's own coaching figures for the coach list; `retry` asks again after a failure. */
export function useCoachingProgress(): { state: CoachingProgress; retry: () => void } {
  const { state, setState, attempt, retry } = useRetriableLoad(LOADING);

  useEffect(() => {
    const controller = new AbortController();
    analyticsApi
      .progress(controller.signal)
      .then((progress) => setState({ status: 'ready', progress }))
      .catch((error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        console.warn('Coaching progress could not be loaded:', error instanceof Error ? error.message : error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt, setState]);

  return { state, retry };
}
