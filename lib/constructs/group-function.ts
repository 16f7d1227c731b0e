import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteGroup } from '../../lambdas/contracts/routes';
import type { AppSecret, AppSecrets } from './app-secrets';
import { bindCoachModel, type CoachModel, type CoachModelAccess } from './coach-model';
import { bindTable, type TableAccess } from './data-table';
import type { Email, SesAction } from './email';
import type { FunctionEnvironment } from './function-environment';
import { bindExports, type ExportsAccess } from './exports-bucket';
import type { CognitoAdminAction, Identity } from './identity';

/** What one route group's Lambda may do. Nothing else is granted. */
export interface GroupPermissions {
  /** Every group reads the table: authentication looks up the caller's record (`userItem`: that read only). */
  table: TableAccess;
  /** The user pool's admin calls the group makes (lambdas/shared/identity.ts). */
  cognitoActions: readonly CognitoAdminAction[];
  /** The SES calls the group makes (SendEmail: lambdas/shared/email.ts; SendRawEmail: mail with attachments). */
  ses: readonly SesAction[];
  /** What the group does with cloud exports (lambdas/shared/export-store.ts). */
  exports: ExportsAccess;
  /** Whether the group talks to the coaching model; granted only when the stack has one (`-c coachProvider=bedrock`). */
  coachModel: CoachModelAccess;
  /** The stack's secrets the group reads (lib/constructs/app-secrets.ts). */
  secrets: readonly AppSecret[];
}

/**
 * The one place that says what each group may do. A new group in routes.ts fails the type
 * check here, and synth fails with a message, until it has its line.
 */
export const groupPermissions: Readonly<Record<RouteGroup, GroupPermissions>> = {
  auth: {
    table: 'readWrite',
    cognitoActions: [
      'AdminCreateUser',
      'AdminSetUserPassword',
      'AdminInitiateAuth',
      'AdminUpdateUserAttributes',
      'AdminUserGlobalSignOut',
      'AdminDeleteUser',
      'AdminAddUserToGroup',
      // Registration checks the age of an identity left behind by a failed sign-up.
      'AdminGetUser',
    ],
    ses: ['SendEmail'],
    exports: 'none',
    coachModel: 'none',
    secrets: [],
  },
  user: {
    table: 'readWrite',
    cognitoActions: [
      'AdminInitiateAuth',
      'AdminSetUserPassword',
      'AdminUserGlobalSignOut',
      'AdminDeleteUser',
    ],
    // An email change only asks: the link it sends moves the identity through the auth group.
    ses: ['SendEmail'],
    // Account deletion removes the user's export files.
    exports: 'purge',
    coachModel: 'none',
    // Licence keys are access codes, found by their keyed hash.
    secrets: ['accessCodeKey'],
  },
  journal: {
    table: 'readWrite',
    cognitoActions: [],
    // Export by email: a MIME message with the file attached.
    ses: ['SendRawEmail'],
    exports: 'readWrite',
    coachModel: 'none',
    secrets: [],
  },
  'mental-health': { table: 'readWrite', cognitoActions: [], ses: [], exports: 'none', coachModel: 'none', secrets: [] },
  chat: { table: 'readWrite', cognitoActions: [], ses: [], exports: 'none', coachModel: 'none', secrets: [] },
  // Imported moods, entries, check-ins and sessions: the caller's own items and counters.
  imports: { table: 'readWrite', cognitoActions: [], ses: [], exports: 'none', coachModel: 'none', secrets: [] },
  // Server-side coaching keeps nothing: the table only for the caller's session check.
  coach: { table: 'userItem', cognitoActions: [], ses: [], exports: 'none', coachModel: 'converse', secrets: [] },
  // Analytics only reads: figures come from Queries on the caller's partition.
  analytics: { table: 'read', cognitoActions: [], ses: [], exports: 'none', coachModel: 'none', secrets: [] },
  // The directory is read; connections are the caller's own items.
  therapists: { table: 'readWrite', cognitoActions: [], ses: [], exports: 'none', coachModel: 'none', secrets: [] },
  // Stripe calls with the secret key; the webhook checks signatures with the signing secret.
  payments: { table: 'readWrite', cognitoActions: [], ses: [], exports: 'none', coachModel: 'none', secrets: ['stripeSecretKey', 'stripeWebhookSecret'] },
  // Admin sign-in, the admin group of a role change, sign-out and disabling of a user; codes by their keyed hash.
  admin: {
    table: 'readWrite',
    cognitoActions: [
      'AdminInitiateAuth',
      'AdminAddUserToGroup',
      'AdminRemoveUserFromGroup',
      'AdminUserGlobalSignOut',
      'AdminDisableUser',
      'AdminEnableUser',
    ],
    ses: [],
    exports: 'none',
    coachModel: 'none',
    secrets: ['accessCodeKey'],
  },
};

export function permissionsFor(group: string, permissions: Readonly<Record<string, GroupPermissions>>): GroupPermissions {
  const found = Object.hasOwn(permissions, group) ? permissions[group] : undefined;
  if (!found) {
    throw new Error(
      `Route group "${group}" has no permissions: add a "${group}" entry to groupPermissions in lib/constructs/group-function.ts`,
    );
  }
  return found;
}

/** Repository root: lambdas/ and package-lock.json live here. */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface GroupFunctionProps {
  group: string;
  permissions: GroupPermissions;
  /** `https://<distribution domain>`: links in emails and the CORS origin. */
  appUrl: string;
  table: Table;
  identity: Identity;
  email: Email;
  exportsBucket: Bucket;
  /** The coaching model and its Guardrail, when the stack has them. */
  coachModel?: CoachModel;
  secrets: AppSecrets;
  /** The exported function of the group's handler.ts (default `handler`), for a function that is not a route group's. */
  handler?: string;
  /** What the function is for, when it is not a route group's. */
  description?: string;
}

/** One route group's Lambda: `lambdas/<group>/handler.ts`, bundled by the local esbuild. */
export class GroupFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: GroupFunctionProps) {
    super(scope, id);
    const { group, permissions } = props;
    const entry = path.join(REPO_ROOT, 'lambdas', group, 'handler.ts');
    if (!existsSync(entry)) throw new Error(`Route group "${group}" has no handler: expected ${entry}`);

    // Operational logs only (no bodies, no health data): they go with the stack.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description ?? `Solace ${group} route group function`,
    });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: props.handler ?? 'handler',
      description: props.description ?? `Solace ${group} routes`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.CJS,
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        logLevel: LogLevel.WARNING,
        // Provided by the Lambda runtime.
        externalModules: ['@aws-sdk/*'],
      },
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_SERVICE_NAME: `solace-${group}`,
        APP_URL: props.appUrl,
      } satisfies FunctionEnvironment,
    });

    bindTable(this.function, props.table, permissions.table);
    props.identity.bind(this.function, permissions.cognitoActions);
    // EMAIL_FROM is part of every function's configuration; only senders get SES rights.
    props.email.bind(this.function, permissions.ses);
    bindExports(this.function, props.exportsBucket, permissions.exports);
    bindCoachModel(this.function, props.coachModel, permissions.coachModel);
    props.secrets.bind(this.function, permissions.secrets);
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'The architecture (docs/architecture.md) fixes nodejs22.x (an active LTS runtime) for every function; moving runtimes is a deliberate change.',
    });
  }
}
