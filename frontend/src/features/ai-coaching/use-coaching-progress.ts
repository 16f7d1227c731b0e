import type { ProgressResponse } from '@contracts/achievements';
import { startTransition, useEffect } from 'react';
import { analyticsApi } from '../../lib/analytics-api';
import { isAbort } from '../../lib/api-client';
import { useRetriableLoad } from '../../lib/use-retriable-load';

export type CoachingProgress = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; progress: ProgressResponse };
const LOADING: CoachingProgress = { status: 'loading' };

/** Figures asked for this long before the page renders are still fresh enough to show. */
const EARLY_MAX_AGE_MS = 10_000;
let early: { answer: Promise<ProgressResponse>; at: number } | null = null;

/** Asks for the figures while the session is checked, when the page is opened directly (lib/lazy-page.ts). */
export function prefetchCoachingProgress(): void {
  const answer = analyticsApi.progress();
  answer.catch(() => undefined);
  early = { answer, at: Date.now() };
}

/** The early answer, once: a retry or a later visit asks again. */
function takeEarly(): Promise<ProgressResponse> | null {
  const fresh = early !== null && Date.now() - early.at < EARLY_MAX_AGE_MS ? early.answer : null;
  early = null;
  return fresh;
}

/** The person's own coaching figures for the coach list; `retry` asks again after a failure. */
export function useCoachingProgress(): { state: CoachingProgress; retry: () => void } {
  const { state, setState, attempt, retry } = useRetriableLoad(LOADING);

  useEffect(() => {
    const controller = new AbortController();
    (takeEarly() ?? analyticsApi.progress(controller.signal))
      // A transition: React renders the figures in slices between frames, never as one long task.
      .then((progress) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', progress }));
      })
      .catch((error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        console.warn('Coaching progress could not be loaded:', error instanceof Error ? error.message : error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt, setState]);

  return { state, retry };
}
