/**
 * Words already given, said again the way the person asked: more direct, as they would type it, in one sentence,
 * and steps just given made simple.
 */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import {
  casualized, draftReworked, FIRMER_ASKED, firmerLines, firstSentences, ownDraft, shorterLine, SOFTER_ASKED, softerLines,
} from '../../../frontend/src/features/ai-coaching/engine/reword-words';
import { expectWellFormed, talk } from './engine-helpers';

describe('words said more directly', () => {
  it('leaves out the lead-in and the talk of how hard it is to say, and drops the softeners', () => {
    expect(
      firmerLines([
        "There's something I want to tell you, and it isn't easy for me to say.",
        "I've decided to stop my PhD.",
        "I'm telling you because you matter to me, and I'd rather you hear it from me.",
      ]),
    ).toEqual(["I've decided to stop my PhD."]);
    expect(firmerLines(['Could you maybe pay me back the 200 by Friday, if that\'s okay?'])).toEqual(['Please pay me back the 200 by Friday.']);
  });

  it('gives nothing when nothing would change', () => {
    expect(firmerLines(['I want the piano at 900.'])).toBeNull();
  });
});

describe('words as a person would type them', () => {
  it.each([
    ['I would prefer if we talked about problems with my work one-to-one first.', "I'd rather we talked about problems with my work one-to-one first."],
    ['I am not able to come, and I do not want to let you down.', "I'm not able to come, and I don't want to let you down."],
    ['It is fine, that is what it is.', "It's fine, that's what it is."],
  ])('%p becomes %p', (line, casual) => {
    expect(casualized(line)).toBe(casual);
  });
});

describe('one sentence of words', () => {
  it('is the first one that says something, with the name kept', () => {
    expect(firstSentences("Yanis, can we talk? I'm repeating the year. It isn't easy for me to say.")).toBe("Yanis, I'm repeating the year.");
    expect(firstSentences('Mara, there is something I want to tell you. The cake was my fault.')).toBe('Mara, the cake was my fault.');
    expect(firstSentences('I have to repeat the year.')).toBe('I have to repeat the year.');
  });
});

describe('asked again for words just given, or steps just given', () => {
  it.each(COACH_IDS)('%s: "too soft, make it more direct" gives the words without the lead-in', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(1));
    const [, words, direct] = talk(engine, [
      'i want to tell my parents i am stopping my PhD',
      'can you write me some first sentences? in english is fine, i will translate myself',
      'hmm this is too soft, my father will think something very bad happened. make it more direct please',
    ]);
    expect(words!.text).toMatch(/isn't easy for me to say/);
    expect(direct!.text).toMatch(/^More direct: "I am stopping my phd\."/i);
    expect(direct!.text).not.toMatch(/isn't easy|matter to me/);
    expectWellFormed(direct!.text);
  });

  it('"make simple please. short words" after steps gives three of them, short', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [, steps, simple] = talk(engine, [
      'i have english test for citizenship in march, very scared',
      'can you help me how to study? i have time after 7pm when shop close. sunday only half day',
      'make simple please. short words',
    ]);
    expect(steps!.text).toMatch(/1\. .*5\. /);
    expect(simple!.text).toMatch(/^In three short points: 1\. .* 3\. [^4]*$/);
  });

  it('"one sentence" asked long after words were given is not those words again', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const replies = talk(engine, [
      'my manager keeps piling work on me and i am completely fried',
      'what should I say to him?',
      'he is not a bad guy, just busy',
      'Can you give me one or two sentences in German I can prepare?',
    ]);
    const given = [...replies[1]!.text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.slice(0, 30));
    expect(given.length).toBeGreaterThan(1);
    for (const line of given) expect(replies[3]!.text).not.toContain(line);
  });

  it.each([
    // New words for something else, not the last ones again.
    'Can you give me two lines for an appeal. Short.',
    // The idea spoken of; nothing asked.
    'Your idea with one short sentence is good. But I am afraid I will cry in front of everybody',
    // A name that looks like a word of kindness.
    'Kinder Scout or the River Don? Which sounds less silly?',
  ])('%p does not give the last words again', (message) => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [words, after] = talk(engine, ['my manager keeps piling work on me, what should I say to him?', message]).map((r) => r.text);
    const given = [...words!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    expect(given.length).toBeGreaterThan(0);
    for (const line of given) expect(after).not.toContain(line);
  });
});

describe('words made shorter', () => {
  it('keeps the first two sentences of three, the first of two, and a short line whole', () => {
    expect(shorterLine("My hand shakes sometimes. It's called a tremor. It doesn't hurt, and you can't catch it.")).toBe(
      "My hand shakes sometimes. It's called a tremor.",
    );
    expect(shorterLine("I've been thinking of you and I miss you. No pressure to reply, I just wanted you to know.")).toBe(
      "I've been thinking of you and I miss you.",
    );
    expect(shorterLine('Your things are ready. You can collect them on Saturday between ten and twelve.')).toBe(
      'Your things are ready. You can collect them on Saturday between ten and twelve.',
    );
  });

  it('"too long. she will not read" after one apology gives its first sentences', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [words, shorter] = talk(engine, [
      'i shouted at my daughter in front of her friends. can you write me what to say to say sorry?',
      'too long. she will not read',
    ]);
    expect(words!.text).toMatch(/Next time I'm stressed/);
    expect(shorter!.text).toMatch(/"I'm sorry I snapped at you in front of your friends\. It was embarrassing for you and it wasn't fair\."/);
  });
});

