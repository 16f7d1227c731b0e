/**
 * Reads of the seeded therapist directory (lib/seed). Matching reads only the partitions of the
 * chosen issue areas (GSI1 `THERAPISTS#ISSUE#<issue>`); search without issues reads the whole
 * list (GSI1 `THERAPISTS`); every read is a Query. The directory changes only when it is seeded
 * again, so a warm function keeps what it read for a minute.
 */
import { BatchGetCommand, GetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { IssueId, Therapist } from '../contracts/therapist-options';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import { NotFound } from '../shared/errors';

export const THERAPIST_NOT_FOUND = 'Therapist not found';
const CACHE_MS = 60_000;
const GSI1 = 'GSI1';
const BATCH_GET_LIMIT = 100;

interface TherapistItem {
  therapist: Therapist;
}

const cache = new Map<string, { at: number; therapists: Promise<Therapist[]> }>();

async function queryPartition(gsiPk: string): Promise<Therapist[]> {
  const therapists: Therapist[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': gsiPk },
        ProjectionExpression: 'therapist',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (out.Items ?? []) as TherapistItem[]) if (item.therapist) therapists.push(item.therapist);
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return therapists;
}

function cachedPartition(gsiPk: string): Promise<Therapist[]> {
  const now = Date.now();
  const hit = cache.get(gsiPk);
  if (hit && now - hit.at < CACHE_MS) return hit.therapists;
  const therapists = queryPartition(gsiPk);
  cache.set(gsiPk, { at: now, therapists });
  // A failed read is not remembered.
  therapists.catch(() => cache.delete(gsiPk));
  return therapists;
}

/** Every therapist who treats at least one of these issue areas, each once. */
export async function therapistsForIssues(issues: readonly IssueId[]): Promise<Therapist[]> {
  const lists = await Promise.all(issues.map((issue) => cachedPartition(keys.therapistIssuePartition(issue))));
  const byId = new Map<string, Therapist>();
  for (const list of lists) for (const therapist of list) byId.set(therapist._id, therapist);
  return [...byId.values()];
}

export function allTherapists(): Promise<Therapist[]> {
  return cachedPartition(keys.therapistListPartition());
}

export async function getTherapist(therapistId: string): Promise<Therapist> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.therapist(therapistId) }));
  const therapist = (out.Item as TherapistItem | undefined)?.therapist;
  if (!therapist) throw new NotFound(THERAPIST_NOT_FOUND);
  return therapist;
}

/** Several therapists by id (for a list of connections); ids not in the directory are left out. */
export async function getTherapists(ids: readonly string[]): Promise<Map<string, Therapist>> {
  const found = new Map<string, Therapist>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += BATCH_GET_LIMIT) {
    let pending: Record<string, unknown>[] | undefined = unique.slice(i, i + BATCH_GET_LIMIT).map((id) => ({ ...keys.therapist(id) }));
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** Math.min(attempt, 6)));
      const out: BatchGetCommandOutput = await getDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ProjectionExpression: 'therapist' } } }),
      );
      for (const item of (out.Responses?.[tableName()] ?? []) as TherapistItem[]) if (item.therapist) found.set(item.therapist._id, item.therapist);
      pending = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}
