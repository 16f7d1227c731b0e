/** The first replies to a telling: what was told, said back or met as the trouble it is, never a side detail or a stock line. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { SHARED_LINES } from '../../../frontend/src/features/ai-coaching/engine/coach-lines';
import { expectWellFormed, talk } from './engine-helpers';

const STOCK = /I'm here, and I'm listening|Thank you for sharing that|Let's give that some space|tell me more first/;

describe('a short telling with no feeling named', () => {
  it.each(COACH_IDS)('%s: is said back whole, in the person\'s words, with a question on how it sits', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    const [quote] = talk(engine, ['Garage quoted £640 for new brakes on my Fiesta']);
    expect(quote!.text).toMatch(/^Garage quoted £640 for new brakes on your Fiesta\. /);
    expect(SHARED_LINES.toldBackAsk.some((line) => quote!.text.endsWith(line))).toBe(true);
    expect(quote!.text).not.toMatch(STOCK);
    expectWellFormed(quote!.text);

    const shift = createCoachEngine(coachId, seededRandom(3)).reply('porter at st james. 6th late shift this week').text;
    expect(shift).toMatch(/^Porter at st james, 6th late shift this week\. /);
    expect(shift).not.toMatch(STOCK);
  });

  it.each(COACH_IDS)('%s: something gone wrong is still asked the two ways, and a question is never said back', (coachId) => {
    const stolen = createCoachEngine(coachId, seededRandom(1)).reply('Phone got nicked on the bus home. Monday night.').text;
    expect(SHARED_LINES.twoWays.some((line) => stolen.includes(line))).toBe(true);
    const asked = createCoachEngine(coachId, seededRandom(1)).reply('Garage quoted £640 for new brakes, is that normal').text;
    expect(asked).not.toMatch(/^Garage quoted/);
  });
});

describe('the first reply to a trouble', () => {
  it.each(COACH_IDS)('%s: meets the trouble, and the shape of the week is said back only once it is open', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    const [first, second] = talk(engine, [
      'my housemate priya has her boyfriend over every night and i start work at 7',
      'I have work at 7 and the gym on Thursday evenings',
    ]);
    expect(first!.text).not.toMatch(/So your week has/);
    expect(first!.text).toMatch(/home|space|flat|house/i);
    expect(second!.text).toContain('So your week has work at 7 and the gym on Thursday evenings');
  });

  it.each(COACH_IDS)('%s: a story that ends on what the person cannot do is read as that trouble', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(5));
    const [first, words] = talk(engine, [
      'my brother keeps asking to borrow money, 50 here 100 there, and he never pays it back or even mentions it again. ' +
        'i really dont know how to say no to him',
      'what could i say to him',
    ]);
    expect(first!.text).toMatch(/Saying no|say no|favours|direct no/);
    expect(words!.text).toMatch(/"[^"]*\bno\b[^"]*"|"[^"]*can't[^"]*"/);
  });

  it.each(COACH_IDS)('%s: a symptom told as the worry is heard, and "is it normal" gets the worry\'s own answer', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(6));
    const [first, normal] = talk(engine, [
      'been googling my symptoms all night, headaches every day since sunday and now im sure its something bad',
      'is it normal to be this scared over headaches?',
    ]);
    expect(first!.text).not.toMatch(/progressive muscle relaxation|box breathing|1\. /i);
    expect(first!.text).toMatch(/health|results|appointment|doctor/i);
    expect(normal!.text).toMatch(/health anxiety|in the body/);
    expect(normal!.text).not.toMatch(/What's the feeling you're wondering about/);
  });

  it.each(COACH_IDS)('%s: a grandparent who died is named in the sympathy', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(7));
    const first = engine.reply('My granny died on Friday in Kerala and I am stuck here in Leeds with exams').text;
    expect(first).not.toMatch(/\bthem\b/);
    expect(engine.remembered().join(' ')).toMatch(/granny/i);
  });
});
