/** A turn as the answering modules build it, and how it becomes the coach's reply with the quick replies that suit it. */
import { QUICK_REPLIES, SHARED_LINES } from './coach-lines';
import { unrepeated } from './no-repeat';
import { activeFlow, type Session } from './session';
import type { EngineSnapshot } from './state';
import type { CoachReply, ReplyKind } from './types';

export interface Turn {
  kind: ReplyKind;
  parts: string[];
  /** What a reflective reply must still say after its summary (the next step, an exit, an offer). */
  carry: string[];
  /** An answer, a technique or an honest "I can't": said as it is, never behind a summary. */
  content?: boolean;
}

export const join = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** A one-line turn; `keep` makes a reflective reply still say it (an exit, a careful answer). */
export function say(kind: ReplyKind, line: string, keep = false): Turn {
  return { kind, parts: [line], carry: keep ? [line] : [] };
}

/** `unique`: a reply to the person is never said twice; the coach's fixed check-in lines may recur. */
export function emit(s: Session, kind: ReplyKind, text: string, unique = true): CoachReply {
  const out = unrepeated(s, text, unique);
  const { asks, quickReplies } = nextMove(s, out);
  s.state.lastQuestion = asks;
  return quickReplies.length > 0 ? { text: out, kind, quickReplies } : { text: out, kind };
}

/** What the message just said asks for, and the quick replies that suit it. */
function nextMove(s: Session, text: string): { asks: EngineSnapshot['lastQuestion']; quickReplies: string[] } {
  const state = s.state;
  if (state.offeredTechnique) return { asks: 'yes-no', quickReplies: [QUICK_REPLIES.yes, QUICK_REPLIES.notNow] };
  if (state.offer) {
    const walk = SHARED_LINES.walkThrough.some((line) => text.includes(line));
    return { asks: 'yes-no', quickReplies: [walk ? QUICK_REPLIES.walkThrough : QUICK_REPLIES.yes, QUICK_REPLIES.notNow] };
  }
  const def = activeFlow(s);
  if (def && state.flow) {
    const step = def.steps[state.flow.step];
    return { asks: step?.slot ? 'value' : 'open', quickReplies: [QUICK_REPLIES.unsure, QUICK_REPLIES.stop] };
  }
  const asks = /\?\s*$/.test(text) ? 'open' : null;
  if (state.paused) return { asks, quickReplies: [QUICK_REPLIES.resume, QUICK_REPLIES.somethingElse] };
  if (state.memory.lastTechnique && SHARED_LINES.tryIt.some((line) => text.includes(line))) {
    return { asks, quickReplies: [QUICK_REPLIES.didNotHelp, QUICK_REPLIES.somethingElse] };
  }
  // Words just written to send or say: the two changes most often asked of them.
  const words = state.lastScript[0];
  if (words && WORDS_GIVEN.test(text) && text.includes(words.slice(0, 40))) return { asks, quickReplies: [QUICK_REPLIES.shorter, QUICK_REPLIES.casual] };
  return { asks, quickReplies: [QUICK_REPLIES.exercise, QUICK_REPLIES.somethingElse] };
}

/** The leads of words written for the person to send or say (message-draft.ts, words-to-say.ts). */
export const WORDS_GIVEN = /^(?:Here's (?:a message you could send|what you could say|a way you could say it)|Here it is)\b/;
