import { useEffect, useRef } from 'react';
import { checkText, type CrisisAssessment } from '../lib/crisis/crisis-check';
import { Button } from './button';
import { CrisisCard, type CrisisCardContext } from './crisis-card';

/**
 * The detector's needsCrisisResources ('check' and 'crisis' both show the lines), here so the page
 * does not load the detector to read an outcome.
 */
export function showsCrisisResources(assessment: CrisisAssessment): boolean {
  return assessment.outcome !== 'none';
}

/**
 * Whether what someone saved calls for the crisis lines; checked on the device, nothing is sent.
 * A check that cannot run counts as one that does: better to offer the lines than stay silent.
 */
export async function textsNeedCrisisResources(texts: readonly (string | undefined)[]): Promise<boolean> {
  const text = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '').join('\n');
  if (text === '') return false;
  try {
    return showsCrisisResources(await checkText(text));
  } catch {
    return true;
  }
}

/**
 * The crisis card after a save in the journal or the mood log: it never blocks the save, takes
 * the focus so a screen reader announces it, and stays until dismissed.
 */
export function CrisisFollowUp({ context, onDismiss }: { context: CrisisCardContext | null; onDismiss: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (context) ref.current?.focus();
  }, [context]);
  if (!context) return null;
  return (
    <CrisisCard ref={ref} context={context}>
      <div>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </CrisisCard>
  );
}
