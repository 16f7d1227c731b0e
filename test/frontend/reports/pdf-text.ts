import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PdfFont } from '../../../frontend/src/lib/pdf-writer';

const fontDir = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

/** The report's font, read from disk as the browser would fetch it. */
export function reportFont(): PdfFont {
  const read = (name: string) => {
    const bytes = readFileSync(path.join(fontDir, name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };
  return { regular: read('LiberationSans-Regular.ttf'), bold: read('LiberationSans-Bold.ttf') };
}

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

// jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes.
function blobBytes(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The text of a PDF, as pdfjs extracts it. */
export async function pdfText(blob: Blob): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, await blobBytes(blob));
    return execFileSync(process.execPath, ['--input-type=module', '-e', READER, file, `${fontDir}${path.sep}`], {
      cwd: path.resolve(__dirname, '../../..'),
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
