import { AppSecrets } from './constructs/app-secrets';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { COACH_PROVIDERS, DEFAULT_COACH_PROVIDER, type CoachProvider } from '../lambdas/contracts/coach-llm-types';
import { routes as routeTable, type RouteDefinition } from '../lambdas/contracts/routes';
import { Api } from './constructs/api';
import { MailFeedback, ScheduledMail } from './constructs/scheduled-mail';
import { CoachModel, DEFAULT_BEDROCK_MODEL_ID } from './constructs/coach-model';
import { DataTable } from './constructs/data-table';
import { Email } from './constructs/email';
import { ExportsBucket } from './constructs/exports-bucket';
import { GroupFunction, groupPermissions, permissionsFor, type GroupPermissions } from './constructs/group-function';
import { Identity } from './constructs/identity';
import { Web } from './constructs/web';

export const DEFAULT_STAGE = 'prod';
export const DEFAULT_THROTTLE_RATE_LIMIT = 50;
export const DEFAULT_THROTTLE_BURST_LIMIT = 100;

export interface SolaceStackProps extends StackProps {
  /** The built web app to upload (`frontend/dist`; tests pass a fixture). */
  siteDir: string;
  /** SES sender address; a placeholder (with a warning) when unset. */
  sesFromAddress?: string;
  /** API Gateway stage name. @default prod */
  stageName?: string;
  /** @default 50 requests per second */
  throttleRateLimit?: number;
  /** @default 100 requests */
  throttleBurstLimit?: number;
  /** X-Ray tracing of the API stage. @default false */
  apiTracing?: boolean;
  /** @default the route table of lambdas/contracts/routes.ts */
  routes?: readonly RouteDefinition[];
  /** @default groupPermissions of lib/constructs/group-function.ts */
  permissions?: Readonly<Record<string, GroupPermissions>>;
  /** Where coach replies come from; `bedrock` adds the model's Guardrail and grants. @default on-device */
  coachProvider?: CoachProvider;
  /** The Bedrock model or inference profile, with `bedrock`. @default amazon.nova-lite-v1:0 */
  bedrockModelId?: string;
}

/**
 * Everything of docs/architecture.md "Shape", AWS column. Dependencies run one way: RestApi ← distribution
 * (CSP) ← functions (APP_URL) and API CORS ← deployment (config.json names the stage URL).
 */
export class SolaceStack extends Stack {
  readonly table: DataTable;
  readonly identity: Identity;
  readonly email: Email;
  readonly exports: ExportsBucket;
  readonly secrets: AppSecrets;
  /** Server-side coaching's model and Guardrail; only with `coachProvider: 'bedrock'`. */
  readonly coachModel?: CoachModel;
  readonly api: Api;
  /** Reminders and weekly summaries, run every 15 minutes; SES feedback. */
  readonly scheduledMail: ScheduledMail;
  readonly web: Web;
  /** Each route group's function, by group name. */
  readonly functions: ReadonlyMap<string, GroupFunction>;

