import { EXPORT_CSV_ENTITIES, EXPORT_FILES, EXPORT_FORMAT_VERSION, type ExportCsvEntity, type SolaceExport } from '@contracts/export-format';

const CSV_DESCRIPTIONS: Record<ExportCsvEntity, string> = {
  moods: 'one row per mood log: mood (1-5), energy and stress (1-10), notes, triggers and gratitude',
  'journal-entries': 'one row per journal entry: title, text, mood, tags and notes',
  'coaching-messages': 'one row per message of your coaching sessions, yours and the coach\'s',
  'check-ins': 'one row per PHQ-9 or GAD-7 check-in: the total, the difficulty and each answer (0-3)',
  'therapist-connections': 'one row per request you sent to a therapist, with its status',
};

/** README.txt of the ZIP: what each file is, in plain words. */
export function exportReadme(data: SolaceExport): string {
  const encrypted = data.encryption === 'encrypted';
  const counts = [
    `${data.moods.length} mood logs`,
    `${data.journalEntries.length} journal entries`,
    `${data.coachingSessions.length} coaching sessions`,
    `${data.checkIns.length} check-ins`,
    `${data.therapistConnections.length} therapist connections`,
    data.safetyPlan ? 'your safety plan' : 'no safety plan',
    data.mentalHealthProfile ? 'your mental-health profile' : 'no mental-health profile',
  ];
  const lines = [
    'Your Solace data',
    '================',
    '',
    `Exported on ${data.exportedAt} for ${data.account.email}.`,
    `It holds ${counts.join(', ')}, your account details, settings and subscription.`,
    '',
    encrypted
      ? 'This export is ENCRYPTED: your journal, notes, messages, check-in answers and safety plan are kept exactly as Solace stores them, ' +
        'and can only be read with your password or your recovery key. To turn it into a readable export, run ' +
        '"npm run decrypt -- <this file>.zip" from the Solace source code; it works offline and sends nothing anywhere.'
      : 'This export is DECRYPTED: everything in it is readable. Keep it somewhere private.',
    '',
    'Files',
    '-----',
    `${EXPORT_FILES.json}`,
    `  Everything, in one JSON file (format "solace-export", version ${EXPORT_FORMAT_VERSION}). This is the file Solace can import again.`,
    `${EXPORT_FILES.jsonSchema}`,
    '  The JSON Schema (draft 2020-12) that describes the file above, field by field.',
    ...EXPORT_CSV_ENTITIES.flatMap((entity) => [EXPORT_FILES.csv(entity), `  For spreadsheets: ${CSV_DESCRIPTIONS[entity]}.`]),
    EXPORT_FILES.readme,
    '  This file.',
    '',
    'About the CSV files: they are UTF-8 with a byte-order mark, separated by commas. A text that starts with =, +, - or @',
    'is written with a leading single quote so a spreadsheet shows it instead of running it as a formula.',
    encrypted ? 'Encrypted fields show as "(encrypted)" in the CSV files of an encrypted export.' : '',
    '',
    'The format is described in docs/export-format.md in the Solace source code.',
    '',
  ];
  return lines.join('\r\n');
}
