import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';
import { parseSource, sourceFiles } from './helpers/source-files';

// A feature uses another only through that feature's index.ts, its public face; what is behind it
// can change without the features that use it changing too.
const FEATURES = join(__dirname, '../../frontend/src/features');

/** Every module a file names: static imports, re-exports and import() calls. */
function importedModules(path: string): string[] {
  const source = parseSource(path);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The feature a path inside features/ belongs to, and the rest of the path within it. */
function featureOf(path: string): { feature: string; inside: string } | null {
  const rel = relative(FEATURES, path);
  if (rel.startsWith('..')) return null;
  const [feature = '', ...rest] = rel.split(sep);
  return { feature, inside: rest.join('/') };
}

describe('feature boundaries', () => {
  const files = sourceFiles(FEATURES);

  it('finds the features and their imports', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(importedModules).length).toBeGreaterThan(500);
  });

  it("reaches another feature only through its index", () => {
    const crossings = files.flatMap((file) => {
      const own = featureOf(file)?.feature;
      return importedModules(file)
        .filter((specifier) => specifier.startsWith('.'))
        .flatMap((specifier) => {
          const target = featureOf(resolve(dirname(file), specifier));
          if (target === null || target.feature === own) return [];
          return target.inside === '' || target.inside === 'index' ? [] : [`${relative(FEATURES, file)} -> ${specifier}`];
        });
    });
    expect(crossings).toEqual([]);
  });
});
