/** The engine's careful answers (wellness coaching, not therapy) and its handling of odd inputs. */
import fc from 'fast-check';
import { COACH_IDS, COACHES } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { EMOJI, PLAIN, talk } from './engine-helpers';

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

  it.each(COACH_IDS)('%s: answers a question about sleep that mentions meds in passing, and still refuses a dose asked another way', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    const sleep = engine.reply('how do i get back to sleep when i wake up at 4? my brain starts doing the list of meds and patients').text;
    expect(sleep).not.toMatch(/doctor or pharmacist/);
    const dose = engine.reply('my colleague takes melatonin. is it ok every day').text;
    expect(dose).toMatch(/doctor or pharmacist/);
  });

  it.each(COACH_IDS)('%s: asked whether a medicine is worth it, sends the person to a doctor or pharmacist', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(4));
    engine.reply('my hair is thinning and im only 28');
    expect(engine.reply('what about the tablets. finasteride. theres ads for it everywhere. is it worth it').text).toMatch(/doctor or pharmacist/);
  });

  it.each(COACH_IDS)('%s: a pill named in passing does not make "what can I do in the chair?" a medication question', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(5));
    const reply = engine.reply("my wife says just take a pill and dont think, but i dont want that. what can i do in the chair when it starts??").text;
    expect(reply).not.toMatch(/doctor or pharmacist/);
    expect(reply).toMatch(/1\. .+2\. /s);
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
