import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { routes, type Route, type RouteGroup } from '../../lambdas/contracts/routes';
import type { ProxyHandler } from '../../lambdas/shared/http';
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

export function matchRoute(compiled: CompiledRoute[], method: string, path: string) {
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

/*
 * Maps built from request input are built in a Map and turned into objects with
 * Object.fromEntries, which defines own properties: a key such as `__proto__` or
 * `constructor` stays a plain key and never reaches a prototype.
 */
function singleValues(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(',') : v);
  return Object.fromEntries(out);
}

function multiValues(headers: http.IncomingHttpHeaders): Record<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v : [v]);
  return Object.fromEntries(out);
}

/** The query as API Gateway passes it: the last value of each key, and every value in order. */
export function queryMaps(params: URLSearchParams): { query: Record<string, string>; multiQuery: Record<string, string[]> } {
  const single = new Map<string, string>();
  const multi = new Map<string, string[]>();
  for (const [k, v] of params) {
    single.set(k, v);
    const values = multi.get(k);
    if (values) values.push(v);
    else multi.set(k, [v]);
  }
  return { query: Object.fromEntries(single), multiQuery: Object.fromEntries(multi) };
}

export function buildProxyEvent(
  req: http.IncomingMessage,
  route: Route,
  params: Record<string, string>,
  url: URL,
  body: Buffer,
  requestId: string,
): APIGatewayProxyEvent {
  const { query, multiQuery } = queryMaps(url.searchParams);
  const hasQuery = Object.keys(query).length > 0;
  const resourcePath = url.pathname.slice(LOCAL_STAGE.length + 1);
  return {
    resource: route.path,
    path: resourcePath,
    httpMethod: route.method,
    headers: singleValues(req.headers),
    multiValueHeaders: multiValues(req.headers),
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: Object.keys(params).length > 0 ? params : null,
    stageVariables: null,
    body: body.length > 0 ? body.toString('utf8') : null,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: undefined,
      protocol: `HTTP/${req.httpVersion}`,
      httpMethod: route.method,
      identity: {
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? null,
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        user: null,
        userArn: null,
      },
      path: url.pathname,
      stage: LOCAL_STAGE,
      requestId,
      requestTimeEpoch: Date.now(),
      resourceId: route.id,
      resourcePath: route.path,
    },
  };
}

function lambdaContext(group: string, requestId: string): Context {
  const deadline = Date.now() + 10_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `solace-${group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:solace-${group}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/solace-${group}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export function startGateway(options: GatewayOptions): Promise<http.Server> {
  const compiled = routes.map(compile);
  const loadHandler = options.loadHandler ?? loadGroupHandler;
  const handlers = new Map<RouteGroup, Promise<ProxyHandler>>();
  const prefix = `/${LOCAL_STAGE}`;

  const corsHeaders = (origin: string | undefined): Record<string, string> =>
    origin && options.corsOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};

  /** Answers once; a response that can no longer be written (client gone) is dropped. */
  const send = (res: http.ServerResponse, status: number, headers: Record<string, string>, body: string) => {
    if (res.headersSent || res.destroyed) {
      res.end();
      return;
    }
    res.writeHead(status, headers);
    res.end(body);
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse, errorHeaders: Record<string, string>) => {
    const origin = req.headers.origin;
    // A fixed base: the Host header is the client's to choose and must not decide the parse.
    const url = new URL(req.url ?? '/', 'http://localhost');

    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
      send(res, 404, errorHeaders, JSON.stringify({ message: `Not found. The API stage is ${prefix}` }));
      return;
    }
    const path = url.pathname.slice(prefix.length) || '/';
    const method = (req.method ?? 'GET').toUpperCase();

    // Preflight, answered by the gateway as API Gateway's CORS configuration does.
    if (method === 'OPTIONS') {
      const match = compiled.some((c) => c.pattern.test(path));
      send(
        res,
        match ? 204 : 404,
        {
          ...corsHeaders(origin),
          'Access-Control-Allow-Headers': 'Content-Type,Authorization',
          'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
          'Access-Control-Max-Age': '600',
        },
        '',
      );
      return;
    }

    let matched: ReturnType<typeof matchRoute>;
    try {
      matched = matchRoute(compiled, method, path);
    } catch (error) {
      if (!(error instanceof MalformedPath)) throw error;
      send(res, 400, errorHeaders, JSON.stringify({ message: error.message }));
      return;
    }
    const { route, params, pathMatched } = matched;
    if (!route) {
      send(res, pathMatched ? 405 : 404, errorHeaders, JSON.stringify({ message: pathMatched ? 'Method not allowed' : 'Not found' }));
      return;
    }

    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) {
        send(res, 413, errorHeaders, JSON.stringify({ message: 'Request body is too large' }));
        return;
      }
      const requestId = randomUUID();
      let handler = handlers.get(route.group);
      if (!handler) {
        handler = loadHandler(route.group);
        handlers.set(route.group, handler);
      }
      const invoke = async () => {
        const h = await handler;
        const event = buildProxyEvent(req, route, params, url, Buffer.concat(chunks), requestId);
        const result = await h(event, lambdaContext(route.group, requestId));
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
        send(res, result.statusCode, headers, result.body ?? '');
      };
      invoke().catch((error: unknown) => {
        // A crash in a handler is a 502 from API Gateway too; the gateway itself goes on.
        process.stderr.write(`Handler of ${route.group} failed: ${(error as Error)?.stack ?? String(error)}\n`);
        failed(res, errorHeaders);
      });
    });
  };

  /** The last resort of one request: a 502 if anything can still be sent, never a stopped process. */
  const failed = (res: http.ServerResponse, errorHeaders: Record<string, string>) => {
    try {
      if (!res.headersSent) send(res, 502, errorHeaders, JSON.stringify({ message: 'Internal server error' }));
      else res.destroy();
    } catch {
      res.destroy();
    }
  };

  const server = http.createServer((req, res) => {
    const errorHeaders = { 'Content-Type': 'application/json', ...corsHeaders(req.headers.origin) };
    // A client that goes away mid-request must not become an unhandled 'error' event.
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    try {
      handle(req, res, errorHeaders);
    } catch (error) {
      process.stderr.write(`The local gateway could not answer ${req.method ?? ''} request: ${(error as Error)?.stack ?? String(error)}\n`);
      failed(res, errorHeaders);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
