/** Message understanding for the coach: what a message does and what it mentions. */
export type * from './types';
export { understand, normalizeWord, readMessage, spelledAsMeant, VOCABULARY } from './understand';
export { classifyAct, answerKind, isOffTopic } from './acts';
export { TOPIC_IDS, topicsIn } from './topics';
export { entitiesIn, dayAt, type Token } from './entities';
export { bodyIn } from './body';
export { fitSlot } from './slots';
export { makeCorrector, editDistance, allowedEdits } from './spelling';
