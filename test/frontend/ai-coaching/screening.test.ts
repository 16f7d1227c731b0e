import { COACHES } from '@contracts/coaches';
import { SCREENING_QUESTION, isScreeningQuestion, readScreeningAnswer, screeningQuestion, screeningThanks } from '../../../frontend/src/features/ai-coaching/screening';

describe('the screening question', () => {
  it.each(Object.values(COACHES).map((coach) => [coach.id] as const))('%s asks it in its own words, ending with the same question', (id) => {
    const question = screeningQuestion(id);
    expect(question).toMatch(/^It sounds like things are very heavy/);
    expect(question.endsWith(SCREENING_QUESTION)).toBe(true);
    expect(isScreeningQuestion(question)).toBe(true);
    expect(screeningThanks(id)).not.toContain(SCREENING_QUESTION);
  });

  it('is told apart from every other coach line', () => {
    expect(isScreeningQuestion('What would you like to work on today?')).toBe(false);
  });
});

describe('reading the answer', () => {
  it.each([
    'Yes', 'yeah', 'yep.', 'Sometimes', 'sometimes, at night', 'maybe', 'I don’t know', 'idk', 'not sure', 'kind of', 'a little',
    'I think so', 'all the time', 'not really', 'No but sometimes I wonder', 'no... well sometimes', 'YES!!!',
  ])('%j opens the crisis card', (answer) => {
    expect(readScreeningAnswer(answer)).toBe('yes');
  });

  it.each(['No', 'no.', 'nope', 'nah', 'No, just really tired from work', 'not at all', "No I'm not", "I'm fine", 'never', 'no no', 'No thank you'])(
    '%j lets the conversation go on',
    (answer) => {
      expect(readScreeningAnswer(answer)).toBe('no');
    },
  );

  it.each(['', '   ', 'what do you mean?', 'can we talk about my exam', 'noted'])('%j is read as the next message', (answer) => {
    expect(readScreeningAnswer(answer)).toBe('other');
  });
});
