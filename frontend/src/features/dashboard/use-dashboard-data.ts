import { useEffect, useState } from 'react';
import type { DashboardResponse } from '@contracts/analytics';
import type { ChatSession } from '@contracts/chat';
import { useToast } from '../../components/toast';
import { analyticsApi, EMPTY_DASHBOARD } from '../../lib/analytics-api';
import { isAbort } from '../../lib/api-client';
import { dashboardApi } from './api/dashboard-api';
import { DASHBOARD_FALLBACK_TOAST, isServerFailure } from './dashboard-stats';

export interface DashboardData {
  loading: boolean;
  dashboard: DashboardResponse;
  sessions: ChatSession[];
}


/**
 * The dashboard's two calls, in parallel. Spec §7/§8: a failure never shows an error page; each
 * part falls back to its empty default, a 500 shows one toast, anything else is only logged.
 */
export function useDashboardData(): DashboardData {
  const toast = useToast();
  const [state, setState] = useState<DashboardData>({ loading: true, dashboard: EMPTY_DASHBOARD, sessions: [] });

  useEffect(() => {
    const controller = new AbortController();
    const failures: unknown[] = [];
    const settle = <T>(promise: Promise<T>, fallback: T) =>
      promise.catch((error: unknown) => {
        failures.push(error);
        return fallback;
      });

    void Promise.all([
      settle(analyticsApi.dashboard(controller.signal), EMPTY_DASHBOARD),
      settle(dashboardApi.recentSessions(controller.signal), [] as ChatSession[]),
    ]).then(([dashboard, sessions]) => {
      // Unmounted (or StrictMode's rehearsal): nothing to show and nothing to announce.
      if (controller.signal.aborted) return;
      const real = failures.filter((error) => !isAbort(error));
      for (const error of real) console.warn('Dashboard data could not be loaded:', error instanceof Error ? error.message : error);
      if (real.some(isServerFailure)) toast.error(DASHBOARD_FALLBACK_TOAST);
      setState({ loading: false, dashboard, sessions });
    });

    return () => controller.abort();
  }, [toast]);

  return state;
}
