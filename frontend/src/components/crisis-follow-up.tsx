import { useEffect, useRef } from 'react';
import { assessText, needsCrisisResources } from '../lib/crisis/detector';
import { Button } from './button';
import { CrisisCard, type CrisisCardContext } from './crisis-card';

/** Whether what someone saved calls for the crisis lines; checked on the device, nothing is sent. */
export function textsNeedCrisisResources(texts: readonly (string | undefined)[]): boolean {
  const text = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '').join('\n');
  return text !== '' && needsCrisisResources(assessText(text));
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
