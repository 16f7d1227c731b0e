/**
 * Listening with something usable in it: once a situation is in play and heard out, a stock question about feelings gives way
 * to the situation's first step and the offer of the rest, and that first step is offered once, never word for word again.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { fondThings } from '../../../frontend/src/features/ai-coaching/engine/listening';

const TEEN = [
  "My son Josh is 15 and he's basically stopped talking to me. One word answers, headphones on, straight up to his room after school.",
  "Since about September. He changed schools when we moved and I know that's been hard but he won't say a thing about it",
  'Grades are ok actually. Slightly down but nothing dramatic. He still plays football on Saturdays',
  "I tried sitting him down for a proper chat last weekend and it was a disaster. He said 'I'm fine mum' and walked off.",
  'He does seem to like it when I drive him to football. We dont really talk but sometimes he puts his music on',
];

describe('listening with something usable in it', () => {
  it.each(COACH_IDS)('%s: offers the first step of a way through in place of a stock question', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(4));
    const replies = TEEN.map((message) => engine.reply(message).text);
    const tips = replies.filter((reply) => /talk side by side, not face to face/.test(reply));
    expect(tips.length).toBe(1);
    expect(replies.join(' ')).toMatch(/ideas for your teenager pulling away/);
  });

  it.each(COACH_IDS)('%s: never gives the same first step twice', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(9));
    const replies = [
      'My daughter Isla is 7 weeks old and I haven\'t slept more than 2 hours in a row since she was born.',
      "Mostly me doing the nights. Tom's back at work so we agreed I'd do them",
      "yeah I've got a health visitor check next week. Tuesday I think",
      'she feeds every two hours at night',
      "I tried the sleep-when-the-baby-sleeps thing and it doesn't work for me. She naps in 20 min bursts",
    ].map((message) => engine.reply(message).text);
    const step = /sleep or lie down whenever someone else can watch the baby/;
    expect(replies.filter((reply) => step.test(reply)).length).toBeLessThanOrEqual(1);
  });
});

describe('what someone who died loved', () => {
  it.each([
    [
      'he loved fishing. and terrible 70s rock. and the chippy on the seafront in whitby, we went every summer',
      'fishing, terrible 70s rock and the chippy on the seafront in whitby',
      true,
    ],
    ['she loved her garden, and the radio on all day', 'her garden and the radio on all day', true],
    ['he loved football', 'football', false],
  ])('%p lists %p', (message, text, many) => {
    expect(fondThings(message)).toEqual({ text, many });
  });

  it('reads no love of something where none is told', () => {
    expect(fondThings('he hated hospitals')).toBeNull();
  });

  it.each(COACH_IDS)('%s: says it back as theirs, never asks what the person misses most just after', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(11));
    engine.reply("It's two years on Friday since my dad died and I thought I'd be better by now.");
    const reply = engine.reply('he loved fishing. and terrible 70s rock. and the chippy on the seafront in whitby, we went every summer').text;
    expect(reply).toMatch(/^Fishing, terrible 70s rock and the chippy on the seafront in whitby: that says a lot about your dad/);
    expect(reply).not.toMatch(/miss most|you went every summer/);
  });
});

describe('an exercise offered for a feeling named in a practical trouble', () => {
  it.each(COACH_IDS)('%s: is not offered; the trouble itself is talked through', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(11));
    const replies = [
      'hello. I have problem with my flatmate boyfriend. he is basically living in our flat and he pays nothing',
      'my flatmate is Chiara, he is Luca. only two of us are on the contract',
      'no I did not say anything yet. I am scared Chiara will be angry and then the flat will be awkward',
    ].map((message) => engine.reply(message).text);
    expect(replies.join(' ')).not.toMatch(/box breathing|breathing exercise|body scan/i);
  });
});
