import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { routes } from '../../lambdas/contracts/routes';
import { COGNITO_ACCESS_TOKEN_SCOPE } from '../../lib/constructs/api';
import { buildStack, logicalId, resourcesOfType, type Resources } from './fixture';

const { stack, template } = buildStack();
const methods = resourcesOfType(template, 'AWS::ApiGateway::Method');
const apiResources = resourcesOfType(template, 'AWS::ApiGateway::Resource');
const restApiId = logicalId(stack.api.restApi.node.defaultChild as never);

/** `/auth/profile` for a resource, following ParentId up to the API's root. */
function resourcePath(resourceId: string, all: Resources): string {
  const props = all[resourceId]?.Properties as { ParentId: unknown; PathPart: string } | undefined;
  if (!props) throw new Error(`Unknown resource ${resourceId}`);
  const parent = props.ParentId as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  if (parent['Fn::GetAtt']) {
    expect(parent['Fn::GetAtt']).toEqual([restApiId, 'RootResourceId']);
    return `/${props.PathPart}`;
  }
  return `${resourcePath(parent.Ref!, all)}/${props.PathPart}`;
}

interface MethodProps {
  HttpMethod: string;
  ResourceId: { Ref: string };
  AuthorizationType: string;
  AuthorizerId?: { Ref: string };
  AuthorizationScopes?: string[];
  Integration: { Type: string; IntegrationHttpMethod?: string; Uri?: unknown; IntegrationResponses?: unknown[] };
}

const methodList = Object.entries(methods).map(([id, m]) => {
  const props = m.Properties as unknown as MethodProps;
  return { id, props, path: resourcePath(props.ResourceId.Ref, apiResources) };
});

function functionLogicalId(group: string): string {
  const fn = stack.functions.get(group);
  if (!fn) throw new Error(`No function for ${group}`);
  return logicalId(fn.function.node.defaultChild as CfnFunction);
}

const authorizers = resourcesOfType(template, 'AWS::ApiGateway::Authorizer');
const authorizerId = Object.keys(authorizers)[0];

describe('API Gateway: the route table', () => {
  test('has one Cognito user pools authorizer on the user pool', () => {
    expect(Object.keys(authorizers)).toHaveLength(1);
    const props = authorizers[authorizerId!]!.Properties!;
    expect(props.Type).toBe('COGNITO_USER_POOLS');
    expect(props.IdentitySource).toBe('method.request.header.Authorization');
    expect(JSON.stringify(props.ProviderARNs)).toContain(logicalId(stack.identity.userPool.node.defaultChild as never));
  });

  test.each(routes.map((r) => [r.id, r] as const))('%s is a method on its path', (_id, route) => {
    const found = methodList.filter((m) => m.path === route.path && m.props.HttpMethod === route.method);
    expect(found).toHaveLength(1);
    const method = found[0]!.props;

    if (route.auth === 'public') {
      expect(method.AuthorizationType).toBe('NONE');
      expect(method.AuthorizerId).toBeUndefined();
      expect(method.AuthorizationScopes).toBeUndefined();
    } else {
      expect(method.AuthorizationType).toBe('COGNITO_USER_POOLS');
      expect(method.AuthorizerId).toEqual({ Ref: authorizerId });
      expect(method.AuthorizationScopes).toEqual([COGNITO_ACCESS_TOKEN_SCOPE]);
    }

    expect(method.Integration.Type).toBe('AWS_PROXY');
    expect(method.Integration.IntegrationHttpMethod).toBe('POST');
    const uri = JSON.stringify(method.Integration.Uri);
    expect(uri).toContain(JSON.stringify({ 'Fn::GetAtt': [functionLogicalId(route.group), 'Arn'] }));
    for (const other of stack.functions.keys()) {
      if (other !== route.group) expect(uri).not.toContain(functionLogicalId(other));
    }
  });

  test('has no method besides the routes and their CORS preflights', () => {
    const routeKeys = routes.map((r) => `${r.method} ${r.path}`).sort();
    const methodKeys = methodList.filter((m) => m.props.HttpMethod !== 'OPTIONS').map((m) => `${m.props.HttpMethod} ${m.path}`);
    expect(methodKeys.sort()).toEqual(routeKeys);
    const preflightPaths = methodList.filter((m) => m.props.HttpMethod === 'OPTIONS').map((m) => m.path);
    expect(preflightPaths.sort()).toEqual([...new Set(routes.map((r) => r.path))].sort());
  });

  test('lets API Gateway invoke each function only from its own methods', () => {
    // The one other permission lets SNS deliver SES bounces and complaints (lib/constructs/scheduled-mail.ts).
    const all = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission'));
    const permissions = all.filter((p) => p.Properties!.Principal !== 'sns.amazonaws.com');
    expect(all.length - permissions.length).toBe(1);
    expect(permissions).toHaveLength(routes.length);
    for (const permission of permissions) {
      expect(permission.Properties!.Principal).toBe('apigateway.amazonaws.com');
      const source = JSON.stringify(permission.Properties!.SourceArn);
      expect(source).toContain(restApiId);
      expect(source).not.toContain('"/test-invoke-stage/');
    }
  });
});

