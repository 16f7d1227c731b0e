/**
 * The fixed points of a person's week with their times, as they type them ("lectures mon and wed
 * 9-12", "i work at a cafe thursday and saturday 4 till 10", "standup every day 9.30"), so a plan
 * can be laid around them with real days and hours. A piece of a message is kept only when it has a
 * time of day that reads as one (not "2 weeks", "40 mins" or "the 14th").
 */
import { capitalize, swapPronouns } from '../text';
import { WEEKDAYS as DAY_NAMES } from './entities';

export interface FixedPoint {
  /** What it is, in the person's words turned towards them: "lectures", "work at a cafe". */
  what: string;
  /** Days of the week, 0 = Monday; empty when none was said (every day, or not known). */
  days: number[];
  /** Minutes from midnight; null when only the other end was said. */
  start: number | null;
  end: number | null;
}

export const WEEKDAY_NAMES: readonly string[] = DAY_NAMES.map(capitalize);
const MAX_TEXT = 2_000;
const MAX_WHAT_WORDS = 6;

// Each day as typed: the entities' name, its plural and the short forms people text.
const SHORT_FORMS: readonly (readonly string[])[] = [['mon'], ['tue', 'tues'], ['wed', 'weds'], ['thu', 'thur', 'thurs'], ['fri'], ['sat'], ['sun']];
const DAY_FORMS = DAY_NAMES.map((day, i) => [day, `${day}s`, ...(SHORT_FORMS[i] ?? [])]);
const DAY_OF = new Map(DAY_FORMS.flatMap((forms, day) => forms.map((form) => [form, day] as const)));
const DAY = [...DAY_OF.keys()].sort((a, b) => b.length - a.length).join('|');
// "sat" and "sun" are days only beside another day or after "on": "I sat down", "the sun" are not.
const SHORT_WEEKEND = new Set(['sat', 'sun']);

const CLOCK = String.raw`(?:half (?:past )?\d{1,2}|\d{1,2}(?:[:.][0-5]\d)?(?:\s?[ap]m|h| o'clock)?(?![a-z\d])|noon|midday|midnight)`;
// A number is a time only where it cannot be a count: not "2 weeks", "40 mins", "12kg", "5 week old".
const NOT_A_COUNT = String.raw`(?!\s?(?:weeks?|days?|mins?|minutes?|hours?|hrs?|kg|kilos?|years?|yrs?|months?|old|%|st|nd|rd|th|x|times|people|kids)\b)`;
const RANGE = new RegExp(String.raw`\b(?:from )?(${CLOCK})${NOT_A_COUNT}\s?(?:-|–|to|till|til|until)\s?(${CLOCK})${NOT_A_COUNT}`, 'g');
const AT = new RegExp(String.raw`\b(?:at|around|by|from|until|till|til)\s(?:like\s|about\s|roughly\s)?(${CLOCK})${NOT_A_COUNT}`, 'g');
const MARKED = /\b(\d{1,2}(?:[:.][0-5]\d)?(?:\s?[ap]m|h)|\d{1,2}[:.][0-5]\d)(?![a-z\d%])/g;

const DAY_RANGE = new RegExp(String.raw`\b(${DAY})\s?(?:-|–|to|till|through|thru)\s?(${DAY})\b`, 'g');
const DAY_WORD = new RegExp(String.raw`\b(${DAY})\b`, 'g');
const EVERY_DAY = /\b(?:every ?day|daily|each day|every morning|every evening|every night)\b/;
const WEEKDAYS = /\b(?:weekdays|week days|every weekday|mon(?:day)? to fri(?:day)?)\b/;
const WEEKENDS = /\b(?:weekends|every weekend|at the weekend|on weekends)\b/;
// Things people do in the evening: "book club at 7" is 7pm.
const EVENING = /\b(?:evening|evenings|night|nights|pm|tonight|club|choir|dinner|drinks|course|rehearsal|quiz|pub|bingo|party)\b/;
const MORNING = /\b(?:morning|mornings|am|breakfast|before school|before work)\b/;

