/**
 * A plan or a win the person tells, answered as what it is: "gonna ask her on friday" is backed by
 * its day and one thing that makes it happen; "made it home" is marked as the step it was.
 */
import { SHARED_LINES } from './coach-lines';
import type { Turn } from './compose-reply';
import type { Session } from './session';
import type { Intention } from './understanding/intentions';

export interface ToldIntent {
  intention: Intention | null;
  won: boolean;
}

/** The reply to a plan or a win told in the middle of a conversation. */
export function backIntention(s: Session, told: ToldIntent): Turn {
  const { intention, won } = told;
  const parts: string[] = [];
  if (won) parts.push(s.pick(SHARED_LINES.winBacked));
  if (intention) {
    if (!won) parts.push(s.pick(SHARED_LINES.planBacked));
    parts.push(intention.when ? s.pick(SHARED_LINES.planWhen, { when: intention.when }) : s.pick(SHARED_LINES.planNoWhen));
    parts.push(s.pick(SHARED_LINES.planObstacle));
  } else {
    parts.push(s.pick(SHARED_LINES.winAsk));
  }
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** What a closing message's plan or win adds to the goodbye, or null when it tells neither. */
export function closingNod(s: Session, told: ToldIntent): string | null {
  if (told.won) return s.pick(SHARED_LINES.winBacked);
  if (!told.intention) return null;
  const when = told.intention.when;
  return when ? s.pick(SHARED_LINES.planClose, { when }) : s.pick(SHARED_LINES.planCloseNoWhen);
}
