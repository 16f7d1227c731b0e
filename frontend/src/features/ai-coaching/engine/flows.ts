/** All technique flows, and how a message starts one. */
import { COACHES, type CoachId } from '@contracts/coaches';
import type { FlowDef } from './flow-kit';
import { HARMONY_FLOWS } from './flows-harmony';
import { PHOENIX_FLOWS } from './flows-phoenix';
import { SAGE_FLOWS } from './flows-sage';
import { ZENITH_FLOWS } from './flows-zenith';
import type { FlowId } from './types';

export const FLOWS_BY_COACH: Readonly<Record<CoachId, readonly FlowDef[]>> = {
  sage: SAGE_FLOWS,
  phoenix: PHOENIX_FLOWS,
  harmony: HARMONY_FLOWS,
  zenith: ZENITH_FLOWS,
};

export function flowById(coachId: CoachId, id: FlowId): FlowDef | undefined {
  return FLOWS_BY_COACH[coachId].find((flow) => flow.id === id);
}

const REQUEST =
  /\b(help|can you|could you|can we|could we|let's|lets|let us|guide|teach|show me|walk me|want to|would like|i'd like|try|do a|do an|do the|do some|start|how do i|how can i|how should i|i need|please|need to)\b/;

// Inside a flow, only an explicit switch moves to another technique; otherwise the message is an answer.
const SWITCH = /\b(instead|switch|rather|different exercise|another exercise|can we do|let's do|lets do|try the|do the)\b/;

/**
 * The coach's flow this message asks for. `text` is the message's lower-case words joined
 * by single spaces. A technique's name starts it; a related word only with a request.
 */
const folded = (text: string) => text.toLowerCase().replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The coach's own Quick Start or a suggested prompt: each is there to start one of its techniques. */
export function isCoachPrompt(coachId: CoachId, text: string): boolean {
  const coach = COACHES[coachId];
  const said = folded(text);
  return [coach.quickStart, ...coach.suggestedPrompts].some((prompt) => folded(prompt) === said);
}

/** A flow asked for by name ("walk me through a thought record"). */
export function namedFlow(coachId: CoachId, text: string): FlowDef | null {
  return FLOWS_BY_COACH[coachId].find((flow) => flow.names.some((pattern) => namedHere(pattern, text))) ?? null;
}

// "I can't think of five things while driving", "not the grounding one": named to say no to it.
const REFUSED_BEFORE = /\b(?:can'?t|cannot|can not|don'?t|do not|won'?t|not|no|without|instead of|hate|skip)(?: \w+){0,3} $/;

/** The technique's name is in the text, and not as something the person says they cannot or will not do. */
function namedHere(pattern: RegExp, text: string): boolean {
  const m = pattern.exec(text);
  return m !== null && !REFUSED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index));
}

export function requestedFlow(coachId: CoachId, text: string): FlowDef | null {
  const flows = FLOWS_BY_COACH[coachId];
  const named = namedFlow(coachId, text);
  if (named) return named;
  if (!REQUEST.test(text)) return null;
  return flows.find((flow) => flow.topics.some((pattern) => pattern.test(text))) ?? null;
}

export function switchRequest(coachId: CoachId, text: string, current: FlowId): FlowDef | null {
  if (!SWITCH.test(text)) return null;
  const next = FLOWS_BY_COACH[coachId].find((flow) => flow.names.some((pattern) => namedHere(pattern, text)));
  return next && next.id !== current ? next : null;
}

/** A flow whose related words appear without a request: worth offering rather than starting. */
export function relatedFlow(coachId: CoachId, text: string): FlowDef | null {
  return FLOWS_BY_COACH[coachId].find((flow) => flow.topics.some((pattern) => pattern.test(text))) ?? null;
}
