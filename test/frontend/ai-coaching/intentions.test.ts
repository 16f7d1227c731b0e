/**
 * A plan the person tells ("gonna ask her on friday") or a win ("made it home"): read from messy
 * messages, never from a worry about the future or a question, and answered as what it is.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { intentionIn, whenIn, winIn } from '../../../frontend/src/features/ai-coaching/engine/understanding/intentions';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';

const normal = (message: string) => understand(message, { lastQuestion: null, inExercise: false }).normalized;
const plan = (message: string) => intentionIn(normal(message), message);

describe('a plan told', () => {
  it.each([
    ['ok gonna ask her on friday. thanks xx', 'on Friday'],
    ['thank you po, this helps. will try it from friday', 'from Friday'],
    ["ok ill try the flashcard thing tonight. cheers", 'tonight'],
    ["cards it is. gonna practise on my mate dave thursday, he'll take the piss", 'on Thursday'],
    ["yeah ok. i'll try the train but stand near the doors. leaving at 5:30", 'at 5:30'],
    ['ok i will try. and i will go walk with my cousin Jiwoo after dinner', 'after dinner'],
    ["ok I will ask my cousin, she is good with phones", null],
    ['ok maybe i will try. also i like badminton, i used to play every saturday back home', null],
  ])('%p is a plan for %p', (message, when) => {
    expect(plan(message)).toEqual({ when });
  });

  it.each([
    "i'm going to fail this exam",
    "i'll never be good enough for her",
    'i think i will be alone at christmas',
    'hmm. so on a good day stop at like 60% of what I think I can do?',
    'ok i can try the breathing. but is there something faster just for that stretch',
    'my boss is going to call me tomorrow',
    'she said she will text me tonight',
  ])('%p is not a plan', (message) => {
    expect(plan(message)).toBeNull();
  });

  it.each([
    ['last friday was awful, i will try again', null],
    ['i go every monday', null],
    ['see you this weekend', 'this weekend'],
    ['tomorrow morning', 'tomorrow morning'],
  ])('%p puts it %p', (message, when) => {
    expect(whenIn(normal(message))).toBe(when);
  });
});

describe('a win told', () => {
  it.each([
    'made it home. got a bit wobbly around camden but i did the naming colours thing. thanks',
    'tried the 10 min thing this morning, did actually get going. cheers',
    "sent. she's typing",
    'crit went fine!! they liked my sign-up flow',
  ])('%p is a win', (message) => {
    expect(winIn(normal(message))).toBe(true);
  });

  it.each([
    "i didn't make it to the gym again",
    'yesterday I told him to switch off the phone and he slammed the door',
    'what do i actually say to him?',
    'the interview went badly',
  ])('%p is not', (message) => {
    expect(winIn(normal(message))).toBe(false);
  });
});

describe('a plan or a win in a conversation', () => {
  it.each(['sage', 'phoenix', 'harmony', 'zenith'] as const)('is backed by its day, not met with the situation again (%s)', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(3));
    engine.reply('my brother is getting married in 3 weeks and im best man and im already sweating about the speech');
    const reply = engine.reply("cards it is. gonna practise on my mate dave thursday, he'll take the piss but thats probably good prep");
    expect(reply.text).toMatch(/plan|step/);
    expect(reply.text).toContain('Thursday');
    expect(reply.text).not.toMatch(/speech|presentation/i);
  });

  it('names the plan at a goodbye', () => {
    const engine = createCoachEngine('harmony', seededRandom(5));
    engine.reply('my friend jess left me out of the group chat for her birthday');
    engine.reply('what do i even say to her');
    expect(engine.reply('ok gonna ask her on friday. thanks xx').text).toMatch(/on Friday/);
  });

  it('marks a win at a goodbye instead of a stock thank-you', () => {
    const engine = createCoachEngine('zenith', seededRandom(6));
    engine.reply('had a panic attack on the tube this morning and now im dreading the journey home');
    engine.reply('can you give me something for when it starts');
    const reply = engine.reply('made it home. got a bit wobbly around camden but i did the naming colours thing. thanks');
    expect(reply.text).toMatch(/^(Well done|That's a real win)/);
  });
});
