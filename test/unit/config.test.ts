import { loadConfig } from '../../lambdas/shared/config';
import { readLocalSettings } from '../../lib/local/settings';
import { DEPLOYED_ENVIRONMENT } from './helpers/lambda-environment';

const base = DEPLOYED_ENVIRONMENT;

describe('Lambda configuration', () => {
  it('derives the Cognito issuer, the JWKS address and the CORS origin', () => {
    const config = loadConfig(base);
    expect(config.jwtIssuer).toBe('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc');
    expect(config.jwksUri).toBe('https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc/.well-known/jwks.json');
    expect(config.appUrl).toBe('https://d123.cloudfront.net');
    expect(config.corsOrigins).toEqual(['https://d123.cloudfront.net']);
    expect(config.rateLimits.loginPerPair).toEqual({ limit: 5, windowSeconds: 900 });
    expect(config.rateLimits.loginPerEmail).toEqual({ limit: 5, windowSeconds: 900 });
    expect(config.authResponseFloorMs).toBe(400);
    expect(config.globalSignOut).toBe(true);
  });

  it('limits export emails and cloud saves per user, and keeps cloud exports where configured', () => {
    const config = loadConfig(base);
    expect(config.rateLimits.exportEmailPerUser).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(config.rateLimits.cloudExportPerUser).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(config.rateLimits.licensePerUser).toEqual({ limit: 30, windowSeconds: 60 });
    expect(loadConfig({ ...base, RATE_LIMIT_LICENSE_PER_USER: '100', RATE_LIMIT_LICENSE_WINDOW_SECONDS: '120' }).rateLimits.licensePerUser).toEqual({ limit: 100, windowSeconds: 120 });
    expect(config.exports).toEqual({ bucket: undefined, dir: undefined });
    expect(loadConfig({ ...base, EXPORTS_BUCKET: 'solace-exports' }).exports).toEqual({ bucket: 'solace-exports', dir: undefined });
    expect(loadConfig({ ...base, EXPORTS_DIR: '/data/exports' }).exports).toEqual({ bucket: undefined, dir: '/data/exports' });
    expect(() => loadConfig({ ...base, EXPORTS_BUCKET: 'b', EXPORTS_DIR: '/d' })).toThrow(/EXPORTS_DIR: set EXPORTS_BUCKET or EXPORTS_DIR, not both/);
  });

  it('takes the access-code key from Secrets Manager on AWS or from the environment locally, not both', () => {
    expect(loadConfig(base).secrets.accessCodeKey).toBeUndefined();
    const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:AccessCodeKey-abc';
    expect(loadConfig({ ...base, ACCESS_CODE_KEY_SECRET_ARN: arn }).secrets.accessCodeKey).toEqual({ arn });
    expect(loadConfig({ ...base, ACCESS_CODE_KEY: 'k'.repeat(43) }).secrets.accessCodeKey).toEqual({ value: 'k'.repeat(43) });
    expect(() => loadConfig({ ...base, ACCESS_CODE_KEY: 'short' })).toThrow(/ACCESS_CODE_KEY: must be at least 32 characters/);
    expect(() => loadConfig({ ...base, ACCESS_CODE_KEY_SECRET_ARN: arn, ACCESS_CODE_KEY: 'k'.repeat(43) })).toThrow(/not both/);
  });

  it('coaches on the device unless COACH_PROVIDER says bedrock, which needs the model and the Guardrail', () => {
    expect(loadConfig(base).coach).toEqual({ provider: 'on-device' });
    expect(loadConfig({ ...base, COACH_PROVIDER: 'on-device', BEDROCK_MODEL_ID: 'ignored' }).coach).toEqual({ provider: 'on-device' });
    const bedrock = { ...base, COACH_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0', BEDROCK_GUARDRAIL_ID: 'abc123', BEDROCK_GUARDRAIL_VERSION: '2' };
    const config = loadConfig({ ...bedrock, BEDROCK_ENDPOINT: 'http://127.0.0.1:4010' });
    expect(config.coach).toEqual({ provider: 'bedrock', modelId: 'amazon.nova-lite-v1:0', guardrailId: 'abc123', guardrailVersion: '2' });
    expect(config.endpoints.bedrock).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ ...bedrock, BEDROCK_GUARDRAIL_VERSION: 'DRAFT' }).coach).toMatchObject({ guardrailVersion: 'DRAFT' });
    expect(() => loadConfig({ ...base, COACH_PROVIDER: 'bedrock' })).toThrow(
      /BEDROCK_MODEL_ID: required when COACH_PROVIDER is bedrock; BEDROCK_GUARDRAIL_ID: required when COACH_PROVIDER is bedrock; BEDROCK_GUARDRAIL_VERSION: required/,
    );
    expect(() => loadConfig({ ...bedrock, BEDROCK_GUARDRAIL_VERSION: 'latest' })).toThrow(/BEDROCK_GUARDRAIL_VERSION: must be a version number or DRAFT/);
    expect(() => loadConfig({ ...base, COACH_PROVIDER: 'openai' })).toThrow(/COACH_PROVIDER/);
  });

  it('fails at start with a message naming every missing or bad setting', () => {
    expect(() => loadConfig({ ...base, TABLE_NAME: undefined, APP_URL: 'not a url' })).toThrow(/TABLE_NAME.*APP_URL|APP_URL.*TABLE_NAME/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_LOGIN_PER_EMAIL: '-1' })).toThrow(/RATE_LIMIT_LOGIN_PER_EMAIL/);
    expect(() => loadConfig({ ...base, AUTH_RESPONSE_FLOOR_MS: '60000' })).toThrow(/AUTH_RESPONSE_FLOOR_MS/);
  });
});

describe('local settings', () => {
  it('takes real Stripe keys from the environment, and only both together', () => {
    expect(readLocalSettings({}, '/repo').stripe).toBeUndefined();
    expect(readLocalSettings({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_def' }, '/repo').stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_def',
    });
    expect(readLocalSettings({ STRIPE_SECRET_KEY: 'sk_test_abc' }, '/repo').stripe).toBeUndefined();
    // The emulator's own key is not a real one.
    expect(readLocalSettings({ STRIPE_SECRET_KEY: 'sk_test_solace_local', STRIPE_WEBHOOK_SECRET: 'whsec_solace_local' }, '/repo').stripe).toBeUndefined();
    expect(() => readLocalSettings({ STRIPE_SECRET_KEY: 'pk_test_abc' }, '/repo')).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('uses the documented defaults', () => {
    const s = readLocalSettings({}, '/repo');
    expect(s.ports).toEqual({ web: 3000, api: 3001, ses: 8005, dynamodb: 8000, cognito: 9229, payments: 12111 });
    expect(s.dataDir).toBe('/repo/.data');
  });

  it('names the variable that holds a bad port', () => {
    expect(() => readLocalSettings({ WEB_PORT: 'abc' })).toThrow(/WEB_PORT/);
    expect(() => readLocalSettings({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });
});
