import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  AuthorizationType,
  CognitoUserPoolsAuthorizer,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
  type IResource,
  type Method,
  type MethodOptions,
} from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../../lambdas/contracts/routes';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, CORS_MAX_AGE_SECONDS, corsHeaderValues } from '../../lambdas/shared/cors';

/**
 * The scope Cognito puts in access tokens issued by AdminInitiateAuth. A user pool
 * authorizer only accepts access tokens (what the app sends) on methods that name a scope.
 */
export const COGNITO_ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';


export interface ApiProps {
  stageName: string;
  /** Stage-wide steady-state requests per second. */
  throttleRateLimit: number;
  throttleBurstLimit: number;
  /** X-Ray tracing of the stage. */
  tracing?: boolean;
  userPool: IUserPool;
}

export interface ApiRoutesProps {
  routes: readonly RouteDefinition[];
  /** Each route group's function. */
  functions: ReadonlyMap<string, IFunction>;
  /** The only origin CORS allows: the web app, `https://<distribution domain>`. */
  allowedOrigin: string;
}

/**
 * The REST API and its one stage. Routes are added afterwards with `addRoutes`, because
 * their CORS origin is the distribution's domain while the distribution's CSP names this
 * API's origin; the API's origin depends only on the RestApi resource, so there is no cycle.
 */
export class Api extends Construct {
  readonly restApi: RestApi;
  /** `https://<id>.execute-api.<region>.<suffix>`, for the site's Content-Security-Policy. */
  readonly origin: string;
  /** The stage URL without a trailing slash: what the app prefixes to route paths. */
  readonly url: string;
  private readonly userPool: IUserPool;
  private authorizer?: CognitoUserPoolsAuthorizer;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.userPool = props.userPool;
    const stack = Stack.of(this);

    // Who called what and with which status: no bodies, headers or query strings. They hold
    // IP addresses, so they are kept a month and go with the stack.
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: `${stack.stackName}-api`,
      description: 'Solace API: one method per route of lambdas/contracts/routes.ts',
      endpointTypes: [EndpointType.REGIONAL],
      // The account-level role API Gateway needs to write execution and access logs.
      cloudWatchRole: true,
      deployOptions: {
        stageName: props.stageName,
        throttlingRateLimit: props.throttleRateLimit,
        throttlingBurstLimit: props.throttleBurstLimit,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.jsonWithStandardFields({
          caller: false,
          httpMethod: true,
          ip: true,
          protocol: true,
          requestTime: true,
          resourcePath: true,
          responseLength: true,
          status: true,
          user: true,
        }),
        // Execution logs for errors only; data tracing would log bodies (health data).
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: true,
        tracingEnabled: props.tracing ?? false,
      },
    });
    this.origin = `https://${this.restApi.restApiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.url = `${this.origin}/${this.restApi.deploymentStage.stageName}`;

    Validations.of(this.restApi).acknowledge(
      {
        id: 'AwsSolutions-APIG2',
        reason: 'Every Lambda validates body, query and path with the zod schemas of the route table (docs/architecture.md).',
      },
      {
        id: 'AwsSolutions-APIG3',
        reason: 'No WAF: stage throttling and per-email/per-IP rate limits in the Lambdas cover abuse; a web ACL can be attached later.',
      },
    );
    const cloudWatchRole = this.restApi.node.tryFindChild('CloudWatchRole');
    if (cloudWatchRole) {
      Validations.of(cloudWatchRole).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason: 'The AWS-managed policy API Gateway documents for its account-level logging role; it only writes CloudWatch Logs.',
      });
    }
  }

  /** One method per route, each a Lambda proxy integration to its group's function. */
  addRoutes(props: ApiRoutesProps): void {
    const integrations = new Map<string, LambdaIntegration>();
    const withPreflight = new Set<IResource>();
    for (const route of props.routes) {
      const fn = props.functions.get(route.group);
      if (!fn) throw new Error(`Route ${route.id}: no function for group "${route.group}"`);
      let integration = integrations.get(route.group);
      if (!integration) {
        // Console test invocations are not needed; each method gets its own invoke permission.
        integration = new LambdaIntegration(fn, { proxy: true, allowTestInvoke: false });
        integrations.set(route.group, integration);
      }

      const resource = this.restApi.root.resourceForPath(route.path);
      if (!withPreflight.has(resource)) {
        withPreflight.add(resource);
        // cdk-nag already treats CORS preflights (OPTIONS, 204 with CORS headers) as exempt.
        resource.addCorsPreflight({
          allowOrigins: [props.allowedOrigin],
          allowHeaders: [...CORS_ALLOW_HEADERS],
          allowMethods: [...CORS_ALLOW_METHODS],
          maxAge: Duration.seconds(CORS_MAX_AGE_SECONDS),
        });
      }

      const method = resource.addMethod(route.method, integration, this.methodOptions(route));
      if (route.auth === 'public') {
        acknowledgeUnauthenticated(method, `Public by design (${route.id}): sign-in, sign-up and email-link routes.`);
      }
    }

    // API Gateway's own errors (401 from the authorizer, 429 from throttling, 5xx) carry
    // CORS headers too, so the browser can read their `message`.
    const errorHeaders = {
      'Access-Control-Allow-Origin': `'${props.allowedOrigin}'`,
      'Access-Control-Allow-Headers': `'${corsHeaderValues.allowHeaders}'`,
      'Access-Control-Allow-Methods': `'${corsHeaderValues.allowMethods}'`,
      Vary: "'Origin'",
    };
    this.restApi.addGatewayResponse('Default4xx', { type: ResponseType.DEFAULT_4XX, responseHeaders: errorHeaders });
    this.restApi.addGatewayResponse('Default5xx', { type: ResponseType.DEFAULT_5XX, responseHeaders: errorHeaders });
  }

  private methodOptions(route: RouteDefinition): MethodOptions {
    if (route.auth === 'public') return { authorizationType: AuthorizationType.NONE };
    // The authorizer checks the token at the edge; the Lambda verifies it again and
    // checks the session epoch and, for admin routes, the admin group.
    this.authorizer ??= new CognitoUserPoolsAuthorizer(this, 'Authorizer', {
      cognitoUserPools: [this.userPool],
      identitySource: 'method.request.header.Authorization',
    });
    return {
      authorizationType: AuthorizationType.COGNITO,
      authorizer: this.authorizer,
      authorizationScopes: [COGNITO_ACCESS_TOKEN_SCOPE],
    };
  }
}

function acknowledgeUnauthenticated(method: Method, reason: string): void {
  Validations.of(method).acknowledge({ id: 'AwsSolutions-APIG4', reason }, { id: 'AwsSolutions-COG4', reason });
}
