import { pdfTextOfBytes } from '../../support/pdf-text';

// jsdom's Blob has no arrayBuffer(); its FileReader reads the bytes.
export function blobBytes(blob: Blob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The text of a PDF, as pdfjs extracts it. */
export async function pdfText(blob: Blob | Promise<Blob>): Promise<string> {
  return pdfTextOfBytes(await blobBytes(await blob));
}
