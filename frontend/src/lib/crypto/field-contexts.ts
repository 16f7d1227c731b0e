/**
 * The names encrypted fields are bound to (authenticated with each value, so a value moved to
 * another field does not decrypt). Whatever writes a journal entry or a mood log (its screen,
 * an import) seals under the same names, so the screens can open it.
 */
export const JOURNAL_FIELD_CONTEXT = {
  title: 'journal.title',
  content: 'journal.content',
  notes: 'journal.notes',
  aiAnalysis: 'journal.aiAnalysis',
} as const;

export const MOOD_FIELD_CONTEXT = {
  notes: 'mood.notes',
  triggers: 'mood.triggers',
  gratitude: 'mood.gratitude',
} as const;

export const CHECK_IN_ANSWERS_CONTEXT = 'checkin.answers';
export const CHAT_MESSAGE_CONTEXT = 'chat.message';
export const SAFETY_PLAN_CONTEXT = 'safetyPlan.plan';
