import { createPdfWriter } from '../../../lib/pdf-writer';
import { entryMeta, type ExportDocument } from './export-document';

// Loaded with import() only when a PDF export starts, so jspdf and the fonts are their own chunks.

export function buildPdf(doc: ExportDocument): Promise<Blob> {
  const pdf = createPdfWriter(doc.title);
  pdf.write(doc.title, 20, 'bold', 2);
  pdf.write(doc.subtitle, 10, 'italic', 18);
  for (const entry of doc.entries) {
    pdf.write(entry.title ? `${entry.date} - ${entry.title}` : entry.date, 13, 'bold', 2);
    for (const line of entryMeta(entry)) pdf.write(line, 10, 'italic', 0);
    pdf.space(6);
    pdf.write(entry.content, 11, 'normal', 6);
    if (entry.notes) pdf.write(`Notes: ${entry.notes}`, 10, 'italic', 6);
    pdf.space(12);
  }
  return pdf.blob();
}
