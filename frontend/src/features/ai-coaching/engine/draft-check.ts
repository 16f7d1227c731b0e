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

/** What works in the draft and the one change that would help most, then a question about sending it. */
export function checkDraft(s: Session, raw: string): Turn | null {
  const known = new Set(s.state.memory.people.map((p) => p.name?.toLowerCase() ?? '').filter(Boolean));
  if (!isDraft(raw, known, s.state.answered.at(-1) === 'check-my-message')) return null;
  const works: string[] = [];
  if (ADDRESSED.test(raw)) works.push('it opens with their name');
  if (ASKS_FOR.test(raw)) works.push('it asks for something specific');
  if (NOT_BLAMING.test(raw)) works.push('it takes the blame out of it early');
  if (I_SENTENCE.test(raw)) works.push('it says plainly how things are for you');
  const change = BLAME.test(raw)
    ? 'The one thing I would change is the "you always" or "why don\'t you" part: ' +
      'say what happened and how it affected you instead, so it is not heard as an attack.'
    : !ASKS_FOR.test(raw)
      ? 'The one thing I would add is a clear ask at the end, such as "Could we talk about it this weekend?", so they know what you hope for.'
      : raw.split(/\s+/).length > LONG_WORDS
        ? 'It is long for a message; the three sentences that matter most will land better than all of it.'
        : "I would send it as it is, at a calm time, and give them a little while to answer.";
  const listed = works.slice(0, 3);
  const good = listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : (listed[0] ?? 'it is clear');
  const parts = [`That reads well: ${good}.`, change, s.pick(['How do you feel about sending it?', 'When are you thinking of sending it?'])];
  return { kind: 'reply', parts, carry: parts, content: true };
}
