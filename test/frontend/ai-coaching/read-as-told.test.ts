/**
 * Things read as they were told: a name given after "name is" or "is called" (never the word "Name" as someone),
 * a time ("an hour before") that is no thing to talk about, "just leave him alone?" that is about giving a teenager
 * space, not loneliness, a teenager who has stopped talking read as a parent's worry, and "what sort of things could I
 * say" read as asking for words; an aside asked mid-talk answered honestly and
 * steered back to that talk; feeling behind everyone read as comparison, and uni friends as no talk about study; long-term back pain at
 * work read as chronic pain, with a standing desk asked about answered; a baby weeks old
 * and no sleep met as life with a newborn from the first message.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { findAnswer } from '../../../frontend/src/features/ai-coaching/engine/library';
import { emptyMemory, remember } from '../../../frontend/src/features/ai-coaching/engine/memory';
import { askTypeOf, leadingSituation, nextFrame, situationFaq, situationScores } from '../../../frontend/src/features/ai-coaching/engine/situations';
import { matterIn } from '../../../frontend/src/features/ai-coaching/engine/told-matter';
import { understand } from '../../../frontend/src/features/ai-coaching/engine/understanding';
import { normalize } from './library-helpers';

const people = (text: string) => understand(text, { lastQuestion: null, inExercise: false }).entities;

describe('a name said after', () => {
  it.each([
    ['my flatmate name is Chiara, he is Luca', { kind: 'person', name: 'Chiara', role: 'flatmate' }],
    ["my boss's name is Priya", { kind: 'person', name: 'Priya', role: 'boss' }],
    ['my dog is called Biscuit', { kind: 'pet', name: 'Biscuit', species: 'dog' }],
  ])('%p names %p', (text, entity) => {
    expect(people(text)).toContainEqual(entity);
    expect(people(text).some((e) => e.kind === 'person' && e.name === 'Name')).toBe(false);
  });

  it('never asks about someone called "Name"', () => {
    const engine = createCoachEngine('sage', seededRandom(11));
    const replies = [
      'hello. I have problem with my flatmate boyfriend. he is basically living in our flat since two months but he don\'t pay anything',
      'my flatmate name is Chiara, he is Luca. only two of us are on the contract, me and her',
      'he is not bad person. he is even nice, he make coffee for me sometimes',
      'maybe sunday evening, she is usually relax on sunday',
    ].map((message) => engine.reply(message).text);
    expect(replies.join(' ')).not.toMatch(/\bName\b/);
  });
});

describe('a time told', () => {
  it.each(['she texts an hour before like sorry', 'he rings a minute before', 'she cancelled the night before'])('%p is no thing to talk about', (text) => {
    expect(matterIn(text, emptyMemory())).toBeNull();
  });
});

describe('a teenager who has stopped talking', () => {
  it('is a parent\'s worry, and "just leave him alone?" is no question about loneliness', () => {
    const scores = situationScores("my son josh is 15 and he's basically stopped talking to me. one word answers, straight up to his room");
    expect(leadingSituation(nextFrame({}, scores), scores)).toBe('teen-withdrawn');
    expect(findAnswer(normalize('so what do i do, just leave him alone? that feels like giving up'))?.id).not.toBe('loneliness');
    expect(findAnswer(normalize('how do i stop feeling so alone'))?.id).toBe('loneliness');
  });

  it('"what sort of things could I say in there" asks for words to say', () => {
    expect(askTypeOf("what sort of things could i say in there that won't make him clam up?")).toBe('script');
    expect(askTypeOf('what kind of questions should i ask him')).toBe('script');
  });
});

describe('an aside asked in the middle of something', () => {
  it.each(['sage', 'phoenix', 'harmony', 'zenith'] as const)('%s: is answered honestly and steered back to what was being talked about', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(12));
    engine.reply('hi. I want to tell my parents that I am gay. they come to visit me in Dublin in 3 weeks');
    const reply = engine.reply(
      'sorry can I ask something different, do you know good restaurants in dublin that are not too expensive? I want to take them somewhere nice',
    ).text;
    expect(reply).toMatch(/^I can't look up places from here/);
    expect(reply).toContain('coming out');
  });
});

describe('feeling behind', () => {
  it('is comparison, and friends from uni are no talk about study', () => {
    const scores = situationScores('turned 30 last month and i feel like everyone is miles ahead of me');
    expect(leadingSituation(nextFrame({}, scores), scores)).toBe('social-media-comparison');
    const topics = understand('instagram mostly. uni friends. meg just got engaged', { lastQuestion: null, inExercise: false }).topics.map((t) => t.id);
    expect(topics).not.toContain('school');
    expect(understand('my uni exams start monday', { lastQuestion: null, inExercise: false }).topics.map((t) => t.id)).toContain('school');
  });
});

describe('long-term back pain at work', () => {
  it('is chronic pain, and "is a standing desk a normal thing to ask for?" is answered', () => {
    const told = 'i have chronic back pain (disc thing, had it 3 yrs) and work is getting harder. i sit at a desk 8hrs doing customer calls';
    const scores = situationScores(told);
    expect(leadingSituation(nextFrame({}, scores), scores)).toBe('chronic-illness-pain');
    const engine = createCoachEngine('sage', seededRandom(11));
    engine.reply(told);
    const reply = engine.reply('what am i even allowed to ask for? like is a standing desk a normal thing to ask for or will i look like a diva').text;
    expect(reply).toMatch(/^Yes, asking for changes like this is normal/);
    expect(reply).toContain('A sit-stand desk and a short break each hour');
  });
});

describe('a baby weeks old and no sleep', () => {
  it('is met as life with a newborn from the first message', () => {
    const engine = createCoachEngine('sage', seededRandom(11));
    const reply = engine.reply(
      "Hi. I don't really know what I'm hoping for here. My daughter Isla is 7 weeks old and I haven't slept more than 2 hours in a row since she was born.",
    ).text;
    expect(reply).toContain('Life with a newborn turns everything upside down');
  });
});

describe("a newborn's particular asks", () => {
  const newborn = () => {
    const engine = createCoachEngine('harmony', seededRandom(2));
    engine.reply("My daughter Isla is 7 weeks old and I haven't slept more than 2 hours in a row since she was born. I'm losing it a bit.");
    engine.reply("Mostly me doing the nights. Tom's back at work for 7 so we agreed I'd do them, and I'm breastfeeding anyway");
    return engine;
  };

  it('answers coffee while breastfeeding, not caffeine and sleep', () => {
    const reply = newborn().reply("sorry random but is it ok to have coffee when you're breastfeeding? my mum says no caffeine at all").text;
    expect(reply).toMatch(/you don't need to cut it out completely/);
    expect(reply).not.toMatch(/before about 2 pm|last coffee or tea/);
  });

  it('answers what to ask a tired partner for with asks that fit', () => {
    const reply = newborn().reply(
      "ok. what could I actually ask Tom for that's realistic? he's knackered too and I don't want it to turn into a who's-more-tired competition",
    ).text;
    expect(reply).toMatch(/One protected block of sleep/);
    expect(reply).toMatch(/each of us gets one proper stretch of sleep/);
  });
});

describe('the order of telling', () => {
  it.each(['is better to tell them together or separate? Ana says first my mother', 'should I tell my parents together or separately?'])(
    '%p is answered with the order, not the words',
    (message) => {
      const engine = createCoachEngine('zenith', seededRandom(3));
      engine.reply('hi. I want to tell my parents that I am gay. they come to visit me in 3 weeks');
      const reply = engine.reply(message).text;
      expect(reply).toMatch(/Either can work, and there is no wrong order/);
    },
  );
});

describe('a key word inside another', () => {
  it('counts "bed" and "in bed" as one word of a question, not two', () => {
    expect(situationFaq('phone-screen-time', ' can you give me something for when my chest gets tight? its mostly when im lying in bed ')).toBeNull();
    // A phrase inside a phrase still counts: "my biggest weakness".
    expect(situationFaq('job-interview', ' what do i say when they ask about my biggest weakness? ')?.answer).toMatch(/weakness/);
  });

  it('asks for something for a tight chest in bed with a practice, not phone habits at night', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    for (const said of [
      'got a ct scan on wed cos my blood tests came back a bit off and i cant stop googling',
      'every night. like 1am scrolling forums reading about people with the worst case',
    ])
      engine.reply(said);
    const reply = engine.reply('can you give me something for when my chest gets tight? its mostly when im lying in bed').text;
    expect(reply).not.toMatch(/Night scrolling|Charge your phone/);
    expect(reply).toMatch(/breath/i);
  });
});

describe('a parent with dementia asking for the one who died', () => {
  const first = 'my mum has dementia and she rings me like 10 times a night asking where dad is. he died in 2019';

  it('marks no one lost but the one "he" is: never the mum who is alive', () => {
    const memory = emptyMemory();
    remember(memory, understand(first, { lastQuestion: null, inExercise: false }), 1);
    expect(memory.people.filter((p) => p.lost)).toEqual([]);
  });

  it.each(COACH_IDS)('%s: meets the caring, and answers whether to tell her each time', (coach) => {
    const engine = createCoachEngine(coach, seededRandom(5));
    const opening = engine.reply(first).text;
    expect(opening).not.toMatch(/Losing your mum|since your mum died|Losing them is a real loss/);
    const told = engine.reply('i dont know what to tell her. do i say he died every time?').text;
    expect(told).toMatch(/Correcting them again and again often brings fresh sadness/);
    const tonight = engine.reply('what do i say when she asks tonight').text;
    expect(tonight).not.toMatch(/when Tonight comes up/i);
  });
});

describe('tired out after a panic attack', () => {
  it('is answered with why, and what helps after one', () => {
    const engine = createCoachEngine('phoenix', seededRandom(3));
    engine.reply('had another panic attack on the train this morning');
    expect(engine.reply('why am i so wiped out afterwards every time?').text).toMatch(/feeling wiped out after a panic attack is very common/);
  });
});
