import { readFileSync } from 'node:fs';
import { trainCrisisModel, WEIGHTS_FILE } from '../../bin/crisis-model/train';
import { LEARNED_SIGNAL, assessText, assessTextByRules } from '../../frontend/src/lib/crisis/detector';
import { featuresOf, stem } from '../../frontend/src/lib/crisis/lexical-features';
import {
  LEARNED_CERTAIN,
  LEARNED_THRESHOLD,
  LEARNED_VETO,
  LEARNED_VETO_CONCERN,
  LEARNED_VETO_EVERYDAY,
  isLearnedCertain,
  isLearnedClearlySafe,
  isLearnedRisk,
  learnedLogit,
} from '../../frontend/src/lib/crisis/lexical-model';
import { analyzeText } from '../../frontend/src/lib/crisis/normalize-text';

const features = (text: string) => featuresOf(analyzeText(text).sentences);
const probability = (text: string) => 1 / (1 + Math.exp(-learnedLogit(analyzeText(text).sentences)));

describe('learned layer, features', () => {
  it('stems longer words and leaves short ones', () => {
    expect(stem('ending')).toBe('end');
    expect(stem('pills')).toBe('pill');
    expect(stem('jumped')).toBe('jump');
    expect(stem('die')).toBe('die');
    expect(stem('goes')).toBe('goes');
  });

  it('marks the words after a negation, so a denial is not a wish', () => {
    const denial = features('I do not want to die');
    expect(denial.has('!want')).toBe(true);
    expect(denial.has('!die')).toBe(true);
    expect(denial.has('want')).toBe(false);
    expect(features('I want to die').has('want')).toBe(true);
  });

  it('pairs neighbouring words within a clause only', () => {
    const pairs = features('I am sad, pills everywhere');
    expect(pairs.has('am sad')).toBe(true);
    expect(pairs.has('pill everywhere')).toBe(true);
    expect(pairs.has('sad pill')).toBe(false);
  });
});

describe('learned layer, weights', () => {
  it('the committed weights are what the committed phrases train', () => {
    expect(trainCrisisModel().source).toBe(readFileSync(WEIGHTS_FILE, 'utf8'));
  }, 60_000);
});

describe('learned layer in the detector', () => {
  it.each([
    'it would be easier for everyone if I just faded out',
    'Sometimes I drive and wish someone would swerve into me.',
    'My husband would remarry someone happier. The kids would adjust. Honestly my being gone would be a relief for them.',
  ])('recognises wording no rule knows: %s', (text) => {
    expect(assessTextByRules(text).tier).toBe('none');
    const result = assessText(text);
    expect(result.tier).not.toBe('none');
    expect(result.signals).toContain(LEARNED_SIGNAL);
  });

  it.each([
    'I was never going to do it, I just wanted to die for a while. Not anymore.',
    "i would never kill myself, i couldnt do that to my little brother. and i dont want to anyway, life's actually decent rn",
  ])('leaves the last word to the rules when they explain the risky words away and it is not certain: %s', (text) => {
    expect(isLearnedRisk(analyzeText(text).sentences)).toBe(true);
    expect(assessText(text)).toEqual({ tier: 'none', signals: [] });
  });

  it('overrules the rules setting risky words aside only when it is certain of a crisis', () => {
    expect(LEARNED_CERTAIN).toBeGreaterThan(0.99);
    const relapse = "I relapsed on self harm after 300 days clean and now I can't stop thinking about doing it again.";
    expect(assessTextByRules(relapse).tier).toBe('none');
    expect(isLearnedCertain(analyzeText(relapse).sentences)).toBe(true);
    expect(assessText(relapse)).toEqual({ tier: 'concern', signals: [LEARNED_SIGNAL] });
  });

  it('reads a short sentence with its neighbours', () => {
    const decided = "I've made up my mind.";
    expect(isLearnedRisk(analyzeText(decided).sentences)).toBe(true);
    const matchNight = `${decided} The whole family is coming round to watch the match.`;
    expect(assessTextByRules(matchNight).tier).toBe('none');
    expect(assessText(matchNight)).toEqual({ tier: 'none', signals: [] });
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
    expect(LEARNED_VETO).toBeLessThan(LEARNED_THRESHOLD / 2);
    expect(LEARNED_VETO_CONCERN).toBeLessThan(LEARNED_VETO / 5);
  });

  it.each([
    'Our ICU had two overdose admissions last night; both patients were extubated this morning.',
    'In pharmacology we learned how paracetamol overdose damages the liver.',
  ])('clears a match on clinical words when no part of the text comes near a crisis: %s', (text) => {
    expect(assessTextByRules(text).tier).toBe('intent');
    expect(clearlySafe(text)).toBe(true);
    expect(assessText(text)).toEqual({ tier: 'none', signals: [] });
  });

  it('reads farewell and giving-away words alone with a looser bar, still under even odds', () => {
    expect(LEARNED_VETO_EVERYDAY).toBeGreaterThan(LEARNED_VETO);
    expect(LEARNED_VETO_EVERYDAY).toBeLessThan(0.5);
    const lastDay = 'Final day at the warehouse after nine years. Said my goodbyes and the lads got me a cake.';
    expect(assessTextByRules(lastDay).signals).toEqual(['preparation.goodbye']);
    expect(clearlySafe(lastDay)).toBe(false);
    expect(isLearnedClearlySafe(analyzeText(lastDay).sentences, 'everyday')).toBe(true);
    expect(assessText(lastDay)).toEqual({ tier: 'none', signals: [] });
    expect(assessText("Giving away my things. I won't need them soon.").tier).toBe('intent');
    expect(assessText("Said my goodbyes to everyone today. They don't know it's for good.").tier).toBe('intent');
  });

  it('overrules hopelessness or a passive wish not to live only when it finds nothing of a crisis', () => {
    const own = "I'm 31 and already out of reasons to live.";
    expect(clearlySafe(own)).toBe(true);
    expect(isLearnedClearlySafe(analyzeText(own).sentences, 'concern')).toBe(false);
    expect(assessText(own).tier).toBe('concern');
    const grandfather = 'How do I support my grandad? He keeps saying life has no point since nan passed.';
    expect(assessTextByRules(grandfather).tier).toBe('concern');
    expect(isLearnedClearlySafe(analyzeText(grandfather).sentences, 'concern')).toBe(true);
    expect(assessText(grandfather)).toEqual({ tier: 'none', signals: [] });
  });

  it.each([
    ['a rule that says the danger is here now', 'Celebrated 100 days self harm free with my therapist, and now the urges are screaming.'],
    ['a screening question answered yes', 'I answered yes to the survey question about thoughts of self harm.'],
  ])('never overrules %s', (_guard, text) => {
    expect(clearlySafe(text)).toBe(true);
    expect(assessText(text).tier).toBe('ideation');
  });

  it('keeps the match when one sentence of the text comes near a crisis', () => {
    const text = 'Long shift at the pharmacy again. Tonight I am going to take all my pills.';
    expect(assessTextByRules(text).tier).toBe('intent');
    expect(clearlySafe(text)).toBe(false);
    expect(assessText(text).tier).toBe('intent');
  });
});
