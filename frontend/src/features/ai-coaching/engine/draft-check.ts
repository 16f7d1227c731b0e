/**
 * A message the person has drafted to someone, pasted in to be checked ("Rohit, I am not blaming you.
 * Amma is getting worse… Can you come for 3 weeks in May?"): read back for what already works (their
 * name, an "I" sentence, a clear ask, no blame) and the one change that would help most. The draft
 * itself is never quoted back or kept.
 */
import { COACHES } from '@contracts/coaches';
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { NOT_NAMES } from './understanding/entities';

// Opens by addressing someone: "Rohit, …", "Hi Mariam, …", "Mum, …".
const ADDRESSED = /^(?:(?:hi|hey|hello|dear|hiya)\s+)?([A-Z][\p{L}'-]+|mum|mom|dad|mama|papa|mamá)\s*,/iu;
const COACH_NAMES = new Set(
  Object.values(COACHES)
    .flatMap((c) => c.name.toLowerCase().split(/[\s.]+/))
    .filter((w) => w.length > 2),
);
const MIN_WORDS = 12;
const LONG_WORDS = 120;

const ASKS_FOR = /\?|\b(?:can|could|would|will) you\b|\bplease\b|\bwould it be possible\b/i;
const I_SENTENCE = /\bI(?:'m| am| feel| need| want| have been|'ve been| would like|'d like)\b/i;
const BLAME = /\byou (?:always|never|don'?t even|should have|made me)\b|\bwhy (?:do|don'?t|can'?t|won'?t) you\b|\byour fault\b/i;
const NOT_BLAMING = /\b(?:not blaming you|not your fault|i know you(?:'re| are) busy|i know it(?:'s| is) hard|i love you|i appreciate)\b/i;

/**
 * The message is a draft to someone else, long enough to be a message, addressed to someone the person
 * has told the coach about ("Rohit, …"), to a parent ("Mum, …"), or to anyone right after asking for a check;
 * "Yes, that's fair. Can you help me…" opens with a word, not a name.
 */
export function isDraft(raw: string, known: ReadonlySet<string>, checkAsked: boolean): boolean {
  const m = ADDRESSED.exec(raw.trim());
  if (!m) return false;
  const name = (m[1] ?? '').toLowerCase();
  if (COACH_NAMES.has(name) || NOT_NAMES.has(name)) return false;
  if (!known.has(name) && !PARENTS.has(name) && !checkAsked) return false;
  return raw.split(/\s+/).length >= MIN_WORDS && /\byou\b/i.test(raw);
}

const PARENTS = new Set(['mum', 'mom', 'dad', 'mama', 'papa', 'mamá']);

// Whether quoted words are odd to send: asked of a short line too.
const ODD_WORDS = String.raw`\bis (?:it|this|that) (?:weird|strange|odd|awkward|cringe|desperate|needy|clingy)\b`;
// "is it okay or too cold?", "does this sound ok", "what do you think": a check of words quoted in the message.
const CHECK_ASKED = new RegExp(
  [
    String.raw`\bis (?:it|this|that) (?:ok|okay|good|fine|alright|enough|too \w+)\b|\btoo (?:cold|harsh|blunt|much|rude|formal|long|mean|soft|weak|pushy)\b`,
    String.raw`\b(?:does|would) (?:it|this|that) (?:sound|work|read|land)\b|\bhow does (?:it|this|that) sound\b|\bwhat do you think\b|\bshould i send\b`,
    // "like 'miss hanging out, u free saturday?' thats not weird right" (asked plainly as "is that weird?").
    ODD_WORDS,
  ].join('|'),
  'i',
);
// The words between quotes: an opening quote at the start or after a space or colon, a closing one before a space,
// a stop or the end, so the apostrophes inside ("I'm") are kept.
const QUOTED = /(?:^|[\s:])["“'‘]([\s\S]+)["”'’](?=[\s.,!?]|$)/u;
const TONE_ASKED = /\btoo (?:cold|harsh|blunt|rude|mean|formal|pushy)\b/i;
const WARM = /\b(?:happy|glad|love|miss|care|sorry|excited|thank|thanks|appreciate|proud)\b/i;
const OFFER = /\b(?:can we|could we|shall we|let's|would you like to|how about|coffee|catch up|soon)\b/i;
const QUOTED_MIN_WORDS = 8;
const QUOTED_MIN_WORDS_ODD = 4;
const ODD_ASKED = new RegExp(ODD_WORDS, 'i');
const SOMEONE_SAID = /\b(?:said|says|told me|replied|texted|wrote|asked|goes)\s*[:,]?\s*\S?$/i;
const SHORT_LINE = 16;
const SEND_IT = ['How do you feel about sending it?', 'When are you thinking of sending it?'];
const SAY_IT = ['Try saying it out loud once or twice today, so it comes easily when you need it.', 'How does it feel to say it out loud?'];
// "hey man, …": an everyday greeting, not a name.
const CASUAL = /^(?:hey|hi|yo|hiya|hello)\s+(?:man|mate|bro|dude|guys|girl|babe|sis|buddy|pal|all|everyone|you)\b/i;

/** Words the person quotes to be checked ("ok I wrote her: '…' is it okay or too cold?"), read back; null when none. */
export function checkQuotedDraft(s: Session, raw: string): Turn | null {
  const found = QUOTED.exec(raw);
  const quoted = found?.[1]?.trim() ?? '';
  const after = raw.slice(raw.lastIndexOf(quoted) + quoted.length);
  // Words someone else said ("she said 'are you free saturday?' is that weird?") are theirs to judge, not a draft.
  if (found && SOMEONE_SAID.test(raw.slice(0, found.index + 1))) return null;
  // A short line asked about by whether it is weird is checked as a draft too: "like 'miss hanging out, u free saturday?'".
  // Only right after it: "'…but thanks' - I like that. I might practise it in the mirror, is that weird?" asks about the mirror.
  const odd = ODD_ASKED.exec(after);
  if (odd && !CHECK_ASKED.test(after.replace(ODD_ASKED, ' ')) && !/^[\s"”'’.,!?-]*(?:(?:like|lol|haha|so|and|but) )?$/i.test(after.slice(0, odd.index))) {
    return null;
  }
  const least = odd ? QUOTED_MIN_WORDS_ODD : QUOTED_MIN_WORDS;
  if (quoted.split(/\s+/).length < least || !CHECK_ASKED.test(after)) return null;
  // "'thank you, I am getting there, nice to be back'. is that ok?": a line to say, not a message that needs an ask.
  // A short line with a question in it ("miss hanging out, u free saturday?") is a message to send, not a line to say.
  return readBack(s, quoted, TONE_ASKED.test(after), quoted.split(/\s+/).length < SHORT_LINE && !quoted.includes('?'));
}

/** What works in the draft and the one change that would help most, then a question about sending it. */
export function checkDraft(s: Session, raw: string): Turn | null {
  const known = new Set(s.state.memory.people.map((p) => p.name?.toLowerCase() ?? '').filter(Boolean));
  if (!isDraft(raw, known, s.state.answered.at(-1) === 'check-my-message')) return null;
  return readBack(s, raw, false);
}

function readBack(s: Session, raw: string, toneAsked: boolean, short = false): Turn {
  const works: string[] = [];
  if (CASUAL.test(raw)) works.push('it sounds like you');
  else if (ADDRESSED.test(raw)) works.push('it opens with their name');
  if (ASKS_FOR.test(raw)) works.push('it asks for something specific');
  if (NOT_BLAMING.test(raw)) works.push('it takes the blame out of it early');
  if (I_SENTENCE.test(raw)) works.push('it says plainly how things are for you');
  if (toneAsked && WARM.test(raw)) works.push('it starts from warmth');
  if (toneAsked && OFFER.test(raw)) works.push('it offers something together');
  const change = BLAME.test(raw)
    ? 'The one thing I would change is the "you always" or "why don\'t you" part: ' +
      'say what happened and how it affected you instead, so it is not heard as an attack.'
    : !ASKS_FOR.test(raw) && short
      ? 'Short is good here: it is easy to remember and to say, even when you are nervous.'
      : !ASKS_FOR.test(raw)
      ? 'The one thing I would add is a clear ask at the end, such as "Could we talk about it this weekend?", so they know what you hope for.'
      : raw.split(/\s+/).length > LONG_WORDS
        ? 'It is long for a message; the three sentences that matter most will land better than all of it.'
        : "I would send it as it is, at a calm time, and give them a little while to answer.";
  // Asked about its tone, what answers that is named among the three.
  const listed = toneAsked ? works.slice(-3) : works.slice(0, 3);
  const good = listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : (listed[0] ?? 'it is clear');
  // Asked whether it is too cold: the answer to that first.
  const tone = toneAsked && !BLAME.test(raw) ? "It doesn't read as cold to me. " : '';
  const parts = [`${tone}That reads well: ${good}.`, change, s.pick(short ? SAY_IT : SEND_IT)];
  return { kind: 'reply', parts, carry: parts, content: true };
}
