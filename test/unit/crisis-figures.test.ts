/**
 * The crisis detector's figures on the project's own development and validation data may only get
 * better: counts, not timing. When a change improves them, raise the bars here in the same
 * commit (`npm run train:crisis` prints the figures).
 */
import { combineConversationFigures, measureConversations, measurePhrases } from '../../bin/crisis-model/measure';
import { readConversations, readPhrases, together } from '../../bin/crisis-model/phrases';

// Each bar: at least this many crisis texts (or conversations) caught, at most this many alarms.
const BARS = {
  curated: { caught: 914, crisis: 914, alarms: 0 },
  validation: { caught: 1035, crisis: 1050, alarms: 25 },
  developmentConversations: { caughtByTurn: 322, riskConversations: 327, alarmedTurns: 19 },
  validationConversations: { caughtByTurn: 40, riskConversations: 40, alarmedTurns: 18 },
};

describe('crisis detector figures', () => {
  it('catches every curated crisis phrase and alarms on no curated harmless one', () => {
    const figures = measurePhrases(together('curated', readPhrases('curated')));
    expect(figures.crisis).toBe(BARS.curated.crisis);
    expect(figures.caught).toBeGreaterThanOrEqual(BARS.curated.caught);
    expect(figures.alarms).toBeLessThanOrEqual(BARS.curated.alarms);
  });

  it('holds its recall and false alarms on the validation phrases', () => {
    const figures = measurePhrases(together('validation', readPhrases('validation')));
    expect(figures.crisis).toBe(BARS.validation.crisis);
    expect(figures.caught).toBeGreaterThanOrEqual(BARS.validation.caught);
    expect(figures.alarms).toBeLessThanOrEqual(BARS.validation.alarms);
  });

  it.each([
    ['development', BARS.developmentConversations],
    ['validation', BARS.validationConversations],
  ] as const)('stays calm in ordinary %s conversations and catches risk by the turn it appears', (kind, bar) => {
    const figures = combineConversationFigures(kind, readConversations(kind).map(measureConversations));
    expect(figures.riskConversations).toBe(bar.riskConversations);
    expect(figures.caughtByTurn).toBeGreaterThanOrEqual(bar.caughtByTurn);
    expect(figures.alarmedTurns).toBeLessThanOrEqual(bar.alarmedTurns);
  });
});
