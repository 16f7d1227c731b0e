/** The engine listening: reflective replies, mirroring, small talk in kind, offers. */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { deniedWord } from '../../../frontend/src/features/ai-coaching/engine/cues';
import { analyse } from '../../../frontend/src/features/ai-coaching/engine/lexicon';
import { EMOJI, expectWellFormed, PLAIN, scripted, steerable, talk } from './engine-helpers';

/** The reply to `message` after five told, with the 30% roll for a reflection forced to come up. */
function onReflectiveRoll(coachId: CoachId, told: readonly string[], message: string) {
  const random = steerable(0.5);
  const engine = createCoachEngine(coachId, random);
  talk(engine, told);
  random.next(0);
  return engine.reply(message);
}

describe('the reflective reply (more than 5 user messages → 30% chance)', () => {
  it('never says the same words back twice in one reply', () => {
    const engine = createCoachEngine('sage', () => 0);
    talk(engine, PLAIN.slice(0, 5));
    engine.reply('I might do it tomorrow before standup');
    // "I shall write these down" is a plan told, which is never summed up; a thing done is said back.
    const reply = engine.reply('I wrote these down on paper').text;
    expect(reply).toMatch(/you wrote these down on paper/);
    expect(reply.match(/you wrote these down on paper/g)).toHaveLength(1);
  });

  it.each(COACH_IDS)('%s: never reflective for messages 1–5 whatever random returns', (coachId) => {
    for (const value of [0, 0.1, 0.29]) {
      const engine = createCoachEngine(coachId, () => value);
      const kinds = talk(engine, PLAIN.slice(0, 5)).map((r) => r.kind);
      expect(kinds).not.toContain('reflective');
    }
  });

  it.each(COACH_IDS)('%s: 0.29 on the 6th message gives a reflective reply, 0.3 does not', (coachId) => {
    for (const [roll, expected] of [
      [0.29, true],
      [0.3, false],
    ] as const) {
      const random = steerable(0.5);
      const engine = createCoachEngine(coachId, random);
      talk(engine, PLAIN.slice(0, 5));
      random.next(roll);
      const sixth = engine.reply(PLAIN[5] as string);
      expect(sixth.kind === 'reflective').toBe(expected);
    }
  });

  it('keeps rolling on every later message', () => {
    const always = createCoachEngine('sage', () => 0.1);
    expect(talk(always, PLAIN).map((r) => r.kind)).toEqual([...Array(5).fill('reply'), 'reflective', 'reflective', 'reflective']);
    const never = createCoachEngine('sage', () => 0.9);
    expect(talk(never, PLAIN).map((r) => r.kind)).not.toContain('reflective');
  });

  it.each(COACH_IDS)('%s: a question on a reflective roll is answered as well as it can be, never met with a summary', (coachId) => {
    const random = steerable(0.5);
    const engine = createCoachEngine(coachId, random);
    talk(engine, PLAIN.slice(0, 5));
    random.next(0);
    const asked = engine.reply('the kids want a puppy already. is it too soon? i feel like it would be replacing her');
    expect(asked.kind).not.toBe('reflective');
    expect(asked.text).toMatch(/too soon/);
  });

  it('never sums up words kept to say to someone as something told', () => {
    const told = ['in november i lend 400 euros to my friend Rui. now its april and nothing', 'he went to Porto for a concert'];
    const more = ['we are friends since school', 'i need the money for tyres', 'this makes me angry honestly'];
    const reflective = onReflectiveRoll('sage', [...told, ...more], 'we used to play football together every week');
    expect(reflective.kind).toBe('reflective');
    expect(reflective.text).not.toMatch(/told me that could you|you lent you/);
  });

  it.each(COACH_IDS)('%s: a request without a question mark is never met with a summary either', (coachId) => {
    const asked = onReflectiveRoll(
      coachId,
      [
        "Sofa delivered today. Doesn't fit through the door.",
        'Tenement flat, Glasgow. Third floor. Stairwell turn too tight. Two delivery guys tried for 40 mins.',
        "It's back at the warehouse. £95 return fee plus they keep the delivery charge. I measured the door. Didn't measure the stair.",
        "Feel like an idiot. Partner's not said anything but she's gone quiet.",
        'Is it worth asking them to waive the fee?',
      ],
      'Write me a short email. Firm but polite.',
    );
    expect(asked.kind).not.toBe('reflective');
    expect(asked.text).not.toMatch(/look back|zoom out|step back|reflect|what I've noticed|progress review/i);
  });

  it('sums up who was told of and a feeling said more than once, never a life area read from a word, before the reply itself', () => {
    const told = [
      "I'm stressed about work",
      "I couldn't sleep last night",
      'My boss Graham wants the report by Friday',
      'I am so stressed, sleep has been bad all week',
    ];
    const reflective = onReflectiveRoll('sage', [...told, 'Work again today, and I feel tired'], 'It has been like this for weeks now');
    expect(reflective.kind).toBe('reflective');
    expect(reflective.text).toMatch(/You've told me about your boss Graham/);
    expect(reflective.text).not.toMatch(/come back to|hearing most|circle around|your mind racing|you've also mentioned/);
    expect(reflective.text).toMatch(/\?$/);
    expectWellFormed(reflective.text);
    const garden = ['The garden needs weeding', 'Weeding the garden again', 'The garden is nice', 'Painting', 'Reading'];
    const plain = onReflectiveRoll('sage', garden, 'More garden plans');
    expect(plain.text).toMatch(/^I'm (?:keeping in mind everything you've told me|holding on to all you've shared) so far\. /);
  });

  it.each([
    [
      'a role alone, as often someone else\'s or no one',
      [
        "My wife's mum died on Sunday",
        'There is no girlfriend, I live alone',
        "I drive past the children's hospital every day",
        'I keep busy',
        'Work is fine',
      ],
      'I have been going for long walks in the evening',
      /your (?:mum|girlfriend|children)/,
    ],
    [
      'a baby or a child, as often someone else\'s or no child at all',
      ['Ofsted are coming tomorrow', 'My deputy Tom is off, his baby was born on Monday', 'The baby is fine', 'I have to do it all', 'Staff are nervous'],
      'I have been at school since six',
      /your baby|your child/,
    ],
  ])('never names someone by %s', (_, told, message, named) => {
    const reflective = onReflectiveRoll('sage', told, message);
    expect(reflective.kind).toBe('reflective');
    expect(reflective.text).not.toMatch(named);
  });

  it('never names a feeling said only once, nor a capitalised word as someone told of', () => {
    const told = ['Sorted the Starter for the Rye loaf at 6', 'Neighbour says it smells', 'Bit annoyed honestly', 'Flour everywhere', 'Oven is tiny'];
    const reflective = onReflectiveRoll('zenith', told, 'Baking again on Sunday morning');
    expect(reflective.kind).toBe('reflective');
    expect(reflective.text).not.toMatch(/Starter|Rye|feeling annoyed|described feeling/);
  });

  it('sums up what was told by its news, and goes on to the reply to what was just said', () => {
    const told = ['I was made redundant on Monday. Logistics firm, 11 years there.', "I haven't told my wife Thandi yet."];
    const more = ['The package is three months of salary.', 'School fees for our son are the big worry.', 'I sit in a cafe all day with my laptop.'];
    const reflective = onReflectiveRoll('zenith', [...told, ...more], 'Today I applied for four more jobs');
    expect(reflective.kind).toBe('reflective');
    expect(reflective.text).toContain("You've told me that you were made redundant on Monday.");
    expect(reflective.text).not.toMatch(/keeping in mind/);
    expect(reflective.text).toMatch(/you applied for four more jobs/);
    expect(reflective.text).not.toMatch(/most alive|Notice how it feels|feeling happy/);
    expectWellFormed(reflective.text);
  });

  it('speaks in each coach’s voice', () => {
    const texts = COACH_IDS.map((coachId) => {
      const engine = createCoachEngine(coachId, scripted([], 0));
      talk(engine, PLAIN.slice(0, 5));
      return engine.reply(PLAIN[5] as string).text;
    });
    expect(new Set(texts).size).toBe(4);
  });

  it.each([
    'thank you po, i will try this week. ingat',
    'thanks',
    'lol ok that actually felt kind of good. gonna do what dani said now. night',
    // A plan told, or a goodbye with more in it, is answered as it is too.
    "Ok. I'll talk to my housemates on Sunday morning before they go out.",
    'Thank you. If I get the shifts changed I buy a good bottle of wine for Maria. Ciao.',
  ])('answers %p as it is, never behind a summary', (closing) => {
    const random = steerable(0.5);
    const engine = createCoachEngine('sage', random);
    talk(engine, ['i work night shifts', 'i cant sleep after them', 'my housemates are noisy', 'melatonin made me groggy', 'it is every week']);
    random.next(0);
    const reply = engine.reply(closing);
    expect(reply.kind).not.toBe('reflective');
    expect(reply.text).not.toMatch(/reflect|look back|hearing most|come back to|circle around/i);
  });

  it('does not sum up the same situation twice: a second reflection is on what was just said', () => {
    const random = steerable(0.5);
    const engine = createCoachEngine('phoenix', random);
    talk(engine, ["I'm stressed about work", 'My boss wants the report by Friday', 'Work again today', 'I stayed late', 'It never ends']);
    random.next(0);
    const first = engine.reply('It has been like this for weeks now');
    random.next(0);
    const second = engine.reply("I'm sending the email to my boss now");
    expect(first.kind).toBe('reflective');
    expect(second.kind).toBe('reflective');
    expect(second.text).toMatch(/you're sending the email to your boss now/);
    expect(second.text).not.toMatch(/hearing most|comes back to|circle around/);
  });

  it('never asks how the days have been since "them" died when no one was named, nor after a thing as if a person', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const engine = createCoachEngine('harmony', seededRandom(seed));
      const replies = talk(engine, [
        'someone i loved died and i cant stop crying',
        'he is on the Playstation all evening since',
        'i keep going over it',
        'yeah',
        'i feel a bit better tbh',
        'not really sure',
      ]);
      for (const reply of replies) expect(reply.text).not.toMatch(/since them died|with Playstation/);
    }
  });

  it.each(COACH_IDS)('%s: answers who can read the chat, and "are you an actual person", truthfully', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    engine.reply('hi');
    const privacy = engine.reply("Thanks very much. Is this private by the way? I'd rather Maureen didn't read it.");
    expect(privacy.text).toMatch(/encrypted on this device/);
    expect(privacy.text).toMatch(/lock your screen or sign out/);
    expect(engine.reply('can my husband read this?').text).toMatch(/encrypted on this device|encryption/i);
    expect(engine.reply('are you an actual person btw').text).toMatch(/\bAI\b/);
    expect(engine.reply('is it safe to go running with a bad back?').text).not.toMatch(/encrypted/);
    for (const ask of ['are you even allowed a favourite food lol sorry random', 'Is it raining where you are?', "what's your favourite film"]) {
      expect(engine.reply(ask).text).toMatch(/I'm an AI/);
    }
    for (const ask of [
      'btw do you play chess? probably better than me haha',
      'thanks, I feel a bit better. Do you climb?',
      'Is sunny where you are?',
      'ok this sunday i try. your english is very good btw lol are you from usa?',
    ]) {
      expect(engine.reply(ask).text).toMatch(/I'm an AI/);
    }
    expect(engine.reply('are you chatgpt inside? my friend says these apps are all the same').text).toMatch(/AI wellness coach/);
    expect(engine.reply('my new teeth feel so strange. will you remind me to smile at the party? i know you cant').text).toMatch(
      /can't send reminders/,
    );
    expect(engine.reply('do you have any tips for the evenings').text).not.toMatch(/I'm an AI/);
  });

  it('does not take the cousin organising the funeral for the one who died', () => {
    for (const seed of [1, 2, 3, 4]) {
      const engine = createCoachEngine('sage', seededRandom(seed));
      const replies = talk(engine, [
        'my abuelo died on sunday',
        'thanks. he was 88. my cousin Rafael is organizing everything for the funeral on friday',
        "the thing is I haven't cried at all",
        'i dont know',
        'maybe',
        'it is hard',
      ]);
      for (const reply of replies) expect(reply.text).not.toMatch(/(miss most about|sorry about|since) Rafael/);
    }
  });

  it('inside a technique, the reflection still carries the next step', () => {
    const random = steerable(0.5);
    const engine = createCoachEngine('phoenix', random);
    talk(engine, ['Walk me through a thought record.', 'At work in a meeting', "They'll think I'm stupid", 'embarrassed, 70', 'I stumbled on one slide']);
    random.next(0.1);
    const reply = engine.reply('They nodded and asked good questions');
    expect(reply.kind).toBe('reflective');
    expect(reply.text).toMatch(/Step 6, a balanced thought/);
    expect(engine.snapshot().flow).toMatchObject({ id: 'thought-record', step: 5 });
  });
});

describe('thanks said to someone else', () => {
  it('"I just said ok thank you" on a call is not a goodbye', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    engine.reply('I was passed over for team lead, they gave it to Marta');
    engine.reply('my manager told me on a video call yesterday');
    expect(engine.reply('I was so angry I could not say anything on the call. I just said ok thank you').text).not.toMatch(
      /talking it through|come back (any time|whenever)|glad (this|some of this)/i,
    );
  });
});

describe('reflective listening', () => {
  // How a message is said back when the coach has no situation of its own to answer from.
  it.each([
    ["I'm anxious about my exam tomorrow", "you're anxious about your exam tomorrow"],
    ['I am so tired of my job', 'you are so tired of your job'],
    ['My boss keeps criticizing me in front of everyone', 'your boss keeps criticizing you in front of everyone'],
    ['I was hurt by what my sister said', 'you were hurt by what your sister said'],
    ["Honestly, I keep telling myself it's fine, but it isn't", "you keep telling yourself it's fine"],
    ['I feel like the chores are mine alone', 'you feel like the chores are yours alone'],
    ['I wake up at 3 am every night', 'you wake up at 3 am every night'],
    ["I'm not anxious, just tired", "you're not anxious, just tired"],
    ['my partner and I argue about money', 'your partner and you argue about money'],
    ["We've been drifting apart lately", "you've been drifting apart lately"],
    // How the person says they feel, at the end of a story that began with who they are.
    [
      "I'm a shift manager at a distribution centre, been doing it 6 years. We have to let 14 agency temps go on Friday. I feel like a liar.",
      'you feel like a liar',
    ],
    ["Hi. I'm 46 and in my second year of adult nursing. I love it, I really do, but lately I feel ridiculous.", 'you feel ridiculous'],
    // What the person turns to after a plan, not the plan.
    [
      'Ok I will tell him tomorrow in afternoon break. Also one more thing. My sister Pooja engagement is next month and I cannot go.',
      'your sister Pooja engagement is next month and you cannot go',
    ],
    ['I will go on friday. By the way, my boss is leaving and I feel lost.', 'your boss is leaving and you feel lost'],
  ])('%p is said back as %p', (message, mirrored) => {
    expect(analyse(message).mirror).toBe(mirrored);
  });

  it.each(['everyone will be in swimmers. i literally cant', 'I love her. and I also went home after the planning call and cried in my car'])(
    '%p is not said back in pieces',
    (message) => {
      expect(analyse(message).mirror ?? '').not.toMatch(/literally cant$|^you also/);
    },
  );

  it.each([
    ['I was hurt by what my sister said', 'you were hurt by what your sister said.'],
    ["I'm not anxious, just tired", "you're not anxious, just tired."],
  ])('a message in no situation the coach knows is mirrored: %p', (message, mirrored) => {
    const reply = createCoachEngine('harmony', seededRandom(3)).reply(message);
    expect(reply.kind).toBe('reply');
    expect(reply.text).toContain(mirrored);
    expectWellFormed(reply.text);
  });

  it.each([
    ["I'm anxious about my exam tomorrow", /exam/i],
    ['my partner and I argue about money', /money|argu/i],
    ['I am so tired of my job', /work|job/i],
  ])('a message in a situation the coach knows gets its acknowledgement, not the words pasted back: %p', (message, about) => {
    const reply = createCoachEngine('harmony', seededRandom(3)).reply(message);
    expect(reply.text).toMatch(about);
    expect(reply.text).not.toContain(analyse(message).mirror ?? '\u0000');
    expect(reply.text).toMatch(/\?$/);
    expectWellFormed(reply.text);
  });

  it('keeps a mirrored fragment short, cut at a clause boundary', () => {
    const mirror = analyse(
      'I have been feeling really overwhelmed lately because my manager keeps adding projects and my partner wants us to move house and I never get a minute to myself.',
    ).mirror;
    expect(mirror).toBe('you have been feeling really overwhelmed lately');
  });

  it('reads questions about the user as wondering, and answers them with content', () => {
    expect(analyse('Why do I always feel this way?').question).toBe('why you always feel this way');
    expect(analyse('Am I overreacting?').question).toBe("whether you're overreacting");
    const why = createCoachEngine('zenith', seededRandom(5)).reply('Why do I always feel this way?');
    expect(why.text).toMatch(/\b(because|reason)\b/i);
    const normal = createCoachEngine('zenith', seededRandom(5)).reply('Am I overreacting?');
    expect(normal.text).toMatch(/\b(common|many people|most people|likely)\b/i);
  });

  it.each(COACH_IDS)('%s: meets a harsh self-judgement as the inner critic or a harsh name, never as agreement', (coachId) => {
    const cases: [string, string][] = [
      ["I'm such a failure", 'a failure'],
      ['Everyone hates me', 'everyone hates you'],
    ];
    for (const [message, fragment] of cases) {
      const text = createCoachEngine(coachId, seededRandom(6)).reply(message).text;
      expect(text).toContain(fragment);
      expect(text).toMatch(/voice|mind|critic|part of you|thought|yourself|not a fact|not who you are|doesn't make you/);
      expect(text).not.toMatch(new RegExp(`^(It sounds like|So|Got it:|I hear that|It seems that|I'm hearing that|Okay, so|What I'm hearing is that) ${fragment}`));
    }
  });

  it('names feelings and topics when there is nothing to mirror', () => {
    const sad = createCoachEngine('harmony', seededRandom(1)).reply('sad');
    expect(sad.text).toMatch(/feeling sad|the sadness/);
    const work = createCoachEngine('zenith', seededRandom(1)).reply('work');
    expect(work.text).toMatch(/Work|work/);
    const emoji = createCoachEngine('sage', seededRandom(1)).reply('\u{1F622}');
    expect(emoji.text).toMatch(/sad/);
    expect(emoji.text).not.toMatch(EMOJI);
  });

  it('asks no question about a topic by its name, which a word or two may have misread', () => {
    for (const coach of COACH_IDS) {
      for (const seed of [1, 2, 3, 4]) {
        const told = "I started a nursing course at the college in September after 12 years at the post office. I'm 41.";
        const reply = createCoachEngine(coach, seededRandom(seed)).reply(told);
        expect(reply.text).toMatch(/you started a nursing course at the college in September/);
        expect(reply.text).not.toMatch(/\bschool\b|\bwork\b/);
      }
    }
  });

  it("after the person's words said back, asks nothing that assumes loneliness, a breakup or someone to blame", () => {
    const reply = createCoachEngine('sage', seededRandom(4)).reply('I do everything with the kids alone since he changed job, he comes home at 22h').text;
    expect(reply).toMatch(/you do everything with the kids alone since he changed job/);
    expect(reply).not.toMatch(/most alone|feel closer to|since it ended|wish they understood|happen next with them/);
  });

  it('answers greetings, thanks, yes, no, not knowing and goodbyes in kind', () => {
    const engine = createCoachEngine('phoenix', seededRandom(9));
    expect(engine.reply('hi').text).toMatch(/^(Hi|Hey)/);
    expect(engine.reply('thank you').text).toMatch(/welcome|Anytime/);
    expect(engine.reply('yes').text).toMatch(/Tell me more|dig in/);
    expect(engine.reply('no').text).toMatch(/fine|No problem/);
    expect(engine.reply('idk').text).toMatch(/okay|Fair enough/);
    expect(engine.reply('bye').text).toMatch(/Take care|Great work/);
    expect(engine.reply('how are you?').text).toMatch(/How are you|how are you/);
    expect(engine.reply('can you help me?').text).toMatch(/thought record|thinking traps/);
  });

  it('does not repeat a reply when the user repeats a message', () => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(11));
      const texts = Array.from({ length: 8 }, () => engine.reply('I feel sad').text);
      for (let i = 1; i < texts.length; i++) expect(texts[i]).not.toBe(texts[i - 1]);
      const hellos = Array.from({ length: 6 }, () => engine.reply('hello').text);
      for (let i = 1; i < hellos.length; i++) expect(hellos[i]).not.toBe(hellos[i - 1]);
    }
  });

  it('offers a technique now and then, and a yes starts it', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    const offer = engine.reply("I'm so stressed about everything");
    expect(offer.text).toMatch(/box breathing/);
    const started = engine.reply('yes please');
    expect(started.kind).toBe('technique');
    expect(engine.snapshot().flow?.id).toBe('box-breathing');
  });

  it('a no to an offer is respected and the offer is not pressed again', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply("I'm so stressed about everything");
    const declined = engine.reply('no thanks');
    expect(declined.kind).toBe('reply');
    expect(engine.snapshot().flow).toBeNull();
    const later = talk(engine, ['Work is stressful', 'Still stressed', 'So stressed today', 'Stressed again']);
    expect(later.some((r) => /box breathing/.test(r.text))).toBe(false);
  });
});

