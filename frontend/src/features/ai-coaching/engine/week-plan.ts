/**
 * A plan laid around the week the person told: their fixed points said back by day, then real
 * times on real days for what the plan is for ("revision: Monday 12:30pm–2pm, Tuesday 9am–10:30am…"),
 * in the open time between them. Only for situations where free time is what the plan is made of.
 */
import { clockPhrase, daysIn, fixedPointPhrase, WEEKDAY_NAMES, type FixedPoint } from './understanding/week';
import { KIN } from './understanding/entities';
import { listPhrase } from './text';

interface Focus {
  /** What goes in each slot: "a revision block". */
  what: string;
  /** How to use each slot, in a sentence. */
  tip: string;
  minutes: number;
  /** How many days to give it. */
  days: number;
  /** The part of the day it can go in, in minutes from midnight. */
  from: number;
  until: number;
  /** Best put while someone the person looks after is away (at a day centre, with a relative). */
  whileAway?: boolean;
  /** Work: Monday to Friday only. */
  weekdays?: boolean;
}

const H = 60;
const FOCUS: Readonly<Record<string, Focus>> = {
  'exam-revision': {
    what: 'a revision block',
    tip: 'Start each block with the exam that comes first, and test yourself with questions rather than rereading.',
    minutes: 90,
    days: 6,
    from: 9 * H,
    until: 21 * H,
  },
  procrastination: {
    what: 'a focused work block',
    tip: 'Begin each block with the smallest first step, with your phone in another room until it ends.',
    minutes: 90,
    days: 5,
    from: 9 * H,
    until: 18 * H,
    weekdays: true,
  },
  'exercise-motivation': {
    what: 'a workout',
    tip: 'Lay your things out the night before, and if 45 minutes feels like a lot, 20 still counts.',
    minutes: 45,
    days: 3,
    from: 7 * H,
    until: 21 * H,
  },
  'caring-for-parent': {
    what: 'time for yourself',
    tip: 'Put them in the calendar like appointments, and ask someone to cover one of them.',
    minutes: 30,
    days: 5,
    from: 9 * H,
    until: 21 * H,
    whileAway: true,
  },
  retirement: {
    what: 'something with purpose, like a walk with a friend, a class or volunteering',
    tip: 'A library or community centre usually knows what runs nearby.',
    minutes: 120,
    days: 5,
    from: 9 * H,
    until: 17 * H,
  },
  'goals-motivation': {
    what: 'time for your goal',
    tip: 'Decide the first small step for each slot the evening before.',
    minutes: 45,
    days: 4,
    from: 8 * H,
    until: 20 * H,
  },
  'habit-change': {
    what: 'your new habit',
    tip: 'Tie it to something you already do at that time, so it has a cue.',
    minutes: 30,
    days: 5,
    from: 8 * H,
    until: 20 * H,
  },
};

/** With no situation named yet, a plan is for the person's own priorities. */
const GENERAL: Focus = {
  what: 'what matters most to you this week',
  tip: 'Pick the one thing for each slot the evening before, so you start it rather than decide it.',
  minutes: 60,
  days: 4,
  from: 9 * H,
  until: 20 * H,
};

/** Fixed points said with no day: school and work run on weekdays, anything else every day. */
const WEEKDAY_THINGS = /\b(?:school|work|lectures?|class(?:es)?|standup|office|commute|nursery|job)\b/;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS_ONLY = [0, 1, 2, 3, 4];
/** Time left free after a fixed point before the next thing starts. */
const BUFFER = 30;
/** How long a fixed point said with only its start is taken to last. */
const ASSUMED = 60;
const MIN_TIMED = 2;
/** An end told alone from this time on is the end of an evening, taken to be this long. */
const EVENING_END = 17 * H;
const ASSUMED_EVENING = 3 * H;

/** The week so far with a message's fixed points added: one told again replaces the earlier telling. */
export function keepWeek(week: readonly FixedPoint[], told: readonly FixedPoint[], limit: number): FixedPoint[] {
  const kept = week.filter((p) => !told.some((t) => t.what === p.what && t.days.join() === p.days.join()));
  return [...kept, ...told].slice(-limit);
}

export function daysOf(point: FixedPoint): number[] {
  if (point.days.length > 0) return point.days;
  return WEEKDAY_THINGS.test(point.what) ? WEEKDAYS_ONLY : ALL_DAYS;
}

