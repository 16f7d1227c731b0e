/**
 * Money to last until payday and the hours between shifts worked out; someone close who is ill, told in passing, named; a
 * friend one upset met as that; a first run that leaves one out of breath; nightmares and no driving since a crash; a
 * console taken from a teenager; and a partner not ready to meet the family, a situation of its own.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { alsoCarryingLine } from '../../../frontend/src/features/ai-coaching/engine/also-carrying';
import { asksWhereToStart } from '../../../frontend/src/features/ai-coaching/engine/situations';
import { moneyToPaydayLine } from '../../../frontend/src/features/ai-coaching/engine/told-sums';
import { swapPronouns } from '../../../frontend/src/features/ai-coaching/engine/text';
import { asksOfUntold } from '../../../frontend/src/features/ai-coaching/engine/understanding/told';
import { after, talk } from './engine-helpers';
import { describeSituation } from './situation-cases';

const replies = (coach: (typeof COACH_IDS)[number], messages: readonly string[]) =>
  talk(createCoachEngine(coach, seededRandom(1)), messages).map((r) => r.text);

describe('money that has to last until payday', () => {
  it('is worked out a day only when the money and the days are both told plainly', () => {
    expect(moneyToPaydayLine('i have only 40 pounds until payday and its 10 days away')).toBe(
      '£40 for 10 days is about £4 a day for everything, so food and travel come first.',
    );
    expect(moneyToPaydayLine('ive got £25 left to last me a week')).toMatch(/^£25 for a week is about £3\.57 a day/);
    expect(moneyToPaydayLine('down to $60 and payday is in 2 weeks')).toMatch(/^\$60 for 2 weeks is about \$4\.28 a day/);
    expect(moneyToPaydayLine('got 30 quid, 10 days till payday')).toMatch(/^£30 for 10 days is about £3 a day/);
    expect(moneyToPaydayLine('i have 2 kids and 10 days until payday')).toBeNull();
    expect(moneyToPaydayLine('i have 70 pounds and only 40 until payday')).toBeNull();
    expect(moneyToPaydayLine('i have £5 left for the next 10 days')).toMatch(/^£5 for 10 days is less than £1 a day/);
  });

  it.each(COACH_IDS)('is said by %s after the acknowledgement, then what helps with food and the bus', (coach) => {
    const [first, second] = replies(coach, ['i have only 40 pounds until payday and its 10 days away', 'i need food and bus']);
    expect(first).toMatch(/^Money stress can sit in the background of everything.+ £40 for 10 days is about £4 a day for everything/);
    expect(second).toMatch(/^When money has to stretch to payday, cover what keeps you fed and able to get to work first/);
    expect(second).not.toMatch(/It sounds like you need/);
  });

  it.each(COACH_IDS)('is said by %s on its own when told later in the talk', (coach) => {
    const [, second] = replies(coach, ['money is so tight right now', 'ive got £25 left to last me a week']);
    expect(second).toMatch(/^£25 for a week is about £3\.57 a day for everything, so food and travel come first\. When money has to stretch/);
  });
});

const PIP = 'my mum is ill but i havent told anyone at work, and now my manager put me on a pip';

describe('someone close who is ill, told in passing', () => {
  it.each(COACH_IDS)('is named by %s after the acknowledgement of a plan at work, and telling work is answered', (coach) => {
    const [first, , third] = replies(coach, [PIP, 'its a 6 week plan', 'should i tell my manager about my mum']);
    expect(first).toMatch(/^Being told your work is not good enough.+ With your mum ill as well, you are carrying a lot at once\. /);
    expect(first).not.toMatch(/makes you think your job is at risk|anything outside work, like health/);
    expect(third).toMatch(/^When something outside work, such as a family illness, caring or your own health, has been affecting you/);
  });

  it('is not named where the illness is the talk, nor twice', () => {
    expect(alsoCarryingLine('my dad is in hospital and i cant focus at work', 'workload-boss', '')).toBe(
      'With your dad in hospital as well, you are carrying a lot at once.',
    );
    expect(alsoCarryingLine('my mum is ill and i am her carer', 'caring-for-parent', '')).toBeNull();
    expect(alsoCarryingLine('my mum is ill and my boss shouts', 'harsh-manager', 'with your mum so unwell')).toBeNull();
    expect(alsoCarryingLine('my mum is really ill', null, '')).toBeNull();
  });
});

describe('a friend one is afraid of having upset', () => {
  it.each(COACH_IDS)('is met by %s as that, and the apology for what was forgotten given when asked what to do', (coach) => {
    const [first] = replies(coach, ['my friend is mad at me because i forgot her birthday']);
    expect(first).toMatch(/^Worrying that you have upset a friend, or that they are mad at you over something you did/);
    const [opened, asked] = replies(coach, ['i think i upset my best friend, i forgot her birthday', 'what should i do?']);
    expect(opened).toMatch(/^Worrying that you have upset a friend/);
    expect(asked).toMatch(/^Forgetting something that mattered to a friend happens to caring people too/);
  });

  it('is not who a friend let down is met as, and a hurt back is no friend upset', () => {
    expect(after('sage', ['my best friend forgot my birthday']).reply).not.toMatch(/^Worrying that you have upset/);
    // True: the question is for a case other than the one told, and is left unasked.
    const question = 'What exactly happened, or what did they say, that hurt the most?';
    expect(asksOfUntold(question, 'i hurt my back lifting boxes and now my friend is cross')).toBe(false);
    expect(asksOfUntold(question, 'i think i hurt my best friend')).toBe(true);
    const compare = 'Which part of life do you compare yourself on most, like looks, money, career, relationships or friends?';
    expect(asksOfUntold(compare, 'all my friends seem happier than me')).toBe(false);
    expect(asksOfUntold(compare, 'my sister just bought a house')).toBe(true);
  });

  it('reads "what should i do" as asking about the case just told', () => {
    expect(asksWhereToStart('what should i do')).toBe(true);
    expect(asksWhereToStart('what do i do now')).toBe(true);
    expect(asksWhereToStart('what should i do with my weekend')).toBe(false);
  });
});

describe('a first run that leaves one out of breath', () => {
  it.each(COACH_IDS)('is met by %s as getting into exercise, and years without it answered', (coach) => {
    const [first, second] = replies(coach, [
      'i started running last week but im out of breath after 2 minutes',
      'im 35 and havent exercised in years',
    ]);
    expect(first).toMatch(/^Being out of breath after a couple of minutes is how almost everyone starts running/);
    expect(second).toMatch(/^Coming back after years without exercise, your heart and lungs catch up/);
  });
});

describe('nightmares and no driving since a crash', () => {
  it.each(COACH_IDS)('is met by %s as fear after a crash, asking nothing already told', (coach) => {
    const [first, second] = replies(coach, [
      'i keep having nightmares since the car accident 3 months ago, nobody was hurt badly but i cant drive now',
      'i was the driver, someone pulled out in front of me',
    ]);
    expect(first).toMatch(/^Fear behind the wheel, especially after a scare, a crash or an accident, makes sense/);
    expect(first).not.toMatch(/slip road|Did something start it|How often do you drive at the moment/);
    expect(second).toMatch(/^Feeling shaky or frightened behind the wheel after a crash is a very normal reaction/);
  });
});

describe('the hours between two shifts', () => {
  it.each(COACH_IDS)('are worked out by %s, with what helps with sleep between them', (coach) => {
    const [, second] = replies(coach, ['im a nurse and i work nights, i cant sleep during the day', 'i finish at 8am and have to be back at 8pm']);
    expect(second).toMatch(/^From 8am to 8pm is about twelve hours off; once getting home, eating and winding down come out/);
    expect(second).toMatch(/Most people do best sleeping soon after getting home, in one main block/);
    const [, quick] = replies(coach, ['i work shifts and im so tired', 'i finish at 10pm and start again at 6am']);
    expect(quick).toMatch(/^From 10pm to 6am is about eight hours off, .+ which is worth raising with whoever does the rota\./);
  });

  it('are not worked out when either time could be read two ways', () => {
    expect(after('sage', ['i work night shifts', 'i finish at 7 and start again at 7']).reply).not.toMatch(/^From 7/);
  });
});

describe('a teenager who gets angry when the console is taken', () => {
  it.each(COACH_IDS)('is answered by %s with a limit agreed in advance', (coach) => {
    const [, second] = replies(coach, ['my son is 15 and he wont get off his xbox, he plays till 2am', 'he gets angry when i take it']);
    expect(second).toMatch(/^I would not take the Xbox, console or phone away for good/);
  });
});

describe('answers that say little, and cases told in few words', () => {
  it.each(COACH_IDS)('gives %s a pet had since childhood as a big part of a life, never said back', (coach) => {
    const [, second] = replies(coach, ['my cat died yesterday, she was 17', 'i had her since i was a kid']);
    expect(second).toMatch(/^That's (?:a long time, and )?a big part of your life/);
    expect(second).not.toMatch(/since you were a kid/);
  });

  it.each(COACH_IDS)('gives %s the plan for one evening when the subject is named in two words', (coach) => {
    const [, second] = replies(coach, ['exam tmrw havent revised anything', 'its maths']);
    expect(second).toMatch(/^With one evening left, go for what is most likely to come up/);
  });

  it.each(COACH_IDS)('gives %s many job rejections as that, and an entry-level search its own answer', (coach) => {
    const [first, second] = replies(coach, ['i got rejected from 20 jobs this month', 'im a junior developer']);
    expect(first).toMatch(/^Being rejected from job after job wears anyone down/);
    expect(first).not.toMatch(/How far did you get in the process|made it feel like the one|or was this the main one/);
    expect(second).toMatch(/^Entry-level roles get far more applicants than most/);
  });

  it.each(COACH_IDS)('gives %s a snorer who will not see a doctor, and a flatmate talked to twice', (coach) => {
    const [, snoring] = replies(coach, ['my husband snores so loud i sleep on sofa most nights', 'he wont see a doctor']);
    expect(snoring).toMatch(/^Many people put off the doctor about snoring/);
    const [, flatmate] = replies(coach, ['my flatmate never cleans and i do everything', 'i tried talking to her twice']);
    expect(flatmate).toMatch(/^When you have asked and nothing has changed, move from asking to agreeing something specific/);
  });

  it.each(COACH_IDS)('meets %s a young person whose dad drinks and gets nasty as someone unsafe at home', (coach) => {
    const [first, second] = replies(coach, ['my dad drinks every night and gets nasty', 'im 16 and i live with him']);
    expect(first).toMatch(/Are you safe right now, and is there somewhere safe you could go if you needed to\?$/);
    expect(second).toMatch(/^Being young and living with someone who frightens you is really hard/);
    for (const reply of [first, second]) expect(reply).not.toMatch(/confront the drinking/);
  });

  it.each(COACH_IDS)('meets %s friends with houses as comparing oneself, and an age in the thirties answered', (coach) => {
    const [first, second] = replies(coach, ['i feel like a failure, all my friends have houses and i still live with my parents', 'im 32']);
    expect(first).toMatch(/^Comparing yourself with friends who seem further ahead/);
    expect(first).not.toMatch(/Which part of life do you compare yourself on/);
    expect(second).toMatch(/^There is no deadline for a house, a partner or any of it/);
  });
});

describe('more cases met in their own words', () => {
  it.each(COACH_IDS)('meets %s a partner suspected of cheating as that, and years together said back plainly', (coach) => {
    const [first] = replies(coach, ['i think my girlfriend is cheating, she hides her phone']);
    expect(first).toMatch(/^Suspecting a partner of cheating is a horrible place to be/);
    expect(first).not.toMatch(/sets off the jealousy|What have you noticed that makes you suspect it/);
    expect(swapPronouns('we been together 3 years')).toBe("you've been together 3 years");
    expect(swapPronouns('we only been together 2 months')).toBe("you've only been together 2 months");
  });

  it.each(COACH_IDS)('meets %s a pregnancy not yet told to a new boyfriend, and checking the door again and again', (coach) => {
    const [pregnant, told] = replies(coach, ['im pregnant and i havent told my boyfriend', 'we only been together 2 months']);
    expect(pregnant).toMatch(/^Finding out you are pregnant can bring a rush of feelings all at once/);
    expect(told).toMatch(/^When a relationship is new, a pregnancy can raise big questions about the two of you/);
    const [checking, leaving] = replies(coach, ['i keep checking if i locked the door like 10 times', 'it takes me 20 minutes to leave the house']);
    expect(checking).toMatch(/^Checking the door or the oven again and again, even when part of you knows it is done/);
    expect(checking).toMatch(/How much of your day does the checking take now, and has it been growing\?$/);
    expect(leaving).toMatch(/^When you leave, check once slowly and say out loud what you see/);
    expect(leaving).not.toMatch(/How much of your day does the checking take/);
  });

  it.each(COACH_IDS)('asks %s of someone too scared to drive since a crash only what is still unknown', (coach) => {
    const [first] = replies(coach, ['Since the crash in January I am scared to drive, even to the shop']);
    expect(first).toMatch(/What is the smallest drive you could imagine trying again, perhaps with someone calm beside you\?$/);
  });

  it.each(COACH_IDS)('gives %s junk food at night, a child come out, a filling, quitting and not knowing how to cope their answers', (coach) => {
    const [junk, snacks] = replies(coach, ['i cant stop eating junk at night', 'usually crisps and chocolate after 10pm']);
    expect(junk).toMatch(/^Eating at night when you are not hungry is very common: after a long day, crisps, chocolate or other junk/);
    expect(snacks).toMatch(/^Evening snacks are fine; the aim is to enjoy them on purpose/);
    const [, react] = replies(coach, ['my teenage daughter told me shes gay', 'i dont know how to react']);
    expect(react).toMatch(/^You do not need perfect words, just a warm first message/);
    const [, filling] = replies(coach, ['i have a dentist appointment tomorrow and im terrified', 'i need a filling']);
    expect(filling).toMatch(/^A filling is one of the most routine things a dentist does/);
    const [quit] = replies(coach, ['i want to quit my job but i have a mortgage']);
    expect(quit).toMatch(/^Wanting to quit a job and being scared to is a very common place to be stuck/);
    const [, cope] = replies(coach, ['i have so much work stress', 'i dont know how to cope']);
    expect(cope).toMatch(/Try a simple priority reset once a day\./);
  });
});

const NOT_READY = 'my boyfriend dont want meet my parents, we are together 8 months';

describeSituation({
  name: 'a partner not ready for the next step',
  id: 'partner-not-ready',
  openings: [
    NOT_READY,
    'my girlfriend has been with me a year and still hasnt introduced me to her family',
    'he wont make it official after 6 months',
    "we've been seeing each other 5 months and she doesnt want a label",
    'my bf never posts me on instagram, are we even together',
    'my partner says hes not ready to meet my parents',
  ],
  acknowledged: /^(?:When someone you have been with for months|Not being introduced to a partner's family|Wanting different speeds)/,
  asked: [
    [
      NOT_READY,
      [
        ['he say he is not ready', /^"Not ready" can mean many things/],
        ['how long should i wait for him', /^There is no right number of months/],
        ['his parents are very religious', /^When a partner's parents or family are strict, religious or from a different culture/],
        ['my parents keep asking when they will meet him', /^When your family keeps asking when they will meet your partner/],
        ['is he ashamed of me', /^It makes sense to feel hurt, because being part of someone's life matters/],
      ],
    ],
  ],
});

const DIAGNOSED = 'my son has been diagnosed with autism and i dont know where to start';

describeSituation({
  name: "a child's diagnosis",
  id: 'child-diagnosis',
  openings: [
    DIAGNOSED,
    'My son Olek (9 years) got the diagnosis of ADHD yesterday at the clinic. I feel lost.',
    'our daughter is autistic, we just found out',
    'my little girl has epilepsy and im scared all the time',
  ],
  acknowledged: /^(?:Hearing that your child has a diagnosis|Being told your child is autistic or has ADHD|A diagnosis does not change who your child is)/,
  asked: [
    [
      DIAGNOSED,
      [
        ['hes 4', /^Start small: ask for the written report and what follow-up is planned/],
        ['should i tell my family', /^Tell family in a few calm words and give them one thing to do/],
        ['should i tell my son', /^Most specialists suggest telling children about their diagnosis in a way that fits their age/],
        ['he has meltdowns every day after school', /^Meltdowns are usually a sign of overwhelm, not naughtiness/],
        ['is it my fault', /^A diagnosis like autism or ADHD is not caused by anything you did or did not do as a parent/],
      ],
    ],
  ],
});

describe('family who left one out', () => {
  it.each(COACH_IDS)('is met by %s as family, not a friend, unless a friend is named', (coach) => {
    const [first] = replies(coach, ['my sister didnt invite me to her wedding']);
    expect(first).toMatch(/^Not being invited to a sibling's wedding or another family event hurts/);
    expect(after(coach, ['my sister didnt invite me to her wedding']).situation).toBe('family-conflict');
    expect(after(coach, ['my friend didnt invite me to her party']).situation).toBe('friend-hurt');
  });
});
