import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** pdfjs's standard fonts, and the report's own (Liberation Sans) among them. */
export const PDFJS_FONT_DIR = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

// pdfjs is an ES module Jest cannot load: a Node process reads the text, as the journey tests do in the browser's.
const READER = `
import { readFileSync } from 'node:fs';
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const data = new Uint8Array(readFileSync(process.argv[1]));
const doc = await pdfjs.getDocument({ data, standardFontDataUrl: process.argv[2], isEvalSupported: false }).promise;
let text = '';
for (let n = 1; n <= doc.numPages; n += 1) {
  const content = await (await doc.getPage(n)).getTextContent();
  text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\\n';
}
process.stdout.write(text);
`;

function runReader(reader: string, bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    return execFileSync(process.execPath, ['--input-type=module', '-e', reader, file, `${PDFJS_FONT_DIR}${path.sep}`], {
      cwd: path.resolve(__dirname, '../..'),
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF's bytes (a file the browser downloaded, say). */
export function pdfTextOfBytes(bytes: Buffer): string {
  return runReader(READER, bytes);
}

// The same reader, keeping where each piece of text sits (PDF points, origin bottom left).
const ITEMS_READER = READER.replace(
  "text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\\n';",
  "text += JSON.stringify(content.items.filter((item) => 'str' in item && item.str.trim()).map((item) => ({ " +
    "page: n, str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }))) + '\\n';",
);

export interface PdfTextItem {
  page: number;
  str: string;
  x: number;
  y: number;
  width: number;
}

/** The pieces of text pdfjs finds, with their positions. */
export function pdfTextItemsOfBytes(bytes: Buffer): PdfTextItem[] {
  return runReader(ITEMS_READER, bytes)
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => JSON.parse(line) as PdfTextItem[]);
}
