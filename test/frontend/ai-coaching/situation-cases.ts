/** One situation's cases as tests: openings read as it and met with its own words, and its particular questions answered. */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

export interface SituationCase {
  /** What the situation is, as the tests name it. */
  name: string;
  id: string;
  openings: readonly string[];
  /** The beginnings of the situation's acknowledgements. */
  acknowledged: RegExp;
  /**
   * Openings, each followed by questions and a distinctive phrase of the answer each should get; a question that names
   * another situation of its own ("an overdraft") says where the talk turns after the answer.
   */
  asked: readonly (readonly [string, readonly (readonly [string, RegExp, string?])[]])[];
}

export function describeSituation({ name, id, openings, acknowledged, asked }: SituationCase): void {
  describe(name, () => {
    it.each(COACH_IDS)(`%s: openings in many styles are ${name}, met with its own words`, (coachId) => {
      for (const message of openings) {
        const { situation, reply } = after(coachId, [message]);
        expect({ message, situation }).toEqual({ message, situation: id });
        expect({ message, acknowledged: acknowledged.test(reply) }).toEqual({ message, acknowledged: true });
      }
    });

    it.each(COACH_IDS)(`%s: answers the particular questions of ${name}`, (coachId) => {
      for (const [opening, questions] of asked) {
        for (const [question, answer, turnsTo] of questions) {
          const { situation, reply } = after(coachId, [opening, question]);
          expect({ question, situation }).toEqual({ question, situation: turnsTo ?? id });
          expect({ question, reply }).toEqual({ question, reply: expect.stringMatching(answer) });
        }
      }
    });
  });
}
