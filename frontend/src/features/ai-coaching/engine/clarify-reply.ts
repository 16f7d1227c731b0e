/**
 * "what do u mean set a limit? like give her less?": the person asks what a piece of the coach's advice means, often with their
 * own reading of it. The phrase is explained plainly, with an example, and their reading is met first ("Yes, more or less:
 * give her less."). Only for advice the coach gives in so many words; anything else is left to the general way of asking back.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { swapPronouns } from './text';

const MEAN = /\bwhat (?:(?:do|did) )?(?:you|u|ya) mean(?: by| with)?\s*['"‘“]?([a-z][a-z' ]{2,60}?)['"’”]?\s*(?=\?|[.,!;]|$|\s+like\b)/i;
const QUOTED_MEAN = /\bwhat (?:(?:do|did) )?(?:you|u|ya) mean(?: by| with)?\s*['"‘“]([a-z][^'"’”?]{2,80})\??['"’”]/i;
// Their own reading: "like give her less?", "like just say it??", "like tell her the numbers?".
const READING = /\blike\s+([a-z][^?.!]{2,60}?)\s*\?+/i;

const MEANINGS: readonly (readonly [RegExp, string])[] = [
  [
    /\btell (?:her|him|them|(?:your|my) \w+) how (?:i|you) feel\b/,
    'I mean saying it plainly, in a sentence or two about you rather than about them: "I\'ve missed you lately, and I\'ve felt a bit ' +
      'left out." It feels awkward for a few seconds, and that is normal; most people are glad to be told.',
  ],
  [
    /\b(?:set|setting|a) limits?\b/,
    "I mean deciding before you're asked how far you'll go, and saying it once: an amount, a time, or how often. With money, that's an " +
      "amount you could give or lose without resenting it; with time, the hour you'll leave by. Deciding it beforehand means you " +
      "don't have to decide again under pressure.",
  ],
  [
    /\bboundar(?:y|ies)\b/,
    "I mean a clear line about what you will do, not a rule for them: \"I can't talk after nine, but I'm happy to call tomorrow.\" " +
      'You say it kindly, once, and then keep to it.',
  ],
  [
    /\bbe (?:honest|open|upfront)\b/,
    "I mean saying plainly what's true for you, without apologising for it or wrapping it up until it disappears. One clear sentence " +
      "is enough; you don't owe anyone every detail.",
  ],
  [
    /\bchange the (?:kind|type|way) of (?:contact|talking|keeping in touch)\b/,
    "I mean swapping the kind of contact that is hard for them right now for one that is easy: a short message they needn't " +
      'answer, a quick visit where you bring something, or doing an errand together, instead of long chats that wait for a reply.',
  ],
  [
    /\b(?:small|first|tiny) step\b/,
    'I mean something so small it is almost silly, that you could do in ten minutes today: one message, one phone call, one page.',
  ],
];

// A question of the coach's quoted back ("what do u mean by 'what would happen if he never paid it back'").
const QUESTION_QUOTED = /^(?:what|how|who|when|where|which|why|would|could|is|are|do|does|if)\b/;
const WORST_CASE = /^what would (?:happen|it mean|you do) if (.+)$/;
const FUTURE = /\b(?:in|by) (?:a|one|two|three|four|five|ten|\d+) (?:years?|months?)(?: time)?\b/;

/** A question the coach asked, said again plainly with why it was asked; null when the phrase is no question. */
function questionMeant(phrase: string): string | null {
  if (!QUESTION_QUOTED.test(phrase)) return null;
  const asked = swapPronouns(phrase.trim());
  const worst = WORST_CASE.exec(asked)?.[1];
  if (worst) {
    return `I mean picturing the worst case honestly: if ${worst}, what would that mean for you, in practice and in how you'd feel? ` +
      "If you could live with it, it's a risk you can choose to take with open eyes; if you couldn't, that's worth knowing before you decide.";
  }
  if (FUTURE.test(asked)) {
    return 'I mean picturing an ordinary day ahead that you would be glad to live: where you are, what you spend your time on, who is ' +
      "around. It isn't a test; it's a way to find what matters most to you, so the choice in front of you can be weighed against it.";
  }
  return `I was asking it as a real question, nothing hidden in it: ${asked}? There's no right answer; whatever comes to mind first ` +
    "helps us see what matters to you here, and \"I'm not sure\" is a fine start too.";
}

/** The phrase asked about, explained, after their own reading of it; null when no known piece of advice is asked about. */
export function answerClarify(s: Session, raw: string): Turn | null {
  const text = raw.slice(0, 400);
  // A phrase in quotes is taken whole ("…'what do I want my week to look like in three years'"), with no reading after it.
  const quoted = QUOTED_MEAN.exec(text);
  const m = quoted ?? MEAN.exec(text);
  const phrase = m?.[1]?.toLowerCase().trim() ?? '';
  const advice = phrase ? MEANINGS.find(([pattern]) => pattern.test(phrase))?.[1] : undefined;
  const meaning = advice ?? (phrase ? questionMeant(phrase) : null);
  if (!meaning) return null;
  const key = `clarify:${phrase}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const reading = quoted ? undefined : READING.exec(text.slice((m?.index ?? 0) + (m?.[0].length ?? 0)))?.[1];
  const parts = [...(reading ? [`Yes, more or less: ${swapPronouns(reading)}.`] : []), meaning];
  // A question explained is put back to them; a piece of advice explained is checked as something they could do.
  parts.push(advice ? 'Does that sound like something you could do?' : 'What comes to mind when you picture it?');
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "Do you understand what I mean?", "does that make sense?": the person checks they were understood.
// Only as the message's last words: "Does that make sense or am I making excuses?" asks something else.
const UNDERSTOOD_ASKED =
  /(?:\b(?:do|did) (?:you|u) (?:understand|get|see) what i mean|\bdoes (?:that|this|it) make sense|\b(?:you )?know what i mean)\s*[?!.]*\s*$/i;

/** "I think so" and what was understood, in the person's words, for them to correct; null when not asked. */
export function answerUnderstood(s: Session, raw: string): Turn | null {
  if (!UNDERSTOOD_ASKED.test(raw)) return null;
  const told = raw
    .slice(0, 600)
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence && !sentence.endsWith('?'))
    .at(-1);
  if (!told || told.split(/\s+/).length < 4 || told.split(/\s+/).length > 40) return null;
  const said = swapPronouns(told.replace(/[.!]+$/, ''));
  const parts = [`I think so, and tell me if I've got it wrong: ${said.charAt(0).toLowerCase()}${said.slice(1)}.`, s.pick(s.voice.lens.none)];
  return { kind: 'reply', parts, carry: [], content: true };
}
