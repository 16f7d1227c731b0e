/**
 * What a talk with someone would be about, read from how the person told it: "my mom just assigned me the mariachi"
 * is about the mariachi, "Bev… started asking me for a lift" about the lift, "she ALWAYS says something about what im
 * eating" about what they eat. Kept as a short phrase with who it is of, so words asked for later ("how do i bring it
 * up?") can name it rather than "there's something on my mind". Only a phrase that reads as a thing is kept.
 */
import type { Memory } from './memory';

export interface ToldMatter {
  /** Who it is of, as the person said it: "my mom", "bev", "mr doyle", or "her" / "him" when only that is known. */
  who: string;
  /** The thing, ready to follow "about": "the mariachi", "what I'm eating". */
  what: string;
  at: number;
}

const MAX_KEPT = 4;
const ROLES = [
  'mum|mom|mother|mama|dad|father|papa|wife|husband|partner|boyfriend|girlfriend|bf|gf|brother|sister|son|daughter',
  'nan|nana|nanna|gran|granny|grandma|grandpa|grandmother|grandfather|aunt|auntie|uncle|cousin|tia|tía|tio|tío|abuela|abuelo',
  'flatmate|roommate|housemate|friend|best friend|bestie|boss|manager|supervisor|team lead|colleague|coworker|co-worker',
  'neighbou?r|landlord|landlady|teacher|coach|mother-in-law|father-in-law|sister-in-law|brother-in-law|in-laws|ex',
].join('|');
const TITLE = 'mr|mrs|ms|miss|dr';
// People together: "the other bridesmaids have planned a hen do".
const GROUPS = 'bridesmaids|girls|lads|guys|parents|in-laws|neighbou?rs|flatmates|housemates|friends|kids|cousins|siblings|committee|team|group';
// Words between someone and what they do: "my mom just assigned", "Bev started asking me for", "she ALWAYS says something about".
const OFTEN = String.raw`(?:(?:always|still|just|keeps?|never|constantly|literally|even|also|now|suddenly|again|has|have|had|started|starts) )*`;
// A doing in the past or of habit; never being, thinking or saying (those tell no thing to talk about).
const NOT_DOINGS = new Set(
  'is was does thinks knows seems feels means wants likes loves needs said says told tells passed died lives lived works worked gets got'.split(' '),
);
const VERB = String.raw`([a-z]+(?:s|ed|ing)|made|took|gave|left|put|brought|kept|lent|borrowed|sold|broke|has)`;
// "something about what im eating", "on at me about my weight": what the remark is about.
const REMARK =
  String.raw`(?:says|said|makes|made|comments?|goes on)(?: (?:something|things|stuff|comments|remarks|a comment|a remark))?(?: on at me)? (?:about|on)`;
const AFTER_VERB = String.raw`(?: (?:me|us))?(?: (?:for|about|on|with|into|to|over))?`;
const THING = String.raw`((?:the|a|an|my|our|his|her|their|what|how) [a-z0-9'’ -]{2,40}?)`;
const END_WORDS = [
  'and|but|because|bc|cuz|every|each|since|which|so|like|in|at|on|for|when|while|after|before|lol|haha|tbh|now|then|even|though|tho',
  'along|from|right|up|against|over|near|behind|across|outside|by',
].join('|');
const END = String.raw`(?=$|[.,;:!?()]| (?:${END_WORDS})\b)`;

// "she texts an hour before": a time is when, not what.
const NO_THING = new RegExp(
  String.raw`^(?:the|your|my|our|an?) (?:time|bit|way|same|other|thing|one|day|week|end|point|moment|little|lot|few|most|rest|least|` +
    String.raw`hour|minute|second|month|year|night|morning|evening|weekend)$`,
);

