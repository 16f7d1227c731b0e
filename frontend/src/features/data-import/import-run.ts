import { IMPORT_LIMITS, type ImportKind } from '@contracts/import-limits';
import type { ImportItem, ImportItemsBody, ImportItemsResponse } from '@contracts/imports';
import type { SessionKeys } from '../../lib/crypto/key-store';
import type { PlannedItem } from './import-plan';
import { sealItem } from './seal-items';

/** A request stays well under the route's limit: a batch closes at 25 items or about 1 MB. */
const BATCH_BYTES = 1024 * 1024;

export interface RunProgress {
  done: number;
  total: number;
}

export interface RunSummary {
  created: Record<ImportKind, number>;
  /** Already in the account (this file, or part of it, was imported before). */
  alreadyThere: number;
}

export type SendBatch = (body: ImportItemsBody) => Promise<ImportItemsResponse>;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Seals and sends the planned items in batches, oldest first. Each batch is written on its
 * own; if the run stops (network, a closed tab) the items already sent stay, and running the
 * same file again finds them (stable keys) and sends on from there.
 */
export async function runImport(
  items: PlannedItem[],
  keys: SessionKeys | null,
  hmacKey: CryptoKey,
  send: SendBatch,
  onProgress: (progress: RunProgress) => void,
): Promise<RunSummary> {
  const summary: RunSummary = { created: { mood: 0, journal: 0, checkIn: 0, chatSession: 0 }, alreadyThere: 0 };
  const total = items.length;
  let done = 0;
  let batch: ImportItem[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const answer = await send({ items: batch });
    for (const result of answer.results) {
      if (result.status === 'created') summary.created[result.type]++;
      else summary.alreadyThere++;
    }
    done += batch.length;
    batch = [];
    bytes = 0;
    onProgress({ done, total });
    await yieldToPage();
  };
  onProgress({ done, total });
  for (const item of items) {
    const sealed = await sealItem(item, keys, hmacKey);
    const size = JSON.stringify(sealed).length;
    if (batch.length >= IMPORT_LIMITS.itemsPerRequest || (batch.length > 0 && bytes + size > BATCH_BYTES)) await flush();
    batch.push(sealed);
    bytes += size;
  }
  await flush();
  return summary;
}
