import type { PdfFont } from '../../lib/pdf-writer';
// Liberation Sans (SIL Open Font License, shipped with pdfjs-dist): Latin, Greek and Cyrillic.
// It has no Devanagari; see docs/decisions/therapist-report.md.
import boldUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf?url';
import regularUrl from 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf?url';

// Loaded with import() with the PDF code: the font files are fetched only when a report is built.

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The report font did not load (${response.status})`);
  return response.arrayBuffer();
}

export async function loadReportFont(): Promise<PdfFont> {
  const [regular, bold] = await Promise.all([fetchFont(regularUrl), fetchFont(boldUrl)]);
  return { regular, bold };
}
