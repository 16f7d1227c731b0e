import type { CheckIn } from '@contracts/check-ins';
import type { EncryptedField } from '@contracts/encryption';
import { CHECK_IN_FIELD_CONTEXT } from '../../lib/crypto/field-contexts';
import { decryptField, encryptField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { QUESTIONNAIRES, scoreOf, type CheckInKind } from './questionnaires';

// The check-in's one encrypted field is bound to its name like the journal's fields.

/** What is sealed on the device: the answers, the difficulty (PHQ-9) and the total. */
export interface CheckInAnswers {
  items: number[];
  /** 0-3, or null when not answered (only the PHQ-9 asks). */
  difficulty: number | null;
  total: number;
}

/** A check-in as the person reads it. */
export interface PlainCheckIn extends CheckInAnswers {
  id: string;
  kind: CheckInKind;
  takenAt: string;
}

export type DecryptedCheckIn = { state: 'ready'; checkIn: PlainCheckIn } | { state: 'locked' } | { state: 'failed' };

export async function sealAnswers(answers: CheckInAnswers, keys: SessionKeys): Promise<EncryptedField> {
  return encryptField(JSON.stringify(answers), keys, CHECK_IN_FIELD_CONTEXT);
}

/** Reads what was sealed, and checks it: the total must be the answers' own. */
function parseAnswers(kind: CheckInKind, text: string): CheckInAnswers {
  const parsed = JSON.parse(text) as Partial<CheckInAnswers>;
  const items = Array.isArray(parsed.items) ? parsed.items : [];
  const total = scoreOf(QUESTIONNAIRES[kind], items);
  const difficulty = typeof parsed.difficulty === 'number' && parsed.difficulty >= 0 && parsed.difficulty <= 3 ? parsed.difficulty : null;
  return { items, difficulty, total };
}

/** Opens a check-in from the API with the current keys. */
export async function decryptCheckIn(checkIn: CheckIn, keys: SessionKeys | null): Promise<DecryptedCheckIn> {
  if (!keys) return { state: 'locked' };
  try {
    const answers = parseAnswers(checkIn.kind, await decryptField(checkIn.answers, keys, CHECK_IN_FIELD_CONTEXT));
    return { state: 'ready', checkIn: { id: checkIn.id, kind: checkIn.kind, takenAt: checkIn.created_at, ...answers } };
  } catch {
    return { state: 'failed' };
  }
}