// Words that carry no part of what the fixed point is once its days and times are gone.
const FILLER = new Set(
  `and or but so then also usually always normally basically like about around roughly every each on at from to till til until by in the a
  i i'm im we is are am be have has do does go goes get gets got need needs usually just only which that this these those it its
  weekdays weekends daily days day week weeks month months next other fortnight gotta morning mornings evening evenings night nights afternoon
  afternoons theory too`.split(/\s+/),
);

/** A clock time as minutes from midnight; `hint` says whether an hour without am/pm is late in the day. */
function minutesOf(raw: string, hint: 'am' | 'pm' | null): number | null {
  const text = raw.trim();
  if (text === 'noon' || text === 'midday') return 12 * 60;
  if (text === 'midnight') return 24 * 60;
  const half = /^half (?:past )?(\d{1,2})$/.exec(text);
  const m = half ? null : /^(\d{1,2})(?:[:.]([0-5]\d))?\s?(am|pm|h|o'clock)?$/.exec(text);
  const hour = Number(half ? half[1] : m?.[1]);
  if (!Number.isInteger(hour) || hour > 24) return null;
  const minutes = half ? 30 : Number(m?.[2] ?? 0);
  const suffix = m?.[3];
  if (suffix === 'am') return hour === 12 ? minutes : hour > 12 ? null : hour * 60 + minutes;
  if (suffix === 'pm') return hour > 12 ? null : ((hour % 12) + 12) * 60 + minutes;
  if (hour > 12 || suffix === 'h') return hour * 60 + minutes;
  // An hour alone: 1 to 6 is afternoon unless the morning is named, 7 to 11 morning unless the evening is.
  const late = hint === 'pm' || (hint !== 'am' && hour >= 1 && hour <= 6);
  return (late && hour < 12 ? hour + 12 : hour) * 60 + minutes;
}

/** A range's two ends: an end that would come before its start is the same hour later in the day ("4 till 10"). */
function rangeOf(first: string, second: string, hint: 'am' | 'pm' | null): [number, number] | null {
  const start = minutesOf(first, hint);
  let end = minutesOf(second, hint);
  if (start === null || end === null) return null;
  // "7pm to 7am" runs overnight as said; "7 to 7" is a twelve-hour day.
  if (end <= start && !/[ap]m/.test(second) && end + 12 * 60 > start && end + 12 * 60 <= 24 * 60) end += 12 * 60;
  return [start, end];
}

/** The days of the week a piece of text names, 0 = Monday ("mon wed fri", "tuesday to thursday", "weekdays"). */
export function daysIn(piece: string): number[] {
  const days = new Set<number>();
  if (EVERY_DAY.test(piece)) return [0, 1, 2, 3, 4, 5, 6];
  if (WEEKDAYS.test(piece)) [0, 1, 2, 3, 4].forEach((d) => days.add(d));
  if (WEEKENDS.test(piece)) [5, 6].forEach((d) => days.add(d));
  for (const m of piece.matchAll(DAY_RANGE)) {
    const from = DAY_OF.get(m[1] ?? '');
    const to = DAY_OF.get(m[2] ?? '');
    if (from === undefined || to === undefined) continue;
    for (let d = from; d !== (to + 1) % 7; d = (d + 1) % 7) days.add(d);
  }
  const found = [...piece.matchAll(DAY_WORD)].map((m) => ({ word: m[1] ?? '', at: m.index ?? 0 }));
  for (const { word, at } of found) {
    const day = DAY_OF.get(word);
    if (day === undefined) continue;
    if (SHORT_WEEKEND.has(word) && found.length < 2 && !/\bon $/.test(piece.slice(Math.max(0, at - 3), at))) continue;
    days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

// A state or a wish ("can't fall asleep till 11", "don't want a 6am bootcamp") is no fixed point of a week.
const NOT_A_FIXED_POINT_WORDS = [
  ..."can't cant cannot don't dont not never no normal want wanna".split(' '),
  'makes sense',
  ...'wake awake sleep sleeping slept asleep lying lie'.split(' '),
  ...'feel felt tired fine hurts? pain aches? confused upset agitated anxious stressed sad angry'.split(' '),
  'opens',
  'closes',
  // "the house is very quiet by 7:30": how a place is, not something on the calendar.
  ...'quiet empty dark noisy loud lonely silent'.split(' '),
];
const NOT_A_FIXED_POINT = new RegExp(String.raw`\b(?:${NOT_A_FIXED_POINT_WORDS.join('|')})\b`);
// "that's 8pm for them", "it's at 6": a piece about something already said.
const POINTS_BACK = /^(?:that|thats|that's|this|it|its|it's|which|ok|okay|yeah|yes|hmm|right|sure)\b/;
// "leo is usually up", "she is busy": how someone is, not what they do.
const A_STATE = / (?:is|are|was|were) (?:usually |always |often |still )?(?:up|out|home|awake|asleep|busy|free|off|fine|good|bad|late|early)\b/;
const QUESTION_START = /^(?:is|are|am|do|does|did|can|could|should|would|will|how|what|why|when|where|who)\b/;
// "saturday morning at 8 which is the worst": what follows is a comment on it, not part of it.
const COMMENT = /\s(?:which|that's|thats|because|cause|cuz|but|though|tho)\b.*$/;

// "so this month its long days…", "on my weeks its school run…": when, not what.
const LEAD = new RegExp(
  String.raw`^(?:so |and |then |also )?(?:on |in |for )?(?:(?:this|next|my|her|his|our|their|the|every(?: other| \d+(?:st|nd|rd|th))?) ` +
    String.raw`(?:week|weeks|month|months|fortnight)|(?:my|the) (?:schedule|routine|timetable))(?: (?:its|it's|is|i have|i've got|we have|i do))?\s+`,
);
// Shifts are named by their kind: "long days mon wed thu", "nights fri sat sun".
const SHIFT = /\b(?:long days|nights|night shifts?|day shifts?|lates|earlies|late shifts?|early shifts?)\b/;

/** What the fixed point is: the piece without its days, times and filler, said towards the person. */
function whatOf(piece: string, cased: ReadonlyMap<string, string>): string | null {
  if (QUESTION_START.test(piece)) return null;
  // Only a piece that is about the shift: "church sunday 10am when im not on nights" is about church.
  const shift = SHIFT.exec(piece.replace(LEAD, ''));
  if (shift?.index === 0) return shift[0];
  const stripped = piece
    .replace(LEAD, '')
    .replace(COMMENT, '')
    .replace(RANGE, ' ')
    .replace(AT, ' ')
    .replace(MARKED, ' ')
    .replace(DAY_RANGE, ' ')
    .replace(DAY_WORD, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ');
  const words = stripped.split(/\s+/).filter(Boolean);
  if (POINTS_BACK.test(words[0] ?? '')) return null;
  while (words.length > 0 && FILLER.has(words[0]!)) words.shift();
  while (words.length > 0 && FILLER.has(words[words.length - 1]!)) words.pop();
  if (words.length === 0 || words.length > MAX_WHAT_WORDS || words.every((w) => FILLER.has(w) || /^\d/.test(w))) return null;
  const what = words.join(' ');
  // "up at 11", "out": a word or two of a sentence is not something the person could find in their week.
  if (NOT_A_FIXED_POINT.test(what) || !words.some((w) => w.length >= 3 && !FILLER.has(w))) return null;
  if (A_STATE.test(` ${what}`)) return null;
  // "practice is before school": the fixed point is "practice before school".
  return swapPronouns(words.filter((w) => !/^(?:is|are)$/.test(w)).map((w) => cased.get(w) ?? w).join(' '));
}

// A new clause: "and" or "then" before someone doing something ("and i work at a cafe"), "so", "but".
const CLAUSE = /\s(?:(?:and|then|plus)\s(?=(?:i|i'm|im|we|he|she|they|my|our|then|also)\b)|so\s|but\s)/;

const PARTS_OF_DAY: readonly [RegExp, number, number][] = [
  [/\bmornings?\b/, 9 * 60, 12 * 60],
  [/\bafternoons?\b/, 13 * 60, 17 * 60],
  [/\bevenings?\b/, 18 * 60, 21 * 60],
];

function partOfDay(piece: string): [number, number] | null {
  const found = PARTS_OF_DAY.find(([pattern]) => pattern.test(piece));
  return found ? [found[1], found[2]] : null;
}

/** The pieces of a message a fixed point can be told in: clauses, kept whole across "mon and wed". */
function piecesOf(text: string): string[] {
  return text
    .split(/[,;!?\n]|\.(?=\s|$)|:(?!\d)/)
    .flatMap((part) => part.split(CLAUSE))
    // "school drop off is 8:40 and pickup 3:15": an "and" after a time starts another fixed point.
    .flatMap((part) => part.split(/(?<=\d(?:am|pm)?)\s(?:and|&)\s/))
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The fixed points in a message, in the order told. */
export function fixedPointsIn(message: string): FixedPoint[] {
  const out: FixedPoint[] = [];
  const text = message.slice(0, MAX_TEXT);
  // Names keep the capital they were typed with ("Ineke", "Leo"); a sentence's first word does not count.
  const cased = new Map<string, string>();
  for (const m of text.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]+)\b/g)) if (m[1] !== 'I') cased.set(m[1]!.toLowerCase(), m[1]!);
  let othersDay = false;
  for (const piece of piecesOf(text.toLowerCase())) {
    const hint = EVENING.test(piece) ? 'pm' : MORNING.test(piece) ? 'am' : null;
    let start: number | null = null;
    let end: number | null = null;
    const range = [...piece.matchAll(RANGE)][0];
    if (range) {
      const ends = rangeOf(range[1] ?? '', range[2] ?? '', hint);
      if (ends) [start, end] = ends;
    } else {
      const at = [...piece.matchAll(AT)][0] ?? [...piece.matchAll(MARKED)][0];
      const time = at ? minutesOf(at[1] ?? '', hint) : null;
      if (time !== null && at) {
        if (/^(?:until|till|til|by)\b/.test(at[0])) end = time;
        else start = time;
      }
    }
    const days = daysIn(piece);
    // "Bowls Tuesday and Saturday mornings": a part of a day said with its days stands for its usual hours.
    if (start === null && end === null && days.length > 0) [start, end] = partOfDay(piece) ?? [null, null];
    if (start === null && end === null) continue;
    const what = whatOf(piece, cased);
    if (!what) continue;
    // "Mon Wed Fri I drive her to dialysis at 6.45, she's there till 11": the days of what was just told.
    const theirs = /^(?:he|she|they|he's|she's|they're|hes|shes)\b/.test(what);
    // "Jonas says it'll get better, but he leaves for the office at 8": someone else's hours, said in passing.
    // "…and comes back at 6" goes on with the same person's day.
    if ((theirs || (othersDay && !/^(?:i|i'm|im|my|we|our)\b/.test(what))) && out.length === 0 && /\b(?:says?|said)\b/.test(text.toLowerCase())) {
      othersDay = true;
      continue;
    }
    if (days.length === 0 && theirs) days.push(...(out.at(-1)?.days ?? []));
    // "I start work at 9 and finish 5:30": the finish closes what was started.
    const previous = out.at(-1);
    if (/^(?:finish|finishes|end|ends|done)\b/.test(what) && previous && previous.end === null && previous.start !== null) {
      previous.end = end ?? start;
      continue;
    }
    out.push({ what, days, start, end });
  }
  return out;
}

/** "9:30am", "4pm", "noon": a time as a person would write it. */
export function clockPhrase(minutes: number): string {
  const m = ((minutes % (24 * 60)) + 24 * 60) % (24 * 60);
  if (m === 12 * 60) return 'noon';
  if (m === 0) return 'midnight';
  const hour = Math.floor(m / 60);
  const rest = m % 60;
  const suffix = hour < 12 ? 'am' : 'pm';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return rest === 0 ? `${h12}${suffix}` : `${h12}:${String(rest).padStart(2, '0')}${suffix}`;
}

/** "lectures 9am–noon", "seminar at 2pm", "school until 3pm". */
export function fixedPointPhrase(point: FixedPoint): string {
  if (point.start !== null && point.end !== null) return `${point.what} ${clockPhrase(point.start)}–${clockPhrase(point.end)}`;
  if (point.start !== null) return `${point.what} at ${clockPhrase(point.start)}`;
  return `${point.what} until ${clockPhrase(point.end ?? 0)}`;
}
