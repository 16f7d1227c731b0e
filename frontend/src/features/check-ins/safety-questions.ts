/**
 * The short Columbia-style follow-up that PHQ-9 item 9 opens (after the C-SSRS screener), and
 * the risk it maps to. The answers are never stored: they choose which help is shown first.
 */

export type SafetyQuestionId = 'wish' | 'thoughts' | 'method' | 'intent' | 'plan' | 'behaviour';

export interface SafetyQuestion {
  id: SafetyQuestionId;
  text: string;
  /** Asked only after a yes to "thoughts". */
  afterThoughts: boolean;
}

export const SAFETY_QUESTIONS: readonly SafetyQuestion[] = [
  { id: 'wish', text: 'Have you wished you were dead or wished you could go to sleep and not wake up?', afterThoughts: false },
  { id: 'thoughts', text: 'Have you had any actual thoughts of killing yourself?', afterThoughts: false },
  { id: 'method', text: 'Have you been thinking about how you might do this?', afterThoughts: true },
  { id: 'intent', text: 'Have you had these thoughts and had some intention of acting on them?', afterThoughts: true },
  { id: 'plan', text: 'Have you started to work out or worked out the details of how to kill yourself?', afterThoughts: true },
  {
    id: 'behaviour',
    text: 'In the last 3 months, have you done anything, started to do anything, or prepared to do anything to end your life?',
    afterThoughts: true,
  },
];

export type SafetyAnswers = Partial<Record<SafetyQuestionId, boolean>>;

export type Risk = 'low' | 'moderate' | 'high';

/** The questions to ask given the answers so far: method, intent, plan and behaviour only after a yes to thoughts. */
export function questionsToAsk(answers: SafetyAnswers): readonly SafetyQuestion[] {
  return SAFETY_QUESTIONS.filter((q) => !q.afterThoughts || answers.thoughts === true);
}

/** Every question that is asked has an answer. */
export function isComplete(answers: SafetyAnswers): boolean {
  return questionsToAsk(answers).every((q) => typeof answers[q.id] === 'boolean');
}

/**
 * High: intent, a plan or behaviour. Moderate: a method without those. Low: otherwise (a wish to
 * be dead and/or thoughts of killing oneself, or neither). Answers to method, intent, plan and
 * behaviour count only after a yes to thoughts, as they are only asked then.
 */
export function riskOf(answers: SafetyAnswers): Risk {
  const asked = answers.thoughts === true;
  if (asked && (answers.intent === true || answers.plan === true || answers.behaviour === true)) return 'high';
  if (asked && answers.method === true) return 'moderate';
  return 'low';
}
