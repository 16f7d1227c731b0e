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
// Illness that weighs whatever the words around it: never a cold or a stomach bug.
const GRAVE = String.raw`in hospital|dying|having chemo|(?:got|has|with) (?:cancer|dementia)`;
const MORE = String.raw`(?:really|very|seriously|quite|so) `;
const BEEN = String.raw`(?:'s| is| has been| has| was| got)`;
// "my mum is ill", "my dad's in hospital", "my wife has been really unwell", "my nan is very poorly"; a plain "sick" or
// "poorly" is often a cold, and so is a child plainly "ill": those are named only when said to be more than that.
const CLOSE_ILL = new RegExp(
  String.raw`\bmy (${CLOSE})${BEEN}? (?:still |now )?(?:(${GRAVE})|${MORE}(ill|sick|unwell|poorly)|(ill|unwell))\b`,
);
const CHILD = /^(?:son|daughter)$/;

// "i cannot say no because my visa depend on job": a right to stay that hangs on the job, in a talk about that job.
const VISA_TIED = /\bvisa\b[^.?!]{0,30}\b(?:depends?|tied|linked|relies|sponsor\w*)\b|\b(?:sponsor\w*) (?:my|the) visa\b/;
const TALKS_OF_THE_JOB: ReadonlySet<string> = new Set([
  'workload-boss', 'harsh-manager', 'saying-no', 'performance-plan', 'coworker-conflict', 'burnout',
]);

/**
 * "With your mum ill as well, you are carrying a lot at once.", or the visa tied to the job named beside a talk about that job;
 * null when neither is told in passing.
 */
export function alsoCarryingLine(text: string, situationId: string | null, saidSoFar: string): string | null {
  if (situationId === null || ILLNESS_IS_THE_TALK.has(situationId)) return null;
  const lower = text.toLowerCase();
  const visa = TALKS_OF_THE_JOB.has(situationId) && VISA_TIED.test(lower) && !/\bvisa\b/i.test(saidSoFar);
  if (visa) return 'With your visa tied to this job too, there is even more riding on how things go there.';
  const m = CLOSE_ILL.exec(lower);
  const how = m?.[2] ?? m?.[3] ?? (m?.[1] && !CHILD.test(m[1]) ? m[4] : undefined);
  if (!m?.[1] || !how) return null;
  // Named already by what the coach says ("…your mum in hospital…"): not said twice.
  if (new RegExp(String.raw`\byour ${m[1]}\b`, 'i').test(saidSoFar)) return null;
  const said = how === 'dying' ? 'so ill' : /^(?:in hospital|having chemo)$/.test(how) ? how : 'ill';
  return `With your ${m[1]} ${said} as well, you are carrying a lot at once.`;
}
