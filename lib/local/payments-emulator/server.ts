import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Stripe from 'stripe';
import { Billing, NO_REQUEST } from './billing/context';
import { DEFAULT_PLAN, type PlanConfig } from './billing/plan';
import { ApiError, internalError, invalidRequest } from './errors';
import { FormError, formFromJson, parseForm, type FormObject } from './form';
import { newId } from './ids';
import { contentSecurityPolicy, handlePage, type PageResponse } from './pages';
import { dispatch, type ApiContext } from './routes/router';
import { PaymentsStore } from './store';
import { WebhookDispatcher } from './webhooks';

/**
 * A Stripe-shaped payments service for local runs and tests, which the real `stripe` SDK
 * talks to with `new Stripe(secretKey, { host, port, protocol: 'http' })`. One process, one
 * secret key, one webhook endpoint, objects persisted under `<dataDir>/payments/`.
 */
export const PAYMENTS_DEFAULTS = {
  port: 12111,
  host: '127.0.0.1',
  secretKey: 'sk_test_solace_local',
  webhookSecret: 'whsec_solace_local',
  webhookAttempts: 5,
  webhookBaseDelayMs: 1000,
  webhookTimeoutMs: 10_000,
} as const;

export interface PaymentsEmulatorOptions {
  /** 12111 by default; 0 takes any free port (see `port` of the result) */
  port?: number;
  host?: string;
  /** objects are kept in `<dataDir>/payments/` */
  dataDir: string;
  secretKey?: string;
  webhookSecret?: string;
  /** where events are POSTed; none: events are only recorded (and listed by `GET /v1/events`) */
  webhookUrl?: string;
  /** the base of hosted pages' addresses (checkout and portal `url`); `http://<host>:<port>` by default */
  publicUrl?: string;
  /** the premium plan's price, product and amount */
  plan?: Partial<PlanConfig>;
  webhookRetry?: { attempts?: number; baseDelayMs?: number; timeoutMs?: number };
  /** one line per request and webhook delivery; stdout with a `[payments]` prefix by default */
  log?: (line: string) => void;
}

