import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '../contracts/notifications';
import { getConfig } from '../shared/config';
import { getSecret } from '../shared/secrets';

/**
 * One-click unsubscribe links: `u` (the user), `k` (the kind of mail) and `s`, an HMAC of both.
 * The key is derived from the stack's access-code key with its own label, so no new secret
 * is needed and a link signature can never be taken for an access-code hash or the reverse.
 * A link only ever turns its kind of mail off, so it needs no expiry.
 */
const LABEL = 'solace/unsubscribe-link/v1';

async function linkKey(): Promise<Buffer> {
  return createHmac('sha256', await getSecret('accessCodeKey')).update(LABEL).digest();
}

export async function signUnsubscribe(userId: string, kind: NotificationKind): Promise<string> {
  return createHmac('sha256', await linkKey()).update(`${userId}\n${kind}`).digest('base64url');
}

export async function verifyUnsubscribe(userId: string, kind: NotificationKind, signature: string): Promise<boolean> {
  const expected = Buffer.from(await signUnsubscribe(userId, kind));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link in a mail and in its List-Unsubscribe header (RFC 8058: a POST to it unsubscribes). */
export async function unsubscribeUrl(userId: string, kind: NotificationKind): Promise<string> {
  const base = getConfig().apiUrl ?? getConfig().appUrl;
  const query = new URLSearchParams({ u: userId, k: kind, s: await signUnsubscribe(userId, kind) });
  return `${base}/notifications/unsubscribe?${query.toString()}`;
}
