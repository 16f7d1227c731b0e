/** Words said the way the person talks: something someone keeps doing named, a text's register, plainer again, another way in. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { barestLine } from '../../../frontend/src/features/ai-coaching/engine/reword-words';
import { expectWellFormed, talk } from './engine-helpers';

describe('words for a friend who keeps letting the person down', () => {
  it.each(COACH_IDS)('%s: name what they keep doing, go casual, then plainer, and another way in when words did not help', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    const [first, words, casual, plainer, other] = talk(engine, [
      'my cousin kofi keeps bailing on me last minute, third time this month',
      'what can i say to him',
      "too formal, he'd laugh at me",
      'still sounds scripted tbh',
      "that didn't help",
    ]);
    expect(first!.text).not.toMatch(/\bkofi\b/);
    expect(words!.text).toContain('When you keep bailing on me last minute, I find it really hard.');
    expect(casual!.text).toContain("\"Hey Kofi, you keep bailing on me last minute, and honestly it's starting to get to me. Everything alright?\"");
    expect(plainer!.text).toContain('"You keep bailing on me last minute. What\'s going on?"');
    expect(other!.text).toContain('"I\'ve noticed you keep bailing on me last minute. Is everything okay?"');
    expect(other!.text).not.toMatch(/breath|grounding|1\. /i);
    for (const reply of [words, casual, plainer, other]) expectWellFormed(reply!.text);
  });

  it.each(COACH_IDS)('%s: after a friend\'s own words, a text, plainer again, then another way in', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    const [, , casual, plainer, other] = talk(engine, [
      'my mate kofi keeps bailing on me last minute, third time this month',
      'what can i say to him',
      "too formal, he'd laugh at me",
      'still sounds scripted tbh',
      "that didn't help",
    ]);
    const quoted = (text: string) => /"([^"]+)"/.exec(text)?.[1] ?? '';
    expect(quoted(plainer!.text)).not.toBe(quoted(casual!.text));
    expect(quoted(plainer!.text)).not.toMatch(/^Hey\b/);
    expect(other!.text).toContain('"I\'ve noticed you keep bailing on me last minute. Is everything okay?"');
  });

  it.each(COACH_IDS)('%s: a friend cancelling at the last minute is no putting off of work', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    const first = engine.reply('my best friend keeps cancelling our plans last minute and i am so fed up').text;
    expect(first).not.toMatch(/Putting things off|first step|tiny piece/i);
    expect(engine.snapshot().situation).not.toBe('procrastination');
    const essay = createCoachEngine(coachId, seededRandom(4));
    essay.reply('i always leave my essays to the last minute and then panic');
    expect(essay.snapshot().situation).toBe('procrastination');
  });

  it("a technique that did not help still gets another technique, not a way into a talk", () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    const [, , other] = talk(engine, ['my mind races every night when i try to sleep', 'give me something to try', "that didn't help"]);
    expect(other!.text).not.toMatch(/words on a screen/);
  });
});

describe('the barest line', () => {
  it.each([
    ["Hey, you keep taking my charger, and honestly it's starting to get to me. Everything alright?", "You keep taking my charger. What's going on?"],
    ["Hey, got a sec? Could you give me a lift on Friday? It'd really help me out.", 'Could you give me a lift on Friday?'],
    ['Hey Sam, quick thing: could you pay me back the £40 by Sunday?', 'Could you pay me back the £40 by Sunday?'],
  ])('%s → %s', (line, bare) => {
    expect(barestLine(line)).toBe(bare);
  });

  it('gives nothing when nothing would change or too little would be left', () => {
    expect(barestLine('Could you give me a lift on Friday?')).toBeNull();
    expect(barestLine('Hey, got a sec? Thanks!')).toBeNull();
  });
});

describe('a label expected back, and words that fit what was told', () => {
  it.each(COACH_IDS)("%s: \"she'll say i'm being tight\" gets one calm line, not an argument", (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(5));
    const [, , label] = talk(engine, [
      'my sister keeps borrowing my car and bringing it back with no petrol, i really dont know how to say no to her',
      'what do i actually say to her',
      "she'll say i'm being tight",
    ]);
    expect(label!.text).toMatch(/^If she says you're being tight, you don't have to argue/);
    expect(label!.text).toContain('"Maybe it looks that way to you, but it matters to me, so I\'m sticking with it."');
  });

  it.each(COACH_IDS)('%s: words for a car lent out speak of the car, never of swapping shifts', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(6));
    const [, words] = talk(engine, [
      'my brother keeps borrowing my car and last time it came back with a dent. i dont know how to say no to him',
      'what do i actually say to him',
    ]);
    expect(words!.text).toMatch(/"[^"]*\bcar\b[^"]*"/);
    expect(words!.text).not.toMatch(/shift|swap/i);
  });
});

describe('a reply expected, an offer weighed, and words already plain', () => {
  it.each(COACH_IDS)('%s: a quoted reply expected is met by its kind, an apology or a waving aside', (coachId) => {
    const colleague = createCoachEngine(coachId, seededRandom(7));
    const [, sorry] = talk(colleague, ['my coworker keeps taking credit for my work', "he'll just say 'my bad' and do it again"]);
    expect(sorry!.text).toMatch(/^If he says "my bad", you don't have to argue with it\./);
    expect(sorry!.text).toContain('"Thanks. I need it not to happen again, though."');
    const family = createCoachEngine(coachId, seededRandom(7));
    const [, waved] = talk(family, ['my dad makes comments about my weight every sunday dinner', "mum will just say 'he's only joking'"]);
    expect(waved!.text).toContain('"Maybe, but it still gets to me, and I need you to take it seriously."');
  });

  it.each(COACH_IDS)('%s: an offer to come along, asked about, is taken with one thing agreed first', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(8));
    const [, offer] = talk(engine, [
      'i get so nervous driving on the motorway',
      'my mum offered to sit in with me on saturday morning. good idea or will it make it worse, she panics too',
    ]);
    expect(offer!.text).toMatch(/^I'd take her offer, with one thing agreed before you start/);
    expect(offer!.text).toContain("How do you think she'd take being asked that?");
  });

  it.each(COACH_IDS)('%s: "too apologetic" of a message with no sorry in it says so, and "too complicated" gets three points', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(9));
    const [, plain] = talk(engine, ["write me the email to karen saying i'm stepping back from the bake sale", 'too apologetic']);
    expect(plain!.text).toMatch(/^That one is already plain, with no sorry in it: "Hi[^"]*stepping back from the bake sale\."/);
    const gym = createCoachEngine(coachId, seededRandom(9));
    const [, , simpler] = talk(gym, [
      'i want start go to gym but i feel everybody will look at me',
      'can you give me something simple for first week',
      'too complicated',
    ]);
    expect(simpler!.text).toMatch(/^In three short points: 1\. /);
  });
});

describe('whose label it is', () => {
  it.each(COACH_IDS)('%s: someone else\'s label is met by who says it; the person\'s own word for themselves is not', (coachId) => {
    const opening = 'my sister keeps borrowing my car and i dont know how to say no to her';
    const mum = talk(createCoachEngine(coachId, seededRandom(2)), [opening, "my mum will say i'm selfish"])[1]!.text;
    expect(mum).toMatch(/^If your mum says you're being selfish, you don't have to argue/);
    const own = talk(createCoachEngine(coachId, seededRandom(2)), [opening, 'i think im so lazy'])[1]!.text;
    expect(own).not.toMatch(/^If (?:they|I) say/);
  });
});
