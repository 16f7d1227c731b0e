/**
 * "can u give me like a revision plan for the weekend, i have sat and sun free except i have football 10-12 on sat": the
 * weekend laid out in short blocks with real times, around what is fixed on each day, said back by name ("football").
 * Numbered by day, so "too much, make it shorter" can cut it to fewer points.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { clockPhrase } from './understanding/week';

const H = 60;
const WEEKEND = /\bweekend\b|\bsat(?:urday)?\b[^.?!]{0,20}\bsun(?:day)?\b/;
const STUDY = /\b(?:revis\w*|revision|study\w*|exams?|mocks?|homework|coursework|assignments?|essays?|past papers?)\b/;
// "football 10-12 on sat", "sat 2-4 work", "work from 9 to 1 on sunday".
const SPAN = String.raw`(\d{1,2})(?::(\d\d))?\s?(am|pm)?\s?(?:-|–|to|till|until)\s?(\d{1,2})(?::(\d\d))?\s?(am|pm)?`;
const DAY = String.raw`(sat(?:urday)?|sun(?:day)?)`;
const SPAN_THEN_DAY = new RegExp(String.raw`(?:\b([a-z]+) )?(?:from |at )?${SPAN}(?: on| every)? ${DAY}?`, 'g');
const DAY_THEN_SPAN = new RegExp(String.raw`\b${DAY}(?:s|days)? (?:i have |i've got |there's )?(?:([a-z]+) )?(?:from |at )?${SPAN}`, 'g');
const NOT_A_NAME = /^(?:have|has|got|from|at|on|is|am|the|a|my|and|except|but|till|until|to|free|do|doing|i|its|it's)$/;
// Blocks a teenager or student can keep: short, with lunch and the evening left free.
const BLOCKS: readonly (readonly [number, number])[] = [
  [9 * H + 30, 11 * H],
  [11 * H + 30, 12 * H + 30],
  [14 * H, 15 * H + 30],
  [16 * H, 17 * H],
];
const MOST_BLOCKS = 3;
// Travel and a shower either side of what is fixed.
const MARGIN = 30;
// What each block holds, in order: questions before rereading, and the hardest part while fresh.
const WORK = [
  'a timed past-paper section for your first exam, marked straight after',
  'the topics you got wrong, worked through from an example',
  'your next exam: flashcards or questions, not rereading',
];

interface Busy {
  day: 'Saturday' | 'Sunday' | null;
  from: number;
  until: number;
  what: string;
}

function minutes(hour: string, minute: string | undefined, half: string | undefined, otherHalf: string | undefined): number {
  const h = Number(hour) % 12;
  // "2-4" at the weekend is the afternoon; "10-12" the morning.
  const pm = (half ?? otherHalf) === 'pm' || (!half && !otherHalf && Number(hour) < 8);
  return (pm ? h + 12 : h === 0 && hour === '12' ? 12 : h) * H + Number(minute ?? 0);
}

function dayOf(said: string | undefined): Busy['day'] {
  return said ? (said.startsWith('sat') ? 'Saturday' : 'Sunday') : null;
}

/** What is fixed at the weekend, from the words of the question. */
function busyIn(text: string): Busy[] {
  const found: Busy[] = [];
  const add = (day: Busy['day'], m: RegExpExecArray, at: number, word: string | undefined) => {
    const [h1, m1, p1, h2, m2, p2] = [m[at], m[at + 1], m[at + 2], m[at + 3], m[at + 4], m[at + 5]];
    if (!h1 || !h2 || Number(h1) > 23 || Number(h2) > 23) return;
    const from = minutes(h1, m1, p1, p2);
    let until = minutes(h2, m2, p2, p1);
    if (until <= from) until += 12 * H;
    if (until - from > 10 * H) return;
    found.push({ day, from, until, what: word && !NOT_A_NAME.test(word) ? word : 'your plans' });
  };
  for (const m of text.matchAll(DAY_THEN_SPAN)) add(dayOf(m[1]), m, 3, m[2]);
  if (found.length === 0) for (const m of text.matchAll(SPAN_THEN_DAY)) add(dayOf(m[8]), m, 2, m[1]);
  return found;
}

/** The weekend's lines, or null when no weekend plan for study is asked for; `most` blocks a day at most. */
export function weekendPlanLines(question: string, most = MOST_BLOCKS): string[] | null {
  const text = question.toLowerCase().slice(0, 600);
  // Only a plan named as study: "a plan for the weekend" in a revision talk may be for rest, and gets the general one.
  if (!WEEKEND.test(text) || !STUDY.test(text)) return null;
  const busy = busyIn(text);
  const days = (['Saturday', 'Sunday'] as const).map((day) => {
    const taken = busy.filter((b) => b.day === day || b.day === null);
    const free = BLOCKS.filter(([from, until]) => taken.every((b) => until + MARGIN <= b.from || from >= b.until + MARGIN)).slice(0, most);
    const fixed = taken.map((b) => `${b.what} ${clockPhrase(b.from)}–${clockPhrase(b.until)} as planned`);
    // One block a day: Saturday's is the paper, Sunday's the mistakes, so the two still make a whole.
    const blocks = free.map(([from, until], i) => `${clockPhrase(from)}–${clockPhrase(until)} ${WORK[most === 1 && day === 'Sunday' ? 1 : i] ?? WORK[0]}`);
    return `${day}: ${[...fixed, ...blocks].join('; ')}.`;
  });
  return [
    'Here is a weekend plan in short blocks, with real breaks and the evenings free:',
    `1. ${days[0]}`,
    `2. ${days[1]}`,
    '3. Phone in another room during each block, a walk or food between them, and an early night on Sunday.',
  ];
}

/** The weekend plan as the reply, once a session. */
export function answerWeekendPlan(s: Session, raw: string): Turn | null {
  if (s.state.answered.includes('weekend-plan')) return null;
  const lines = weekendPlanLines(raw);
  if (!lines) return null;
  s.state.answered = [...s.state.answered, 'weekend-plan'].slice(-40);
  const parts = [...lines, 'Which block looks hardest to keep?'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

const SHORTER = /\b(?:shorter|too much|too long|less|lighter|smaller|cut it down|simpler)\b/;

/** "too much tbh, make it shorter" just after the weekend plan: one block a day, nothing else to keep. */
export function answerWeekendShorter(s: Session, normalized: string): Turn | null {
  if (!SHORTER.test(normalized) || !(s.state.recent.at(-1) ?? '').startsWith('Here is a weekend plan')) return null;
  const lines = weekendPlanLines(s.previousText, 1);
  if (!lines) return null;
  const close = 'If that goes well, add a second block on Sunday; if not, this is still real revision.';
  const parts = ['A lighter weekend, one block a day:', lines[1] ?? '', lines[2] ?? '', close];
  return { kind: 'reply', parts, carry: parts, content: true };
}
