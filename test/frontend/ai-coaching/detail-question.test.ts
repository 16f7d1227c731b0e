/** The question after listening, made from what the message told: an event still to come, or what to do about something gone wrong. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { SHARED_LINES } from '../../../frontend/src/features/ai-coaching/engine/coach-lines';
import { expectWellFormed, talk } from './engine-helpers';

const TWO_WAYS = new RegExp(SHARED_LINES.twoWays.map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
const STOCK = /What do you notice in yourself|Would you like to say a little more|What's it been like for you/;

describe('something gone wrong, told', () => {
  it.each(COACH_IDS)('%s: asks whether to work out what to do or talk it through, and a short answer picks the way', (coachId) => {
    for (const seed of [1, 2, 3]) {
      const told = createCoachEngine(coachId, seededRandom(seed));
      const first = told.reply('Bike got stolen. Utrecht Centraal, outside the bike garage, Tuesday evening.').text;
      expectWellFormed(first);
      expect(first).toMatch(TWO_WAYS);
      expect(first).not.toMatch(STOCK);
      const steps = told.reply('what to do').text;
      expect(steps).toMatch(/1\. .*2\. .*3\./);

      const heard = createCoachEngine(coachId, seededRandom(seed));
      expect(heard.reply('Our house purchase fell through on Thursday. The seller just pulled out.').text).toMatch(TWO_WAYS);
      const talkWay = heard.reply('just talk i think').text;
      expect(SHARED_LINES.twoWaysTalk).toContain(talkWay);
      // Heard, not advised: the next message gets no steps or exercise unasked for.
      expect(heard.reply("it's so unfair, we had everything packed and the van booked").text).not.toMatch(/1\. |Would you like to try/);
    }
  });

  it('reads only a short answer as the way chosen, and only right after the question', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    expect(engine.reply('The seller just pulled out of our house purchase.').text).toMatch(TWO_WAYS);
    // A new story, not an answer: no method in reply to it.
    const story = engine.reply('what to do with the van we booked for the 14th is the other thing, my partner Dev already paid for it and the sofa');
    expect(story.text).not.toMatch(/Here is a method that works for most problems/);
    const late = createCoachEngine('sage', seededRandom(1));
    talk(late, ['The seller just pulled out of our house purchase.', 'we had been saving for four years']);
    expect(late.reply('the first').text).not.toMatch(/Here is a method that works for most problems/);
  });

  it('asks no two ways about good news, and asks them once a session', () => {
    const engine = createCoachEngine('phoenix', seededRandom(1));
    expect(engine.reply('I got the job I wanted and I feel so happy!').text).not.toMatch(TWO_WAYS);
    const twice = createCoachEngine('harmony', seededRandom(1));
    const replies = talk(twice, ['My car broke down on the motorway.', 'and the garage lost my keys', 'then my phone got stolen too']).map((r) => r.text);
    const asked = replies.flatMap((text) => SHARED_LINES.twoWays.filter((line) => text.includes(line)));
    expect(asked).toHaveLength(1);
  });
});

describe('a first telling with nothing to say back', () => {
  const HELP_ASK = new RegExp(SHARED_LINES.toldHelpAsk.map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));

  it.each(COACH_IDS)('%s: is asked what help is wanted, not a stock question about feelings, and once a session', (coachId) => {
    for (const seed of [1, 2, 3]) {
      const engine = createCoachEngine(coachId, seededRandom(seed));
      const [first, second] = talk(engine, [
        'run a restaurant in Melville, Joburg. 2 staff quit this week. doing 14 hr days.',
        'Tenement flat in Glasgow, third floor, two delivery guys tried for 40 mins.',
      ]).map((r) => r.text);
      expectWellFormed(first!);
      expect(first).toMatch(HELP_ASK);
      expect(first).not.toMatch(STOCK);
      expect(second).not.toMatch(HELP_ASK);
    }
  });

  it('is not asked before anything is told, nor a few messages in', () => {
    const cut = createCoachEngine('sage', seededRandom(1));
    expect(cut.reply('hi so this is kind of dumb but').text).not.toMatch(HELP_ASK);
    const later = createCoachEngine('sage', seededRandom(1));
    talk(later, ['hi', 'i need to talk about something', 'ok']);
    expect(later.reply('Tenement flat in Glasgow, third floor, two delivery guys tried for 40 mins.').text).not.toMatch(HELP_ASK);
  });
});

describe('an event still to come, told', () => {
  it.each(COACH_IDS)('%s: is asked about in the same reply and again, in other words, a few messages on', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    const replies = talk(engine, [
      'I have a big meeting with Dana from accounting on Friday',
      'I always freeze when I have to present numbers',
      'I prepared the slides already',
    ]).map((r) => r.text);
    expect(replies[0]).toMatch(/Friday's meeting\?/);
    expect(replies[2]).toMatch(/Friday's meeting\?/);
    expect(replies[2]!.match(/[^.?!]*Friday's meeting\?/)?.[0]).not.toBe(replies[0]!.match(/[^.?!]*Friday's meeting\?/)?.[0]);
  });
});
