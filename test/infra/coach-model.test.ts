import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { COACH_SAFE_REPLY } from '../../lambdas/contracts/coach-llm-types';
import { routeGroups } from '../../lambdas/contracts/routes';
import { loadConfig } from '../../lambdas/shared/config';
import { SELF_HARM_TOPIC } from '../../lib/constructs/coach-model';
import { readAppContext } from '../../lib/stack';
import { buildStack, logicalId, resourcesOfType, type Built } from './fixture';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

/** Builds the stack as `cdk deploy -c ...` would: context through readAppContext into the stack's props. */
function buildWithContext(context: Record<string, string>): Built {
  const { coachProvider, bedrockModelId } = readAppContext(new App({ context }));
  return buildStack({ coachProvider, bedrockModelId });
}

function functionOf(built: Built, group: string) {
  const fn = built.stack.functions.get(group);
  if (!fn) throw new Error(`No function for ${group}`);
  const id = logicalId(fn.function.node.defaultChild as CfnFunction);
  const props = resourcesOfType(built.template, 'AWS::Lambda::Function')[id]!.Properties!;
  const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
  const asset = fn.function.node.findChild('Code') as Asset;
  const bundle = readFileSync(path.join(path.resolve(built.app.outdir, asset.assetPath), 'index.js'), 'utf8');
  return { fn, variables, bundle };
}

