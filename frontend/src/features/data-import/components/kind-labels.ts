import type { ImportKind } from '@contracts/import-limits';

export const KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  mood: 'Mood logs',
  journal: 'Journal entries',
  checkIn: 'Check-ins',
  chatSession: 'Coaching sessions',
};
