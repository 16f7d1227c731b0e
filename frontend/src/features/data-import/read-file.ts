import type { KeyMaterial } from '@contracts/encryption';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { parseDaylioBackup } from './daylio-backup';
import { parseDaylioCsv } from './daylio-csv';
import type { ImportPlan } from './import-plan';
import {
  ENCRYPTED_ELSEWHERE,
  SolaceExportError,
  UNLOCK_FOR_ENCRYPTED,
  openEncryptedExport,
  parseSolaceExport,
  planSolace,
  sameKey,
  withoutSealedOnly,
} from './solace-export';
import type { DaylioSource } from './source-rows';

export type ParsedFile =
  | { kind: 'daylio'; name: string; source: DaylioSource }
  /** `from`: the account the export was made from (its address and when it was created). */
  | { kind: 'solace'; name: string; exportedAt: string; from: { email: string; createdAt: string }; plan: ImportPlan };

/**
 * What reading a Solace export needs: the keys new items are sealed with (null with encryption
 * off), the keys that open an encrypted export, and the account's wrapped key.
 */
export interface ReadContext {
  keys: SessionKeys | null;
  openWith: SessionKeys | null;
  account: KeyMaterial | null;
}

export class UnsupportedFileError extends Error {
  constructor() {
    super('Choose a Daylio export (.csv), a Daylio backup (.daylio), or a Solace export (.zip or solace-export.json).');
    this.name = 'UnsupportedFileError';
  }
}

/** The file's bytes, through FileReader: every browser has it, and so does the test DOM. */
export function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

async function solaceFile(name: string, text: string, ctx: ReadContext): Promise<ParsedFile> {
  const exp = await parseSolaceExport(text);
  let opened;
  if (exp.encryption === 'encrypted') {
    if (!sameKey(exp.keyMaterial, ctx.account)) throw new SolaceExportError(ENCRYPTED_ELSEWHERE);
    if (!ctx.openWith) throw new SolaceExportError(UNLOCK_FOR_ENCRYPTED);
    opened = await openEncryptedExport(exp, ctx.openWith);
  } else opened = exp;
  const plan = planSolace(opened);
  const from = { email: exp.account.email, createdAt: exp.account.createdAt };
  return { kind: 'solace', name, exportedAt: exp.exportedAt, from, plan: ctx.keys ? plan : withoutSealedOnly(plan) };
}

/** A ZIP is a Daylio backup (backup.daylio) or a Solace export (solace-export.json); JSZip loads only now. */
async function zipFile(name: string, bytes: ArrayBuffer, ctx: ReadContext): Promise<ParsedFile> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes).catch(() => null);
  if (zip?.file('backup.daylio')) return { kind: 'daylio', name, source: await parseDaylioBackup(bytes) };
  const json = zip?.file('solace-export.json');
  if (json) return solaceFile(name, await json.async('string'), ctx);
  throw new UnsupportedFileError();
}

/** Reads a chosen file on the device, by what it is: nothing is sent while reading. */
export async function readImportFile(file: File, ctx: ReadContext): Promise<ParsedFile> {
  const bytes = await readBytes(file);
  switch (extension(file.name)) {
    case 'csv':
      return { kind: 'daylio', name: file.name, source: parseDaylioCsv(new TextDecoder().decode(bytes)) };
    case 'daylio':
      return { kind: 'daylio', name: file.name, source: await parseDaylioBackup(bytes) };
    case 'json':
      return solaceFile(file.name, new TextDecoder().decode(bytes), ctx);
    case 'zip':
      return zipFile(file.name, bytes, ctx);
    default:
      throw new UnsupportedFileError();
  }
}
