/**
 * An update on how someone answered, with "what now?" ("ok i sent it. she replied 'omg sorry babe ill sit with u thurs'
 * but she said that last week too. what now", "she replied 'oh sorry!! didnt realise x' and then nothing. has she taken
 * it badly?", "He said he didn't know it is so important for me… So, progress?"): how their answer reads (sorry,
 * easy-going, a promise heard before, prickly, or nothing yet), said plainly, and the next step for that, never a win
 * celebrated or a question back in its place.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';

export type AnswerRead = 'sorry' | 'easy' | 'promise-again' | 'promise' | 'grudging' | 'prickly' | 'short' | 'silence';

// "she replied '…'", "he said he didn't know…", "Sophie wrote back", "they texted 'k'".
// "she answer 'ok thx' only": the present tense, as a second language often has it.
const REPORTED = /\b(?:she|he|they|[A-Z][a-z]+) (?:replied|said|wrote(?: back)?|texted(?: back)?|answer(?:ed|s)?|messaged(?: back)?|responded)\b/;
// What is asked of it: what next, how it was taken, whether it is progress or a good sign.
const ASKS_NEXT = new RegExp(
  [
    String.raw`\b(?:what now|now what|what next|what do i do now|what should i do now|what do i do next|where do i go from here)\b`,
    String.raw`\b(?:has|did) (?:she|he|they) (?:take|taken|took) it (?:badly|well|the wrong way)\b`,
    String.raw`\bis (?:she|he|they) (?:upset|angry|annoyed|mad|offended)\b`,
    String.raw`\b(?:so,? )?progress\s*\?|\bis (?:that|this) (?:a )?(?:good|bad) sign\b|\bis (?:that|this) (?:good|bad)\s*\?|` +
      String.raw`\bis (?:that|this|it) a win\b|\ba win or not\b`,
  ].join('|'),
  'i',
);
const SILENCE = /\b(?:and then nothing|then nothing|no reply|not replied|hasn'?t replied|no answer|left (?:me )?on read|on read|ignored it)\b/i;
// "but she said that last week too", "thats what he said in april".
const SAID_BEFORE_TOO = /\b(?:that'?s|thats) what (?:she|he|they) said\b|\bsaid (?:that|the same)(?: thing)? (?:in|on|at) \w+|\bheard (?:that|it) before\b/i;
const SAID_BEFORE = new RegExp(
  String.raw`\b(?:said that (?:last week|before|last time)|said (?:the same|that) (?:last week|before)|same thing last|every time|` +
    String.raw`again\b.*\b(?:promise|said))`,
  'i',
);
const SORRY = /\b(?:sorry|soz|my bad|apologi[sz]e|didn'?t realise|didn'?t realize|didnt realise|didn'?t know|did not know|never realised|oops)\b/i;
const EASY = new RegExp(
  String.raw`\b(?:no worries|of course|totally get it|get it|fair enough|sure|will do|makes sense|happy to|don'?t be daft|that'?s fine|` +
    String.raw`no problem|np|yes|yeah|ok(?:ay)? sure|sounds good|no pressure|all good)\b`,
  'i',
);
const PROMISE = /\b(?:i'?ll|ill|i will|will do|next week|tomorrow|mon|tues|wed|thurs|fri|sat|sun)\w*\b/i;
// A time in the promise: "ill sit with u thurs", "tomorrow", "by the 28th".
const TIMED = /\b(?:tomorrow|tonight|next week|this week|weekend|mon|tues|wed|thurs|fri|sat|sun)\w*\b|\d/i;
const OFFERED = /[£$€]\s?\d|\b(?:i'?ll|ill|i will) (?:give|pay|buy|get|replace|fix|clean|do)\b/i;
const PRICKLY = /\b(?:whatever|touchy|relax|chill|calm down|big deal|dramatic|if you say so|seriously|wow|k\b|fine\.?$)/i;

/** The words of their answer: the quote after "replied", or what follows "said". */
function answerWords(raw: string): string {
  const quoted = new RegExp(
    String.raw`(?:replied|said|wrote(?: back)?|texted(?: back)?|answer(?:ed|s)?|messaged(?: back)?|responded)(?: with)?:?\s*` +
      String.raw`(?:["“]([^"“”]{1,200})["”]|['‘]((?:[^'‘’]|(?<=[a-z])['’](?=[a-z])){1,200})['’])`,
    'i',
  ).exec(raw);
  if (quoted) return quoted[1] ?? quoted[2] ?? '';
  return /(?:replied|said|wrote|texted|answered|responded) ([^.?!]{1,200})/i.exec(raw)?.[1] ?? '';
}

