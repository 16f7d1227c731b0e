import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { IMPORT_LIMITS } from '@contracts/import-limits';
import type { DecryptedExport, EncryptedExport } from '@contracts/export-format';
import type { KeyMaterial } from '@contracts/encryption';
import type { MentalHealthProfileBody } from '@contracts/mental-health';
import { isEncryptedField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { openRecords } from '../../lib/solace-export/open-export';
import type { ImportPlan, PlannedItem } from './import-plan';
import type { RowNotice } from './source-rows';

export const ENCRYPTED_ELSEWHERE =
  "This export is encrypted with another account's key. Open it first with the decrypt tool (npm run decrypt -- <export.zip>), then import the decrypted file.";
export const UNLOCK_FOR_ENCRYPTED = 'This export is encrypted: unlock encryption on this page first, so it can be opened with your key.';

export class SolaceExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SolaceExportError';
  }
}

/** Reads and checks `solace-export.json`; the format's schema (and zod) load only now. */
export async function parseSolaceExport(text: string): Promise<DecryptedExport | EncryptedExport> {
  const { checkExportHeader, solaceExport } = await import('@contracts/export-format');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SolaceExportError('This file is not a Solace export: it is not readable JSON.');
  }
  const header = checkExportHeader(json);
  if (!header.ok) throw new SolaceExportError(header.message);
  const parsed = solaceExport.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SolaceExportError(`This Solace export is damaged or incomplete (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'}).`);
  }
  return parsed.data;
}

/** The export was sealed under this account's data key (the same key, wrapped under either secret). */
export const sameKey = (exported: KeyMaterial, account: KeyMaterial | null) =>
  account !== null && (exported.wrappedKey === account.wrappedKey || exported.recoveryWrappedKey === account.recoveryWrappedKey);

/** An encrypted export opened with the session's keys (as the export and the decrypt tool open one), into the form the plan reads. */
export async function openEncryptedExport(exp: EncryptedExport, keys: SessionKeys): Promise<DecryptedExport> {
  const { format, version, exportedAt, encryption: _sealed, keyMaterial: _keyMaterial, ...records } = exp;
  try {
    return { format, version, exportedAt, encryption: 'decrypted', ...(await openRecords(records, keys)) };
  } catch {
    throw new SolaceExportError('Part of this export could not be opened with your key. Open it with the decrypt tool first, then import the decrypted file.');
  }
}

// The decrypted form holds plain values only; these read them so, whatever the inferred field type says.
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strs = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const optionalStrs = (value: unknown): string[] | undefined => (Array.isArray(value) ? strs(value) : undefined);
const object = (value: unknown) => (value !== null && typeof value === 'object' && !isEncryptedField(value) ? (value as Record<string, unknown>) : undefined);

const isCoach = (persona: string): persona is CoachId => (COACH_IDS as readonly string[]).includes(persona);

function profileOf(p: DecryptedExport['mentalHealthProfile']): MentalHealthProfileBody | undefined {
  if (!p || !p.updatedAt) return undefined;
  const { updatedAt: _saved, ...fields } = p;
  return fields as MentalHealthProfileBody;
}

/**
 * A decrypted Solace export as items to import. Each item's key comes from its id in the
 * export, so the same export imported again finds every item it already brought in.
 */
export function planSolace(exp: DecryptedExport): ImportPlan {
  const items: PlannedItem[] = [];
  const skipped: RowNotice[] = [];
  const adjusted: RowNotice[] = [];
  exp.moods.forEach((m, i) => {
    items.push({
      row: i + 1,
      source: `solace|mood|${m.id}`,
      timestamp: m.timestamp,
      data: {
        type: 'mood',
        mood: m.mood,
        energy: m.energy,
        stress: m.stress,
        notes: str(m.notes),
        triggers: strs(m.triggers),
        gratitude: optionalStrs(m.gratitude),
      },
    });
  });
  exp.journalEntries.forEach((e, i) => {
    if (str(e.content).trim() === '') {
      skipped.push({ row: i + 1, label: `Journal entry ${i + 1}`, message: 'it has no text' });
      return;
    }
    items.push({
      row: i + 1,
      source: `solace|journal|${e.id}`,
      timestamp: e.created_at,
      data: {
        type: 'journal',
        title: str(e.title),
        content: str(e.content),
        mood: e.mood,
        tags: e.tags,
        notes: str(e.notes),
        aiAnalysis: object(e.aiAnalysis),
      },
    });
  });
  exp.checkIns.forEach((c, i) => {
    const data = { type: 'checkIn' as const, kind: c.kind, answers: JSON.stringify(c.answers) };
    items.push({ row: i + 1, source: `solace|checkIn|${c.id}`, timestamp: c.created_at, data });
  });
  exp.coachingSessions.forEach((s, i) => {
    const label = `Coaching session ${i + 1}`;
    if (!isCoach(s.persona)) {
      skipped.push({ row: i + 1, label, message: `the coach "${s.persona}" is not one of Solace's coaches` });
      return;
    }
    const all = s.messages.map((m) => ({ sender: m.sender, text: str(m.message), timestamp: m.createdAt })).filter((m) => m.text.trim() !== '');
    // A session brings at most the route's count of messages: the newest, as the coaching screen shows them.
    const messages = all.slice(-IMPORT_LIMITS.messagesPerSession);
    if (messages.length < all.length) {
      adjusted.push({ row: i + 1, label, message: `only its newest ${messages.length} of ${all.length} messages are restored` });
    }
    items.push({ row: i + 1, source: `solace|chatSession|${s.id}`, timestamp: s.startedAt, data: { type: 'chatSession', persona: s.persona, messages } });
  });
  if (exp.therapistConnections.length > 0) {
    skipped.push({
      row: 0,
      label: 'Therapist connections',
      message: `${exp.therapistConnections.length} not restored: a connection is agreed with the therapist, so ask again from Find a therapist`,
    });
  }
  if (exp.subscription.status !== 'none') {
    skipped.push({ row: 0, label: 'Subscription', message: 'not restored: it stays with the account that holds it' });
  }
  const extras = { profile: profileOf(exp.mentalHealthProfile), safetyPlan: exp.safetyPlan?.plan };
  return { items, skipped, adjusted, extras };
}

/** Check-ins and the safety plan are kept only encrypted: without keys (encryption off) they stay out, with the reason. */
export function withoutSealedOnly(plan: ImportPlan): ImportPlan {
  const checkIns = plan.items.filter((i) => i.data.type === 'checkIn').length;
  const skipped = [...plan.skipped];
  const reason = 'not restored: Solace keeps it only encrypted, so turn encryption on in your profile first';
  if (checkIns > 0) skipped.push({ row: 0, label: 'Check-ins', message: `${checkIns} ${reason}` });
  if (plan.extras?.safetyPlan) skipped.push({ row: 0, label: 'Safety plan', message: reason });
  return { ...plan, items: plan.items.filter((i) => i.data.type !== 'checkIn'), skipped, extras: { ...plan.extras, safetyPlan: undefined } };
}
