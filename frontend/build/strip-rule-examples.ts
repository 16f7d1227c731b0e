/**
 * Vite plugin: drops the `examples` of each crisis rule from the built app. They are texts a
 * rule must and must not match, read only by the rule tests (test/frontend/crisis/rules.test.ts),
 * and about a third of the rules' size.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const RULES_DIR = `${path.sep}src${path.sep}lib${path.sep}crisis${path.sep}rules${path.sep}`;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function keyName(property: Node): string | undefined {
  if (property.computed) return undefined;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The spans of `examples: …` properties of object literals, each with the comma after it. */
export function exampleSpans(program: Node, code: string): [number, number][] {
  const spans: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || keyName(property) !== 'examples') continue;
        let end = property.end;
        const comma = /^\s*,/.exec(code.slice(end));
        if (comma) end += comma[0].length;
        spans.push([property.start, end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return spans;
}

/** The source without the spans (which never overlap: an example holds no rule). */
export function withoutSpans(code: string, spans: readonly [number, number][]): string {
  let out = '';
  let from = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    // The parser's offsets must land on the property's own text, or nothing is cut.
    if (!/^["']?examples/.test(code.slice(start))) throw new Error(`strip-rule-examples: offset ${start} does not start an examples property`);
    out += code.slice(from, start);
    from = end;
  }
  return out + code.slice(from);
}

export function stripRuleExamples(): Plugin {
  return {
    name: 'solace:strip-rule-examples',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!path.normalize(file).includes(RULES_DIR) || !/\.[cm]?ts$/.test(file) || !code.includes('examples')) return null;
      const program = this.parse(code, { lang: 'ts' }) as unknown as Node;
      const spans = exampleSpans(program, code);
      if (spans.length === 0) return null;
      return { code: withoutSpans(code, spans), map: null };
    },
  };
}
