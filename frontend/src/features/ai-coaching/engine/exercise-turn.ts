/**
 * A message while a guided exercise runs: the answer to its step (quoted back only when it fits
 * the step's slot), or a way out of it, a question that sets it aside, a switch to another one.
 */
import { answerClarify } from './clarify-reply';
import { SHARED_LINES } from './coach-lines';
import { answerFirst, asksOffTopic, honestLine, recall } from './answer-first';
import { join, say, type Turn } from './compose-reply';
import { closingTurn, endsConversation } from './closing';
import { hardNewsElsewhere } from './good-news';
import { ASIDE, REMEMBER_ASK, SOMETHING_ELSE, STOP_EXERCISE } from './cues';
import { flowById, switchRequest } from './flows';
import { flowContext, pause, startFlow, stepAsk } from './guided-exercise';
import type { Intent } from './intents';
import type { Analysis } from './lexicon';
import { techniqueNamed, TECHNIQUES } from './library';
import { listen, SENSITIVE, sensitive } from './listening';
import { noteOutcome, noteTechnique } from './memory';
import { decline, type Session } from './session';
import { LIMITS, type ActiveFlow } from './state';
import { answerCaseTold, answerDose, ELSE_ASKED } from './situation-reply';
import { answerDoesItWork, differentTechnique } from './technique-reply';
import { fitSlot, type Understanding } from './understanding';

const ASKS_BACK = /^(?:wait |so |but |ok |okay |hmm )?(?:how|what|when|where|why|which|is it|are you|do you|does it|can i|should i)\b/;

// A question put to the coach even without its "?"; "when I get home, I will change" answers a step.
const ASKS_OUTRIGHT = /\b(what (do|should|can|would) i|how (do|can|should|would) i|should i|can i|is it (ok|okay|normal|bad)|do i have to)\b/;

// A question about the exercise itself ("how many minutes should I do it for?"), not about something else.
const ABOUT_THE_EXERCISE = /\b(?:it|this|that|the exercise|exercise|breathing|breath|counts?|steps?|senses?|practice|technique|do it|doing it)\b/;

const WORSE_NOW = /^(?:(?:no|ugh|omg|it'?s|its|this is|i'?m|im|it is|feels?|feeling)\W* )*(?:getting|got|even|much|only) worse\b/;

/** The most words of "anything else?" asked of the exercise itself ("is there anything else i should do"). */
const ELSE_WORDS = 6;

