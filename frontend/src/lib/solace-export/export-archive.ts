/**
 * The ZIP of a complete export: the JSON, its JSON Schema, a CSV per entity and a README. jszip is
 * loaded only when an export is made. No DOM: the decrypt tool builds the same ZIP in Node.
 */
import { EXPORT_CSV_ENTITIES, EXPORT_FILES, exportJsonSchema, type SolaceExport } from '@contracts/export-format';
import { entityCsv } from './export-csv';
import { exportReadme } from './export-readme';

/** Every file of the export, by its path inside the ZIP. */
export function exportFiles(data: SolaceExport): Map<string, string> {
  const files = new Map<string, string>();
  files.set(EXPORT_FILES.json, `${JSON.stringify(data, null, 2)}\n`);
  files.set(EXPORT_FILES.jsonSchema, `${JSON.stringify(exportJsonSchema(), null, 2)}\n`);
  for (const entity of EXPORT_CSV_ENTITIES) files.set(EXPORT_FILES.csv(entity), entityCsv(entity, data));
  files.set(EXPORT_FILES.readme, exportReadme(data));
  return files;
}

/** Zips the export; `onProgress` gets 0 to 100 as jszip compresses. */
export async function buildExportZip(data: SolaceExport, onProgress?: (percent: number) => void): Promise<Uint8Array> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const date = new Date(data.exportedAt);
  for (const [name, content] of exportFiles(data)) zip.file(name, content, { date });
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } }, (meta) =>
    onProgress?.(meta.percent),
  );
}

/** The ZIP's file name: the day of the export, and whether it is encrypted. */
export function exportZipName(data: Pick<SolaceExport, 'exportedAt' | 'encryption'>): string {
  const day = data.exportedAt.slice(0, 10);
  return data.encryption === 'encrypted' ? `solace-export-encrypted-${day}.zip` : `solace-export-${day}.zip`;
}

/** Reads `solace-export.json` out of a ZIP; null when the ZIP has none. */
export async function readExportJson(zipBytes: Uint8Array): Promise<unknown> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(zipBytes);
  const file = zip.file(EXPORT_FILES.json);
  if (!file) return null;
  return JSON.parse(await file.async('string')) as unknown;
}
