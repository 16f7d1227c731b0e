import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { IdentityPool, UserPoolAuthenticationProvider } from 'aws-cdk-lib/aws-cognito-identitypool';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { USER_POOL_PASSWORD_POLICY } from '../../lambdas/contracts/password-rules';
import { addFunctionEnvironment } from './function-environment';

/** The Cognito group whose members may use admin routes (docs/architecture.md, "Identity and sessions"). */
export const ADMIN_GROUP = 'admin';

/** The pool's admin API calls a function may be granted, without the `cognito-idp:` prefix. */
export type CognitoAdminAction =
  | 'AdminAddUserToGroup'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminGetUser'
  | 'AdminInitiateAuth'
  | 'AdminRemoveUserFromGroup'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

/**
 * User pool, app client, `admin` group and identity pool. Users never talk to Cognito
 * directly: the auth Lambda creates and signs them in with the pool's admin calls.
 */
export class Identity extends Construct {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly identityPool: IdentityPool;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Accounts are created by the auth Lambda (AdminCreateUser), never by Cognito's public SignUp.
      selfSignUpEnabled: false,
      // Our own one-time links verify email and reset passwords; Cognito sends no mail.
      autoVerify: { email: false },
      accountRecovery: AccountRecovery.NONE,
      standardAttributes: { email: { required: true, mutable: true } },
      // From lambdas/contracts/password-rules.ts; every character of its special set is a Cognito symbol.
      passwordPolicy: {
        minLength: USER_POOL_PASSWORD_POLICY.MinimumLength,
        requireUppercase: USER_POOL_PASSWORD_POLICY.RequireUppercase,
        requireLowercase: USER_POOL_PASSWORD_POLICY.RequireLowercase,
        requireDigits: USER_POOL_PASSWORD_POLICY.RequireNumbers,
        requireSymbols: USER_POOL_PASSWORD_POLICY.RequireSymbols,
      },
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'People sign in through the product API (POST /auth/login, spec-defined); the product has no MFA step.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan (threat protection) is a paid option; failed logins are rate limited per email and IP by the auth Lambda.',
      },
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // Only the Lambdas sign in, with AdminInitiateAuth; refresh tokens are always allowed.
      authFlows: { adminUserPassword: true },
      disableOAuth: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Access tokens reach the browser; without this a user could change their email in
      // Cognito directly (UpdateUserAttributes) behind the API's back. Admin calls ignore it.
      writeAttributes: new ClientAttributes().withStandardAttributes({ locale: true }),
    });

    new CfnUserPoolGroup(this, 'AdminGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: ADMIN_GROUP,
      description: 'Solace administrators: may use the admin routes.',
    });

    this.identityPool = new IdentityPool(this, 'IdentityPool', {
      allowUnauthenticatedIdentities: false,
      authenticationProviders: {
        userPools: [new UserPoolAuthenticationProvider({ userPool: this.userPool, userPoolClient: this.userPoolClient })],
      },
    });
  }

  /**
   * Sets USER_POOL_ID and USER_POOL_CLIENT_ID (every function verifies tokens with them) and
   * grants exactly the given admin calls on this pool.
   */
  bind(fn: LambdaFunction, actions: readonly CognitoAdminAction[]): void {
    addFunctionEnvironment(fn, {
      USER_POOL_ID: this.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.userPoolClient.userPoolClientId,
    });
    if (actions.length > 0) this.userPool.grant(fn, ...actions.map((a) => `cognito-idp:${a}`));
  }
}
