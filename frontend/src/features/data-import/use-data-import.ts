import { useCallback, useRef, useState } from 'react';
import { serverMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-context';
import { useEncryption } from '../../lib/encryption-context';
import { userTimeZone } from '../../lib/time-zone';
import { importApi } from './api/import-api';
import { importHmacKey } from './import-key';
import { planDaylio, suggestedMapping, type ImportPlan, type MoodMapping } from './import-plan';
import { runImport, type RunProgress, type RunSummary } from './import-run';
import { readImportFile, type ParsedFile } from './read-file';
import { restoreExtras, type ExtrasOutcome } from './restore-extras';

export type ImportStage =
  | { stage: 'choose'; error?: string }
  | { stage: 'reading'; name: string }
  | { stage: 'preview'; file: ParsedFile }
  | { stage: 'importing'; file: ParsedFile; progress: RunProgress }
  | { stage: 'failed'; file: ParsedFile; progress: RunProgress; message: string }
  | { stage: 'done'; file: ParsedFile; summary: RunSummary & ExtrasOutcome; skipped: number };

export const STOPPED_MESSAGE =
  'The import stopped before the end. What was sent is kept; choose Import again to finish: nothing is added twice.';

/** The import screen's steps: read a file on the device, preview and map, send in batches, sum up. */
export function useDataImport() {
  const { user } = useAuth();
  const { status, currentKeys } = useEncryption();
  const [state, setState] = useState<ImportStage>({ stage: 'choose' });
  const [mapping, setMapping] = useState<MoodMapping>({});
  const [mappingConfirmed, setMappingConfirmed] = useState(false);
  const zone = useRef(userTimeZone());

  const choose = async (file: File) => {
    setState({ stage: 'reading', name: file.name });
    // Let the page show that it is reading before the work starts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    try {
      const keys = currentKeys();
      const parsed = await readImportFile(file, { keys: status === 'disabled' ? null : keys, openWith: keys, account: user?.encryption ?? null });
      setMapping(parsed.kind === 'daylio' ? suggestedMapping(parsed.source) : {});
      setMappingConfirmed(false);
      setState({ stage: 'preview', file: parsed });
    } catch (error) {
      setState({ stage: 'choose', error: error instanceof Error ? error.message : 'The file could not be read.' });
    }
  };

  const planOf = useCallback(
    (file: ParsedFile): ImportPlan => (file.kind === 'daylio' ? planDaylio(file.source, mapping, zone.current) : file.plan),
    [mapping],
  );

  const start = async (file: ParsedFile) => {
    const keys = status === 'disabled' ? null : currentKeys();
    if (status !== 'disabled' && !keys) return;
    const plan = planOf(file);
    const progress = { done: 0, total: plan.items.length };
    setState({ stage: 'importing', file, progress });
    let last = progress;
    try {
      const hmacKey = await importHmacKey(keys, user?.id ?? '');
      const summary = await runImport(plan.items, keys, hmacKey, importApi.importItems, (p) => {
        last = p;
        setState({ stage: 'importing', file, progress: p });
      });
      const extras = await restoreExtras(plan.extras, keys);
      setState({ stage: 'done', file, summary: { ...summary, ...extras }, skipped: plan.skipped.length });
    } catch (error) {
      const detail = serverMessage(error);
      setState({ stage: 'failed', file, progress: last, message: detail ? `${STOPPED_MESSAGE} (${detail})` : STOPPED_MESSAGE });
    }
  };

  const reset = useCallback(() => setState({ stage: 'choose' }), []);

  return { state, mapping, setMapping, mappingConfirmed, setMappingConfirmed, planOf, choose, start, reset, encryptionStatus: status };
}
