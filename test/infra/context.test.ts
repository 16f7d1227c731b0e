import { App } from 'aws-cdk-lib';
import { readAppContext } from '../../lib/stack';
import { cdkJsonContext } from './fixture';

const read = (context: Record<string, unknown>) => readAppContext(new App({ context }));

describe('app context', () => {
  test('defaults: stack Solace, stage prod, 50/100 throttling, no tracing, placeholder sender, coaching on the device', () => {
    expect(read({})).toEqual({
      stackName: 'Solace',
      stageName: 'prod',
      throttleRateLimit: 50,
      throttleBurstLimit: 100,
      apiTracing: false,
      sesFromAddress: undefined,
      siteDir: undefined,
      coachProvider: 'on-device',
      bedrockModelId: 'amazon.nova-lite-v1:0',
    });
  });

  test('cdk.json gives the same defaults', () => {
    expect(read(cdkJsonContext())).toMatchObject({
      stageName: 'prod',
      throttleRateLimit: 50,
      throttleBurstLimit: 100,
      apiTracing: false,
      coachProvider: 'on-device',
    });
  });

  test('-c values arrive as strings and are converted', () => {
    expect(
      read({
        stackName: 'SolaceStaging',
        stage: 'staging',
        throttleRateLimit: '20',
        throttleBurstLimit: '40',
        apiTracing: 'true',
        sesFromAddress: 'hello@example.org',
        coachProvider: 'bedrock',
        bedrockModelId: 'us.anthropic.claude-3-haiku-20240307-v1:0',
      }),
    ).toEqual({
      stackName: 'SolaceStaging',
      stageName: 'staging',
      throttleRateLimit: 20,
      throttleBurstLimit: 40,
      apiTracing: true,
      sesFromAddress: 'hello@example.org',
      siteDir: undefined,
      coachProvider: 'bedrock',
      bedrockModelId: 'us.anthropic.claude-3-haiku-20240307-v1:0',
    });
  });

  test.each([
    [{ throttleRateLimit: 'fast' }, /throttleRateLimit must be a positive number/],
    [{ throttleBurstLimit: '0' }, /throttleBurstLimit must be a positive number/],
    [{ stage: 'prod/v1' }, /stage "prod\/v1" is not a valid stage name/],
    [{ stackName: '1Solace' }, /stackName "1Solace" is not a valid stack name/],
    [{ coachProvider: 'openai' }, /coachProvider "openai" must be one of on-device, bedrock/],
    [{ bedrockModelId: 'claude 3' }, /bedrockModelId "claude 3" is not a Bedrock model id/],
  ])('refuses %j', (context, message) => {
    expect(() => read(context)).toThrow(message);
  });
});
