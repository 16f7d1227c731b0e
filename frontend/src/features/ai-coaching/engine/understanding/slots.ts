/** The part of a reply that fills a slot of a plan or summary ("when", "where", "need"…), or null when nothing fits. */
import { feelingsIn, isFeelingWord } from '../lexicon';
import { entitiesIn } from './entities';
import { VOCABULARY, readMessage, understand } from './understand';
import type { SlotKind } from './types';

const DAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend';
const TIME = "\\d{1,2}(?::\\d{2})? ?(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d{1,2}:\\d{2}|noon|midnight|\\d{1,2} o'?clock";
const WHEN_PART = [
  `(?:every|each) (?:day|morning|afternoon|evening|night|weekday|week|${DAY})`,
  '(?:tomorrow|tmrw|tmr|today|tonight|tonite)(?: (?:morning|afternoon|evening|night))?',
  `(?:on |this |next )?(?:${DAY})s?(?: (?:morning|afternoon|evening|night))?`,
  "(?:before|after|during) (?:work|school|class|lunch|dinner|breakfast|bed|my [a-z]+|the [a-z]+|i [a-z]+)",
  '(?:in|this|next) (?:the )?(?:morning|afternoon|evening|week|weekend|month)',
  'first thing(?: in the morning)?',
  'right now|later today|later tonight|asap|in (?:\\d+|a few|an|a couple of) (?:minutes?|hours?|days?)',
  `(?:at|around|by|from|until) (?:${TIME}|lunch|lunchtime|night|bedtime|dawn)`,
  'when i (?:get home|wake up|get up|get to work|finish work|get back|get out of bed)',
  TIME,
  'now|later|soon',
].join('|');
const WHEN = new RegExp(`\\b(?:${WHEN_PART})(?:,? (?:${WHEN_PART}))*\\b`);

const PLACE = `office|gym|home|house|apartment|flat|kitchen|bedroom|bed|desk|car|bus|train|subway|park|beach|church|hospital|classroom|
  library|store|shop|supermarket|mall|restaurant|bar|cafe|campus|dorm|room|living room|couch|sofa|garden|balcony|work|school|
  class|bathroom|table|yard|backyard|porch|window|station`.replace(/\s+/g, '');
const OWNER = "(?:the |my |our |a |his |her |their )?(?:[a-z]+(?:'s|s') )?";
const WHERE = new RegExp(`\\b(?:(?:at|in|on|by|near|inside|outside|from|to) ${OWNER}(?:${PLACE})|(?:the|my|our) (?:${PLACE}))\\b|\\boutside\\b`);

const NEED =
  '(?:(?:some|more|a little|a bit of|real|proper|a|the) )?' +
  '(?:rest|sleep|space|time alone|alone time|time off|a day off|time to myself|time|quiet|peace and quiet|peace|' +
  'a break|break|support|help|comfort|reassurance|connection|company|a hug|hug|to be heard|to be understood|to be seen|to be listened to|to feel safe|' +
  'safety|someone to talk to|to talk|to vent|calm|understanding|patience|kindness|validation|encouragement|a plan|clarity|structure|routine|energy|' +
  'food|water|fresh air|exercise|a walk|distraction|to cry|to relax|to slow down|to rest|to sleep|to breathe|boundaries|respect|love|acceptance|fun|' +
  'sunlight|a nap|a friend|a cuddle|recognition|appreciation|a holiday|a vacation|freedom|control|closure|forgiveness|hope|to be alone|to be left alone)';
const NEED_RE = new RegExp(`\\b${NEED}\\b`);

const ACTION_LEAD = new RegExp(
  "^(?:(?:maybe|probably|perhaps|i think|i guess|i will|i'll|i could|i can|i would|i'd|i want to|i'm going to|i am going to|i'm gonna|" +
    "gonna|i plan to|i'd like to|i might|i should|i need to|try to|to|just|definitely|first|then|and|so|ok|okay|yeah|yes|um)\\s+)+",
);
/** Verbs of doing something: what a step or a slot for one starts with. */
export const ACTION_VERBS: ReadonlySet<string> = new Set(
  `go take call text write read walk breathe drink eat stretch make try do put turn sit stand listen play clean tidy
  cook ask tell talk journal meditate sleep rest leave start finish send email book plan list step get have spend watch practice practise say
  check open close shower run jog swim visit meet message reach hug pet focus study set switch unplug log delete pause count notice let give
  buy prepare lie head pack sort wash water feed bake draw paint sing dance move look find change skip stop block mute remind schedule
  organise organize apply hand pick drop sign join ring phone fill clear cancel`.split(/\s+/),
);

