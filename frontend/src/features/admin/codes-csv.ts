import type { CodeBatch } from '@contracts/admin';

export const CODES_CSV_COLUMNS = ['code', 'plan', 'durationDays', 'expiresAt', 'batchId'] as const;

type CsvBatch = Pick<CodeBatch, 'id' | 'plan' | 'durationDays' | 'expiresAt'>;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. A cell that a
 * spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe inside quotes, so opening the file never runs anything.
 */
export function csvCell(value: string | number | null | undefined): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const formula = /^[=+\-@\t\r]/.test(raw);
  const text = formula ? `'${raw}` : raw;
  return formula || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A batch's codes as CSV text: a header line, then one line per code, each line ended by CRLF. */
export function buildCodesCsv(codes: readonly string[], batch: CsvBatch): string {
  const lines = [CODES_CSV_COLUMNS.join(',')];
  for (const code of codes) {
    lines.push([code, batch.plan, batch.durationDays, batch.expiresAt ?? '', batch.id].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function codesCsvFileName(batchId: string): string {
  return `solace-codes-${batchId.replace(/[^A-Za-z0-9_-]/g, '')}.csv`;
}
