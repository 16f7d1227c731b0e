import { mockClient } from 'aws-sdk-client-mock';
import { DEPLOYED_ENVIRONMENT } from './helpers/lambda-environment';

type SecretsModule = typeof import('../../lambdas/shared/secrets');
type ClientModule = typeof import('@aws-sdk/client-secrets-manager');

const base = DEPLOYED_ENVIRONMENT;
const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:AccessCodeKey-abc';

/** A fresh copy of the module (and of the configuration it reads) for each environment. */
function loadWith(env: Record<string, string>) {
  const saved = process.env;
  process.env = { ...env };
  let mod!: SecretsModule;
  let client!: ClientModule;
  jest.isolateModules(() => {
    client = jest.requireActual('@aws-sdk/client-secrets-manager');
    mod = jest.requireActual('../../lambdas/shared/secrets');
  });
  const sm = mockClient(client.SecretsManagerClient);
  return { mod, sm, GetSecretValueCommand: client.GetSecretValueCommand, restore: () => ((process.env = saved), sm.restore()) };
}

describe('secrets', () => {
  it('reads a secret from Secrets Manager once per process', async () => {
    const { mod, sm, GetSecretValueCommand, restore } = loadWith({ ...base, ACCESS_CODE_KEY_SECRET_ARN: ARN });
    sm.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: 'the-key' });
    try {
      await expect(mod.getSecret('accessCodeKey')).resolves.toBe('the-key');
      await expect(mod.getSecret('accessCodeKey')).resolves.toBe('the-key');
      expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('tries again after a failed read', async () => {
    const { mod, sm, GetSecretValueCommand, restore } = loadWith({ ...base, ACCESS_CODE_KEY_SECRET_ARN: ARN });
    sm.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'the-key' });
    try {
      await expect(mod.getSecret('accessCodeKey')).rejects.toThrow('throttled');
      await expect(mod.getSecret('accessCodeKey')).resolves.toBe('the-key');
    } finally {
      restore();
    }
  });

  it('takes the local value from the environment without calling AWS', async () => {
    const { mod, sm, GetSecretValueCommand, restore } = loadWith({ ...base, ACCESS_CODE_KEY: 'k'.repeat(43) });
    try {
      await expect(mod.getSecret('accessCodeKey')).resolves.toBe('k'.repeat(43));
      expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    } finally {
      restore();
    }
  });

  it('answers 503 when the deployment has no such secret', async () => {
    const { mod, restore } = loadWith(base);
    try {
      await expect(mod.getSecret('accessCodeKey')).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      restore();
    }
  });
});
