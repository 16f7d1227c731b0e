/** The situations the coach recognises, one JSON file per area of life (checked by test/frontend/ai-coaching/situations.test.ts). */
import body from './body.json';
import change from './change.json';
import feelings from './feelings.json';
import relationships from './relationships.json';
import study from './study.json';
import work from './work.json';
import { situationReader } from './read';
import { faqRetriever } from './retrieve';
export { caseTerms, subjectWords, terms as contentWords } from './retrieve';
import type { Situation } from './types';

export {
  A_ROW_FEARED, askTypeOf, asksWhereToStart, generalOf, leadingSituation, LEADS_FROM, LOSS_SITUATIONS, namedSituation, nextFrame, nextNamings,
  TURNS_TO, turnsAway, withoutPassing,
} from './read';
export { ASK_TYPES, type AskType, type Faq, type Situation } from './types';

export const SITUATIONS: readonly Situation[] = [work, study, body, relationships, change, feelings].flatMap(
  (file) => file.situations as readonly Situation[],
);
export const SITUATION_IDS: readonly string[] = SITUATIONS.map((s) => s.id);

const BY_ID = new Map(SITUATIONS.map((s) => [s.id, s]));

export function situationById(id: string): Situation | null {
  return BY_ID.get(id) ?? null;
}

const reader = situationReader(SITUATIONS);
export const situationScores = reader.score;
export const namedAcrossSentences = reader.namedAcrossSentences;
export const situationFaq = reader.faq;
export const relatedSituation = reader.related;
export const situationHintsHeard = reader.hintsHeard;
export const retrieveFaq = faqRetriever(SITUATIONS).retrieve;
