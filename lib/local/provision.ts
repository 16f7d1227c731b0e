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
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  type AttributeDefinition,
  type DescribeTableCommandOutput,
  type GlobalSecondaryIndex,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import { USER_POOL_PASSWORD_POLICY } from '../../lambdas/contracts/password-rules';
import { BILLING_MODE, TABLE_INDEXES, TABLE_KEY, type IndexDefinition, type KeyPair } from '../../lambdas/shared/db/table-definition';
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

const keySchema = (keys: KeyPair): KeySchemaElement[] => [
  { AttributeName: keys.partitionKey, KeyType: 'HASH' },
  { AttributeName: keys.sortKey, KeyType: 'RANGE' },
];

const keyAttributes = (keys: KeyPair): AttributeDefinition[] => [
  { AttributeName: keys.partitionKey, AttributeType: 'S' },
  { AttributeName: keys.sortKey, AttributeType: 'S' },
];

const indexSchema = (index: IndexDefinition): GlobalSecondaryIndex => ({
  IndexName: index.indexName,
  KeySchema: keySchema(index),
  Projection: { ProjectionType: index.projection },
});

/** An index the table lacks is added, as a deploy of the stack would (a table made before GSI2 existed). */
async function addMissingIndexes(db: DynamoDBClient, tableName: string, existing: DescribeTableCommandOutput): Promise<void> {
  const present = new Set((existing.Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  for (const index of TABLE_INDEXES.filter((i) => !present.has(i.indexName))) {
    await db.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes(index),
        GlobalSecondaryIndexUpdates: [{ Create: indexSchema(index) }],
      }),
    );
  }
}

/** The table as lambdas/shared/db/table-definition.ts declares it, made when missing. */
export async function ensureTable(db: DynamoDBClient, tableName = LOCAL_TABLE_NAME): Promise<void> {
  let existing: DescribeTableCommandOutput | undefined;
  try {
    existing = await db.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  if (existing) {
    await addMissingIndexes(db, tableName, existing);
    return;
  }
  await db.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: BILLING_MODE,
      AttributeDefinitions: [TABLE_KEY, ...TABLE_INDEXES].flatMap(keyAttributes),
      KeySchema: keySchema(TABLE_KEY),
      GlobalSecondaryIndexes: TABLE_INDEXES.map(indexSchema),
    }),
  );
  // DynamoDB Local has no TTL deletion (TTL_ATTRIBUTE); expiry is also checked in code (expiresAt).
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
        Policies: { PasswordPolicy: USER_POOL_PASSWORD_POLICY },
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
