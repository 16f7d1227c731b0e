import type { ExportFormat } from '@contracts/journal';
import { downloadBlob } from '../../../lib/download-file';
import { EXPORT_MAX_FILE_BYTES } from '@contracts/journal-limits';
import type { SessionKeys } from '../../../lib/crypto/key-store';
import { journalApi } from '../api/journal-api';
import { decryptEntry, type PlainEntry } from '../entry-crypto';
import { exportDocument, exportFilename, rangeStart, toJson, toText, type ExportChoices } from './export-document';

export type ExportDelivery = 'download' | 'email' | 'cloud';

export interface ExportOptions extends ExportChoices {
  delivery: ExportDelivery;
  email: string;
}

/** Spec §8 Export texts. */
export const EXPORT_MESSAGES = {
  failed: 'Export failed. Please try again.',
  downloaded: 'Journal export downloaded successfully!',
  emailed: (email: string) => `Journal export has been sent to ${email}`,
  cloud: 'Journal export has been saved to your cloud storage',
  done: 'Export completed successfully!',
  emailRequired: 'Please enter an email address',
} as const;

export const EXPORT_TOO_LARGE = 'This export is too large to send. Choose a shorter date range, or download it instead.';

/** An entry of the export could not be decrypted (no key, or the key does not open it). */
export class ExportDecryptError extends Error {
  override name = 'ExportDecryptError';
}

/** A failure with its own text for the user. */
export class ExportError extends Error {
  override name = 'ExportError';
}

/** Every entry in the range, a page at a time, decrypted here: the server only ever holds ciphertext. */
export async function collectEntries(format: ExportFormat, from: string | undefined, keys: SessionKeys | null): Promise<PlainEntry[]> {
  const entries: PlainEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await journalApi.exportPage({ format, from, cursor });
    for (const raw of page.entries) {
      const opened = await decryptEntry(raw, keys);
      if (opened.state !== 'ready') throw new ExportDecryptError(opened.state);
      entries.push(opened.entry);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  // Oldest first reads like a diary.
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export interface ExportFile {
  blob: Blob;
  filename: string;
  format: ExportFormat;
}

export async function buildFile(entries: PlainEntry[], choices: ExportChoices, now: Date): Promise<ExportFile> {
  const doc = exportDocument(entries, choices, now);
  const filename = exportFilename(choices.format, now);
  let blob: Blob;
  switch (choices.format) {
    case 'txt':
      blob = new Blob([toText(doc)], { type: 'text/plain;charset=utf-8' });
      break;
    case 'json':
      blob = new Blob([toJson(doc, choices, now)], { type: 'application/json' });
      break;
    case 'pdf':
      blob = await (await import('./export-pdf')).buildPdf(doc);
      break;
    case 'docx':
      blob = await (await import('./export-docx')).buildDocx(doc);
      break;
  }
  return { blob, filename, format: choices.format };
}

export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Hands the file over and answers the success text to show. */
export async function deliver(file: ExportFile, options: Pick<ExportOptions, 'delivery' | 'email'>): Promise<string> {
  if (options.delivery === 'download') {
    downloadBlob(file.blob, file.filename);
    return EXPORT_MESSAGES.downloaded;
  }
  if (file.blob.size > EXPORT_MAX_FILE_BYTES) throw new ExportError(EXPORT_TOO_LARGE);
  const body = { filename: file.filename, format: file.format, data: await blobToBase64(file.blob) };
  if (options.delivery === 'email') {
    const email = options.email.trim();
    await journalApi.emailExport({ ...body, email });
    return EXPORT_MESSAGES.emailed(email);
  }
  if (options.delivery === 'cloud') {
    await journalApi.saveCloudExport(body);
    return EXPORT_MESSAGES.cloud;
  }
  return EXPORT_MESSAGES.done;
}

export async function runExport(options: ExportOptions, keys: SessionKeys | null, now: Date = new Date()): Promise<string> {
  const entries = await collectEntries(options.format, rangeStart(options.dateRange, now), keys);
  const file = await buildFile(entries, options, now);
  return deliver(file, options);
}
