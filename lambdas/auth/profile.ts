import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../contracts/user';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import { toUser, type UserRecord } from '../shared/db/users';
import type { RequestContext } from '../shared/http';
import { setExpression } from '../shared/db/update-expression';

export async function me(ctx: RequestContext<'auth.me'>): Promise<User> {
  return toUser(ctx.auth.user);
}

export async function updateProfile(ctx: RequestContext<'auth.updateProfile'>): Promise<User> {
  const { sets, names, values } = setExpression({ ...ctx.body, updatedAt: new Date().toISOString() });
  const out = await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(ctx.auth.userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toUser(out.Attributes as UserRecord);
}
