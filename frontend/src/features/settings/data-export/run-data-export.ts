/**
 * A complete export (Settings → "Download all my data"), built on the device: read every item through
 * the API, open the sealed fields with the session keys (or keep them sealed beside the wrapped key),
 * zip, download. Loaded only when the person asks for it. Nothing is downloaded unless every step worked.
 */
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportEncryption, type SolaceExport } from '@contracts/export-format';
import type { SessionKeys } from '../../../lib/crypto/key-store';
import { downloadBlob } from '../../../lib/download-file';
import { buildExportZip, exportZipName } from '../../../lib/solace-export/export-archive';
import { hasSealedFields, openRecords } from '../../../lib/solace-export/open-export';
import { collectAccount, type ReadStep } from './collect-export';

export { ExportDecryptError } from '../../../lib/solace-export/open-export';

/** Encrypted items and no key to open them: the page asks to unlock, or offers the encrypted form. */
export class ExportLockedError extends Error {
  override name = 'ExportLockedError';
}

/** An encrypted export needs the wrapped key, which exists only once encryption is set up. */
export class NoKeyMaterialError extends Error {
  override name = 'NoKeyMaterialError';
}

export type ExportStage = 'reading' | 'decrypting' | 'zipping';
export interface ExportProgress {
  stage: ExportStage;
  /** 0 to 100 over the whole export. */
  percent: number;
}

/** Where each part of the work sits on the bar (start, width), in percent. */
const READ_SPAN: Record<ReadStep, [number, number]> = {
  account: [0, 5],
  moods: [5, 15],
  journal: [20, 20],
  coaching: [40, 20],
  other: [60, 5],
};
const DECRYPT_SPAN: [number, number] = [65, 25];
const ZIP_SPAN: [number, number] = [90, 10];

const at = ([start, width]: [number, number], fraction: number) => start + width * Math.max(0, Math.min(1, fraction));

export interface BuiltExport {
  data: SolaceExport;
  bytes: Uint8Array;
  filename: string;
}

export interface ExportRunOptions {
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
  now?: Date;
}

/** Builds the whole ZIP in memory; throws (and builds nothing) when any read or decryption fails. */
export async function buildDataExport(encryption: ExportEncryption, keys: SessionKeys | null, options: ExportRunOptions = {}): Promise<BuiltExport> {
  const report = options.onProgress ?? (() => undefined);
  const reading = (step: ReadStep, fraction: number) => report({ stage: 'reading', percent: at(READ_SPAN[step], fraction) });
  const { records, keyMaterial } = await collectAccount(reading, options.signal);
  const header = { format: EXPORT_FORMAT, version: EXPORT_FORMAT_VERSION, exportedAt: (options.now ?? new Date()).toISOString() } as const;

  let data: SolaceExport;
  if (encryption === 'encrypted') {
    if (!keyMaterial) throw new NoKeyMaterialError('Encryption is not set up on this account, so there is no key to export with it.');
    data = { ...header, encryption: 'encrypted', keyMaterial, ...records };
  } else {
    if (!keys && hasSealedFields(records)) throw new ExportLockedError('Unlock encryption to export your data readable.');
    const opened = await openRecords(records, keys, (done, total) => report({ stage: 'decrypting', percent: at(DECRYPT_SPAN, done / total) }));
    data = { ...header, encryption: 'decrypted', ...opened };
  }

  const bytes = await buildExportZip(data, (percent) => report({ stage: 'zipping', percent: at(ZIP_SPAN, percent / 100) }));
  report({ stage: 'zipping', percent: 100 });
  return { data, bytes, filename: exportZipName(data) };
}

/** Builds the export and hands it to the browser's download; answers the file's name. */
export async function runDataExport(encryption: ExportEncryption, keys: SessionKeys | null, options: ExportRunOptions = {}): Promise<string> {
  const built = await buildDataExport(encryption, keys, options);
  downloadBlob(new Blob([built.bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), built.filename);
  return built.filename;
}
