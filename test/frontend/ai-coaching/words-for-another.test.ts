/**
 * Words asked for "her" or "him" when the situation's own words are written for other people (a doctor and a manager, when
 * the one asked about is his wife or his mother): words for that person, with the fear named ("without she is hurt", as
 * written in a second language) answered, never the words for a doctor.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

describe('words for someone the situation does not write for', () => {
  it.each(COACH_IDS)('%s: are for that person, with the fear of hurting her answered, deciding on a second child', (coachId) => {
    const { situation, reply } = after(coachId, [
      'hi. my wife wants second child but i am not sure. our son is 3',
      'I am tired all the time and we have not much money. Also my mother is in Poland and she is sick',
      'how I can explain to her what I feel without she is hurt',
    ]);
    expect(situation).toBe('another-child');
    expect(reply).toMatch(/"You mean a lot to me, and I don't want to hurt you\./);
    expect(reply).not.toMatch(/doctor|At work/);
  });

  it.each(COACH_IDS)('%s: with tiredness alone, words for her, never the words written for a doctor', (coachId) => {
    const { situation, reply } = after(coachId, [
      'I am tired all the time, even after a full night',
      'my wife says I never want to do anything anymore',
      'how I can explain to her what I feel without she is hurt',
    ]);
    expect(situation).toBe('tiredness-low-energy');
    expect(reply).toMatch(/"You mean a lot to me, and I don't want to hurt you\./);
    expect(reply).not.toMatch(/doctor|At work/);
  });

  it.each(COACH_IDS)("%s: the situation's own words are kept when they are written for the one asked about", (coachId) => {
    const { reply } = after(coachId, [
      'I am tired all the time, even after a full night',
      'my manager keeps asking why I look so drained',
      'what do i say to my manager about it?',
    ]);
    expect(reply).toMatch(/I'm struggling with energy lately/);
  });
});
