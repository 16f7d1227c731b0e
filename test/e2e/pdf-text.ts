import path from 'node:path';

/** The text of a PDF, page by page, as a reader would extract it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Node has no fetch for font files: pdfjs reads its standard fonts from this directory.
  const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join('\n');
}
