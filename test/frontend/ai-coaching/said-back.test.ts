/**
 * What the coach says back of a message is in its own English: a slip of English written as a second language ("he is not
 * bad person") is never echoed, nor what others keep saying ("everyone keeps saying it gets better") or a fear set aside
 * ("I don't think he will shout") in place of the trouble; "Didn't go great" is how a day went, not something the person did.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { cleanText, mirrorPhrase, questionPhrase } from '../../../frontend/src/features/ai-coaching/engine/text';
import { soundsUnidiomatic } from '../../../frontend/src/features/ai-coaching/engine/unidiomatic';

const mirror = (text: string) => mirrorPhrase(cleanText(text), (word) => ['scared', 'losing'].includes(word));

const SLIPS = [
  'my flatmate name is Chiara, he is Luca',
  'he is not bad person',
  'she is usually relax on sunday',
  "he don't pay anything",
  'he is basically living in our flat since two months',
  'he make coffee for me sometimes',
  'the bills are more high now',
  'I am tired to hide Daniel every time we do video call',
  'I dont want she think I hate him',
  'my mother I think she already suspect something',
  'I not understand why',
  'I am agree with her',
  'I want go home',
  'it is normal thing',
  'I am feeling little bit lost',
];

const NATIVE = [
  'All I do is worry',
  'my first name is Sam',
  "my mum's new boss is awful",
  "I'm too tired to sleep",
  'I need help with my boss',
  'does she really care',
  'why would he want that',
  'there are more late nights now',
  'it does more good than harm',
  'ever since two years ago',
  "I'm a bad person",
  "he's a good man",
  'I no longer care',
  "it's kind of hard",
  'I need leave approved',
  'She makes me feel small',
  "that's normal kid behaviour",
  "I've been here since three years ago",
  'the problem is sleep',
  'I think she knows',
  "he's been off work since June",
];

describe('a slip of second-language English', () => {
  it.each(SLIPS)('is read in %p', (text) => {
    expect(soundsUnidiomatic(text)).toBe(true);
  });

  it.each(NATIVE)('is not read in %p', (text) => {
    expect(soundsUnidiomatic(text)).toBe(false);
  });

  it('is never said back, as a statement or a question', () => {
    expect(mirror('he is not bad person. he is even nice, he make coffee for me sometimes')).toBeNull();
    expect(mirror('maybe sunday evening, she is usually relax on sunday')).toBeNull();
    expect(questionPhrase(cleanText('is it normal that he dont say what he really want?'))).toBeNull();
    // The same trouble in native English is still said back.
    expect(mirror("he's not a bad person, but he's always in the kitchen")).toMatch(/always in the kitchen|not a bad person/);
  });

  it.each(COACH_IDS)('is not echoed by %s through a conversation', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(5));
    const replies = [
      "hello. I have problem with my flatmate boyfriend. he is basically living in our flat since two months but he don't pay anything",
      'my flatmate name is Chiara, he is Luca. only two of us are on the contract, me and her',
      'he is not bad person. he is even nice, he make coffee for me sometimes. but the bills are more high now',
      'maybe sunday evening, she is usually relax on sunday',
      'yes I am sure I want to do it. I am tired to hide Daniel every time we do video call',
    ].map((message) => engine.reply(message).text);
    const all = replies.join(' ');
    expect(all).not.toMatch(/flatmate name is|not bad person|usually relax|more high|tired to hide|since two months|he make/i);
  });
});

describe('the side of a story that is not the trouble', () => {
  it('says back the trouble, not what everyone keeps saying', () => {
    const said = mirror("Everyone keeps saying it gets better but I'm losing it a bit.");
    expect(said).toMatch(/losing it/);
    expect(said ?? '').not.toMatch(/gets better/);
  });

  it('does not say back a fear the person has set aside', () => {
    expect(mirror("I don't think he will shout but maybe he will be silent and I'm scared of that") ?? '').not.toMatch(/shout/);
    expect(mirror("I don't think he will shout")).toBeNull();
  });

  it('reads "Didn\'t go great" as how the day went, never as "you didn\'t go great"', () => {
    expect(mirror("Didn't go great, I ended up crying in the loos at about 11") ?? '').not.toMatch(/didn't go great/i);
    expect(mirror('Went badly. I froze halfway through') ?? '').not.toMatch(/you went badly/i);
  });
});

describe('the least of what was said is not said back', () => {
  it('a courtesy and a clause cut before its "who" are never the line said back', () => {
    expect(mirror('I would be grateful for any thoughts on this.')).toBeNull();
    expect(mirror('I am not a man who finds this sort of thing easy to put into words.')).toBeNull();
    // Where the person is, and the lead to what they say, are not what is said back.
    expect(mirror("Job offer in Glasgow. I'm in Leeds. Have to answer by Friday.")).toBeNull();
    expect(mirror('I confess this has unsettled me rather more.')).toBe('this has unsettled you rather more');
    // A time with the trouble in it is still said back.
    expect(mirror("I wake at 4am and can't get back to sleep")).toMatch(/can't get back to sleep/);
    expect(mirror("I'm so scared of being the one who always gets it wrong")).toMatch(/scared of being the one who always gets it wrong/);
  });

  it.each(COACH_IDS)('%s: "I would be glad of any thoughts" is a courtesy, not gladness felt nor said back', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    engine.reply("my husband retired last spring and we keep getting under each other's feet at home");
    const reply = engine.reply("I would be glad of any thoughts, honestly. it's been a long few months.").text;
    expect(reply).not.toMatch(/glad of any thoughts|savouring|beautiful|gratitude/i);
  });
});
