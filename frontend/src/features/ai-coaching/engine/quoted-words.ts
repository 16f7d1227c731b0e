/**
 * Words of their own the person quotes and asks about ("If I say 'that joke is getting old', is this rude in English or
 * normal?", "My friend say I should put 'without further delay' in the end. Is okay to use or it sound too angry?",
 * "Can I put 'nonna approved' on it?"): read for how they come across (firm, light, playful, strong, polite or plain)
 * and answered plainly, with the reason and a way to use them, never weighed as a choice or met with a question back.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';

export type WordsTone = 'strong' | 'firm' | 'light' | 'playful' | 'polite' | 'plain';

// A phrase in quotes: opened after a space or at the start, closed before a space, a mark or the end, so "I'm" inside is kept.
const QUOTED = /(?:^|[\s(:])(?:["“]([^"“”]{2,80}?)["”]|['‘]((?:[^'‘’]|(?<=[a-z])['’](?=[a-z])){2,80}?)['’])(?=[\s.,!?;:)]|$)/gi;
// The person saying or writing them: "If I say", "I should put", "is okay to use", "can I put", "end with".
const THEIRS_BEFORE = new RegExp(
  String.raw`\b(?:i|me|we)\b[^.?!]{0,40}\b(?:say|said|put|use|write|add|end with|sign off with|start with|reply|text|send|go with)\b` +
    String.raw`[^.?!'"‘“]{0,20}$`,
  'i',
);
// Asked how they come across: "is this rude…or normal?", "too angry?", "okay to use?", "can I put…on it?", "does it sound…".
const HOW_IT_COMES_ACROSS = new RegExp(
  [
    String.raw`\b(?:is|are) (?:this|that|it|they)(?: \w+){0,2} ` +
      String.raw`(?:rude|normal|ok|okay|fine|polite|professional|too \w+|aggressive|passive aggressive|formal|harsh|weird|mean|cringe)\b`,
    String.raw`\b(?:is|it's|its)? ?(?:ok|okay|fine|alright) to (?:use|say|put|write|add|send)\b`,
    String.raw`\b(?:can|could|should) i (?:put|say|use|write|add|include|send)\b`,
    String.raw`\b(?:does|do|will|would) (?:it|that|this|they) (?:sound|come across|read|seem)\b`,
    String.raw`\b(?:it|that|this) (?:sound|sounds) (?:too )?\w+\s*\?`,
  ].join('|'),
  'i',
);
// Asked after the words as theirs to use: "Is okay to use or…", "can I…", "if I…".
const ASKED_OF_THEM = /\b(?:to (?:use|say|put|write|send|add)|(?:can|could|should|may|if) i)\b/i;

const TONES: readonly (readonly [WordsTone, RegExp])[] = [
  ['strong', /\b(?:fuck\w*|shit\w*|bloody|crap|damn|piss\w*|arse|ass|bitch|bastard|wtf|idiot|stupid|shut up)\b/],
  [
    'firm',
    new RegExp(
      String.raw`\b(?:without (?:any )?further delay|immediately|i expect|i demand|failure to|as a matter of urgency|urgent(?:ly)?|` +
        String.raw`at your earliest convenience|i must insist|final (?:warning|notice|reminder)|legal action|unacceptable|formal complaint)\b`,
    ),
  ],
  [
    'light',
    /\b(?:getting old|very funny|ha ha|not again|come on|give it a rest|enough now|leave it|ok ok|okay okay|here we go|nice try|old news|very original)\b/,
  ],
  ['playful', /\b(?:approved|lol|haha|xx?|yum|yummy|nonna|granny|grandma|love you|cheeky|oops|whoops|ta-?da)\b|!$|[\u{1F300}-\u{1FAFF}]/u],
  ['polite', /\b(?:please|thank you|thanks|sorry|would you mind|could you|i'd appreciate|i would appreciate|grateful|kind regards)\b/],
];

/** How quoted words come across, read from what is in them. */
export function toneOf(words: string): WordsTone {
  const lower = words.toLowerCase();
  return TONES.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'plain';
}

/** The person's own quoted words asked about, or null when the message asks nothing of how words of theirs come across. */
export function quotedWordsAsked(raw: string): string | null {
  const text = raw.slice(0, 1_000);
  if (!HOW_IT_COMES_ACROSS.test(text)) return null;
  for (const m of text.matchAll(QUOTED)) {
    const phrase = (m[1] ?? m[2] ?? '').trim();
    const words = phrase.split(/\s+/).length;
    if (words < 1 || words > 12) continue;
    // Said or to be written by the person, or asked of as theirs ("Is okay to use or it sound too angry?" after it).
    const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0);
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 120);
    if (THEIRS_BEFORE.test(before) || (ASKED_OF_THEM.test(after) && HOW_IT_COMES_ACROSS.test(after))) return phrase;
  }
  return null;
}

const ANSWERS: Readonly<Record<WordsTone, (q: string) => string[]>> = {
  strong: (q) => [
    `I'd leave that one out. "${q}" reads as strong, even rude, to most people, especially in writing or at work, and it can make ` +
      'you the story instead of what happened.',
    'Something like "I\'m not happy about this, and I\'d like it to stop" says the same and leaves them nothing to complain about.',
  ],
  firm: (q) => [
    `Yes, it's fine to use. "${q}" is a standard phrase in formal letters and emails: firm, not angry. It tells them you expect action now.`,
    'It reads best at the end, after a polite line on the problem and its dates. For a touch softer: "I would be grateful if you ' +
      'could arrange this as soon as possible."',
  ],
  light: (q) => [
    `It's normal, not rude. "${q}" is a mild, everyday way to say "enough", and in English it usually comes across as light.`,
    'Say it calmly, without a smile, and then carry on with what you were doing: an even voice is what tells them you mean it.',
  ],
  playful: (q) => [
    `You can, and it sounds warm and playful. "${q}" works best where people know you a little, and someone who doesn't like it will most likely still smile.`,
    'On anything official, keep it small, like a little line at the bottom.',
  ],
  polite: (q) => [
    `Yes, "${q}" is polite and clear; nothing in it will read as rude.`,
    'If you worry it sounds too soft, keep the polite words and make the ask itself plain: what you want, and by when.',
  ],
  plain: (q) => [
    `That reads as plain and fine to me: there's nothing rude in "${q}".`,
    'If you are unsure, read it out loud in a calm voice: if it sounds like you on a good day, use it.',
  ],
};

/** The view on the person's own quoted words, or null when none are asked about. */
export function answerQuotedWords(s: Session, raw: string): Turn | null {
  const phrase = quotedWordsAsked(raw);
  if (!phrase) return null;
  const key = `quoted:${phrase.toLowerCase()}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const parts = ANSWERS[toneOf(phrase)](phrase);
  return { kind: 'reply', parts, carry: parts, content: true };
}
