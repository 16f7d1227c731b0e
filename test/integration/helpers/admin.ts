import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CodePage, GeneratedCodes } from '../../../lambdas/contracts/admin';
import type { AuthResponse, LicenseActivationResponse } from '../../../lambdas/contracts/user';
import { accessCodeHash, parseAccessCode } from '../../../lambdas/shared/access-code-format';
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

/** Access-code calls of the admin test files: a batch made, a code searched or redeemed, a code's id. */
export const generate = (admin: TestUser, body: Record<string, unknown>) => api<GeneratedCodes & { message: string }>('POST', '/admin/codes/generate', { token: admin.token, body });
export const newBatch = async (admin: TestUser, count = 3, extra: Record<string, unknown> = {}) => {
  const res = await generate(admin, { count, plan: 'monthly', durationDays: 30, ...extra });
  if (res.status !== 200) throw new Error(`generate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
export const activate = (token: string, licenseKey: string) =>
  api<LicenseActivationResponse & { message: string }>('POST', '/user/activate-license', { token, body: { licenseKey } });
export const search = (admin: TestUser, query: Record<string, string | number>) =>
  api<CodePage & { message: string }>('GET', `/admin/codes/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, { token: admin.token });
export const codeId = (code: string) => {
  const parsed = parseAccessCode(code);
  if (!parsed.ok) throw new Error('not a code');
  return accessCodeHash(parsed.code, process.env.ACCESS_CODE_KEY!);
};
