/**
 * A question about what goes on in someone else: what can be said about it, with the way to find out, for
 * the one wondered about by pronoun, role or name; never for the person themselves, a thing, or a fact
 * about the person asking.
 */
import { wonderedIn } from '../../../frontend/src/features/ai-coaching/engine/other-mind-reply';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';

describe("someone else's mind", () => {
  it.each([
    ['is he even aware he does it?', 'aware', 'he'],
    ['does my flatmate know what he is doing to me', 'aware', 'your flatmate'],
    ['why does she keep doing this?', 'why', 'she'],
    ['why would my mum say that to me', 'why', 'your mum'],
    ['why does Priya ignore my texts', 'why', 'Priya'],
    ['does he even care?', 'care', 'he'],
    ['do you think she likes me back', 'care', 'she'],
    ['do you think she is mad at me?', 'mad', 'she'],
    ['are my parents upset with me?', 'mad', 'your parents'],
    ['will he ever change?', 'change', 'he'],
    ['do you think Tom will change', 'change', 'Tom'],
    ['what if he never changes?', 'change', 'he'],
  ])('%s', (message, wondered, who) => {
    expect(wonderedIn(message)).toMatchObject({ wondered, who: { s: who } });
  });

  it.each([
    'why does everything go wrong for me',
    'why do i always do this',
    'why does my chest hurt when i lie down',
    'will it change after the exams?',
    'does she know i am gay?',
    'why is it so hard',
    'does my dog know she is sick',
  ])('wonders about no one: %s', (message) => {
    expect(wonderedIn(message)).toBeNull();
  });

  it('says what can be known, for that person, with words to ask and a question on', () => {
    const engine = createCoachEngine('harmony', seededRandom(5));
    engine.reply('my flatmate keeps eating my food from the fridge, third time this week');
    const aware = engine.reply('is he even aware he does it?').text;
    expect(aware).toMatch(/^He may honestly not have noticed/);
    expect(aware).toContain('"I\'ve noticed this keeps happening. Did you realise?"');
    expect(aware).toMatch(/How do you think he would take it if you mentioned it\?$/);
    const why = engine.reply('and why would Sam say that to me when I asked him?').text;
    expect(why).toMatch(/^I can't know what's going on for Sam/);
    expect(why).toContain('"When you said that, I wasn\'t sure what you meant. What was behind it?" Sam\'s answer, or the way they avoid one');
  });
});
