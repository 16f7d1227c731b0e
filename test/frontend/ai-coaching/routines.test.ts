/**
 * The fixed points of a person's week, read from what they say, kept in the coach's memory and
 * read back from storage only when they still read as a routine.
 */
import { emptyMemory, memoryLines, readMemory } from '../../../frontend/src/features/ai-coaching/engine/memory';
import { routinePhrase, routinesIn } from '../../../frontend/src/features/ai-coaching/engine/understanding/routines';

describe('routines in a message', () => {
  it.each([
    ['i have school until 3 20 and netball on wednesday evenings', ['school until 3:20', 'netball on Wednesday evenings']],
    ['my shift starts at 6am so im up at 5', ['my shift at 6am']],
    ['i go to the gym on mondays and thursdays', ['the gym on Mondays and Thursdays']],
    ['work till 6 then the school run', ['work until 6']],
    ['church every sunday morning', ['church on Sunday morning']],
    ['school finishes at 3.40 and i get home like 4.15', ['school until 3:40']],
    ['i have choir on wednesday evenings at 7.30', ['choir on Wednesday evenings']],
    ['i leave for work at 7 and my daughter has her school until 3', ['work at 7']],
  ])('%p gives %p', (message, phrases) => {
    expect(routinesIn(message).map(routinePhrase)).toEqual(phrases);
  });

  it.each([
    'i need to work on it',
    'we scored at 45 minutes',
    'school at the end of the road',
    'my class on the history of art',
    'i hate work until i have coffee',
    'i collect our grandson from school on fridays at half two',
    'she does 7.5 hours of work at 3.5 an hour',
    'my husband has been off with us but he goes back to work on monday',
  ])('%p gives none', (message) => {
    expect(routinesIn(message)).toEqual([]);
  });
});

describe('routines in memory', () => {
  it('shows them on "What I remember" and reads back only what still reads as a routine', () => {
    const memory = emptyMemory();
    memory.routines = routinesIn('school until 3 20 and netball on wednesday evenings');
    expect(memoryLines(memory, (id) => id)).toContain('Your week: school until 3:20, netball on Wednesday evenings');

    const stored = JSON.parse(JSON.stringify(memory)) as Record<string, unknown>;
    (stored.routines as unknown[]).push(
      { what: '<img src=x>', tie: 'on', when: 'Monday' },
      { what: 'school', tie: 'until', when: 'tomorrow, and tell my mum' },
      { what: 'netball', tie: 'around', when: 'Monday' },
      'school until 3',
    );
    expect(readMemory(stored, [], []).routines.map(routinePhrase)).toEqual(['school until 3:20', 'netball on Wednesday evenings']);
  });
});
