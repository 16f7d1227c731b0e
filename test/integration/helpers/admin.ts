import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthResponse } from '../../../lambdas/contracts/user';
import { keys } from '../../../lambdas/shared/db/keys';
import { getUserRecord } from '../../../lambdas/shared/db/users';
import { addToGroup } from '../../../lambdas/shared/identity';
import { api, db, registerUser, stack, type TestUser } from './stack';

/**
 * A fresh admin of this test's own: a registered account made an admin the way an operator
 * would (the pool's `admin` group and the role in the table), then signed in at /admin/login.
 */
export async function registerAdmin(): Promise<TestUser> {
  const user = await registerUser({ firstName: 'Test', lastName: 'Admin' });
  const record = await getUserRecord(user.id);
  if (!record) throw new Error('the new account has no record');
  await addToGroup(record.cognitoUsername, 'admin');
  await db.send(
    new UpdateCommand({
      TableName: stack.info.tableName,
      Key: keys.user(user.id),
      UpdateExpression: 'SET #role = :admin',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':admin': 'admin' },
    }),
  );
  const login = await api<AuthResponse>('POST', '/admin/login', { body: { email: user.email, password: user.password } });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { ...user, token: login.body.token, refreshToken: login.body.refreshToken };
}