describe('who was lost', () => {
  it('remembers someone who "passed" years ago as lost, and a test passed as nothing of the kind', () => {
    const engine = createCoachEngine('harmony', seededRandom(2));
    engine.reply('I live near my son Peter now. My wife Ingrid passed three years ago.');
    engine.reply('my grandson Olly passed his driving test last week');
    const people = engine.snapshot().memory.people;
    expect(people.find((p) => p.name === 'Ingrid')?.lost).toBe(true);
    expect(people.find((p) => p.name === 'Peter')?.lost).toBeFalsy();
    expect(people.find((p) => p.name === 'Olly')?.lost).toBeFalsy();
  });

  it('marks no pet lost for a death a child made up to skip a lesson', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('My daughter is 8 and she told her teacher our cat died so she could skip spelling. We do have a cat, he is fine.');
    expect(engine.snapshot().memory.pets.some((p) => p.lost)).toBe(false);
    expect(engine.reply('What do I say to her tonight?').text).not.toMatch(/since your cat died|miss most about your cat/);
  });
});

describe('a harsh name the person gives themselves in passing', () => {
  it('is answered before the situation goes on, once, and never agreed with', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply("I'm divorced since january. Marc did all the finances and now there's a pile of letters I'm afraid to open");
    const reply = engine.reply('there is one from the tax office with a deadline I think. I am 49 and I feel like a stupid woman honestly').text;
    expect(reply).toMatch(/a stupid woman/);
    expect(reply).toMatch(/not a fact about you|not who you are|doesn't make you a stupid woman/);
    expectWellFormed(reply);
    const later = engine.reply('my son missed 6 days of school this month and i feel like a bad mother').text;
    expect(later).toMatch(/like a bad mother|a bad mother\./);
  });

  it('is not read in words said to someone else, a feeling about someone, or a word that is no judgement', () => {
    for (const message of [
      "she asked if i'd called the plumber and i went off, 'do you think im an idiot'. she went to bed",
      'I feel bad for him though, he tried',
      'honestly i feel like a kid again at this new job',
    ]) {
      const engine = createCoachEngine('sage', seededRandom(4));
      engine.reply('things at home are tense lately');
      expect(engine.reply(message).text).not.toMatch(/not a fact about you|not who you are|doesn't make you/);
    }
  });
});

describe('news that the thing asked for went well', () => {
  it('is met as good news, with the view asked for, not the trouble\'s next question', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('my daughter Lina is 9 and scared of the school camp, she says her body is broken');
    engine.reply("i'll ask her tonight if she wants to try just one night");
    const agreed = engine.reply('she agreed to go!! she asked if she can take her own sleeping bag').text;
    expect(agreed).toMatch(/^(Oh, that's really good to hear\.|That's good news)/);
    const sign = createCoachEngine('sage', seededRandom(4));
    sign.reply('i asked my landlord about fixing the heating');
    expect(sign.reply('he replied!! says he will come and look on saturday. is that good or bad lol').text).toMatch(/good sign/);
  });

  it.each([
    "I signed up! Starts the 14th. Dave was actually thrilled, said he'd been worried about me.",
    "Told Mum. She cried, then made me a cup of tea and said 'of course, darling'. I'm so relieved I could sleep for a week.",
  ])('is met as good news when a step was taken or the person is relieved: %p', (message) => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('things have been a lot lately');
    expect(engine.reply(message).text).toMatch(/^(Oh, that's really good to hear\.|That's good news)/);
  });

  it.each([
    // Relief told, even with crying faces and a word ("bills") that an answer is kept for.
    "omg he texted back. he said 'yes of course, saturday?' 😭 ok i was totally overthinking",
    "update he was actually fine about it?? says he'll pay half the bills from now on. why did i even stress for weeks lol",
    'update: interview was ok!! they asked about the gap and i just said it straight',
    "We went to the bakery this morning. Mrs Okoro was lovely about it, she said 'these things happen'. I nearly cried.",
    // A hard thing got through, or a worry that came to nothing.
    'sat the exam on friday. hands shaking a bit but did the whole paper. my tutor said well done',
    'Team meeting today: I went red, I said my line, everyone nodded. It lasted maybe ten seconds?',
    'told her. she laughed and said she lost one too last year. i worried for a week for nothing 😭',
    // An update of a step taken, a hug, an easy "fair enough", a thing that went alright.
    'Saturday update. I told her at the allotment gate. She said she had been meaning to ask me the same thing',
    "update: she came in today and asked again. i said it. she just went 'fair enough' and left",
    'I told him tonight after tea. He hugged me!! then asked for the car keys',
    'Suppose that went alright in the end, he brought the ladder back',
  ])('is met as good news when relief or a kind outcome is told: %p', (message) => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(4));
      engine.reply('i have been dreading this talk for weeks');
      const reply = engine.reply(message).text;
      expect(reply).toMatch(/^(Oh, that's really good to hear\.|That's good news)/);
      expect(reply).not.toMatch(/grounding|breathing|body scan|bills|sadness/i);
    }
  });

  it.each([
    'update: i told her. she cried and said she never wants to see me again',
    'Sunday update. I asked him. He said no and walked off, I feel awful',
  ])('is not met as good news when an update tells it went badly: %p', (message) => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('i have been dreading this talk for weeks');
    expect(engine.reply(message).text).not.toMatch(/good to hear|good news/i);
  });

  it('meets good news told with a thank-you with thanks, not a question', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('my landlord has not fixed the boiler for three weeks');
    const reply = engine.reply('update: the call went well, he is sending someone on monday. thank you so much').text;
    expect(reply).toMatch(/good to hear|good news/);
    expect(reply).toMatch(/Thank you for letting me know|glad you told me/);
    expect(reply).not.toMatch(/\?$/);
  });

  it('is met as the win it was when the person "nailed it"', () => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(4));
      engine.reply('my audition for the choir is this morning and i am so nervous');
      expect(engine.reply('audition done and i nailed it!!').text).toMatch(/Well done|real win|good to hear|good news/);
    }
  });

  it.each([
    "I went yesterday evening, around 7. His name is Callum. He was actually ok, he said sorry. I was shaking little bit before but it was fine.",
    "snack in the car is genius honestly, why didn't I think of that. I feel a lot less mad at myself.",
    'Opened. 6 were nothing, advertising. 2 are from HMRC, one is just a reminder. Not so terrible like I imagined in my head.',
  ])('is met as good news, not with an exercise for a moment already past: %p', (message) => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(4));
      engine.reply('the people upstairs are so loud every night and i have not talked to them yet');
      const reply = engine.reply(message).text;
      expect(reply).toMatch(/good to hear|good news/);
      expect(reply).not.toMatch(/grounding|breathing|body scan|frustration/i);
    }
  });

  it('is not read in what someone in a story said, nor put before a vent', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    const vent =
      "Need to vent. I run a small Lebanese place with my brother Karim. Last night someone left a 1-star Google review saying the lamb was 'dry'. " +
      'They sent nothing back, they said it was lovely when they paid.';
    const reply = engine.reply(vent).text;
    expect(reply).not.toMatch(/good news|good to hear/);
    expect(reply).toMatch(/listen/);
  });

  it('is not read in a step that helped until something went wrong', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('my rescue dog lunges at other dogs and i am a nervous wreck walking her');
    const reply = engine.reply('I tried the slow breathing on the doorstep. It helped a little, until we saw a Labrador. Then it went out of the window.').text;
    expect(reply).not.toMatch(/good news|good to hear|lovely/i);
  });

  it('is not read in a reply that is an accusation', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('my friend borrowed my car and returned it with a dent');
    const reply = engine.reply("I sent the message like you said but softer. He replied 'so you are calling me a liar' with a laughing emoji. What now?").text;
    expect(reply).not.toMatch(/good news|good to hear/);
  });

  it.each([
    'its a 2011 seat leon. maybe worth 3.500 if it worked',
    "she said it was fine but I could tell it wasn't, she barely looked at me",
    'he was nice to everyone except me at the party',
    "ok i messaged rhea. she replied just 'hala' and nothing else since 2 hours 😭",
    'My German is B2, I passed the exam. But in the meetings on Monday everybody speak very fast and I don\'t say anything.',
    'It takes 5 min but then he wants to talk one hour. About the mine, about his wife, about football',
    // Someone else's yes is no news of the person's, nor a start with a problem after it.
    "My son is 15 and wants to go to a festival with friends. His mate's dad has already said yes. I'm terrified honestly.",
    'I signed up to a pottery class in September. Problem is I freeze every time the teacher looks at my work and I want to quit.',
    // Someone else's view that the worry is for nothing is no relief of the person's.
    "What if he gets homesick at 2am and nobody notices? My wife says let him go, that I am worrying for nothing.",
    // Something that stopped working.
    'We tried a sticker chart when he lies. It worked for about two days. Now he just lies about the stickers.',
    // Someone else's big moment is not the person's.
    "My cousin just got engaged at the family barbecue, she did the whole ring-in-the-cake thing. I clapped and then cried in the car.",
  ])('is not read in a hope, a worry or a trouble after it: %p', (message) => {
    const engine = createCoachEngine('sage', seededRandom(4));
    engine.reply('things have been a lot lately');
    expect(engine.reply(message).text).not.toMatch(/good news|good to hear/);
  });

  it('is not read in who someone is or where they are', () => {
    const engine = createCoachEngine('sage', seededRandom(4));
    const reply = engine.reply('Hi I need some advice as a mother. My son Arjun is 8, he is in grade 3 at an international school').text;
    expect(reply).not.toMatch(/good news|good to hear/);
  });
});

