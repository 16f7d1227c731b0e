/**
 * The question after listening, made from what the message itself told rather than a stock one: how the person feels
 * about an event still to come that they just named ("the meeting on Thursday"), or, for something gone wrong, whether
 * to work out what to do about it or talk through how it has been, a choice the next message can answer.
 */
import { SHARED_LINES } from './coach-lines';
import { eventPhrase } from './memory';
import { hashText, pickFresh } from './no-repeat';
import type { Session } from './session';
import { troubleIn } from './text';

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
