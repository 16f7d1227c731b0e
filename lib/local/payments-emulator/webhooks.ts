import Stripe from 'stripe';
import { newId } from './ids';
import type { PaymentsStore, StripeObject, StoredRecord } from './store';

/**
 * Events, in Stripe's envelope, and their delivery to one webhook endpoint: a POST of the
 * event as JSON with a `Stripe-Signature` header made by the SDK from the webhook secret.
 * One event at a time, in creation order; a failed attempt (not 2xx, a redirect, no answer
 * within the time-out) is retried with doubling waits, and after the last attempt the
 * emulator logs that it gave up and goes on with the next event. Events still waiting when
 * the emulator stops are delivered by the next start with the same data directory.
 */
export type EventType =
  | 'checkout.session.completed'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

export interface EventObject extends StripeObject {
  object: 'event';
  type: EventType;
  created: number;
  pending_webhooks: number;
}

export interface RequestInfo {
  id: string | null;
  idempotency_key: string | null;
}

export interface WebhookOptions {
  url?: string;
  secret: string;
  /** attempts per event, the first included */
  attempts: number;
  /** wait before the second attempt; doubled for each further one (at most 60 s) */
  baseDelayMs: number;
  /** time-out of one attempt */
  timeoutMs: number;
}

type Delivery = 'pending' | 'delivered' | 'failed' | 'none';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The endpoint without its query string or credentials, for logs. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

export class WebhookDispatcher {
  private readonly queue: string[] = [];
  private running = false;
  private closed = false;
  private readonly stop = new AbortController();
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: PaymentsStore,
    private readonly options: WebhookOptions,
    private readonly apiVersion: string,
    private readonly log: (line: string) => void,
  ) {}

  get enabled(): boolean {
    return Boolean(this.options.url);
  }

  /** Records an event with a copy of the object as it is now, and queues its delivery. */
  emit(type: EventType, object: StripeObject, request: RequestInfo, previousAttributes?: Record<string, unknown>): EventObject {
    const event: EventObject = {
      id: newId('event'),
      object: 'event',
      api_version: this.apiVersion,
      created: nowSeconds(),
      data: {
        object: structuredClone(object),
        ...(previousAttributes && Object.keys(previousAttributes).length > 0 ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
      livemode: false,
      pending_webhooks: this.enabled ? 1 : 0,
      request,
      type,
    };
    const delivery: Delivery = this.enabled ? 'pending' : 'none';
    this.store.put('events', event, { delivery, attempts: 0 });
    if (this.enabled) this.enqueue(event.id);
    return event;
  }

  /** Queues events an earlier run did not deliver, oldest first. */
  resume(): void {
    if (!this.enabled) return;
    const pending = this.store
      .all<EventObject>('events')
      .filter((r) => r.internal.delivery === 'pending')
      .sort((a, b) => a.seq - b.seq);
    for (const record of pending) this.enqueue(record.data.id);
  }

  /** Delivers an event once more (a test of the receiver's idempotency). */
  redeliver(eventId: string): boolean {
    const record = this.store.get<EventObject>('events', eventId);
    if (!record || !this.enabled) return false;
    this.enqueue(eventId);
    return true;
  }

  private enqueue(eventId: string): void {
    if (this.closed) return;
    this.queue.push(eventId);
    if (!this.running) {
      this.running = true;
      this.idle = this.run().finally(() => {
        this.running = false;
      });
    }
  }

  private async run(): Promise<void> {
    while (this.queue.length > 0 && !this.closed) {
      const id = this.queue[0] as string;
      try {
        await this.deliver(id);
      } catch (error) {
        this.log(`webhook ${id}: unexpected failure: ${(error as Error).message}`);
      }
      this.queue.shift();
    }
  }

  private async deliver(id: string): Promise<void> {
    const record = this.store.get<EventObject>('events', id);
    const url = this.options.url;
    if (!record || !url) return;
    const payload = JSON.stringify(record.data, null, 2);
    const target = describeUrl(url);
    for (let attempt = 1; attempt <= this.options.attempts; attempt += 1) {
      if (this.closed) return;
      const outcome = await this.attempt(url, payload);
      if (this.closed) return;
      if (outcome === 'ok') {
        this.log(`webhook ${id} (${record.data.type}) delivered to ${target}`);
        this.finish(record, 'delivered', attempt);
        return;
      }
      if (attempt < this.options.attempts) {
        const wait = Math.min(this.options.baseDelayMs * 2 ** (attempt - 1), 60_000);
        this.log(`webhook ${id} (${record.data.type}) attempt ${attempt} to ${target} failed (${outcome}); retrying in ${wait} ms`);
        await this.sleep(wait);
      } else {
        this.log(`webhook ${id} (${record.data.type}) to ${target} failed (${outcome}); gave up after ${attempt} attempts`);
        this.finish(record, 'failed', attempt);
      }
    }
  }

  private async attempt(url: string, payload: string): Promise<string> {
    // Signed at each attempt, as Stripe does: the timestamp is that of the attempt.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret });
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), this.stop.signal]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return res.status >= 200 && res.status < 300 ? 'ok' : `status ${res.status}`;
    } catch (error) {
      const e = error as Error & { cause?: { code?: string } };
      return e.name === 'TimeoutError' ? 'timed out' : (e.cause?.code ?? e.name ?? 'network error');
    }
  }

  private finish(record: StoredRecord<EventObject>, delivery: Delivery, attempts: number): void {
    const current = this.store.get<EventObject>('events', record.data.id) ?? record;
    const data = { ...current.data, pending_webhooks: 0 };
    this.store.put('events', data, { ...current.internal, delivery, attempts: Number(current.internal.attempts ?? 0) + attempts });
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const signal = this.stop.signal;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
  }

  /** Stops delivering (what is still queued stays pending on disk) and waits for the current attempt. */
  async close(): Promise<void> {
    this.closed = true;
    this.stop.abort();
    await this.idle;
  }
}