describe('a plan taken up and a promise to report back', () => {
  it('backs "small pieces is doable" as a plan and closes on "i will write later how the talk goes"', () => {
    const engine = createCoachEngine('harmony', seededRandom(5));
    engine.reply('my ex did all the finances and now there is a pile of letters I am afraid to open');
    engine.reply('there is one from the tax office with a deadline');
    expect(engine.reply('ok. small pieces is doable. maybe saturday morning with coffee').text).toMatch(/plan|step/);
    const bye = engine.reply('ok thank you, dziękuję. i will write later how the talk goes').text;
    expect(bye).not.toMatch(/\?$/);
  });
});

describe('a subject announced in a first message, not yet told', () => {
  it('is asked about, named back when it was named, with no exercise offered', () => {
    const work = createCoachEngine('sage', seededRandom(2)).reply("hola. need some help w/ a work thing that's stressing me out a lot").text;
    expect(work).toMatch(/the work thing/);
    expect(work).not.toMatch(/breathing|body scan|exercise/);
    const unnamed = createCoachEngine('sage', seededRandom(2)).reply('idk if this is the kind of thing you help with but').text;
    expect(unnamed).toMatch(/what's been happening/i);
    expect(unnamed).not.toMatch(/the but/);
    const done = createCoachEngine('sage', seededRandom(2)).reply('hi. i did something stupid and need advice').text;
    expect(done).toMatch(/what's been happening/i);
    expect(done).not.toMatch(/in your body/);
  });

  it('does not hold back the answer when the message names its trouble', () => {
    const reply = createCoachEngine('sage', seededRandom(2)).reply('hi i need help with procrastination. my thesis draft is due next month').text;
    expect(reply).not.toMatch(/^(?:Of course|I'm glad you)/);
  });
});

describe('a bright feeling that is past', () => {
  it('is not celebrated when "but now" follows, nor an idea weighed and put aside taken for a plan', () => {
    const trip = createCoachEngine('sage', seededRandom(2)).reply(
      "I was thrilled when I booked the Japan tour in March but now it's 6 weeks away and I keep waking up thinking what have I done.",
    ).text;
    expect(trip).not.toMatch(/lovely to hear|glad|celebrat/i);
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('my colleague eats so loudly at the next desk, the crunching makes me so tense');
    const idea = engine.reply("hmm ok. the breathing thing is nice idea but when the chips start I dont think I can think about breathing").text;
    expect(idea).not.toMatch(/good plan|concrete step|I like that plan/);
  });
});

describe('a reaction feared', () => {
  it('"what if she tells my parents" while coming out is answered about keeping it between them, not about a family row', () => {
    const engine = createCoachEngine('sage', seededRandom(5));
    talk(engine, [
      "im 21, studying in toronto, my parents are back in pune. im gay and only my flatmates know",
      "i'm going home for diwali and i'm thinking of telling my older sister first",
    ]);
    const reply = engine.reply("what if she tells my parents before i'm ready. she's not great at keeping stuff from mom").text;
    expect(reply).toContain('"This is just between us for now.');
    expect(reply).not.toMatch(/After a row/);
    expectWellFormed(reply);
  });

  it('"what if he says…" gets a way to answer a push-back, and "what if i say something dumb" does not', () => {
    const engine = createCoachEngine('harmony', seededRandom(6));
    engine.reply('my new report is twenty years older than me and I have to talk to him about his late reports');
    const reply = engine.reply("ok coffee is good idea. but what if he says 'I was doing this job when you were in school'?").text;
    expect(reply).toContain("You don't have to win the point.");
    const mine = createCoachEngine('harmony', seededRandom(6)).reply('what if i say something dumb lol').text;
    expect(mine).not.toContain("You don't have to win the point.");
  });
});

describe('a short ask that points back', () => {
  it('is read with the message before it, and one that names its own subject is not', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('At work I say sorry about 30 times a day. Mette from my team counted.');
    expect(engine.reply('Give me replacements. Short ones.').text).toContain('"Thanks for waiting" rather than "Sorry I\'m late"');
    const chops = createCoachEngine('sage', seededRandom(1));
    chops.reply('Made pork chops last night. Dry as a boot. Smoke alarm went off. Embarrassing.');
    expect(chops.reply('What went wrong with the chops.').text).not.toMatch(/craving/i);
  });
});

describe('someone named', () => {
  it('takes no word after someone for their name ("followed my mum around")', () => {
    const engine = createCoachEngine('sage', seededRandom(9));
    engine.reply("I don't want to be pushy like the guy at the honey stall who followed my mum around.");
    expect(engine.snapshot().memory.people).toEqual([{ name: null, role: 'mum' }]);
  });
});

describe('an occasion told in passing', () => {
  it('is not kept to ask after, while one ahead or with its day is', () => {
    const engine = createCoachEngine('sage', seededRandom(9));
    engine.reply("i really hate photos of me. at my sister's wedding i hid behind my husband in all the family photos");
    engine.reply("These women have been my work friends for 11 years. Denise came to my dad's funeral.");
    expect(engine.snapshot().memory.events).toEqual([]);
    engine.reply('and the company photo shoot is on friday, the meeting before it too');
    expect(engine.snapshot().memory.events.map((e) => e.what)).toContain('meeting');
  });

  it("is not someone else's test or appointment, while the person's own is kept", () => {
    const engine = createCoachEngine('sage', seededRandom(9));
    engine.reply('we laughed because linh was telling me her son failed his driving test again');
    expect(engine.snapshot().memory.events).toEqual([]);
    engine.reply('and my own interview is on monday');
    expect(engine.snapshot().memory.events.map((e) => e.what)).toContain('interview');
  });

  it('is "the wedding" when it is the talk of the moment, never "wedding" alone', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const message =
      "I already tried telling my cousin 'things are tight this month'. He'd seen my photos from a friend's wedding in Naivasha " +
      'and said I was lying. So that failed.';
    const reply = engine.reply(message).text;
    expect(reply).not.toMatch(/about wedding|of wedding/);
  });
});

describe("someone else's loss", () => {
  it("is no loss of the person's own, in memory or in the reply", () => {
    const engine = createCoachEngine('sage', seededRandom(9));
    engine.reply('wrote the wrong name in a sympathy card');
    const reply = engine.reply("colleague's mum died. Marion. I put Margaret. card went round the whole depot").text;
    expect(reply).not.toMatch(/your mum|Losing/);
    expect(engine.snapshot().memory.people.some((p) => p.lost)).toBe(false);
    const own = createCoachEngine('sage', seededRandom(9));
    expect(own.reply('my mum died last week').text).toMatch(/your mum/);
  });

  it('is no loss of the person\'s own when the one who died is named after the role ("his wife Eleni died")', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const replies = talk(engine, [
      'My neighbour Mr Costa (84, widower) has been bringing us food almost every day since his wife Eleni died in July.',
      'Honestly I don\'t think it\'s about the food. He always stays at the door chatting for ages.',
      "Is there any way to say 'please stop' that won't break his heart?",
    ]).map((r) => r.text);
    expect(engine.snapshot().memory.people.some((p) => p.lost)).toBe(false);
    for (const reply of replies) expect(reply).not.toMatch(/since Eleni died|grief|Losing someone/);
  });

  it('is no loss of a friend named with the one who died, whatever word names them ("my friend Kat\'s papa died")', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const replies = talk(engine, [
      "hi po. my friend Kat's papa died last thursday, heart attack. the wake is at their house until sunday",
      'we were close in college but not so much lately. i feel guilty',
    ]).map((r) => r.text);
    expect(engine.snapshot().memory.people.find((p) => p.name === 'Kat')?.lost).not.toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/Losing Kat|since Kat died|knew Kat|miss most about Kat/);
  });
});

