import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { entryMeta, type ExportDocument } from './export-document';

// Loaded with import() only when a DOCX export starts, so docx is its own chunk.

/** One paragraph per line, so line breaks the user typed survive. */
function paragraphs(text: string, options: { italics?: boolean; prefix?: string } = {}): Paragraph[] {
  return text.split(/\r\n?|\n/).map(
    (line, index) =>
      new Paragraph({
        children: [
          ...(index === 0 && options.prefix ? [new TextRun({ text: options.prefix, bold: true })] : []),
          new TextRun({ text: line, italics: options.italics }),
        ],
      }),
  );
}

export async function buildDocx(doc: ExportDocument): Promise<Blob> {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.title)] }),
    new Paragraph({ children: [new TextRun({ text: doc.subtitle, italics: true })] }),
  ];
  for (const entry of doc.entries) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(entry.title ? `${entry.date} - ${entry.title}` : entry.date)] }));
    for (const line of entryMeta(entry)) children.push(new Paragraph({ children: [new TextRun({ text: line, italics: true })] }));
    children.push(...paragraphs(entry.content));
    if (entry.notes) children.push(...paragraphs(entry.notes, { italics: true, prefix: 'Notes: ' }));
  }
  const file = new Document({ creator: 'Solace', title: doc.title, sections: [{ children }] });
  return Packer.toBlob(file);
}