// "She goes to a day centre", "your brother Gary comes": someone else's fixed point, not time the person is taken up.
const SOMEONE_ELSE = new RegExp(String.raw`^(?:he|he's|hes|she|she's|shes|they|they're|his|her|their|your (?:\w+ )?(?:${KIN}))\b`);
export const someoneElses = (point: FixedPoint) => SOMEONE_ELSE.test(point.what);

/** Where a fixed point sits in a day, in minutes; "until 3pm" from the start of the day, an evening shift to midnight. */
function stretch(point: FixedPoint, focus: Focus): [number, number] {
  // "Work till midnight" after the children are in bed is an evening, not the whole day.
  const start = point.start ?? (point.end !== null && point.end >= EVENING_END ? point.end - ASSUMED_EVENING : focus.from);
  const end = point.end ?? start + ASSUMED;
  return [start, end <= start ? 24 * H : end];
}

/** What a day holds for the person, as busy stretches in minutes. */
function busyOn(day: number, week: readonly FixedPoint[], focus: Focus): [number, number][] {
  const busy: [number, number][] = [];
  for (const point of week) {
    if (!daysOf(point).includes(day) || someoneElses(point)) continue;
    busy.push(stretch(point, focus));
  }
  return busy.sort((a, b) => a[0] - b[0]);
}

/** The first stretch of the day long enough for the focus, clear of every fixed point; null when none. */
function slotOn(day: number, week: readonly FixedPoint[], focus: Focus): [number, number] | null {
  if (focus.whileAway) {
    // Time for a carer is best found while the person they look after is away.
    for (const point of week.filter((p) => someoneElses(p) && daysOf(p).includes(day))) {
      const [start, end] = stretch(point, focus);
      const from = start + BUFFER;
      const clash = busyOn(day, week, focus).some(([b, e]) => b < from + focus.minutes && e > from);
      if (from + focus.minutes <= end && !clash) return [from, from + focus.minutes];
    }
  }
  let free = focus.from;
  for (const [start, end] of busyOn(day, week, focus)) {
    if (start - BUFFER >= free + focus.minutes) break;
    free = Math.max(free, end + BUFFER);
  }
  return free + focus.minutes <= focus.until ? [free, free + focus.minutes] : null;
}

/** Days spread across the week: every other one first, when fewer are wanted than are free. */
function spread(days: readonly number[], wanted: number): number[] {
  if (days.length <= wanted) return [...days];
  const every = days.filter((_, i) => i % 2 === 0);
  const rest = days.filter((_, i) => i % 2 === 1);
  return [...every, ...rest].slice(0, wanted).sort((a, b) => a - b);
}

/** "Monday and Wednesday", "weekdays", "every day". */
function daysPhrase(days: readonly number[]): string {
  const key = days.join();
  if (key === ALL_DAYS.join()) return 'every day';
  if (key === WEEKDAYS_ONLY.join()) return 'weekdays';
  if (key === '5,6') return 'weekends';
  return listPhrase(days.map((d) => WEEKDAY_NAMES[d] ?? ''));
}

/** "Monday and Wednesday: lectures 9am–noon": fixed points said back grouped by the days they share. */
function weekSaidBack(week: readonly FixedPoint[]): string {
  const groups: string[] = [];
  for (const point of week) {
    groups.push(`${daysPhrase(daysOf(point))} ${fixedPointPhrase(point)}`);
  }
  return groups.join('; ');
}

/** How few of the person's own timed fixed points a message must tell before they are said back. */
const MIN_SAID_BACK = 2;
const EXCEPTION = /\b(?:except|apart from|unless)\b/;

/**
 * A message's fixed points said back by their days and hours only ("Monday, Wednesday and Thursday
 * 7:30am–8pm and Tuesday 9am–4pm"), so the person knows the week was heard; what each one is, in
 * their words, is left out, since a label read wrongly is worse than none. Null when the message
 * tells fewer than two of the person's own with days.
 */
export function weekHeard(told: readonly FixedPoint[]): string | null {
  // "School is 8 to 3:30 except Friday until 1": a point told with its exception is not said back as read.
  const own = told.filter((p) => p.days.length > 0 && p.start !== null && !someoneElses(p) && !EXCEPTION.test(p.what));
  if (own.length < MIN_SAID_BACK) return null;
  const hours = (p: FixedPoint) => (p.end === null ? `from ${clockPhrase(p.start ?? 0)}` : `${clockPhrase(p.start ?? 0)}–${clockPhrase(p.end)}`);
  const times = own.map((p) => `${daysPhrase(p.days)} ${hours(p)}`);
  return `So ${listPhrase(times)} are taken; I'll plan around those times.`;
}

