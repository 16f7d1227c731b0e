import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startPaymentsEmulator, type PaymentsEmulator } from '../../../lib/local/payments-emulator';
import { freePort } from '../../../lib/local/processes';

/**
 * The local payments emulator driven by the real stripe SDK, its hosted pages by plain
 * HTTP form posts, and its webhooks received and verified with the SDK: what every
 * payments-emulator test file starts before its tests and stops after them.
 */
export const SECRET = 'sk_test_solace_local';
export const WEBHOOK_SECRET = 'whsec_solace_local';
export const PRICE = 'price_solace_premium_monthly';

export interface Delivery {
  event: Stripe.Event;
  raw: string;
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The SDK for an emulator on `port`, with the given secret key. */
export const stripeAt = (port: number, key = SECRET) => new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' });

/** A form post's body, as the hosted pages receive it. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Card numbers and secrets that no log line may hold. */
export function expectNothingSecretIn(logs: string[]): void {
  const all = logs.join('\n');
  expect(all.length).toBeGreaterThan(0);
  for (const secret of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002', SECRET, WEBHOOK_SECRET, 'sk_test_wrong_key_1234']) {
    expect(all).not.toContain(secret);
  }
}

export interface EmulatorUnderTest {
  readonly emulator: PaymentsEmulator;
  readonly stripe: Stripe;
  /** the emulator's address, `http://127.0.0.1:<port>` */
  readonly base: string;
  readonly logs: string[];
  readonly deliveries: Delivery[];
  readonly rejectedSignatures: string[];
  /** how many of the next deliveries the receiver answers with 500 */
  failNext: number;
  /** the receiver answers every delivery with 500 */
  alwaysFail: boolean;
  /** Event types delivered so far about one customer, in arrival order. */
  deliveredFor(customer: string): string[];
  /** A request to the emulator with the secret key (another one, or none with `auth: null`). */
  api(pathname: string, init?: RequestInit & { auth?: string | null }): Promise<Response>;
  /** A test hook called with a JSON body. */
  hook(pathname: string, body: unknown): Promise<Response>;
  /** The emulator still answers after what a test sent it. */
  stillServes(): Promise<void>;
}

/**
 * Starts the emulator in-process on a data directory of its own, with a webhook receiver
 * that checks each delivery's signature with the SDK, before the file's tests; stops both
 * after them.
 */
export function useEmulator(): EmulatorUnderTest {
  let dataDir: string;
  let receiver: http.Server;
  let umask: number;
  const under = {
    logs: [] as string[],
    deliveries: [] as Delivery[],
    rejectedSignatures: [] as string[],
    failNext: 0,
    alwaysFail: false,
    deliveredFor: (customer: string) =>
      under.deliveries.filter((d) => (d.event.data.object as { customer?: unknown }).customer === customer).map((d) => d.event.type),
    api: (pathname: string, init: RequestInit & { auth?: string | null } = {}) => {
      const headers = new Headers(init.headers);
      if (init.auth !== null) headers.set('Authorization', `Bearer ${init.auth ?? SECRET}`);
      if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/x-www-form-urlencoded');
      return fetch(`${under.base}${pathname}`, { ...init, headers });
    },
    hook: (pathname: string, body: unknown) =>
      under.api(pathname, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    stillServes: async () => {
      const res = await under.api('/v1/customers?limit=1');
      expect(res.status).toBe(200);
    },
  } as EmulatorUnderTest & { emulator: PaymentsEmulator; stripe: Stripe; base: string };

  const receive = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (under.alwaysFail || under.failNext > 0) {
        under.failNext = Math.max(0, under.failNext - 1);
        res.writeHead(500).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        const event = under.stripe.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), WEBHOOK_SECRET);
        under.deliveries.push({ event, raw });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      } catch (error) {
        under.rejectedSignatures.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  };

  beforeAll(async () => {
    // The most permissive umask: the files' modes must not depend on the user's.
    umask = process.umask(0);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-emulator-'));
    receiver = http.createServer(receive);
    const receiverPort = await freePort();
    await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', () => resolve()));
    const port = await freePort();
    under.emulator = await startPaymentsEmulator({
      port,
      dataDir,
      webhookUrl: `http://127.0.0.1:${receiverPort}/webhooks/stripe`,
      webhookRetry: { attempts: 3, baseDelayMs: 30, timeoutMs: 2000 },
      log: (line) => under.logs.push(line),
    });
    under.base = under.emulator.url;
    under.stripe = stripeAt(port);
  });

  afterAll(async () => {
    await under.emulator?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    process.umask(umask);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return under;
}
