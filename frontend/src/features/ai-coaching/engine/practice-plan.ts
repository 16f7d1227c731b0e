/**
 * A plan asked for to practise or prepare something over a number of evenings, days or weeks ("help me plan
 * how to practise it over 5 evenings? I'm at the bank till 6 and Wednesday is five-a-side"): one short step
 * for each, from a first read-through to a full run in front of someone, laid after the hour the person is
 * free and with the days they named as taken left out.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { listPhrase } from './text';
import { clockPhrase, daysIn, WEEKDAY_NAMES } from './understanding/week';

const NUMBERS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const PRACTISE = /\b(?:practi[cs]e|rehears\w*|learn|prepare|get ready|go over|memori[sz]e)\b/;
const SPAN = new RegExp(
  String.raw`\b(?:over|in|for|across|during) (?:the next |my |these |those |(?:a|the) (?:last|final) )?` +
    String.raw`([2-7]|two|three|four|five|six|seven) (evenings|nights|days|weeks|sessions)\b`,
);
// "I'm at the bank till 6", "work until 5:30": the hour the evening starts.
const BUSY_UNTIL = /\b(?:till|until|til|to) (\d{1,2})(?::(\d\d))?\s*(am|pm)?\b/;
const AFTER_BUSY = 30;

/** What each session holds, from the first read-through to the full run; the middle grows or shrinks with the count. */
const FIRST = 'read or listen to the whole of it once, slowly, and mark the parts that trip you up';
const PARTS = ['the first part only, out loud, three times', 'the next part the same way'];
const MARKED = 'only the parts you marked, out loud, until they feel easy';
const WHOLE = 'the whole thing out loud, once with your notes and once without';
const LAST = 'a full run-through for someone you trust, or recorded on your phone, then one last look at the marked parts';

function steps(count: number): string[] {
  if (count <= 2) return [`${FIRST}, then the hardest part out loud`, LAST];
  if (count === 3) return [FIRST, WHOLE, LAST];
  const middle = count === 4 ? PARTS.slice(0, 1) : count === 5 ? PARTS : [...PARTS, ...Array<string>(count - 5).fill(MARKED)];
  return [FIRST, ...middle, WHOLE, LAST];
}

const UNIT: Readonly<Record<string, string>> = { evenings: 'Evening', nights: 'Evening', days: 'Day', weeks: 'Week', sessions: 'Session' };

/** The plan's lines, or null when the message asks for no practice over a number of sessions. */
export function practicePlanLines(question: string): string[] | null {
  const text = question.toLowerCase().replace(/\s+/g, ' ');
  const span = SPAN.exec(text);
  if (!span || !PRACTISE.test(text)) return null;
  const count = NUMBERS[span[1] ?? ''] ?? Number(span[1]);
  const unitWord = span[2] ?? 'sessions';
  const unit = UNIT[unitWord] ?? 'Session';
  const lines = steps(count).map((step, i) => `${unit} ${i + 1}: ${step}.`);
  // The hour they are free, said as "after 6:30pm"; only for evenings or days, not a plan over weeks.
  const busy = unitWord === 'weeks' ? null : BUSY_UNTIL.exec(text);
  const hour = busy ? Number(busy[1]) : null;
  const minutes = busy && hour !== null ? (hour + (busy[3] === 'am' || hour >= 12 ? 0 : 12)) * 60 + Number(busy[2] ?? 0) : null;
  const after = minutes !== null && minutes < 22 * 60 ? `after ${clockPhrase(minutes + AFTER_BUSY)}` : null;
  // Days named in the sentences that do not ask for the plan are the ones taken ("Wednesday is five-a-side").
  const taken = text
    .split(/[.?!]+/)
    .filter((sentence) => !SPAN.test(sentence))
    .flatMap((sentence) => daysIn(sentence));
  const free = [...new Set(taken)].map((day) => WEEKDAY_NAMES[day] ?? '');
  const when = [after ? `each one ${after}` : '', free.length > 0 ? `with ${listPhrase(free)} left out` : ''].filter(Boolean).join(', ');
  const each = unitWord === 'weeks' ? 'three short sessions a week' : 'twenty minutes';
  const lead = `Here is a plan over your ${count} ${unitWord}${when ? `, ${when}` : ''}; ${each} is enough for each.`;
  return [lead, ...lines, 'If you miss one, just do the next; the run-through at the end matters more than any single step.'];
}

const PLANNED = 'practice-plan';

/** The practice plan, once a session, with the conversation's next question; null when none is asked for. */
export function answerPracticePlan(s: Session, raw: string): Turn | null {
  if (s.state.answered.includes(PLANNED)) return null;
  const lines = practicePlanLines(raw);
  if (!lines) return null;
  s.state.answered = [...s.state.answered, PLANNED].slice(-40);
  const parts = [...lines, s.pick(['Which part do you expect to be hardest?', 'When will you do the first one?'])];
  return { kind: 'reply', parts, carry: parts, content: true };
}
