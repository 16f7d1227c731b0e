/**
 * Words for a manager built from what the person said they want ("i want to say no to the next project but im scared"): the
 * fear stays theirs and the no is said as one; the reply they expect back, told unquoted ("he will probably say everyone is
 * busy"), is met with a line for it; a reply that gives a reason for a no ("it was a small wedding and budget was
 * tight") is never good news.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';

const LOAD = 'work is crushing me, 60 hour weeks and my boss keeps adding more';
const NO = 'i want to say no to the next project but im scared';

describe('a no to a manager, and the reply expected', () => {
  it.each(COACH_IDS)('%s: the words say the no, never the fear', (coachId) => {
    const { reply } = after(coachId, [LOAD, NO, 'what exactly should i say to him']);
    expect(reply).toMatch(/I'm going to have to say no to the next project\./);
    expect(reply).not.toMatch(/scared/i);
  });

  it.each(COACH_IDS)('%s: "he will probably say everyone is busy" gets a line for it', (coachId) => {
    const { reply } = after(coachId, [LOAD, NO, 'what exactly should i say to him', 'he will probably say everyone is busy']);
    expect(reply).toMatch(/^If he says "everyone is busy"/);
    expect(reply).toMatch(/"I know, and that's why I want to be realistic about what I can do well\. What should come off my list\?"/);
  });

  it.each(COACH_IDS)('%s: a reply with the person\'s own "I" in it, or with no words given yet, is not quoted as theirs', (coachId) => {
    const own = after(coachId, [LOAD, NO, 'what exactly should i say to him', 'he will probably say i should work faster']).reply;
    expect(own).not.toMatch(/^If he says "i should work faster"/);
    expect(after(coachId, [LOAD, 'he will probably say everyone is busy']).reply).not.toMatch(/^If he says/);
  });
});

describe('a reply that gives a reason for a no', () => {
  it.each(COACH_IDS)('%s: "she replied saying it was a small wedding and budget was tight" is never good news', (coachId) => {
    const { reply } = after(coachId, [
      'my best friend didnt invite me to her wedding',
      'we have been friends since school, 15 years',
      'she replied saying it was a small wedding and budget was tight',
    ]);
    expect(reply).not.toMatch(/good to hear|glad|great news/i);
    expect(after(coachId, ['i texted my sister to make up', 'she replied and wants to meet on sunday']).reply).toMatch(/good|glad|great/i);
  });
});
