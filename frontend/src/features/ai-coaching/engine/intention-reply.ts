/**
 * A plan, a win or someone else's view the person tells, answered as what it is: "gonna ask her on
 * friday" is backed by its day and one thing that makes it happen; "made it home" is marked as the
 * step it was; "my friend chloe says hes trash" asks what the person makes of it.
 */
import { SHARED_LINES } from './coach-lines';
import type { Turn } from './compose-reply';
import type { Session } from './session';
import type { Intention } from './understanding/intentions';
import { hashText } from './no-repeat';
import { swapPronouns } from './text';
import type { View } from './understanding/views';

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
    if (!won) parts.push(s.pick(intention.checked ? SHARED_LINES.planChecked : SHARED_LINES.planBacked));
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

// "its the right time": "it's" typed without its apostrophe, said back with it.
const ITS_AS_IT_IS = /\bits(?= (?:the|a|an|not|so|too|just|really|been|going|gonna|ok|okay|fine|worth|right|wrong|my|all|time)\b)/g;

/** The reply to what someone else said about the situation, once for each person; null when nothing new was told. */
export function askAboutViews(s: Session, views: readonly View[]): Turn | null {
  const said = new Set(s.state.said);
  const fresh = views.filter((v) => !said.has(hashText(`view:${v.who.toLowerCase()}`, 'line')));
  const [first, second] = fresh;
  if (!first) return null;
  for (const v of fresh) s.state.said.push(hashText(`view:${v.who.toLowerCase()}`, 'line'));
  const line = second
    ? s.pick(SHARED_LINES.viewTwo, { who: first.who, other: second.who })
    : first.own
      ? // "my mum says i should come home but i dont want to give up": what they want said back, never "what does your gut say?".
        s.pick(SHARED_LINES.viewOwn, { who: first.who, own: swapPronouns(first.own).replace(ITS_AS_IT_IS, "it's") })
      : s.pick(first.hurtful ? SHARED_LINES.viewHurtful : first.doubted ? SHARED_LINES.viewDoubted : SHARED_LINES.viewAsk, { who: first.who });
  return { kind: 'reply', parts: [line], carry: [line] };
}
