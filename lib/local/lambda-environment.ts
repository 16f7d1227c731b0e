import path from 'node:path';
import { accessCodeKey } from './access-code-key';
import { PAYMENTS_DEFAULTS } from './payments-emulator';
import type { LocalIds } from './provision';
import { LOCAL_HOST, LOCAL_REGION, LOCAL_TABLE_NAME, type LocalSettings } from './settings';

export const LOCAL_STRIPE_SECRET_KEY = PAYMENTS_DEFAULTS.secretKey;
export const LOCAL_STRIPE_WEBHOOK_SECRET = PAYMENTS_DEFAULTS.webhookSecret;

/**
 * The environment the Lambda handlers read (lambdas/shared/config.ts), pointed at the
 * emulators and, for cloud exports, at a folder in the data directory.
 */
export function lambdaEnvironment(settings: LocalSettings, ids: LocalIds): Record<string, string> {
  const { ports } = settings;
  const cognito = `http://${LOCAL_HOST}:${ports.cognito}`;
  return {
    TABLE_NAME: LOCAL_TABLE_NAME,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    USER_POOL_ID: ids.userPoolId,
    USER_POOL_CLIENT_ID: ids.userPoolClientId,
    APP_URL: `http://${LOCAL_HOST}:${ports.web}`,
    CORS_ORIGINS: `http://localhost:${ports.web}`,
    EMAIL_FROM: 'no-reply@solace.local',
    JWT_ISSUER: `${cognito}/${ids.userPoolId}`,
    DYNAMODB_ENDPOINT: `http://${LOCAL_HOST}:${ports.dynamodb}`,
    COGNITO_ENDPOINT: cognito,
    SES_ENDPOINT: `http://${LOCAL_HOST}:${ports.ses}`,
    COGNITO_GLOBAL_SIGN_OUT: 'false',
    EXPORTS_DIR: path.join(settings.dataDir, 'exports'),
    // No model locally: POST /coach/reply answers 404, whatever the shell says.
    COACH_PROVIDER: 'on-device',
    ACCESS_CODE_KEY: accessCodeKey(settings.dataDir),
    // The local payments emulator stands in for Stripe with its own test keys, unless real ones are given.
    ...(settings.stripe
      ? { STRIPE_SECRET_KEY: settings.stripe.secretKey, STRIPE_WEBHOOK_SECRET: settings.stripe.webhookSecret }
      : {
          STRIPE_API_URL: `http://${LOCAL_HOST}:${ports.payments}`,
          STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
        }),
  };
}
