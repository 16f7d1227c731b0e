/** All techniques, and how a coach finds one: by id, by name in a message, or by what the person needs. */
import type { CoachId } from '@contracts/coaches';
import type { Feeling } from '../lexicon';
import type { BodyPart, TopicId } from '../understanding/types';
import { ACTION_TECHNIQUES } from './techniques-action';
import { BODY_TECHNIQUES } from './techniques-body';
import { MIND_TECHNIQUES } from './techniques-mind';
import type { Technique, TechniqueId } from './types';

export const TECHNIQUES: readonly Technique[] = [...BODY_TECHNIQUES, ...MIND_TECHNIQUES, ...ACTION_TECHNIQUES];

export const TECHNIQUE_IDS: readonly TechniqueId[] = TECHNIQUES.map((technique) => technique.id);

const BY_ID: ReadonlyMap<TechniqueId, Technique> = new Map(TECHNIQUES.map((technique) => [technique.id, technique]));

export function techniqueById(id: TechniqueId): Technique {
  const technique = BY_ID.get(id);
  if (!technique) throw new Error(`Unknown technique: ${id}`);
  return technique;
}

/** The technique a message names ("can we do box breathing", "4 7 8", "pmr"), or null. `text` is the normalised lower-case message. */
export function techniqueNamed(text: string): Technique | null {
  return TECHNIQUES.find((technique) => technique.names.some((pattern) => pattern.test(text))) ?? null;
}

export interface TechniqueNeed {
  topics?: readonly TopicId[];
  feelings?: readonly Feeling[];
  body?: readonly BodyPart[];
}

/** What one part of the body matched adds to a technique's fit: more than any number of topics and feelings. */
const BODY_FIT = 10_000;

/** How well a technique fits: body matches weigh most, then topics, then feelings. */
function fit(technique: Technique, need: TechniqueNeed): number {
  const count = <T>(offered: readonly T[] | undefined, wanted: readonly T[] | undefined) =>
    wanted ? wanted.filter((item) => offered?.includes(item) ?? false).length : 0;
  const { helpsWith } = technique;
  return count(helpsWith.body, need.body) * BODY_FIT + count(helpsWith.topics, need.topics) * 100 + count(helpsWith.feelings, need.feelings);
}

/** A coach's place for a technique: first the ones it is listed first for, then in library order. */
function ownRank(coach: CoachId, technique: Technique): number {
  return technique.coaches.indexOf(coach) * TECHNIQUES.length + TECHNIQUES.indexOf(technique);
}

/**
 * Techniques for what the person needs, best first: the coach's own that fit (body, then topic, then feeling
 * matches, then the coach's own order), then other coaches' techniques that fit better than any of its own (first, when
 * only they fit the part of the body named), then the coach's remaining techniques in its own order. Excluded ids (already
 * offered or tried) are left out.
 */
export function techniquesFor(coach: CoachId, need: TechniqueNeed, exclude: readonly TechniqueId[], fittingOnly = false): Technique[] {
  const candidates = TECHNIQUES.filter((technique) => !exclude.includes(technique.id)).map((technique) => ({
    technique,
    score: fit(technique, need),
  }));
  const byFit = (a: { technique: Technique; score: number }, b: { technique: Technique; score: number }) =>
    b.score - a.score || ownRank(coach, a.technique) - ownRank(coach, b.technique);
  const own = candidates.filter(({ technique }) => technique.coaches.includes(coach));
  const ownFitting = own.filter(({ score }) => score > 0).sort(byFit);
  const bestOwn = ownFitting[0]?.score ?? 0;
  const shared = candidates
    .filter(({ technique, score }) => !technique.coaches.includes(coach) && score > bestOwn)
    .sort((a, b) => b.score - a.score || TECHNIQUES.indexOf(a.technique) - TECHNIQUES.indexOf(b.technique));
  // The coach's own that fit nothing told come last, or not at all when only fitting ones are wanted.
  const rest = fittingOnly ? [] : own.filter(({ score }) => score === 0).sort(byFit);
  // A part of the body named ("my jaw is always tense") that none of the coach's own is for: the one for it comes first.
  const forBody = (score: number) => score >= BODY_FIT;
  const bodyFirst = shared.length > 0 && forBody(shared[0]!.score) && !forBody(bestOwn);
  const ordered = bodyFirst ? [...shared, ...ownFitting, ...rest] : [...ownFitting, ...shared, ...rest];
  return ordered.map(({ technique }) => technique);
}
