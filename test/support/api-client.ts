import http from 'node:http';

/** A plain HTTP client for the local API stage, as a browser or a script would call it. */
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One request from a chosen local source address (loopback has all of 127.0.0.0/8), as another client would send it. */
function requestFrom(localAddress: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
        const status = res.statusCode ?? 500;
        // A Response with one of these statuses may not have a body.
        resolve(new Response([101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export function apiCaller(apiUrl: string, client: { from?: string } = {}) {
  return async function call<T = Record<string, unknown>>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.rawBody !== undefined) headers['Content-Type'] = 'application/json';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const init = { method, headers, body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) };
    const response = client.from ? await requestFrom(client.from, `${apiUrl}${path}`, init) : await fetch(`${apiUrl}${path}`, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: body as T, headers: response.headers };
  };
}

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo?: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Raw (SendRawEmail) messages only: each attachment with its content in base64. */
  attachments?: { filename?: string; contentType: string; content: string; size: number }[];
  at: number;
}

/** Emails the local SES emulator received, newest last. */
export async function emailsTo(emailUrl: string, address: string): Promise<StoredEmail[]> {
  const response = await fetch(`${emailUrl}/store`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  return store.emails.filter((e) => e.destination.to.map((t) => t.toLowerCase()).includes(address.toLowerCase()));
}

/** Waits for an email to the address whose subject matches, and returns it. */
export async function waitForEmail(emailUrl: string, address: string, subject: RegExp, count = 1, timeoutMs = 10_000): Promise<StoredEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = (await emailsTo(emailUrl, address)).filter((e) => subject.test(e.subject));
    if (matching.length >= count) return matching[count - 1] as StoredEmail;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" number ${count} to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The token of the first link to `<app>/<page>?token=` in an email's text. */
export function linkToken(email: StoredEmail, page: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(email.body.text ?? '');
  if (!match?.[1]) throw new Error(`No ${page} link in the email`);
  return match[1];
}

let counter = 0;
/** A fresh address for each test user. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'Calm-Waters1!';
