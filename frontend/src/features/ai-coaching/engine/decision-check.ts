/**
 * A decision told with a question mark ("i think im gonna say yes? 3 months isnt forever"): the person is checking it, so it
 * is met as theirs, their reason said back as a fair one, and the next step after it. Only for a yes or a no to something
 * offered or asked, a step of their own decided; never a weighty step (leaving, money, a breakup), which is weighed elsewhere.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { swapPronouns } from './text';

const DECIDED = new RegExp(
  String.raw`\bi think (?:i'?m|im|i am|i'?ll|ill|i will) (?:gonna |going to |just )?` +
    String.raw`(say yes|say no|accept(?: it)?|take it|go for it|do it|decline(?: it)?|turn it down|give it a (?:go|try)|try it)\b([^?.!]*)\?+`,
  'i',
);
const WEIGHTY = /\b(?:quit|resign|leave (?:him|her|them|my)|break up|divorce|loan|lend|borrow|sign)\b/i;
const YES_WORDS = /^(?:say yes|accept|take it|go for it|do it|give it a|try it)/i;

const SPELLED: Readonly<Record<string, string>> = { isnt: "isn't", dont: "don't", cant: "can't", wont: "won't", im: "I'm", i: 'I' };

/** "A fair reason", once a session, for a decision told as a question; null when the message tells none. */
export function answerDecisionCheck(s: Session, raw: string): Turn | null {
  const text = raw.slice(0, 400);
  const m = DECIDED.exec(text);
  if (!m || WEIGHTY.test(text) || s.state.answered.includes('decision-check')) return null;
  s.state.answered = [...s.state.answered, 'decision-check'].slice(-40);
  // The reason is what follows, in a sentence of its own that asks nothing: "3 months isnt forever".
  const after = text.slice((m.index ?? 0) + m[0].length).trim();
  const reason = after && !after.includes('?') && after.split(/\s+/).length <= 14 ? after.replace(/[.!]+$/, '') : null;
  const said = reason ? swapPronouns(reason).replace(/\b(?:isnt|dont|cant|wont|im|i)\b/gi, (w) => SPELLED[w.toLowerCase()] ?? w) : null;
  const yes = YES_WORDS.test(m[1] ?? '');
  const parts = [
    said ? `That sounds like a decision you've thought through, and your reason is a fair one: ${said}.` : "That sounds like a decision you've thought through.",
    "If it still feels right after a night's sleep, that's usually a good sign; and very few choices like this can't be looked at again later.",
    yes ? 'What would help the first few weeks go well?' : 'How will you tell them?',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
