/**
 * One chat's working parts, shared by the modules that answer a message: the coach, its voice,
 * the random source and the state every reply reads and updates.
 */
import { COACHES, type CoachId } from '@contracts/coaches';
import type { FlowDef } from './flow-kit';
import { flowById } from './flows';
import { pickLine, type Pick } from './no-repeat';
import type { Random } from './random';
import type { EngineSnapshot } from './state';
import type { FlowId } from './types';
import { VOICES, type Voice } from './voices';

export interface Session {
  readonly coachId: CoachId;
  readonly voice: Voice;
  readonly random: Random;
  readonly state: EngineSnapshot;
  /** The latest user message, lower case (so a follow-up does not ask about what it just said). */
  lastText: string;
  /** The latest user message as written, with its capitals (said back in a view: "…on Wednesday"). */
  lastRaw: string;
  /** The user message before it, lower case (who "her" is in "what do I say to her?"). */
  previousText: string;
  /** The few user messages before the latest, as written, newest last (what "what do I say to her?" is to say). */
  earlierRaw: string[];
  /** A line from a pool, avoiding lines already used (see no-repeat.ts). */
  readonly pick: Pick;
  /** Whether the latest message asked something or requested something ("Write me a short email."). */
  asked: boolean;
  /** The exercise this message set aside to be answered as any other, named at the end of the reply; null otherwise. */
  pausedFor: string | null;
}

export function createSession(coachId: CoachId, random: Random, state: EngineSnapshot): Session {
  const name = COACHES[coachId].name;
  return {
    coachId,
    voice: VOICES[coachId],
    random,
    state,
    lastText: '',
    lastRaw: '',
    previousText: '',
    earlierRaw: [],
    asked: false,
    pausedFor: null,
    pick: (pool, vars = {}) => pickLine(state, random, name, pool, vars),
  };
}

export function activeFlow(s: Session): FlowDef | undefined {
  return s.state.flow ? flowById(s.coachId, s.state.flow.id) : undefined;
}

export function offerable(state: EngineSnapshot, flow: FlowId): boolean {
  return !state.completedFlows.includes(flow) && !state.declinedFlows.includes(flow);
}

export function decline(state: EngineSnapshot, flow: FlowId): void {
  if (!state.declinedFlows.includes(flow)) state.declinedFlows.push(flow);
}

export function offer(state: EngineSnapshot, flow: FlowId): void {
  state.offer = flow;
  state.lastOfferAt = state.userMessages;
}
