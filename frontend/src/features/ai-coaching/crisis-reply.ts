/**
 * What is stored for a crisis card in place of the coach's reply: fixed words, so a reopened
 * session shows the card again and the history says what happened.
 */
export const CRISIS_REPLY_TEXT =
  'Crisis resources shown: call or text 988 (Suicide & Crisis Lifeline), text HOME to 741741 (Crisis Text Line), or call 911 if you are in immediate danger.';

/** A stored coach line that is the crisis card. */
export function isCrisisReply(text: string): boolean {
  return text === CRISIS_REPLY_TEXT;
}
