import { Annotations, Match } from 'aws-cdk-lib/assertions';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../lambdas/contracts/password-rules';
import { PLACEHOLDER_FROM_ADDRESS } from '../../lib/constructs/email';
import { buildStack, FIXTURE_SENDER, logicalId, resourcesOfType } from './fixture';

const { stack, template } = buildStack();

describe('DynamoDB table', () => {
  test('is the one table, keyed PK/SK, on demand', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        { AttributeName: 'GSI1PK', AttributeType: 'S' },
        { AttributeName: 'GSI1SK', AttributeType: 'S' },
      ]),
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  test('has GSI1 and GSI2 on their own key attributes, projecting all attributes', () => {
    const index = (n: number) => ({
      IndexName: `GSI${n}`,
      KeySchema: [
        { AttributeName: `GSI${n}PK`, KeyType: 'HASH' },
        { AttributeName: `GSI${n}SK`, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    template.hasResourceProperties('AWS::DynamoDB::Table', { GlobalSecondaryIndexes: [index(1), index(2)] });
  });

  test('expires items by `ttl`, keeps point-in-time recovery and survives stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    // AWS-owned/managed keys only: no customer KMS key to manage.
    template.resourceCountIs('AWS::KMS::Key', 0);
  });
});

describe('Cognito', () => {
  const pool = () => Object.values(resourcesOfType(template, 'AWS::Cognito::UserPool'))[0]!;

  test('the user pool signs in by email, only admins create users, and it is retained', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    expect(pool().Properties).toMatchObject({
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AutoVerifiedAttributes: [],
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
      Schema: [{ Name: 'email', Required: true, Mutable: true }],
      DeletionProtection: 'ACTIVE',
    });
    template.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });

  test('the password policy is the one of password-rules.ts', () => {
    const ruleIds = PASSWORD_RULES.map((r) => r.id).sort();
    expect(ruleIds).toEqual(['length', 'lowercase', 'number', 'special', 'uppercase']);
    expect(pool().Properties!.Policies).toEqual({
      PasswordPolicy: {
        MinimumLength: PASSWORD_MIN_LENGTH,
        RequireUppercase: true,
        RequireLowercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      },
    });
    // Every special character our rules accept also satisfies Cognito's symbol rule.
    const cognitoSymbols = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';
    for (const c of PASSWORD_SPECIAL_CHARACTERS) expect(cognitoSymbols).toContain(c);
  });

  test('the app client has no secret, the admin password flow only, and the token lifetimes', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlowsUserPoolClient: false,
      WriteAttributes: Match.not(Match.arrayWith(['email'])),
    });
  });

  test('has the admin group', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: 'admin',
      UserPoolId: { Ref: logicalId(stack.identity.userPool.node.defaultChild as never) },
    });
  });

  test('the identity pool federates the user pool and refuses unauthenticated identities', () => {
    template.resourceCountIs('AWS::Cognito::IdentityPool', 1);
    template.hasResourceProperties('AWS::Cognito::IdentityPool', {
      AllowUnauthenticatedIdentities: false,
      CognitoIdentityProviders: [
        {
          ClientId: { Ref: logicalId(stack.identity.userPoolClient.node.defaultChild as never) },
          ProviderName: Match.anyValue(),
          ServerSideTokenCheck: true,
        },
      ],
    });
  });

  test('the authenticated identity role grants nothing and trusts only this identity pool', () => {
    const attachment = Object.values(resourcesOfType(template, 'AWS::Cognito::IdentityPoolRoleAttachment'))[0]!;
    const roleRef = (attachment.Properties!.Roles as { authenticated: { 'Fn::GetAtt': [string, string] } }).authenticated;
    const roleId = roleRef['Fn::GetAtt'][0];
    const role = resourcesOfType(template, 'AWS::IAM::Role')[roleId]!.Properties!;
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(role.Policies).toBeUndefined();
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
    expect(policies.filter((p) => JSON.stringify(p.Properties!.Roles).includes(roleId))).toHaveLength(0);
    expect(JSON.stringify(role.AssumeRolePolicyDocument)).toContain('"cognito-identity.amazonaws.com:amr":"authenticated"');
    expect(JSON.stringify(role.AssumeRolePolicyDocument)).toContain(logicalId(stack.identity.identityPool.node.defaultChild as never));
  });
});

describe('SES', () => {
  test('the sender identity is the configured address', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 1);
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: FIXTURE_SENDER });
    Annotations.fromStack(stack).hasNoWarning('*', Match.stringLikeRegexp('sesFromAddress'));
  });

  test('without sesFromAddress, synth uses the placeholder and warns', () => {
    // Synthesis prints the warning; here it is the subject of the test, not noise for the log.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { stack: unset, template: t } = buildStack({ sesFromAddress: undefined });
      t.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: PLACEHOLDER_FROM_ADDRESS });
      Annotations.fromStack(unset).hasWarning('/Solace/Email', Match.stringLikeRegexp('No sesFromAddress context'));
    } finally {
      quiet.mockRestore();
    }
  });

  test('refuses a sender that is not an email address', () => {
    expect(() => buildStack({ sesFromAddress: 'not-an-address' })).toThrow(/sesFromAddress "not-an-address" is not an email address/);
  });
});

