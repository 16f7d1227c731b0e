/**
 * Replies from the situation in play (engine/situations/): a question gets the content for its
 * kind (words to say, a view, a plan, a way to cope), led in with what the person told the coach;
 * a message that asks for nothing gets an acknowledgement of the situation and a question of its
 * own, and now and then an offer of something to try. Each piece is said once a session.
 */
import { type Turn } from './compose-reply';
import { memoryQuestion } from './context-reading';
import { eventPhrase } from './memory';
import { hashText } from './no-repeat';
import type { Session } from './session';
import { situationById, type AskType, type Situation } from './situations';
import { GENERAL_ANSWERS } from './situations/general';

/** Listening turns on one situation before the coach offers something to try. */
const OFFER_AFTER = 2;

const LEADS: Readonly<Record<AskType, readonly string[]>> = {
  script: ['Here are some words you could use.', 'Here is one way to put it.', 'You could put it something like this.'],
  whatif: ["If that happens, here's what you can do.", "Let's plan for that possibility."],
  normal: ['Short answer: you are not alone in this.', 'That is a fair question to ask.'],
  plan: ["Here's a plan you can adjust to fit.", "Let's put a simple plan together."],
  should: ["Here's how I'd weigh it.", "Here's my honest view."],
  why: ["There's a good reason it happens.", 'It makes sense that it keeps happening.'],
  howto: ["Here's something you can try.", "Here's something practical for this."],
};

// Said when the situation's own acknowledgements are used: short, and never the person's words pasted back.
const SHORT_ACKS = ['That makes sense.', 'I hear you.', 'Okay, that helps me understand.', "That's a lot to carry.", 'Thank you, that fills in the picture.'];

const OFFERS = [
  'Would it help if I suggested something practical for {title}?',
  'Would you like a few ideas for {title}?',
  'If you like, I can share something that helps with {title}. Would that be useful?',
];

export function currentSituation(s: Session): Situation | null {
  const id = s.state.situation;
  return id ? situationById(id) : null;
}

const answerKey = (situation: Situation, type: AskType) => `${situation.id}:${type}`;

/** The person's own details, put before the content when they fit it: a name for words to say, an event ahead for a plan. */
function contextLead(s: Session, type: AskType): string | null {
  const memory = s.state.memory;
  if (type === 'script') {
    const person = [...memory.people].reverse().find((p) => p.name);
    return person?.name ? `Here are some words you could use with ${person.name}.` : null;
  }
  if (type === 'plan' || type === 'howto' || type === 'whatif') {
    const event = [...memory.events].reverse().find((e) => e.ahead);
    return event ? `With ${eventPhrase(event)} coming up, here's what I'd suggest.` : null;
  }
  return null;
}

/** The situation's answer for this kind of question, once a session; null when there is none to give. */
export function answerSituation(s: Session, type: AskType, followUp = true): Turn | null {
  const situation = currentSituation(s);
  if (!situation) return null;
  const key = answerKey(situation, type);
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  s.state.situationTurns = 0;
  const lead = contextLead(s, type);
  const fresh = lead !== null && !s.state.said.includes(hashText(lead, 'line'));
  if (fresh) s.state.said.push(hashText(lead, 'line'));
  const answer = situation.answers[type];
  // An answer that opens with its own lead ("Here is a simple plan…") needs no other.
  const opening = /^here('s| is| are)\b/i.test(answer) ? '' : fresh ? lead : s.pick(LEADS[type]);
  const parts = [opening, answer];
  if (followUp) parts.push(memoryQuestion(s) ?? s.pick(situation.questions));
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** The next kind of answer worth giving when the person asks for "something else" in this situation. */
export function nextAnswerType(s: Session): AskType | null {
  const situation = currentSituation(s);
  if (!situation) return null;
  const order: AskType[] = ['howto', 'plan', 'whatif', 'script'];
  return order.find((type) => !s.state.answered.includes(answerKey(situation, type))) ?? null;
}

/**
 * Listening in a situation: an acknowledgement that shows it was understood, then a question of its
 * own (or how an event went); after a couple of such turns, an offer of something practical.
 * Null when the situation's acknowledgements are all used.
 */
export function listenInSituation(s: Session): Turn | null {
  const situation = currentSituation(s);
  if (!situation) return null;
  const said = new Set(s.state.said);
  const unused = (pool: readonly string[]) => pool.some((line) => !said.has(hashText(line, 'line')));
  const ack = unused(situation.ack) ? situation.ack : SHORT_ACKS;
  if (ack === SHORT_ACKS && !unused(situation.questions)) return null;
  const parts = [s.pick(ack)];
  s.state.situationTurns += 1;
  const howtoGiven = s.state.answered.includes(answerKey(situation, 'howto'));
  if (s.state.situationTurns > OFFER_AFTER && !howtoGiven && !s.state.declinedSituations.includes(situation.id)) {
    parts.push(s.pick(OFFERS, { title: situation.title }));
    s.state.offeredSituation = situation.id;
    s.state.situationTurns = 0;
    return { kind: 'reply', parts, carry: parts.slice(1) };
  }
  parts.push(memoryQuestion(s) ?? s.pick(situation.questions));
  return { kind: 'reply', parts, carry: parts.slice(1) };
}

/** With no situation to read a question in: general content for its kind, once a session each. */
export function answerGeneral(s: Session, type: AskType): Turn | null {
  const key = `general:${type}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const parts = [s.pick(LEADS[type]), GENERAL_ANSWERS[type], memoryQuestion(s) ?? s.pick(s.voice.lens.none)];
  return { kind: 'reply', parts, carry: parts, content: true };
}