  constructor(scope: Construct, id: string, props: SolaceStackProps) {
    super(scope, id, props);
    const routes = props.routes ?? routeTable;
    const permissions = props.permissions ?? groupPermissions;
    // Fail before building anything when a group has no declared permissions.
    const groups = [...new Set(routes.map((r) => r.group))].map((group) => ({
      group,
      permissions: permissionsFor(group, permissions),
    }));

    this.table = new DataTable(this, 'Data');
    this.identity = new Identity(this, 'Identity');
    const mailFeedback = new MailFeedback(this, 'MailFeedback');
    this.email = new Email(this, 'Email', { fromAddress: props.sesFromAddress, configurationSet: mailFeedback.configurationSet });
    this.exports = new ExportsBucket(this, 'Exports');
    this.secrets = new AppSecrets(this, 'Secrets');
    const coachProvider = props.coachProvider ?? DEFAULT_COACH_PROVIDER;
    if (coachProvider === 'bedrock') {
      this.coachModel = new CoachModel(this, 'CoachModel', { modelId: props.bedrockModelId ?? DEFAULT_BEDROCK_MODEL_ID });
    }

    this.api = new Api(this, 'Api', {
      stageName: props.stageName ?? DEFAULT_STAGE,
      throttleRateLimit: props.throttleRateLimit ?? DEFAULT_THROTTLE_RATE_LIMIT,
      throttleBurstLimit: props.throttleBurstLimit ?? DEFAULT_THROTTLE_BURST_LIMIT,
      tracing: props.apiTracing,
      userPool: this.identity.userPool,
    });
    this.web = new Web(this, 'Web', { siteDir: props.siteDir, apiOrigin: this.api.origin });

    const functions = new Map<string, GroupFunction>();
    for (const { group, permissions: granted } of groups) {
      functions.set(
        group,
        new GroupFunction(this, `${pascal(group)}Function`, {
          group,
          permissions: granted,
          appUrl: this.web.appUrl,
          table: this.table.table,
          identity: this.identity,
          email: this.email,
          exportsBucket: this.exports.bucket,
          coachModel: this.coachModel,
          secrets: this.secrets,
        }),
      );
    }
    this.functions = functions;

    this.scheduledMail = new ScheduledMail(this, 'ScheduledMail', {
      appUrl: this.web.appUrl,
      apiUrl: this.api.url,
      table: this.table.table,
      identity: this.identity,
      email: this.email,
      exportsBucket: this.exports.bucket,
      secrets: this.secrets,
      feedback: mailFeedback,
    });

    this.api.addRoutes({
      routes,
      functions: new Map([...functions].map(([group, fn]) => [group, fn.function])),
      allowedOrigin: this.web.appUrl,
    });

    this.web.deploy({
      apiUrl: this.api.url,
      region: this.region,
      userPoolId: this.identity.userPool.userPoolId,
      userPoolClientId: this.identity.userPoolClient.userPoolClientId,
      identityPoolId: this.identity.identityPool.identityPoolId,
      stripePublishableKey: null,
      coachProvider,
    });

    new CfnOutput(this, 'AppUrl', { value: this.web.appUrl, description: 'The web app' });
    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'The API stage, without a trailing slash' });
    new CfnOutput(this, 'UserPoolId', { value: this.identity.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.identity.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'IdentityPoolId', { value: this.identity.identityPool.identityPoolId });
    new CfnOutput(this, 'TableName', { value: this.table.table.tableName });
    new CfnOutput(this, 'ExportsBucketName', { value: this.exports.bucket.bucketName, description: 'Journal exports kept in cloud storage' });
  }
}

/** `mental-health` → `MentalHealth`: construct ids stay readable and stable. */
function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** The settings `cdk -c key=value` (or cdk.json's context) may give. */
export interface AppContext {
  stackName: string;
  sesFromAddress?: string;
  stageName: string;
  throttleRateLimit: number;
  throttleBurstLimit: number;
  apiTracing: boolean;
  /** Another built site instead of frontend/dist. */
  siteDir?: string;
  /** Server-side coaching through Bedrock, or none (the app's on-device coach only). */
  coachProvider: CoachProvider;
  bedrockModelId: string;
}

/** Reads and checks the app's context values; values from `-c` arrive as strings. */
export function readAppContext(scope: Construct): AppContext {
  const get = (key: string): unknown => scope.node.tryGetContext(key);
  const text = (key: string): string | undefined => {
    const value = get(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
    return value;
  };
  const positive = (key: string, fallback: number): number => {
    const value = get(key);
    if (value === undefined || value === null || value === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`Context ${key} must be a positive number, got ${String(value)}`);
    return n;
  };
  const stageName = text('stage') ?? DEFAULT_STAGE;
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(stageName)) throw new Error(`Context stage "${stageName}" is not a valid stage name`);
  const stackName = text('stackName') ?? 'Solace';
  if (!/^[A-Za-z][A-Za-z0-9-]{0,127}$/.test(stackName)) throw new Error(`Context stackName "${stackName}" is not a valid stack name`);
  const tracing = get('apiTracing');
  const coachProvider = text('coachProvider') ?? DEFAULT_COACH_PROVIDER;
  if (!(COACH_PROVIDERS as readonly string[]).includes(coachProvider)) {
    throw new Error(`Context coachProvider "${coachProvider}" must be one of ${COACH_PROVIDERS.join(', ')}`);
  }
  const bedrockModelId = text('bedrockModelId') ?? DEFAULT_BEDROCK_MODEL_ID;
  if (!/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,2047}$/.test(bedrockModelId)) {
    throw new Error(`Context bedrockModelId "${bedrockModelId}" is not a Bedrock model id, inference profile id or ARN`);
  }
  return {
    stackName,
    sesFromAddress: text('sesFromAddress'),
    stageName,
    throttleRateLimit: positive('throttleRateLimit', DEFAULT_THROTTLE_RATE_LIMIT),
    throttleBurstLimit: Math.round(positive('throttleBurstLimit', DEFAULT_THROTTLE_BURST_LIMIT)),
    apiTracing: tracing === true || tracing === 'true',
    siteDir: text('siteDir'),
    coachProvider: coachProvider as CoachProvider,
    bedrockModelId,
  };
}
