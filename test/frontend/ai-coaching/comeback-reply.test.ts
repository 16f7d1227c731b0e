/**
 * Words to say back to a remark or a tease get a short, light line with the remark said back as it was told, and a plain
 * line for when it stings; criticism gets a calm line about the work; a question someone asks, or "come back", is not one.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { expectWellFormed } from './engine-helpers';

function replyTo(told: string, asked: string): string {
  const engine = createCoachEngine('sage', seededRandom(2));
  engine.reply(told);
  return engine.reply(asked).text;
}

describe('words to say back to a remark', () => {
  it.each([
    [
      'i have a debate on friday and i argue for zoos',
      'also my cousin Mateo will tease me after. what do i say if he says i hate animals now',
      'he says you hate animals now',
    ],
    [
      "I'm selling my knitted socks at the market",
      "Can you give me something short to say when someone says 'oh I could make that myself'?",
      "someone says 'oh I could make that myself'",
    ],
    ['I started crocheting in the park and people stare', 'What could I actually say when someone comments? I never have anything ready', 'someone comments'],
    [
      'kids at school laugh at my new glasses',
      'ok but what do i even say if someone says something again. give me like a comeback thats not mean',
      'someone says something',
    ],
  ])('after %p, %p gets a light line for when %p', (told, asked, said) => {
    const reply = replyTo(told, asked);
    expect(reply).toContain(`For when ${said}: keep it short and light`);
    expect(reply).toMatch(/"Ha, maybe!"/);
    expect(reply).not.toMatch(/honest opener|hard conversations/);
    expectWellFormed(reply);
  });

  it('meets criticism with a calm line about the work, not a joke', () => {
    const told = 'my senior architect picks apart every sketch in the Thursday review';
    const reply = replyTo(told, 'Can you give me something to say in the moment when he criticises?');
    expect(reply).toMatch(/^For when he criticises: a calm, short line/);
    expect(reply).not.toMatch(/Ha, maybe/);
  });

  it('gives the lines back, shorter, when asked', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('I started crocheting in the park and people stare');
    engine.reply('What could I actually say when someone comments?');
    expect(engine.reply('Those are a bit long. Can you make them shorter?').text).toMatch(/"Ha, maybe!"/);
  });

  it.each([
    ["What should I say if my mum asks me again why I'm so 'cold'?"],
    ['Should I skip one lesson and come back when I feel better, or would that make it worse?'],
    ['Do herons come back to the same pond?'],
  ])('%p asks for no light line', (asked) => {
    expect(replyTo('I have a lot going on this month', asked)).not.toMatch(/keep it short and light/);
  });
});
