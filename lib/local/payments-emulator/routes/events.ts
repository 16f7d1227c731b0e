import { invalidRequest, noSuch } from '../errors';
import type { StripeObject } from '../store';
import { checkId, list, one } from './responses';
import { route, type Route } from './route';

/** Whether an event type is asked for: `types` lists some, `type` names one or ends with a wildcard. */
function typeMatcher(type: string | undefined, types: string[] | undefined): (t: string) => boolean {
  return (t) => {
    if (types && types.length > 0 && !types.includes(t)) return false;
    if (type === undefined) return true;
    // `type` may end with a wildcard: `customer.subscription.*`
    return type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type;
  };
}

export const eventRoutes: Route[] = [
  route('GET', '/v1/events', (ctx, p) => {
    const matches = typeMatcher(p.string('type', { max: 100 }), p.strings('types', { max: 100, maxItems: 20 }));
    p.ignore('created', 'delivery_success');
    const records = ctx.store.all<StripeObject>('events').filter((r) => matches(String(r.data.type)));
    return list(ctx, records, p, '/v1/events');
  }),
  route('GET', '/v1/events/:id', (ctx, p, [id = '']) => {
    const record = ctx.store.get('events', checkId(id, 'event'));
    if (!record) throw noSuch('event', id);
    return one(ctx, p, record.data);
  }),

  // The test hook that delivers an event once more (a test of the receiver's idempotency).
  route('POST', '/__emulator/redeliver', (ctx, p) => {
    const eventId = p.string('eventId', { max: 255, required: true }) as string;
    p.done();
    if (!ctx.store.get('events', checkId(eventId, 'event', 'eventId'))) throw noSuch('event', eventId, 'eventId');
    if (!ctx.webhooks.enabled) throw invalidRequest('No webhook URL is configured, so there is nothing to deliver to.', { param: 'eventId' });
    ctx.webhooks.redeliver(eventId);
    return { body: { id: eventId, object: 'event_redelivery', queued: true } };
  }),
];
