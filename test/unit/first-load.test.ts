import path from 'node:path';
import { FIRST_LOAD_ENTRY, firstLoadModules } from '../../frontend/build/first-load';

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
    ['the export libraries', /node_modules\/(jspdf|docx|html2canvas|jszip)\//],
  ])('leaves out %s', (_what, pattern) => {
    expect(modules.filter((name) => pattern.test(name))).toEqual([]);
  });
});
