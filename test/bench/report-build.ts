/**
 * The therapist report for a year of data, built as the device builds it: 365 mood logs with
 * triggers and gratitude, 26 check-ins, 50 ticked journal entries of about 1,500 characters (Latin,
 * Cyrillic and accents), summarised and written as a PDF with the embedded font subset. The
 * fetch and decryption before it are not counted. The bar: under 3 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadFrontendModules } from './frontend-for-node';
import { summarize, type Row } from './stats';

const SAMPLES = 5;
const DAY = 86_400_000;

// The report's input as the page gathers it (frontend/src/features/reports/report-summary.ts).
type ReportInput = Record<string, unknown>;

interface ReportModules {
  summarise(input: ReportInput): unknown;
  buildReportPdf(input: ReportInput, summary: unknown, ticked: ReadonlySet<string>, font: unknown, name: string): Blob;
}

function loadReportModules(): ReportModules {
  return loadFrontendModules<ReportModules>(
    [
      "export { summarise } from './frontend/src/features/reports/report-summary';",
      "export { buildReportPdf } from './frontend/src/features/reports/report-pdf';",
    ],
    'report',
  );
}

function font() {
  const dir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const read = (name: string) => {
    const bytes = fs.readFileSync(path.join(dir, name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };
  return { regular: read('LiberationSans-Regular.ttf'), bold: read('LiberationSans-Bold.ttf') };
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
      title: `Entry ${i} - Анна, crème brûlée`,
      content: 'Today I walked by the river and thought about the week. Сегодня была спокойная ночь. Café au lait. '.repeat(15),
    })),
    entriesLocked: false,
  };
}

export function reportBuildBench(): Row[] {
  const { summarise, buildReportPdf } = loadReportModules();
  const input = yearOfData();
  const ticked = new Set(Array.from({ length: 50 }, (_, i) => `e${i}`));
  const reportFont = font();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    const blob = buildReportPdf(input, summarise(input), ticked, reportFont, 'Анна Петрова');
    samples.push(performance.now() - start);
    bytes = blob.size;
  }
  return [{ ...summarize('365 moods, 26 check-ins, 50 ticked entries', samples, 0), 'PDF KB': (bytes / 1024).toFixed(0) }];
}
