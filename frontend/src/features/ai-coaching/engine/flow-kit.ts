/** The shape of a multi-step technique flow, and small helpers its steps share. */
import type { CoachId } from '@contracts/coaches';
import { FEELINGS, feelingsIn, type Feeling } from './lexicon';
import { cleanText, tokens } from './text';
import type { FlowId } from './types';
import type { SlotKind } from './understanding/types';

export interface FlowContext {
  /** The user's answers to the steps so far; '' where they weren't sure. */
  readonly answers: readonly string[];
  /** Answer `index` as a short quote in double quotes, or `fallback` when there is none. */
  quote(index: number, fallback: string): string;
  pick(pool: readonly string[], vars?: Readonly<Record<string, string>>): string;
}

export interface FlowStep {
  /** Fits "When you're ready, {label}." in a gentle reminder. */
  label: string;
  ask(ctx: FlowContext): string;
  /** What the answer must be to be quoted back (a time, a place, a need…); it is asked again once when it is not. */
  slot?: SlotKind;
  /** An acknowledgement of this step's answer; null leaves it to the coach's usual one. */
  react?(answer: string, ctx: FlowContext): string | null;
}

export interface FlowDef {
  id: FlowId;
  coach: CoachId;
  /** Used after "the": "the box breathing". */
  title: string;
  /** Explicit requests for this technique (matched on lower-case words joined by spaces): start at once. */
  names: readonly RegExp[];
  /** Related words: start only together with a request ("help", "can we", "how do I"…). */
  topics: readonly RegExp[];
  intro: readonly string[];
  steps: readonly FlowStep[];
  /** The wrap-up, ending with an open question. */
  finish(ctx: FlowContext): string;
}

/** A flow as its coach's file declares it: the coach is named once, for all of the file's flows. */
export type CoachFlow = Omit<FlowDef, 'coach'>;

/** A coach's flows, each given its coach. */
export function flowsOf(coach: CoachId, flows: readonly CoachFlow[]): readonly FlowDef[] {
  return flows.map((flow) => ({ ...flow, coach }));
}

/** A step that always asks the same question. */
export function askStep(label: string, question: string): FlowStep {
  return { label, ask: () => question };
}

/** The first whole number in an answer if it lies within 0..max ("about 70%", "7/10", "seven" is not read). */
export function numberIn(answer: string, max: number): number | null {
  for (const match of answer.matchAll(/\b(\d{1,3})\b/g)) {
    const value = Number(match[1]);
    if (value >= 0 && value <= max) return value;
  }
  return null;
}

/** True when the answer is only a number, maybe with "/10" or "out of 10". */
export function isOnlyNumber(answer: string): boolean {
  return /^\s*\d{1,3}\s*(%|\/\s*\d+|out of \d+)?\s*[.!]?\s*$/i.test(answer);
}

export function feelingOf(answer: string): Feeling | null {
  return feelingsIn(tokens(cleanText(answer)))[0] ?? null;
}

/** "the anxiety" for a recognised feeling, otherwise `fallback`. */
export function feelingPhrase(answer: string, fallback: string): string {
  const feeling = feelingOf(answer);
  return feeling ? `the ${FEELINGS[feeling].noun}` : fallback;
}

export const DIFFICULTY = /\b(can't|cannot|cant|hard|difficult|struggl\w*|dizzy|light ?headed|not working|doesn't work|don't like)\b/i;
