import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyResult } from 'aws-lambda';
import { routes, type Route, type RouteGroup } from '../../lambdas/contracts/routes';
import { allowOriginHeaders, corsHeaderValues } from '../../lambdas/shared/cors';
import type { ProxyHandler } from '../../lambdas/shared/http';
import { buildProxyEvent, lambdaContext } from './proxy-event';
import { LOCAL_STAGE } from './settings';

/**
 * The local stand-in for the API Gateway stage: the same route table, the same REST v1
 * proxy events, the same handler modules, invoked in this process.
 */
export type HandlerLoader = (group: RouteGroup) => Promise<ProxyHandler>;

/** Each group's `lambdas/<group>/handler.ts`, imported on first use. */
export const loadGroupHandler: HandlerLoader = async (group) => {
  const mod = (await import(`../../lambdas/${group}/handler`)) as { handler: ProxyHandler };
  return mod.handler;
};

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  paramNames: string[];
}

function compile(route: Route): CompiledRoute {
  const paramNames: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\+?\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), paramNames };
}

/** API Gateway's limit on a request body. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface GatewayOptions {
  port: number;
  host: string;
  /** Origins allowed to call the API from a browser (preflight answers). */
  corsOrigins: string[];
  loadHandler?: HandlerLoader;
}

/** A path segment with broken percent-encoding (`%E0%A4%A`) names nothing: the request is refused. */
export class MalformedPath extends Error {}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPath('The request path is not valid');
  }
}

export interface RouteMatch {
  route: Route | undefined;
  params: Record<string, string>;
  /** Some route has this path (with another method, when `route` is undefined). */
  pathMatched: boolean;
}

export function matchRoute(compiled: CompiledRoute[], method: string, path: string): RouteMatch {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    const params = Object.fromEntries(c.paramNames.map((name, i) => [name, decodeSegment(m[i + 1] ?? '')]));
    return { route: c.route, params, pathMatched };
  }
  return { route: undefined, params: {}, pathMatched };
}

/** What every request of one gateway shares. */
interface Gateway {
  compiled: CompiledRoute[];
  corsOrigins: readonly string[];
  loadHandler: HandlerLoader;
  /** Each group's handler, loaded once. */
  handlers: Map<RouteGroup, Promise<ProxyHandler>>;
}

/** One request being answered. */
interface Exchange {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  /** A fixed base: the Host header is the client's to choose and must not decide the parse. */
  url: URL;
  /** JSON content type and, for an allowed origin, its CORS headers: every answer the gateway makes itself. */
  errorHeaders: Record<string, string>;
}

const STAGE_PREFIX = `/${LOCAL_STAGE}`;

/** Answers once; a response that can no longer be written (client gone) is dropped. */
function send(res: http.ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  if (res.headersSent || res.destroyed) {
    res.end();
    return;
  }
  res.writeHead(status, headers);
  res.end(body);
}

function sendMessage(ex: Exchange, status: number, message: string): void {
  send(ex.res, status, ex.errorHeaders, JSON.stringify({ message }));
}

/** The last resort of one request: a 502 if anything can still be sent, never a stopped process. */
function sendFailure(ex: Exchange): void {
  try {
    if (!ex.res.headersSent) sendMessage(ex, 502, 'Internal server error');
    else ex.res.destroy();
  } catch {
    ex.res.destroy();
  }
}

/** The route path under the stage (`/prod/auth/login` → `/auth/login`), or undefined outside the stage. */
function pathInStage(url: URL): string | undefined {
  if (url.pathname !== STAGE_PREFIX && !url.pathname.startsWith(`${STAGE_PREFIX}/`)) return undefined;
  return url.pathname.slice(STAGE_PREFIX.length) || '/';
}

/** Preflight, answered by the gateway as API Gateway's CORS configuration does. */
function answerPreflight(gateway: Gateway, ex: Exchange, path: string): void {
  const known = gateway.compiled.some((c) => c.pattern.test(path));
  send(
    ex.res,
    known ? 204 : 404,
    {
      ...allowOriginHeaders(ex.req.headers.origin, gateway.corsOrigins),
      'Access-Control-Allow-Headers': corsHeaderValues.allowHeaders,
      'Access-Control-Allow-Methods': corsHeaderValues.allowMethods,
      'Access-Control-Max-Age': corsHeaderValues.maxAge,
    },
    '',
  );
}

