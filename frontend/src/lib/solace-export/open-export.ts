/**
 * Turns an 'encrypted' Solace export into a 'decrypted' one with the person's keys: the browser does
 * it before zipping, and the standalone decrypt tool (bin/decrypt-export.ts) does the same with the
 * key unwrapped from the export. No DOM: it runs in a page, a worker or Node.
 */
import type { DecryptedExport, EncryptedExport } from '@contracts/export-format';
import type { EncryptedField } from '@contracts/encryption';
import {
  CHAT_MEMORY_CONTEXT,
  CHAT_MESSAGE_CONTEXT,
  CHECK_IN_FIELD_CONTEXT,
  JOURNAL_FIELD_CONTEXT,
  MOOD_FIELD_CONTEXT,
  SAFETY_PLAN_CONTEXT,
} from '../crypto/field-contexts';
import { decryptField } from '../crypto/field-crypto';
import type { SessionKeys } from '../crypto/key-store';

/** The records as the API returned them, before the export's header is added. */
export type ExportRecords = Omit<EncryptedExport, 'format' | 'version' | 'exportedAt' | 'encryption' | 'keyMaterial'>;
export type OpenedRecords = Omit<DecryptedExport, 'format' | 'version' | 'exportedAt' | 'encryption'>;

/** A sealed field the keys did not open: which record, so the person knows what is affected. */
export class ExportDecryptError extends Error {
  override name = 'ExportDecryptError';
  constructor(readonly where: string) {
    super(`Could not decrypt ${where}`);
  }
}

/** How many records are opened between two yields to the page, so it stays responsive. */
const BATCH = 50;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Sealed<T> = T | EncryptedField;

function isSealed(value: unknown): value is EncryptedField {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

async function text(value: Sealed<string>, keys: SessionKeys | null, context: string): Promise<string> {
  return isSealed(value) ? decryptField(value, keys, context) : value;
}

async function json(value: EncryptedField, keys: SessionKeys | null, context: string): Promise<unknown> {
  return JSON.parse(await decryptField(value, keys, context)) as unknown;
}

async function list(value: Sealed<string[]>, keys: SessionKeys | null, context: string): Promise<string[]> {
  if (!isSealed(value)) return value;
  const parsed = await json(value, keys, context);
  if (!Array.isArray(parsed)) throw new TypeError('Not a list');
  return parsed.filter((item): item is string => typeof item === 'string');
}

async function record(value: Sealed<Record<string, unknown>>, keys: SessionKeys | null, context: string): Promise<Record<string, unknown>> {
  if (!isSealed(value)) return value;
  const parsed = await json(value, keys, context);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { value: parsed };
}

/** Sets `key` only when the source has it, so absent optional fields stay absent. */
async function optional<T, R>(value: T | undefined, open: (v: T) => Promise<R>): Promise<R | undefined> {
  return value === undefined ? undefined : open(value);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

type Moods = ExportRecords['moods'];
type Entries = ExportRecords['journalEntries'];
type Sessions = ExportRecords['coachingSessions'];
type CheckIns = ExportRecords['checkIns'];

const openMood = async (log: Moods[number], keys: SessionKeys | null): Promise<OpenedRecords['moods'][number]> =>
  withoutUndefined({
    ...log,
    notes: await optional(log.notes, (v) => text(v, keys, MOOD_FIELD_CONTEXT.notes)),
    triggers: await optional(log.triggers, (v) => list(v, keys, MOOD_FIELD_CONTEXT.triggers)),
    gratitude: await optional(log.gratitude, (v) => list(v, keys, MOOD_FIELD_CONTEXT.gratitude)),
  });

const openEntry = async (entry: Entries[number], keys: SessionKeys | null): Promise<OpenedRecords['journalEntries'][number]> =>
  withoutUndefined({
    ...entry,
    title: await optional(entry.title, (v) => text(v, keys, JOURNAL_FIELD_CONTEXT.title)),
    content: await text(entry.content, keys, JOURNAL_FIELD_CONTEXT.content),
    notes: await optional(entry.notes, (v) => text(v, keys, JOURNAL_FIELD_CONTEXT.notes)),
    aiAnalysis: await optional(entry.aiAnalysis, (v) => record(v, keys, JOURNAL_FIELD_CONTEXT.aiAnalysis)),
  });

const openSession = async (session: Sessions[number], keys: SessionKeys | null): Promise<OpenedRecords['coachingSessions'][number]> =>
  withoutUndefined({
    ...session,
    memory: session.memory === null ? null : await optional(session.memory, (v) => text(v, keys, CHAT_MEMORY_CONTEXT)),
    messages: await Promise.all(
      session.messages.map(async (message) => ({ ...message, message: await text(message.message, keys, CHAT_MESSAGE_CONTEXT) })),
    ),
  });

/** The check-in's answers as sealed by the device; the total is the sum of the answers (PHQ-9, GAD-7). */
async function openCheckIn(checkIn: CheckIns[number], keys: SessionKeys | null): Promise<OpenedRecords['checkIns'][number]> {
  const parsed = (await json(checkIn.answers, keys, CHECK_IN_FIELD_CONTEXT)) as { items?: unknown; difficulty?: unknown };
  const items = Array.isArray(parsed.items) ? parsed.items.filter((n): n is number => Number.isInteger(n) && n >= 0 && n <= 3) : [];
  const difficulty = typeof parsed.difficulty === 'number' && parsed.difficulty >= 0 && parsed.difficulty <= 3 ? parsed.difficulty : null;
  return { ...checkIn, answers: { items, difficulty, total: items.reduce((sum, n) => sum + n, 0) } };
}

const PLAN_LISTS = ['warningSigns', 'copingStrategies', 'distractions', 'environment', 'reasonsForLiving'] as const;
const PLAN_CONTACTS = ['helpContacts', 'professionals'] as const;
type PlanContent = NonNullable<OpenedRecords['safetyPlan']>['plan'];

function planContent(raw: unknown): PlanContent {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  const contacts = (v: unknown) =>
    (Array.isArray(v) ? v : [])
      .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
      .map((c) => ({ name: typeof c.name === 'string' ? c.name : '', phone: typeof c.phone === 'string' ? c.phone : '' }));
  const plan = {} as PlanContent;
  for (const key of PLAN_LISTS) plan[key] = strings(source[key]);
  for (const key of PLAN_CONTACTS) plan[key] = contacts(source[key]);
  return plan;
}

export type OpenProgress = (done: number, total: number) => void;

/**
 * Opens each item of `items` in batches, yielding between them; the first record in order that
 * does not open is named (not whichever failed first in time, so the message is the same each run).
 */
async function openAll<T extends { id?: string; _id?: string }, R>(
  items: readonly T[],
  kind: string,
  open: (item: T) => Promise<R>,
  tick: () => void,
): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH);
    const settled = await Promise.allSettled(batch.map((item) => open(item)));
    settled.forEach((result, i) => {
      if (result.status === 'rejected') {
        const item = batch[i] as T;
        throw new ExportDecryptError(`${kind} ${item.id ?? item._id ?? ''}`.trim());
      }
      out.push(result.value);
    });
    for (let i = 0; i < batch.length; i += 1) tick();
    await yieldToPage();
  }
  return out;
}

