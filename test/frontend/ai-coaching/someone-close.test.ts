/**
 * Supporting someone close who is struggling: a partner who lost their job and won't talk, a friend who is low. Read as the
 * person's worry for them (not as the person's own job loss), and answered with the situation's own answers, a "what if he
 * gets angry" included when the answer was written for it.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { emptyMemory, readMemory, remember } from '../../../frontend/src/features/ai-coaching/engine/memory';
import { leadingSituation, nextFrame, situationScores } from '../../../frontend/src/features/ai-coaching/engine/situations';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';

const leading = (message: string) => {
  const scores = situationScores(message.toLowerCase());
  return leadingSituation(nextFrame({}, scores), scores);
};

describe('someone close who is struggling', () => {
  it.each([
    ['my husband Mark lost his job in october and since then he barely talks', 'supporting-someone'],
    ["she got laid off on monday and she won't talk to me about it", 'supporting-someone'],
    ['my wife got laid off last week and she just sits on the sofa', 'supporting-someone'],
    ["my friend is depressed and I don't know how to help her", 'supporting-someone'],
    ['my husband is unemployed and I am stressed', 'supporting-someone'],
    // The person's own job loss stays theirs, with a partner in the story.
    ["I got laid off today and I don't know how to tell my wife", 'job-loss-search'],
    ['I was made redundant and my husband is worried about me', 'job-loss-search'],
  ])('%p leads to %p', (message, id) => {
    expect(leading(message)).toBe(id);
  });

  it.each(COACH_IDS)('is answered with its own answers by %s', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(7));
    const first = engine.reply("my husband lost his job two weeks ago and he doesn't want to talk about it").text;
    expect(first).toMatch(/someone you love struggle|struggling|worrying about someone/i);
    const how = engine.reply('what can i do').text;
    expect(how).toMatch(/side by side|without pushing|practical help/);
    const angry = engine.reply('what if he gets angry').text;
    expect(angry).toMatch(/If they get angry or say no/);
    expect(angry).not.toMatch(/worst realistic outcome/);
  });

  it.each(COACH_IDS)('%s: weighs pushing for the doctor or leaving it with its own answer, not a general weighing', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(7));
    engine.reply('my husband Mark lost his job in october and since then he barely talks, just sits on his phone all evening');
    const reply = engine.reply('should I push him to see the doctor or leave it?').text;
    expect(reply).toMatch(/Often the answer is both/);
    expect(reply).not.toMatch(/Picture a week after/);
  });
});

describe('who the coach asks the person to talk to', () => {
  const everything = (coach: (typeof COACH_IDS)[number], messages: readonly string[]) => {
    const engine = createCoachEngine(coach, seededRandom(4));
    return messages.map((message) => engine.reply(message).text).join(' ');
  };

  it.each(COACH_IDS)('never asks, as %s, whether the one who stopped talking is someone to talk to', (coach) => {
    const all = everything(coach, [
      "My son Josh is 15 and he's basically stopped talking to me. One word answers, headphones on, straight up to his room after school.",
      "Since about September. He changed schools when we moved and I know that's been hard but he won't say a thing about it",
      'Grades are ok actually. Slightly down but nothing dramatic. He still plays football on Saturdays',
      "I tried sitting him down for a proper chat last weekend and it was a disaster. He said 'I'm fine mum' and walked off.",
      'He does seem to like it when I drive him to football. We dont really talk but sometimes he puts his music on',
      'I think he misses his old friends',
    ]);
    expect(all).not.toMatch(/talk to Josh about|Josh someone you can talk to/);
  });

  it('asks about each person named once', () => {
    const all = everything('sage', [
      'my sister Anna and I had a fight about mum',
      "she thinks I don't visit enough",
      'I work full time and I have two kids',
      'it just makes me feel guilty all the time',
      'mum is 80 and lives alone in Leeds',
      'I visit once a month',
      'she calls me every day though',
      'sometimes I dread the calls',
      'it is a lot',
      'the kids have football on saturdays',
      'my husband helps',
      'I just feel stretched',
    ]);
    expect((all.match(/talk to Anna|Anna someone/g) ?? []).length).toBe(1);
  });

  it('keeps who went quiet with the session', () => {
    const memory = emptyMemory();
    remember(memory, understand('my husband Mark lost his job and since then he barely talks', { lastQuestion: null, inExercise: false }), 1);
    const mark = memory.people.find((p) => p.name?.toLowerCase() === 'mark');
    expect(mark?.silent).toBe(true);
    const back = readMemory(JSON.parse(JSON.stringify(memory)), [], []);
    expect(back.people.find((p) => p.name?.toLowerCase() === 'mark')?.silent).toBe(true);
  });
});