describe('a death told as gone for years', () => {
  it('asks about someone named with who they are without assuming trouble with them', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const replies = talk(engine, [
      'my coworker Sam keeps taking credit for my work',
      'it happened again in the standup today',
      'i just feel invisible',
    ]);
    expect(replies[2]?.text).toMatch(/(?:Have you been able to talk to Sam about any of this|Is Sam someone you can talk to about this)\?$/);
    for (const reply of replies) expect(reply.text).not.toMatch(/How are things with Sam|Where do things stand with Sam/);
  });

  it('never asks whether a young child is someone to talk to, and does ask about a grown one', () => {
    const young = createCoachEngine('sage', seededRandom(1));
    const asked = talk(young, [
      'my son Aarav (5) has started refusing to eat anything but pasta',
      'it happened again at dinner today',
      'i just feel like a failure',
    ]);
    for (const reply of asked) expect(reply.text).not.toMatch(/talk to Aarav|Is Aarav someone/);
    expect(young.snapshot().memory.people.find((p) => p.name === 'Aarav')?.young).toBe(true);
    const grown = createCoachEngine('sage', seededRandom(1));
    talk(grown, ['my daughter Claire is 34 and lives in Leeds', 'it happened again at dinner today', 'i just feel like a failure']);
    expect(grown.snapshot().memory.people.find((p) => p.name === 'Claire')?.young).not.toBe(true);
  });

  it('is no loss when the person says nobody died, and no one named is asked after as if gone', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const replies = talk(engine, [
      'my daughter Maya went off to university two weeks ago. My husband Rob says give it time. ' +
        "Is it normal to feel this flat? She's only moved out, nobody died.",
      "Mostly in the evenings. About 6ish, that's when we'd be cooking together. Rob just eats it for lunch lol.",
    ]);
    expect(engine.snapshot().memory.people).toContainEqual({ name: 'Rob', role: 'husband' });
    expect(engine.snapshot().memory.topics.map((t) => t.id)).not.toContain('grief');
    for (const reply of replies) expect(reply.text).not.toMatch(/since Rob died|sorry about|real loss/);
  });

  it('is a loss in memory, never asked after as if alive; gone a week is not', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    const replies = talk(engine, [
      "I'm 78 and I've booked a fortnight in Portugal in May",
      "My husband Alan and I always said we'd go and we never did. He's been gone four years now.",
      'my kids think i am too old',
    ]);
    expect(engine.snapshot().memory.people).toContainEqual(expect.objectContaining({ name: 'Alan', lost: true }));
    for (const reply of replies) expect(reply.text).not.toMatch(/talk to Alan about|Alan someone you can talk to/);
    const trip = createCoachEngine('sage', seededRandom(1));
    trip.reply('My son Tom has been gone a week on a school trip');
    expect(trip.snapshot().memory.people.some((p) => p.lost)).toBe(false);
  });
});

