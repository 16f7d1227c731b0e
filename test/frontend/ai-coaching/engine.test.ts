import fc from 'fast-check';
import { COACH_IDS, COACHES, type CoachId } from '@contracts/coaches';
import {
  MOOD_CHECK_IN_MS,
  PROGRESS_FULL_AT_MESSAGES,
  REFLECTIVE_AFTER_USER_MESSAGES,
  REFLECTIVE_CHANCE,
  TYPING_DELAY_MS,
  createCoachEngine,
  seededRandom,
  unpromptedDelayMs,
  type MoodCheckIn,
} from '../../../frontend/src/features/ai-coaching/engine';
import { EMOJI, expectWellFormed, scripted, steerable, talk } from './engine-helpers';

// Ordinary messages that start no technique with any coach.
const PLAIN = [
  'My day was long',
  'I went for a walk after lunch',
  'Then I cooked dinner',
  'I watched a film with my sister',
  'It was fine I guess',
  'Tomorrow is another day',
  'I might call my friend',
  'The weather was grey',
];

describe('constants', () => {
  it('match the product rules the chat screen schedules by', () => {
    expect(TYPING_DELAY_MS).toBe(1_500);
    expect(MOOD_CHECK_IN_MS).toBe(120_000);
    expect(REFLECTIVE_AFTER_USER_MESSAGES).toBe(5);
    expect(REFLECTIVE_CHANCE).toBe(0.3);
    expect(PROGRESS_FULL_AT_MESSAGES).toBe(10);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed, differs between seeds and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 1_000 }, () => a());
    expect(Array.from({ length: 1_000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 10 }, () => c())).not.toEqual(first.slice(0, 10));
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first.map((x) => Math.floor(x * 10))).size).toBe(10);
  });
});

