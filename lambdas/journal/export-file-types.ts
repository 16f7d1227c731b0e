import type { ExportFormat } from '../contracts/journal';

/**
 * Whether an uploaded export is a file of the format it claims, judged by its bytes, so
 * the product never carries an arbitrary file under a harmless name.
 */
const startsWith = (bytes: Uint8Array, prefix: string) =>
  bytes.length >= prefix.length && [...prefix].every((c, i) => bytes[i] === c.charCodeAt(0));

function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Control characters other than tab, line feed, form feed and carriage return do not belong in text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

const FILE_CHECKS: Record<ExportFormat, (bytes: Uint8Array) => boolean> = {
  pdf: (bytes) => startsWith(bytes, '%PDF-'),
  // A Word document is a ZIP package whose entries include these two names (stored as plain text).
  docx: (bytes) => {
    if (!startsWith(bytes, 'PK\u0003\u0004')) return false;
    const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    return names.includes('[Content_Types].xml') && names.includes('word/document.xml');
  },
  txt: (bytes) => {
    const text = utf8Text(bytes);
    return text !== undefined && !CONTROL.test(text);
  },
  json: (bytes) => {
    const text = utf8Text(bytes);
    if (text === undefined) return false;
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  },
};

export function isFileOfFormat(format: ExportFormat, bytes: Uint8Array): boolean {
  return FILE_CHECKS[format](bytes);
}