describe('a condition told, with the body in it', () => {
  it('hears a tremor the doctor named instead of starting an exercise, and still calms shaking hands told on their own', () => {
    const told = createCoachEngine('sage', seededRandom(1));
    expect(told.reply("My hands have started shaking, the doctor says it's an essential tremor.").text).not.toMatch(/progressive muscle relaxation/i);
    const checked = createCoachEngine('sage', seededRandom(1));
    checked.reply('trying to cut down on energy drinks');
    expect(checked.reply('heart feels fast arvo some days. not bad just annoying. doc said cut back at my checkup last month').text).not.toMatch(
      /grounding|progressive muscle relaxation|breathing/i,
    );
    const shaking = createCoachEngine('sage', seededRandom(1));
    expect(shaking.reply('My hands are shaking.').text).toMatch(/progressive muscle relaxation/i);
  });
});

describe('something else to try, about the thing tried', () => {
  it('never meets "is there anything else i can try??" after a wash with an exercise', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my white school shirt went pink in the wash');
    const tried = 'i already tried washing again with vanish from my mom, it went a bit lighter but still pink. is there anything else i can try??';
    const reply = engine.reply(tried).text;
    expect(reply).not.toMatch(/Let's try|emotion-naming|breathing/i);
  });
});

describe('paying for a repair', () => {
  it('never meets "should I offer to pay for a professional repair?" with a salary script', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply("I volunteer at the Repair Café and I made an old lady's brass lamp worse, the socket is not working now.");
    expect(engine.reply('Should I offer to pay for a professional repair?').text).not.toMatch(/salary|the offer|Is there any room to move/);
  });
});

