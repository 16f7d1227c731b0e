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

export interface PdfWriter {
  /** Wrapped text at the given size, a new page when it would pass the bottom margin; `after` points of space below. */
  write(text: string, size: number, style?: PdfStyle, after?: number): void;
  /** Extra space before what comes next. */
  space(points: number): void;
  blob(): Blob;
}

/** An A4 document written top to bottom, one wrapped paragraph at a time. */
export function createPdfWriter(title: string): PdfWriter {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  const margin = 56;
  const width = pdf.internal.pageSize.getWidth() - margin * 2;
  const bottom = pdf.internal.pageSize.getHeight() - margin;
  let y = margin;
  pdf.setProperties({ title, creator: 'Solace' });

  return {
    write(text, size, style = 'normal', after = 4) {
      pdf.setFont('helvetica', style);
      pdf.setFontSize(size);
      const lineHeight = size * 1.35;
      for (const line of pdf.splitTextToSize(pdfSafe(text), width) as string[]) {
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
    blob: () => pdf.output('blob'),
  };
}
