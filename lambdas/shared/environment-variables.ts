import * as z from 'zod';
import { COACH_PROVIDERS, DEFAULT_COACH_PROVIDER } from '../contracts/coach-llm-types';

/**
 * Every environment variable of the route-group Lambdas, declared once: what it means,
 * whether it is required or its default, how lambdas/shared/config.ts reads it and what
 * the local stack sets it to. The CDK constructs set them by these names
 * (lib/constructs/function-environment.ts), lib/local/lambda-environment.ts takes the local
 * values from here, and lib/docs/environment-table.ts renders the list for the README.
 */

/** What the local stack knows when it fills in the environment (lib/local/lambda-environment.ts). */
export interface LocalSources {
  tableName: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The web app's address, `http://<host>:<web port>`. */
  appUrl: string;
  /** The API stage's address, `http://<host>:<api port>/<stage>`. */
  apiUrl: string;
  /** The browser's origin for the web app, `http://localhost:<web port>`. */
  browserOrigin: string;
  cognitoUrl: string;
  dynamodbUrl: string;
  sesUrl: string;
  exportsDir: string;
  accessCodeKey: string;
  /** Stripe's keys, and its address unless the real Stripe is used. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl?: string };
}

export interface LocalValue {
  /** Where the local value comes from, in words (the docs' "Locally" column). */
  note: string;
  value: (local: LocalSources) => string | undefined;
}

export interface EnvironmentVariable {
  description: string;
  /** `yes`, a default value, or when it is needed (e.g. `with bedrock`). */
  requirement: { required: true } | { default: string } | { when: string } | { required: false };
  /** How config.ts reads it; absent for variables only the runtime or Powertools read. */
  schema?: z.ZodType;
  local?: LocalValue;
}

const required = <S extends z.ZodType>(schema: S) => ({ schema, requirement: { required: true } as const });
const optional = <S extends z.ZodType>(schema: S, when?: string) => ({
  schema: schema.optional(),
  requirement: when ? { when } : { required: false as const },
});
const withDefault = <S extends z.ZodType>(schema: S, value: z.output<S>) => ({
  schema: (schema as z.ZodType<z.output<S>>).default(value as never) as z.ZodDefault<S>,
  requirement: { default: String(value) },
});
const local = (note: string, value: LocalValue['value']): { local: LocalValue } => ({ local: { note, value } });

const url = z.url();
const name = z.string().min(1);
const count = z.coerce.number().int().positive();

/** A request limit and its window: how many in how many seconds. */
const rateLimit = (what: string, limit: number, windowVariable: string) => ({
  ...withDefault(count, limit),
  description: `${what} (window: \`${windowVariable}\`)`,
});
/** The ARN of a Secrets Manager secret, set by the stack where `when` says. */
const secretArn = (when: string, description: string) => ({ ...optional(name, when), description });
/** A secret given directly in place of its ARN, as the local stack does. */
const givenDirectly = (description: string, note: string, value: LocalValue['value']) => ({
  ...optional(name, 'locally'),
  description,
  ...local(note, value),
});
const rateWindow = (what: string, seconds: number) => ({ ...withDefault(count, seconds), description: `the window, in seconds, of ${what}` });

