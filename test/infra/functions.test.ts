import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CfnLogGroup } from 'aws-cdk-lib/aws-logs';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { routeGroups, routes, type RouteDefinition } from '../../lambdas/contracts/routes';
import { loadConfig } from '../../lambdas/shared/config';
import { groupPermissions } from '../../lib/constructs/group-function';
import { buildStack, FIXTURE_SENDER, logicalId, resourcesOfType } from './fixture';

const { app, stack, template } = buildStack();
const lambdaFunctions = resourcesOfType(template, 'AWS::Lambda::Function');
const policies = resourcesOfType(template, 'AWS::IAM::Policy');

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

function groupFunction(group: string) {
  const fn = stack.functions.get(group);
  if (!fn) throw new Error(`No function for ${group}`);
  const id = logicalId(fn.function.node.defaultChild as CfnFunction);
  const props = lambdaFunctions[id]!.Properties!;
  return { fn, id, props };
}

/** Every statement attached to a group function's role. */
function statementsOf(group: string): Statement[] {
  const { fn } = groupFunction(group);
  const roleId = logicalId(fn.function.role!.node.defaultChild as CfnRole);
  return Object.values(policies)
    .filter((p) => JSON.stringify(p.Properties!.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((p) => (p.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('group functions', () => {
  test('there is one function per route group and no other app function', () => {
    expect([...stack.functions.keys()].sort()).toEqual([...routeGroups].sort());
    const nodeFunctions = Object.entries(lambdaFunctions).filter(([, f]) => String(f.Properties!.Runtime).startsWith('nodejs'));
    // Besides them, the scheduled mail's sender and SES feedback handler, not behind the API.
    const scheduled = [stack.scheduledMail.sender, stack.scheduledMail.feedbackHandler].map((g) => logicalId(g.function.node.defaultChild as CfnFunction));
    expect(nodeFunctions.map(([id]) => id).sort()).toEqual([...routeGroups.map((g) => groupFunction(g).id), ...scheduled].sort());
    // Anything else is the deployment helper of aws-s3-deployment (Python, no app code).
    const others = Object.values(lambdaFunctions).filter((f) => !String(f.Properties!.Runtime).startsWith('nodejs'));
    expect(others).toHaveLength(1);
    expect(String(others[0]!.Properties!.Runtime)).toMatch(/^python/);
  });

  test.each(routeGroups)('%s runs nodejs22.x on arm64 with 512 MB, 10 s and its own log group', (group) => {
    const { fn, props } = groupFunction(group);
    expect(props).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      Handler: 'index.handler',
    });
    const logGroupId = logicalId(fn.node.findChild('Logs').node.defaultChild as CfnLogGroup);
    expect(props.LoggingConfig).toEqual({ LogGroup: { Ref: logGroupId } });
    expect(resourcesOfType(template, 'AWS::Logs::LogGroup')[logGroupId]!.Properties!.RetentionInDays).toBe(30);
  });

  test.each(routeGroups)('%s is bundled by esbuild, minified with a source map, AWS SDK left out', (group) => {
    const { fn } = groupFunction(group);
    const asset = fn.function.node.findChild('Code') as Asset;
    const dir = path.resolve(app.outdir, asset.assetPath);
    // The staged asset is the bundle alone: no node_modules, no sources.
    expect(readdirSync(dir).sort()).toEqual(['index.js', 'index.js.map']);
    const bundle = readFileSync(path.join(dir, 'index.js'), 'utf8');
    // Booleans, so a failure does not print half a megabyte of bundle.
    expect(bundle.includes('require("@aws-sdk/client-dynamodb")')).toBe(true);
    expect(bundle.includes('node_modules/@aws-sdk/')).toBe(false);
    const lines = bundle.split('\n').length;
    expect(bundle.length / lines).toBeGreaterThan(200); // minified: long lines
    expect(/\/\/# sourceMappingURL=index\.js\.map\s*$/.test(bundle)).toBe(true);
  });

  test.each(routeGroups)('%s is granted exactly the Cognito and SES calls its bundle makes', (group) => {
    const { fn } = groupFunction(group);
    const asset = fn.function.node.findChild('Code') as Asset;
    const bundle = readFileSync(path.join(path.resolve(app.outdir, asset.assetPath), 'index.js'), 'utf8');
    // The SDK stays external, so its command classes keep their names in the minified bundle.
    const calls = new Set([...bundle.matchAll(/\b(Admin[A-Za-z]+)Command\b/g)].map((m) => m[1]!));
    expect([...calls].sort()).toEqual([...groupPermissions[group].cognitoActions].sort());
    const sends = new Set([...bundle.matchAll(/\b(Send(?:Raw)?Email)Command\b/g)].map((m) => m[1]!));
    expect([...sends].sort()).toEqual([...groupPermissions[group].ses].sort());
  });

  test.each(routeGroups)('%s reaches the exports bucket exactly when its map entry says so', (group) => {
    const { fn, props } = groupFunction(group);
    const asset = fn.function.node.findChild('Code') as Asset;
    const bundle = readFileSync(path.join(path.resolve(app.outdir, asset.assetPath), 'index.js'), 'utf8');
    const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
    const access = groupPermissions[group].exports;
    if (access === 'none') {
      expect(variables.EXPORTS_BUCKET).toBeUndefined();
      expect(bundle.includes('require("@aws-sdk/client-s3")')).toBe(false);
      return;
    }
    expect(variables.EXPORTS_BUCKET).toEqual({ Ref: logicalId(stack.exports.bucket.node.defaultChild as never) });
    // The bundle has the S3 calls the access level is for (DeleteObjects is authorized as s3:DeleteObject).
    const calls = [...bundle.matchAll(/\b((?:Put|Get|Delete)Objects?|ListObjectsV2)Command\b/g)].map((m) => m[1]!);
    const needed = access === 'readWrite' ? ['PutObject', 'GetObject', 'DeleteObject'] : ['ListObjectsV2', 'DeleteObjects'];
    expect(calls).toEqual(expect.arrayContaining(needed));
  });

  test.each(routeGroups)('%s gets the environment its configuration needs', (group) => {
    const { props } = groupFunction(group);
    const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
    const distributionId = logicalId(stack.web.distribution.node.defaultChild as never);
    expect(variables).toMatchObject({
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_LOG_LEVEL: 'INFO',
      EMAIL_FROM: FIXTURE_SENDER,
      TABLE_NAME: { Ref: logicalId(stack.table.table.node.defaultChild as never) },
      USER_POOL_ID: { Ref: logicalId(stack.identity.userPool.node.defaultChild as never) },
      USER_POOL_CLIENT_ID: { Ref: logicalId(stack.identity.userPoolClient.node.defaultChild as never) },
      APP_URL: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
    });
    // What the Lambda's own config loader demands, with deploy-time values stood in for.
    const env = Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : key === 'APP_URL' ? 'https://d111111abcdef8.cloudfront.net' : `deploy-time-${key}`,
      ]),
    );
    expect(() => loadConfig({ ...env, AWS_REGION: 'eu-west-1' })).not.toThrow();
  });
});

describe('group permissions', () => {
  test.each(routeGroups)('%s may call exactly the Cognito admin actions of its map entry, on the pool only', (group) => {
    const statements = statementsOf(group);
    const cognito = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('cognito-idp:')));
    expect(actionsOf(cognito).sort()).toEqual(groupPermissions[group].cognitoActions.map((a) => `cognito-idp:${a}`).sort());
    const poolId = logicalId(stack.identity.userPool.node.defaultChild as never);
    for (const s of cognito) expect(s.Resource).toEqual({ 'Fn::GetAtt': [poolId, 'Arn'] });
  });

  test('auth and user differ: only auth creates users and adds them to groups', () => {
    const auth = actionsOf(statementsOf('auth'));
    const user = actionsOf(statementsOf('user'));
    expect(auth).toEqual(expect.arrayContaining(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminAddUserToGroup']));
    expect(user).not.toContain('cognito-idp:AdminCreateUser');
    expect(user).not.toContain('cognito-idp:AdminAddUserToGroup');
  });

  test.each(routeGroups)('%s has item-level DynamoDB access on the one table, no wildcard action', (group) => {
    const statements = statementsOf(group);
    const dynamo = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('dynamodb:')));
    const actions = actionsOf(dynamo);
    const tableId = logicalId(stack.table.table.node.defaultChild as never);
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    if (groupPermissions[group].table === 'userItem') {
      // Authentication's read of the caller's record only: no Query, no index.
      expect(actions).toEqual(['dynamodb:GetItem']);
      for (const s of dynamo) expect(s.Resource).toEqual(tableArn);
      return;
    }
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    if (groupPermissions[group].table === 'readWrite') {
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    }
    for (const action of actions) expect(action).not.toContain('*');
    expect(actions).not.toEqual(expect.arrayContaining(['dynamodb:DeleteTable']));
    for (const s of dynamo) {
      expect(s.Resource).toEqual([tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }]);
    }
  });

  test.each(routeGroups)('%s has no wildcard action and no statement on every resource', (group) => {
    const statements = statementsOf(group);
    for (const action of actionsOf(statements)) expect(action).not.toMatch(/^\*$|:\*$/);
    for (const s of statements) expect(s.Resource).not.toBe('*');
  });

  test.each(routeGroups)('%s sends email only as the configured identity, with exactly the calls of its map entry', (group) => {
    const ses = statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    const granted = groupPermissions[group].ses;
    if (granted.length === 0) {
      expect(ses).toHaveLength(0);
      return;
    }
    expect(actionsOf(ses).sort()).toEqual(granted.map((a) => `ses:${a}`).sort());
    const identityId = logicalId(stack.email.identity.node.defaultChild as never);
    for (const s of ses) expect(JSON.stringify(s.Resource)).toContain(`{"Ref":"${identityId}"}`);
  });

  test('journal sends raw email (attachments) only; auth and user send simple email only', () => {
    expect(actionsOf(statementsOf('journal')).filter((a) => a.startsWith('ses:'))).toEqual(['ses:SendRawEmail']);
    expect(actionsOf(statementsOf('auth')).filter((a) => a.startsWith('ses:'))).toEqual(['ses:SendEmail']);
    expect(actionsOf(statementsOf('user')).filter((a) => a.startsWith('ses:'))).toEqual(['ses:SendEmail']);
  });

  test.each(routeGroups)('%s has exactly the S3 access of its map entry, on the exports prefix only', (group) => {
    const s3 = statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')));
    const bucketArn = { 'Fn::GetAtt': [logicalId(stack.exports.bucket.node.defaultChild as never), 'Arn'] };
    const prefixArn = { 'Fn::Join': ['', [bucketArn, '/exports/*']] };
    const byResource = s3.map((s) => ({ actions: actionsOf([s]).sort(), resource: s.Resource, condition: (s as { Condition?: unknown }).Condition }));
    const expected = {
      none: [],
      readWrite: [{ actions: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], resource: prefixArn, condition: undefined }],
      purge: [
        { actions: ['s3:DeleteObject'], resource: prefixArn, condition: undefined },
        { actions: ['s3:ListBucket'], resource: bucketArn, condition: { StringLike: { 's3:prefix': ['exports/*'] } } },
      ],
    }[groupPermissions[group].exports];
    expect(byResource).toEqual(expected);
  });

  test('journal reads and writes exports, user only purges them, auth has no access', () => {
    expect(groupPermissions.journal.exports).toBe('readWrite');
    expect(groupPermissions.user.exports).toBe('purge');
    expect(groupPermissions.auth.exports).toBe('none');
    expect(groupPermissions.journal.cognitoActions).toEqual([]);
  });

  test.each(routeGroups)('%s writes logs to its own log group only', (group) => {
    const { fn } = groupFunction(group);
    const logs = statementsOf(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('logs:')));
    const logGroupId = logicalId(fn.node.findChild('Logs').node.defaultChild as CfnLogGroup);
    expect(actionsOf(logs).sort()).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
    for (const s of logs) expect(s.Resource).toEqual({ 'Fn::GetAtt': [logGroupId, 'Arn'] });
    const roleId = logicalId(fn.function.role!.node.defaultChild as CfnRole);
    expect(template.toJSON().Resources[roleId].Properties.ManagedPolicyArns).toBeUndefined();
  });
});

describe('a route group without permissions', () => {
  const ghost: RouteDefinition = { id: 'ghost.list', group: 'ghost', method: 'GET', path: '/ghost', auth: 'user' };

  test('fails synth with a message naming the group and the map', () => {
    expect(() => buildStack({ routes: [...routes, ghost] })).toThrow(
      /Route group "ghost" has no permissions: add a "ghost" entry to groupPermissions in lib\/constructs\/group-function\.ts/,
    );
  });
});
