import { parseDaylioBackup } from './daylio-backup';
import { parseDaylioCsv } from './daylio-csv';
import type { DaylioSource } from './source-rows';

export type ParsedFile = { kind: 'daylio'; name: string; source: DaylioSource };

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

/** Reads a chosen file on the device, by what it is: nothing is sent while reading. */
export async function readImportFile(file: File): Promise<ParsedFile> {
  const bytes = await readBytes(file);
  switch (extension(file.name)) {
    case 'csv':
      return { kind: 'daylio', name: file.name, source: parseDaylioCsv(new TextDecoder().decode(bytes)) };
    case 'daylio':
      return { kind: 'daylio', name: file.name, source: await parseDaylioBackup(bytes) };
    default:
      throw new UnsupportedFileError();
  }
}
