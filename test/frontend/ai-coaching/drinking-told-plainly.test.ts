/**
 * Drinking told plainly ("cut down my drinking at weekends", "8 or 9 pints") is drinking less, not any habit; a realistic
 * target is answered; and words asked for in a case the situation has its own words for (a mate who always gets the rounds
 * in) are those words, never the person's first message pasted into a request.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

const OPENING = 'i want to cut down my drinking at weekends, its getting a bit much';

describe('drinking told plainly', () => {
  it.each(COACH_IDS)('%s: cutting down on drinking is drinking less, not any habit, and other habits are read as before', (coachId) => {
    expect(after(coachId, [OPENING]).situation).toBe('drinking-less');
    expect(after(coachId, ['need to cut back on drinking, 8 pints every saturday with the lads']).situation).toBe('drinking-less');
    expect(after(coachId, ['i want to cut down on sugar']).situation).toBe('habit-change');
    expect(after(coachId, ['trying to cut down my vaping']).situation).toBe('quit-smoking-vaping');
  });

  it.each(COACH_IDS)('%s: a realistic target is answered with a number', (coachId) => {
    const { reply } = after(coachId, [OPENING, 'saturdays with the lads mostly, 8 or 9 pints', 'whats a realistic target? not going teetotal']);
    expect(reply).toMatch(/14 units a week/);
  });

  it.each(COACH_IDS)('%s: words for a mate who always gets the rounds in are the words for that case', (coachId) => {
    const { reply } = after(coachId, [
      OPENING,
      'saturdays with the lads mostly, 8 or 9 pints',
      'my mate danny always gets the rounds in. give me something i can say to him',
    ]);
    expect(reply).toMatch(/"I'm going to sit the rounds out tonight, I'll get my own\./);
    expect(reply).not.toMatch(/its getting a bit much|Can I ask you for something/);
  });
});
