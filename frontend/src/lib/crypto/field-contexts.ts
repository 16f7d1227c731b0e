/**
 * The name each encrypted field is bound to (spec §9): a ciphertext only opens under the name it
 * was sealed with, so values cannot be swapped between fields. Every reader of sealed data uses
 * these: the features, the complete export and the standalone decrypt tool.
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

export const CHAT_MESSAGE_CONTEXT = 'chat.message';
export const CHAT_MEMORY_CONTEXT = 'chat.memory';
export const CHECK_IN_FIELD_CONTEXT = 'checkin.answers';
export const SAFETY_PLAN_CONTEXT = 'safetyPlan.plan';
