import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../contracts/user';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import { toUser, type UserRecord } from '../shared/db/users';
import { Conflict } from '../shared/errors';
import { reply, type RequestContext } from '../shared/http';

/**
 * PUT /user/encryption. Without `previousWrappedKey` it sets encryption up, once (201);
 * with it, it replaces the key material only if the stored wrap is still that one (200),
 * so two devices never overwrite each other's keys unseen.
 */
export async function setupEncryption(ctx: RequestContext<'user.setupEncryption'>) {
  const { keyMaterial, previousWrappedKey } = ctx.body;
  const replacing = previousWrappedKey !== undefined;
  try {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(ctx.auth.userId),
        UpdateExpression: 'SET encryption = :material, updatedAt = :now',
        ConditionExpression: replacing
          ? 'attribute_exists(PK) AND encryption.wrappedKey = :previous'
          : 'attribute_exists(PK) AND attribute_not_exists(encryption)',
        ExpressionAttributeValues: {
          ':material': keyMaterial,
          ':now': new Date().toISOString(),
          ...(replacing ? { ':previous': previousWrappedKey } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const user: User = toUser(out.Attributes as UserRecord);
    ctx.logger.info(replacing ? 'encryption keys replaced' : 'encryption set up', { userId: ctx.auth.userId });
    return replacing ? user : reply(201, user);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    throw new Conflict(
      replacing ? 'Encryption keys changed on another device. Please sign in again.' : 'Encryption is already set up',
    );
  }
}
