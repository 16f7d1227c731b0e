import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthResponse } from '../../../lambdas/contracts/user';
import { keys } from '../../../lambdas/shared/db/keys';
import { sha256Hex } from '../../../lambdas/shared/hash';
import { GOOD_PASSWORD, apiCaller, linkToken, uniqueEmail, waitForEmail } from '../../support/api-client';
import { readStackFile } from '../../support/test-stack';

export const stack = readStackFile();
export const api = apiCaller(stack.info.apiUrl);
export const emailUrl = stack.info.emailUrl;

export const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: stack.info.region,
    endpoint: stack.info.dynamodbEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

export async function getItem(key: { PK: string; SK: string }) {
  const out = await db.send(new GetCommand({ TableName: stack.info.tableName, Key: key, ConsistentRead: true }));
  return out.Item;
}

/** Sets top-level attributes of an item straight in the table, as an operator or an old release would have. */
export async function setItemFields(key: { PK: string; SK: string }, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  await db.send(
    new UpdateCommand({
      TableName: stack.info.tableName,
      Key: key,
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, fields[name]])),
    }),
  );
}

/** Moves a link token's expiry into the past, as if its lifetime had run out. */
export async function expireToken(secret: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: stack.info.tableName,
      Key: keys.token(sha256Hex(secret)),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
}

export interface TestUser {
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  id: string;
}

/** Registers a fresh user through the API. */
export async function registerUser(overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await api<AuthResponse>('POST', '/auth/register', {
    body: { email, password, firstName: overrides.firstName ?? 'Test', lastName: overrides.lastName ?? 'Person' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, token: res.body.token, refreshToken: res.body.refreshToken, id: res.body.user.id };
}

/** Registers a fresh user and opens the verify link emailed to them, as they would. */
export async function registerVerifiedUser(overrides: Parameters<typeof registerUser>[0] = {}): Promise<TestUser> {
  const user = await registerUser(overrides);
  const token = linkToken(await waitForEmail(emailUrl, user.email, /Verify/), 'verify-email');
  const res = await api('POST', '/auth/verify-email', { body: { token } });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  return user;
}
