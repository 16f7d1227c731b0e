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

// "a plan for the week before", "the days before the exam": preparing over the days that lead up to it.
const WEEK_BEFORE = new RegExp(
  String.raw`\bplan for (?:the |my )?(?:week|days|few days|last week) (?:before|leading up)\b|` +
    String.raw`\b(?:week|days) (?:before|leading up to) (?:it|the \w+|my \w+)\b.*\bplan\b`,
);
// "I could practise in the church on the Wednesday evening": a day, and where, to run it as on the day.
const DAY_AND_PLACE = new RegExp(
  String.raw`\b(?:practi[cs]e|rehearse|run (?:it|through)|go over it)\b[^.?!]*?\b(?:in|at) (?:the |a |my |our )?([a-z]+(?: hall| room)?)\b` +
    String.raw`[^.?!]*?\bon (?:the )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (evening|morning|afternoon))?`,
);
// "my neighbour Joan has kindly offered to listen": someone to say it to.
const LISTENER = /\b(\p{Lu}[\p{Ll}'-]+) (?:has |had )?(?:kindly |already )?(?:offered|agreed|said (?:she|he|they)(?:'d| would)) to (?:listen|hear (?:it|me))/u;
// "about five minutes": how long it is to be.
const LENGTH = /\b(?:about |around |roughly |only |just )?(\d{1,2}|two|three|four|five|six|seven|eight|ten|fifteen|twenty) minutes?\b/;

/** A plan for the week before an event, one step a day, on the day and with the person the person named; null when not asked. */
export function weekBeforeLines(question: string, earlier: string): string[] | null {
  const text = question.toLowerCase().replace(/\s+/g, ' ');
  if (!WEEK_BEFORE.test(text)) return null;
  const placed = DAY_AND_PLACE.exec(text);
  const listener = LISTENER.exec(question)?.[1];
  const length = LENGTH.exec(`${earlier.toLowerCase()} ${text}`)?.[1];
  const day = placed?.[2] ? `${WEEKDAY_NAMES[DAY_INDEX.indexOf(placed[2])] ?? placed[2]}${placed[3] ? ` ${placed[3]}` : ''}` : null;
  const lines = [
    'First evening: read it aloud once, slowly, and mark the parts that trip you up.',
    `Next day: read it against a clock${length ? ` and trim anything that runs past ${length} minutes` : ' and trim what runs long'}.`,
    day
      ? `${day}, in the ${placed?.[1]}: a full run out loud from where you will stand, as if it were the day.`
      : 'Midweek: a full run out loud, standing, as if it were the day.',
    listener
      ? `The day after: say it to ${listener}, and ask for one thing to keep and one thing to change.`
      : 'The day after: say it to someone you trust, or record it on your phone, and change one thing.',
    'The day before: one calm read, then lay out what you need (notes, glasses, water) and stop there.',
  ].map((line, i) => `${i + 1}. ${line}`);
  return ['Here is a plan for the week before; twenty minutes a day is enough.', ...lines, 'If you miss a day, just do the next one.'];
}
const DAY_INDEX = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const CLOCK_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
const HOUR = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?::(\d\d))?(?: ?(am|pm)|(?: o'?clock))?`;
// "I arrive at about two o'clock and usually leave at five", "I'm there from 2 till 5".
const VISIT = new RegExp(
  String.raw`\b(?:arrive|get there|go over|turn up|am there|i'?m there|start)\b[^.?!]*?\b(?:at|from|around) (?:about |around )?${HOUR}` +
    String.raw`[^.?!]*?\b(?:leave|go home|head off|finish|till|until|to) (?:at |by |around |about )?${HOUR}`,
);
// "one small, concrete thing, even if it is only getting the boxes away from that fire".
const ONE_THING = /\beven if (?:it'?s|it is|its) (?:only|just) ([^.?!]+)|\bthe one thing (?:i want|i'd like) (?:to do )?is ([^.?!]+)/;
const DAY_NAMED = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

/** Minutes after midnight for a told hour; an hour said without am or pm is the afternoon up to 7. */
function minutesOf(hour: string | undefined, minutes: string | undefined, half: string | undefined): number | null {
  const h = CLOCK_WORDS[hour ?? ''] ?? Number(hour);
  if (!Number.isInteger(h) || h < 1 || h > 23) return null;
  const pm = half === 'pm' || (half !== 'am' && h >= 1 && h <= 7);
  return ((pm && h < 12 ? h + 12 : h) % 24) * 60 + Number(minutes ?? 0);
}

/** A plan for one visit between the hours told, with the one thing it is for; null when no such visit is told. */
export function visitPlanLines(question: string, them: 'her' | 'him' | 'them'): string[] | null {
  const text = question.toLowerCase().replace(/\s+/g, ' ');
  const m = VISIT.exec(text);
  if (!m) return null;
  const start = minutesOf(m[1], m[2], m[3]);
  const end = minutesOf(m[4], m[5], m[6]);
  if (start === null || end === null || end - start < 90 || end - start > 8 * 60) return null;
  const found = ONE_THING.exec(text);
  const goal = (found?.[1] ?? found?.[2])?.trim().replace(/\bmy\b/g, 'your').replace(/\bi\b/g, 'you');
  const day = DAY_NAMED.exec(text)?.[1];
  const at = (minutes: number) => clockPhrase(minutes);
  return [
    `Here is a shape for ${day ? `${WEEKDAY_NAMES[DAY_INDEX.indexOf(day)]}, ` : 'the visit, '}from ${at(start)} to ${at(end)}:`,
    `1. ${at(start)}: settle in first, with a cup of tea and ordinary talk; nothing about it yet.`,
    `2. ${at(start + 30)}: raise it once, gently, in a sentence or two.`,
    `3. ${at(start + 45)} to ${at(end - 45)}: the one thing${goal ? `, ${goal}` : ''}. ` +
      `Do it together, at ${{ them: 'their', her: 'her', him: 'his' }[them]} pace, and stop once it is done.`,
    `4. ${at(end - 30)}: stop, thank ${them}, and end on something pleasant, so the next visit is easy to come back to.`,
    'If it turns into an argument, let the task go and keep the visit; the one thing can wait until next time.',
  ];
}

const SHE = /^(?:mother|mum|mom|mam|gran|grandma|grandmother|nan|nana|aunt|auntie|sister|wife|girlfriend|daughter)$/;
const HE = /^(?:father|dad|grandad|grandpa|grandfather|uncle|brother|husband|boyfriend|son)$/;
const PLANNED = 'practice-plan';

/** The practice plan, once a session, with the conversation's next question; null when none is asked for. */
export function answerPracticePlan(s: Session, raw: string): Turn | null {
  if (s.state.answered.includes(PLANNED)) return null;
  // "her" for the one told of last, a mother or a woman named; "them" when no one can be said.
  const last = s.state.memory.people.at(-1)?.role ?? '';
  const them = SHE.test(last) ? 'her' : HE.test(last) ? 'him' : 'them';
  const practice = practicePlanLines(raw) ?? weekBeforeLines(raw, s.earlierRaw.join(' '));
  const visit = practice ? null : visitPlanLines(raw, them);
  const lines = practice ?? visit;
  if (!lines) return null;
  s.state.answered = [...s.state.answered, PLANNED].slice(-40);
  const ask = visit
    ? ['What would you say in that sentence or two?', 'Which part of the afternoon worries you most?']
    : ['Which part do you expect to be hardest?', 'When will you do the first one?'];
  const parts = [...lines, s.pick(ask)];
  return { kind: 'reply', parts, carry: parts, content: true };
}
