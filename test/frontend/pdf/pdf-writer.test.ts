import { buildPdf } from '../../../frontend/src/features/journal/export/export-pdf';
import { createPdfWriter } from '../../../frontend/src/lib/pdf-writer';
import { pdfTextItemsOfBytes, pdfTextOfBytes } from '../../support/pdf-text';
import { devanagariLoads } from '../helpers/pdf-fonts';
import { blobBytes, pdfText } from '../reports/pdf-text';

// The browser build of jspdf is an ES module; Jest runs CommonJS, which jspdf ships for Node.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));
jest.mock('../../../frontend/src/lib/pdf/pdf-fonts', () => jest.requireActual('../helpers/pdf-fonts'));

jest.setTimeout(30_000);

const collapse = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');
// Where the font changes the reader has two text items, which it joins with a space of its own.
const squash = (text: string) => text.normalize('NFC').replace(/\s+/g, '');
// A4 is 595 points wide; the writer keeps 56 points of margin on each side.
const RIGHT_EDGE = 595.28 - 56;

const entry = (id: string, date: string) => ({ id, date, createdAt: '2026-03-03T10:00:00.000Z', updatedAt: '2026-03-03T10:00:00.000Z' });

describe('the PDF writer', () => {
  it('wraps a long mixed English and Devanagari paragraph inside the margins, every word kept', async () => {
    const paragraph =
      'Today I wrote in Hindi: मैं आज बेहतर महसूस कर रही हूँ, and my sister प्रिया शर्मा read me a किताब about क्षमा. ' +
      'Later we walked by the river and talked about the week ahead, मुझे अच्छी नींद आई, and the plans for the weekend.';
    const pdf = createPdfWriter('Mixed');
    pdf.write(paragraph, 11);
    const bytes = await blobBytes(await pdf.blob());
    const items = pdfTextItemsOfBytes(bytes);
    const lines = new Set(items.map((item) => Math.round(item.y)));
    expect(lines.size).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(item.x + item.width).toBeLessThanOrEqual(RIGHT_EDGE + 0.5);
    // Lines break at spaces only, and every letter is there in order.
    const text = pdfTextOfBytes(bytes);
    expect(squash(text)).toContain(squash(paragraph));
    // ई is drawn as two glyphs for one letter: the second reads as nothing.
    for (const words of ['मैं आज बेहतर महसूस कर रही हूँ', 'प्रिया शर्मा', 'मुझे अच्छी नींद आई', 'Later we walked by the river']) expect(collapse(text)).toContain(words);
  });

  it('prints accents, Greek and Cyrillic, and a "?" for an emoji without cutting the line short', async () => {
    devanagariLoads.length = 0;
    const pdf = createPdfWriter('Latin');
    pdf.write('Crème brûlée with Łukasz, Ψυχή, Анна 🌧 still here', 11);
    const text = await pdfText(pdf.blob());
    expect(text).toContain('Crème brûlée with Łukasz, Ψυχή, Анна ? still here');
    expect(devanagariLoads).toEqual([]);
  });

  it('writes the journal export with the same fonts: Devanagari and Cyrillic as written', async () => {
    const text = await pdfText(
      buildPdf({
        title: 'My journal',
        subtitle: '2 entries',
        entries: [
          { ...entry('a', '3 March 2026'), title: 'किताब', content: 'मैं आज बेहतर महसूस कर रही हूँ', notes: '' },
          { ...entry('b', '4 March 2026'), title: 'Ночь', content: 'Спокойная ночь.', notes: 'Café' },
        ],
      }),
    );
    expect(text.normalize('NFC')).toContain('मैं आज बेहतर महसूस कर रही हूँ');
    expect(collapse(text)).toContain('3 March 2026 - किताब');
    expect(text).toContain('Спокойная ночь.');
    expect(text).toContain('Notes: Café');
  });
});
