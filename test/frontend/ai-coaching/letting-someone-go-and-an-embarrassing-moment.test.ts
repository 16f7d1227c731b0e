/**
 * Having to let someone go at work, an embarrassing moment and a baby on the way, situations of their own; when it
 * happened told as near met as still fresh; what was told with the trouble (presents, a row that always comes) not
 * asked again; gladness asked of someone or wished for never met as good news; money "for 2 weeks" worked out a day
 * only where payday or money left is named; someone close named as ill besides only when it is more than a cold, and a
 * visa tied to the job named besides; a language not spoken well after a move; one's own ADHD diagnosis at sixteen; an
 * exam failed with a year to repeat; and having to choose which parent to live with.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { alsoCarryingLine } from '../../../frontend/src/features/ai-coaching/engine/also-carrying';
import { SHARED_LINES } from '../../../frontend/src/features/ai-coaching/engine/coach-lines';
import { feelingsIn } from '../../../frontend/src/features/ai-coaching/engine/lexicon';
import { moneyToPaydayLine } from '../../../frontend/src/features/ai-coaching/engine/told-sums';
import { tokens } from '../../../frontend/src/features/ai-coaching/engine/text';
import { after, talk } from './engine-helpers';
import { describeSituation } from './situation-cases';

const replies = (coach: (typeof COACH_IDS)[number], messages: readonly string[]) =>
  talk(createCoachEngine(coach, seededRandom(1)), messages).map((r) => r.text);
const FRESH = new RegExp(`^(?:${SHARED_LINES.situationAcksFresh.map((line) => line.replace(/[.?*+()]/g, '\\$&')).join('|')}) `);

const SLIP = 'i said something stupid in a meeting and everyone went quiet';

describeSituation({
  name: 'an embarrassing moment',
  id: 'embarrassing-moment',
  openings: [
    SLIP,
    'i was so embarrassed in class today, i called my teacher mum and everyone laughed',
    'i made a fool of myself at the party last night',
    'i drunk texted my ex and i want the ground to swallow me',
    'cant stop cringing about what i said to my crush',
    'i tripped in front of the whole canteen and everyone laughed at me',
  ],
  acknowledged: /^(?:That hot, sinking feeling after saying or doing something embarrassing|Moments like that tend to replay|Feeling embarrassed shows)/,
  asked: [
    [
      SLIP,
      [
        ['should i say something to my boss about it', /^Apologise only if what you said might have hurt someone or misled them/],
        ['what if they think im an idiot', /psychologists call this the spotlight effect/],
        ['i have to see them all tomorrow', /^Going back soon is the quickest way through/],
        ['i keep replaying it at night', /^Cringe memories often come back at night/],
      ],
    ],
  ],
});

const FIRE = 'i have to fire someone tomorrow and i feel sick about it';

describeSituation({
  name: 'having to let someone go',
  id: 'letting-someone-go',
  openings: [
    FIRE,
    'my boss told me i have to let one of my team go next week',
    'we are a small business and i have to let our only employee go, we cant afford her anymore',
    'im a manager and we are making redundancies, i have to tell 3 people on monday',
    'i need to sack my cleaner and i hate confrontation',
  ],
  acknowledged: /^(?:Having to let someone go is one of the hardest|Dreading it, or feeling guilty|Being the one who has to give bad news)/,
  asked: [
    [
      FIRE,
      [
        ['what if he cries', /^Let's plan for that possibility\. If the person cries or breaks down, give them a moment/],
        ['how do i even start the conversation', /The decision has been made to end your employment/],
        ['what do i say to the rest of the team', /^Tell the rest of the team soon after, ideally the same day/],
        ['is friday a bad day to do it', /^If you can choose, tell them early in the day and early in the week/],
      ],
    ],
  ],
});

const EXPECTING = 'my wife is pregnant and im supposed to be happy but im terrified';

describeSituation({
  name: 'a baby on the way',
  id: 'expecting-a-baby',
  openings: [
    EXPECTING,
    "we're expecting our first in march and i dont feel ready",
    'im going to be a dad and my own dad was never there',
    'my girlfriend is pregnant and we are only 20',
    'becoming a mum at 19 terrifies me',
  ],
  acknowledged: /^(?:A baby on the way can bring joy and terror|When your partner is the one who is pregnant|Becoming a parent changes so much)/,
  asked: [
    [
      EXPECTING,
      [
        ['how can i support her', /^As the partner, you can help a lot/],
        ['how will we afford it', /^Money is one of the biggest worries for new parents/],
        ['im scared of the birth', /^Many partners worry about the birth itself/],
        ['is it normal to not feel excited', /it is very normal to feel scared, unready or even not excited when a baby is on the way/i],
      ],
    ],
  ],
});

describe('a baby on the way, talked through', () => {
  it.each(COACH_IDS)('is met by %s with the fear of being a bad dad, not a child\'s behaviour, and not asked how far along', (coach) => {
    const said = replies(coach, [EXPECTING, 'shes 20 weeks', 'what if im a bad dad like mine was']);
    expect(said[2]).toMatch(/If you worry you will repeat your own parents' mistakes/);
    expect(said[2]).not.toMatch(/shout or lose your cool/);
    expect(said.slice(1).join(' ')).not.toMatch(/How far along is the pregnancy/);
  });

  it.each(COACH_IDS)('leaves %s meeting a pregnancy of one\'s own, not yet told, as before', (coach) => {
    const [first] = replies(coach, ['i just found out im pregnant and i havent told my boyfriend']);
    expect(first).not.toMatch(/^(?:A baby on the way can bring joy|When your partner is the one who is pregnant|Becoming a parent changes)/);
  });
});

describe('an embarrassing moment, talked through', () => {
  it.each(COACH_IDS)('is met by %s as still fresh when it was yesterday, and not asked what is already told', (coach) => {
    const said = replies(coach, [SLIP, 'it was yesterday', 'what if they think im an idiot', 'i have to see them all tomorrow']);
    expect(said[1]).toMatch(FRESH);
    expect(said[1]).not.toMatch(/fills in the picture/);
    expect(said[2]).toMatch(/spotlight effect/);
    expect(said.slice(2).join(' ')).not.toMatch(/What do you imagine they are thinking of you/);
    expect(said[3]).not.toMatch(/harsh inner voice|your critic/);
  });

  it.each(COACH_IDS)('is not asked by %s when it happened once that was told', (coach) => {
    const [first] = replies(coach, ['i was so embarrassed in class today, i called my teacher mum and everyone laughed']);
    expect(first).toMatch(/^That hot, sinking feeling after saying or doing something embarrassing/);
    expect(first).not.toMatch(/When did it happen/);
    expect(first).toMatch(/\?$/);
  });
});

describe('having to let someone go, talked through', () => {
  it.each(COACH_IDS)('is not asked by %s whether it is decided, nor about HR just told of', (coach) => {
    const said = replies(coach, [FIRE, 'what if he cries', 'yes hr is helping']);
    expect(said[0]).toMatch(/^Having to let someone go is one of the hardest parts/);
    expect(said[0]).not.toMatch(/Is the decision already made/);
    expect(said.slice(1).join(' ')).not.toMatch(/how they will react, what it means for them/);
    expect(said[2]).not.toMatch(/Is HR or someone senior supporting you/);
  });

  it.each(COACH_IDS)('is the talk for %s when a small business cannot afford its one employee, not money trouble', (coach) => {
    const [first] = replies(coach, ['we are a small business and i have to let our only employee go, we cant afford her anymore']);
    expect(first).toMatch(/^(?:Having to let someone go|Dreading it|Being the one who has to give bad news)/);
    expect(first).not.toMatch(/bills and rent/);
  });
});

describe('what was told with the trouble, not asked again', () => {
  it.each(COACH_IDS)('gives %s no question of which cost worries most once presents were named, nor whether a row or a slight is new', (coach) => {
    const [presents] = replies(coach, ['i cant afford christmas presents for my kids this year']);
    expect(presents).toMatch(/^Christmas can make money worries louder/);
    expect(presents).not.toMatch(/Which cost or bill is worrying you most/);
    const [uncle] = replies(coach, ['dreading christmas with my family, my uncle always starts politics arguments']);
    expect(uncle).not.toMatch(/Is this a new problem, or an old pattern/);
    expect(uncle).toMatch(/\?$/);
    const [credit] = replies(coach, ['my coworker takes credit for my work in every meeting']);
    expect(credit).not.toMatch(/is it a pattern, or did one moment start it/);
    expect(replies(coach, ['my coworker was rude to me today'])[0]).toMatch(/is it a pattern, or did one moment start it\?$/);
  });
});

describe('gladness asked of someone or wished for', () => {
  const BRIGHT = /savouring|lovely to hear|great to hear|notice what helped|so glad to hear|That's beautiful|Love that|worth celebrating/;

  it('is no gladness felt, while gladness said plainly still is', () => {
    expect(feelingsIn(tokens('everyone expects me to be happy'))).toEqual([]);
    expect(feelingsIn(tokens('i just want to be happy again'))).toEqual([]);
    expect(feelingsIn(tokens('i should be grateful but i am not'))).not.toContain('grateful');
    expect(feelingsIn(tokens('i got the job and i am so happy'))).toContain('happy');
  });

  it.each(COACH_IDS)('is never met by %s as good news in a first Christmas after a death, nor asked which date is coming', (coach) => {
    const said = replies(coach, ['first christmas without my dad, he died in march', 'everyone expects me to be happy', 'how do i get through the day']);
    expect(said[1]).not.toMatch(BRIGHT);
    expect(said[1]).toMatch(/\?$/);
    // The date ahead is told: Christmas.
    expect(said[2]).not.toMatch(/Is there a date coming up/);
  });
});

describe('a diagnosis of how the brain works, of one\'s own', () => {
  it.each(COACH_IDS)('is met by %s as that, with school answered, and never said to someone with tinnitus', (coach) => {
    const [first, school] = replies(coach, ['i got diagnosed with adhd last week at 16', 'will it affect school']);
    expect(first).toMatch(/^A diagnosis like ADHD, autism or dyslexia can bring relief, grief/);
    expect(school).toMatch(/^An ADHD, autism or dyslexia diagnosis does not change who you are/);
    const [tinnitus] = replies(coach, ['i was diagnosed with tinnitus after years of noise at work and it explains a lot']);
    expect(tinnitus).not.toMatch(/ADHD/);
  });
});

describe('a language not spoken well, after a move for work', () => {
  it.each(COACH_IDS)('is answered by %s as speaking a second language, not as working from home', (coach) => {
    const [, language] = replies(coach, ['i feel so lonely since i moved to berlin for work', 'i dont speak german well']);
    expect(language).toMatch(/^It is normal to feel shy when speaking in a second language/);
    expect(language).toMatch(/"I'm still learning the language, so please speak slowly if I look lost\."/);
    expect(language).not.toMatch(/Working from home/);
  });
});

describe('a visa tied to the job, told in passing', () => {
  const VISA = 'my boss give me too much work and i cannot say no because my visa depend on job';

  it.each(COACH_IDS)('is named by %s after the acknowledgement, and saying no politely stays the talk about that boss', (coach) => {
    const [first] = replies(coach, [VISA]);
    expect(first).toMatch(/^Pushing back on a boss or saying no can feel risky.+ With your visa tied to this job too, there is even more riding/);
    expect(after(coach, [VISA, 'every day i stay until 9pm', 'how i can say no polite']).situation).toBe('workload-boss');
  });

  // Dr. Harmony offers her boundary-script exercise here instead.
  it.each(COACH_IDS.filter((coach) => coach !== 'harmony'))('gives %s the words for that boss again when asked how to say no', (coach) => {
    const [, , third] = replies(coach, [VISA, 'every day i stay until 9pm', 'how i can say no polite']);
    expect(third).toMatch(/you can say no to the task while still saying yes to the work/i);
    expect(third).not.toMatch(/A boundary is a clear statement/);
  });

  it('is named only in a talk about that job, and only once the visa hangs on it', () => {
    expect(alsoCarryingLine('my company sponsors my visa and my manager yells at me', 'harsh-manager', '')).toMatch(/^With your visa tied/);
    expect(alsoCarryingLine('my visa depends on my job and my manager yells at me', 'money-stress', '')).toBeNull();
    expect(alsoCarryingLine('my visa runs out in june and my boss piles work on me', 'workload-boss', '')).toBeNull();
    expect(alsoCarryingLine('my visa depends on this job and my boss piles work on me', 'workload-boss', 'your visa')).toBeNull();
  });
});

describe('an exam failed for good, with a year to repeat', () => {
  const FAILED = 'i failed my final exam and now i have to repeat the year';

  it.each(COACH_IDS)('is asked by %s who knows rather than about revising, and telling the parents answered', (coach) => {
    const said = replies(coach, [FAILED, 'my parents dont know yet', 'i just feel like a failure']);
    expect(said[0]).toMatch(/^Failing an exam hurts.+ Who knows about the result so far, and who are you dreading telling\?$/);
    expect(said.join(' ')).not.toMatch(/Which exam is first|feels most behind|sit down to revise|How are you revising at the moment/);
    expect(said[1]).toMatch(/^Telling your parents you failed is often dreaded more than the result itself/);
    expect(said[1]).toMatch(/What would you want to be different this time round/);
    expect(said[2]).toMatch(/^You're being hard on yourself there\..+doesn't make you a failure/);
  });

  it.each(COACH_IDS)('leaves %s asking about revision when only a mock was failed', (coach) => {
    const [mock] = replies(coach, ['i failed my mock and the real exam is in 3 weeks']);
    expect(mock).not.toMatch(/Who knows about the result so far|different this time round/);
    expect(mock).toMatch(/Which subject or topic feels most behind right now\?$/);
  });
});

describe('having to choose which parent to live with', () => {
  it.each(COACH_IDS)('is answered by %s as a choice not theirs to carry alone', (coach) => {
    const said = replies(coach, ['my parents are getting divorced', 'im 14', 'i have to choose who to live with']);
    expect(said[2]).toMatch(/^You should not have to carry that choice on your own, and it is not a test of who you love more/);
    const [first] = replies(coach, ['my parents are getting divorced and they want me to choose who to live with']);
    expect(first).not.toMatch(/how does the week work/);
  });
});

describe('when it happened, told as near', () => {
  it.each(COACH_IDS)('is met by %s as still fresh in other talks too', (coach) => {
    expect(replies(coach, ['i made a big mistake at work', 'it was yesterday'])[1]).toMatch(FRESH);
    expect(replies(coach, ['my parents are getting divorced', 'they told us yesterday'])[1]).toMatch(FRESH);
  });

  it.each(COACH_IDS)('is not met by %s as fresh when it was long ago, said at length or may be still to come', (coach) => {
    expect(replies(coach, ['my parents are getting divorced', 'they told us last year'])[1]).not.toMatch(FRESH);
    const long = 'it was yesterday but honestly it has been building for months and months';
    expect(replies(coach, ['i made a big mistake at work', long])[1]).not.toMatch(FRESH);
    // A bare time of day can be still to come.
    expect(replies(coach, ['i have a job interview and im so nervous', 'this afternoon'])[1]).not.toMatch(FRESH);
  });
});

describe('figures and illness told in passing, read more carefully', () => {
  it('works out money a day for "for 2 weeks" only where payday is named', () => {
    expect(moneyToPaydayLine('i have £500 saved and im going on holiday for 2 weeks')).toBeNull();
    expect(moneyToPaydayLine('ive got £30 left for 5 days till payday')).toMatch(/^£30 for 5 days is about £6 a day/);
    expect(moneyToPaydayLine('ive got £60 to last me 2 weeks')).toMatch(/^£60 for 2 weeks is about £4\.28 a day/);
    expect(moneyToPaydayLine('i only have £20 for 4 days, i get paid on friday')).toMatch(/^£20 for 4 days is about £5 a day/);
  });

  it.each(COACH_IDS)('never works out a holiday budget for %s as money to payday', (coach) => {
    const [first] = replies(coach, ['i have £500 saved and im going on holiday for 2 weeks and im worried about money']);
    expect(first).not.toMatch(/a day for everything/);
  });

  it('names someone close as ill besides only when it is more than a cold', () => {
    expect(alsoCarryingLine('my son is sick and i had a huge row with my boss', 'harsh-manager', '')).toBeNull();
    expect(alsoCarryingLine('my nan is poorly and work is mad', 'workload-boss', '')).toBeNull();
    expect(alsoCarryingLine('my daughter is ill and my boss shouts', 'harsh-manager', '')).toBeNull();
    expect(alsoCarryingLine('my husband is sick and work is mad', 'workload-boss', '')).toBeNull();
    expect(alsoCarryingLine('my son is in hospital and work is mad', 'workload-boss', '')).toBe(
      'With your son in hospital as well, you are carrying a lot at once.',
    );
    expect(alsoCarryingLine('my son is really sick and work is mad', 'workload-boss', '')).toBe('With your son ill as well, you are carrying a lot at once.');
    expect(alsoCarryingLine('my nan is very poorly and work is mad', 'workload-boss', '')).toBe('With your nan ill as well, you are carrying a lot at once.');
    expect(alsoCarryingLine('my mum is ill and work is mad', 'workload-boss', '')).toBe('With your mum ill as well, you are carrying a lot at once.');
    expect(alsoCarryingLine('my dad has cancer and work is mad', 'workload-boss', '')).toBe('With your dad ill as well, you are carrying a lot at once.');
  });

  it.each(COACH_IDS)('gives %s no "carrying a lot" for a child with a cold beside a row at work', (coach) => {
    const [first] = replies(coach, ['my son is sick and my manager keeps piling work on me']);
    expect(first).toMatch(/^When work keeps landing on you faster than you can finish it/);
    expect(first).not.toMatch(/carrying a lot at once/);
  });
});