/** The route and its path parameters; otherwise the 400, 404 or 405 is sent and undefined returned. */
function routeOf(gateway: Gateway, ex: Exchange, method: string, path: string): RouteMatch | undefined {
  let matched: RouteMatch;
  try {
    matched = matchRoute(gateway.compiled, method, path);
  } catch (error) {
    if (!(error instanceof MalformedPath)) throw error;
    sendMessage(ex, 400, error.message);
    return undefined;
  }
  if (matched.route) return matched;
  if (matched.pathMatched) sendMessage(ex, 405, 'Method not allowed');
  else sendMessage(ex, 404, 'Not found');
  return undefined;
}

/** The whole body, or undefined when it is over API Gateway's limit (the rest is read and dropped). */
function readLimitedBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
  });
}

function handlerOf(gateway: Gateway, group: RouteGroup): Promise<ProxyHandler> {
  let handler = gateway.handlers.get(group);
  if (!handler) {
    handler = gateway.loadHandler(group);
    gateway.handlers.set(group, handler);
  }
  return handler;
}

/** The handler's answer as it is: its status, headers and body. */
function writeResult(res: http.ServerResponse, result: APIGatewayProxyResult): void {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  send(res, result.statusCode, headers, result.body ?? '');
}

/** Runs the route's handler on the proxy event; authorization is the handler's own (lambdas/shared/auth.ts). */
async function invoke(gateway: Gateway, ex: Exchange, matched: RouteMatch & { route: Route }, body: Buffer): Promise<void> {
  const { route, params } = matched;
  const requestId = randomUUID();
  try {
    const handler = await handlerOf(gateway, route.group);
    const event = buildProxyEvent(ex.req, route, params, ex.url, body, requestId);
    writeResult(ex.res, await handler(event, lambdaContext(route.group, requestId)));
  } catch (error) {
    // A crash in a handler is a 502 from API Gateway too; the gateway itself goes on.
    process.stderr.write(`Handler of ${route.group} failed: ${(error as Error)?.stack ?? String(error)}\n`);
    sendFailure(ex);
  }
}

/** Stage, preflight, route, body, then the handler: each step answers itself when the request ends there. */
async function answer(gateway: Gateway, ex: Exchange): Promise<void> {
  const path = pathInStage(ex.url);
  if (path === undefined) {
    sendMessage(ex, 404, `Not found. The API stage is ${STAGE_PREFIX}`);
    return;
  }
  const method = (ex.req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    answerPreflight(gateway, ex, path);
    return;
  }
  const matched = routeOf(gateway, ex, method, path);
  if (!matched?.route) return;
  const body = await readLimitedBody(ex.req);
  if (!body) {
    sendMessage(ex, 413, 'Request body is too large');
    return;
  }
  await invoke(gateway, ex, { ...matched, route: matched.route }, body);
}

function onRequest(gateway: Gateway, req: http.IncomingMessage, res: http.ServerResponse): void {
  const errorHeaders = { 'Content-Type': 'application/json', ...allowOriginHeaders(req.headers.origin, gateway.corsOrigins) };
  const ex: Exchange = { req, res, url: new URL('/', 'http://localhost'), errorHeaders };
  // A client that goes away mid-request must not become an unhandled 'error' event.
  req.on('error', () => res.destroy());
  res.on('error', () => undefined);
  const couldNotAnswer = (error: unknown) => {
    process.stderr.write(`The local gateway could not answer ${req.method ?? ''} request: ${(error as Error)?.stack ?? String(error)}\n`);
    sendFailure(ex);
  };
  try {
    ex.url = new URL(req.url ?? '/', 'http://localhost');
    answer(gateway, ex).catch(couldNotAnswer);
  } catch (error) {
    couldNotAnswer(error);
  }
}

export function startGateway(options: GatewayOptions): Promise<http.Server> {
  const gateway: Gateway = {
    compiled: routes.map(compile),
    corsOrigins: options.corsOrigins,
    loadHandler: options.loadHandler ?? loadGroupHandler,
    handlers: new Map(),
  };
  const server = http.createServer((req, res) => onRequest(gateway, req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
