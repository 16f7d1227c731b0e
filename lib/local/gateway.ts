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

export function matchRoute(compiled: CompiledRoute[], method: string, path: string) {
  let pathMatched = false;
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (c.route.method !== method) continue;
    const params = Object.fromEntries(c.paramNames.map((name, i) => [name, decodeURIComponent(m[i + 1] ?? '')]));
    return { route: c.route, params, pathMatched };
  }
  return { route: undefined, params: {}, pathMatched };
}

function singleValues(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(',') : v;
  return out;
}

function multiValues(headers: http.IncomingHttpHeaders): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v : [v];
  return out;
}

export function buildProxyEvent(
  req: http.IncomingMessage,
  route: Route,
  params: Record<string, string>,
  url: URL,
  body: Buffer,
  requestId: string,
): APIGatewayProxyEvent {
  const query: Record<string, string> = {};
  const multiQuery: Record<string, string[]> = {};
  for (const [k, v] of url.searchParams) {
    query[k] = v;
    (multiQuery[k] ??= []).push(v);
  }
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

  const send = (res: http.ServerResponse, status: number, headers: Record<string, string>, body: string) => {
    res.writeHead(status, headers);
    res.end(body);
  };

  const server = http.createServer((req, res) => {
    const origin = req.headers.origin;
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const errorHeaders = { 'Content-Type': 'application/json', ...corsHeaders(origin) };

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

    const { route, params, pathMatched } = matchRoute(compiled, method, path);
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
      const event = buildProxyEvent(req, route, params, url, Buffer.concat(chunks), requestId);
      let handler = handlers.get(route.group);
      if (!handler) {
        handler = loadHandler(route.group);
        handlers.set(route.group, handler);
      }
      handler
        .then((h) => h(event, lambdaContext(route.group, requestId)))
        .then((result) => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
          send(res, result.statusCode, headers, result.body ?? '');
        })
        .catch((error: Error) => {
          // A crash in a handler is a 502 from API Gateway too.
          process.stderr.write(`Handler of ${route.group} failed: ${error.stack ?? error.message}\n`);
          send(res, 502, errorHeaders, JSON.stringify({ message: 'Internal server error' }));
        });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
