/** A programmable global fetch: answers are matched on "METHOD /path" below the API URL. */

export const TEST_CONFIG = {
  apiUrl: 'http://api.test/local',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'client-test',
  identityPoolId: null,
  stripePublishableKey: null,
  coachProvider: 'on-device',
};

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
}

type Handler = FakeAnswer | Error | ((call: RecordedCall) => FakeAnswer | Error | Promise<FakeAnswer | Error>);

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FetchMock {
  calls: RecordedCall[];
  callsTo(route: string): RecordedCall[];
  on(route: string, ...answers: Handler[]): FetchMock;
}

export function fakeResponse({ status = 200, body, text }: FakeAnswer): Response {
  const payload = text ?? (body === undefined ? '' : JSON.stringify(body));
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => payload,
    json: async () => JSON.parse(payload) as unknown,
  } as Response;
}

/**
 * Installs the mock as global fetch. Each route has a queue of answers; the last one repeats.
 * A route without answers rejects like an unreachable server would, so nothing passes by accident.
 */
export function mockFetch(): FetchMock {
  const routes = new Map<string, Handler[]>();
  const calls: RecordedCall[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.startsWith(TEST_CONFIG.apiUrl) ? url.slice(TEST_CONFIG.apiUrl.length).split('?')[0]! : url;
    const call: RecordedCall = {
      method,
      path,
      url,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const queue = routes.get(`${method} ${path}`);
    if (!queue || queue.length === 0) throw new TypeError(`Unexpected fetch ${method} ${path}`);
    const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    if (answer instanceof Error) throw answer;
    return fakeResponse(answer);
  };

  global.fetch = jest.fn(fetchImpl) as unknown as typeof fetch;

  const mock: FetchMock = {
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    on(route, ...answers) {
      routes.set(route, answers);
      return mock;
    },
  };
  return mock;
}

/** A fetch that never settles, for time-out tests. */
export function pendingAnswer(): Promise<FakeAnswer> {
  return new Promise<FakeAnswer>(() => undefined);
}