export const LAMBDA_ENVIRONMENT = {
  TABLE_NAME: { ...required(name), description: 'the DynamoDB table', ...local('the local table', (l) => l.tableName) },
  USER_POOL_ID: { ...required(name), description: 'the user pool', ...local('the cognito-local pool', (l) => l.userPoolId) },
  USER_POOL_CLIENT_ID: {
    ...required(name),
    description: "the web app's client of the user pool",
    ...local('the cognito-local app client', (l) => l.userPoolClientId),
  },
  AWS_REGION: { ...withDefault(name, 'us-east-1'), description: 'set by Lambda', ...local('the local region', (l) => l.region) },
  AWS_ACCESS_KEY_ID: { requirement: { required: false }, description: 'read by the AWS SDK; set by Lambda', ...local('`local`', () => 'local') },
  AWS_SECRET_ACCESS_KEY: { requirement: { required: false }, description: 'read by the AWS SDK; set by Lambda', ...local('`local`', () => 'local') },
  APP_URL: {
    ...required(url),
    description: "where the web app lives: links in emails point here and CORS allows its origin",
    ...local('the local web server', (l) => l.appUrl),
  },
  API_URL: {
    ...optional(url, 'with scheduled mail'),
    description: 'the API stage: the one-click unsubscribe links of scheduled mail point here',
    ...local('the local API gateway', (l) => l.apiUrl),
  },
  EMAIL_FROM: { ...required(z.email()), description: 'SES sender address', ...local('`no-reply@solace.local`', () => 'no-reply@solace.local') },
  CORS_ORIGINS: {
    ...optional(z.string()),
    description: 'extra origins allowed by CORS (comma separated), e.g. the Vite dev server',
    ...local('the web server as `localhost`', (l) => l.browserOrigin),
  },
  JWT_ISSUER: {
    ...optional(url),
    description: "the token issuer; defaults to the AWS Cognito issuer of the pool",
    ...local("the cognito-local pool's issuer", (l) => `${l.cognitoUrl}/${l.userPoolId}`),
  },
  JWKS_URI: { ...optional(url), description: "the issuer's JWKS; defaults to the issuer's `/.well-known/jwks.json`" },
  DYNAMODB_ENDPOINT: { ...optional(url), description: 'emulator endpoint; unset on AWS', ...local('DynamoDB Local', (l) => l.dynamodbUrl) },
  COGNITO_ENDPOINT: { ...optional(url), description: 'emulator endpoint; unset on AWS', ...local('cognito-local', (l) => l.cognitoUrl) },
  SES_ENDPOINT: { ...optional(url), description: 'emulator endpoint; unset on AWS', ...local('the local mail catcher', (l) => l.sesUrl) },
  COGNITO_GLOBAL_SIGN_OUT: {
    ...withDefault(z.enum(['true', 'false']), 'true'),
    description: "AdminUserGlobalSignOut on logout; cognito-local lacks the call, the session epoch covers it there",
    ...local('`false`', () => 'false'),
  },
  RATE_LIMIT_LOGIN_PER_PAIR: rateLimit('wrong passwords from one address for one account: over it, that address is refused for that account', 5, 'RATE_LIMIT_LOGIN_WINDOW_SECONDS'),
  RATE_LIMIT_LOGIN_PER_EMAIL: rateLimit('wrong passwords for one account from anywhere: over it, wrong ones answer 429; the right one still signs in', 5, 'RATE_LIMIT_LOGIN_WINDOW_SECONDS'),
  RATE_LIMIT_LOGIN_PER_IP: rateLimit('wrong passwords from one address for any account: as for the per-email limit; the admin sign-in has the same limits, counted apart', 30, 'RATE_LIMIT_LOGIN_WINDOW_SECONDS'),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: rateWindow('the sign-in limits', 900),
  RATE_LIMIT_RESET_PER_EMAIL: rateLimit('password-reset requests for one account', 3, 'RATE_LIMIT_RESET_WINDOW_SECONDS'),
  RATE_LIMIT_RESET_PER_IP: rateLimit('password-reset requests from one address', 10, 'RATE_LIMIT_RESET_WINDOW_SECONDS'),
  RATE_LIMIT_RESET_WINDOW_SECONDS: rateWindow('the password-reset limits', 3600),
  RATE_LIMIT_REGISTER_PER_IP: rateLimit('registrations from one address', 20, 'RATE_LIMIT_REGISTER_WINDOW_SECONDS'),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: rateWindow('the registration limit', 3600),
  RATE_LIMIT_EXPORT_EMAIL_PER_USER: rateLimit('journal exports sent by email by one user', 5, 'RATE_LIMIT_EXPORT_EMAIL_WINDOW_SECONDS'),
  RATE_LIMIT_EXPORT_EMAIL_WINDOW_SECONDS: rateWindow('the export-email limit', 3600),
  RATE_LIMIT_CLOUD_EXPORT_PER_USER: rateLimit('journal exports saved to cloud storage by one user', 20, 'RATE_LIMIT_CLOUD_EXPORT_WINDOW_SECONDS'),
  RATE_LIMIT_CLOUD_EXPORT_WINDOW_SECONDS: rateWindow('the cloud-export limit', 3600),
  RATE_LIMIT_LICENSE_PER_USER: rateLimit('licence-key activations by one user (every attempt counts): over it, 429 before any lookup', 30, 'RATE_LIMIT_LICENSE_WINDOW_SECONDS'),
  RATE_LIMIT_LICENSE_WINDOW_SECONDS: rateWindow('the licence-activation limit', 60),
  AUTH_RESPONSE_FLOOR_MS: {
    ...withDefault(z.coerce.number().int().min(0).max(5000), 400),
    // So the time taken does not tell whether an account exists.
    description: 'failed sign-ins and every forgot-password answer take at least this long (0 to 5000)',
  },
  EXPORTS_BUCKET: {
    ...optional(name),
    description: "cloud exports in this S3 bucket (set by the stack for the journal and user functions)",
  },
  EXPORTS_DIR: {
    ...optional(name),
    description: 'cloud exports in this folder instead; neither set: the cloud routes answer 503',
    ...local('`DATA_DIR/exports`', (l) => l.exportsDir),
  },
  COACH_PROVIDER: {
    ...withDefault(z.enum(COACH_PROVIDERS), DEFAULT_COACH_PROVIDER),
    description:
      "where coach replies come from: `bedrock` asks the model (set by the stack on the coach function with `-c coachProvider=bedrock`); `on-device`, the app's scripted coach: `POST /coach/reply` answers 404",
    // No model locally, whatever the shell says.
    ...local('`on-device`', () => 'on-device'),
  },
  BEDROCK_MODEL_ID: { ...optional(name, 'with `bedrock`'), description: 'the model or inference profile (set by the stack)' },
  BEDROCK_GUARDRAIL_ID: { ...optional(name, 'with `bedrock`'), description: 'the Guardrail every exchange goes through (set by the stack)' },
  BEDROCK_GUARDRAIL_VERSION: {
    ...optional(z.string().regex(/^(DRAFT|[1-9][0-9]{0,7})$/, 'must be a version number or DRAFT'), 'with `bedrock`'),
    description: "the Guardrail's version (set by the stack)",
  },
  BEDROCK_ENDPOINT: { ...optional(url), description: 'another Bedrock Runtime endpoint; unset on AWS (tests point it at a local stand-in)' },
  ACCESS_CODE_KEY_SECRET_ARN: secretArn(
    'for licence keys',
    'the Secrets Manager secret (made by the stack, `Secrets/AccessCodeKey`, kept if the stack is deleted) ' +
      'whose value keys the hash access codes are stored under; read once per process',
  ),
  ACCESS_CODE_KEY: {
    ...optional(z.string().min(32, 'must be at least 32 characters'), 'locally'),
    description: 'the same key given directly (at least 32 characters); neither set: licence activation answers 503',
    ...local('made in `DATA_DIR/access-code-key` (owner-only)', (l) => l.accessCodeKey),
  },
  STRIPE_SECRET_KEY_SECRET_ARN: secretArn(
    'for payments',
    'the Secrets Manager secret `Secrets/StripeSecretKey` (a random placeholder until the `sk_…` is put there; until then payments answer 503)',
  ),
  STRIPE_SECRET_KEY: givenDirectly("Stripe's secret key given directly", "the payments emulator's test key, or the one given", (l) => l.stripe.secretKey),
  STRIPE_WEBHOOK_SECRET_SECRET_ARN: secretArn('for payments', "the Secrets Manager secret `Secrets/StripeWebhookSecret` (the webhook endpoint's `whsec_…`)"),
  STRIPE_WEBHOOK_SECRET: givenDirectly('the webhook signing secret given directly', "the payments emulator's, or the one given", (l) => l.stripe.webhookSecret),
  STRIPE_API_URL: {
    ...optional(url),
    description: 'another Stripe API address; unset on AWS (Stripe itself)',
    ...local('the payments emulator, unless real keys are given', (l) => l.stripe.apiUrl),
  },
  STRIPE_PRICE_ID: {
    // Spec §9: the premium plan's price id comes from configuration.
    ...withDefault(z.string().regex(/^price_[A-Za-z0-9_]+$/, 'must look like price_…'), 'price_solace_premium_monthly'),
    description: "the premium plan's price",
  },
  NODE_OPTIONS: { requirement: { required: false }, description: 'set by the stack to `--enable-source-maps`' },
  POWERTOOLS_LOG_LEVEL: { requirement: { default: 'INFO' }, description: 'log level (set by the stack)' },
  POWERTOOLS_SERVICE_NAME: { requirement: { required: false }, description: 'the logs\' service name, `solace-<group>` (set by the stack)' },
} satisfies Record<string, EnvironmentVariable>;

type Environment = typeof LAMBDA_ENVIRONMENT;
export type LambdaVariable = keyof Environment;

/** The variables config.ts reads, each with its schema. */
type ConfigVariable = { [K in LambdaVariable]: Environment[K] extends { schema: z.ZodType } ? K : never }[LambdaVariable];
export type ConfigShape = { [K in ConfigVariable]: Environment[K] extends { schema: infer S } ? S : never };

const entries = Object.entries(LAMBDA_ENVIRONMENT) as [LambdaVariable, EnvironmentVariable][];

/** The shape of config.ts's schema: one entry per variable that has a schema. */
export function configShape(): ConfigShape {
  return Object.fromEntries(entries.flatMap(([key, v]) => (v.schema ? [[key, v.schema]] : []))) as ConfigShape;
}

/** Every variable with its declaration, in the list's order. */
export function lambdaVariables(): readonly (EnvironmentVariable & { name: LambdaVariable })[] {
  return entries.map(([key, v]) => ({ name: key, ...v }));
}
