/**
 * Deciding whether to have another child: openings in many styles are read as it (never a new baby already born, a child at
 * school or a sister's pregnancy) and met with its own words, and its particular cases (tiredness with the first, money,
 * a partner who keeps bringing it up, a hard birth last time) get their own answers.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const WIFE = 'my wife wants a second child but i am not sure we can manage';

describeSituation({
  name: 'deciding whether to have another child',
  id: 'another-child',
  openings: [
    WIFE,
    'we keep going back and forth about having another baby, our son is 2',
    'we are thinking about trying for another but im scared',
    'im not sure i want more kids',
    'My husband wants another one and I do not.',
    'everyone asks when baby number two is coming and i dont know if i want one',
  ],
  acknowledged: /^(?:Deciding whether to have another child|Wanting to be sure you can manage|When one of you is ready for another baby)/,
  asked: [
    [
      WIFE,
      [
        ['we are both tired all the time with the first one, how would we cope?', /fair to ask how you would manage with two/],
        ['can we even afford nursery for two?', /look at the real figures/],
        ['the last birth was really hard on her, she had a c-section. how do we get past that?', /afraid of going through it again/],
        ['is it selfish to stop at one, will she be lonely as an only child?', /Only children are not lonelier/],
      ],
    ],
  ],
});

describe('deciding whether to have another child, as it goes', () => {
  it.each(COACH_IDS)('%s: a case told without a question is answered, and the words asked for are for the partner', (coachId) => {
    const told = after(coachId, [WIFE, 'we are both tired all the time with the first one, she is 3']);
    expect(told.situation).toBe('another-child');
    expect(told.reply).toMatch(/running on empty with one child/);
    const words = after(coachId, [WIFE, 'she keeps bringing it up and i feel pressure', 'what would i actually say to her?']);
    expect(words.reply).toMatch(/"I (?:love our family|don't want to just say no)/);
    expect(words.reply).not.toMatch(/doctor|manager/i);
  });
});

describe('near deciding whether to have another child', () => {
  it.each(COACH_IDS)('%s: a baby just born, a child at school and a sister pregnant again are read as before', (coachId) => {
    expect(after(coachId, ['we just had another baby and she wont sleep']).situation).not.toBe('another-child');
    expect(after(coachId, ['my son hit another child at school']).situation).not.toBe('another-child');
    expect(after(coachId, ['i want another job, mine is killing me']).situation).not.toBe('another-child');
  });
});
