/**
 * The stack's secrets (lib/constructs/app-secrets.ts), read once per process from Secrets
 * Manager on AWS, or taken from the environment locally. Never logged.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { getConfig, type Config } from './config';
import { ServiceUnavailable } from './errors';

export type SecretName = keyof Config['secrets'];

const cache = new Map<SecretName, Promise<string>>();
let client: SecretsManagerClient | undefined;

async function fetchSecret(arn: string): Promise<string> {
  client ??= new SecretsManagerClient({ region: getConfig().region });
  const out = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error('The secret has no string value');
  return out.SecretString;
}

/** A secret's value; 503 when the deployment does not provide it. */
export function getSecret(name: SecretName): Promise<string> {
  const known = cache.get(name);
  if (known) return known;
  const source = getConfig().secrets[name];
  if (!source) return Promise.reject(new ServiceUnavailable('This feature is not configured on this server'));
  const value = 'value' in source ? Promise.resolve(source.value) : fetchSecret(source.arn);
  cache.set(name, value);
  // A failed read is tried again by the next request.
  value.catch(() => cache.delete(name));
  return value;
}
