/**
 * The fixed points of a person's week as they tell them: "school until 3:20", "netball on
 * Wednesday evenings", "work at 7". Read only where an activity a week is built around stands
 * right before a time or a day, so what is kept always fits the place a plan gives it.
 */
import { alternatives } from '../text';
import { KIN, WEEKDAYS } from './entities';

export interface Routine {
  /** The activity, in the person's word: "school", "netball", "my shift". */
  what: string;
  /** How it is tied to the week: until or at a time, on a day. */
  tie: 'until' | 'at' | 'on';
  /** The time or day as said, days capitalised: "3:20", "Wednesday evenings", "6am". */
  when: string;
}

const ACTIVITIES = [
  'school', 'college', 'uni', 'university', 'class', 'classes', 'lectures', 'lessons', 'work', 'my shift', 'shifts', 'my job', 'job',
  'practice', 'training', 'netball', 'football', 'soccer', 'rugby', 'hockey', 'basketball', 'cricket', 'swimming', 'dance', 'ballet',
  'gym', 'the gym', 'church', 'mosque', 'temple', 'choir', 'band', 'orchestra', 'rehearsal', 'rehearsals', 'club', 'tutoring',
  'placement', 'therapy', 'nursery', 'daycare', 'the school run', 'my commute', 'volunteering', 'scouts', 'guides', 'karate', 'judo',
];
const ACTIVITY = ACTIVITIES.join('|');
const DAY = String.raw`(?:${WEEKDAYS.join('|')})s?`;
const PART = String.raw`(?: (?:mornings?|afternoons?|evenings?|nights?))?`;
// A time may be typed "3:20" or "3.40", or have lost its colon ("3 20"); it is written "3:20".
const TIME = String.raw`(?:\d{1,2}(?:[:. ][0-5]\d)?(?: ?(?:am|pm))?|noon|midday|midnight)`;
// Not the start of a longer number or time ("at 3" in "at 3.40" is no time of its own).
const TIME_END = String.raw`(?![\d:]|\.\d)`;
// "Collect him from school on Fridays": someone else's routine.
const NOT_MINE_BEFORE = /\b(?:from|his|her|their)\s*$/;
const ROUTINE = new RegExp(
  alternatives(
    String.raw`\b(?<what>${ACTIVITY}) (?<tie>until|till|til) (?<untilTime>${TIME})${TIME_END}`,
    String.raw`\b(?<whatAt>${ACTIVITY}) (?<verb>starts? |finish(?:es)? |ends? )?at (?<atTime>${TIME})${TIME_END}`,
    String.raw`\b(?<whatOn>${ACTIVITY}) (?:on |every )(?<day>${DAY}${PART}(?: and ${DAY}${PART})?)\b`,
  ),
  'g',
);
const DAY_WORD = new RegExp(String.raw`\b(?:${WEEKDAYS.join('|')})`, 'g');
// A number alone after "at" is a time only when it could be one: "at 7", "at 3:20", not "at 45".
const CLOCK = /^(?:(?:[1-9]|1[0-2])(?::[0-5]\d)?(?: ?(?:am|pm))?|(?:1[3-9]|2[0-3]|0\d)(?::[0-5]\d)|noon|midday|midnight)$/;

const SUBJECT = /\b(i|i'm|i've|i'll|we|we're|he|he's|she|she's|they|they're)\b/g;

const KIN_SUBJECT = new RegExp(String.raw`\bmy (?:${KIN})\b(?! and i\b)`);
const KIN_REACH = 12;

/** "He goes back to work on Monday": the nearest subject within a few words before the activity is someone else. */
function someoneElses(before: string): boolean {
  const near = before.split(' ').slice(-7).join(' ');
  const subjects = [...near.matchAll(SUBJECT)];
  const last = subjects.at(-1)?.[1];
  if (last !== undefined) return !/^(i|we)/.test(last);
  // "My wife Margaret has her book club Tuesdays and the choir on Thursdays": her week, told a few words earlier.
  return KIN_SUBJECT.test(before.split(' ').slice(-KIN_REACH).join(' '));
}

/** The routines in a normalised message (lower case), each once, in the order said. */
export function routinesIn(normalized: string): Routine[] {
  const found: Routine[] = [];
  for (const match of normalized.slice(0, 2000).matchAll(ROUTINE)) {
    const g = match.groups ?? {};
    const what = g.what ?? g.whatAt ?? g.whatOn;
    // "School finishes at 3:40" is school until 3:40.
    const tie = g.what || /^(finish|end)/.test(g.verb ?? '') ? 'until' : g.whatAt ? 'at' : 'on';
    const raw = (g.untilTime ?? g.atTime)?.replace(/^(\d{1,2})[. ](\d\d)/, '$1:$2') ?? g.day;
    if (!what || !raw) continue;
    if (NOT_MINE_BEFORE.test(normalized.slice(Math.max(0, (match.index ?? 0) - 8), match.index))) continue;
    if (someoneElses(normalized.slice(0, match.index))) continue;
    if (tie !== 'on' && !CLOCK.test(raw)) continue;
    const when = tie === 'on' ? raw.replace(DAY_WORD, (day) => day.charAt(0).toUpperCase() + day.slice(1)) : raw;
    if (!found.some((r) => r.what === what && r.tie === tie)) found.push({ what, tie, when });
  }
  return found;
}

/** "school until 3:20", "netball on Wednesday evenings". */
export const routinePhrase = (routine: Routine): string => `${routine.what} ${routine.tie} ${routine.when}`;
