import * as z from 'zod';
import { corsOrigins } from './cors';
import { configShape } from './environment-variables';

/**
 * Lambda configuration, read from the environment once and validated, so a missing
 * setting stops the function at start with a message naming it. The variables, their
 * meaning and defaults are declared in environment-variables.ts.
 */
const envSchema = z
  .object(configShape())
  .refine((e) => !(e.ACCESS_CODE_KEY_SECRET_ARN && e.ACCESS_CODE_KEY), {
    error: 'set ACCESS_CODE_KEY_SECRET_ARN or ACCESS_CODE_KEY, not both',
    path: ['ACCESS_CODE_KEY'],
  })
  .refine((e) => !(e.EXPORTS_BUCKET && e.EXPORTS_DIR), {
    error: 'set EXPORTS_BUCKET or EXPORTS_DIR, not both',
    path: ['EXPORTS_DIR'],
  })
  .superRefine((e, ctx) => {
    if (e.COACH_PROVIDER !== 'bedrock') return;
    for (const key of ['BEDROCK_MODEL_ID', 'BEDROCK_GUARDRAIL_ID', 'BEDROCK_GUARDRAIL_VERSION'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', message: 'required when COACH_PROVIDER is bedrock', path: [key] });
    }
  });

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export type SecretSource = { arn: string } | { value: string };

/** Server-side coaching: off (the app coaches on the device), or a Bedrock model behind a Guardrail. */
export type CoachConfig =
  | { provider: 'on-device' }
  | { provider: 'bedrock'; modelId: string; guardrailId: string; guardrailVersion: string };

export interface Config {
  tableName: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  appUrl: string;
  /** The API stage, without a trailing slash; only the scheduled-mail function has it. */
  apiUrl?: string;
  corsOrigins: string[];
  emailFrom: string;
  jwtIssuer: string;
  jwksUri: string;
  endpoints: { dynamodb?: string; cognito?: string; ses?: string; bedrock?: string };
  /** Where cloud exports are kept: an S3 bucket, a local folder, or nowhere. */
  exports: { bucket?: string; dir?: string };
  coach: CoachConfig;
  /** Where a secret comes from: Secrets Manager (`arn`) or the environment (`value`, local only). */
  secrets: { accessCodeKey?: SecretSource; stripeSecretKey?: SecretSource; stripeWebhookSecret?: SecretSource };
  stripe: { apiUrl?: string; priceId: string };
  globalSignOut: boolean;
  authResponseFloorMs: number;
  rateLimits: {
    /** Wrong passwords from one address for one account: over it, that address is refused for that account. */
    loginPerPair: RateLimit;
    /** Wrong passwords for one account from anywhere: over it, wrong ones answer 429; the right one still signs in. */
    loginPerEmail: RateLimit;
    /** Wrong passwords from one address for any account: as for loginPerEmail. */
    loginPerIp: RateLimit;
    resetPerEmail: RateLimit;
    resetPerIp: RateLimit;
    registerPerIp: RateLimit;
    exportEmailPerUser: RateLimit;
    cloudExportPerUser: RateLimit;
    /** Licence-key activations by one user (every attempt counts): over it, 429 before any lookup. */
    licensePerUser: RateLimit;
  };
}

const secretSource = (arn: string | undefined, value: string | undefined): SecretSource | undefined =>
  arn ? { arn } : value ? { value } : undefined;

export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const jwtIssuer = e.JWT_ISSUER ?? `https://cognito-idp.${e.AWS_REGION}.amazonaws.com/${e.USER_POOL_ID}`;
  return {
    tableName: e.TABLE_NAME,
    region: e.AWS_REGION,
    userPoolId: e.USER_POOL_ID,
    userPoolClientId: e.USER_POOL_CLIENT_ID,
    appUrl: e.APP_URL.replace(/\/+$/, ''),
    apiUrl: e.API_URL?.replace(/\/+$/, ''),
    corsOrigins: corsOrigins(e.APP_URL, e.CORS_ORIGINS),
    emailFrom: e.EMAIL_FROM,
    jwtIssuer,
    jwksUri: e.JWKS_URI ?? `${jwtIssuer}/.well-known/jwks.json`,
    endpoints: { dynamodb: e.DYNAMODB_ENDPOINT, cognito: e.COGNITO_ENDPOINT, ses: e.SES_ENDPOINT, bedrock: e.BEDROCK_ENDPOINT },
    exports: { bucket: e.EXPORTS_BUCKET, dir: e.EXPORTS_DIR },
    coach:
      e.COACH_PROVIDER === 'bedrock'
        ? {
            provider: 'bedrock',
            modelId: e.BEDROCK_MODEL_ID as string,
            guardrailId: e.BEDROCK_GUARDRAIL_ID as string,
            guardrailVersion: e.BEDROCK_GUARDRAIL_VERSION as string,
          }
        : { provider: 'on-device' },
    secrets: {
      accessCodeKey: secretSource(e.ACCESS_CODE_KEY_SECRET_ARN, e.ACCESS_CODE_KEY),
      stripeSecretKey: secretSource(e.STRIPE_SECRET_KEY_SECRET_ARN, e.STRIPE_SECRET_KEY),
      stripeWebhookSecret: secretSource(e.STRIPE_WEBHOOK_SECRET_SECRET_ARN, e.STRIPE_WEBHOOK_SECRET),
    },
    stripe: { apiUrl: e.STRIPE_API_URL, priceId: e.STRIPE_PRICE_ID },
    globalSignOut: e.COGNITO_GLOBAL_SIGN_OUT === 'true',
    authResponseFloorMs: e.AUTH_RESPONSE_FLOOR_MS,
    rateLimits: {
      loginPerPair: { limit: e.RATE_LIMIT_LOGIN_PER_PAIR, windowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
      loginPerEmail: { limit: e.RATE_LIMIT_LOGIN_PER_EMAIL, windowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
      loginPerIp: { limit: e.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
      resetPerEmail: { limit: e.RATE_LIMIT_RESET_PER_EMAIL, windowSeconds: e.RATE_LIMIT_RESET_WINDOW_SECONDS },
      resetPerIp: { limit: e.RATE_LIMIT_RESET_PER_IP, windowSeconds: e.RATE_LIMIT_RESET_WINDOW_SECONDS },
      registerPerIp: { limit: e.RATE_LIMIT_REGISTER_PER_IP, windowSeconds: e.RATE_LIMIT_REGISTER_WINDOW_SECONDS },
      exportEmailPerUser: { limit: e.RATE_LIMIT_EXPORT_EMAIL_PER_USER, windowSeconds: e.RATE_LIMIT_EXPORT_EMAIL_WINDOW_SECONDS },
      cloudExportPerUser: { limit: e.RATE_LIMIT_CLOUD_EXPORT_PER_USER, windowSeconds: e.RATE_LIMIT_CLOUD_EXPORT_WINDOW_SECONDS },
      licensePerUser: { limit: e.RATE_LIMIT_LICENSE_PER_USER, windowSeconds: e.RATE_LIMIT_LICENSE_WINDOW_SECONDS },
    },
  };
}

let cached: Config | undefined;

/** The process's configuration, read on first use. */
export function getConfig(): Config {
  cached ??= loadConfig(process.env);
  return cached;
}
