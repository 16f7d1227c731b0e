/**
 * The CSV files of a complete export, one per entity, for spreadsheets (docs/export-format.md lists
 * the columns). RFC 4180: comma-separated, CRLF line ends, a field with a comma, a quote or a line
 * break is quoted and its quotes doubled. UTF-8 with a byte-order mark, so spreadsheets read accents.
 */
import type { ExportCsvEntity, SolaceExport } from '@contracts/export-format';

export const CSV_BOM = '\uFEFF';

/** What a cell shows for a field that is still encrypted (an 'encrypted' export). */
export const SEALED_CELL = '(encrypted)';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A text that starts like a formula (= + - @) would run as one in a spreadsheet: a leading single
 * quote makes it plain text (OWASP "CSV injection"). Numbers are written as they are.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
}

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'string' ? guardFormula(cell) : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

function isSealed(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

/** A text field's cell: the text, or a mark when it is still sealed. */
const textCell = (value: unknown): CsvCell => (isSealed(value) ? SEALED_CELL : typeof value === 'string' ? value : undefined);
/** A list's cell: items joined by "; ". */
const listCell = (value: unknown): CsvCell => (isSealed(value) ? SEALED_CELL : Array.isArray(value) ? value.join('; ') : undefined);

interface CsvTable {
  header: readonly string[];
  rows: CsvCell[][];
}

type Tables = Record<ExportCsvEntity, (data: SolaceExport) => CsvTable>;

function therapistName(therapist: SolaceExport['therapistConnections'][number]['therapistId']): { id: string; name: string } {
  if (typeof therapist === 'string') return { id: therapist, name: '' };
  return { id: therapist._id, name: `${therapist.profile.firstName} ${therapist.profile.lastName}`.trim() };
}

const TABLES: Tables = {
  moods: (data) => ({
    header: ['id', 'timestamp', 'mood', 'energy', 'stress', 'notes', 'triggers', 'gratitude', 'created_at', 'updated_at'],
    rows: data.moods.map((m) => [
      m.id, m.timestamp, m.mood, m.energy, m.stress, textCell(m.notes), listCell(m.triggers), listCell(m.gratitude), m.created_at, m.updated_at,
    ]),
  }),
  'journal-entries': (data) => ({
    header: ['id', 'created_at', 'updated_at', 'title', 'content', 'mood', 'tags', 'notes'],
    rows: data.journalEntries.map((e) => [
      e.id, e.created_at, e.updated_at, textCell(e.title), textCell(e.content), e.mood, e.tags.join('; '), textCell(e.notes),
    ]),
  }),
  'coaching-messages': (data) => ({
    header: ['session_id', 'persona', 'message_id', 'created_at', 'sender', 'message'],
    rows: data.coachingSessions.flatMap((s) => s.messages.map((m) => [s.id, s.persona, m.id, m.createdAt, m.sender, textCell(m.message)])),
  }),
  'check-ins': (data) => ({
    header: ['id', 'created_at', 'kind', 'total', 'difficulty', 'answers'],
    rows: data.checkIns.map((c) =>
      'items' in c.answers
        ? [c.id, c.created_at, c.kind, c.answers.total, c.answers.difficulty, c.answers.items.join(' ')]
        : [c.id, c.created_at, c.kind, SEALED_CELL, SEALED_CELL, SEALED_CELL],
    ),
  }),
  'therapist-connections': (data) => ({
    header: [
      ...['id', 'therapist_id', 'therapist_name', 'status', 'request_message'],
      ...['preferred_topics', 'urgency_level', 'session_preference', 'created_at', 'updated_at'],
    ],
    rows: data.therapistConnections.map((c) => {
      const therapist = therapistName(c.therapistId);
      return [
        ...[c._id, therapist.id, therapist.name, c.status, c.requestMessage],
        ...[c.preferredTopics.join('; '), c.urgencyLevel, c.sessionPreference, c.createdAt, c.updatedAt],
      ];
    }),
  }),
};

/** The CSV file of one entity. */
export function entityCsv(entity: ExportCsvEntity, data: SolaceExport): string {
  const table = TABLES[entity](data);
  return toCsv(table.header, table.rows);
}

/** Each entity's columns, as the files' first line shows them. */
export function csvHeaders(entity: ExportCsvEntity): readonly string[] {
  return TABLES[entity](EMPTY_FOR_HEADERS).header;
}

const EMPTY_FOR_HEADERS = { moods: [], journalEntries: [], coachingSessions: [], checkIns: [], therapistConnections: [] } as unknown as SolaceExport;
