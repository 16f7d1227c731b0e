/** The coaches' shared library: techniques as steps, answers to common questions and honest off-topic replies. */
export type { Answer, OffTopic, Technique, TechniqueId } from './types';
export { TECHNIQUE_IDS, TECHNIQUES, techniqueById, techniqueNamed, techniquesFor, type TechniqueNeed } from './techniques';
export { ANSWERS, answerById, asksForTheMoment, findAnswer } from './answers';
export { OFF_TOPIC, findOffTopic } from './off-topic';
