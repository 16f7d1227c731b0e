import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConversations, readPhrases, textKey } from '../../bin/crisis-model/phrases';
import { TABLE_FILE } from '../../bin/crisis-model/train';
import { LEARNED_SIGNAL, assessText, assessTextByRules } from '../../frontend/src/lib/crisis/detector';
import { HASH_BITS, featuresOf, slotOf, slotsOf, stem } from '../../frontend/src/lib/crisis/model/features';
import {
  LEARNED_CERTAIN,
  LEARNED_CHAT_THRESHOLD,
  LEARNED_THRESHOLD,
  LEARNED_VETO,
  LEARNED_VETO_CONCERN,
  LEARNED_VETO_EVERYDAY,
  isLearnedClearlySafe,
  learnedLogit,
} from '../../frontend/src/lib/crisis/model/learned-model';
import { MODEL_BIAS_STEPS, MODEL_WEIGHTS } from '../../frontend/src/lib/crisis/model/weights';
import { MAX_STEPS, WEIGHT_STEP, decodeWeights, encodeWeights } from '../../frontend/src/lib/crisis/model/weights-codec';
import { analyzeText } from '../../frontend/src/lib/crisis/normalize-text';

const ROOT = join(__dirname, '..', '..');
const features = (text: string) => featuresOf(analyzeText(text).sentences);
const probability = (text: string) => 1 / (1 + Math.exp(-learnedLogit(analyzeText(text).sentences)));

describe('learned layer, features', () => {
  it('stems longer words and leaves short ones', () => {
    expect(['ending', 'pills', 'jumped', 'die', 'goes'].map(stem)).toEqual(['end', 'pill', 'jump', 'die', 'goes']);
  });

  it('marks the words after a negation, so a denial is not a wish', () => {
    const denial = features('I do not want to die');
    expect(denial.has('!want')).toBe(true);
    expect(denial.has('!die')).toBe(true);
    expect(denial.has('want')).toBe(false);
    expect(features('I want to die').has('want')).toBe(true);
  });

  it('pairs neighbouring words, and words one apart, within a clause only', () => {
    const pairs = features('I am sad, pills everywhere');
    expect(pairs.has('am sad')).toBe(true);
    expect(pairs.has('i _ sad')).toBe(true);
    expect(pairs.has('pill everywhere')).toBe(true);
    expect(pairs.has('sad pill')).toBe(false);
  });

  it('reads the pieces of each word, so a misspelling shares most of its features with the word', () => {
    const word = features('suicide');
    expect(word.has('#<su')).toBe(true);
    expect(word.has('#cide>')).toBe(true);
    const typo = features('suicde');
    const shared = [...typo].filter((feature) => word.has(feature)).length;
    expect(shared / typo.size).toBeGreaterThan(0.4);
    expect(features('am').has('#<am>')).toBe(false);
  });

  it('hashes each feature to the same slot on every engine, within the table', () => {
    // FNV-1a of "die" is 0xd86296d1 (the published algorithm): the slot is its low HASH_BITS bits.
    expect(slotOf('die')).toBe(0xd86296d1 & ((1 << HASH_BITS) - 1));
    for (const slot of slotsOf(analyzeText('I want to die, honestly 😭').sentences)) {
      expect(slot).toBeGreaterThanOrEqual(0);
      expect(slot).toBeLessThan(1 << HASH_BITS);
    }
  });
});

