/**
 * The crisis detector's labelled data (data/crisis), read and checked here so a malformed file
 * stops the trainer, the tests or the benchmark with its name. Each phrase file holds
 * `{ "crisis": [{ "text", "tier" }], "safe": [{ "text", "category" }] }` (curated files may add
 * `"conversations": [{ "messages", "tier" }]`); each conversation file holds
 * `{ "conversations": [{ "id", "topic", "messages", "riskAt", "tier"? }] }`.
 *
 * What each folder is for (docs/crisis-detector.md says more):
 * - curated: hand-checked phrases; the unit tests hold the detector to every one of them;
 * - training: what the learned layer learns from (with the curated phrases);
 * - validation: never trained on; thresholds and features are chosen on it; `npm test` holds
 *   its figures;
 * - test: written by other hands for the change they measure and run once, after it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const DATA_DIR = join(__dirname, '..', '..', 'data', 'crisis');

export const CRISIS_LEVELS = ['concern', 'ideation', 'intent'] as const;
export type CrisisLevel = (typeof CRISIS_LEVELS)[number];

/** What a harmless text is, so a report can show which kind raises false alarms. */
export const SAFE_CATEGORIES = ['negation', 'third-party', 'helping', 'past', 'hypothetical', 'fiction', 'idiom', 'medical', 'everyday'] as const;
export type SafeCategory = (typeof SAFE_CATEGORIES)[number];

export interface CrisisPhrase {
  text: string;
  /** The lowest tier the detector may give it. */
  minTier: CrisisLevel;
}

export interface SafePhrase {
  text: string;
  category: SafeCategory;
}

/** A few user messages, oldest first, and the tier the detector must give them together. */
export interface ConversationCase {
  messages: readonly string[];
  tier: CrisisLevel | 'none';
}

export interface PhraseSet {
  name: string;
  crisis: readonly CrisisPhrase[];
  safe: readonly SafePhrase[];
  conversations: readonly ConversationCase[];
}

/** A coaching conversation's user messages; `riskAt` is the first message that shows risk (null: none ever does). */
export interface Conversation {
  id: string;
  topic: string;
  messages: readonly string[];
  riskAt: number | null;
  tier?: CrisisLevel;
}

export interface ConversationSet {
  name: string;
  conversations: readonly Conversation[];
}

export type PhraseKind = 'curated' | 'training' | 'validation' | 'test';
/** Development conversations are learned from, like the training phrases. */
export type ConversationKind = 'development' | 'validation' | 'test';

const isLevel = (value: unknown): value is CrisisLevel => typeof value === 'string' && (CRISIS_LEVELS as readonly string[]).includes(value);
const isCategory = (value: unknown): value is SafeCategory => typeof value === 'string' && (SAFE_CATEGORIES as readonly string[]).includes(value);

function jsonFiles(dir: string): string[] {
  // A folder can be empty for a while: test sets become training data once measured.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

function readJson(path: string): Record<string, unknown> {
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${path}: not a JSON object`);
  return value as Record<string, unknown>;
}

function list(raw: Record<string, unknown>, key: string, name: string): Record<string, unknown>[] {
  const value = raw[key] ?? [];
  if (!Array.isArray(value)) throw new Error(`${name}: "${key}" must be a list`);
  return value as Record<string, unknown>[];
}

export function readPhraseFile(path: string): PhraseSet {
  const name = basename(path, '.json');
  const raw = readJson(path);
  const crisis = list(raw, 'crisis', name).map(({ text, tier }, i) => {
    if (typeof text !== 'string' || !isLevel(tier)) throw new Error(`${name}: crisis entry ${i} is malformed`);
    return { text, minTier: tier };
  });
  const safe = list(raw, 'safe', name).map(({ text, category }, i) => {
    if (typeof text !== 'string' || !isCategory(category)) throw new Error(`${name}: safe entry ${i} is malformed`);
    return { text, category };
  });
  const conversations = list(raw, 'conversations', name).map(({ messages, tier }, i) => {
    if (!Array.isArray(messages) || !messages.every((m) => typeof m === 'string') || !(tier === 'none' || isLevel(tier))) {
      throw new Error(`${name}: conversation ${i} is malformed`);
    }
    return { messages: messages as string[], tier: tier as ConversationCase['tier'] };
  });
  return { name, crisis, safe, conversations };
}

/** Every phrase file of one kind, in name order. */
export function readPhrases(kind: PhraseKind): PhraseSet[] {
  return jsonFiles(join(DATA_DIR, kind)).map(readPhraseFile);
}

export function readConversationFile(path: string): ConversationSet {
  const name = basename(path, '.json');
  const conversations = list(readJson(path), 'conversations', name).map(({ id, topic, messages, riskAt, tier }, i) => {
    const valid =
      typeof id === 'string' &&
      typeof topic === 'string' &&
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every((m) => typeof m === 'string' && m.trim() !== '') &&
      (riskAt === null || (Number.isInteger(riskAt) && (riskAt as number) >= 0 && (riskAt as number) < messages.length)) &&
      (riskAt === null ? tier === undefined : isLevel(tier));
    if (!valid) throw new Error(`${name}: conversation ${i} is malformed`);
    return { id, topic, messages: messages as string[], riskAt: riskAt as number | null, ...(isLevel(tier) ? { tier } : {}) };
  });
  return { name, conversations };
}

/** Every conversation file of one kind (data/crisis/conversations/<kind>), in name order. */
export function readConversations(kind: ConversationKind): ConversationSet[] {
  return jsonFiles(join(DATA_DIR, 'conversations', kind)).map(readConversationFile);
}

/** The development phrases: the unit tests check every one of them. */
export function developmentPhrases(): PhraseSet {
  return readPhraseFile(join(DATA_DIR, 'curated', 'development.json'));
}

/** One set from several, for a figure over all of them. */
export function together(name: string, sets: readonly PhraseSet[]): PhraseSet {
  return {
    name,
    crisis: sets.flatMap((set) => set.crisis),
    safe: sets.flatMap((set) => set.safe),
    conversations: sets.flatMap((set) => set.conversations),
  };
}

/** The same text whatever its case, punctuation and spacing: how texts shared between sets are found. */
export function textKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}
