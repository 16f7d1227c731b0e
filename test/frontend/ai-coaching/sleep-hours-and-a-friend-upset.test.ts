/**
 * Times told in a talk about sleep are put together ("From 1 to 6 is about five hours"), never said back as "It sounds like
 * your alarm is at 6"; a friend thought to be mad at you is met as that, not as a date or a hurt of your own; an event ahead
 * told with shaking is named before the exercise for the body.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { situationScores } from '../../../frontend/src/features/ai-coaching/engine/situations';
import { asksOfUntold } from '../../../frontend/src/features/ai-coaching/engine/understanding/told';
import { after, talk } from './engine-helpers';
import { describeSituation } from './situation-cases';

const TIRED = ['i keep waking up exhausted no matter what', 'my alarm is at 6', 'i usually go to bed around 1 because i scroll on my phone'];

describe('times told in a talk about sleep, put together', () => {
  it.each(COACH_IDS)('asks %s for the other time, then gives the hours between them and what helps with the phone', (coach) => {
    const replies = talk(createCoachEngine(coach, seededRandom(1)), TIRED).map((r) => r.text);
    expect(replies[0]).toMatch(/^Waking up already tired/);
    expect(replies[1]).toBe('Up at 6, then. What time do you usually fall asleep?');
    expect(replies[2]).toMatch(/^From 1 to 6 is about five hours of sleep at most, and most adults need seven to nine;/);
    expect(replies[2]).toMatch(/Charge it outside the bedroom/);
    for (const reply of replies) expect(reply).not.toMatch(/alarm is at 6|sounds like|It seems that/);
  });

  it('reads when sleep comes before when bed is gone to, and a time after the hour as it was written', () => {
    const racing = after('phoenix', ['i cant sleep at night, my mind wont stop', "i go to bed at 11 but i'm awake till 3", 'and my alarm goes off at 7']);
    expect(racing.reply).toMatch(/^From 3 to 7 is about four hours of sleep at most/);
    const late = after('sage', ['im always tired', 'i usually go to bed around 1am', 'alarm goes off at 6.45']);
    expect(late.reply).toMatch(/^From 1am to 6\.45 is about five and a half hours of sleep at most/);
    const enough = after('zenith', ['im always tired', 'i go to bed at 10:30pm', 'i get up at 7']);
    expect(enough.reply).toMatch(/^From 10:30pm to 7 is about eight and a half hours, which is enough for most adults/);
  });

  it('sets hours told outright beside what most adults need, and never reads them as a time', () => {
    const short = talk(createCoachEngine('sage', seededRandom(1)), ['im always tired', 'i only sleep about 5 hours a night', 'i wake at 6:30 for work']);
    expect(short[1]!.text).toMatch(/^Five hours a night is less than the seven to nine most adults need/);
    // The hours known, the time of getting up is taken in and the talk goes on, not asked for its other half.
    expect(short[2]!.text).toMatch(/^Up at 6:30, then\. (?!What time do you usually fall asleep)/);
    expect(after('zenith', ['im exhausted all the time', 'i get like 8 hrs but still wake up wrecked']).reply).toMatch(
      /^Eight hours is enough for most adults, so how well you sleep may matter more than how long\./,
    );
  });

  it('puts no times together outside a talk about sleep, nor where the hour woken is the trouble', () => {
    expect(after('sage', ['i have so much work stress', 'my alarm is at 6']).reply).not.toMatch(/^Up at 6/);
    expect(after('sage', ['i keep waking up at 4am and cant get back to sleep', 'i go to bed at 11']).reply).not.toMatch(/^In bed around 11/);
  });
});

const MAD = ['i think my friend is mad at me, she hasnt replied in a week', 'she is mad at me because i forgot her birthday', 'what should i say to her'];

describe('a friend thought to be mad at you', () => {
  it('is a friend not replying, not a date, unless dating is named too', () => {
    const scores = situationScores('i think my friend is mad at me she hasnt replied in a week');
    expect(scores.get('friend-hurt') ?? 0).toBeGreaterThan(scores.get('dating-anxiety') ?? 0);
    const date = situationScores('i matched with a guy on hinge and he hasnt replied in 2 days');
    expect(date.get('dating-anxiety') ?? 0).toBeGreaterThan(date.get('friend-hurt') ?? 0);
  });

  it.each(COACH_IDS)('is met by %s as that, with an apology for what was forgotten, pointed back to when words are asked', (coach) => {
    const replies = talk(createCoachEngine(coach, seededRandom(1)), MAD).map((r) => r.text);
    expect(replies[0]).toMatch(/^Thinking a friend is mad at you, when they have gone quiet/);
    expect(replies[0]).toMatch(/Did anything happen between you before the silence, or is there no reason you know of for her to be mad at you\?$/);
    expect(replies[1]).toMatch(/"I'm really sorry I forgot\. You matter to me/);
    expect(replies[2]).toMatch(/"I'm really sorry I forgot\./);
    for (const reply of replies) {
      expect(reply).not.toMatch(/dating|hurt the most|an apology, an explanation, or some space|been in touch since it happened/);
    }
  });

  it('still asks what hurt of someone a friend hurt, and whether they have been in touch when nothing was said of silence', () => {
    expect(asksOfUntold('What exactly happened, or what did they say, that hurt the most?', 'my friend said something mean about me')).toBe(false);
    expect(asksOfUntold('What exactly happened, or what did they say, that hurt the most?', 'i think i upset my friend')).toBe(true);
    expect(asksOfUntold('Have they been in touch since it happened, or has it gone quiet between you?', 'we had a fight')).toBe(false);
    expect(asksOfUntold('Have they been in touch since it happened, or has it gone quiet between you?', 'he hasnt texted me back')).toBe(true);
  });
});

describe('an event ahead told with shaking', () => {
  it.each(COACH_IDS)('is named by %s before the exercise for the body, and not again as a hook next turn', (coach) => {
    const replies = talk(createCoachEngine(coach, seededRandom(1)), [
      'i have my driving test on friday and i cant stop shaking',
      'its my second attempt, i failed on roundabouts last time',
    ]).map((r) => r.text);
    expect(replies[0]).toMatch(/^With Friday's driving test coming up, it makes sense your body is on edge\. /);
    expect(replies[0]).toMatch(/^[^?]+ First, something to settle it now; then we can talk about the driving test itself\. /);
    expect(replies[1]).not.toMatch(/coming up, it makes sense|What happens in your body when the nerves hit/);
  });
});

const HOSPITAL = [
  'my dad had a heart attack yesterday and hes in hospital',
  'they say hes stable but i cant stop worrying',
  "i have to go to work tomorrow and i dont know how i'll focus",
];

describe('someone close in hospital with what is wrong known', () => {
  it.each(COACH_IDS)('is met by %s as that news, then the worry after "stable" and work are each answered', (coach) => {
    const replies = talk(createCoachEngine(coach, seededRandom(1)), HOSPITAL).map((r) => r.text);
    expect(replies[0]).toMatch(/^Getting the news that someone you love has had a heart attack/);
    expect(replies[0]).toMatch(/What news have the doctors given you so far, and how are you holding up with everything turned upside down\?$/);
    expect(replies[1]).toMatch(/^Stable is good news, and it is also normal for the worry not to switch off/);
    expect(replies[2]).toMatch(/^It is okay to tell work what is happening/);
    for (const reply of replies) expect(reply).not.toMatch(/wait to hear what is wrong|usually react when you try to talk about it/);
  });
});

describe('particular cases answered in words of their own', () => {
  it.each(COACH_IDS)('gives %s a put-down in front of everyone and tears when speaking up to a parent', (coach) => {
    const replies = talk(createCoachEngine(coach, seededRandom(1)), [
      'my mum keeps criticising everything i do, my clothes, my job, my boyfriend',
      'she did it again at dinner on sunday in front of everyone',
      'i want to say something but i always end up crying',
    ]).map((r) => r.text);
    expect(replies[1]).toMatch(/^Being put down in front of other people stings twice/);
    expect(replies[2]).toMatch(/^Crying when you finally speak up is very common/);
    expect(replies[2]).not.toMatch(/Low moods can colour|you always end up crying/);
  });

  it('meets a big audience told after the worry of forgetting, and a first choice missed without "any offers"', () => {
    const talkAudience = after('sage', [
      'i have a presentation tomorrow and im terrified',
      'what if i forget what to say',
      'its to the whole department, like 40 people',
    ]);
    expect(talkAudience.reply).toMatch(/^A bigger room feels scarier, but in one way it is easier/);
    const uni = after('harmony', [
      'i didnt get into my first choice uni',
      'everyone else got in and i feel like such a failure',
      'my parents are disappointed too',
    ]);
    expect(uni.reply).toMatch(/"I didn't get the place I was hoping for, and I'm gutted\./);
    expect(uni.reply).not.toMatch(/any offers/);
  });

  it('weighs a vet bill as a cost, not as putting a pet down, and answers a fine, a sister\'s house and a literature review', () => {
    const vet = after('harmony', ['my cat is sick and the vet bill is 800 pounds', 'i dont know if i should pay it or not, shes 15']);
    expect(vet.reply).toMatch(/^Vet costs can be frightening/);
    expect(vet.reply).not.toMatch(/say goodbye|hardest decisions/);
    const fine = after('phoenix', ['i got a parking fine and i cant afford it, im so stressed', 'its 70 pounds and i only have 40 until payday']);
    expect(fine.reply).toMatch(/^Look at the date on the notice first: many fines in the UK are cut/);
    const sister = after('sage', [
      'i cant stop comparing myself to my sister, shes so successful',
      'she just bought a house and im still renting with flatmates at 29',
    ]);
    expect(sister.reply).toMatch(/^When someone close buys a house or reaches another milestone first/);
    expect(sister.reply).not.toMatch(/Which part of life do you compare yourself on most/);
    const review = after('zenith', [
      'ive been procrastinating on my dissertation for weeks',
      'its due in 3 weeks and i have 2000 words out of 10000',
      'i just dont know where to start with the lit review',
    ]);
    expect(review.reply).toMatch(/^A literature review gets easier once it is a list of small reading jobs/);
    expect(review.reply).not.toMatch(/weekly review/);
    // Asked of the coach by name, a weekly review is started, never weighed as a step.
    expect(after('zenith', ['can we do a weekly review']).reply).toMatch(/^Great habit\. Let's run a quick progress review/);
  });

  it('meets a relapse after weeks without smoking as that, and does not ask whether a first therapy session is the first', () => {
    const relapse = after('phoenix', ['i relapsed and smoked again after 3 weeks']);
    expect(relapse.reply).toMatch(/^A relapse after a stretch without smoking or vaping can feel like starting again from zero/);
    expect(relapse.reply).toMatch(/What was going on just before the relapse, when you slipped and smoked or vaped/);
    expect(after('sage', ['i have my first therapy session next week and im nervous']).reply).not.toMatch(/Is this your first appointment/);
  });

  it('works out what is left after rent in a talk about money, and answers seeing a grandad in the coffin', () => {
    const saving = talk(createCoachEngine('zenith', seededRandom(1)), [
      'i want to save money but i always spend it all by the end of the month',
      'i earn about 1800 and rent is 850',
    ]).map((r) => r.text);
    expect(saving[0]).toMatch(/^Finding you have spent more than you meant to/);
    expect(saving[1]).toBe(
      'That leaves about 950 a month after rent for everything else. Do you know roughly where that 950 goes, or does it seem to disappear?',
    );
    expect(after('sage', ['money is so tight', 'i take home £1,650 and my rent is £900']).reply).toMatch(/^That leaves about £750 a month after rent/);
    // A year's salary or an hourly rate is no month's pay.
    expect(after('sage', ['money is so tight', 'i earn 28000 a year and rent is 850']).reply).not.toMatch(/^That leaves/);
    expect(after('sage', ['money is so tight', 'i earn 12 an hour and rent is 850']).reply).not.toMatch(/^That leaves/);
    const coffin = after('sage', ['my grandad died last week and the funeral is on thursday', 'i dont know if i can handle seeing him in the coffin']);
    expect(coffin.reply).toMatch(/^Seeing someone after they have died is a choice, not a duty/);
  });

  it('answers mornings late for school without asking what is behind a child\'s worry about school, nor what sets it off', () => {
    const mornings = after('phoenix', ['i keep snapping at my kids and then feeling awful', "its worst in the mornings when we're late for school"]);
    expect(mornings.reply).toMatch(/^Hectic mornings get calmer/);
    expect(mornings.reply).not.toMatch(/behind the worry|what usually sets it off/);
    expect(asksOfUntold('What might be behind the worry, as far as you can find out?', 'my son refuses to go to school')).toBe(false);
  });

  it('meets long weeks and work piled on in burnout, and a friendship since childhood as a big part of a life', () => {
    const burnout = talk(createCoachEngine('sage', seededRandom(1)), [
      'i think im burnt out, i cant do this job anymore',
      'ive been working 60 hour weeks for months',
      'my manager keeps adding more projects',
      'how long does it take to recover from burnout',
    ]).map((r) => r.text);
    expect(burnout[1]).toMatch(/^Weeks that long, kept up for months, leave no time for the recovery/);
    expect(burnout[2]).toMatch(/^When more keeps arriving, ask your manager to choose/);
    expect(burnout[3]).toMatch(/^Recovery from long stress usually takes weeks to months/);
    const friend = after('zenith', ['my best friend is moving to australia next month', "we've been friends since we were 5"]);
    expect(friend.reply).toMatch(/^That's (?:a long time, and )?a big part of your life/);
    expect(after('sage', ['i got made redundant today', 'i was there 12 years']).reply).toMatch(/^That's (?:a long time, and )?a big part of your life/);
  });

  it('answers a meetup where everyone already knew each other, in a new city and in loneliness alike', () => {
    const moved = after('harmony', [
      'i feel so lonely since i moved to a new city for work',
      'i dont know anyone here and weekends are the worst',
      'i tried a meetup once but everyone already knew each other',
    ]);
    expect(moved.reply).toMatch(/^Walking into a group where everyone already knows each other is one of the most common first experiences/);
    const lonely = after('sage', ['i feel so lonely all the time', 'i went to a meetup but it was really cliquey']);
    expect(lonely.reply).toMatch(/Walking into a group where everyone already knows each other/);
  });

  it('meets an ex back in touch out of nowhere as that, and asks what the message said only of someone who got one', () => {
    const ex = talk(createCoachEngine('phoenix', seededRandom(1)), [
      'my ex texted me out of nowhere after 6 months',
      'he said he misses me and wants to meet up',
    ]).map((r) => r.text);
    expect(ex[0]).toMatch(/^An ex getting in touch out of nowhere, months after it ended/);
    expect(ex[0]).toMatch(/what did the message say, and how do you feel about answering it\?$/);
    expect(ex[0]).not.toMatch(/How long ago did the breakup happen/);
    expect(ex[1]).toMatch(/^When an ex gets back in touch, it helps to slow it down before answering/);
    expect(after('sage', ['my girlfriend broke up with me yesterday', 'she said she needs space']).reply).not.toMatch(/what did the message say/);
  });

  it('answers months of savings told by someone scared to leave a job for a business of their own', () => {
    const business = after('zenith', ['i want to quit my job and start my own business but im scared', 'i have about 6 months of savings']);
    expect(business.reply).toMatch(/^Savings to live on are a real cushion, and they turn the leap into a plan with a time limit\./);
  });
});

describe('feeling low with nothing obviously wrong', () => {
  it('is met as that once a good life on paper is told, and never assumed before', () => {
    const replies = talk(createCoachEngine('sage', seededRandom(1)), [
      'i just feel empty all the time',
      'nothing is wrong exactly, i have a good job and friends',
    ]);
    expect(replies[0]!.text).not.toMatch(/with a job and friends/);
    expect(replies[1]!.text).toMatch(/^Feeling this way when nothing is obviously wrong, when life looks good from the outside with a job and friends/);
    expect(after('zenith', ['i feel so low and i dont know why']).reply).not.toMatch(/with a job and friends/);
  });
});

const VISA = 'i am very stress because my visa is expire next month and i dont know what to do';

describeSituation({
  name: 'waiting on a visa',
  id: 'visa-immigration',
  openings: [
    VISA,
    'my visa application was refused today',
    'waiting on home office for my leave to remain for 8 months now',
    'my work permit runs out in march and my company hasnt renewed the sponsorship',
    'im scared i will be deported',
  ],
  acknowledged: /^(?:Waiting on a visa decision|A refused or delayed visa|Dealing with immigration rules)/,
  asked: [
    [
      VISA,
      [
        ['i already apply for extension but no answer since 2 month', /^Long waits are common, and in many countries, including the UK/],
        ['can i still work while waiting?', /^Whether you can keep working while you wait depends on where you live/],
        ['what if they refuse it', /^A refusal is frightening, but it is often not the last word\./],
      ],
    ],
  ],
});

describe('a visa ending next month', () => {
  it('is not asked when the visa ends once that was told', () => {
    expect(after('sage', [VISA]).reply).not.toMatch(/When does your current visa end/);
    expect(asksOfUntold('When does your current visa end, and have you already sent the application?', 'i need to renew my visa')).toBe(false);
  });
});