/**
 * The lines a plan adds for the week the person told, or null when the situation is not one made of
 * free time, too little of the week has times, or no slot is open.
 */
export function weekPlanLines(situationId: string | null, week: readonly FixedPoint[], question: string): string[] | null {
  const focus = situationId === null ? GENERAL : FOCUS[situationId];
  // A time with no day and nothing that runs on weekdays ("up at 1:40 and again at 4", "a 9am with a surgeon") is one
  // night or one meeting, not a fixed point of the week.
  const timed = week.filter((p) => (p.start !== null || p.end !== null) && (p.days.length > 0 || WEEKDAY_THINGS.test(p.what)));
  // Nights and long shifts turn the day around; free time between fixed points is not what such a week needs.
  const overnight = timed.some((p) => p.start !== null && p.end !== null && p.end < p.start);
  if (!focus || timed.length < MIN_TIMED || overnight) return null;
  const days = focus.weekdays || /\bweekdays?\b|\bweek days\b/.test(question) ? WEEKDAYS_ONLY : ALL_DAYS;
  const open = days.map((day) => ({ day, slot: slotOn(day, timed, focus) })).filter((d): d is { day: number; slot: [number, number] } => d.slot !== null);
  if (open.length === 0) return null;
  const chosen = new Set(spread(open.map((d) => d.day), focus.days));
  const slots = open.filter((d) => chosen.has(d.day)).map(({ day, slot }) => `${WEEKDAY_NAMES[day]} ${clockPhrase(slot[0])}–${clockPhrase(slot[1])}`);
  return [
    'Here is a week laid around what you told me.',
    `Your fixed points: ${weekSaidBack(timed)}.`,
    `When to fit in ${focus.what}: ${listPhrase(slots)}.`,
    focus.tip,
    'Move any of them if I have got a time wrong, and keep at least one evening completely free.',
  ];
}

