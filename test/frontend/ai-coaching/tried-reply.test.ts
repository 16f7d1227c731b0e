/** Something already tried that did not hold, told in passing: said back, and something different offered. */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { triedIn } from '../../../frontend/src/features/ai-coaching/engine/tried-reply';

const read = (message: string) => triedIn(understand(message, { lastQuestion: null, inExercise: false }).normalized);

describe('reading an attempt that did not hold', () => {
  it.each([
    ['i tried waking up at 6 to run before lectures. lasted 3 days lol. its dark', 'tried waking up at 6 to run before lectures', 'brief'],
    ['tried the app timer. just tap ignore.', 'tried the app timer', 'failed'],
    ['tried the fizzy water last week. lasted 2 days', 'tried the fizzy water', 'brief'],
    ['ok i tried the 25 min timer thing earlier this week and i checked my phone at minute 6 lol', 'tried the 25 min timer thing', 'brief'],
    ['i already asked the landlord twice and nobody answered', 'asked the landlord twice', 'nothing'],
    ['i tried it and it didnt work', 'tried it', 'failed'],
    ['ive tried making a rota but he ignores it', 'tried making a rota', 'ignored'],
    ['i tried deleting the apps but i just use the browser', 'tried deleting the apps', 'failed'],
  ])('%p: %p, %p', (message, what, how) => {
    expect(read(message)).toEqual({ what, how });
  });

  it.each([
    'I tried calling her twice and she was lovely',
    "I've tried hinting. Last call he said busy is good",
    'should i try the timer thing?',
    'i want to try running',
  ])('reads no attempt that failed in %p', (message) => {
    expect(read(message)).toBeNull();
  });
});

describe('the reply', () => {
  it('says the attempt back and offers the first step of the situation, whose whole way through a yes then gives', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    engine.reply('i want to get fit, i am a student and i never exercise');
    const reply = engine.reply('i tried waking up at 6 to run before lectures. lasted 3 days lol').text;
    expect(reply).toContain("So you've already tried waking up at 6 to run before lectures, and it only held for a little while.");
    expect(reply).toMatch(/a few more ideas for getting into exercise\?$/);
    expect(engine.reply('yes please').text).toMatch(/1\. .*2\. /);
  });

  it('meets what got in the way, told with the attempt, with the situation\'s answer for it', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    engine.reply('i want to get fit, i am a student and i never exercise');
    const reply = engine.reply('i tried waking up at 6 to run before lectures. lasted 3 days lol. its dark and freezing').text;
    expect(reply).toMatch(/^So you've already tried waking up at 6 to run before lectures, and it only held for a little while\./);
    expect(reply).toContain('Bad weather is a real obstacle');
  });

  it('asks what got in the way when no situation is in play, once for each thing tried', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('my brother owes me money');
    const reply = engine.reply('i already asked him twice and nobody answered, just ignored me').text;
    expect(reply).toMatch(/^So you've already asked him twice, and it got no answer\./);
    expect(reply).toContain('got no answer');
    expect(reply).toMatch(/\?$/);
    expect(engine.reply('i already asked him twice and nobody answered').text).not.toContain("So you've already");
  });

  it('leaves a medicine, a saying in quotes and a technique of its own to other replies', () => {
    const engine = createCoachEngine('zenith', seededRandom(3));
    engine.reply('i cant sleep');
    expect(engine.reply("I've tried melatonin, the 3mg ones. Helped two nights, then nothing.").text).not.toContain('already tried');
    expect(engine.reply("I already tried 'sleep on it'. It didn't help.").text).not.toContain('already tried');
    expect(engine.reply("I tried the breathing one on the drive, it didn't help").text).not.toContain('already tried');
  });
});

describe('a calming practice that did nothing for pain', () => {
  const act = (message: string) => understand(message, { lastQuestion: null, inExercise: false }).act;

  it.each([
    'honestly the breathing exercises in this app dont do anything for actual pain. i did them every day for about 5 days last week, nothing',
    'the meditation doesnt help',
    "breathing didnt work, it's useless",
    'i did box breathing from a youtube video before. didnt really work, i just end up counting and thinking about the scan at the same time',
  ])('reads %p as not helped', (message) => {
    expect(act(message)).toBe('not-helped');
  });

  it('meets breathing that did not work with a practice of another kind', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('got a ct scan on wed and i cant stop googling');
    engine.reply('can you give me something for when my chest gets tight? its mostly when im lying in bed');
    const reply = engine.reply(
      'i did box breathing from a youtube video before. didnt really work, i just end up counting and thinking about the scan at the same time',
    ).text;
    expect(reply).not.toMatch(/breath(?:e|ing) (?:in|out)|out-breath/i);
  });

  it('is met honestly, with what does more for pain, not another calming exercise', () => {
    const engine = createCoachEngine('phoenix', seededRandom(3));
    engine.reply('i have chronic back pain (disc thing, had it 3 yrs) and by 3pm im in agony at my desk');
    const reply = engine.reply(
      'honestly the breathing exercises in this app dont do anything for actual pain. i did them every day for about 5 days last week, nothing',
    ).text;
    expect(reply).toMatch(/don't treat the pain itself/);
    expect(reply).toMatch(/every 30 to 45 minutes/);
    expect(reply).not.toMatch(/grounding|five things you can see|I'm hearing that you did them/i);
  });
});
