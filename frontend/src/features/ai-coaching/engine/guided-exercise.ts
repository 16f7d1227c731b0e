/** Running a guided exercise: starting it, asking its steps, setting it aside and resuming it. */
import { SHARED_LINES } from './coach-lines';
import { join, say, type Turn } from './compose-reply';
import type { FlowContext, FlowDef } from './flow-kit';
import { flowById } from './flows';
import { mentionsMedication, type Analysis } from './lexicon';
import { TECHNIQUES } from './library';
import { mirrorLine } from './listening';
import { noteTechnique } from './memory';
import type { Session } from './session';
import type { ActiveFlow, EngineSnapshot } from './state';
import { shortQuote } from './text';

/** Starts a guided technique; `answer` is content that answers the request, said first. */
export function startFlow(s: Session, def: FlowDef, a: Analysis | null, answer?: string): Turn {
  const flow: ActiveFlow = { id: def.id, step: 0, answers: [] };
  s.state.flow = flow;
  s.state.offer = null;
  s.state.paused = null;
  const technique = TECHNIQUES.find((t) => t.flow === def.id);
  if (technique) noteTechnique(s.state.memory, technique.id, technique.title, null);
  const mirror = a?.mirror ? mirrorLine(s, a.mirror) : '';
  const lead = answer ? join([mirror, answer]) : mirror;
  const intro = s.pick(def.intro);
  const ask = stepAsk(s, def, flow);
  return { kind: 'technique', parts: [lead, intro, ask], carry: [intro, ask] };
}

export function pause(state: EngineSnapshot): void {
  state.paused = state.flow;
  state.flow = null;
}

export function resumeFlow(s: Session): Turn {
  const flow = s.state.paused as ActiveFlow;
  const def = flowById(s.coachId, flow.id);
  s.state.paused = null;
  if (!def) return say('reply', s.pick(SHARED_LINES.somethingElse));
  s.state.flow = flow;
  const ask = stepAsk(s, def, flow);
  return { kind: 'technique', parts: [s.pick(SHARED_LINES.resume, { title: def.title }), ask], carry: [ask] };
}

export function stepAsk(s: Session, def: FlowDef, flow: ActiveFlow): string {
  return def.steps[flow.step]?.ask(flowContext(s, flow)) ?? '';
}

export function flowContext(s: Session, flow: ActiveFlow): FlowContext {
  return {
    answers: flow.answers,
    quote: (index, fallback) => {
      const answer = flow.answers[index] ?? '';
      if (mentionsMedication(answer)) return fallback;
      const quoted = shortQuote(answer);
      return quoted ? `"${quoted}"` : fallback;
    },
    pick: s.pick,
  };
}
