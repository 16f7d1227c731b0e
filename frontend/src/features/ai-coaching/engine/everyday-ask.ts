/**
 * An everyday ask put in passing ("Sorry, bit random, but do you know any cheap date ideas at home?"): the library's short
 * answer, then back to what the conversation was about, by name. And that way back, for any question outside the coach's reach.
 */
import { aheadEvent } from './closing';
import { movesOf, SHARED_LINES } from './coach-lines';
import type { Turn } from './compose-reply';
import { findEverydayAsk } from './library/everyday-asks';
import { eventPhrase } from './memory';
import type { Session } from './session';
import { currentSituation, nextQuestion } from './situation-reply';
import { situationFaq } from './situations';
import type { Understanding } from './understanding';
import { OFF_TOPIC_MARK } from './understanding/acts';
import { capitalize } from './text';

const ASKING_ACTS = new Set(['question', 'request', 'off-topic']);
// Asked without a question mark: "random but what do i get my mum for her 60th", "before i forget…", "any ideas".
const ASKED_ANYWAY = /\b(?:before i forget|any ideas|what (?:do|should|can) i)\b/;

const STATE_TITLE = /^(?:feeling|being)\b/;

/** Back to the situation in play, or the event still to come, by name; the coach's own way back at the start of a talk. */
export function wayBack(s: Session): string {
  const later = s.state.userMessages > 1;
  const situation = later ? currentSituation(s) : null;
  // "we can go back to feeling lonely" would read as wishing it back: a state is what the person was telling.
  if (situation && STATE_TITLE.test(situation.title)) return s.pick(SHARED_LINES.steerBackLater);
  if (situation) return s.pick(SHARED_LINES.steerBackTo, { title: situation.title });
  const event = later ? aheadEvent(s.state) : null;
  if (event) return s.pick(SHARED_LINES.steerBackTo, { title: eventPhrase(event) });
  const person = later ? s.state.memory.people.find((one) => one.name && !one.lost) : undefined;
  if (person?.name) return s.pick(SHARED_LINES.steerBackPerson, { name: person.name });
  return later ? s.pick(SHARED_LINES.steerBackLater) : s.pick(movesOf(s.coachId).steerBack);
}

/** The answer to an everyday ask, or null when the message asks none. */
export function answerEverydayAsk(s: Session, u: Understanding, raw: string): Turn | null {
  const asked = ASKING_ACTS.has(u.act) || raw.includes('?') || OFF_TOPIC_MARK.test(u.normalized) || ASKED_ANYWAY.test(u.normalized);
  if (!asked) return null;
  const ask = findEverydayAsk(u.normalized);
  if (!ask) return null;
  const reply = ask.id === 'day-ideas' ? ask.reply.map((line) => forTheDay(line, u.normalized)) : ask.reply;
  // "what can i do this weekend?" while talking of loneliness is the trouble itself: its own next question, not a way back.
  const situation = currentSituation(s);
  const onTopic = situation && ask.id === 'day-ideas' && situationFaq(situation.id, u.normalized, 1) ? nextQuestion(s, situation) : null;
  const parts = [...reply, onTopic ?? wayBack(s)];
  return { kind: 'reply', parts, carry: parts, content: true };
}

const DAY_ASKED = /\b(saturday|sunday|weekend|day off)s?\b/;
const RAINY_DAY = 'A few that work on a rainy day, even on your own';
const RAIN = /\b(?:rain\w*|wet|pouring|cold|grey|gray|miserable weather|weather)\b/;

/** Ideas for the day asked about: "an empty Sunday" for Sunday, the rain named only when it was. */
function forTheDay(line: string, normalized: string): string {
  const day = DAY_ASKED.exec(normalized)?.[1] ?? 'saturday';
  const said = /day$/.test(day) && day !== 'day off' ? capitalize(day) : day;
  return line
    .replace('an empty Saturday', `an empty ${said}`)
    .replace(RAINY_DAY, RAIN.test(normalized) ? RAINY_DAY : 'A few that work even on your own');
}
