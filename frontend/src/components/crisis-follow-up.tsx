import { useCallback, useRef, useState } from 'react';
import { checkText, type CrisisAssessment } from '../lib/crisis/crisis-check';
import { focusPageHeading } from '../lib/focus-target';
import { Button } from './button';
import { CrisisCard, type CrisisCardContext } from './crisis-card';

/** How urgent the lines are after a save: `crisis` is read out at once, `check` when the reader is free. */
export type CrisisLevel = 'check' | 'crisis';

/**
 * The detector's needsCrisisResources ('check' and 'crisis' both show the lines), here so the page
 * does not load the detector to read an outcome.
 */
export function showsCrisisResources(assessment: CrisisAssessment): boolean {
  return assessment.outcome !== 'none';
}

/**
 * Whether what someone saved calls for the crisis lines, and how urgently; checked on the device,
 * nothing is sent. Null: no lines. A check that cannot run counts as a `check`: better to offer
 * the lines than stay silent.
 */
export async function crisisLevelOf(texts: readonly (string | undefined)[]): Promise<CrisisLevel | null> {
  const text = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '').join('\n');
  if (text === '') return null;
  try {
    const assessment = await checkText(text);
    if (!showsCrisisResources(assessment)) return null;
    return assessment.outcome === 'crisis' ? 'crisis' : 'check';
  } catch {
    return 'check';
  }
}

export interface CrisisFollowUpState {
  context: CrisisCardContext;
  level: CrisisLevel;
  /** Each showing is new, so a second risky save is announced again. */
  key: number;
}

/** The crisis card a page shows after a save: show it, or dismiss it. */
export function useCrisisFollowUp() {
  const [state, setState] = useState<CrisisFollowUpState | null>(null);
  const shown = useRef(0);
  const show = useCallback((context: CrisisCardContext, level: CrisisLevel) => {
    shown.current += 1;
    setState({ context, level, key: shown.current });
  }, []);
  const dismiss = useCallback(() => setState(null), []);
  return { state, show, dismiss };
}

/**
 * The crisis card after a save in the journal or the mood log: it never blocks the save and
 * never takes the focus (the person may be writing again). It is announced instead: a clear
 * crisis as an alert, read out at once, heading first; an ambiguous one through a polite live
 * region already on the page, read when the reader is free. It stays until dismissed; Dismiss
 * leaves the focus on the page's heading.
 */
export function CrisisFollowUp({ state, onDismiss }: { state: CrisisFollowUpState | null; onDismiss: () => void }) {
  const card = state && (
    <CrisisCard key={state.key} context={state.context} alert={state.level === 'crisis'}>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            focusPageHeading();
            onDismiss();
          }}
        >
          Dismiss
        </Button>
      </div>
    </CrisisCard>
  );
  return (
    <>
      {state?.level === 'crisis' ? card : null}
      <div className="crisis-follow-up" role="status">
        {state?.level === 'check' ? card : null}
      </div>
    </>
  );
}