describe('exports bucket', () => {
  const bucketId = () => logicalId(stack.exports.bucket.node.defaultChild as never);
  const bucket = () => resourcesOfType(template, 'AWS::S3::Bucket')[bucketId()]!;
  const policy = () => {
    const found = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).filter(
      (p) => JSON.stringify(p.Properties!.Bucket) === JSON.stringify({ Ref: bucketId() }),
    );
    expect(found).toHaveLength(1);
    return found[0]!.Properties!.PolicyDocument as { Statement: { Effect: string; Principal: unknown; Action: unknown; Condition?: unknown }[] };
  };

  test('is private: every public access blocked, no ACLs, no public reads', () => {
    expect(bucket().Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    expect(bucket().Properties!.AccessControl).toBeUndefined();
    expect(bucket().Properties!.WebsiteConfiguration).toBeUndefined();
    // Its policy only denies; nobody is allowed in through it.
    for (const statement of policy().Statement) expect(statement.Effect).toBe('Deny');
  });

  test('is encrypted by S3 and refuses plain HTTP and old TLS', () => {
    expect(bucket().Properties!.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    const conditions = policy().Statement.map((s) => s.Condition);
    expect(conditions).toEqual(
      expect.arrayContaining([{ Bool: { 'aws:SecureTransport': 'false' } }, { NumericLessThan: { 's3:TlsVersion': 1.2 } }]),
    );
  });

  test('is unversioned, cleans up unfinished uploads and survives stack deletion', () => {
    expect(bucket().Properties!.VersioningConfiguration).toBeUndefined();
    expect(bucket().Properties!.LifecycleConfiguration).toEqual({
      Rules: [{ Id: 'abort-incomplete-uploads', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }],
    });
    const raw = (template.toJSON().Resources as Record<string, { DeletionPolicy?: string; UpdateReplacePolicy?: string }>)[bucketId()]!;
    expect(raw).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('secrets', () => {
  const secretId = () => logicalId(stack.secrets.secrets.accessCodeKey.node.defaultChild as never);

  test('the access-code key is generated by Secrets Manager and kept when the stack goes', () => {
    const raw = (template.toJSON().Resources as Record<string, { Properties: Record<string, unknown>; DeletionPolicy?: string }>)[secretId()]!;
    expect(raw.Properties.GenerateSecretString).toEqual({ ExcludePunctuation: true, PasswordLength: 64 });
    expect(raw.Properties.SecretString).toBeUndefined();
    expect(raw.DeletionPolicy).toBe('Retain');
  });

  test('only the user and admin groups and the scheduled-mail sender read it, by ARN in their environment, never by value', () => {
    const functions = resourcesOfType(template, 'AWS::Lambda::Function');
    const withKey = Object.entries(functions).filter(([, fn]) =>
      JSON.stringify((fn.Properties!.Environment as { Variables?: object } | undefined)?.Variables ?? {}).includes('ACCESS_CODE_KEY'),
    );
    const idOf = (group: string) => logicalId(stack.functions.get(group)!.function.node.defaultChild as never);
    const senderId = logicalId(stack.scheduledMail.sender.function.node.defaultChild as never);
    expect(withKey.map(([id]) => id).sort()).toEqual([idOf('user'), idOf('admin'), senderId].sort());
    for (const [, fn] of withKey) {
      const variables = (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.ACCESS_CODE_KEY_SECRET_ARN).toEqual({ Ref: secretId() });
      expect(variables.ACCESS_CODE_KEY).toBeUndefined();
    }
    const readers = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties!.PolicyDocument).includes(`"Ref":"${secretId()}"`),
    );
    expect(readers).toHaveLength(3);
    for (const reader of readers) expect(JSON.stringify(reader.Properties!.PolicyDocument)).toContain('secretsmanager:GetSecretValue');
  });
});

describe('outputs', () => {
  test('name what the app and operators need', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    for (const name of ['AppUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'IdentityPoolId', 'TableName', 'ExportsBucketName']) {
      expect(outputs[name]).toBeDefined();
    }
    expect(outputs.TableName!.Value).toEqual({ Ref: logicalId(stack.table.table.node.defaultChild as never) });
    // The stage URL without a trailing slash.
    const apiUrl = outputs.ApiUrl!.Value as { 'Fn::Join': [string, unknown[]] };
    const parts = apiUrl['Fn::Join'][1];
    expect(parts[0]).toBe('https://');
    expect(JSON.stringify(parts.at(-1))).toContain('Stage');
  });
});
