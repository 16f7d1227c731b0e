/**
 * Phrase batches kept as JSON (training, validation and test batches): each file holds
 * `{ "crisis": [{ "text", "tier" }], "safe": [{ "text", "category" }] }`. Read and checked here so
 * a malformed file stops the trainer or the benchmark with its name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CRISIS_LEVELS, SAFE_CATEGORIES, type CrisisLevel, type PhraseSet, type SafeCategory } from './development';

const LEVELS: readonly string[] = CRISIS_LEVELS;
const CATEGORIES: readonly string[] = SAFE_CATEGORIES;

interface RawBatch {
  crisis?: { text?: unknown; tier?: unknown }[];
  safe?: { text?: unknown; category?: unknown }[];
}

export function readBatch(path: string): PhraseSet {
  const name = basename(path, '.json');
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawBatch;
  if (!Array.isArray(raw.crisis) || !Array.isArray(raw.safe)) throw new Error(`${name}: needs "crisis" and "safe" lists`);
  const crisis = raw.crisis.map(({ text, tier }, i) => {
    if (typeof text !== 'string' || typeof tier !== 'string' || !LEVELS.includes(tier)) throw new Error(`${name}: crisis entry ${i} is malformed`);
    return { text, minTier: tier as CrisisLevel };
  });
  const safe = raw.safe.map(({ text, category }, i) => {
    if (typeof text !== 'string' || typeof category !== 'string' || !CATEGORIES.includes(category)) throw new Error(`${name}: safe entry ${i} is malformed`);
    return { text, category: category as SafeCategory };
  });
  return { name, crisis, safe, conversations: [] };
}

export type BatchKind = 'training' | 'validation' | 'unseen';

/** Every batch of one kind (a folder next to this file), in name order. */
export function readBatches(kind: BatchKind): PhraseSet[] {
  const dir = join(__dirname, kind);
  // A kind can be empty for a while: unseen batches become training data once measured.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readBatch(join(dir, name)));
}