describe('words as the person would actually say them', () => {
  it('"can you make it more like how I\'d actually talk?" gives a line of the words, as typed to a friend', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const [words, casual] = talk(engine, [
      'i shouted at my daughter in front of her friends. can you write me what to say to say sorry?',
      "That sounds a bit like a script, she'll notice straight away. Can you make it more like how I'd actually talk?",
    ]);
    expect(words!.text).toMatch(/I'm sorry I snapped at you/);
    expect(casual!.text).toMatch(/"(?:Hey|I'm sorry)[^"]*"/);
  });
});

describe('words said more gently', () => {
  it.each(['my english sounds too direct sometimes', 'Can be more soft?', 'can you make it softer', 'a bit more polite please', 'gentler pls'])(
    'reads "%s" as asking for them softer, not firmer',
    (message) => {
      expect(SOFTER_ASKED.test(message.toLowerCase())).toBe(true);
      expect(FIRMER_ASKED.test(message.toLowerCase())).toBe(false);
    },
  );

  it.each(['is this more polite or is passive aggressive?', 'not too soft but not rude', 'she was too direct with me', "i'm too direct with my staff"])(
    '"%s" asks nothing softer',
    (message) => {
      expect(SOFTER_ASKED.test(message)).toBe(false);
    },
  );

  it('puts an ask as "could you…?", greets first and thanks after, keeping the name it was addressed to', () => {
    expect(softerLines(['Please wash your dishes after use.'])).toEqual(['Hey, could you wash your dishes after use? Thanks!']);
    expect(softerLines(['Katrin, can we talk?', 'I need you to tell me by Friday.'])).toEqual([
      'Hey Katrin, can we talk?',
      'It would really help if you could tell me by Friday. Thanks!',
    ]);
  });
});

describe("the person's own draft, reworked as asked", () => {
  const asked =
    "I can say to passenger at the start 'you can choose the music, I just keep the volume medium so I can hear the road'. " +
    'Can you make this more short and friendly?';

  it('finds the words the person means to send, not words they quote from before', () => {
    expect(ownDraft(asked)).toBe('you can choose the music, I just keep the volume medium so I can hear the road');
    expect(ownDraft("my draft is 'i'm not mad, i just need the dishes done by friday'. too harsh?")).toBe("i'm not mad, i just need the dishes done by friday");
    expect(ownDraft("That's better than what I had, which was basically 'somebody's nicking my stuff and I'm sick of it'.")).toBeNull();
  });

  it('makes it shorter, friendlier, softer or more casual, and says how', () => {
    const none = { shorter: false, casual: false, softer: false, friendlier: false };
    expect(draftReworked(ownDraft(asked) ?? '', { ...none, shorter: true, friendlier: true })).toEqual({
      line: 'Hi! You can choose the music, I keep the volume medium so I can hear the road.',
      how: ['shorter', 'friendlier'],
    });
    const casual = { line: "I'd like you to wash the pan.", how: ['more casual'] };
    expect(draftReworked('i would like you to wash the pan', { ...none, casual: true })).toEqual(casual);
    expect(draftReworked('please wash the pan tonight', { ...none, softer: true })?.line).toBe('Hey, could you wash the pan tonight? Thanks!');
    expect(draftReworked('Hi! Wash the pan.', { ...none, friendlier: true })).toBeNull();
  });

  it.each(COACH_IDS)('%s: gives the draft back reworked in the conversation', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    engine.reply('I drive for a ride app and a passenger gave me one star because I turned his music down.');
    const reply = engine.reply(asked).text;
    expect(reply).toContain('"Hi! You can choose the music, I keep the volume medium so I can hear the road."');
    expectWellFormed(reply);
  });
});

describe('words asked reworked when the coach has written none', () => {
  it.each(COACH_IDS)('%s: says so plainly and asks for the draft or the point', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    engine.reply('We run a small family restaurant and someone left a one star review calling us arrogant.');
    const reply = engine.reply("That's too polite. Can you make it sound less like a corporation? We're a family place.").text;
    expect(reply).toMatch(/haven't written any words for you yet/);
    expect(reply).toMatch(/Paste what you have/);
  });

  it('is not said when an idea is asked to be explained more simply', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('my son is 5 and eats only pasta and bread');
    const reply = engine.reply("What is this 'one safe food on the plate' idea, can you explain more simple?").text;
    expect(reply).not.toMatch(/haven't written any words/);
  });

  it('still writes new words asked for with a word about the tone', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('my flatmate leaves his pans in the sink for days');
    const reply = engine.reply("idk if i have the energy for a 'house meeting'. sounds so formal. cant i just text him? what do i even say").text;
    expect(reply).not.toMatch(/haven't written any words/);
    expect(reply).toMatch(/"/);
  });
});

describe('the words just given, asked for as a text', () => {
  it.each(COACH_IDS)('%s: one of the lines, as a message to send, not a general opener', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(11));
    talk(engine, [
      "hey so my friend jess cancelled on me AGAIN. third time this month. she texts an hour before like 'so sorry babe something came up'",
      'weve been friends since year 7. she wasnt always like this tbh',
      'ok but what do i actually say to her. im rubbish at this',
    ]);
    const reply = engine.reply("can you write me the text? definately not passive aggressive pls, she can smell that a mile off").text;
    expect(reply).not.toMatch(/A short, honest opener usually works better/);
    expect(reply).toMatch(/^(?:As a text, something like|More like a message you'd actually send): "/);
  });
});