function statementsOf(built: Built, group: string): Statement[] {
  const { fn } = functionOf(built, group);
  const roleId = logicalId(fn.function.role!.node.defaultChild as CfnRole);
  return Object.values(resourcesOfType(built.template, 'AWS::IAM::Policy'))
    .filter((p) => JSON.stringify(p.Properties!.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((p) => (p.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

const bedrockStatements = (built: Built, group: string) =>
  statementsOf(built, group).filter((s) => actionsOf([s]).some((a) => a.startsWith('bedrock:')));

/** AwsSolutions findings that are not acknowledged, as "rule at path" lines. */
function unacknowledged(scope: IConstruct): string[] {
  return new AwsSolutionsChecks()
    .validateScope(scope)
    .violations.filter((v) => v.severity === 'error' || v.severity === 'warning')
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`));
}

/** The config.json the deployment writes; coachProvider is a plain value, so no markers to resolve. */
function deployedConfig(built: Built): Record<string, unknown> {
  // The upload of the page and config.json: the one that invalidates the distribution.
  const props = Object.values(resourcesOfType(built.template, 'Custom::CDKBucketDeployment')).find((d) => d.Properties!.DistributionId)!.Properties!;
  const keys = props.SourceObjectKeys as string[];
  const markers = props.SourceMarkers as Record<string, unknown>[];
  const configIndex = markers.findIndex((m) => Object.keys(m).length > 0);
  const assetDir = path.join(built.app.outdir, `asset.${keys[configIndex]!.replace(/\.zip$/, '')}`);
  return JSON.parse(readFileSync(path.join(assetDir, 'config.json'), 'utf8')) as Record<string, unknown>;
}

describe('server-side coaching off (the default)', () => {
  const built = buildStack();

  test('there is no Guardrail and no model', () => {
    built.template.resourceCountIs('AWS::Bedrock::Guardrail', 0);
    built.template.resourceCountIs('AWS::Bedrock::GuardrailVersion', 0);
    expect(built.stack.coachModel).toBeUndefined();
  });

  test.each(routeGroups)('%s may not call Bedrock', (group) => {
    expect(bedrockStatements(built, group)).toEqual([]);
  });

  test('the coach function says on-device and has no model settings; no other function has either', () => {
    for (const group of routeGroups) {
      const { variables } = functionOf(built, group);
      expect(variables.COACH_PROVIDER).toBe(group === 'coach' ? 'on-device' : undefined);
      expect(Object.keys(variables).filter((key) => key.startsWith('BEDROCK_'))).toEqual([]);
    }
    expect(deployedConfig(built).coachProvider).toBe('on-device');
  });

  test('the coach function reads only the user item: GetItem on the table, nothing else', () => {
    const dynamo = statementsOf(built, 'coach').filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    expect(actionsOf(dynamo)).toEqual(['dynamodb:GetItem']);
    expect(dynamo.map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [logicalId(built.stack.table.table.node.defaultChild as never), 'Arn'] }]);
  });

  test('only the coach bundle loads the Bedrock Runtime client (left to the Lambda runtime)', () => {
    for (const group of routeGroups) {
      const { bundle } = functionOf(built, group);
      expect({ group, bedrock: bundle.includes('require("@aws-sdk/client-bedrock-runtime")') }).toEqual({ group, bedrock: group === 'coach' });
      expect(bundle.includes('node_modules/@aws-sdk/')).toBe(false);
    }
  });
});

describe('server-side coaching with -c coachProvider=bedrock', () => {
  const built = buildWithContext({ coachProvider: 'bedrock' });
  const guardrails = resourcesOfType(built.template, 'AWS::Bedrock::Guardrail');
  const guardrailId = Object.keys(guardrails)[0]!;
  const guardrail = guardrails[guardrailId]!.Properties!;

  test('has one Guardrail that denies self-harm and suicide, with examples', () => {
    expect(Object.keys(guardrails)).toHaveLength(1);
    const topics = (guardrail.TopicPolicyConfig as { TopicsConfig: { Name: string; Type: string; Definition: string; Examples: string[] }[] }).TopicsConfig;
    expect(topics).toHaveLength(1);
    expect(topics[0]).toMatchObject({ Name: SELF_HARM_TOPIC, Type: 'DENY' });
    expect(topics[0]!.Definition).toMatch(/suicide/i);
    expect(topics[0]!.Definition).toMatch(/self-harm/i);
    expect(topics[0]!.Definition.length).toBeLessThanOrEqual(200);
    expect(topics[0]!.Examples.length).toBeGreaterThanOrEqual(3);
    for (const example of topics[0]!.Examples) expect(example.length).toBeLessThanOrEqual(100);
  });

  test('filters harmful content both ways and prompt attacks on input, at HIGH', () => {
    const filters = (guardrail.ContentPolicyConfig as { FiltersConfig: { Type: string; InputStrength: string; OutputStrength: string }[] }).FiltersConfig;
    expect(filters).toEqual(
      expect.arrayContaining(
        ['VIOLENCE', 'HATE', 'INSULTS', 'MISCONDUCT', 'SEXUAL'].map((Type) => ({ Type, InputStrength: 'HIGH', OutputStrength: 'HIGH' })),
      ),
    );
    expect(filters).toContainEqual({ Type: 'PROMPT_ATTACK', InputStrength: 'HIGH', OutputStrength: 'NONE' });
  });

  test('answers a blocked input or output with the crisis lines', () => {
    expect(guardrail.BlockedInputMessaging).toBe(COACH_SAFE_REPLY);
    expect(guardrail.BlockedOutputsMessaging).toBe(COACH_SAFE_REPLY);
    expect(COACH_SAFE_REPLY.length).toBeLessThanOrEqual(500);
    for (const line of ['988', 'HOME to 741741', '911']) expect(COACH_SAFE_REPLY).toContain(line);
    expect(guardrail.Name).toBe('Solace-coach');
  });

  test('publishes a version of that Guardrail', () => {
    const versions = Object.values(resourcesOfType(built.template, 'AWS::Bedrock::GuardrailVersion'));
    expect(versions).toHaveLength(1);
    expect(versions[0]!.Properties!.GuardrailIdentifier).toEqual({ 'Fn::GetAtt': [guardrailId, 'GuardrailId'] });
  });

  test('the coach function gets the provider, the model, the Guardrail and its version', () => {
    const { variables } = functionOf(built, 'coach');
    const versionId = logicalId(built.stack.coachModel!.guardrailVersion);
    expect(variables).toMatchObject({
      COACH_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: 'amazon.nova-lite-v1:0',
      BEDROCK_GUARDRAIL_ID: { 'Fn::GetAtt': [guardrailId, 'GuardrailId'] },
      BEDROCK_GUARDRAIL_VERSION: { 'Fn::GetAtt': [versionId, 'Version'] },
    });
    const env = Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : key === 'APP_URL' ? 'https://d111111abcdef8.cloudfront.net' : key === 'BEDROCK_GUARDRAIL_VERSION' ? '1' : `deploy-time-${key}`,
      ]),
    );
    expect(loadConfig({ ...env, AWS_REGION: 'eu-west-1' }).coach).toEqual({
      provider: 'bedrock',
      modelId: 'amazon.nova-lite-v1:0',
      guardrailId: 'deploy-time-BEDROCK_GUARDRAIL_ID',
      guardrailVersion: '1',
    });
    expect(deployedConfig(built).coachProvider).toBe('bedrock');
  });

  test('the coach role may stream from the model and apply the Guardrail, nothing else of Bedrock', () => {
    const statements = bedrockStatements(built, 'coach');
    expect(actionsOf(statements).sort()).toEqual(['bedrock:ApplyGuardrail', 'bedrock:InvokeModelWithResponseStream']);
    const byAction = Object.fromEntries(statements.map((s) => [actionsOf([s]).join(','), s.Resource]));
    expect(byAction['bedrock:InvokeModelWithResponseStream']).toEqual({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:', { Ref: 'AWS::Region' }, '::foundation-model/amazon.nova-lite-v1:0']],
    });
    expect(byAction['bedrock:ApplyGuardrail']).toEqual({ 'Fn::GetAtt': [guardrailId, 'GuardrailArn'] });
  });

  test.each(routeGroups.filter((g) => g !== 'coach'))('%s still may not call Bedrock', (group) => {
    expect(bedrockStatements(built, group)).toEqual([]);
  });

  test('cdk-nag reports nothing unacknowledged', () => {
    expect(unacknowledged(built.app)).toEqual([]);
  });
});

describe('server-side coaching through a cross-region inference profile', () => {
  const built = buildWithContext({ coachProvider: 'bedrock', bedrockModelId: 'us.amazon.nova-lite-v1:0' });

  test('grants the profile and the model it routes to, in the regions of its geography', () => {
    const statements = bedrockStatements(built, 'coach');
    const invoke = statements.find((s) => actionsOf([s]).includes('bedrock:InvokeModelWithResponseStream'))!;
    expect(invoke.Resource).toEqual([
      {
        'Fn::Join': [
          '',
          ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':inference-profile/us.amazon.nova-lite-v1:0'],
        ],
      },
      { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:*::foundation-model/amazon.nova-lite-v1:0']] },
    ]);
    expect(functionOf(built, 'coach').variables.BEDROCK_MODEL_ID).toBe('us.amazon.nova-lite-v1:0');
  });

  test('cdk-nag reports nothing unacknowledged', () => {
    expect(unacknowledged(built.app)).toEqual([]);
  });
});
