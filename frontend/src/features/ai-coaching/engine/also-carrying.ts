/**
 * Someone close who is ill, told in passing in a first message about something else ("my mum is ill but i havent told anyone
 * at work, and now my manager put me on a pip"): the talk follows what they came with, yet what they carry besides is named,
 * never passed over as if it had not been said.
 */

// Talks whose subject is someone's illness or a loss already: there it is the subject, not something carried besides.
const ILLNESS_IS_THE_TALK: ReadonlySet<string> = new Set([
  'caring-for-parent', 'loved-one-dying', 'grief-person', 'supporting-someone', 'health-worry', 'new-diagnosis', 'chronic-illness-pain',
  'friend-grieving', 'someone-at-risk', 'injury-recovery', 'parent-hoarding',
]);

const CLOSE = String.raw`mum|mom|mother|dad|father|wife|husband|partner|girlfriend|boyfriend|son|daughter|sister|brother|nan|nana|gran|granny|` +
  String.raw`grandma|grandad|granddad|grandpa|grandmother|grandfather|best friend`;
const HOW = String.raw`(?:ill|sick|unwell|poorly|in hospital|dying|having chemo|(?:got|has|with) (?:cancer|dementia))`;
// "my mum is ill", "my dad's in hospital", "my wife has been really unwell", "my nan is very poorly".
const CLOSE_ILL = new RegExp(
  String.raw`\bmy (${CLOSE})(?:'s| is| has been| has| was| got)? (?:really |very |seriously |quite |so |still |now )?(${HOW})\b`,
);

/** "With your mum ill as well, you are carrying a lot at once.", or null when nobody close is told to be ill in passing. */
export function alsoCarryingLine(text: string, situationId: string | null, saidSoFar: string): string | null {
  if (situationId === null || ILLNESS_IS_THE_TALK.has(situationId)) return null;
  const m = CLOSE_ILL.exec(text.toLowerCase());
  if (!m?.[1] || !m[2]) return null;
  // Named already by what the coach says ("…your mum in hospital…"): not said twice.
  if (new RegExp(String.raw`\byour ${m[1]}\b`, 'i').test(saidSoFar)) return null;
  const how = m[2] === 'dying' ? 'so ill' : /^(?:in hospital|having chemo)$/.test(m[2]) ? m[2] : 'ill';
  return `With your ${m[1]} ${how} as well, you are carrying a lot at once.`;
}
