import type http from 'node:http';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import type { Route } from '../../lambdas/contracts/routes';
import { LOCAL_STAGE } from './settings';

/** The REST v1 proxy event and Lambda context API Gateway would hand a handler, built from a local request. */

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

export function lambdaContext(group: string, requestId: string): Context {
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
