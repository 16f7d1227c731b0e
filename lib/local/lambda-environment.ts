import path from 'node:path';
import { lambdaVariables, type LocalSources } from '../../lambdas/shared/environment-variables';
import { accessCodeKey } from './access-code-key';
import { PAYMENTS_DEFAULTS } from './payments-emulator';
import type { LocalIds } from './provision';
import { LOCAL_HOST, LOCAL_REGION, LOCAL_STAGE, LOCAL_TABLE_NAME, type LocalSettings } from './settings';

export const LOCAL_STRIPE_SECRET_KEY = PAYMENTS_DEFAULTS.secretKey;
export const LOCAL_STRIPE_WEBHOOK_SECRET = PAYMENTS_DEFAULTS.webhookSecret;

/** What the local stack knows: the emulators' addresses, the identity ids, the data directory. */
export function localSources(settings: LocalSettings, ids: LocalIds): LocalSources {
  const { ports } = settings;
  return {
    tableName: LOCAL_TABLE_NAME,
    region: LOCAL_REGION,
    userPoolId: ids.userPoolId,
    userPoolClientId: ids.userPoolClientId,
    appUrl: `http://${LOCAL_HOST}:${ports.web}`,
    apiUrl: `http://${LOCAL_HOST}:${ports.api}/${LOCAL_STAGE}`,
    browserOrigin: `http://localhost:${ports.web}`,
    cognitoUrl: `http://${LOCAL_HOST}:${ports.cognito}`,
    dynamodbUrl: `http://${LOCAL_HOST}:${ports.dynamodb}`,
    sesUrl: `http://${LOCAL_HOST}:${ports.ses}`,
    exportsDir: path.join(settings.dataDir, 'exports'),
    accessCodeKey: accessCodeKey(settings.dataDir),
    // The local payments emulator stands in for Stripe with its own test keys, unless real ones are given.
    stripe: settings.stripe
      ? { secretKey: settings.stripe.secretKey, webhookSecret: settings.stripe.webhookSecret }
      : { secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiUrl: `http://${LOCAL_HOST}:${ports.payments}` },
  };
}

/**
 * The environment the Lambda handlers read (lambdas/shared/config.ts), pointed at the
 * emulators and, for cloud exports, at a folder in the data directory: each variable's
 * local value as lambdas/shared/environment-variables.ts declares it.
 */
export function lambdaEnvironment(settings: LocalSettings, ids: LocalIds): Record<string, string> {
  const sources = localSources(settings, ids);
  const environment = new Map<string, string>();
  for (const variable of lambdaVariables()) {
    const value = variable.local?.value(sources);
    if (value !== undefined) environment.set(variable.name, value);
  }
  return Object.fromEntries(environment);
}
