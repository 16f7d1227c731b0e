/**
 * A pet-loss answer speaks of the pet the person lost: its name, its kind and the pronoun they used of it ("my dog Bruno
 * died, he was 14" gets "He died, and his body stopped working"), kept when the conversation is restored; a pet told of
 * with "she", or with no pronoun, is never given "he".
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { after } from './engine-helpers';

const BRUNO = 'my dog Bruno died on sunday, he was 14';
const KIDS = 'my kids keep asking where he went, they are 5 and 8';

describe('a pet-loss answer said of the pet lost', () => {
  it.each(COACH_IDS)('%s: Bruno is "he", and the words for the children say so', (coachId) => {
    const { situation, reply } = after(coachId, [BRUNO, KIDS]);
    expect(situation).toBe('pet-loss');
    expect(reply).toMatch(/"He died, and his body stopped working\. He can't come back, but we can always remember him\."/);
    expect(reply).not.toMatch(/\b(?:she|her)\b/i);
  });

  it.each(COACH_IDS)('%s: a cat told of as "she" keeps "she", and words for people name the cat', (coachId) => {
    const kids = after(coachId, ['our cat Mochi died yesterday, she was only 6', 'my kids keep asking where she went']).reply;
    expect(kids).toMatch(/"She died, and her body stopped working\./);
    const words = after(coachId, ['our cat Mochi died yesterday, she was only 6', 'what do i say to people at work?']).reply;
    expect(words).not.toMatch(/\bmy dog\b/i);
  });

  it.each(COACH_IDS)('%s: the pronoun is kept when the conversation is restored', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    engine.reply(BRUNO);
    const restored = createCoachEngine(coachId, seededRandom(1), engine.snapshot());
    expect(restored.snapshot().memory.pets).toEqual([expect.objectContaining({ name: 'Bruno', pronoun: 'he', lost: true })]);
    expect(restored.reply(KIDS).text).toMatch(/"He died/);
  });
});
