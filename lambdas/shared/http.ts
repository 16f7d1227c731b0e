import middy, { type MiddlewareObj } from '@middy/core';
import httpCors from '@middy/http-cors';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod';
import { schemasOf, type RouteBody, type RouteParams, type RouteQuery } from '../contracts/route-schemas';
import { routes, type RouteGroup, type RouteId, type RouteIdOf, type RouteOf } from '../contracts/routes';
import { authenticate, type AuthContext } from './auth';
import { getConfig } from './config';
import { CORS_MAX_AGE_SECONDS, corsHeaderValues } from './cors';
import { BadRequest, Forbidden, HttpError, NotFound, PayloadTooLarge } from './errors';
import { PREMIUM_REQUIRED, hasPremium } from './premium';
import { createLogger, type Logger } from './logger';

export interface RequestContext<Id extends RouteId> {
  route: RouteOf<Id>;
  body: RouteBody<Id>;
  query: RouteQuery<Id>;
  params: RouteParams<Id>;
  /** Present on every route that is not public. */
  auth: RouteOf<Id>['auth'] extends 'public' ? undefined : AuthContext;
  sourceIp: string;
  requestId: string;
  logger: Logger;
  /** The body exactly as sent, for a `rawBody` route (a signed webhook); otherwise undefined. */
  rawBody?: string;
  /** Request headers, names in lower case. */
  headers: Readonly<Record<string, string | undefined>>;
}

/** An answer with a status other than 200. */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {}
}

export const reply = (statusCode: number, body: unknown): Reply => new Reply(statusCode, body);

export type Operation<Id extends RouteId> = (ctx: RequestContext<Id>) => Promise<unknown>;
/** Every route of a group has its operation: a missing one fails the type check. */
export type Operations<G extends RouteGroup> = { [Id in RouteIdOf<G>]: Operation<Id> };

export type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

function json(statusCode: number, body: unknown): APIGatewayProxyResult {
  if (statusCode === 204) return { statusCode, headers: { 'Cache-Control': 'no-store' }, body: '' };
  return { statusCode, headers: { ...JSON_HEADERS }, body: JSON.stringify(body ?? null) };
}

function readBody(event: APIGatewayProxyEvent, maxBytes: number): Buffer | undefined {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > maxBytes) throw new PayloadTooLarge();
  return raw;
}

function parseJsonBody(event: APIGatewayProxyEvent, maxBytes: number): unknown {
  const raw = readBody(event, maxBytes);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
}

/**
 * A failed union (text or an encrypted field, a list or an encrypted field) says only
 * "Invalid input": name instead what failed in the one option that was of the input's type,
 * e.g. "triggers: at most 20 triggers".
 */
export function explainIssue(issue: z.core.$ZodIssue, parentPath: PropertyKey[] = []): { path: string; message: string } {
  const path = [...parentPath, ...issue.path];
  if (issue.code === 'invalid_union') {
    const wrongType = (branch: z.core.$ZodIssue[]) => branch.every((i) => i.code === 'invalid_type' && i.path.length === 0);
    const fitting = issue.errors.filter((branch) => branch.length > 0 && !wrongType(branch));
    const first = fitting.length === 1 ? fitting[0]?.[0] : undefined;
    if (first) return explainIssue(first, path);
    if (fitting.length === 0) {
      const expected = new Set(issue.errors.flat().flatMap((i) => (i.code === 'invalid_type' ? [i.expected] : [])));
      if (expected.size > 0) return { path: path.map(String).join('.'), message: `Invalid input: expected ${[...expected].join(' or ')}` };
    }
  }
  return { path: path.map(String).join('.'), message: issue.message };
}

function validate(schema: z.ZodType | undefined, input: unknown, what: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => explainIssue(issue));
  const first = errors[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : `Invalid ${what}`;
  throw new BadRequest(message, { errors });
}

/** Path parameters name a thing; one that cannot exist is simply not found. */
function validatePath(schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return {};
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new NotFound(parsed.error.issues[0]?.message ?? 'Not found');
}

/** Maps thrown errors to `{ message }` answers; an unexpected one is a logged 500. */
function errorResponses(logger: Logger): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  return {
    onError: async (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        request.response = json(error.statusCode, { message: error.message, ...error.details });
        return;
      }
      logger.error('Unhandled error', { error: error as Error });
      request.response = json(500, { message: 'Something went wrong. Please try again later.' });
    },
  };
}

/** One line per request: route, status and time. Never bodies or headers. */
function requestLog(logger: Logger): MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  const started = new WeakMap<object, number>();
  const write = (request: { event: APIGatewayProxyEvent; response: APIGatewayProxyResult | null }) => {
    const start = started.get(request.event);
    logger.info('request', {
      method: request.event.httpMethod,
      resource: request.event.resource,
      status: request.response?.statusCode,
      durationMs: start === undefined ? undefined : Date.now() - start,
    });
  };
  return {
    before: async (request) => {
      started.set(request.event, Date.now());
      logger.appendKeys({ requestId: request.context.awsRequestId });
    },
    after: async (request) => write(request),
    onError: async (request) => {
      if (request.response) write(request);
    },
  };
}

/**
 * The request pipeline of a group's Lambda: header normalisation, CORS, error mapping,
 * route match, authentication, JSON parse and zod validation, then the operation.
 */
export function createGroupHandler<G extends RouteGroup>(group: G, operations: Operations<G>): ProxyHandler {
  const config = getConfig();
  const logger = createLogger(`solace-${group}`);
  const groupRoutes = routes.filter((r) => r.group === group);

  const dispatch = async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const route = groupRoutes.find((r) => r.method === event.httpMethod && r.path === event.resource);
    if (!route) throw new NotFound('Route not found');
    const auth =
      route.auth === 'public' ? undefined : await authenticate(event.headers?.authorization, route.auth);
    if ('premium' in route && route.premium === true && auth && !hasPremium(auth.user)) throw new Forbidden(PREMIUM_REQUIRED);
    const maxBodyBytes = 'maxBodyBytes' in route ? (route.maxBodyBytes as number) : DEFAULT_MAX_BODY_BYTES;
    const raw = 'rawBody' in route && route.rawBody === true;
    const rawBody = raw ? readBody(event, maxBodyBytes)?.toString('utf8') : undefined;
    const jsonBody = raw ? undefined : parseJsonBody(event, maxBodyBytes);
    const schemas = schemasOf(route.id);
    const params = validatePath(schemas.params, event.pathParameters);
    const body = validate(schemas.body, jsonBody, 'body');
    const query = validate(schemas.query, event.queryStringParameters, 'query');
    const ctx = {
      route,
      body,
      query,
      params,
      auth,
      sourceIp: event.requestContext?.identity?.sourceIp ?? 'unknown',
      requestId: context.awsRequestId,
      logger,
      rawBody,
      headers: (event.headers ?? {}) as Record<string, string | undefined>,
    };
    const operation = operations[route.id as RouteIdOf<G>] as unknown as Operation<RouteId>;
    const result = await operation(ctx as unknown as RequestContext<RouteId>);
    if (result instanceof Reply) return json(result.statusCode, result.body);
    return json(200, result);
  };

  return middy(dispatch)
    .use(httpHeaderNormalizer())
    .use(requestLog(logger))
    .use(
      httpCors({
        origins: config.corsOrigins,
        headers: corsHeaderValues.allowHeaders,
        methods: corsHeaderValues.allowMethods,
        maxAge: CORS_MAX_AGE_SECONDS,
      }),
    )
    .use(errorResponses(logger)) as unknown as ProxyHandler;
}