/** The next turn of the exercise in progress; null when the message set it aside to be answered as any other. */
export function continueFlow(s: Session, a: Analysis, u: Understanding, intent: Intent | null, text: string): Turn | null {
  const state = s.state;
  const flow = state.flow as ActiveFlow;
  const def = flowById(s.coachId, flow.id);
  if (!def) {
    state.flow = null;
    return listen(s, a, text);
  }
  const technique = TECHNIQUES.find((t) => t.flow === def.id);
  // "its getting worse" between the steps: this exercise is not helping now, so another, never "Good. Let's do three more rounds."
  if (u.act === 'not-helped' || WORSE_NOW.test(u.normalized)) {
    state.flow = null;
    decline(state, def.id);
    if (technique) noteTechnique(state.memory, technique.id, technique.title, null);
    return differentTechnique(s, u);
  }
  if (ASIDE.test(text)) return { kind: 'technique', parts: [s.pick(SHARED_LINES.aside)], carry: [] };
  // "wait actually my mum just texted me that grandma is in hospital": hard news sets the exercise aside, to be resumed later.
  if (hardNewsElsewhere(a.raw.toLowerCase())) {
    state.paused = flow;
    state.flow = null;
    s.pausedFor = def.title;
    return null;
  }
  // "ok sige. thanks!! wish me luck": a goodbye ends the exercise where it is, instead of its next step.
  const closing = endsConversation(u.normalized, a.raw) ? closingTurn(s, u.normalized, a.raw) : null;
  if (closing) {
    pause(state);
    return closing;
  }
  if (STOP_EXERCISE.test(text)) {
    state.flow = null;
    decline(state, def.id);
    if (technique) noteOutcome(state.memory, technique.id, false);
    return say('reply', join([s.pick(s.voice.exitFlow, { title: def.title })]), true);
  }
  if (intent === 'exit' || SOMETHING_ELSE.test(text)) {
    // Set aside, not thrown away: "Back to the exercise" (a quick reply) picks it up where it stopped.
    pause(state);
    return say('reply', s.pick(s.voice.exitFlow, { title: def.title }), true);
  }
  const other = switchRequest(s.coachId, text, def.id);
  if (other) return startFlow(s, other, null);
  if (intent && SENSITIVE.includes(intent)) {
    const turn = sensitive(s, intent);
    const resume = s.pick(s.voice.flowResume, { title: def.title });
    return { kind: 'reply', parts: [...turn.parts, resume], carry: [...turn.carry, resume] };
  }
  // "what do u mean by 'what would happen if she never paid it back'": that question or advice explained, then the step.
  const explained = answerClarify(s, a.raw);
  if (explained) {
    const ask = stepAsk(s, def, flow);
    return { kind: 'technique', parts: [...explained.parts.slice(0, -1), ask], carry: [ask] };
  }
  if (intent === 'clarify') {
    const ask = stepAsk(s, def, flow);
    return { kind: 'technique', parts: [s.pick(s.voice.clarify), ask], carry: [ask] };
  }
  // "Does this actually work or is it just distraction?" mid-exercise: answered for this technique, then the step again.
  const works = technique ? answerDoesItWork(s, u.normalized, technique.id) : null;
  if (works) {
    const ask = stepAsk(s, def, flow);
    return { kind: 'technique', parts: [...works.parts.slice(0, 2), s.pick(s.voice.flowResume, { title: def.title }), ask], carry: [ask] };
  }
  if (asksOffTopic(u, a)) {
    const ask = stepAsk(s, def, flow);
    return { kind: 'technique', parts: [honestLine(u), s.pick(s.voice.flowResume, { title: def.title }), ask], carry: [ask] };
  }
  // "anything else?" between steps: nothing more than this step yet, never taken for the step done.
  if (ELSE_ASKED.test(u.normalized) && u.normalized.split(' ').length <= ELSE_WORDS) {
    const ask = stepAsk(s, def, flow);
    return { kind: 'technique', parts: [s.pick(SHARED_LINES.oneStep), ask], carry: [ask] };
  }
  // A new question or request of its own (asked as one, with "?" or a technique's name): the exercise waits while it is answered.
  // Without a "?" too ("what do i do if it hasn't slowed down by stockwell"), unless the step asks for a thought, which may be a question.
  const takesThought = def.steps[flow.step]?.slot === 'thought';
  const asksOutright = a.raw.includes('?') || (!takesThought && ASKS_OUTRIGHT.test(u.normalized));
  const ownAsk = (u.act === 'question' && a.hasQuestion && asksOutright) || (u.act === 'request' && techniqueNamed(u.normalized) !== null);
  if (ownAsk || (u.act === 'meta' && REMEMBER_ASK.test(text))) {
    state.flow = null;
    // "How many minutes should I do it for?": how much of this exercise, then its step again.
    const dose = u.act === 'meta' ? null : answerDose(s, u.normalized);
    if (dose) {
      state.flow = flow;
      const ask = stepAsk(s, def, flow);
      return { kind: 'technique', parts: [...dose.parts.slice(0, -1), ask], carry: [ask] };
    }
    const answered = u.act === 'meta' ? recall(s) : answerFirst(s, u, a, text);
    if (answered) {
      state.paused = flow;
      const note = state.flow || state.offer ? '' : s.pick(SHARED_LINES.paused, { title: def.title });
      return { ...answered, parts: [...answered.parts, note], carry: [...answered.carry, note] };
    }
    // "Do I need someone to drive me home after?": a question of its own, never taken for the step's answer.
    if (!ABOUT_THE_EXERCISE.test(u.normalized)) {
      state.paused = flow;
      s.pausedFor = def.title;
      return null;
    }
    state.flow = flow;
  }

  // "wait how many hours a day is realistic tho" asks, even without its "?": never quoted back as an answer.
  const asksSomething = u.act === 'question' || (!takesThought && ASKS_BACK.test(u.normalized));
  const unsure = intent === 'unsure';
  // "ok", "yes" or a thumbs-up moves an instruction step on but is nothing to quote back later.
  const bare = unsure || intent === 'yes' || intent === 'no';
  const step = def.steps[flow.step];
  let answer = bare ? '' : a.empty ? (a.feelings[0] ?? '') : a.clean.slice(0, LIMITS.answer);
  if (answer && step?.slot) {
    // Only words that fit the slot are quoted back in a plan or summary; otherwise ask once more.
    const fitted = fitSlot(answer, step.slot);
    if (fitted === null && !flow.retried) {
      flow.retried = true;
      // "i just feel paralysed" for a step: what helps with that case first, then the step asked again.
      const told = answerCaseTold(s, u.normalized, true);
      if (told) {
        const ask = stepAsk(s, def, flow);
        return { kind: 'technique', parts: [told.parts[0] ?? '', ask], carry: [ask] };
      }
      const again = s.pick(SHARED_LINES.retrySlot[step.slot]);
      return { kind: 'technique', parts: [again], carry: [again] };
    }
    // The person's own words are quoted whole once they are known to fit.
    if (fitted === null) answer = '';
  } else if (answer && asksSomething && !flow.retried) {
    flow.retried = true;
    const ask = stepAsk(s, def, flow);
    return { kind: 'technique', parts: [s.pick(SHARED_LINES.unknownQuestion), ask], carry: [ask] };
  } else if (asksSomething) {
    answer = '';
  }
  const reaction = unsure ? s.pick(s.voice.unsureAck) : (step?.react?.(answer, flowContext(s, flow)) ?? null);
  flow.answers.push(answer);
  flow.step += 1;
  flow.retried = false;

  if (flow.step < def.steps.length) {
    const ask = stepAsk(s, def, flow);
    return { kind: 'technique', parts: [reaction ?? s.pick(s.voice.stepAck), ask], carry: [ask] };
  }
  const finish = def.finish(flowContext(s, flow));
  state.flow = null;
  if (!state.completedFlows.includes(def.id)) state.completedFlows.push(def.id);
  if (technique) noteTechnique(state.memory, technique.id, technique.title, state.memory.topics.at(-1)?.phrase ?? null);
  return { kind: 'technique', parts: [reaction ?? '', finish], carry: [finish] };
}
