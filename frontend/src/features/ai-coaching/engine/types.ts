/** Types shared by the engine's modules and its public API. */
export type MoodCheckIn = 'great' | 'okay' | 'not-good';

export type ReplyKind = 'reply' | 'reflective' | 'technique' | 'mood' | 'unprompted' | 'greeting';

export interface CoachReply {
  text: string;
  kind: ReplyKind;
  /** Short answers the chat offers under this message, as buttons that send their text. */
  quickReplies?: string[];
}

export type FlowId =
  | 'box-breathing'
  | 'body-scan'
  | 'grounding'
  | 'meditation-habit'
  | 'thought-record'
  | 'thinking-traps'
  | 'behavioral-activation'
  | 'emotion-naming'
  | 'boundary'
  | 'hard-conversation'
  | 'self-compassion'
  | 'smart-goal'
  | 'habit-stacking'
  | 'motivation'
  | 'weekly-review';