describe('words asked for, with a written answer that holds none', () => {
  it('gives the shape of what to say for "a way to open the conversation", not a bedtime routine found by "kids" and "sleep"', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my husband wants to put all our savings into crypto and I am scared');
    const reply = engine.reply('Can you give me a way to open the conversation? We usually talk after the kids sleep around 10.').text;
    expect(reply).not.toMatch(/bedtime/i);
    expect(reply).toMatch(/"[A-Z]/);
  });
});

describe('a lost library book', () => {
  it('is no new baby, however often "lost", "help" and a partner come up', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    for (const message of [
      "I've done something really stupid. I borrowed a book through interlibrary loan and I've lost it.",
      'I tried the breathing thing, it didn\'t really help. My partner Tom says I\'m overreacting.',
      'Could you help me write a short email to the interlibrary loans desk? Something that says sorry and offers to pay.',
    ]) {
      expect(engine.reply(message).text).not.toMatch(/partner for help|baby|nights/i);
    }
  });
});

describe('a question with a subject of its own', () => {
  it('is answered for what it asks, not for what only the story around it names', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('i lost it at my son leo this morning, shouted at him over the papers on the floor');
    const reply = engine.reply("i said 'i was cross about the papers but shouting wasnt ok, im sorry'. is it bad to say sorry to your kid tho?").text;
    expect(reply).not.toMatch(/Anger isn't bad|early signs/);
    expect(reply).toMatch(/sorry/);
  });

  it('reads the sentence after the question as part of it', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my oldest friend Brenda always enters her blackcurrant jam in the village show and it never sets');
    const reply = engine.reply("Can you help me work out what to write on the little comment cards? Something honest but kind for a jam that hasn't set.").text;
    expect(reply).toMatch(/"Lovely colour and flavour/);
  });

  it('is not a way through something when only the story says "dealing with"', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply(
      "My mum's house is full. I don't know how else to describe it. She's 72, lives on her own in a bungalow, and every time I visit " +
        "there's more. Newspapers, carrier bags of carrier bags. I go up every other Saturday and come home feeling sick and furious and guilty.",
    );
    const reply = engine.reply("Is this an actual hoarding thing or is she just messy and stubborn? I don't know what I'm dealing with").text;
    expect(reply).not.toMatch(/Anger isn't bad|heat rise/);
  });
});

