/**
 * Answers to common direct questions a wellbeing coach hears, so a question gets a real answer first.
 * Patterns read the normalised message: lower case, words joined by single spaces, apostrophes optional.
 * Most are built with `all` (match-all.ts), so the words may come in any order.
 * Earlier answers are more specific and win over later ones: the groups are ordered so that, for example,
 * saying no to a boss comes before boundaries in general and a pet's death before grief in general.
 */
import { FEELING_ANSWERS } from './answers-feelings';
import { HABIT_ANSWERS } from './answers-habits';
import { GENERAL_ANSWERS, MOMENT_ANSWERS } from './answers-moments';
import { PEOPLE_ANSWERS } from './answers-people';
import { PRACTICAL_ANSWERS } from './answers-practical';
export { asksForTheMoment } from './answers-practical';
import { SLEEP_BODY_ANSWERS } from './answers-sleep-body';
import type { Answer } from './types';

/** Medication and dose questions are answered elsewhere, never here; messages about harming oneself are not for a stock answer. */
const NOT_MINE = [
  /\b(medications?|medicines?|meds|pills?|tablets?|doses?|dosage|mg|milligrams?|prescri\w*|melatonin|antidepressants?|ssris?|sedatives?|benzos?)\b/,
  /\b(sertraline|fluoxetine|prozac|zoloft|xanax|valium|diazepam|lorazepam|citalopram|ibuprofen|paracetamol|zopiclone|ambien|overdos\w*)\b/,
  /\b(kill|hurt|harm|cut|starve) myself\b/,
  /\bsuicid\w*/,
  /\b(want|wanted|wanting) to die\b/,
  /\bend (it all|my life)\b/,
];

/** The answers, most specific first. */
export const ANSWERS: readonly Answer[] = [
  ...PRACTICAL_ANSWERS,
  ...MOMENT_ANSWERS,
  ...SLEEP_BODY_ANSWERS,
  ...PEOPLE_ANSWERS,
  ...HABIT_ANSWERS,
  ...FEELING_ANSWERS,
  ...GENERAL_ANSWERS,
];

/** The answer to a question or request in `normalizedText` (lower case, single spaces), or null. */
export function findAnswer(normalizedText: string): Answer | null {
  const text = normalizedText.slice(0, 1_000);
  if (NOT_MINE.some((pattern) => pattern.test(text))) return null;
  return ANSWERS.find((answer) => answer.matches.some((pattern) => pattern.test(text))) ?? null;
}

/** An answer by its id (the engine's fallbacks name a few), or null. */
export function answerById(id: string): Answer | null {
  return ANSWERS.find((answer) => answer.id === id) ?? null;
}
