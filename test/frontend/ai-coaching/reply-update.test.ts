/** An update on how someone answered, with "what now?": how the answer reads, and the next step for that. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { answerRead } from '../../../frontend/src/features/ai-coaching/engine/reply-update';

describe('how an answer told of reads', () => {
  it.each([
    ["ok sent it. she replied 'oh sorry!! didnt realise x' and then nothing. has she taken it badly? what now", 'sorry'],
    ["ok i sent it. she replied 'omg sorry babe ill sit with u thurs' but she said that last week too. what now", 'promise-again'],
    ["ok sent it. he replied 'yeh ill sort it mate'. thats what he said in april. what now", 'promise-again'],
    ["ok sent it. she replied 'omg don't be daft, come and have a chat with him' what now", 'easy'],
    ["i told her. she said 'whatever, chill'. what now", 'prickly'],
    ["sent it. she said 'fine whatever ill give u £20'. is that a win or not", 'grudging'],
    ['sent the message yesterday. no reply yet, she left me on read. what now', 'silence'],
    ["He said he didn't know it is so important for me. Then he cleaned the bathroom at midnight. So, progress?", 'sorry'],
  ] as const)('%p: %p', (message, read) => {
    expect(answerRead(message)).toBe(read);
  });

  it('is none when nothing is asked of the answer, or no answer is told', () => {
    expect(answerRead("ok sent it. she replied 'oh sorry!! didnt realise x'")).toBeNull();
    expect(answerRead('what now? i have no idea where to start')).toBeNull();
  });
});

describe('an update on an answer with "what now"', () => {
  it.each(COACH_IDS)('%s: is answered with how it reads and the next step, not a win or a question back', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    engine.reply('my best friend maya got a boyfriend and now she doesnt sit with me at lunch');
    const again = engine.reply("ok i sent it. she replied 'omg sorry babe ill sit with u thurs' but she said that last week too. what now").text;
    expect(again).toMatch(/^It's a kind reply, and after last time it's fair to want to see it happen, not just hear it\./);
    expect(again).toMatch(/make your own plans for that time/);
    expect(again).not.toMatch(/well done|\?$/);
  });

  it.each(COACH_IDS)('%s: "has she taken it badly?" after "oh sorry!! didnt realise" is answered no, and what to do with the quiet', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    engine.reply('my sister in law texts me medical questions at all hours');
    const reply = engine.reply("ok sent it. she replied 'oh sorry!! didnt realise x' and then nothing. has she taken it badly? what now").text;
    expect(reply).toMatch(/^That reads well: she sounds surprised and sorry, not upset with you/);
    expect(reply).toMatch(/a quiet gap after "sorry" is usually embarrassment, not anger/);
  });

  it('"So, progress?" is answered yes when it is', () => {
    const engine = createCoachEngine('harmony', seededRandom(1));
    engine.reply('my boyfriend never does the dishes');
    const told = "Ok I talked to him yesterday. He said he didn't know it is so important for me. Then he cleaned the bathroom. So, progress?";
    const reply = engine.reply(told).text;
    expect(reply).toMatch(/^Yes, that's progress\. /);
  });
});

describe('a short answer', () => {
  it.each(COACH_IDS)('%s: "she answer \'ok thx\' only 🙄 is she angry??" reads as a short reply, never as thanks to the coach', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    engine.reply('my friend Kasia asked to borrow 800 zl again');
    const reply = engine.reply("ok sent. she answer 'ok thx' only 🙄 is she angry??").text;
    expect(reply).toMatch(/^A short reply like that is usually just a short reply: .* it doesn't mean she is angry\./);
  });
});
