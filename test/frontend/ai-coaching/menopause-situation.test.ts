/**
 * The perimenopause and menopause: openings in many styles (terse, lower case, typos, English as a second language) are read
 * as it and met with its own words, its particular questions (memory, temper, nights, work, the GP) get their own
 * answers, and sleep, tiredness and anger told without it are read as before.
 */
import { COACH_IDS } from '@contracts/coaches';
import { after } from './engine-helpers';
import { describeSituation } from './situation-cases';

const FOG = 'im 49 and i think its the perimenopause. brain fog, snapping at the kids, cant sleep';

describeSituation({
  name: 'the perimenopause and menopause',
  id: 'menopause',
  openings: [
    FOG,
    'menopause is ruining my life',
    'Hot flushes all day and night sweats, I am exhausted',
    "I'm 52 and going through the change. I cry at adverts and I snap at my husband",
    'perimenopausal and the brain fog is awful, i forgot my own postcode at work',
    'my hormones are all over the place, brain fog and rage, im in my late 40s',
    'Sorry my english. I think I have menopause, I have hot flash and I not sleep good',
    'thinking of asking about hrt, menopause symptoms getting worse',
  ],
  acknowledged: /^(?:The perimenopause can change a lot|Brain fog, broken sleep and a shorter fuse|Many women are surprised)/,
  asked: [
    [
      FOG,
      [
        ['is there a trick to not forgetting stuff', /Put everything in one place/],
        // Losing one's temper names anger, where the talk goes on after the answer.
        ['i keep losing my temper, is that part of it?', /"I'm sorry I snapped earlier\./, 'anger'],
        ['my doctor just dismissed it last time, what do i do?', /Over 45, a blood test is usually not needed/],
        ['should i tell my manager at work', /menopause policy/],
        ['what can i do about the night sweats? they wake me every night', /keep the bedroom cool/],
      ],
    ],
  ],
});

describe('near the perimenopause', () => {
  it.each(COACH_IDS)('%s: sleep, tiredness and anger told without it are read as before', (coachId) => {
    expect(after(coachId, ['lying awake every night replaying the day']).situation).toBe('racing-mind-at-night');
    expect(after(coachId, ['i keep snapping at my partner over nothing and i hate it']).situation).not.toBe('menopause');
    expect(after(coachId, ['im tired all the time even after 8 hours sleep']).situation).toBe('tiredness-low-energy');
  });
});
