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
    ['Is she angry to me? Or maybe that is only teenager, she is 18 now?', 'mad', 'she'],
    ['after the game he just shook hand and left, didnt say anything. did i do something wrong??', 'mad', 'he'],
    ["I'm not trying to replace her mum and I've told her that. Do you think she even believes me?", 'believe', 'she'],
    ['does my dad trust me', 'believe', 'your dad'],
    ["my daughter said 'Daddy, you'll be back in six months.' Is she right?", 'right', 'she'],
    ["Better. Wife says I'm taking it too personally. Am I?", 'right', 'your wife'],
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
    'did i do something wrong? i keep replaying the meeting',
    'is she right to be angry about it?',
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

  it('says whether they believe you is shown over weeks, and whether they are right is the person\'s to split', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('I moved in with my partner and his daughter Kaia, she is 13');
    const believe = engine.reply("I'm not trying to replace her mum and I've told her that. Do you think she even believes me?").text;
    expect(believe).toMatch(/^Saying it again rarely makes someone believe it; what she sees you do over weeks does\./);
    expect(believe).toMatch(/What could she see you do in the next few weeks that shows you meant it\?$/);
    const right = engine.reply("My sister said I'm too soft with Kaia. Is she right?").text;
    expect(right).toMatch(/^I can't tell from here whether she is right/);
    expect(right).toMatch(/Which part of it rings true, if any\?$/);
  });
});
