import { webcrypto } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { EncryptedField, KeyMaterial } from '../../../lambdas/contracts/encryption';
import type { JournalEntry, JournalEntryCreateBody } from '../../../lambdas/contracts/journal';
import type { JournalEntryRecord } from '../../../lambdas/journal/entry-records';
import { keys } from '../../../lambdas/shared/db/keys';
import { withStamps } from '../../../lambdas/shared/db/records';
import { api, db, stack } from './stack';

const subtle = webcrypto.subtle;
type CryptoKey = webcrypto.CryptoKey;

/** A data key as a device makes one: random AES-256, used for AES-GCM. */
export async function newDataKey(): Promise<CryptoKey> {
  return subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']) as Promise<CryptoKey>;
}

/** A real format-2.0 field: AES-256-GCM with a random 96-bit nonce, as the app writes it. */
export async function encryptField(plaintext: string, key: CryptoKey): Promise<EncryptedField> {
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plaintext));
  return {
    ciphertext: Buffer.from(ciphertext).toString('base64'),
    iv: Buffer.from(iv).toString('base64'),
    algorithm: 'AES-256-GCM',
    keySize: 256,
    encrypted: true,
    version: '2.0',
  };
}

export async function decryptField(field: EncryptedField, key: CryptoKey): Promise<string> {
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: Buffer.from(field.iv, 'base64') },
    key,
    Buffer.from(field.ciphertext, 'base64'),
  );
  return new TextDecoder().decode(plain);
}

const randomBase64 = (bytes: number) => Buffer.from(webcrypto.getRandomValues(new Uint8Array(bytes))).toString('base64');

/** Key material of the right shapes: a 16-byte salt and 40-byte AES-KW wraps of a 32-byte key. */
export function keyMaterial(overrides: Partial<KeyMaterial> = {}): KeyMaterial {
  return {
    version: 2,
    kdf: 'PBKDF2-SHA256',
    iterations: 600_000,
    salt: randomBase64(16),
    wrappedKey: randomBase64(40),
    recoveryWrappedKey: randomBase64(40),
    ...overrides,
  };
}

export async function createEntry(token: string, body: JournalEntryCreateBody): Promise<JournalEntry> {
  const res = await api<JournalEntry>('POST', '/journal/entries', { token, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every item of a user's partition, straight from DynamoDB Local. */
export async function partitionItems(userId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: stack.info.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId) },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** An entry as the API stores it, made at `at`: its id's time is `at`. */
export function journalItem(userId: string, at: Date, content = 'seeded'): JournalEntryRecord {
  const id = ulid(at.getTime());
  return withStamps<JournalEntryRecord>({ ...keys.journalEntry(userId, id), entity: 'journal', id, content, mood: 3, tags: [] }, false, at.toISOString());
}

/**
 * An entry written straight to the table as if created at `at`: the only way to have
 * entries from last month in a test.
 */
export async function putEntryCreatedAt(userId: string, at: Date, content: string): Promise<string> {
  const item = journalItem(userId, at, content);
  await db.send(new PutCommand({ TableName: stack.info.tableName, Item: item }));
  return item.id;
}
