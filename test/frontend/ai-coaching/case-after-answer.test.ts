/**
 * The person's answer to the coach's question, once the case was named when the talk opened ("i keep biting my nails and i
 * want to stop", then "mostly when im stressed at work"): what helps with that case, not a second question in a row. A habit
 * "i want to stop" is the habit, not the talk; a question already answered is not asked; going back to a group after a loss
 * gets words for walking in.
 */
import { COACH_IDS } from '@contracts/coaches';
import { analyse } from '../../../frontend/src/features/ai-coaching/engine/lexicon';
import { detectIntent } from '../../../frontend/src/features/ai-coaching/engine/intents';
import { after } from './engine-helpers';

const NAILS = 'i keep biting my nails and i want to stop';
const DISHES = 'my flatmate never cleans the kitchen and leaves dishes everywhere';

describe('"i want to stop" after a habit told', () => {
  it.each([NAILS, 'i keep scrolling till 2am and i want to stop', "i can't stop smoking and i'd like to stop"])('%p is the habit, not the talk', (text) => {
    expect(detectIntent(analyse(text))).not.toBe('exit');
  });

  it.each(['stop', 'i want to stop', 'this is too much and i want to stop', "let's stop here"])('%p still stops the talk', (text) => {
    expect(detectIntent(analyse(text))).toBe('exit');
  });

  it.each(COACH_IDS)('%s: meets nail biting as the habit to change, without asking which habit it is', (coachId) => {
    const { situation, reply } = after(coachId, [NAILS]);
    expect(situation).toBe('habit-change');
    expect(reply).not.toMatch(/What habit do you most want to change|What would you like to talk about|What's next|go from here/);
  });
});

describe('an answer to the coach\'s question, after the case was named', () => {
  it.each(COACH_IDS)('%s: when the nail biting happens gets what helps with nail biting', (coachId) => {
    const { reply } = after(coachId, [NAILS, 'mostly when im stressed at work, like in meetings']);
    expect(reply).toMatch(/^Nail biting often happens without you noticing.*1\. .*2\. /s);
  });

  it.each(COACH_IDS)('%s: the dishes named again get a cleaning rota, without a "Yes" to a question nobody asked', (coachId) => {
    const { reply } = after(coachId, [DISHES, 'yeah its mostly the dishes, they pile up for days']);
    expect(reply).toMatch(/^A simple cleaning rota usually helps/);
    expect(reply).not.toMatch(/Is it one flatmate/);
  });

  it.each(COACH_IDS)('%s: an answer that names no case of it is listened to, and news is met as news', (coachId) => {
    expect(after(coachId, ['i vape all the time and want to quit', 'about 3 years, probably all day']).reply).not.toMatch(/\s1\. .*\s2\. /s);
    const news = after(coachId, ['trying to quit vaping. day 3', 'worst is after tea', 'ok. day 5 now btw. still alive']).reply;
    expect(news).not.toMatch(/\s1\. .*\s2\. /s);
  });
});

describe('words for others after a loss', () => {
  it.each(COACH_IDS)('%s: "what would i say to them when i walk in" gets a line for walking in', (coachId) => {
    const { situation, reply } = after(coachId, [
      'i want to go back to choir but i havent been since my mum died in march',
      'what would i say to them when i walk in',
    ]);
    expect(situation).toBe('grief-person');
    expect(reply).toMatch(/Going back somewhere you used to go/);
    expect(reply).toMatch(/"Hi, it's good to be back\./);
  });

  it.each(COACH_IDS)('%s: "what do i tell them" of children after a pet died gets words for the children', (coachId) => {
    const { reply } = after(coachId, ['our dog Bella died yesterday and the kids are heartbroken', 'they are 6 and 9. what do i tell them']);
    expect(reply).toMatch(/^Tell your child soon/);
    expect(reply).toMatch(/Bella has died/);
    expect(reply).not.toMatch(/At work or school/);
  });
});

describe('something for the moment panic comes', () => {
  it.each(COACH_IDS)('%s: "something for when i feel the panic coming" is for the body, not lines for a party', (coachId) => {
    const { reply } = after(coachId, [
      'im learning to swim as an adult and i panic in the deep end',
      'can you give me something for when i feel the panic coming',
    ]);
    expect(reply).toMatch(/breath|feet|ground/i);
    expect(reply).not.toMatch(/opening lines|openers|small talk/i);
  });
});

describe('a sister who keeps borrowing', () => {
  it.each(COACH_IDS)('%s: is money owed, and is never asked whether it happened before', (coachId) => {
    const told = ['my sister keeps borrowing money and never pays it back', 'about 600 in total over the last year'];
    expect(after(coachId, told.slice(0, 1)).situation).toBe('money-owed');
    expect(after(coachId, ['she borrowed 200 quid and hasnt paid it back']).situation).toBe('money-owed');
    for (const n of [1, 2]) expect(after(coachId, told.slice(0, n)).reply).not.toMatch(/first time|happened with them before/);
  });
});

describe('a driving test ahead', () => {
  const TEST = 'i have my driving test on friday and im terrified ive failed twice';
  it.each(COACH_IDS)('%s: the parallel parking always messed up gets steps for it, not a harsh inner voice', (coachId) => {
    const { reply } = after(coachId, [TEST, 'i always mess up the parallel parking']);
    expect(reply).toMatch(/^Parking feels hard because it is slow and exact.*1\. Go very slowly/s);
    expect(reply).not.toMatch(/voice/);
  });

  it.each(COACH_IDS)('%s: tips for the morning of the test are for that morning', (coachId) => {
    const { reply } = after(coachId, [TEST, 'i always mess up the parallel parking', 'any tips for the morning of the test']);
    expect(reply).toMatch(/^1\. The night before, put out your licence/);
  });
});

describe('an ask with nothing in it', () => {
  it.each(COACH_IDS)('%s: "how do i ask him to do more" gets words asking for one thing of his own, not "Could you do more?"', (coachId) => {
    const { reply } = after(coachId, [
      'my mum has dementia and i look after her on my own, im exhausted',
      'my brother lives abroad and never helps',
      'how do i ask him to do more',
    ]);
    expect(reply).toMatch(/Could you take on one thing regularly/);
    expect(reply).not.toMatch(/Could you do more\?/);
  });
});

describe('meeting people later in life', () => {
  it.each(COACH_IDS)('%s: "where could someone my age meet people" after a wife died is for later life, not a new town', (coachId) => {
    const { reply } = after(coachId, [
      'since my wife died last year the house is so quiet, i dont really see anyone',
      'my daughter calls on sundays but she lives far away',
      'where could someone my age meet people',
    ]);
    expect(reply).toMatch(/^Many people find friendships change after retirement or losing a partner/);
    expect(after(coachId, ['i just moved to leeds and dont know anyone', 'where can i meet people']).reply).not.toMatch(/later life|retirement/);
  });
});

describe('morning workouts and a late bedtime', () => {
  const MORNINGS = ['i want to start working out in the mornings but i always snooze my alarm', 'i go to bed around 1am usually'];
  it.each(COACH_IDS)('%s: working out in the mornings is exercise, and a 1am bedtime told gets when to go to bed', (coachId) => {
    expect(after(coachId, MORNINGS.slice(0, 1)).situation).toBe('exercise-motivation');
    expect(after(coachId, ['im working out what to do about my job']).situation).not.toBe('exercise-motivation');
    expect(after(coachId, MORNINGS).reply).toMatch(/^Count back from the time you want to get up/);
  });

  it.each(COACH_IDS)('%s: the bedtime asked again just after is pointed back to, not weighed as a choice', (coachId) => {
    const { reply } = after(coachId, [...MORNINGS, 'ok so what time should i go to bed']);
    expect(reply).toMatch(/^That's what I was getting at just now: count back from the time you want to get up/);
    expect(reply).not.toMatch(/three questions|quietest/);
  });
});