/** Who said in a sentence, as an alternative: roles (with a name after them), titled names, and names written or held. */
function whoPattern(raw: string, memory: Memory): string {
  const held = memory.people.flatMap((p) => (p.name ? [p.name] : []));
  const written = [...raw.matchAll(/(?<![\p{L}])\p{Lu}\p{Ll}{1,15}(?![\p{L}])/gu)].map((m) => m[0]);
  const names = [...new Set([...held, ...written].map((name) => name.toLowerCase()))].filter((name) => /^[a-z'-]{2,20}$/.test(name) && !NOT_NAMES.has(name));
  const named = names.length > 0 ? names.join('|') : '(?!)';
  const group = String.raw`(?:the|my|our)(?: other)? (?:${GROUPS})`;
  return String.raw`(?:my|our|the) (?:${ROLES})(?:,? (?:(?:${TITLE})\.? )?(?:${named}),?)?|(?:${TITLE})\.? [a-z'-]+|${named}|she|he|${group}`;
}

// Capitals that start a sentence or name no one.
const NOT_NAMES = new Set(
  'i im ok okay so and but the a my our we he she they it its this that what when how why yes no hi hello hey like just also then now well oh'.split(' '),
);

/** "what im eating" → "what I'm eating"; "a lift" → "the lift"; "his garden" → "your garden" (said to him). */
function asSaid(thing: string): string {
  return thing
    .replace(/^(?:a|an) /, 'the ')
    .replace(/^(?:his|her|their) /, 'your ')
    .replace(/\bim\b/g, "I'm")
    .replace(/\bi\b/g, 'I')
    .replace(/\bive\b/g, "I've")
    .trim();
}

/** "my neighbour, mr doyle," → "mr doyle"; "my flatmate jonah" → "jonah": the name when there is one. */
function whoSaid(said: string): string {
  if (new RegExp(String.raw`^(?:the|my|our)(?: other)? (?:${GROUPS})$`).test(said.trim())) return said.trim();
  const named = /^(?:my|our|the) [a-z' -]+?,? ((?:(?:mr|mrs|ms|miss|dr)\.? )?[a-z'-]+),?$/.exec(said.trim());
  return (named?.[1] ?? said).replace(/,$/, '').trim();
}

/** The thing a sentence says someone did or keeps doing to the person, with who, or null. */
export function matterIn(raw: string, memory: Memory): { who: string; what: string } | null {
  // Quotes around a word ("just 'assigned' me") are the person's tone, not part of the thing.
  const lower = raw.toLowerCase().replace(/\s+/g, ' ').replace(/(^|\s)['‘"“]|['’"”](?=\s|$|[.,;!?])/g, '$1');
  const who = whoPattern(raw, memory);
  const remark = new RegExp(String.raw`\b(${who}),? ${OFTEN}${REMARK} ${THING}${END}`);
  // "Dermot always starts on politics": a subject brought up is the thing, bare.
  const bringsUp = '(?:starts? on|goes on about|brings? up|talks? about|keeps? on about)';
  const subject = new RegExp(String.raw`\b(${who}),? ${OFTEN}${bringsUp} ([a-z'-]{3,20}(?: [a-z'-]{3,20})?)${END}`);
  const doing = new RegExp(String.raw`\b(${who}),? ${OFTEN}${VERB}${AFTER_VERB} ${THING}${END}`);
  for (const sentence of lower.split(/(?<!\b(?:mr|mrs|ms|dr))[.!?\n]+/)) {
    const said = remark.exec(sentence) ?? subject.exec(sentence);
    if (said?.[1] && said[2] && !/^(?:the|a|it|this|that|me)$/.test(said[2])) return { who: whoSaid(said[1]), what: asSaid(said[2]) };
    const done = doing.exec(sentence);
    if (!done?.[1] || !done[2] || !done[3] || NOT_DOINGS.has(done[2])) continue;
    // "a message to the team explaining how it works": someone written to is not the one doing.
    if (/\b(?:to|for|with|from|at)\s$/.test(sentence.slice(0, done.index))) continue;
    // "she has a point", "he has a girlfriend": a thing had is only the talk's when it stands between them ("a row of leylandii").
    if (done[2] === 'has' && !/\b(?:along|over|on|by|outside|next to|in front of|against|near|behind|across|blocking)\b/.test(sentence)) continue;
    const what = asSaid(done[3]);
    // "the time", "a bit": no thing to talk about; nor "my mum 300", someone and a sum.
    if (/\d/.test(what)) continue;
    if (NO_THING.test(what) || what.split(' ').length > 7) continue;
    return { who: whoSaid(done[1]), what };
  }
  return null;
}

/** Keeps the latest matter read, with the latest first of each person kept once. */
export function noteMatter(matters: readonly ToldMatter[], raw: string, memory: Memory, at: number): ToldMatter[] {
  const found = matterIn(raw, memory);
  if (!found) return [...matters];
  return [...matters.filter((m) => m.who !== found.who), { ...found, at }].slice(-MAX_KEPT);
}

/** Stored matters, checked field by field. */
export function readMatters(value: unknown): ToldMatter[] {
  if (!Array.isArray(value)) return [];
  const str = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 && v.length <= max && !/[<>{}\\]/.test(v) ? v : null);
  return value
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v))
    .flatMap((v) => {
      const who = str(v.who, 40);
      const what = str(v.what, 80);
      const at = typeof v.at === 'number' && Number.isSafeInteger(v.at) && v.at >= 0 ? v.at : 0;
      return who && what ? [{ who, what, at }] : [];
    })
    .slice(-MAX_KEPT);
}
