/**
 * Words to answer someone who checked in ("my colleague Priya noticed and asked if im ok… what should i tell her"): an answer
 * to that, for that person, never the situation's words for a dentist; a manager gets the offer of a talk about the workload.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

describe('words to answer someone who checked in', () => {
  it.each(COACH_IDS)('%s: Priya asked if I am ok: an answer for Priya, not words for a dentist', (coachId) => {
    const { reply } = after(coachId, [
      'i clench my jaw all day at work, my dentist says im grinding at night too',
      'my colleague Priya noticed and asked if im ok',
      'what should i tell her',
    ]);
    expect(reply).toMatch(/^Here's a way you could answer Priya: "Thanks for asking, that's kind of you\./);
    expect(reply).toMatch(/"Could we grab a coffee this week\?"/);
    expect(reply).not.toMatch(/dentist/i);
  });

  it.each(COACH_IDS)('%s: a manager who asked how I was doing gets the offer of a talk about the workload', (coachId) => {
    const { reply } = after(coachId, ['work has been awful, i cry in the toilets', 'my manager asked me how i was doing yesterday', 'what do i say to him?']);
    expect(reply).toMatch(/^Here's a way you could answer him:/);
    expect(reply).toMatch(/talk about my workload/);
  });

  it.each(COACH_IDS)('%s: words asked for with no one having checked in are not an answer to a check-in', (coachId) => {
    const { reply } = after(coachId, ['my sister keeps borrowing my car without asking', 'what should i tell her']);
    expect(reply).not.toMatch(/Thanks for asking, that's kind of you/);
  });
});
