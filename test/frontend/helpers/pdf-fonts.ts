import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import { woffToSfnt } from '../../../frontend/src/lib/pdf/woff';
import { PDFJS_FONT_DIR } from '../../support/pdf-text';

// The PDF writer's fonts read from disk, as the browser fetches them (mock lib/pdf/pdf-fonts with this).

const DEVANAGARI_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-devanagari/LICENSE')), 'files');

function read(file: string): ArrayBuffer {
  const bytes = readFileSync(file);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export const devanagariLoads: boolean[] = [];

export async function loadLatinFonts() {
  return { regular: read(path.join(PDFJS_FONT_DIR, 'LiberationSans-Regular.ttf')), bold: read(path.join(PDFJS_FONT_DIR, 'LiberationSans-Bold.ttf')) };
}

export async function devanagariFont(bold = false): Promise<Font> {
  const woff = new Uint8Array(read(path.join(DEVANAGARI_DIR, `noto-sans-devanagari-devanagari-${bold ? 700 : 400}-normal.woff`)));
  return create(await woffToSfnt(woff, (data) => new Uint8Array(inflateSync(data))));
}

export async function loadDevanagariFont(bold: boolean): Promise<Font> {
  devanagariLoads.push(bold);
  return devanagariFont(bold);
}
