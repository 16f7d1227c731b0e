/**
 * The therapist report for a year of data, built as the device builds it: 365 mood logs with
 * triggers and gratitude, 26 check-ins, 50 ticked journal entries of about 1,500 characters (Latin,
 * Cyrillic, accents and Devanagari), summarised and written as a PDF with the embedded font subsets. The
 * fetch and decryption before it are not counted. The bar: under 3 s.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { loadFrontendModulesWith } from './frontend-for-node';
import { summarize, type Row } from './stats';

const SAMPLES = 5;
const DAY = 86_400_000;

// The report's input as the page gathers it (frontend/src/features/reports/report-summary.ts).
type ReportInput = Record<string, unknown>;

interface ReportModules {
  summarise(input: ReportInput): unknown;
  buildReportPdf(input: ReportInput, summary: unknown, ticked: ReadonlySet<string>, name: string): Promise<Blob>;
}

// The PDF writer fetches its fonts in the browser; here they are read from disk (the paths are fixed
// now, as the bundle runs from a temporary directory).
const LATIN_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
const DEVANAGARI_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-devanagari/LICENSE')), 'files');
const devanagariFile = (weight: number) => path.join(DEVANAGARI_DIR, `noto-sans-devanagari-devanagari-${weight}-normal.woff`);
const FONTS_FROM_DISK = `
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { create } from 'fontkit';
import { woffToSfnt } from './frontend/src/lib/pdf/woff';
const read = (file) => { const b = readFileSync(file); return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength); };
export async function loadLatinFonts() {
  return { regular: read(${JSON.stringify(path.join(LATIN_DIR, 'LiberationSans-Regular.ttf'))}), bold: read(${JSON.stringify(path.join(LATIN_DIR, 'LiberationSans-Bold.ttf'))}) };
}
export async function loadDevanagariFont(bold) {
  const woff = new Uint8Array(read(bold ? ${JSON.stringify(devanagariFile(700))} : ${JSON.stringify(devanagariFile(400))}));
  return create(await woffToSfnt(woff, (data) => new Uint8Array(inflateSync(data))));
}
`;
const fontsFromDisk: Plugin = {
  name: 'pdf-fonts-from-disk',
  setup(build) {
    build.onResolve({ filter: /\/pdf\/pdf-fonts$/ }, () => ({ path: 'pdf-fonts', namespace: 'fonts-from-disk' }));
    build.onLoad({ filter: /.*/, namespace: 'fonts-from-disk' }, () => ({ contents: FONTS_FROM_DISK, loader: 'ts', resolveDir: path.resolve(__dirname, '../..') }));
  },
};

function loadReportModules(): Promise<ReportModules> {
  return loadFrontendModulesWith<ReportModules>(
    [
      "export { summarise } from './frontend/src/features/reports/report-summary';",
      "export { buildReportPdf } from './frontend/src/features/reports/report-pdf';",
    ],
    'report',
    [fontsFromDisk],
  );
}

function yearOfData(): ReportInput {
  const end = Date.UTC(2026, 10, 29, 12);
  const at = (daysAgo: number) => new Date(end - daysAgo * DAY).toISOString();
  const words = ['Work', 'Sleep', 'Family', 'Money', 'Health', 'Друзья', 'Café'];
  return {
    range: { from: '2025-11-30', to: '2026-11-29' },
    moods: Array.from({ length: 365 }, (_, i) => ({
      timestamp: at(i),
      mood: 1 + (i % 5),
      energy: 1 + (i % 10),
      stress: 1 + ((i * 3) % 10),
      triggers: [words[i % words.length]!, words[(i + 2) % words.length]!],
      gratitude: [words[(i + 4) % words.length]!],
    })),
    moodTextLocked: false,
    profile: { sleepHours: 7, exerciseFrequency: 'regularly', saved: true },
    checkIns: Array.from({ length: 26 }, (_, i) => ({ kind: i % 2 ? 'gad7' : 'phq9', takenAt: at(i * 14), total: (i * 5) % 21 })),
    checkInsLocked: false,
    coachingSessions: 48,
    entries: Array.from({ length: 50 }, (_, i) => ({
      id: `e${i}`,
      createdAt: at(i * 7),
      title: `Entry ${i} - Анна, crème brûlée, प्रिया`,
      content: 'Today I walked by the river and thought about the week. Сегодня была спокойная ночь. मैं आज बेहतर महसूस कर रही हूँ। '.repeat(12),
    })),
    entriesLocked: false,
  };
}

export async function reportBuildBench(): Promise<Row[]> {
  const { summarise, buildReportPdf } = await loadReportModules();
  const input = yearOfData();
  const ticked = new Set(Array.from({ length: 50 }, (_, i) => `e${i}`));
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    const blob = await buildReportPdf(input, summarise(input), ticked, 'Анна Петрова');
    samples.push(performance.now() - start);
    bytes = blob.size;
  }
  return [{ ...summarize('365 moods, 26 check-ins, 50 ticked entries', samples, 0), 'PDF KB': (bytes / 1024).toFixed(0) }];
}