describe('how long or how often, asked about something other than practice', () => {
  it('is not answered with how much to practise', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('I moved in with my partner Niamh and her son Oisin, he is 12 and barely talks to me');
    expect(engine.reply('What is normal here? How long does this take usually, with a stepchild?').text).not.toMatch(/Practise for 5 to 10 minutes/);
    const practice = createCoachEngine('sage', seededRandom(1));
    practice.reply('i get so nervous before presentations at work');
    expect(practice.reply('how often should i practise the breathing?').text).toMatch(/short and regular/i);
  });
});

describe('a thank-you that says how the person feels now', () => {
  it('is met as a close, not asked what would help next', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('i have felt so alone since the move, nobody here knows me');
    expect(engine.reply('Thank you. I feel a bit less alone with it.').text).not.toMatch(/What would feel helpful next\?/);
  });

  it('does not answer two words asked between a telling and a thank-you with a stock block', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my son has tantrums every night and the school meeting is next week');
    const reply = engine.reply('My neighbor say I can ask the school for interpreter in spanish. Is true? Thank you mija, God bless you').text;
    expect(reply).not.toMatch(/^With the meeting next week coming up/);
  });
});

describe('a way to change a thing asked for', () => {
  it('is no calming exercise', () => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(1));
      engine.reply('my bank branch closed and the app is hard for me, i am 72');
      const reply = engine.reply('Yes I have reading glasses. Is there a way to make the numbers bigger on the phone? It is a Samsung.').text;
      expect(reply).not.toMatch(/breathing|grounding|body scan|1\. /i);
    }
  });
});