describe('learned layer, weights', () => {
  it('decodes what it encodes, long gaps too, and refuses a weight it cannot hold', () => {
    const slots = new Map([
      [0, 1],
      [5, -MAX_STEPS],
      [97, MAX_STEPS],
      [300, 2],
      [(1 << HASH_BITS) - 1, -3],
    ]);
    const encoded = encodeWeights(slots);
    expect(encoded.steps).toHaveLength(slots.size);
    expect(`${encoded.gaps}${encoded.steps}`).not.toMatch(/["\\]/);
    const table = decodeWeights(encoded, HASH_BITS);
    for (const [slot, steps] of slots) expect(table[slot]).toBe(steps);
    expect(table.reduce((count, value) => count + (value === 0 ? 0 : 1), 0)).toBe(slots.size);
    expect(() => encodeWeights(new Map([[1, MAX_STEPS + 1]]))).toThrow(/steps/);
    expect(() => encodeWeights(new Map([[1, 0.5]]))).toThrow(/steps/);
    expect(() => encodeWeights(new Map([[1, 0]]))).toThrow(/steps/);
  });

  it('ships exactly the reviewable table', () => {
    const lines = readFileSync(TABLE_FILE, 'utf8').split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    const [bias, ...rows] = lines;
    expect(bias).toBe(`bias\t${MODEL_BIAS_STEPS}`);
    const table = decodeWeights(MODEL_WEIGHTS, HASH_BITS);
    for (const row of rows) {
      const [slot, steps] = row.split('\t');
      expect(table[Number(slot)]).toBe(Number(steps));
    }
    expect(table.reduce((count, value) => count + (value === 0 ? 0 : 1), 0)).toBe(rows.length);
  });

  // Trained in a process of its own, as `npm run train:crisis` does: inside the test runner's
  // sandbox the same training loop runs an order of magnitude slower.
  it('the committed weights are what the committed phrases train', () => {
    const check = spawnSync(process.execPath, [require.resolve('tsx/cli'), join(ROOT, 'bin/train-crisis-model.ts'), '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('The committed weights are what the committed phrases train');
    expect(check.status).toBe(0);
  }, 300_000);

  it('holds weights up to ±2.8 in log-odds, in sixteenths', () => {
    expect(WEIGHT_STEP).toBe(1 / 16);
    expect(MAX_STEPS * WEIGHT_STEP).toBeGreaterThan(2.8);
  });
});

describe('learned layer, data', () => {
  // Measured texts must never be learned: the figures would flatter the detector.
  const measured = [...readPhrases('validation'), ...readPhrases('test')].flatMap((set) => [...set.crisis, ...set.safe].map((p) => p.text));
  const measuredMessages = [...readConversations('validation'), ...readConversations('test')]
    .flatMap((set) => set.conversations.flatMap((c) => c.messages))
    // "ok", "thanks", "bad day": a few words are in every conversation; the trainer leaves them out.
    .filter((message) => message.split(/\s+/).length > 3);
  const learned = new Set(
    [
      ...[...readPhrases('training'), ...readPhrases('curated')].flatMap((set) => [...set.crisis, ...set.safe].map((p) => p.text)),
      ...readConversations('development').flatMap((set) => set.conversations.flatMap((c) => c.messages)),
    ].map(textKey),
  );

  it('has no validation or test text in the training data', () => {
    expect(measured.length).toBeGreaterThan(1000);
    expect([...measured, ...measuredMessages].filter((text) => learned.has(textKey(text)))).toEqual([]);
  });
});

describe('learned layer in the detector', () => {
  it.each([
    'it would be easier for everyone if I just faded out',
    'Sometimes I drive and wish someone would swerve into me.',
    'My husband would remarry someone happier. The kids would adjust. Honestly my being gone would be a relief for them.',
  ])('recognises wording no rule knows, and asks first: %s', (text) => {
    expect(assessTextByRules(text).tier).toBe('none');
    const result = assessText(text);
    expect(result.outcome).toBe('check');
    expect(result.signals).toContain(LEARNED_SIGNAL);
  });

  it('adds nothing when the rules already recognise the text', () => {
    const result = assessText('I am going to kill myself tonight');
    expect(result.tier).toBe('intent');
    expect(result.signals).not.toContain(LEARNED_SIGNAL);
  });

  it.each([
    'Had pasta for dinner and watched a film with my sister.',
    'Work was long today but the walk home helped.',
    'I feel a bit flat this week, going to bed early.',
  ])('scores an everyday text far below the threshold: %s', (text) => {
    expect(probability(text)).toBeLessThan(LEARNED_THRESHOLD / 2);
    expect(assessText(text).tier).toBe('none');
  });
});

describe('learned layer overruling a rule', () => {
  const clearlySafe = (text: string) => isLearnedClearlySafe(analyzeText(text).sentences);

  it('sets its bars for overruling well below its bar for a crisis, lowest for hopelessness', () => {
    expect(LEARNED_VETO).toBeLessThan(LEARNED_THRESHOLD);
    expect(LEARNED_THRESHOLD).toBeLessThan(LEARNED_CHAT_THRESHOLD);
    expect(LEARNED_VETO_CONCERN).toBeLessThan(LEARNED_VETO / 3);
    expect(LEARNED_VETO_EVERYDAY).toBeGreaterThan(LEARNED_VETO);
    expect(LEARNED_VETO_EVERYDAY).toBeLessThan(0.5);
    expect(LEARNED_CERTAIN).toBeGreaterThan(LEARNED_CHAT_THRESHOLD);
  });

  it.each([
    'Our ICU had two overdose admissions last night; both patients were extubated this morning.',
    'In pharmacology we learned how paracetamol overdose damages the liver.',
  ])('clears a match on clinical words when no part of the text comes near a crisis: %s', (text) => {
    expect(assessTextByRules(text).tier).toBe('intent');
    expect(clearlySafe(text)).toBe(true);
    expect(assessText(text).outcome).toBe('none');
  });

  it.each([
    ['a rule that says the danger is here now', 'Celebrated 100 days self harm free with my therapist, and now the urges are screaming.'],
    ['a screening question answered yes', 'I answered yes to the survey question about thoughts of self harm.'],
  ])('never overrules %s', (_guard, text) => {
    expect(assessTextByRules(text).tier).toBe('ideation');
    expect(assessText(text).tier).toBe('ideation');
  });

  it('keeps the match when one sentence of the text comes near a crisis', () => {
    const text = 'Long shift at the pharmacy again. Tonight I am going to take all my pills.';
    expect(assessTextByRules(text).tier).toBe('intent');
    expect(clearlySafe(text)).toBe(false);
    expect(assessText(text).tier).toBe('intent');
  });
});

describe('learned layer, slots read without building strings', () => {
  it.each([
    'I do not want to die, honestly',
    "Ich bin müde. i wnat to kil myslef 😭 tonight, with the pills",
    'a, an, i. Go! Never no nothing without — end',
    '',
  ])('gives the slots of the named features: %j', (text) => {
    const sentences = analyzeText(text).sentences;
    expect(slotsOf(sentences)).toEqual(new Set([...featuresOf(sentences)].map(slotOf)));
  });
});
