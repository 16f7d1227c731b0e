import path from 'node:path';
import * as z from 'zod';
import { DEFAULT_PLAN } from './billing/plan';
import { PAYMENTS_DEFAULTS, type PaymentsEmulatorOptions } from './server';

/**
 * The emulator's settings from the environment, for its own process
 * (`bin/payments-emulator.ts`). A bad value stops it with a message naming the variable.
 */
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), 'must be an http(s) URL');

const schema = z.object({
  PAYMENTS_PORT: z.coerce.number().int().min(1).max(65535).default(PAYMENTS_DEFAULTS.port),
  PAYMENTS_HOST: z.string().min(1).default(PAYMENTS_DEFAULTS.host),
  DATA_DIR: z.string().min(1).default('.data'),
  PAYMENTS_WEBHOOK_URL: optionalUrl,
  PAYMENTS_PUBLIC_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().min(1).default(PAYMENTS_DEFAULTS.secretKey),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).default(PAYMENTS_DEFAULTS.webhookSecret),
  STRIPE_PREMIUM_PRICE_ID: z
    .string()
    .regex(/^price_[A-Za-z0-9_]+$/, 'must look like price_…')
    .default(DEFAULT_PLAN.priceId),
});

export function readPaymentsEmulatorSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): PaymentsEmulatorOptions {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid payments emulator settings: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PAYMENTS_PORT,
    host: e.PAYMENTS_HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    webhookUrl: e.PAYMENTS_WEBHOOK_URL,
    publicUrl: e.PAYMENTS_PUBLIC_URL,
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    plan: { priceId: e.STRIPE_PREMIUM_PRICE_ID },
  };
}
