import path from 'node:path';
import { appModules, FIRST_LOAD_ENTRY, firstLoadModules } from '../../frontend/build/first-load';

const ROOT = path.resolve(__dirname, '../..');

describe('the first load of every page', () => {
  const modules = firstLoadModules(ROOT);

  it('is the app shell itself', () => {
    expect(modules).toContain(FIRST_LOAD_ENTRY);
    expect(modules).toContain('frontend/src/app/app-routes.tsx');
  });

  // Each of these is loaded by the page that needs it; in the first load it would slow every page.
  it.each([
    ['zod (the shell checks its configuration by hand)', /node_modules\/zod\//],
    ['the crisis detector', /frontend\/src\/lib\/crisis\//],
    ['the coach engine', /frontend\/src\/features\/ai-coaching\/engine\//],
    ['the charts', /node_modules\/recharts\//],
    ['the export libraries', /node_modules\/(jspdf|docx|html2canvas|fontkit|jszip)\//],
  ])('leaves out %s', (_what, pattern) => {
    expect(modules.filter((name) => pattern.test(name))).toEqual([]);
  });
});

describe('the modules that bring a heavy package', () => {
  const { bringingPackages } = appModules(ROOT);

  // The build keeps these out of the chunk every page loads, so no page loads jspdf or recharts before it renders.
  it('are those importing one, directly or through each other', () => {
    expect(bringingPackages).toEqual(
      expect.arrayContaining([
        'frontend/src/lib/pdf-writer.ts',
        'frontend/src/features/safety-plan/safety-plan-pdf.ts',
        'frontend/src/components/mood-line-chart.tsx',
      ]),
    );
  });

  it('leave out modules that import only what the first load holds', () => {
    for (const light of ['frontend/src/lib/api-client.ts', 'frontend/src/components/loader.tsx', 'frontend/src/lib/crypto/field-crypto.ts']) {
      expect(bringingPackages).not.toContain(light);
    }
  });
});
