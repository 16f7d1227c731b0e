import type { Font } from 'fontkit';
import { inflateInBrowser, woffToSfnt } from './woff';
// Liberation Sans (SIL Open Font License, shipped with pdfjs-dist): Latin, Greek and Cyrillic.
import latinBoldUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import latinRegularUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';
// Noto Sans Devanagari (SIL Open Font License, @fontsource/noto-sans-devanagari). WOFF rather than WOFF2:
// fontkit subsets WOFF's plain glyph table, not WOFF2's transformed one.
import devanagariBoldUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff?url';
import devanagariRegularUrl from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff?url';

// Loaded with import() when a PDF is built. The Devanagari files and fontkit (the shaper) are fetched only
// for a document with Devanagari in it; see docs/decisions/therapist-report.md.

export interface PdfFontFiles {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font did not load (${response.status})`);
  return response.arrayBuffer();
}

export async function loadLatinFonts(): Promise<PdfFontFiles> {
  const [regular, bold] = await Promise.all([fetchFont(latinRegularUrl), fetchFont(latinBoldUrl)]);
  return { regular, bold };
}

export async function loadDevanagariFont(bold: boolean): Promise<Font> {
  const [fontkit, file] = await Promise.all([import('fontkit'), fetchFont(bold ? devanagariBoldUrl : devanagariRegularUrl)]);
  return fontkit.create(await woffToSfnt(new Uint8Array(file), inflateInBrowser));
}
