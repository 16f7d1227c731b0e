/**
 * The crisis detector in a module worker: its rules and learned weights load and compile here,
 * off the page's main thread, and the page asks through crisis-check.ts. Nothing is logged and
 * nothing leaves the device: a request's text is read and dropped, the answer names rules only.
 */
import { assessConversation, assessText, type CrisisAssessment } from './detector';

/** What the page asks. */
export type CrisisQuestion = { kind: 'text'; text: string } | { kind: 'conversation'; messages: readonly string[] };

export type CrisisRequest = CrisisQuestion & { id: number };

/** What the worker says: once that it is ready (ms since it was created), then one answer per request. */
export type CrisisWorkerMessage =
  | { type: 'ready'; ms: number }
  | { type: 'verdict'; id: number; assessment: CrisisAssessment }
  | { type: 'failed'; id: number };

export function answer(question: CrisisQuestion): CrisisAssessment {
  return question.kind === 'text' ? assessText(question.text) : assessConversation(question.messages);
}

interface WorkerScope {
  postMessage(message: CrisisWorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CrisisRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;

// The patterns compiled when the detector loaded; one ordinary text also runs every layer once,
// so the first real request does not pay for it.
answer({ kind: 'conversation', messages: ['Long day at work, but the walk home in the rain helped a little.', 'Going to bed early tonight.'] });

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  try {
    scope.postMessage({ type: 'verdict', id, assessment: answer(event.data) });
  } catch {
    // The page decides what a failed check means; the text is never reported.
    scope.postMessage({ type: 'failed', id });
  }
});

// The worker's clock starts when the page creates it: this is fetch, compile and warm-up together.
scope.postMessage({ type: 'ready', ms: performance.now() });
