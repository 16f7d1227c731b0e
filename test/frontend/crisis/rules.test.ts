import { RULES } from '../../../frontend/src/lib/crisis/rules/rule-set';

// Lowercase words joined by dots and hyphens: 'family.what-it-says'.
const RULE_ID = /^[a-z]+(?:-[a-z]+)*(?:\.[a-z]+(?:-[a-z]+)*)+$/;

describe('crisis rules, ids', () => {
  it('gives every rule an id of lowercase words joined by dots and hyphens', () => {
    for (const rule of RULES) expect(rule.id).toMatch(RULE_ID);
  });

  it('gives every rule its own id, so a signal names one rule', () => {
    const counts = new Map<string, number>();
    for (const rule of RULES) counts.set(rule.id, (counts.get(rule.id) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  });
});
