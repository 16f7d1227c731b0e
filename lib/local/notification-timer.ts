import { SLOT_MS } from '../../lambdas/notifications/schedule';

type Run = (now: Date) => Promise<unknown>;

/**
 * The local stand-in for the EventBridge Scheduler schedule: runs the scheduled-mail handler
 * at the start of every 15-minute slot (xx:00, xx:15, xx:30, xx:45), with that slot's time as
 * its "now", as the schedule does on AWS. Runs never overlap: one that takes long is
 * followed by the next slot's. Returns the function that stops it.
 */
export function startNotificationTimer(run?: Run, clock: () => number = Date.now): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const load = async (): Promise<Run> => run ?? (await import('../../lambdas/notifications/run')).runNotifications;

  const schedule = () => {
    if (stopped) return;
    const now = clock();
    const next = Math.floor(now / SLOT_MS) * SLOT_MS + SLOT_MS;
    timer = setTimeout(() => {
      running = running
        .then(load)
        .then((handler) => handler(new Date(next)))
        .catch((error: unknown) => process.stderr.write(`Scheduled mail run failed: ${(error as Error)?.message ?? String(error)}\n`));
      schedule();
    }, next - now);
  };
  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
