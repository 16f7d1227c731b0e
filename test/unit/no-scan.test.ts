import fs from 'node:fs';
import path from 'node:path';

// No user-facing path may Scan the table (docs/data-model.md).
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

describe('data access', () => {
  it('never uses Scan in any Lambda', () => {
    const files = sources(path.resolve(__dirname, '../../lambdas'));
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => /\bScan(Command|Input)?\b|ScanCommand|\.scan\(/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
