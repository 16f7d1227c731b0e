/**
 * Supporting someone close who is struggling: a partner who lost their job and won't talk, a friend who is low. Read as the
 * person's worry for them (not as the person's own job loss), and answered with the situation's own answers, a "what if he
 * gets angry" included when the answer was written for it.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { leadingSituation, nextFrame, situationScores } from '../../../frontend/src/features/ai-coaching/engine/situations';

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

  it.each(['sage', 'phoenix', 'harmony', 'zenith'] as const)('is answered with its own answers by %s', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(7));
    const first = engine.reply("my husband lost his job two weeks ago and he doesn't want to talk about it").text;
    expect(first).toMatch(/someone you love struggle|struggling|worrying about someone/i);
    const how = engine.reply('what can i do').text;
    expect(how).toMatch(/side by side|without pushing|practical help/);
    const angry = engine.reply('what if he gets angry').text;
    expect(angry).toMatch(/If they get angry or say no/);
    expect(angry).not.toMatch(/worst realistic outcome/);
  });
});
