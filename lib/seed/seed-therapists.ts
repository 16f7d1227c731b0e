/**
 * Writes the therapist directory into the table: one profile item per therapist (GSI1
 * `THERAPISTS`) and a copy under each issue area they treat (GSI1 `THERAPISTS#ISSUE#<id>`),
 * then the version item. A table that already holds the same version is left alone.
 */
import { BatchWriteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { issueOfSpecialization, type IssueId, type Therapist } from '../../lambdas/contracts/therapist-options';
import { keys } from '../../lambdas/shared/db/keys';
import { directoryVersion, generateTherapistDirectory } from './therapist-directory';

/** DynamoDB's limit for one BatchWriteItem. */
export const BATCH_SIZE = 25;
/** Batches in flight at once. */
const PARALLEL_BATCHES = 4;
const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 50;
const MAX_DELAY_MS = 2000;

type Item = Record<string, unknown>;

/** The issue areas a therapist treats, in the order of their specializations. */
export function issuesOfTherapist(therapist: Therapist): IssueId[] {
  const issues = therapist.therapistProfile.specializations.map(issueOfSpecialization).filter((id): id is IssueId => id !== undefined);
  return [...new Set(issues)];
}

/** Every item of the directory but the version item. */
export function directoryItems(therapists: readonly Therapist[]): Item[] {
  return therapists.flatMap((therapist) => [
    { ...keys.therapist(therapist._id), ...keys.therapistListGsi(therapist._id), type: 'therapist', therapist },
    ...issuesOfTherapist(therapist).map((issue) => ({
      ...keys.therapistIssue(therapist._id, issue),
      ...keys.therapistIssueGsi(issue, therapist._id),
      type: 'therapist-issue',
      therapist,
    })),
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One batch, retrying what DynamoDB left unprocessed (throttling) with exponential backoff. */
async function writeBatch(client: DynamoDBDocumentClient, tableName: string, items: Item[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; ; attempt++) {
    const result = await client.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
    const left = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    if (left.length === 0) return;
    if (attempt >= MAX_ATTEMPTS) {
      throw new Error(`The therapist directory could not be written: ${left.length} items still unprocessed after ${MAX_ATTEMPTS} attempts`);
    }
    requests = left;
    const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
    await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
  }
}

/**
 * Seeds the directory unless the table already holds this version; `written` counts the
 * therapist and issue items (the version item aside). The version item is
 * written last, so an interrupted seed is redone in full next time. Items of an earlier
 * version are overwritten, not cleared: when a new directory is smaller, therapists with
 * ids beyond its count (and issue cards the new one no longer has) stay in the table.
 */
export async function seedTherapistDirectory(
  client: DynamoDBDocumentClient,
  tableName: string,
  therapists = generateTherapistDirectory(),
): Promise<{ written: number; skipped: boolean }> {
  const version = directoryVersion(therapists);
  const current = await client.send(new GetCommand({ TableName: tableName, Key: keys.therapistDirectory(), ConsistentRead: true }));
  if (current.Item?.version === version) return { written: 0, skipped: true };

  const items = directoryItems(therapists);
  const batches: Item[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      if (batch) await writeBatch(client, tableName, batch);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker));

  await client.send(new PutCommand({ TableName: tableName, Item: { ...keys.therapistDirectory(), version, count: therapists.length } }));
  return { written: items.length, skipped: false };
}
