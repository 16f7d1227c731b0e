import { jsPDF } from 'jspdf';
import { entryMeta, type ExportDocument } from './export-document';

// Loaded with import() only when a PDF export starts, so jspdf is its own chunk.

/**
 * jsPDF's standard fonts cover Latin-1 only: common typography is mapped to its ASCII form and
 * anything else (emoji, other scripts) shows as "?" rather than as wrong letters. TXT, JSON and
 * DOCX keep every character.
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

export function buildPdf(doc: ExportDocument): Blob {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  const margin = 56;
  const width = pdf.internal.pageSize.getWidth() - margin * 2;
  const bottom = pdf.internal.pageSize.getHeight() - margin;
  let y = margin;

  const write = (text: string, size: number, style: 'normal' | 'bold' | 'italic' = 'normal', after = 4) => {
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
  };

  pdf.setProperties({ title: doc.title, creator: 'Solace' });
  write(doc.title, 20, 'bold', 2);
  write(doc.subtitle, 10, 'italic', 18);
  for (const entry of doc.entries) {
    write(entry.title ? `${entry.date} - ${entry.title}` : entry.date, 13, 'bold', 2);
    for (const line of entryMeta(entry)) write(line, 10, 'italic', 0);
    y += 6;
    write(entry.content, 11, 'normal', 6);
    if (entry.notes) write(`Notes: ${entry.notes}`, 10, 'italic', 6);
    y += 12;
  }
  return pdf.output('blob');
}
