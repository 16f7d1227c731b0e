import http from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { startGateway } from '../../lib/local/gateway';
import { freePort } from '../../lib/local/processes';

describe('local gateway', () => {
  let server: http.Server;
  let base: string;
  const events: APIGatewayProxyEvent[] = [];

  beforeAll(async () => {
    const port = await freePort();
    server = await startGateway({
      port,
      host: '127.0.0.1',
      corsOrigins: ['http://app.test'],
      loadHandler: async () => async (event) => {
        events.push(event);
        return { statusCode: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ok: true }) };
      },
    });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('turns a request into the REST v1 proxy event of its route', async () => {
    const res = await fetch(`${base}/local/auth/login?x=1&x=2&y=z`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc' },
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    expect(res.status).toBe(200);
    const e = events.at(-1) as APIGatewayProxyEvent;
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
    const ok = await fetch(`${base}/local/auth/login`, { method: 'OPTIONS', headers: { Origin: 'http://app.test' } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://app.test');
    const other = await fetch(`${base}/local/auth/login`, { method: 'OPTIONS', headers: { Origin: 'http://other.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 outside the stage or the table, and 405 for a wrong method', async () => {
    expect((await fetch(`${base}/auth/login`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/local/nothing`)).status).toBe(404);
    const wrong = await fetch(`${base}/local/auth/login`);
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toEqual({ message: 'Method not allowed' });
  });
});
