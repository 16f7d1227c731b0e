/**
 * The question after listening, made from what the message itself told rather than a stock one: how the person feels
 * about an event still to come that they just named ("the meeting on Thursday"), or, for something gone wrong, whether
 * to work out what to do about it or talk through how it has been, a choice the next message can answer.
 */
import { SHARED_LINES } from './coach-lines';
import { eventPhrase } from './memory';
import { hashText, pickFresh } from './no-repeat';
import type { Session } from './session';
import { capitalize, swapPronouns, troubleIn } from './text';
import { soundsUnidiomatic } from './unidiomatic';
import { spelledAsMeant } from './understanding/understand';

// "the first", "what to do", "the practical side", "sort it out": the way of working it out.
const DO_WAY = new RegExp(
  String.raw`^(?:(?:ok|okay|yes|yeah|um|hmm|i think|probably|maybe)\W* )*(?:the )?(?:first(?: one)?|1st|1|what to do(?: next| about it)?|` +
    String.raw`(?:work(?:ing)? out |figur(?:e|ing) out )?what (?:to|i (?:can|should)) do(?: next| about it)?|(?:the )?practical(?: side| stuff| bit| part)?|` +
    String.raw`(?:a )?plan|next steps?|(?:fix|sort)(?:ing)? it(?: out)?|both|do something)\b`,
);
// "the second", "just talk", "how i feel": to be heard first.
const TALK_WAY = new RegExp(
  String.raw`^(?:(?:ok|okay|yes|yeah|um|hmm|i think|probably|maybe)\W* )*(?:the )?(?:second(?: one)?|2nd|2|(?:just )?(?:talk|vent|listen)\w*|` +
    String.raw`how (?:i|it)(?:'s| is)? (?:feel|felt|been|left)\w*|feelings?)\b`,
);
const SHORT_ANSWER_WORDS = 10;

export type WayChosen = 'do' | 'talk' | null;

/** Which way the person chose, when the coach's last message offered the two and this is a short answer to it; the offer is then spent. */
export function wayChosen(s: Session, normalized: string): WayChosen {
  const offered = s.state.offeredWays;
  s.state.offeredWays = null;
  if (offered === null || offered !== s.state.userMessages - 1 || normalized.split(/\s+/).length > SHORT_ANSWER_WORDS) return null;
  if (DO_WAY.test(normalized)) return 'do';
  return TALK_WAY.test(normalized) ? 'talk' : null;
}

/** The messages in which a person first tells what the conversation is about. */
export const OPENING_MESSAGES = 2;
// "Sofa delivered today. Doesn't fit through the door.": a first telling with nothing to say back and no trouble named, met by
// asking what help is wanted rather than a stock question about feelings (scored 0.45 on first messages: docs/coach.md, Figures).
const TOLD_WORDS = 6;
// "hi so this is kind of dumb but": not told yet.
const CUT_OFF = /\b(?:but|and|so|because|cause|like|the|a|my)\W*$/i;

/** An early message that tells something in a sentence or more, with nothing of it said back. */
function toldUnsaid(s: Session, text: string): boolean {
  return s.state.userMessages <= OPENING_MESSAGES && text.split(/\s+/).length >= TOLD_WORDS && !CUT_OFF.test(text.trim());
}

/**
 * A question from this message's own details (`told`: its words said back, or all of it), or null when it told none to ask
 * about. `bare`: nothing of the message was said back or named.
 */
export function detailQuestion(s: Session, told: string, bright: boolean, bare = false): string | null {
  const now = s.state.userMessages;
  // "I have a big meeting with Dana on Friday": the event still to come, asked about now; a few messages on, it is
  // asked about again in the other words (memoryQuestion in context-reading.ts).
  const soon = s.state.memory.events.find((event) => event.at === now && event.ahead && event.day && !event.followedUp);
  const ahead = soon ? pickFresh(s, SHARED_LINES.eventAhead, { event: eventPhrase(soon) }) : null;
  if (ahead) return ahead;
  // Asked once a session: asked again, it would be a question of the coach's, not one about what was told.
  const asked = saidAny(s, SHARED_LINES.twoWays);
  if (bright || asked) return null;
  if (!troubleIn(told)) return bare && toldUnsaid(s, told) && !saidAny(s, SHARED_LINES.toldHelpAsk) ? s.pick(SHARED_LINES.toldHelpAsk) : null;
  s.state.offeredWays = now;
  return s.pick(SHARED_LINES.twoWays);
}

function saidAny(s: Session, pool: readonly string[]): boolean {
  return pool.some((line) => s.state.said.includes(hashText(line, 'line')));
}

// A telling short enough to say back whole: a sentence or two, nothing asked, nothing said of "you".
const TOLD_BACK_WORDS = 24;
const SECOND_PERSON = /\b(?:you|your|you're|youre|u|ur)\b/i;

/**
 * "Garage just quoted £870 for the clutch on my Corsa", "night nurse on ward 9 at the royal. 4th night in a row": an opening
 * that tells a fact with no feeling named is said back whole, in the person's words; "I'm here, and I'm listening" or "work
 * seems to be on your mind" to it reads as not having read it. Null when it is not such a telling.
 */
export function toldBack(s: Session, raw: string): string | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  // Nothing asked, nothing said of "you", and no one's words in quotes, which are theirs to quote, not the coach's to say.
  if (!toldUnsaid(s, text) || text.split(' ').length > TOLD_BACK_WORDS || /[?"'‘’“”]/.test(text.replace(/\b'\b/g, '')) || SECOND_PERSON.test(text)) {
    return null;
  }
  const parts = text.split(/(?<=[.!])\s+/).map((part) => part.replace(/[.!\s]+$/, '').trim()).filter(Boolean);
  // "hi." or "hey so" before the telling is a greeting, not part of it.
  const told = parts.filter((part) => !/^(?:hi|hey|hello|hiya|ok|okay|so|um+)$/i.test(part));
  if (told.length === 0 || told.length > 2 || told.some((part) => soundsUnidiomatic(part))) return null;
  return `${capitalize(swapPronouns(spelledAsMeant(told.join(', ').replace(/^(?:hi|hey|hello|hiya)\b[,\s]*/i, ''))))}.`;
}

/** The question after a telling said back: what to do or talk it through for something gone wrong, else how it sits. */
export function toldBackQuestion(s: Session, told: string): string {
  return detailQuestion(s, told, false) ?? s.pick(SHARED_LINES.toldBackAsk);
}