const NUMBER_WORDS = new Map(['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].map((w, i) => [w, String(i)]));
const THOUGHT_LEAD = new RegExp(
  '^(?:(?:i (?:keep |kept )?(?:thinking|thought|think|tell myself|told myself|believe)|the thought (?:is|was)|' +
    'like|just|honestly|basically|um|well|so)(?: that)?[\\s,:]+)+',
  'i',
);
const FIRST_PERSON = /\b(?:i|i'm|im|i'll|i've|i'd|me|my|myself|we|us|our)\b|^(?:everyone|everybody|nobody|no one|they|people)\b/i;

// Everything but telling or answering: asks, greetings, thanks and off-topic lines fill no slot.
const NO_SLOT = new Set(['question', 'request', 'meta', 'off-topic', 'small-talk', 'thanks', 'goodbye', 'helped', 'not-helped']);

function fromClean(clean: string, lower: string, match: RegExpExecArray | null): string | null {
  if (!match) return null;
  const text = clean.length === lower.length ? clean.slice(match.index, match.index + match[0].length) : match[0];
  return text.trim() || null;
}

/** The part of `text` that fits a slot of `kind`, or null when it does not fit. */
export function fitSlot(text: string, kind: SlotKind): string | null {
  const read = readMessage(String(text ?? '').slice(0, 2000));
  const clean = read.clean.replace(/\n/g, ' ');
  const lower = clean.toLowerCase();
  if (!read.tokens.length) return null;
  const { act } = understand(clean, { lastQuestion: null, inExercise: false });
  const whatIf = /^(?:but )?what if\b/.test(lower);
  // "When I get home, I will change" answers "when?"; it only looks like a question.
  const whenClause = act === 'question' && kind === 'when' && !clean.includes('?') && /^when i\b/.test(lower);
  if (NO_SLOT.has(act) && !whenClause && !(kind === 'thought' && whatIf) && !(kind === 'need' && act === 'request')) return null;
  const words = read.tokens.map((t) => t.word);

  switch (kind) {
    case 'when':
      return fromClean(clean, lower, WHEN.exec(lower));
    case 'where':
      return fromClean(clean, lower, WHERE.exec(lower));
    case 'feeling': {
      const at = words.findIndex((w, i) => isFeelingWord(w) && feelingsIn(words.slice(Math.max(0, i - 3), i + 1)).length > 0);
      return at >= 0 ? (words[at] ?? null) : null;
    }
    case 'number': {
      const digits = /(?<![\d.:])(\d{1,3})(?:\.\d+)?(?![\d:])/.exec(lower);
      const value = digits ? digits[1] ?? '' : words.map((w) => NUMBER_WORDS.get(w)).find((w) => w !== undefined) ?? '';
      return value !== '' && Number(value) <= 100 ? String(Number(value)) : null;
    }
    case 'person': {
      // A lone word answering "who?" is read as a name when it is no common word: "Sam", "jess".
      const lone = read.tokens.length === 1 ? read.tokens.map((t) => ({ ...t, start: false, raw: t.raw.charAt(0).toUpperCase() + t.raw.slice(1) })) : null;
      for (const entity of entitiesIn(lone ?? read.tokens, VOCABULARY)) {
        if (entity.kind !== 'person') continue;
        if (entity.name) return entity.name;
        const owned = new RegExp(`\\b(?:my|our|the|his|her|their) ${entity.role ?? ''}\\b`).exec(words.join(' '));
        return owned ? owned[0] : entity.role;
      }
      return null;
    }
    case 'action': {
      const first = read.sentences[0]?.text ?? '';
      const rest = first.replace(ACTION_LEAD, '');
      const verb = rest.split(' ')[0] ?? '';
      return ACTION_VERBS.has(verb) ? rest.split(' ').slice(0, 12).join(' ') : null;
    }
    case 'need': {
      const match = NEED_RE.exec(words.join(' '));
      return match ? match[0] : null;
    }
    case 'thought': {
      for (const sentence of clean.split(/(?<=[.!?])\s+/)) {
        const body = sentence.replace(THOUGHT_LEAD, '').replace(/[\s.!?,;]+$/, '').trim();
        if (body.split(/\s+/).length >= 3 && FIRST_PERSON.test(body)) return body;
      }
      return null;
    }
  }
}
