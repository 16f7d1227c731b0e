import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { BadRequest, Conflict } from '../../lambdas/shared/errors';

const APP = 'http://app.test';

function event(method: string, resource: string, body?: string, headers: Record<string, string> = {}): APIGatewayProxyEvent {
  return {
    resource,
    path: resource,
    httpMethod: method,
    headers: { Origin: APP, ...headers },
    multiValueHeaders: {},
    queryStringParameters: null,
    multiValueQueryStringParameters: null,
    pathParameters: null,
    stageVariables: null,
    body: body ?? null,
    isBase64Encoded: false,
    requestContext: { identity: { sourceIp: '203.0.113.9' } } as APIGatewayProxyEvent['requestContext'],
  };
}

const context = { awsRequestId: 'req-1' } as Context;

describe('the request pipeline', () => {
  const calls: unknown[] = [];
  let handler: (e: APIGatewayProxyEvent, c: Context) => Promise<{ statusCode: number; body: string; headers?: Record<string, unknown> }>;

  beforeAll(async () => {
    Object.assign(process.env, {
      TABLE_NAME: 't',
      USER_POOL_ID: 'us-east-1_x',
      USER_POOL_CLIENT_ID: 'client',
      APP_URL: APP,
      EMAIL_FROM: 'no-reply@app.test',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    });
    const { createGroupHandler, reply } = await import('../../lambdas/shared/http');
    const ok = async (ctx: unknown) => {
      calls.push(ctx);
      return { ok: true };
    };
    handler = createGroupHandler('auth', {
      'auth.register': async () => reply(201, { created: true }),
      'auth.login': async (ctx) => {
        calls.push(ctx);
        if (ctx.body.password === 'conflict!') throw new Conflict('Taken');
        if (ctx.body.password === 'crash!') throw new Error('database exploded with secret details');
        throw new BadRequest('no');
      },
      'auth.refresh': ok,
      'auth.me': ok,
      'auth.logout': ok,
      'auth.updateProfile': ok,
      'auth.forgotPassword': async (ctx) => ({ email: ctx.body.email, ip: ctx.sourceIp }),
      'auth.resetPassword': ok,
      'auth.verifyEmail': ok,
      'auth.resendVerification': ok,
    }) as typeof handler;
  });

  it('answers an operation result as JSON, with CORS for the app origin', async () => {
    const res = await handler(event('POST', '/auth/forgot-password', JSON.stringify({ email: ' Me@Example.COM ' })), context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ email: 'me@example.com', ip: '203.0.113.9' });
    expect(res.headers?.['Access-Control-Allow-Origin']).toBe(APP);
    expect(res.headers?.['Content-Type']).toBe('application/json');
  });

  it('uses the status of a reply', async () => {
    const body = JSON.stringify({ email: 'a@b.co', password: 'Abcdefg1!', firstName: 'A', lastName: 'B' });
    expect((await handler(event('POST', '/auth/register', body), context)).statusCode).toBe(201);
  });

  it('maps errors to their status with a message body and CORS headers', async () => {
    const conflict = await handler(event('POST', '/auth/login', JSON.stringify({ email: 'a@b.co', password: 'conflict!' })), context);
    expect(conflict.statusCode).toBe(409);
    expect(JSON.parse(conflict.body)).toEqual({ message: 'Taken' });
    expect(conflict.headers?.['Access-Control-Allow-Origin']).toBe(APP);
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const res = await handler(event('POST', '/auth/login', JSON.stringify({ email: 'a@b.co', password: 'crash!' })), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(JSON.parse(res.body).message).toBeTruthy();
  });

  it('answers 400 for invalid JSON and for schema failures, naming the field', async () => {
    const bad = await handler(event('POST', '/auth/login', '{'), context);
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).message).toBe('Request body is not valid JSON');
    const invalid = await handler(event('POST', '/auth/login', JSON.stringify({ email: 'nope', password: 'x' })), context);
    expect(invalid.statusCode).toBe(400);
    const parsed = JSON.parse(invalid.body);
    expect(parsed.message).toMatch(/^email: /);
    expect(parsed.errors[0].path).toBe('email');
  });

  it('answers 413 for a body over the limit and 404 for an unknown route', async () => {
    const big = await handler(event('POST', '/auth/login', 'x'.repeat(70 * 1024)), context);
    expect(big.statusCode).toBe(413);
    const unknown = await handler(event('GET', '/auth/unknown'), context);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a protected route without a bearer token before running the operation', async () => {
    const before = calls.length;
    const res = await handler(event('GET', '/auth/me'), context);
    expect(res.statusCode).toBe(401);
    expect(calls.length).toBe(before);
    const wrongScheme = await handler(event('GET', '/auth/me', undefined, { Authorization: 'Basic abc' }), context);
    expect(wrongScheme.statusCode).toBe(401);
  });

  it('omits CORS headers for an origin that is not allowed', async () => {
    const res = await handler(event('POST', '/auth/forgot-password', JSON.stringify({ email: 'a@b.co' }), { Origin: 'https://evil.test' }), context);
    expect(res.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });
});
