/**
 * The crisis detector as the page uses it: the only module of lib/crisis the main thread
 * imports. The detector runs in one module worker for the app (detector.worker.ts), created
 * when a screen that checks text mounts or at the first check, so its load and pattern
 * compilation never hold up rendering or typing. A check asked before the worker is ready waits
 * for its answer. Where there is no worker (old browsers, jsdom) or it cannot start, the detector
 * is imported on the main thread instead; if that fails too the check rejects, and callers then
 * treat the text as one that needs the crisis lines (asking rather than staying silent).
 */
import type { CrisisAssessment, CrisisOutcome, CrisisTier } from './detector';
import type { CrisisQuestion, CrisisRequest, CrisisWorkerMessage } from './detector.worker';

export type { CrisisAssessment, CrisisOutcome, CrisisTier };

type Ask = (question: CrisisQuestion) => Promise<CrisisAssessment>;

/** A worker that has said nothing by then is given up for the main thread. */
const READY_TIMEOUT_MS = 20_000;
/** A User Timing measure from creating the worker to its ready message (read by the benchmarks). */
const READY_MEASURE = 'crisis-detector-ready';

let viaWorker: Promise<Ask | null> | undefined;
let onMainThread: Promise<Ask> | undefined;

function startWorker(): Promise<Ask | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const createdAt = performance.now();
    let worker: Worker;
    try {
      worker = new Worker(new URL('./detector.worker.ts', import.meta.url), { type: 'module', name: 'crisis-detector' });
    } catch {
      resolve(null);
      return;
    }
    const waiting = new Map<number, { resolve: (assessment: CrisisAssessment) => void; reject: (error: Error) => void }>();
    let nextId = 0;
    let alive = true;

    const ask: Ask = (question) => {
      if (!alive) return Promise.reject(new Error('The crisis worker stopped'));
      const id = (nextId += 1);
      return new Promise<CrisisAssessment>((resolveAnswer, rejectAnswer) => {
        waiting.set(id, { resolve: resolveAnswer, reject: rejectAnswer });
        worker.postMessage({ ...question, id } satisfies CrisisRequest);
      });
    };

    // A worker that fails to load or dies later: this and every later check go to the main thread.
    const fail = () => {
      if (!alive) return;
      alive = false;
      clearTimeout(timer);
      worker.terminate();
      viaWorker = Promise.resolve(null);
      resolve(null);
      for (const pending of waiting.values()) pending.reject(new Error('The crisis worker stopped'));
      waiting.clear();
    };
    const timer = setTimeout(fail, READY_TIMEOUT_MS);

    worker.addEventListener('message', (event: MessageEvent<CrisisWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'ready') {
        clearTimeout(timer);
        try {
          performance.measure(READY_MEASURE, { start: createdAt, detail: { workerMs: message.ms } });
        } catch {
          // User Timing is a figure for the benchmarks, never a reason to fail a check.
        }
        resolve(ask);
        return;
      }
      const pending = waiting.get(message.id);
      if (!pending) return;
      waiting.delete(message.id);
      if (message.type === 'verdict') pending.resolve(message.assessment);
      else pending.reject(new Error('The crisis check failed'));
    });
    worker.addEventListener('error', fail);
    worker.addEventListener('messageerror', fail);
  });
}

function workerAsk(): Promise<Ask | null> {
  viaWorker ??= startWorker();
  return viaWorker;
}

function mainThreadAsk(): Promise<Ask> {
  onMainThread ??= import('./detector').then(
    (detector): Ask =>
      async (question) => (question.kind === 'text' ? detector.assessText(question.text) : detector.assessConversation(question.messages)),
  );
  // A failed load is tried again at the next check.
  onMainThread.catch(() => {
    onMainThread = undefined;
  });
  return onMainThread;
}

async function check(question: CrisisQuestion): Promise<CrisisAssessment> {
  const ask = await workerAsk();
  if (ask) {
    try {
      return await ask(question);
    } catch {
      // The worker stopped or could not answer: the main thread reads the text instead.
    }
  }
  return (await mainThreadAsk())(question);
}

/** One text on its own: a journal entry, a mood log's notes. */
export function checkText(text: string): Promise<CrisisAssessment> {
  return check({ kind: 'text', text });
}

/** The latest chat message read with the user's few before it (oldest first). */
export function checkConversation(userMessages: readonly string[]): Promise<CrisisAssessment> {
  return check({ kind: 'conversation', messages: [...userMessages] });
}

/**
 * Starts the worker ahead of the first check, when the browser is idle after the screen's first
 * render. Without a worker it does nothing: the main-thread detector then loads at the first check.
 */
export function prepareCrisisCheck(): void {
  if (viaWorker || typeof Worker === 'undefined') return;
  const start = () => void workerAsk();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 0);
}
