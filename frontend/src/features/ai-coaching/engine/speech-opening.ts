/**
 * The opening of a speech, an address or a toast, composed from what was told of it: the occasion ("St Andrew's 150th
 * anniversary"), who the person is to it ("a churchwarden there for over thirty years"), one memory ("Margaret and I were
 * married there in 1968") and what it is to be about ("what the church has meant to the village"). Each is read as
 * fitting its place before it is said; with fewer than two of them the general answer for an opening line is given.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';

const OPENING_ASKED = new RegExp(
  String.raw`\b(?:an? |the |my )?(?:opening|opener|intro|introduction|` +
    String.raw`first (?:(?:few|two|2|three|3|couple of)(?: or (?:two|three|four|2|3|4))? )?(?:lines?|sentences?|words))\b|` +
    String.raw`\bhow (?:do|should|can|could) i (?:start|open|begin)\b|\bstart me off\b|\bget me started\b`,
);
const SPOKEN = /\b(?:speech|address|toast|eulogy|tribute|talk|reading|sermon|few words)\b/;
const NAME = String.raw`\p{Lu}[\p{L}'’-]+`;
// "St Andrew's 150th anniversary", "Dad's 60th birthday", "our parents' 40th anniversary".
const OCCASION = new RegExp(
  String.raw`((?:St\.? )?${NAME}(?: ${NAME}){0,2}|my \w+|our \w+)(?:'s|’s|s') (\d{1,3}(?:st|nd|rd|th)) (anniversary|birthday)\b`,
  'u',
);
// "I have been a churchwarden there for over thirty years": who the person is to it.
const ROLE = new RegExp(
  String.raw`\bI(?:'ve| have) been (an? |the )?([a-z]+(?: (?!there\b|here\b|at\b|for\b)[a-z]+)?) (?:there |here |at [^,.]{2,30} )?for ` +
    String.raw`((?:over |nearly |almost |about |more than |well over )?[a-z0-9-]+ years)\b`,
  'u',
);
// "My late wife Margaret and I were married there in 1968".
const MARRIED = new RegExp(String.raw`\b(${NAME}) and I (?:were|got) married (?:there|here|in (?:that|this|the) church) in (\d{4})\b`, 'u');
// "on what the church has meant to the village".
const BUILDING = /\b(?:church|chapel|hall|club)\b/;
const TOPIC = /\b(?:on|about) what (?:the |this |our )?([a-z]+) (?:has|have) meant to (?:the |our |this )?([a-z]+)\b/;

interface Told {
  occasion: string | null;
  owner: string | null;
  role: string | null;
  memory: string | null;
  topic: string | null;
}

function toldOf(text: string): Told {
  const occasion = OCCASION.exec(text);
  const owner = occasion?.[1] && /^(?:St\.? )?\p{Lu}/u.test(occasion[1]) ? occasion[1] : null;
  const role = ROLE.exec(text);
  const married = MARRIED.exec(text);
  const topic = TOPIC.exec(text.toLowerCase());
  const building = BUILDING.exec(topic?.[1] ?? '')?.[0] ?? BUILDING.exec(text.toLowerCase())?.[0] ?? 'place';
  // "the church" of "St Andrew's 150th anniversary" is St Andrew's; "the club" of "Holme Park's 100th" is Holme Park.
  const named = owner ? `${owner}${/^St\b/.test(owner) ? "'s" : ''}` : null;
  const place = BUILDING.test(topic?.[1] ?? '') || topic?.[1] === 'school' ? (named ?? `this ${topic?.[1]}`) : topic?.[1];
  return {
    occasion: occasion?.[0] ?? null,
    owner,
    role: role ? `I've been ${role[1] ?? ''}${role[2]} here for ${role[3]}` : null,
    memory: married ? `${married[1]} and I were married in this ${building} in ${married[2]}` : null,
    topic: topic ? `what ${place} has meant to this ${topic[2]}` : null,
  };
}

/** The opening asked for, from what was told; null when it was not asked or fewer than two of its parts were told. */
export function answerSpeechOpening(s: Session, raw: string): Turn | null {
  const lower = raw.toLowerCase();
  const told = [...s.earlierRaw, s.lastRaw].join(' \n ');
  if (!OPENING_ASKED.test(lower) || !SPOKEN.test(told.toLowerCase())) return null;
  const facts = toldOf(told);
  const count = [facts.occasion, facts.role, facts.memory, facts.topic].filter(Boolean).length;
  if (count < 2 || s.state.answered.includes('speech-opening')) return null;
  s.state.answered = [...s.state.answered, 'speech-opening'].slice(-40);
  const lines = [facts.occasion ? `Good morning, everyone, and thank you for coming to celebrate ${facts.occasion}.` : 'Good morning, everyone.'];
  const who = [facts.role, facts.memory].filter(Boolean) as string[];
  if (who.length > 0) lines.push(`${who.join(', and ')}.`);
  if (facts.topic) lines.push(`I'd like to say a few words about ${facts.topic}.`);
  s.state.lastScript = lines;
  s.state.lastWords = [lines.join(' ')];
  const parts = [
    `Here's an opening you could use: "${lines.join(' ')}"`,
    'Short sentences are kind to a nervous voice: take a breath at each full stop, and look up after the first line.',
    s.pick(['Would you change anything so it sounds like you?', 'Does that sound like you?']),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "That is rather grander than the way I speak. Could you make it plainer…": the opening just given, in plainer words.
const PLAINER_ASKED = /\b(?:plainer|simpler|more simple|grand|grander|fancy|posh|flowery|how i (?:speak|talk)|more like me|less formal|too formal)\b/;
const PLAIN_WORDS: readonly [RegExp, string][] = [
  [/^Good morning, everyone, and thank you for coming to celebrate (.+)\.$/, 'Morning, everyone. Thanks for coming.'],
  [/^Good morning, everyone\.$/, 'Morning, everyone.'],
  [/^I'd like to say a few words about what (.+) has meant to this (\w+)\.$/, "So I'll say a bit about what $1 means to the $2."],
];

/** The opening given, said plainer when asked; null when the last words given were no opening of this module's. */
export function answerSpeechPlainer(s: Session, normalized: string): Turn | null {
  const script = s.state.lastScript;
  if (!PLAINER_ASKED.test(normalized) || !/^Good morning, everyone\b/.test(script[0] ?? '') || !s.state.answered.includes('speech-opening')) return null;
  if (s.state.answered.includes('speech-opening:plain')) return null;
  s.state.answered = [...s.state.answered, 'speech-opening:plain'].slice(-40);
  const lines = script.map((line) => PLAIN_WORDS.reduce((out, [pattern, plain]) => (pattern.test(out) ? out.replace(pattern, plain) : out), line));
  s.state.lastScript = lines;
  s.state.lastWords = [lines.join(' ')];
  const parts = [
    `Plainer, then: "${lines.join(' ')}"`,
    'Plain words are easier to say steadily, and people listen to them.',
    s.pick(['Is that closer to how you talk?', 'Does that sound more like you?']),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