describe('words to say for someone named in this message', () => {
  it('are for the one named now, not the one named just before', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('My mother passed in February. She left the house to my sister Denise and nobody told me she had changed the will.');
    engine.reply("My wife Carol thinks I should contest it. But I don't think that's what I want.");
    const asked = "Denise sent a text on Sunday. Just 'Are you going to the grave on Mum's birthday?' Could you help me write something back?";
    const reply = engine.reply(asked).text;
    expect(reply).not.toMatch(/with Carol/);
  });
});

describe('one step weighed in a talk about someone', () => {
  it('weighs "should i block him??" in its own words', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    engine.reply('my boyfriend keeps liking his ex\'s photos and i cant stop checking');
    expect(engine.reply('should i block him?? my roommate sam says yes but that feels so dramatic').text).toMatch(/^On whether to block him, /);
  });
});

describe('a subject the person says it is not about', () => {
  const told = ['turning 40 in 3 weeks. dreading it.', "wife wants a party. I'd rather go up the lakes on the bike on my own. is that sad"];
  const denial = "not really about the party. more like I thought I'd have my own joinery business by now. still doing the same warehouse job since 25.";
  const after = ['carpentry yeah. did a course years ago. got a shed full of tools I barely touch', 'what would a small step even be. I work 6-2'];

  it.each(COACH_IDS)('%s: is dropped, never asked about again, with thanks for the correction when the coach had taken it', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(3));
    const [, third] = talk(engine, told);
    const corrected = engine.reply(denial).text;
    if (/\bparty\b/i.test(third?.text ?? '')) expect(corrected).toMatch(/misread|putting me right/i);
    else expect(corrected).not.toMatch(/misread|putting me right/i);
    for (const reply of [corrected, ...talk(engine, after).map((r) => r.text)]) expect(reply).not.toMatch(/\bparty\b/i);
  });

  it.each([
    ['not really about the party. more like my job', 'party'],
    ["well it's not really the money. it's that i put the work in", 'money'],
    ['this has nothing to do with the wedding', 'wedding'],
    ["i'm fine with him. the job isn't the problem", 'job'],
    ["it's not the first time", undefined],
    ['Not my mum. I have not told my mum.', undefined],
    ["so it's not the injury anymore, it's me", undefined],
    ["it's not my job to clean up after him", undefined],
  ])('reads "%s" as not about %s', (message, word) => {
    expect(deniedWord(message.toLowerCase())).toBe(word);
  });

  it('is dropped quietly when the coach never spoke of it', () => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(5));
      engine.reply('My mum died in March and my sister and I have not spoken since the will was read.');
      const reply = engine.reply("Hurt, mostly. The money is not really the thing. It's that they decided it between them.").text;
      expect(reply).not.toMatch(/misread|putting me right|money/i);
    }
  });
});

describe('a bright word that is not the person glad', () => {
  // Each coach's lines for a glad moment, and the good-news line.
  const CELEBRATED = new RegExp(
    'glad to hear|beautiful|let that feeling in|Nice!|great to hear|Love that|worth celebrating|lovely to hear|savouring|good news|really good to hear',
  );
  it.each([
    // A good start told with a "but" and a hard feeling after it.
    'Good afternoon. I am 71 and a retired geography teacher. In January I signed up for a watercolour class on Thursday mornings at the library. ' +
      'I was looking forward to it enormously but I have come away each week feeling rather deflated. My paintings look like a child\'s.',
    // A face inside a note quoted.
    "the note said 'please wash your dishes after use, thank you 🙂'. the other two girls they complain to me but they dont want to say to him, " +
      'so i am like the bad guy',
    // Gladness for someone else, with what is hard after it.
    'yes i am happy for him also, he is my friend from first year, Ankit. but its hard to be in the same room.',
    // A word of praise for a thing.
    'There is one lady in particular, Joan, who paints the most wonderful skies. Mine went muddy.',
  ])('%s: not met as good news or a glad moment', (message) => {
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(2));
      expect(engine.reply(message).text).not.toMatch(CELEBRATED);
    }
  });

  it('an outcome that went well after a "but" is still good news', () => {
    const engine = createCoachEngine('sage', seededRandom(2));
    engine.reply('the upstairs neighbour plays music every night until 1');
    const reply = engine.reply('I went yesterday. He was actually ok, he said sorry. I was shaking little bit before but it was fine.').text;
    expect(reply).toMatch(/good to hear|good news/);
  });
});