// Days named as the ones taken ("i work monday wednesday friday", "i train mon wed fri"), not the ones free for the plan.
const BUSY_ON = /\b(?:i|we) (work|train|have (?:work|school|class|classes|lectures|practice|training|shifts?)|do shifts?)\b/;
// How the taken days are said back, and what comes after them.
const BUSY_SAID: Readonly<Record<string, { you: string; after: string }>> = {
  work: { you: 'you work', after: 'work' },
  train: { you: 'you train', after: 'training' },
  'have work': { you: 'you work', after: 'work' },
  'have school': { you: 'you have school', after: 'school' },
  'have class': { you: 'you have class', after: 'class' },
  'have classes': { you: 'you have classes', after: 'class' },
  'have lectures': { you: 'you have lectures', after: 'lectures' },
  'have practice': { you: 'you have practice', after: 'practice' },
  'have training': { you: 'you train', after: 'training' },
};
// A plan for a week or a routine, not for one evening ("plan friday night and saturday morning so it doesn't hit").
const FOR_A_WEEK = /\b(?:week|weeks|weekly|routine|schedule|evenings|mornings|days)\b/;
// Said with the days: "before work", "after class", "evenings", "4pm to 6pm".
const PART_OF_DAY = new RegExp(
  String.raw`\b(?:before|after) (?:work|school|class|classes|uni|college|dinner|the kids are in bed)\b|` +
    String.raw`\b(?:in the )?(?:mornings?|evenings?|lunchtimes?)\b`,
);
const TIME_SPAN = /\b\d{1,2}(?::\d\d)?\s?(?:am|pm)? ?(?:to|-|–|till|until) ?\d{1,2}(?::\d\d)?\s?(?:am|pm)?\b/;
const ONE_WEEK = /\b(?:this|next|the first|my|a) week\b|\bweek plan\b/;
// Days taken only in part ("Tuesday afternoons"), or by someone to look after: not days this plan can be laid on.
const TAKEN_IN_PART = /\b(?:mornings?|afternoons?|evenings?|nights?|lunchtimes?)\b.*\b(?:i|we) (?:look after|babysit|care for|mind|have|work|am|'m)\b/;
const OTHERWISE_TAKEN = /\b(?:look after|looking after|babysit\w*|care for|caring for|appointments?|busy|taken)\b/;
// What the plan holds: what the question names, else the situation's focus.
const ACTIVITY: readonly [RegExp, string][] = [
  [/\b(?:practi[cs]e|cello|piano|guitar|violin|instrument|rehears\w*|lines)\b/, 'your practice'],
  [/\b(?:gym|workout|exercise|run|running|walk|walks|training|train|swim|yoga|stretch\w*)\b/, 'your exercise'],
  [/\b(?:study|studying|revise|revision|exam|exams|homework|assignment|essay|thesis)\b/, 'a study block'],
  [/\b(?:write|writing|novel|book|draft)\b/, 'writing time'],
  [/\b(?:rest|tired|exhausted|recover|recovery)\b/, 'proper rest'],
];

/**
 * A plan asked for around the days the person named ("i can go monday wednesday friday before work", "i work monday
 * wednesday friday"): those days, or the ones left, with what the plan is for, two weeks or one. Null when fewer than two days are named.
 */
export function daysPlanLines(situationId: string | null, question: string, earlier: string): string[] | null {
  // "rest after each day" is not a day named.
  const days = daysIn(question.replace(/\b(?:each|every) ?day\b|\bdaily\b/g, ' '));
  if (days.length < 2 || days.length > 6 || !FOR_A_WEEK.test(question)) return null;
  // "Tuesday and Thursday afternoons I look after my granddaughter": days taken in part, or by something not read as work or
  // training, are not the days for the plan, nor a week this shape fits.
  const clause = question.split(/[.;,!?]|\bbut\b/).find((part) => daysIn(part).length > 0) ?? question;
  if (TAKEN_IN_PART.test(clause) || (OTHERWISE_TAKEN.test(clause) && !BUSY_ON.test(clause))) return null;
  // What the question names first ("a practice plan"), then the situation's own focus, then the message before.
  const focus = situationId !== null ? FOCUS[situationId] : undefined;
  // Not what the taken days hold: "i train mon wed fri" does not make the plan for the other days more training.
  const untaken = question.replace(BUSY_ON, ' ');
  const askedFor = ACTIVITY.find(([words]) => words.test(untaken))?.[1];
  const what = askedFor ?? focus?.what ?? ACTIVITY.find(([words]) => words.test(earlier))?.[1] ?? 'time for what you want to get done';
  const dayNames = listPhrase(days.map((d) => WEEKDAY_NAMES[d] ?? ''));
  const part = TIME_SPAN.exec(question)?.[0] ?? PART_OF_DAY.exec(question)?.[0] ?? null;
  const when = part ? `${dayNames}, ${part}` : dayNames;
  const oneWeek = ONE_WEEK.test(question) && !/\b(?:2|two|next few|couple of) weeks\b/.test(question);
  const close = 'Put each one in your phone like an appointment; if you miss one, just do the next, since turning up matters more than any single day.';
  const busy = BUSY_SAID[BUSY_ON.exec(question)?.[1] ?? ''];
  // Taken every weekday, the week has no light days to speak of: the plan is the evenings', not this one.
  if (busy && days.length >= 5) return null;
  if (busy) {
    const free = listPhrase([0, 1, 2, 3, 4, 5, 6].filter((d) => !days.includes(d)).map((d) => WEEKDAY_NAMES[d] ?? ''));
    const other = what === 'proper rest' ? `some real rest and one thing you enjoy, planned ahead so it happens` : `${what}, at a set time`;
    return [
      `Here is a simple shape around your week: on ${dayNames} ${busy.you}, so those days stay light.`,
      `On ${dayNames}: after ${busy.after}, rest first, and keep anything else to ten minutes at most.`,
      `On ${free}: ${other}, with a proper break in the middle of the day.`,
      'Keep at least one of those days completely free, and move things once you see how the first week feels.',
    ];
  }
  const first = `${oneWeek ? 'This week' : 'Week 1'}: ${what} on each of those days, short and easy, so each one is something you finish.`;
  const second = oneWeek
    ? 'At the end of the week, keep what worked and change one thing that got in the way.'
    : 'Week 2, the same days: a little longer or a little harder, and change one thing that got in the way in week 1.';
  return [`Here is a simple shape around the days you gave: ${when}.`, first, second, close];
}