/** How many records an export holds that may have sealed fields (for progress). */
export function sealedRecordCount(records: Pick<ExportRecords, 'moods' | 'journalEntries' | 'coachingSessions' | 'checkIns'>): number {
  return records.moods.length + records.journalEntries.length + records.coachingSessions.length + records.checkIns.length + 1;
}

/** Every sealed field opened with `keys`; throws ExportDecryptError when one does not open. */
export async function openRecords(records: ExportRecords, keys: SessionKeys | null, onProgress?: OpenProgress): Promise<OpenedRecords> {
  const total = sealedRecordCount(records);
  let done = 0;
  const tick = () => {
    done += 1;
    onProgress?.(done, total);
  };
  const moods = await openAll(records.moods, 'mood log', (log) => openMood(log, keys), tick);
  const journalEntries = await openAll(records.journalEntries, 'journal entry', (entry) => openEntry(entry, keys), tick);
  const coachingSessions = await openAll(records.coachingSessions, 'coaching session', (session) => openSession(session, keys), tick);
  const checkIns = await openAll(records.checkIns, 'check-in', (checkIn) => openCheckIn(checkIn, keys), tick);
  let safetyPlan: OpenedRecords['safetyPlan'] = null;
  if (records.safetyPlan) {
    try {
      safetyPlan = { ...records.safetyPlan, plan: planContent(await json(records.safetyPlan.plan, keys, SAFETY_PLAN_CONTEXT)) };
    } catch {
      throw new ExportDecryptError('safety plan');
    }
  }
  tick();
  return { ...records, moods, journalEntries, coachingSessions, checkIns, safetyPlan };
}

/** True when any record holds a sealed field: an account without any needs no key to export decrypted. */
export function hasSealedFields(records: ExportRecords): boolean {
  const sealed = (values: unknown[]) => values.some(isSealed);
  return (
    records.checkIns.length > 0 ||
    records.safetyPlan !== null ||
    records.moods.some((m) => sealed([m.notes, m.triggers, m.gratitude])) ||
    records.journalEntries.some((e) => sealed([e.title, e.content, e.notes, e.aiAnalysis])) ||
    records.coachingSessions.some((s) => sealed([s.memory]) || s.messages.some((m) => isSealed(m.message)))
  );
}