describe('API Gateway: CORS', () => {
  const distributionId = logicalId(stack.web.distribution.node.defaultChild as never);
  const siteOrigin = { 'Fn::Join': ['', ["'https://", { 'Fn::GetAtt': [distributionId, 'DomainName'] }, "'"]] };

  test('preflights allow the site origin only, with the headers and methods the app uses', () => {
    const preflights = methodList.filter((m) => m.props.HttpMethod === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const { props } of preflights) {
      expect(props.AuthorizationType).toBe('NONE');
      const response = (props.Integration.IntegrationResponses as { ResponseParameters: Record<string, unknown> }[])[0]!;
      const headers = response.ResponseParameters;
      expect(headers['method.response.header.Access-Control-Allow-Origin']).toEqual(siteOrigin);
      expect(headers['method.response.header.Access-Control-Allow-Headers']).toBe("'Content-Type,Authorization'");
      expect(headers['method.response.header.Access-Control-Allow-Methods']).toBe("'GET,POST,PUT,DELETE,OPTIONS'");
    }
  });

  test.each(['DEFAULT_4XX', 'DEFAULT_5XX'])('gateway response %s carries CORS headers', (type) => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: type,
      ResponseParameters: {
        'gatewayresponse.header.Access-Control-Allow-Origin': siteOrigin,
        'gatewayresponse.header.Access-Control-Allow-Headers': "'Content-Type,Authorization'",
      },
    });
  });
});

describe('API Gateway: the stage', () => {
  const stage = () => Object.values(resourcesOfType(template, 'AWS::ApiGateway::Stage'))[0]!.Properties!;

  test('is named prod and throttled by default', () => {
    expect(Object.keys(resourcesOfType(template, 'AWS::ApiGateway::Stage'))).toHaveLength(1);
    expect(stage().StageName).toBe('prod');
    expect(stage().MethodSettings).toEqual([
      expect.objectContaining({
        HttpMethod: '*',
        ResourcePath: '/*',
        ThrottlingRateLimit: 50,
        ThrottlingBurstLimit: 100,
        LoggingLevel: 'ERROR',
        DataTraceEnabled: false,
      }),
    ]);
  });

  test('writes JSON access logs without bodies to a log group with retention', () => {
    const setting = stage().AccessLogSetting as { DestinationArn: unknown; Format: string };
    const format = JSON.parse(setting.Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', status: '$context.status', ip: '$context.identity.sourceIp' });
    expect(setting.Format).not.toMatch(/body|requestOverride|input/i);
    const logGroupId = logicalId(stack.api.node.findChild('AccessLogs').node.defaultChild as never);
    expect(JSON.stringify(setting.DestinationArn)).toContain(logGroupId);
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    template.resourceCountIs('AWS::ApiGateway::Account', 1);
  });

  test('takes its name, throttling and tracing from props', () => {
    const custom = buildStack({ stageName: 'staging', throttleRateLimit: 7, throttleBurstLimit: 9, apiTracing: true }).template;
    custom.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'staging',
      TracingEnabled: true,
      MethodSettings: [Match.objectLike({ ThrottlingRateLimit: 7, ThrottlingBurstLimit: 9 })],
    });
  });
});
