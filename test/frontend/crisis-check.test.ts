/**
 * crisis-check.ts, the page's way to the crisis detector: in a worker when there is one, on the
 * main thread when there is not or it fails, and never an answer of 'none' it did not get.
 */
import type { CrisisQuestion, CrisisRequest, CrisisWorkerMessage } from '../../frontend/src/lib/crisis/detector.worker';

type CrisisCheck = typeof import('../../frontend/src/lib/crisis/crisis-check');
type Detector = typeof import('../../frontend/src/lib/crisis/detector');

const CRISIS_TEXT = 'Everyone would be better off without me. I want to die.';
const EVERYDAY_TEXT = 'The walk by the river after work helped, and I slept well.';

/** A fresh copy of the module: its worker is one per app, so one per test here. */
function freshCrisisCheck(): { check: CrisisCheck; detector: Detector } {
  let check!: CrisisCheck;
  let detector!: Detector;
  jest.isolateModules(() => {
    check = jest.requireActual('../../frontend/src/lib/crisis/crisis-check');
    detector = jest.requireActual('../../frontend/src/lib/crisis/detector');
  });
  return { check, detector };
}

/** A stand-in for the module worker: answers with the real detector once the test says it is ready. */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = [];
  static detector: Detector;
  readonly received: CrisisRequest[] = [];
  private isReady = false;
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.created.push(this);
  }

  postMessage(request: CrisisRequest) {
    this.received.push(request);
    if (this.isReady) this.answer(request);
  }

  terminate() {
    this.terminated = true;
  }

  ready() {
    this.isReady = true;
    this.send({ type: 'ready', ms: 42 });
    for (const request of this.received) this.answer(request);
  }

  fail() {
    this.dispatchEvent(new Event('error'));
  }

  private answer(request: CrisisRequest) {
    const question = request as CrisisQuestion;
    const assessment = question.kind === 'text' ? FakeWorker.detector.assessText(question.text) : FakeWorker.detector.assessConversation(question.messages);
    this.send({ type: 'verdict', id: request.id, assessment });
  }

  private send(message: CrisisWorkerMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  FakeWorker.created = [];
});

describe('without a Worker (jsdom, old browsers)', () => {
  it('reads texts and conversations with the detector on the main thread', async () => {
    expect(typeof Worker).toBe('undefined');
    const { check, detector } = freshCrisisCheck();
    await expect(check.checkText(CRISIS_TEXT)).resolves.toEqual(detector.assessText(CRISIS_TEXT));
    expect((await check.checkText(CRISIS_TEXT)).outcome).not.toBe('none');
    await expect(check.checkText(EVERYDAY_TEXT)).resolves.toEqual(detector.assessText(EVERYDAY_TEXT));
    const conversation = ['I want to end it', 'I have pills in the drawer'];
    await expect(check.checkConversation(conversation)).resolves.toEqual(detector.assessConversation(conversation));
  });

  it('prepareCrisisCheck does nothing, and never throws', () => {
    const { check } = freshCrisisCheck();
    expect(() => check.prepareCrisisCheck()).not.toThrow();
  });

  it('rejects when the detector cannot load either', async () => {
    let check!: CrisisCheck;
    jest.isolateModules(() => {
      jest.doMock('../../frontend/src/lib/crisis/detector', () => {
        throw new Error('offline');
      });
      check = jest.requireActual('../../frontend/src/lib/crisis/crisis-check');
    });
    await expect(check.checkText(CRISIS_TEXT)).rejects.toThrow();
    jest.dontMock('../../frontend/src/lib/crisis/detector');
  });
});

describe('with a Worker', () => {
  let check: CrisisCheck;

  beforeEach(() => {
    const fresh = freshCrisisCheck();
    check = fresh.check;
    FakeWorker.detector = fresh.detector;
    (globalThis as { Worker?: unknown }).Worker = FakeWorker;
  });

  it('starts one module worker for the app, lazily', async () => {
    expect(FakeWorker.created).toHaveLength(0);
    check.prepareCrisisCheck();
    await flush();
    check.prepareCrisisCheck();
    const answers = Promise.all([check.checkText(EVERYDAY_TEXT), check.checkConversation(['Hello'])]);
    await flush();
    expect(FakeWorker.created).toHaveLength(1);
    const [worker] = FakeWorker.created;
    expect(worker!.options).toEqual({ type: 'module', name: 'crisis-detector' });
    expect(worker!.url.pathname).toMatch(/detector\.worker\.ts$/);
    worker!.ready();
    await answers;
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('a check asked before the worker is ready waits for its verdict', async () => {
    let settled = false;
    const answer = check.checkText(CRISIS_TEXT).then((assessment) => {
      settled = true;
      return assessment;
    });
    await flush();
    await flush();
    expect(settled).toBe(false);
    FakeWorker.created[0]!.ready();
    expect(await answer).toEqual(FakeWorker.detector.assessText(CRISIS_TEXT));
    expect((await answer).outcome).not.toBe('none');
    // The worker answered: the main thread did not.
    expect(FakeWorker.created[0]!.received).toHaveLength(1);
  });

  it('falls back to the main thread when the worker fails to start', async () => {
    const answer = check.checkText(CRISIS_TEXT);
    await flush();
    FakeWorker.created[0]!.fail();
    expect(await answer).toEqual(FakeWorker.detector.assessText(CRISIS_TEXT));
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    // Later checks go straight to the main thread; no second worker.
    await expect(check.checkText(EVERYDAY_TEXT)).resolves.toEqual(FakeWorker.detector.assessText(EVERYDAY_TEXT));
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('answers a pending check on the main thread when the worker dies after it was ready', async () => {
    const first = check.checkText(EVERYDAY_TEXT);
    await flush();
    const worker = FakeWorker.created[0]!;
    worker.ready();
    await first;
    // The next request is never answered by the worker: it dies with it pending.
    worker.postMessage = (request: CrisisRequest) => void worker.received.push(request);
    const pending = check.checkText(CRISIS_TEXT);
    await flush();
    worker.fail();
    expect(await pending).toEqual(FakeWorker.detector.assessText(CRISIS_TEXT));
  });

  it('falls back when the worker cannot even be constructed', async () => {
    (globalThis as { Worker?: unknown }).Worker = class {
      constructor() {
        throw new Error('blocked');
      }
    };
    await expect(check.checkText(CRISIS_TEXT)).resolves.toEqual(FakeWorker.detector.assessText(CRISIS_TEXT));
  });
});

describe('what the pages make of an answer', () => {
  it("shows the crisis lines exactly when the detector's needsCrisisResources says so", () => {
    const { showsCrisisResources } = jest.requireActual<typeof import('../../frontend/src/components/crisis-follow-up')>(
      '../../frontend/src/components/crisis-follow-up',
    );
    const { needsCrisisResources } = jest.requireActual<Detector>('../../frontend/src/lib/crisis/detector');
    for (const outcome of ['none', 'check', 'crisis'] as const) {
      const assessment = { tier: outcome === 'none' ? ('none' as const) : ('concern' as const), outcome, signals: [] };
      expect(showsCrisisResources(assessment)).toBe(needsCrisisResources(assessment));
    }
  });
});