/** How their answer reads, or null when the message tells of no answer and asks nothing of it. */
export function answerRead(raw: string): AnswerRead | null {
  const text = raw.slice(0, 1_500);
  if (!ASKS_NEXT.test(text) || !(REPORTED.test(text) || SILENCE.test(text))) return null;
  const words = answerWords(text);
  if (!words && SILENCE.test(text)) return 'silence';
  // "fine whatever ill give u £20": a grumble with something given.
  if (PRICKLY.test(words) && OFFERED.test(words)) return 'grudging';
  if (PRICKLY.test(words) && !SORRY.test(words)) return 'prickly';
  if (PROMISE.test(words) && (SAID_BEFORE.test(text) || SAID_BEFORE_TOO.test(text))) return 'promise-again';
  if (SORRY.test(words)) return 'sorry';
  if (EASY.test(words)) return 'easy';
  if (PROMISE.test(words)) return 'promise';
  // "she answer 'ok thx' only": a few words and nothing more.
  if (words && words.split(/\s+/).length <= 3) return 'short';
  return SILENCE.test(text) ? 'silence' : null;
}

// "So, progress?", "is that a good sign?": a yes first, when it is one.
const PROGRESS_ASKED = /\bprogress\s*\?|\bis (?:that|this) (?:a )?good sign\b|\bis (?:that|this) good\s*\?/i;
const GOOD: ReadonlySet<AnswerRead> = new Set(['sorry', 'easy', 'promise']);

const WHO = /\b(she|he|they)\b (?:replied|said|wrote|texted|answer(?:ed|s)?|messaged|responded)/i;

const LINES: Readonly<Record<AnswerRead, (them: string, quiet: boolean, timed: boolean) => string[]>> = {
  sorry: (them, quiet) => [
    `That reads well: ${them} ${them === 'they' ? 'sound' : 'sounds'} surprised and sorry, not upset with you, so what you said landed the way it should.`,
    `For now, leave it there and carry on as normal${quiet ? '; a quiet gap after "sorry" is usually embarrassment, not anger' : ''}. ` +
      'If it slips again, one calm reminder is enough.',
  ],
  easy: (them) => [
    `That's a good answer: ${them} heard you and took it in good part, which is what you were hoping for.`,
    'Now let it settle: reply with something light if it needs a reply, and carry on as normal. The hard bit is done.',
  ],
  'promise-again': (_them, _quiet, timed) => [
    "It's a kind reply, and after last time it's fair to want to see it happen, not just hear it.",
    timed
      ? 'Reply with something warm and short, then see what actually happens on the day. If it does, good; if it doesn\'t, say it once more, ' +
        'plainly and kindly, and make your own plans for that time so you are not left waiting on it.'
      : 'Reply with a friendly nudge that puts a date on it ("Great, thanks. Can we say by Friday?"), and if that date passes, say it ' +
        'once more, plainly.',
  ],
  promise: (_them, _quiet, timed) =>
    timed
      ? [
          "That's a reasonable answer: a promise with a time on it.",
          "Take it at face value for now, reply briefly, and see what happens by then. If it doesn't happen, one calm reminder is fair.",
        ]
      : [
          "It's a yes, but with no date on it.",
          'Reply with a friendly nudge that puts one there ("Great, thanks. Could you do it by Friday?"), then leave it until then.',
        ],
  grudging: (them) => [
    `Mostly, yes: it came with a grumble, but ${them} offered something, and that's the part that counts.`,
    "Take it with a simple thanks, don't argue about the rest now, and let the grumble go; you've made your point.",
  ],
  prickly: (them) => [
    `That answer is a bit prickly, which is common when someone feels caught out; it doesn't mean you were wrong to say it, and ${them} heard it.`,
    "Don't argue it out now. Let it sit for a day and carry on as normal; the point has been made. If it keeps happening, say it once more, calmly, in person.",
  ],
  short: (them) => [
    'A short reply like that is usually just a short reply: people answer quickly on the phone, ' +
      `and it doesn't mean ${them} ${them === 'they' ? 'are' : 'is'} angry.`,
    "Give it a day and carry on as normal. If something is wrong, it will show in how things are between you, and you can ask then.",
  ],
  silence: () => [
    'Silence after a message like that usually means busy or thinking, not a verdict on you.',
    'Give it a day or two. If you follow up, keep it light and about something else; your message has already done its job.',
  ],
};

/** The read of their answer and the next step, or null when the message tells of no answer with a question about it. */
export function answerReplyUpdate(s: Session, raw: string): Turn | null {
  const read = answerRead(raw);
  if (!read) return null;
  const pronoun = WHO.exec(raw)?.[1]?.toLowerCase() ?? 'they';
  const lines = LINES[read](pronoun, SILENCE.test(raw), TIMED.test(answerWords(raw)));
  const parts = [...(PROGRESS_ASKED.test(raw) && GOOD.has(read) ? ["Yes, that's progress."] : []), ...lines];
  s.state.answered = [...s.state.answered, `reply-update:${s.state.userMessages}`].slice(-40);
  return { kind: 'reply', parts, carry: parts, content: true };
}
