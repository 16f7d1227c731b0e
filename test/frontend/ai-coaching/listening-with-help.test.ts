/**
 * Listening with something usable in it: once a situation is in play and heard out, a stock question about feelings gives way
 * to the situation's first step and the offer of the rest, and that first step is offered once, never word for word again.
 */
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';

const COACHES = ['sage', 'phoenix', 'harmony', 'zenith'] as const;
const TEEN = [
  "My son Josh is 15 and he's basically stopped talking to me. One word answers, headphones on, straight up to his room after school.",
  "Since about September. He changed schools when we moved and I know that's been hard but he won't say a thing about it",
  'Grades are ok actually. Slightly down but nothing dramatic. He still plays football on Saturdays',
  "I tried sitting him down for a proper chat last weekend and it was a disaster. He said 'I'm fine mum' and walked off.",
  'He does seem to like it when I drive him to football. We dont really talk but sometimes he puts his music on',
];

describe('listening with something usable in it', () => {
  it.each(COACHES)('%s: offers the first step of a way through in place of a stock question', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(4));
    const replies = TEEN.map((message) => engine.reply(message).text);
    const tips = replies.filter((reply) => /make small, regular time together/.test(reply));
    expect(tips.length).toBe(1);
    expect(replies.join(' ')).toMatch(/ideas for the stress of parenting/);
  });

  it.each(COACHES)('%s: never gives the same first step twice', (coach) => {
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
