/** The coaches' shared knowledge: techniques written as steps, answers to common questions, and honest off-topic replies. */
import type { CoachId } from '@contracts/coaches';
import type { Feeling } from '../lexicon';
import type { FlowId } from '../types';
import type { BodyPart, TopicId } from '../understanding/types';

export type TechniqueId =
  | 'grounding-5-4-3-2-1'
  | 'box-breathing'
  | 'breathing-4-7-8'
  | 'progressive-muscle-relaxation'
  | 'body-scan'
  | 'worry-time'
  | 'wind-down-routine'
  | 'stimulus-control'
  | 'thought-record'
  | 'decatastrophising'
  | 'behavioural-activation'
  | 'self-compassion-break'
  | 'naming-emotions'
  | 'nonviolent-communication'
  | 'boundary-script'
  | 'social-openers'
  | 'smart-goal'
  | 'implementation-intention'
  | 'habit-stacking'
  | 'values-compass';

export interface Technique {
  id: TechniqueId;
  /** Reads after "the" or "some": "4-7-8 breathing", "5-4-3-2-1 grounding". */
  title: string;
  /** One line on why it works, in plain words, no diagnosis. */
  why: string;
  /** Steps a person can follow alone, each one sentence (or two short ones). 3 to 7 steps. */
  steps: readonly string[];
  /** Phrases that name the technique, matched against the normalised lower-case message. */
  names: readonly RegExp[];
  /** What it is good for: the coach chooses by these. */
  helpsWith: { topics?: readonly TopicId[]; feelings?: readonly Feeling[]; body?: readonly BodyPart[] };
  /** The coaches who offer it, most suited first in their own lists. */
  coaches: readonly CoachId[];
  /** The engine's guided version, when the coach can walk through it step by step. */
  flow?: FlowId;
}

/** An answer to a common direct question or request: the content first, then a way on. */
export interface Answer {
  id: string;
  /** Matched against the normalised lower-case message of a question or request. */
  matches: readonly RegExp[];
  /** The answer itself: a yes / no view with its reason, a script of what to say, habits to try. 2 to 6 sentences. */
  text: string;
  /** A technique that goes with it, offered after the answer. */
  technique?: TechniqueId;
  /** One short question back, to go on from the answer. */
  followUp: string;
}

/** Something a wellbeing coach cannot do or answer; the reply says so honestly. The engine adds the coach's way back. */
export interface OffTopic {
  id: string;
  matches: readonly RegExp[];
  /** e.g. "I can't check the weather from here." */
  reply: string;
}
