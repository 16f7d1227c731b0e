/**
 * One Stripe client per process: the real SDK, pointed at Stripe, or at the local payments
 * emulator when STRIPE_API_URL is set. Its keys come from Secrets Manager (AWS) or the
 * environment (locally); until real ones are put in place, payments answer 503.
 */
import Stripe from 'stripe';
import { getConfig } from '../shared/config';
import { ServiceUnavailable } from '../shared/errors';
import { getSecret } from '../shared/secrets';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server';

let client: Promise<Stripe> | undefined;

async function create(): Promise<Stripe> {
  const key = await getSecret('stripeSecretKey');
  // The stack creates the secret with a random placeholder until ops put the account's key there.
  if (!key.startsWith('sk_')) throw new ServiceUnavailable(PAYMENTS_NOT_CONFIGURED);
  const { apiUrl } = getConfig().stripe;
  if (!apiUrl) return new Stripe(key, { maxNetworkRetries: 2, timeout: 8000 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 8000,
    host: url.hostname,
    port: Number(url.port || (protocol === 'https' ? 443 : 80)),
    protocol,
  });
}

export function getStripe(): Promise<Stripe> {
  if (!client) {
    const made = create();
    client = made;
    made.catch(() => {
      if (client === made) client = undefined;
    });
  }
  return client;
}

/** The signing secret of the webhook endpoint (`whsec_…`). */
export async function getWebhookSecret(): Promise<string> {
  const secret = await getSecret('stripeWebhookSecret');
  if (!secret.startsWith('whsec_')) throw new ServiceUnavailable(PAYMENTS_NOT_CONFIGURED);
  return secret;
}

/** The id of a Stripe reference, whether it came as an id or expanded to its object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);
