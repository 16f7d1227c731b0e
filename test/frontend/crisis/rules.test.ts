import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';
import { assessTextByRules } from '../../../frontend/src/lib/crisis/detector';
import { RULES } from '../../../frontend/src/lib/crisis/rules/rule-set';
import { parseSource, sourceFiles } from '../helpers/source-files';

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

describe('crisis rules, examples', () => {
  it('gives every rule at least one text it matches and one it does not', () => {
    const without = RULES.filter((rule) => rule.examples.match.length === 0 || rule.examples.noMatch.length === 0);
    expect(without.map((rule) => rule.id)).toEqual([]);
  });

  // The rules alone, as the rule sees the text: the learned layer may still overrule them.
  const matches = RULES.flatMap((rule) => rule.examples.match.map((text) => [rule.id, text] as const));
  it.each(matches)('%s matches %j', (id, text) => {
    expect(assessTextByRules(text).signals).toContain(id);
  });

  const misses = RULES.flatMap((rule) => rule.examples.noMatch.map((text) => [rule.id, text] as const));
  it.each(misses)('%s does not match %j', (id, text) => {
    expect(assessTextByRules(text).signals).not.toContain(id);
  });
});

describe('crisis rules, ids named in one place', () => {
  const root = join(__dirname, '../../../frontend/src');
  const rulesDir = join(root, 'lib', 'crisis', 'rules');

  function stringLiterals(path: string): string[] {
    const file = parseSource(path);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) found.push(node.text);
      else if (ts.isTemplateExpression(node)) found.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
  }

  it('writes no rule id outside rules/: a rule is found, renamed or removed there alone', () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    const files = sourceFiles(root, [rulesDir]);
    expect(files.length).toBeGreaterThan(10);
    const named = files.flatMap((path) =>
      stringLiterals(path)
        .filter((text) => ids.has(text))
        .map((id) => `${relative(root, path).split(sep).join('/')}: ${id}`),
    );
    expect(named).toEqual([]);
  });
});
