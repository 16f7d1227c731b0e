import { buildReportPdf } from '../../../frontend/src/features/reports/report-pdf';
import { summarise, type ReportInput } from '../../../frontend/src/features/reports/report-summary';
import { devanagariLoads } from '../helpers/pdf-fonts';
import { blobBytes, pdfText } from './pdf-text';

// The browser build of jspdf is an ES module; Jest runs CommonJS, which jspdf ships for Node.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));
jest.mock('../../../frontend/src/lib/pdf/pdf-fonts', () => jest.requireActual('../helpers/pdf-fonts'));

function input(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    range: { from: '2026-10-01', to: '2026-10-30' },
    moods: [
      { timestamp: '2026-10-02T09:00:00.000Z', mood: 4, energy: 6, stress: 3, triggers: ['Work deadlines'], gratitude: ['Morning walks'] },
      { timestamp: '2026-10-03T09:00:00.000Z', mood: 2, energy: 4, stress: 7, triggers: ['work deadlines', 'Sleep'], gratitude: [] },
    ],
    moodTextLocked: false,
    profile: { sleepHours: 7, exerciseFrequency: 'regularly', saved: true },
    checkIns: [{ kind: 'phq9', takenAt: '2026-10-05T10:00:00.000Z', total: 11 }],
    checkInsLocked: false,
    coachingSessions: 3,
    entries: [
      { id: 'chosen', createdAt: '2026-10-04T10:00:00.000Z', title: 'A good talk', content: 'Talked with my sister about the move and felt lighter.' },
      { id: 'unchosen', createdAt: '2026-10-06T10:00:00.000Z', title: 'Private', content: 'This one stays between me and my journal.' },
    ],
    entriesLocked: false,
    ...overrides,
  };
}

describe('the report PDF', () => {
  it('holds the ticked entry’s excerpt and not an unticked one', async () => {
    const data = input();
    const text = await pdfText(buildReportPdf(data, summarise(data), new Set(['chosen']), 'Sam Lee'));
    expect(text).toContain('felt lighter');
    expect(text).toContain('A good talk');
    expect(text).not.toContain('stays between me');
    expect(text).not.toContain('Private');
    expect(text).toContain('PHQ-9 11 (Moderate)');
    expect(text).toContain('3 AI coaching sessions');
    expect(text).toContain('Work deadlines (2)');
  });

  it('leaves every entry out when none is ticked', async () => {
    const data = input();
    const text = await pdfText(buildReportPdf(data, summarise(data), new Set(), 'Sam Lee'));
    expect(text).not.toContain('felt lighter');
    expect(text).not.toContain('Journal excerpts');
  });

  it('prints a Cyrillic name and accented text as written', async () => {
    const data = input({
      entries: [{ id: 'e1', createdAt: '2026-10-04T10:00:00.000Z', title: 'Ночь', content: 'Crème brûlée with Łukasz, спокойная ночь.' }],
    });
    const text = await pdfText(buildReportPdf(data, summarise(data), new Set(['e1']), 'Анна Петрова'));
    expect(text).toContain('Анна Петрова');
    expect(text).toContain('Crème brûlée with Łukasz, спокойная ночь.');
  });

  it('prints Devanagari shaped, and a reader gets the words back as typed', async () => {
    devanagariLoads.length = 0;
    const data = input({
      entries: [{ id: 'e1', createdAt: '2026-10-04T10:00:00.000Z', title: 'क्षमा', content: 'मैं आज बेहतर महसूस कर रही हूँ। क्षमा और किताब, with tea.' }],
    });
    const blob = await buildReportPdf(data, summarise(data), new Set(['e1']), 'प्रिया शर्मा');
    const text = (await pdfText(blob)).normalize('NFC');
    for (const words of ['प्रिया शर्मा', 'मैं आज बेहतर महसूस कर रही हूँ', 'क्षमा और किताब']) expect(text).toContain(words.normalize('NFC'));
    // Where the font changes the reader has two text items, joined here with a space of its own.
    expect(text.replace(/\s+/g, ' ')).toContain('4 Oct 2026 - क्षमा');
    expect(text).toContain('with tea.');
    // Regular for the text, bold for the entry's title.
    expect(devanagariLoads.sort()).toEqual([false, true]);
    expect((await blobBytes(blob)).toString('latin1')).toContain('NotoSansDevanagari');
  });

  it('leaves the Devanagari font out of a document without Devanagari', async () => {
    devanagariLoads.length = 0;
    const data = input();
    const blob = await buildReportPdf(data, summarise(data), new Set(['chosen']), 'Анна Петрова');
    expect(devanagariLoads).toEqual([]);
    expect((await blobBytes(blob)).toString('latin1')).not.toContain('NotoSansDevanagari');
  });

  it('gives only the first ~600 characters of a long entry', async () => {
    const long = `${'calm '.repeat(150)}ENDMARKER`;
    const data = input({ entries: [{ id: 'e1', createdAt: '2026-10-04T10:00:00.000Z', title: 'Long', content: long }] });
    const text = await pdfText(buildReportPdf(data, summarise(data), new Set(['e1']), ''));
    expect(text).toContain('calm calm');
    expect(text).not.toContain('ENDMARKER');
  });
});
