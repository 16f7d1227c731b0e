import path from 'node:path';
import * as z from 'zod';

/**
 * Settings of the local stack, from the environment with the defaults of docs/local-stack.md.
 * Read once at start and validated; a bad value stops with a message naming it.
 */
const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const schema = z.object({
  WEB_PORT: port(3000),
  API_PORT: port(3001),
  SES_PORT: port(8005),
  DYNAMODB_PORT: port(8000),
  COGNITO_PORT: port(9229),
  PAYMENTS_PORT: port(12111),
  DATA_DIR: z.string().min(1).default('.data'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** Real Stripe test keys: then the app talks to Stripe and the local payments emulator is not started. */
  STRIPE_SECRET_KEY: z.string().regex(/^sk_/, 'must be a Stripe secret key (sk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
});

export interface LocalSettings {
  ports: { web: number; api: number; ses: number; dynamodb: number; cognito: number; payments: number };
  dataDir: string;
  admin: { email?: string; password?: string };
  /** Real Stripe keys from the environment; absent: the local payments emulator stands in. */
  stripe?: { secretKey: string; webhookSecret: string };
}

/** Which environment variable moves each port, for the "port in use" message. */
export const PORT_VARIABLES: Record<keyof LocalSettings['ports'], string> = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  ses: 'SES_PORT',
  dynamodb: 'DYNAMODB_PORT',
  cognito: 'COGNITO_PORT',
  payments: 'PAYMENTS_PORT',
};

export function readLocalSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): LocalSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid local settings: ${problems}`);
  }
  const e = parsed.data;
  return {
    ports: { web: e.WEB_PORT, api: e.API_PORT, ses: e.SES_PORT, dynamodb: e.DYNAMODB_PORT, cognito: e.COGNITO_PORT, payments: e.PAYMENTS_PORT },
    dataDir: path.resolve(cwd, e.DATA_DIR),
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_SECRET_KEY !== PAYMENTS_LOCAL_SECRET_KEY
      ? { stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET } }
      : {}),
  };
}

export const LOCAL_HOST = '127.0.0.1';
/** The payments emulator's own test key (lib/local/payments-emulator): never "real keys". */
const PAYMENTS_LOCAL_SECRET_KEY = 'sk_test_solace_local';
export const LOCAL_STAGE = 'local';
export const LOCAL_TABLE_NAME = 'solace';
export const LOCAL_REGION = 'us-east-1';
