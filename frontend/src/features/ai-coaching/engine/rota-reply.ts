/**
 * "can you make one simple for 4 people, kitchen bathroom and bins": a rota written out, week by week, with the jobs
 * named and the people named in the talk (or the number told), turning so nobody keeps the worst job. Never only a
 * "good idea" about making one.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize, listPhrase } from './text';

// A rota asked for: "make a cleaning rota", "can you make one… for 4 people" once a rota is spoken of.
const ROTA = /\b(?:rota|roster|chore (?:chart|schedule|list)|cleaning (?:schedule|plan|chart)|chores? (?:schedule|plan))s?\b/;
const MAKE = /\b(?:make|write|draw up|create|set up|give me|do|draft|put together|come up with)\b[^.?!]{0,30}\b(?:one|it|a|an|the|us|me)\b/;
const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6 };
const PEOPLE_TOLD = /\b(two|three|four|five|six|[2-6])\s+(?:people|of us|flatmates|housemates|roommates|persons|adults)\b/;
const LIVE_WITH = /\bwith (two|three|four|five|[2-5]) (?:other )?(?:people|flatmates|housemates|roommates|persons)\b/;

// Jobs as people name them, each with what it means, so "kitchen" is not read differently by each person.
const JOBS: readonly (readonly [RegExp, string, string])[] = [
  [/\bkitchen\b/, 'Kitchen', 'wipe the worktops and hob, empty the sink and dish rack, sweep the floor'],
  [/\bbath ?rooms?\b|\btoilets?\b|\bshower\b/, 'Bathroom', 'clean the sink, toilet and shower, and put out fresh toilet roll'],
  [/\bbins?\b|\brubbish\b|\btrash\b|\brecycling\b/, 'Bins', 'empty the bins and recycling and put them out on collection day'],
  [/\bhoover\w*|\bvacuum\w*|\bfloors?\b/, 'Floors', 'hoover or mop the shared floors'],
  [/\bliving ?room\b|\blounge\b|\bsitting room\b/, 'Living room', 'tidy, dust and hoover the living room'],
  [/\bhall(?:way)?\b|\bstairs\b/, 'Hall and stairs', 'hoover the hall and stairs'],
  [/\bshopping\b|\bsupplies\b/, 'Shared shopping', 'buy the shared things: washing-up liquid, bin bags, toilet roll'],
];
const USUAL_JOBS = [JOBS[0]!, JOBS[1]!, JOBS[2]!, JOBS[3]!];
const MAX_WEEKS = 6;
// Who is named but is not someone who lives there to share the jobs.
const NOT_SHARING = /^(?:mum|mom|dad|mother|father|parents?|boss|manager|landlord|landlady|agent|teacher|doctor|gp|therapist)$/;

function peopleCount(text: string): number | null {
  const told = PEOPLE_TOLD.exec(text)?.[1] ?? null;
  if (told) return COUNT_WORDS[told] ?? null;
  // "I live with 3 other people": those and the person.
  const others = LIVE_WITH.exec(text)?.[1] ?? null;
  return others ? (COUNT_WORDS[others] ?? 0) + 1 : null;
}

/** Whether a rota is asked for now: named in this message with a request, or "make one" just after it was spoken of. */
function rotaAsked(s: Session, normalized: string): boolean {
  if (!MAKE.test(normalized) && !/\bcan (?:you|u)\b/.test(normalized)) return false;
  return ROTA.test(normalized) || (ROTA.test(s.previousText) && /\b(?:make|write|do|draw up|create) (?:one|it)\b/.test(normalized));
}

/** The rota itself, or null when none is asked for. */
export function answerRota(s: Session, normalized: string): Turn | null {
  const text = normalized.slice(0, 1_000);
  if (!rotaAsked(s, text)) return null;
  const told = `${s.state.recent.join(' ')} ${s.previousText} ${text}`.toLowerCase();
  const named = JOBS.filter(([pattern]) => pattern.test(text));
  const jobs = named.length >= 2 ? named : USUAL_JOBS;
  const names = [
    'You',
    ...s.state.memory.people.flatMap((p) => (p.name && !p.lost && !p.young && !(p.role && NOT_SHARING.test(p.role)) ? [capitalize(p.name)] : [])),
  ];
  const count = peopleCount(text) ?? peopleCount(told) ?? Math.max(names.length, 2);
  // Named people first; anyone not named yet is a letter to fill in.
  const who = Array.from({ length: count }, (_, i) => names[i] ?? `Person ${String.fromCharCode(65 + i - names.length)}`);
  // The turn comes round after one week per person.
  const weeks = Math.min(count, MAX_WEEKS);
  const lines = Array.from({ length: weeks }, (_, w) => {
    const done = jobs.map(([, job], j) => `${job}: ${who[(j + w) % count]}`);
    const free = who.filter((_, i) => !jobs.some((__, j) => (j + w) % count === i));
    return `Week ${w + 1}: ${[...done, ...(free.length > 0 ? [`free: ${listPhrase(free)}`] : [])].join('; ')}.`;
  });
  const meanings = jobs.map(([, job, what]) => `${job} means: ${what}.`);
  const parts = [
    `Here's a simple rota for the ${count} of you, turning each week so nobody is stuck with the same job:`,
    ...lines,
    `Then start again from week 1. ${meanings.join(' ')}`,
    'Everyone still washes their own dishes the same day. Put it in the house group and on the fridge, and agree a day it starts.',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
