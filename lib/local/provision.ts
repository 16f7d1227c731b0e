import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, type DescribeTableCommandOutput } from '@aws-sdk/client-dynamodb';
import { PASSWORD_MIN_LENGTH } from '../../lambdas/contracts/password-rules';
import { LOCAL_HOST, LOCAL_REGION, LOCAL_TABLE_NAME } from './settings';

/** Ids of what the local stack created, kept across restarts. */
export interface LocalIds {
  userPoolId: string;
  userPoolClientId: string;
}

const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export function dynamoDbClient(port: number): DynamoDBClient {
  return new DynamoDBClient({ region: LOCAL_REGION, endpoint: `http://${LOCAL_HOST}:${port}`, credentials: LOCAL_CREDENTIALS });
}

export function cognitoClient(port: number): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: LOCAL_REGION,
    endpoint: `http://${LOCAL_HOST}:${port}`,
    credentials: LOCAL_CREDENTIALS,
  });
}

const indexSchema = (n: 1 | 2) => ({
  IndexName: `GSI${n}`,
  KeySchema: [
    { AttributeName: `GSI${n}PK`, KeyType: 'HASH' as const },
    { AttributeName: `GSI${n}SK`, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const indexAttributes = (n: 1 | 2) => [
  { AttributeName: `GSI${n}PK`, AttributeType: 'S' as const },
  { AttributeName: `GSI${n}SK`, AttributeType: 'S' as const },
];

/**
 * The same keys, indexes and TTL attribute as the table of the CDK stack. A table made
 * before GSI2 existed gets it added, as a deploy of the stack would.
 */
export async function ensureTable(db: DynamoDBClient, tableName = LOCAL_TABLE_NAME): Promise<void> {
  let existing: DescribeTableCommandOutput | undefined;
  try {
    existing = await db.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  if (existing) {
    const indexes = existing.Table?.GlobalSecondaryIndexes ?? [];
    if (!indexes.some((i) => i.IndexName === 'GSI2')) {
      await db.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: indexAttributes(2),
          GlobalSecondaryIndexUpdates: [{ Create: indexSchema(2) }],
        }),
      );
    }
    return;
  }
  await db.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'PK', AttributeType: 'S' },
        { AttributeName: 'SK', AttributeType: 'S' },
        ...indexAttributes(1),
        ...indexAttributes(2),
      ],
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [indexSchema(1), indexSchema(2)],
    }),
  );
  // DynamoDB Local has no TTL deletion; expiry is also checked in code (expiresAt).
}

async function exists(call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return false;
    throw error;
  }
}

/** The user pool, app client and `admin` group, created when missing; ids kept in the data dir. */
export async function ensureIdentity(cognito: CognitoIdentityProviderClient, dataDir: string): Promise<LocalIds> {
  const idsFile = path.join(dataDir, 'local-ids.json');
  let ids: LocalIds | undefined;
  if (fs.existsSync(idsFile)) ids = JSON.parse(fs.readFileSync(idsFile, 'utf8')) as LocalIds;

  let userPoolId = ids?.userPoolId;
  if (!userPoolId || !(await exists(() => cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }))))) {
    const pool = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: 'solace-local',
        UsernameAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_MIN_LENGTH,
            RequireUppercase: true,
            RequireLowercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
      }),
    );
    userPoolId = pool.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local created no user pool');
    ids = undefined;
  }

  let userPoolClientId = ids?.userPoolClientId;
  if (
    !userPoolClientId ||
    !(await exists(() => cognito.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId }))))
  ) {
    const client = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'solace-web',
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: 60,
        IdTokenValidity: 60,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      }),
    );
    userPoolClientId = client.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local created no app client');
  }

  // ListGroups, not GetGroup: cognito-local fails GetGroup on a pool without groups.
  const groups = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  if (!groups.Groups?.some((g) => g.GroupName === 'admin')) {
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: 'admin', Description: 'Solace administrators' }));
  }

  const result = { userPoolId, userPoolClientId };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(idsFile, JSON.stringify(result, null, 2));
  return result;
}

/** A password that meets every rule, for the seeded admin when none is given. */
export function generatePassword(): string {
  return `Sol-${randomBytes(9).toString('base64url')}a1!`;
}
