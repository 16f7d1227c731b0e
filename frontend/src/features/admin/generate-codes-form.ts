import type { GenerateCodesBody } from '@contracts/admin';
import { ADMIN_LIMITS, CODE_PLAN_DAYS, CODE_PLANS, type CodePlan } from '@contracts/admin-options';

/** The Generate codes form as typed (every input is text until it is checked). */
export interface GenerateCodesForm {
  count: string;
  plan: CodePlan;
  durationDays: string;
  /** `YYYY-MM-DD` from `<input type="date">`, or '' for codes that never expire. */
  expiresOn: string;
  note: string;
}

export type GenerateCodesErrors = Partial<Record<keyof GenerateCodesForm, string>>;

export const DEFAULT_CODE_COUNT = 10;

export const emptyGenerateForm = (): GenerateCodesForm => ({
  count: String(DEFAULT_CODE_COUNT),
  plan: 'monthly',
  durationDays: String(CODE_PLAN_DAYS.monthly),
  expiresOn: '',
  note: '',
});

export const GENERATE_MESSAGES = {
  count: `Enter a whole number of codes from 1 to ${ADMIN_LIMITS.maxCodesPerBatch}.`,
  plan: 'Choose Monthly or Annual.',
  durationDays: `Enter a whole number of days from 1 to ${ADMIN_LIMITS.maxDurationDays}.`,
  expiresOnInvalid: 'Enter a valid date.',
  expiresOnPast: 'The expiry date must be today or later.',
  note: `The note can be at most ${ADMIN_LIMITS.maxNoteLength} characters.`,
} as const;

function wholeNumber(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= max ? n : null;
}

/** The last millisecond of a calendar day in the browser's time zone, or null for a malformed day. */
export function endOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const end = new Date(year, month, date, 23, 59, 59, 999);
  // Rejects days that roll over (2025-02-30).
  return end.getFullYear() === year && end.getMonth() === month && end.getDate() === date ? end : null;
}

/** `YYYY-MM-DD` of a moment in the browser's time zone (the `min` of the date input). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Checks the form; the body to send when every field is right, else the message per field. */
export function validateGenerateForm(
  form: GenerateCodesForm,
  now: Date = new Date(),
): { body: GenerateCodesBody; errors?: undefined } | { body?: undefined; errors: GenerateCodesErrors } {
  const errors: GenerateCodesErrors = {};
  const count = wholeNumber(form.count, ADMIN_LIMITS.maxCodesPerBatch);
  if (count === null) errors.count = GENERATE_MESSAGES.count;
  if (!(CODE_PLANS as readonly string[]).includes(form.plan)) errors.plan = GENERATE_MESSAGES.plan;
  const durationDays = wholeNumber(form.durationDays, ADMIN_LIMITS.maxDurationDays);
  if (durationDays === null) errors.durationDays = GENERATE_MESSAGES.durationDays;
  let expiresAt: string | undefined;
  if (form.expiresOn.trim()) {
    const end = endOfDay(form.expiresOn.trim());
    if (!end) errors.expiresOn = GENERATE_MESSAGES.expiresOnInvalid;
    else if (end.getTime() <= now.getTime()) errors.expiresOn = GENERATE_MESSAGES.expiresOnPast;
    else expiresAt = end.toISOString();
  }
  const note = form.note.trim();
  if (note.length > ADMIN_LIMITS.maxNoteLength) errors.note = GENERATE_MESSAGES.note;
  if (Object.keys(errors).length > 0 || count === null || durationDays === null) return { errors };
  return {
    body: {
      count,
      plan: form.plan,
      durationDays,
      ...(expiresAt ? { expiresAt } : {}),
      ...(note ? { note } : {}),
    },
  };
}