export interface PaymentsEmulator {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Bodies larger than this are refused (413); past the hard limit the connection is closed. */
const MAX_BODY_BYTES = 256 * 1024;
const HARD_BODY_BYTES = 8 * 1024 * 1024;
const IDEMPOTENCY_ENTRIES = 2000;
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

function checkOptions(options: PaymentsEmulatorOptions) {
  const port = options.port ?? PAYMENTS_DEFAULTS.port;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid payments emulator port: ${String(options.port)}`);
  const secretKey = options.secretKey ?? PAYMENTS_DEFAULTS.secretKey;
  const webhookSecret = options.webhookSecret ?? PAYMENTS_DEFAULTS.webhookSecret;
  if (secretKey.length === 0 || webhookSecret.length === 0) throw new Error('The payments emulator needs a non-empty secret key and webhook secret.');
  const httpUrl = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') return undefined;
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new Error(`Invalid payments emulator ${name}: not a URL.`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`Invalid payments emulator ${name}: it must be an http(s) URL.`);
    return value.replace(/\/+$/, '');
  };
  const plan: PlanConfig = { ...DEFAULT_PLAN, ...options.plan };
  if (!/^price_[A-Za-z0-9_]+$/.test(plan.priceId) || !/^prod_[A-Za-z0-9_]+$/.test(plan.productId)) {
    throw new Error('Invalid payments emulator plan: the price id must start with price_ and the product id with prod_ (letters, digits, _).');
  }
  if (!Number.isSafeInteger(plan.unitAmount) || plan.unitAmount < 1 || plan.unitAmount > 99_999_999) throw new Error('Invalid payments emulator plan amount.');
  if (!/^[a-z]{3}$/.test(plan.currency)) throw new Error('Invalid payments emulator plan currency (three lower-case letters).');
  const retry = options.webhookRetry ?? {};
  return {
    port,
    host: options.host ?? PAYMENTS_DEFAULTS.host,
    secretKey,
    webhookSecret,
    webhookUrl: httpUrl('webhook URL', options.webhookUrl),
    publicUrl: httpUrl('public URL', options.publicUrl),
    plan,
    attempts: Math.max(1, retry.attempts ?? PAYMENTS_DEFAULTS.webhookAttempts),
    baseDelayMs: Math.max(0, retry.baseDelayMs ?? PAYMENTS_DEFAULTS.webhookBaseDelayMs),
    timeoutMs: Math.max(1, retry.timeoutMs ?? PAYMENTS_DEFAULTS.webhookTimeoutMs),
  };
}

/** Whether the Authorization header carries the secret key (Bearer, or Basic with the key as user name). */
function authenticate(header: string | undefined, secretKey: string): ApiError | undefined {
  if (!header) {
    return invalidRequest(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      { status: 401 },
    );
  }
  let key: string | undefined;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (bearer) key = bearer[1];
  else if (basic) key = Buffer.from(basic[1] ?? '', 'base64').toString('utf8').split(':')[0];
  if (key !== undefined && timingSafeEqual(sha256(key), sha256(secretKey))) return undefined;
  const shown = key && /^(sk|rk|pk)_(test|live)_[A-Za-z0-9_]{4,}$/.test(key) ? `: ${key.slice(0, key.indexOf('_', 3) + 1)}${'*'.repeat(8)}${key.slice(-4)}` : '.';
  return invalidRequest(`Invalid API Key provided${shown}`, { status: 401 });
}

interface CachedResponse {
  fingerprint: string;
  status: number;
  body: string;
  at: number;
}

/** Replays of POSTs with the same `Idempotency-Key` (the SDK sends one with each POST and retries with it). */
class IdempotencyCache {
  private readonly entries = new Map<string, CachedResponse>();

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.at > IDEMPOTENCY_TTL_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > IDEMPOTENCY_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

class BodyTooLarge extends Error {}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > HARD_BODY_BYTES) {
      req.destroy();
      throw new BodyTooLarge();
    }
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
  return Buffer.concat(chunks).toString('utf8');
}

const header = (req: http.IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function startPaymentsEmulator(options: PaymentsEmulatorOptions): Promise<PaymentsEmulator> {
  const config = checkOptions(options);
  const log = options.log ?? ((line: string) => process.stdout.write(`[payments] ${line}\n`));
  const store = new PaymentsStore(path.join(path.resolve(options.dataDir), 'payments'), log);
  store.load();
  const apiVersion = Stripe.API_VERSION;
  const webhooks = new WebhookDispatcher(
    store,
    { url: config.webhookUrl, secret: config.webhookSecret, attempts: config.attempts, baseDelayMs: config.baseDelayMs, timeoutMs: config.timeoutMs },
    apiVersion,
    log,
  );
  const billing = new Billing(store, config.plan, webhooks, config.publicUrl ?? '');
  const ctx: ApiContext = { billing, store, webhooks };
  const idempotency = new IdempotencyCache();

  const sendJson = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
    res.end(body);
  };

  const sendPage = (res: http.ServerResponse, page: PageResponse) => {
    const common = {
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    };
    if ('location' in page) {
      res.writeHead(303, { ...common, Location: page.location });
      res.end();
      return;
    }
    res.writeHead(page.status, { ...common, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy(page.formTargets) });
    res.end(page.html);
  };

  const errorBody = (error: unknown): { status: number; body: string } => {
    if (error instanceof ApiError) return { status: error.status, body: JSON.stringify(error.toJSON(), null, 2) };
    if (error instanceof FormError) {
      const e = invalidRequest(error.message, { param: error.param, code: 'parameter_invalid' });
      return { status: e.status, body: JSON.stringify(e.toJSON(), null, 2) };
    }
    if (error instanceof BodyTooLarge) {
      const e = invalidRequest(`The request body is too large (more than ${MAX_BODY_BYTES / 1024} KiB).`, { status: 413 });
      return { status: 413, body: JSON.stringify(e.toJSON(), null, 2) };
    }
    log(`internal error: ${(error as Error)?.stack ?? String(error)}`);
    return { status: 500, body: JSON.stringify(internalError().toJSON(), null, 2) };
  };

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, method: string, pathname: string, query: string): Promise<number> {
    const requestId = newId('request');
    const headers: Record<string, string> = { 'Request-Id': requestId, 'Stripe-Version': header(req, 'stripe-version') ?? apiVersion };
    const denied = authenticate(header(req, 'authorization'), config.secretKey);
    if (denied) {
      // The body is read anyway, so that the answer is not cut off by an unread upload.
      await readBody(req).catch(() => undefined);
      sendJson(res, denied.status, JSON.stringify(denied.toJSON(), null, 2), { ...headers, 'WWW-Authenticate': 'Bearer realm="Stripe"' });
      return denied.status;
    }
    const idempotencyKey = method === 'POST' ? header(req, 'idempotency-key') : undefined;
    let status: number;
    let body: string;
    let replayed = false;
    try {
      const text = method === 'GET' ? '' : await readBody(req);
      if (idempotencyKey !== undefined && idempotencyKey.length > 255) {
        throw invalidRequest('Idempotency keys can be at most 255 characters long.', { param: 'Idempotency-Key' });
      }
      const fingerprint = sha256(`${method} ${pathname}\n${text}`).toString('hex');
      const cached = idempotencyKey ? idempotency.get(idempotencyKey) : undefined;
      if (cached && idempotencyKey) {
        if (cached.fingerprint !== fingerprint) {
          throw new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey.slice(0, 100)}' if you meant to execute a different request.`,
          });
        }
        ({ status, body } = cached);
        replayed = true;
      } else {
        const contentType = (header(req, 'content-type') ?? '').toLowerCase();
        const isJson = contentType.startsWith('application/json');
        if (isJson && pathname.startsWith('/v1/')) {
          throw invalidRequest('Invalid request: the API takes form-encoded bodies (application/x-www-form-urlencoded), not JSON.');
        }
        let values: FormObject;
        if (method === 'POST') values = isJson ? formFromJson(text) : parseForm(text);
        else values = parseForm(query.length > 0 ? query : text);
        billing.request = { id: requestId, idempotency_key: idempotencyKey ?? null };
        try {
          const result = dispatch(ctx, method, pathname, values);
          status = result.status ?? 200;
          body = JSON.stringify(result.body, null, 2);
        } catch (error) {
          ({ status, body } = errorBody(error));
        } finally {
          billing.request = NO_REQUEST;
        }
        // Stored only once the endpoint ran to a result: a success, or a card decline it recorded.
        if (idempotencyKey && (status === 200 || status === 402)) idempotency.set(idempotencyKey, { fingerprint, status, body, at: Date.now() });
      }
    } catch (error) {
      ({ status, body } = errorBody(error));
    }
    if (idempotencyKey) {
      headers['Idempotency-Key'] = idempotencyKey;
      if (replayed) headers['Idempotent-Replayed'] = 'true';
    }
    sendJson(res, status, body, headers);
    return status;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const started = Date.now();
    const method = req.method ?? 'GET';
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const pathname = q === -1 ? raw : raw.slice(0, q);
    const query = q === -1 ? '' : raw.slice(q + 1);
    let status = 500;
    try {
      if (!pathname.startsWith('/') || pathname.length > 2048 || query.length > 64 * 1024) {
        status = 400;
        sendJson(res, 400, JSON.stringify(invalidRequest('The request URL could not be read.').toJSON(), null, 2));
      } else if (pathname === '/__emulator/health') {
        status = 200;
        sendJson(res, 200, JSON.stringify({ ok: true, api_version: apiVersion }));
      } else if (pathname.startsWith('/v1/') || pathname.startsWith('/__emulator/')) {
        status = await handleApi(req, res, method, pathname, query);
      } else {
        const body = method === 'POST' ? await readBody(req) : '';
        const page = handlePage(billing, method, pathname, query, body);
        if (page) {
          status = page.status;
          sendPage(res, page);
        } else {
          status = 404;
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
          res.end('Not found\n');
        }
      }
    } catch (error) {
      status = error instanceof BodyTooLarge ? 413 : 500;
      if (status === 500) log(`internal error: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) {
        res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(status === 413 ? 'Request body too large\n' : 'Internal error\n');
      } else {
        res.destroy();
      }
    }
    const shownPath = pathname.length > 120 ? `${pathname.slice(0, 120)}…` : pathname;
    log(`${method.slice(0, 10)} ${shownPath} ${status} ${Date.now() - started}ms`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`request failed: ${(error as Error)?.message ?? String(error)}`);
      res.destroy();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${config.port} is already in use (payments emulator). Stop what uses it, or set PAYMENTS_PORT to another port.`)
          : error,
      );
    };
    server.once('error', failed);
    server.listen({ port: config.port, host: config.host }, () => {
      server.off('error', failed);
      resolve();
    });
  });
  server.on('error', (error) => log(`server error: ${error.message}`));
  const port = (server.address() as AddressInfo).port;
  const shownHost = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${shownHost}:${port}`;
  billing.publicUrl = config.publicUrl ?? url;
  webhooks.resume();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, webhooks.close()]);
    })();
    return closing;
  };
  return { url, port, close };
}
