/**
 * The screening question a coach asks, in its own voice, when the crisis detector finds a
 * message ambiguous (outcome 'check'), and how the person's answer is read. A yes, a "sometimes",
 * a "maybe", an "I don't know" or a hedge opens the crisis card; a plain no lets the
 * conversation go on. Anything else is read as the next message.
 */
import type { CoachId } from '@contracts/coaches';

/** The question itself, the same for every coach, so a stored session can be recognised. */
export const SCREENING_QUESTION = 'Are you having thoughts of ending your life?';

const LEAD: Readonly<Record<CoachId, string>> = {
  sage: 'It sounds like things are very heavy right now. I want to ask you something gently and directly, because it matters.',
  phoenix: "It sounds like things are very heavy. I'd like to ask you something straight out, because it matters.",
  harmony: "It sounds like things are very heavy, and I'm really glad you're telling me. Can I ask you something important?",
  zenith: 'It sounds like things are very heavy right now. Before anything else, I need to ask you something.',
};

const THANKS: Readonly<Record<CoachId, string>> = {
  sage: "Thank you for telling me. I'm glad. If that ever changes, you can say so here, and the lines are there any time. Shall we stay with what's weighing on you?",
  phoenix: "Thanks for answering that. I'm glad. If it ever changes, tell me, and the lines are always there. Let's keep looking at what's going on.",
  harmony: "Thank you for trusting me with that. I'm glad. If it ever changes, you can tell me, and the lines are always there. I'm still here with you.",
  zenith: "Thanks for telling me. Good. If that ever changes, say so, and the lines are always there. Let's keep going, one small step at a time.",
};

/** The coach's screening question, in its voice. */
export function screeningQuestion(coachId: CoachId): string {
  return `${LEAD[coachId]} ${SCREENING_QUESTION}`;
}

/** What the coach says after a plain no. */
export function screeningThanks(coachId: CoachId): string {
  return THANKS[coachId];
}

/** A stored coach line that is the screening question. */
export function isScreeningQuestion(text: string): boolean {
  return text.endsWith(SCREENING_QUESTION);
}

export type ScreeningAnswer = 'yes' | 'no' | 'other';

// Read on the message with its punctuation and case gone: "Yes.", "yeah...", "No!!".
const YES = [
  'yes', 'yeah', 'yea', 'yep', 'yup', 'ya', 'yh', 'y', 'ye', 'yess', 'yes i am', 'i am', 'sometimes', 'some times', 'maybe', 'perhaps',
  'possibly', 'probably', 'kind of', 'kinda', 'sort of', 'sorta', 'a bit', 'a little', 'a little bit', 'i think so', 'i guess',
  'i guess so', 'i do not know', 'i dont know', 'idk', 'dunno', 'not sure', 'i am not sure', 'im not sure', 'unsure', 'often',
  'all the time', 'every day', 'most days', 'on and off', 'now and then', 'at times', 'sort of yes', 'honestly yes', 'a lot',
  'not really', 'not exactly', 'i do', 'i have', 'i have been', 'lately yes', 'yes sometimes', 'more than i would like',
];
const NO = [
  'no', 'nope', 'nah', 'na', 'n', 'no i am not', 'no im not', 'i am not', 'im not', 'not at all', 'never', 'no never', 'no no',
  'definitely not', 'absolutely not', 'of course not', 'no way', 'no thank you', 'no thanks', 'no i am okay', 'no i am ok',
  'no i am fine', 'no im fine', 'no im ok', 'no im okay', 'i am fine', 'i am okay', 'im fine', 'im ok', 'im okay',
  'no not at all', 'not like that', 'no just tired', 'no just stressed', 'no just sad', 'no not that', 'no nothing like that',
];
const YES_ANSWERS: ReadonlySet<string> = new Set(YES);
const NO_ANSWERS: ReadonlySet<string> = new Set(NO);

function plain(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^a-z\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How a reply to the screening question answers it. A short reply is read whole; a longer one
 * by how it opens ("no, just really tired from work", "sometimes, at night"). When unsure, a
 * reply that is not a plain no counts as a yes: the card costs a tap, a miss can cost a life.
 */
export function readScreeningAnswer(text: string): ScreeningAnswer {
  const words = plain(text);
  if (words === '') return 'other';
  if (YES_ANSWERS.has(words)) return 'yes';
  if (NO_ANSWERS.has(words)) return 'no';
  const parts = words.split(' ');
  for (let length = Math.min(5, parts.length - 1); length >= 1; length -= 1) {
    const opening = parts.slice(0, length).join(' ');
    if (YES_ANSWERS.has(opening)) return 'yes';
    if (NO_ANSWERS.has(opening)) {
      // "no but", "no i mean yes", "no well sometimes": a no that turns is not a no.
      const rest = parts.slice(length).join(' ');
      return /^(but|though|although|i mean|well|maybe|sometimes|kind of|kinda|sort of|except)\b/.test(rest) ? 'yes' : 'no';
    }
  }
  return 'other';
}
