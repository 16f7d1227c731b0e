/**
 * A message that closes the conversation ("I'll try it tonight. Thanks", "wish me luck for monday",
 * "ok gotta go"): a warm close that names what is coming up for the person, not another question.
 */
import { type Turn } from './compose-reply';
import { eventPhrase, type RememberedEvent } from './memory';
import { alternatives } from './text';
import type { EngineSnapshot } from './state';
import type { Session } from './session';

const THANKS = /\b(thanks|thank you|thank u|thx|ty|tysm|cheers|appreciate (it|that|you)|salamat|danke|gracias|obrigad[oa])\b/;
const BYE = alternatives(
  String.raw`\b(bye|goodbye|good night|goodnight|gotta go|got to go|have to go|need to go|ttyl|see you)\b`,
  String.raw`\b(talk (to you )?later|speak (to you )?(later|soon)|will let you know|i'll let you know|ill let you know)\b`,
);
export const LUCK = /\bwish me luck\b/;

const WELCOME = ["You're welcome, I'm glad some of this was useful.", "I'm really glad this helped a little.", 'Thank you for talking it through with me.'];
const TAKE_CARE = [
  'Take care of yourself, and come back any time.',
  'Be gentle with yourself, and come back whenever you like.',
  "I'm here whenever you want to talk again.",
];
const LUCK_LINES = ["Good luck. You've thought this through more than you give yourself credit for.", "Good luck. Whatever happens, you've prepared for it."];

/** The latest event the person said is still to come, if any. */
export function aheadEvent(state: EngineSnapshot): RememberedEvent | null {
  return [...state.memory.events].reverse().find((e) => e.ahead) ?? null;
}

/** The closing reply, or null when the message does more than close (a question, something new to talk about). */
export function closingTurn(s: Session, normalized: string, raw: string): Turn | null {
  if (raw.includes('?')) return null;
  // "Hello, good night" opens a conversation; nothing has been said yet to close.
  if (s.state.userMessages <= 1 && !LUCK.test(normalized)) return null;
  const luck = LUCK.test(normalized);
  if (!luck && !THANKS.test(normalized) && !BYE.test(normalized)) return null;
  // Long messages that only mention thanks in passing still have something to answer.
  if (normalized.split(' ').length > 30) return null;
  const event = aheadEvent(s.state);
  const parts = [luck ? s.pick(LUCK_LINES) : s.pick(WELCOME)];
  if (event) parts.push(`Good luck with ${eventPhrase(event)}; I'd love to hear how it goes.`);
  else parts.push(s.pick(TAKE_CARE));
  return { kind: 'reply', parts, carry: parts, content: true };
}
