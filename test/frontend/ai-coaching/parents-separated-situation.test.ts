/**
 * A young person's parents' separation and living between two homes: openings in many styles are read as it (never as the
 * person's own divorce or breakup) and met with its own words, its particular questions (forgetting things, living in one
 * home, texting a parent, being in the middle) get their own answers, and a person's own divorce, a breakup, parents who
 * argue and a parent's new partner are read as before.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const WEEKS = 'im 15 and my parents split last year. i do a week at mums and a week at dads and i hate packing my stuff every sunday';

describeSituation({
  name: "a young person's parents' separation",
  id: 'parents-separated',
  openings: [
    WEEKS,
    'my parents are getting divorced and i feel like its my fault',
    'My mum and dad split up in the summer and now I live between two houses.',
    'ive been going between my mums and dads for 2 years and im so tired of it',
    'My parents are separated. I have a week at my dad and a week at my mum. I am 14 and it is very difficult for me.',
    'parents divorced, two homes, always forgetting stuff',
  ],
  acknowledged: new RegExp(
    "^(?:Living between two homes after your parents split|When parents separate, a lot changes for you too|Being shared between your mum's|" +
      'Being told your parents are getting divorced)',
  ),
  asked: [
    [
      WEEKS,
      [
        ['i always forget my charger or my pe kit, is there a trick', /make a checklist on your phone/],
        ['i want to ask dad if i can live at mums full time but i dont want to hurt him', /"I love you and I love being with you\./],
        ['my mum keeps asking me to pass messages to dad, what do i do?', /"I don't want to pass messages between you\./],
      ],
    ],
  ],
});

describe("a young person's parents' separation, asked about as it goes", () => {
  it.each(COACH_IDS)('%s: "text him?" after wanting to ask dad something is answered for that', (coachId) => {
    const { situation, reply } = after(coachId, [
      WEEKS,
      'i always forget my charger or my pe kit',
      'i want to ask dad if i can live at mums full time but i dont want to hurt him',
      'text him?',
    ]);
    expect(situation).toBe('parents-separated');
    expect(reply).toMatch(/a message is fine as a first step/);
  });
});

describe("near a young person's parents' separation", () => {
  it.each(COACH_IDS)("%s: the person's own divorce, a breakup, parents who argue and a parent's new partner are read as before", (coachId) => {
    expect(after(coachId, ['my husband and i are getting divorced']).situation).toBe('divorce-separation');
    expect(after(coachId, ['my ex and i share custody of our kids']).situation).toBe('divorce-separation');
    expect(after(coachId, ['my parents argue all the time']).situation).toBe('family-conflict');
    expect(after(coachId, ['my mum and dad split up when i was 10 and now my dad has a new girlfriend']).situation).toBe('parent-new-partner');
  });
});
