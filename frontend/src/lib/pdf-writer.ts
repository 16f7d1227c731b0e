import { jsPDF } from 'jspdf';

// Loaded with import() only when a PDF is built on the device, so jspdf stays its own chunk.

/**
 * jsPDF's standard fonts cover Latin-1 only: common typography is mapped to its ASCII form and
 * anything else (emoji, other scripts) shows as "?" rather than as wrong letters.
 */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/\u00B7|\u2022/g, '-')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\n\t\x20-\x7E\xA1-\xFF]/gu, '?');
}

export type PdfStyle = 'normal' | 'bold' | 'italic';

/**
 * TrueType files to embed instead of the Latin-1 standard fonts: only the glyphs a document uses
 * are written into it (a subset), so names and text in any script the font covers print as written.
 */
export interface PdfFont {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

export interface PdfWriterOptions {
  font?: PdfFont;
}

/** One line of a drawn chart: values in order, null where there is none. */
export interface PdfSeries {
  name: string;
  values: readonly (number | null)[];
  /** RGB, 0-255. */
  color: readonly [number, number, number];
}

export interface PdfChart {
  series: readonly PdfSeries[];
  min: number;
  max: number;
  /** Under the first and the last point. */
  firstLabel: string;
  lastLabel: string;
  height?: number;
}

const EMBEDDED_FAMILY = 'SolaceText';

function binaryString(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/** With an embedded font every character goes through as written; only line ends are normalised. */
const unicodeSafe = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n');

export interface PdfWriter {
  /** Wrapped text at the given size, a new page when it would pass the bottom margin; `after` points of space below. */
  write(text: string, size: number, style?: PdfStyle, after?: number): void;
  /** Extra space before what comes next. */
  space(points: number): void;
  /** A simple line chart across the text width, with a legend below; a new page when it would not fit. */
  lineChart(chart: PdfChart): void;
  blob(): Blob;
}

/** An A4 document written top to bottom, one wrapped paragraph at a time. */
export function createPdfWriter(title: string, options: PdfWriterOptions = {}): PdfWriter {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  const { font } = options;
  if (font) {
    pdf.addFileToVFS('solace-regular.ttf', binaryString(font.regular));
    pdf.addFont('solace-regular.ttf', EMBEDDED_FAMILY, 'normal', undefined, 'Identity-H');
    pdf.addFileToVFS('solace-bold.ttf', binaryString(font.bold));
    pdf.addFont('solace-bold.ttf', EMBEDDED_FAMILY, 'bold', undefined, 'Identity-H');
  }
  // The embedded font has no italic: italic text is set upright.
  const setFont = (style: PdfStyle) =>
    font ? pdf.setFont(EMBEDDED_FAMILY, style === 'bold' ? 'bold' : 'normal') : pdf.setFont('helvetica', style);
  const safe = font ? unicodeSafe : pdfSafe;
  const margin = 56;
  const width = pdf.internal.pageSize.getWidth() - margin * 2;
  const bottom = pdf.internal.pageSize.getHeight() - margin;
  let y = margin;
  pdf.setProperties({ title, creator: 'Solace' });

  return {
    write(text, size, style = 'normal', after = 4) {
      setFont(style);
      pdf.setFontSize(size);
      const lineHeight = size * 1.35;
      for (const line of pdf.splitTextToSize(safe(text), width) as string[]) {
        if (y + lineHeight > bottom) {
          pdf.addPage();
          y = margin;
        }
        pdf.text(line, margin, y + size);
        y += lineHeight;
      }
      y += after;
    },
    space(points) {
      y += points;
    },
    lineChart({ series, min, max, firstLabel, lastLabel, height = 110 }) {
      const total = height + 40;
      if (y + total > bottom) {
        pdf.addPage();
        y = margin;
      }
      const top = y;
      const span = max - min || 1;
      pdf.setDrawColor(200, 200, 200);
      pdf.setLineWidth(0.5);
      pdf.rect(margin, top, width, height);
      setFont('normal');
      pdf.setFontSize(8);
      pdf.setTextColor(90, 90, 90);
      pdf.text(String(max), margin - 4, top + 8, { align: 'right' });
      pdf.text(String(min), margin - 4, top + height, { align: 'right' });
      pdf.text(safe(firstLabel), margin, top + height + 10);
      pdf.text(safe(lastLabel), margin + width, top + height + 10, { align: 'right' });
      const count = Math.max(...series.map((s) => s.values.length), 1);
      const xOf = (i: number) => margin + (count === 1 ? width / 2 : (i * width) / (count - 1));
      const yOf = (v: number) => top + height - ((v - min) / span) * height;
      pdf.setLineWidth(1.2);
      let legendX = margin;
      for (const s of series) {
        pdf.setDrawColor(s.color[0], s.color[1], s.color[2]);
        let previous: [number, number] | null = null;
        s.values.forEach((value, i) => {
          if (value === null) {
            previous = null;
            return;
          }
          const point: [number, number] = [xOf(i), yOf(value)];
          if (previous) pdf.line(previous[0], previous[1], point[0], point[1]);
          else pdf.circle(point[0], point[1], 0.8, 'S');
          previous = point;
        });
        pdf.line(legendX, top + height + 24, legendX + 14, top + height + 24);
        pdf.text(safe(s.name), legendX + 18, top + height + 27);
        legendX += 24 + pdf.getTextWidth(safe(s.name)) + 12;
      }
      pdf.setTextColor(0, 0, 0);
      y = top + total;
    },
    blob: () => pdf.output('blob'),
  };
}
