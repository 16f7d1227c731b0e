import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PdfFont } from '../../../frontend/src/lib/pdf-writer';
import { PDFJS_FONT_DIR, pdfTextOfBytes } from '../../support/pdf-text';

/** The report's font, read from disk as the browser would fetch it. */
export function reportFont(): PdfFont {
  const read = (name: string) => {
    const bytes = readFileSync(path.join(PDFJS_FONT_DIR, name));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };
  return { regular: read('LiberationSans-Regular.ttf'), bold: read('LiberationSans-Bold.ttf') };
}

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
  return pdfTextOfBytes(await blobBytes(blob));
}
