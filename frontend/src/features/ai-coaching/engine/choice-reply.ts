/**
 * A choice between two things the person names ("should I send it back or keep it?", "should I do it
 * Friday after close or Monday morning?") that no written answer covers: the way to weigh it, said with
 * both options in their words, and one question on. Choices with answers of their own (now or later, text
 * or in person, go or skip, say something or let it go) never reach here.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize, gerund, swapPronouns } from './text';
import { WEEKDAYS } from './understanding/entities';

const LEAD = String.raw`should (?:i|we)|shall (?:i|we)|do you think (?:i|we) should|is it better to|would it be better to|would you|` +
  String.raw`(?:i )?(?:can'?t|cannot) decide (?:whether|if) to|whether to|better to`;
// "or is that too much?", "or not", "or something": a doubt or a shrug, not a second option.
const NOT_AN_OPTION = /^(?:is|would|will|does|do|am|was|are|could|might|not|no|something|anything|whatever|so|what|should|both|neither|either)\b/i;
const CHOICE = new RegExp(String.raw`\b(?:${LEAD})(?: just| rather)? ([^?.!]{2,80}?),? or (?:should (?:i|we) |do i |just |rather |to )?([^?.!,]{2,60})`, 'i');
const MAX_OPTION_WORDS = 12;
// Said back as "doing it" when it starts with a verb; a thing or a time ("the pool", "Monday morning") is said as it is.
const DETERMINERS = new Set('the a an my your his her their our this that these those some one two both another'.split(' '));
const PREPOSITIONS = new Set('to with for at from by through via in on into over about'.split(' '));
const NOT_A_VERB = new Set([...DETERMINERS, ...PREPOSITIONS, ...'it them him me us i you he she they we'.split(' ')]);
const DAYS: ReadonlySet<string> = new Set(WEEKDAYS);
const TIME_WORDS = new Set([
  ...WEEKDAYS, 'today', 'tonight', 'tomorrow', 'this', 'next', 'in', 'on', 'at', 'after', 'before', 'now', 'later',
  'weekend', 'weekends', 'morning', 'mornings', 'evening', 'evenings', 'afternoon', 'night', 'lunchtime', 'week', 'month',
]);

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** "send it back" → "sending it back"; "my mum" → "your mum"; weekdays capitalised. */
function startsWithVerb(option: readonly string[]): boolean {
  const first = (option[0] ?? '').toLowerCase();
  return /^[a-z]+$/.test(first) && !NOT_A_VERB.has(first) && !TIME_WORDS.has(first);
}

function saidBack(option: string[]): string {
  const [first = '', ...rest] = option;
  const head = startsWithVerb(option) ? gerund(first.toLowerCase()) : first;
  return swapPronouns([head, ...rest].join(' '))
    .split(/\s+/)
    .map((w) => (DAYS.has(w.toLowerCase()) ? capitalize(w.toLowerCase()) : w))
    .join(' ');
}

export interface Choice {
  first: string;
  second: string;
  /** Two times ("Friday after close", "Monday morning"), not two steps. */
  times: boolean;
}

/** The two options of a choice the message asks about, said back, or null. */
export function choiceIn(raw: string): Choice | null {
  const m = CHOICE.exec(raw.slice(0, 600));
  if (!m) return null;
  // "What should I say, sorry or nothing?" asks what; that is not weighing two steps.
  const before = raw.slice(0, m.index).split(/[.?!]/).at(-1) ?? '';
  if (/\b(?:what|how|when|who|where|why|which)\b/i.test(before)) return null;
  let second = words((m[2] ?? '').replace(/\s+(?:now|then|instead|too|either|first)$/i, ''));
  let first = words((m[1] ?? '').replace(/^(?:just|rather)\s+/i, ''));
  if (NOT_AN_OPTION.test(second.join(' ')) || first.length === 0 || second.length === 0) return null;
  if (first.length > MAX_OPTION_WORDS || second.length > MAX_OPTION_WORDS) return null;
  const lead = (second[0] ?? '').toLowerCase();
  if (!startsWithVerb(second) && startsWithVerb(first) && (PREPOSITIONS.has(lead) || DETERMINERS.has(lead))) {
    // "send an apology to the whole list or just to Denise", "start with the easy rooms or the hard ones": the second
    // option is the first with its end changed; "go to Priya directly or through Daniel": the same step another way.
    const at = first.findLastIndex((w, i) => i > 0 && w.toLowerCase() === lead);
    const head = at > 0 ? first.slice(0, at) : first.slice(0, 1);
    second = [...head, ...second];
  } else if (!startsWithVerb(second) && startsWithVerb(first)) {
    // "do it friday after close or monday morning": the options are the two times, not a step and a time.
    const at = first.findIndex((w, i) => i > 0 && TIME_WORDS.has(w.toLowerCase()));
    if (at < 0 || !TIME_WORDS.has(lead)) return null;
    // "go in evening… or weekend morning": the times, without the "in" before one of them.
    first = first.slice(/^(?:in|on|at)$/i.test(first[at] ?? '') && at + 1 < first.length ? at + 1 : at);
  }
  const times = TIME_WORDS.has((first[0] ?? '').toLowerCase()) && TIME_WORDS.has((second[0] ?? '').toLowerCase());
  return { first: saidBack(first), second: saidBack(second), times };
}

/** The way to weigh a named choice: whole the first time in a session, short after; null when the message names no two options. */
export function answerChoice(s: Session, raw: string): Turn | null {
  const choice = choiceIn(raw);
  if (!choice) return null;
  const { first, second, times } = choice;
  const before = s.state.answered.includes('choice');
  if (!before) s.state.answered = [...s.state.answered, 'choice'].slice(-40);
  const weighed = times
    ? `Between ${first} and ${second}, I'd pick the one where you are least rushed or tired, with time afterwards to let it settle. ` +
      'Anything hard squeezed in before something else, or at the end of a long day, usually goes worse than the same thing at a calm time.'
    : before
      ? `Between ${first} and ${second}, both can be reasonable, so go with the one that fits what matters most to you here, and that ` +
        "you could mend if it went wrong. If you're torn, toss a coin and notice which side you hope for while it's in the air."
      : `Between ${first} and ${second}, here is how I would weigh it. ` +
        `1. Picture a week after ${first}: what is easier, and what is harder? 2. Now the same for ${second}. ` +
        '3. Which one would you regret less, and which could you undo if it turned out wrong? ' +
        'If one of them brings a little relief when you imagine it, that is worth trusting.';
  const parts = [weighed, s.pick(['Which way are you leaning right now?', 'What makes the other one tempting?'])];
  return { kind: 'reply', parts, carry: parts, content: true };
}
