import http from 'node:http';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { startGateway } from '../../lib/local/gateway';
import { freePort } from '../../lib/local/processes';

/**
 * A gateway on a free port for one describe block, closed after it. `respond` may answer
 * for a group (or throw); otherwise the event is kept in `events` and answered `{ ok: true }`.
 */
function gatewayForTests(corsOrigins: string[], respond: (group: string) => APIGatewayProxyResult | undefined) {
  const state = { base: '', events: [] as APIGatewayProxyEvent[] };
  let server: http.Server;
  beforeAll(async () => {
    const port = await freePort();
    server = await startGateway({
      port,
      host: '127.0.0.1',
      corsOrigins,
      loadHandler: async (group) => async (event): Promise<APIGatewayProxyResult> => {
        const answer = respond(group);
        if (answer) return answer;
        state.events.push(event);
        return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ok: true }) };
      },
    });
    state.base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}

describe('local gateway', () => {
  const gateway = gatewayForTests(['http://app.test'], () => undefined);

  it('turns a request into the REST v1 proxy event of its route', async () => {
    const res = await fetch(`${gateway.base}/local/auth/login?x=1&x=2&y=z`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc' },
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    expect(res.status).toBe(200);
    const e = gateway.events.at(-1) as APIGatewayProxyEvent;
    expect(e).toMatchObject({
      resource: '/auth/login',
      path: '/auth/login',
      httpMethod: 'POST',
      body: JSON.stringify({ email: 'a@b.co' }),
      isBase64Encoded: false,
      queryStringParameters: { x: '2', y: 'z' },
      multiValueQueryStringParameters: { x: ['1', '2'], y: ['z'] },
      pathParameters: null,
    });
    expect(e.headers.authorization).toBe('Bearer abc');
    expect(e.requestContext).toMatchObject({ stage: 'local', path: '/local/auth/login', resourcePath: '/auth/login', httpMethod: 'POST' });
    expect(e.requestContext.identity.sourceIp).toBe('127.0.0.1');
  });

  it('answers preflights for the allowed origin only', async () => {
    const ok = await fetch(`${gateway.base}/local/auth/login`, { method: 'OPTIONS', headers: { Origin: 'http://app.test' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://app.test');
    const other = await fetch(`${gateway.base}/local/auth/login`, { method: 'OPTIONS', headers: { Origin: 'http://other.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 outside the stage or the table, and 405 for a wrong method', async () => {
    expect((await fetch(`${gateway.base}/auth/login`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${gateway.base}/local/nothing`)).status).toBe(404);
    const wrong = await fetch(`${gateway.base}/local/auth/login`);
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toEqual({ message: 'Method not allowed' });
  });
});

describe('local gateway under hostile requests', () => {
  const gateway = gatewayForTests([], (group) => {
    if (group === 'journal') throw new Error('handler crashed');
    // A header Node refuses to write: the gateway must survive its own send failing.
    if (group === 'mental-health') return { statusCode: 200, headers: { 'X-Bad': 'a\nb' }, body: '' };
    return undefined;
  });

  const stillAnswers = async () => {
    const res = await fetch(`${gateway.base}/local/auth/me`);
    expect(res.status).toBe(200);
  };

  it.each(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'])('keeps a query key %s as a plain key', async (key) => {
    const res = await fetch(`${gateway.base}/local/chat/sessions?${key}=x&${key}=y&limit=5`);
    expect(res.status).toBe(200);
    const e = gateway.events.at(-1) as APIGatewayProxyEvent;
    expect(Object.getOwnPropertyDescriptor(e.queryStringParameters, key)?.value).toBe('y');
    expect(Object.getOwnPropertyDescriptor(e.multiValueQueryStringParameters, key)?.value).toEqual(['x', 'y']);
    expect(Object.getPrototypeOf(e.queryStringParameters)).toBe(Object.prototype);
    expect(e.queryStringParameters?.limit).toBe('5');
    await stillAnswers();
  });

  it('answers 400 to a path parameter with broken percent-encoding', async () => {
    const res = await fetch(`${gateway.base}/local/chat/sessions/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request path is not valid' });
    await stillAnswers();
  });

  it('parses the URL without trusting the Host header', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${gateway.base}/local/auth/me`, { headers: { Host: '[not a host' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    await stillAnswers();
  });

  it('answers 502 when a handler throws or its answer cannot be written, and goes on', async () => {
    const crashed = await fetch(`${gateway.base}/local/journal/entries`);
    expect(crashed.status).toBe(502);
    expect(await crashed.json()).toEqual({ message: 'Internal server error' });
    const unwritable = await fetch(`${gateway.base}/local/mental-health/profile`);
    expect(unwritable.status).toBe(502);
    await stillAnswers();
  });

  it('survives a client that disconnects in the middle of a body', async () => {
    await new Promise<void>((resolve) => {
      const req = http.request(`${gateway.base}/local/auth/login`, { method: 'POST', headers: { 'Content-Length': '1000' } });
      req.on('error', () => resolve());
      req.write('{"email":');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await stillAnswers();
  });
});
