/**
 * "Can you remind me what you said about Tom?", "what did you say about the clock again?": what the coach said, given back.
 * The reply found is the latest that speaks of the subject, or that answered a message of the person's that did; said back
 * without the question it ended on, so it reads as a reminder and not as the same turn again.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { contentWords } from './situations';
import { capitalize, sentences } from './text';

const ASKED = new RegExp(
  String.raw`\b(?:remind me (?:of )?what you (?:said|told me|suggested)|what (?:did|was it) you (?:said|say|told me|suggest(?:ed)?)|` +
    String.raw`what you (?:said|told me|suggested)|(?:say|tell me) again what you (?:said|suggested))` +
    String.raw`(?: (?:earlier|before|just now|again))?(?: (?:about|for|on|with) ([\p{L}' -]{2,40}?))?(?: again| earlier| before)?\s*(?:[?.!]|$)`,
  'iu',
);
const LEAD = "Here's what I said";
// The subject said as a pronoun or as the talk itself names nothing to look for: the latest answer is the one meant.
const NO_SUBJECT = /^(?:it|that|this|them|him|her|earlier|before|the other thing)$/i;

// "remind me what we decided?", "what did we agree": what the talk came to, not one answer.
const DECIDED = new RegExp(
  String.raw`\b(?:remind me (?:of )?what we|what (?:did|have) we|(?:say|tell me) again what we|recap what we|sum up what we)\s` +
    String.raw`(?:just )?(?:decided?|agreed?|planned?|came up with|settled on|said)\b`,
  'i',
);
const LEADS = /^(?:here's|here is|here are|you could put it|let's|okay|ok|got it|it sounds like|it seems|i hear|i'm hearing)\b/i;
/** How many answers a recap goes back over. */
const RECAP_MOST = 3;

// A sentence that tells the person to do something: "Go back to the last week…", "Put the times in your calendar…".
const DOING = new RegExp(
  String.raw`^(?:go|try|put|write|choose|pick|ask|tell|say|keep|make|set|take|start|plan|give|turn|move|list|agree|book|call|text|` +
    String.raw`send|use|let|find|leave|bring|add|check|breathe|name|notice|swap|sit|stand|walk|eat|read|talk|join|pause|spend|` +
    String.raw`cut|limit|decide|mark|practise|practice|rehearse|prepare|aim|open|learn|have|get)\b`,
  'i',
);

/** The step a sentence asks of the person, without an "If mornings are out," before it or a reason before a colon; null if none. */
function stepIn(sentence: string): string | null {
  const text = sentence.replace(/^if [^,]{3,60}, /i, '');
  if (DOING.test(text)) return capitalize(text);
  const after = /:\s+([^"]+)$/.exec(sentence)?.[1];
  return after && DOING.test(after) ? capitalize(after) : null;
}

/** What an answer came to: its first numbered step, else its first sentence asking something of the person, else its first point. */
function heartOf(reply: string): string | undefined {
  const numbered = /(?:^|\s)1\. (.+?)(?=\s2\. |$)/s.exec(reply)?.[1];
  if (numbered) return numbered;
  const said = sentences(reply).filter((x) => !x.question);
  for (const x of said) {
    const step = stepIn(x.text);
    if (step) return step;
  }
  return said.find((x) => !LEADS.test(x.text) && x.text.split(/\s+/).length >= 6)?.text;
}

/** What the talk came to: what each of the last few answers that gave something to do asked of the person, oldest first. */
function recap(s: Session): Turn | null {
  const hearts = s.state.recent
    .filter((reply) => !reply.startsWith(LEAD) && (/(?:^|\s)1\. |"[A-Z]/.test(reply) || sentences(reply).filter((x) => !x.question).length >= 4))
    .slice(-RECAP_MOST)
    .map(heartOf)
    .filter((heart): heart is string => Boolean(heart));
  if (hearts.length === 0) return null;
  const steps = hearts.map((heart, i) => `${i + 1}. ${heart.replace(/[.\s]+$/, '')}.`).join(' ');
  const parts = [`${LEAD} so far:`, steps, 'Which of these do you want to start with?'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** What the coach said that the person asks to be reminded of; null when it asks nothing of the kind or nothing fits. */
export function answerSaidBefore(s: Session, raw: string): Turn | null {
  if (DECIDED.test(raw)) return recap(s);
  const asked = ASKED.exec(raw);
  if (!asked) return null;
  const subject = asked[1]?.trim() ?? '';
  const words = NO_SUBJECT.test(subject) ? [] : contentWords(subject);
  const replies = s.state.recent;
  // The person's messages line up with the replies to them: the latest reply answered the message before this one.
  const messages = s.earlierRaw;
  let found: string | null = null;
  for (let back = 1; back <= replies.length && found === null; back++) {
    const reply = replies[replies.length - back] ?? '';
    const message = messages[messages.length - back] ?? '';
    const speaksOf = words.length === 0 || words.some((w) => contentWords(`${reply} ${message}`).includes(w));
    // A reminder given already is not what is asked for again.
    if (speaksOf && !reply.startsWith(LEAD)) found = reminderOf(reply);
  }
  if (found === null) return null;
  const about = subject && words.length > 0 ? ` about ${subject.replace(/^(?:my|the) /i, (m) => (m.toLowerCase() === 'my ' ? 'your ' : m))}` : '';
  const parts = [`${LEAD}${about}:`, found, 'Is there a part of it you want to go into more?'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** A reply without the question it ended on, or null when nothing of substance is left. */
function reminderOf(reply: string): string | null {
  const kept = sentences(reply).filter((sentence) => !sentence.question);
  const text = kept.map((sentence) => sentence.text).join('. ');
  return text.split(/\s+/).length >= 8 ? `${text.replace(/[.\s]+$/, '')}.` : null;
}