describe('unpromptedDelayMs', () => {
  it('is uniform between 30 and 60 seconds, ends included', () => {
    expect(unpromptedDelayMs(() => 0)).toBe(30_000);
    expect(unpromptedDelayMs(() => 0.5)).toBe(45_000);
    expect(unpromptedDelayMs(() => 0.999_999_9)).toBe(60_000);
    const random = seededRandom(7);
    const delays = Array.from({ length: 2_000 }, () => unpromptedDelayMs(random));
    expect(delays.every((d) => Number.isInteger(d) && d >= 30_000 && d <= 60_000)).toBe(true);
    expect(Math.min(...delays)).toBeLessThan(31_000);
    expect(Math.max(...delays)).toBeGreaterThan(59_000);
  });

  it('stays in range for a misbehaving Random', () => {
    for (const value of [1, 1.5, -1, Number.NaN]) {
      const delay = unpromptedDelayMs(() => value);
      expect(delay).toBeGreaterThanOrEqual(30_000);
      expect(delay).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('determinism', () => {
  const script = (coachId: CoachId, seed: number) => {
    const engine = createCoachEngine(coachId, seededRandom(seed));
    const out = [engine.greeting().text];
    for (const message of ["I'm anxious about my exam tomorrow", 'hi', 'work has been a lot', ...PLAIN]) out.push(engine.reply(message).text);
    out.push(engine.moodCheckInPrompt(), engine.moodReply('okay').text, engine.unprompted().text, engine.reply(COACHES[coachId].quickStart).text);
    return out;
  };

  it.each(COACH_IDS)('%s: the same seed and inputs give the same outputs', (coachId) => {
    expect(script(coachId, 1234)).toEqual(script(coachId, 1234));
  });

  it('another seed changes some wording', () => {
    expect(script('harmony', 1)).not.toEqual(script('harmony', 2));
  });
});

describe('the reflective reply (more than 5 user messages → 30% chance)', () => {
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

  it('sums up the topics, feelings and words the user came back to', () => {
    const random = steerable(0.5);
    const engine = createCoachEngine('sage', random);
    talk(engine, [
      "I'm stressed about work",
      "I couldn't sleep last night",
      'My boss wants the report by Friday',
      'Sleep has been bad all week',
      'Work again today, and I feel tired',
    ]);
    random.next(0);
    const reflective = engine.reply('Work keeps me up at night and then I cannot sleep');
    expect(reflective.kind).toBe('reflective');
    expect(reflective.text).toMatch(/work and sleep/i);
    expect(reflective.text).toMatch(/a few times|more than once|keep returning/);
    expect(reflective.text).toMatch(/feeling (stressed|tired)/);
    expect(reflective.text).toMatch(/Earlier you said (you're stressed about work|you couldn't sleep last night|your boss wants the report by Friday)\./);
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

  it('quotes repeated words when no topic came up', () => {
    const random = steerable(0.5);
    const engine = createCoachEngine('zenith', random);
    talk(engine, ['The garden needs weeding', 'Weeding the garden again', 'The garden is nice', 'Painting', 'Reading']);
    random.next(0);
    expect(engine.reply('More garden plans').text).toMatch(/"garden"/);
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

describe('reflective listening', () => {
  it.each([
    ["I'm anxious about my exam tomorrow", "you're anxious about your exam tomorrow."],
    ['I am so tired of my job', 'you are so tired of your job.'],
    ['My boss keeps criticizing me in front of everyone', 'your boss keeps criticizing you in front of everyone.'],
    ['I was hurt by what my sister said', 'you were hurt by what your sister said.'],
    ["Honestly, I keep telling myself it's fine, but it isn't", "you keep telling yourself it's fine."],
    ['I feel like the chores are mine alone', 'you feel like the chores are yours alone.'],
    ['I wake up at 3 am every night', 'you wake up at 3 am every night.'],
    ["I'm not anxious, just tired", "you're not anxious, just tired."],
    ['my partner and I argue about money', 'your partner and you argue about money.'],
    ["We've been drifting apart lately", "you've been drifting apart lately."],
  ])('%p is mirrored as %p', (message, mirrored) => {
    const engine = createCoachEngine('harmony', seededRandom(3));
    const reply = engine.reply(message);
    expect(reply.kind).toBe('reply');
    expect(reply.text).toContain(mirrored);
    expectWellFormed(reply.text);
  });

  it('keeps a mirrored fragment short, cut at a clause boundary', () => {
    const engine = createCoachEngine('sage', seededRandom(3));
    const reply = engine.reply(
      'I have been feeling really overwhelmed lately because my manager keeps adding projects and my partner wants us to move house and I never get a minute to myself.',
    );
    expect(reply.text).toContain('you have been feeling really overwhelmed lately.');
    expect(reply.text).not.toContain('manager keeps');
  });

  it('mirrors questions about the user as wondering', () => {
    const cases: [string, string][] = [
      ['Why do I always feel this way?', 'why you always feel this way.'],
      ['Am I overreacting?', "whether you're overreacting."],
    ];
    for (const [question, phrase] of cases) {
      const reply = createCoachEngine('zenith', seededRandom(5)).reply(question);
      expect(reply.text).toContain(phrase);
      expect(reply.text.endsWith('?')).toBe(true);
    }
  });

  it.each(COACH_IDS)('%s: mirrors a harsh self-judgement as the inner critic, never as agreement', (coachId) => {
    const cases: [string, string][] = [
      ["I'm such a failure", "you're such a failure"],
      ['Everyone hates me', 'everyone hates you'],
    ];
    for (const [message, fragment] of cases) {
      const text = createCoachEngine(coachId, seededRandom(6)).reply(message).text;
      expect(text).toContain(fragment);
      expect(text).toMatch(/voice|mind|critic|part of you|thought|yourself/);
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

describe('careful answers (wellness coaching, not therapy)', () => {
  it.each(COACH_IDS)('%s: says it is not a therapist, and gives no medication advice or doses', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(2));
    const identity = engine.reply('Are you a therapist?').text;
    expect(identity).toMatch(/not a therapist/);
    expect(identity).toContain(COACHES[coachId].name);
    const medication = engine.reply('How much melatonin should I take? Is 10mg ok?').text;
    expect(medication).toMatch(/doctor or pharmacist/);
    expect(medication).not.toMatch(/\d/);
    const diagnosis = engine.reply('Do I have depression?').text;
    expect(diagnosis).toMatch(/can't diagnose/);
    const statement = engine.reply('I took 50mg of sertraline today and I feel tired').text;
    expect(statement).not.toMatch(/50|sertraline/);
  });

  it('never claims to be a therapist, in any reply to a broad set of messages', () => {
    const messages = [...PLAIN, 'Are you my therapist?', 'What is therapy like?', 'Can you diagnose me?', 'I need help', 'hi', 'thanks'];
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(8));
      const texts = [engine.greeting().text, ...talk(engine, messages).map((r) => r.text), engine.unprompted().text];
      for (const text of texts) {
        expect(text).not.toMatch(/\bI(?:'m| am) (?:a |an |your )?(?:licensed )?(?:therapist|doctor|psychologist|counsell?or)\b/i);
        expect(text).not.toMatch(EMOJI);
      }
    }
  });
});

describe('odd inputs', () => {
  const odd = [
    '?',
    '!!!',
    '...',
    'a',
    'I',
    'I am',
    'lol',
    '\u{1F622}\u{1F622}\u{1F622}',
    '\u{1F44D}',
    '12345',
    '<script>alert(1)</script>',
    '我很难过',
    'I I I I I I',
    'my my my',
    "I'm",
    'I told you already',
    'WHY IS EVERYTHING SO HARD',
    '   spaced    out   words   ',
    'line one\nline two\r\nline three',
    '\u200b\u200d\u0007',
    'x'.repeat(4_000),
    ("I keep thinking about my job and I can't sleep, " + 'and then '.repeat(50)).repeat(8).slice(0, 4_000),
    'I am '.repeat(800),
  ];

  it.each(COACH_IDS)('%s: never throws and always answers with clean text', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(13));
    for (const message of odd) {
      const reply = engine.reply(message);
      expect(['reply', 'reflective', 'technique']).toContain(reply.kind);
      expect(reply.text.trim()).not.toBe('');
      expect(reply.text).not.toMatch(EMOJI);
      expect(reply.text).not.toMatch(/[{}]|undefined|\[object/);
      expect(reply.text.length).toBeLessThan(1_500);
      // Fresh each time too, so the first-message paths are covered.
      expect(createCoachEngine(coachId, seededRandom(1)).reply(message).text.trim()).not.toBe('');
    }
  });

  it('never mirrors broken grammar from a run of pronouns or a lone subject', () => {
    for (const message of ['I I I I I I', 'my my my', "I'm", 'I am', 'I']) {
      const text = createCoachEngine('sage', seededRandom(1)).reply(message).text;
      expect(text).not.toMatch(/sounds like you\b|hearing that you\b|seems that you\b/);
    }
  });

  it('any text at all: a non-empty reply without emoji (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COACH_IDS),
        fc.array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 })), { minLength: 1, maxLength: 8 }),
        fc.integer(),
        (coachId, messages, seed) => {
          const engine = createCoachEngine(coachId, seededRandom(seed));
          for (const message of messages) {
            const reply = engine.reply(message);
            if (reply.text.trim() === '' || EMOJI.test(reply.text)) return false;
          }
          return true;
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('mood check-in', () => {
  const moods: MoodCheckIn[] = ['great', 'okay', 'not-good'];

  it('gives the user lines the screen shows', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    expect(moods.map((m) => engine.moodUserLine(m))).toEqual(["I'm feeling great", "I'm feeling okay", "I'm not feeling good"]);
  });

  it('asks in each coach’s own words', () => {
    const prompts = COACH_IDS.map((coachId) => createCoachEngine(coachId, seededRandom(1)).moodCheckInPrompt());
    expect(new Set(prompts).size).toBe(4);
    for (const prompt of prompts) expect(prompt.endsWith('?')).toBe(true);
  });

  it('replies differently for each mood and each coach (12 distinct texts)', () => {
    const texts = COACH_IDS.flatMap((coachId) => moods.map((mood) => createCoachEngine(coachId, seededRandom(1)).moodReply(mood)));
    expect(texts.every((r) => r.kind === 'mood')).toBe(true);
    expect(new Set(texts.map((r) => r.text)).size).toBe(12);
    for (const r of texts) expectWellFormed(r.text);
  });

  it('offers the coach’s technique when the user is not feeling good, and a yes starts it', () => {
    const expected: Record<CoachId, string> = { sage: 'box-breathing', phoenix: 'thought-record', harmony: 'emotion-naming', zenith: 'motivation' };
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(1));
      expect(engine.moodReply('not-good').text).toMatch(/\?$/);
      expect(engine.reply('ok').kind).toBe('technique');
      expect(engine.snapshot().flow?.id).toBe(expected[coachId]);
    }
  });

  it('does not count as a user message', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    engine.reply('hello');
    engine.moodReply('great');
    expect(engine.snapshot().userMessages).toBe(1);
  });
});

describe('unprompted check-ins', () => {
  it.each(COACH_IDS)('%s: vary, never repeat back to back, and come from the coach', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(21));
    const lines = Array.from({ length: 9 }, () => engine.unprompted());
    expect(lines.every((r) => r.kind === 'unprompted')).toBe(true);
    for (const { text } of lines) expect(COACHES[coachId].unpromptedMessages).toContain(text);
    for (let i = 1; i < lines.length; i++) expect(lines[i]?.text).not.toBe(lines[i - 1]?.text);
    expect(new Set(lines.map((r) => r.text)).size).toBe(COACHES[coachId].unpromptedMessages.length);
  });

  it('can come back to a topic the user raised', () => {
    const engine = createCoachEngine('harmony', seededRandom(21));
    engine.reply('Things with my sister have been tense');
    const texts = Array.from({ length: 5 }, () => engine.unprompted().text);
    expect(texts.some((t) => t.includes('your family'))).toBe(true);
  });

  it('nudges the technique in progress without moving it on', () => {
    const engine = createCoachEngine('zenith', seededRandom(21));
    engine.reply('Help me set one achievable goal for this week.');
    engine.reply('Read 10 pages a day');
    const before = engine.snapshot().flow;
    const nudges = [engine.unprompted().text, engine.unprompted().text];
    expect(nudges[0]).not.toBe(nudges[1]);
    expect(nudges.join(' ')).toMatch(/measure it/);
    expect(engine.snapshot().flow).toEqual(before);
  });

  it('a yes to an invitation starts the technique it invites', () => {
    const engine = createCoachEngine('sage', seededRandom(21));
    let line = '';
    for (let i = 0; i < 3 && !/slow breath/.test(line); i++) line = engine.unprompted().text;
    expect(line).toMatch(/slow breath/);
    expect(engine.reply('yes').kind).toBe('technique');
    expect(engine.snapshot().flow?.id).toBe('box-breathing');
  });
});

describe('greeting', () => {
  it.each(COACH_IDS)('%s: introduces the coach by name, with no emoji', (coachId) => {
    const greeting = createCoachEngine(coachId, seededRandom(1)).greeting();
    expect(greeting.kind).toBe('greeting');
    expect(greeting.text).toContain(COACHES[coachId].name);
    expectWellFormed(greeting.text);
  });
});
