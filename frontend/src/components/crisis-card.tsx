import { LifeBuoy, MessageCircle, Phone, ShieldCheck, Siren, type LucideIcon } from 'lucide-react';
import { forwardRef, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CRISIS_CALL_HREF, CRISIS_TEXT_HREF } from './crisis-resources';
import './crisis-card.css';

export const CRISIS_TEXT_988_HREF = 'sms:988';
export const EMERGENCY_CALL_HREF = 'tel:911';

export const CRISIS_CARD_TITLE = "You don't have to go through this alone";

/**
 * Where the card is shown: the chat replaces a coach's reply with it; the journal and mood log add
 * it after saving; a check-in shows it as soon as PHQ-9 item 9 is answered above 0.
 */
export type CrisisCardContext = 'chat' | 'journal' | 'mood' | 'info' | 'checkin';

const LEAD: Record<CrisisCardContext, string> = {
  chat: "What you wrote sounds really painful, and I'm glad you said it. I'm an AI coach, so I can't give you the help you deserve right now, but trained people can, any time, for free.",
  journal: 'Your entry is saved. Some of what you wrote sounds really painful. If you are thinking about hurting yourself, trained people can help right now, any time, for free.',
  info: 'If you are thinking about suicide or hurting yourself, trained people can help right now, any time, for free.',
  checkin:
    'Thank you for answering honestly. You said you have had thoughts of being better off dead or of hurting yourself. You deserve support with that right now: trained people can help, any time, for free.',
  mood: 'Your check-in is saved. Some of what you wrote sounds really painful. If you are thinking about hurting yourself, trained people can help right now, any time, for free.',
};

interface CrisisCardProps {
  context: CrisisCardContext;
  /**
   * The card has just appeared in answer to what the person wrote: it is an alert, read out at
   * once (its heading first), not after the rest. Cards shown from the start (a reopened
   * conversation, the safety page) are not.
   */
  alert?: boolean;
  /** Extra content under the lines, e.g. a dismiss button. */
  children?: ReactNode;
}

/**
 * The fixed, calm crisis card: call or text 988, text HOME to 741741, call 911 in immediate
 * danger, each one tap, Call 988 first. Its words never depend on what the person wrote. It can
 * take focus (tabindex=-1) without joining the Tab order; Tab from it reaches Call 988.
 */
export const CrisisCard = forwardRef<HTMLElement, CrisisCardProps>(function CrisisCard({ context, alert = false, children }, ref) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      className="crisis-card"
      role={alert ? 'alert' : undefined}
      aria-labelledby={headingId}
      data-testid="crisis-card"
      tabIndex={-1}
    >
      <h3 className="crisis-card__title" id={headingId}>
        <LifeBuoy aria-hidden="true" size={20} />
        {CRISIS_CARD_TITLE}
      </h3>
      <p className="crisis-card__lead">{LEAD[context]}</p>
      <CrisisLineList />
      <SafetyPlanLink />
      <p className="crisis-card__more">
        <Link to="/safety">How Solace responds when you are struggling</Link>
      </p>
      {children}
    </section>
  );
});

export const SAFETY_PLAN_LINK_TEXT = 'My Safety Plan';

/** The person's own safety plan, one tap from wherever the crisis lines are shown. */
export function SafetyPlanLink() {
  return (
    <p className="crisis-card__more">
      <Link className="crisis-card__plan" to="/safety-plan">
        <ShieldCheck aria-hidden="true" size={18} />
        {SAFETY_PLAN_LINK_TEXT}
      </Link>
    </p>
  );
}

export type CrisisLineId = 'call988' | 'text988' | 'text741741' | 'call911';

const CRISIS_LINES: { id: CrisisLineId; href: string; icon: LucideIcon; action: string; service: string; emergency?: boolean }[] = [
  { id: 'call988', href: CRISIS_CALL_HREF, icon: Phone, action: 'Call 988', service: 'Suicide & Crisis Lifeline' },
  { id: 'text988', href: CRISIS_TEXT_988_HREF, icon: MessageCircle, action: 'Text 988', service: 'Suicide & Crisis Lifeline' },
  { id: 'text741741', href: CRISIS_TEXT_HREF, icon: MessageCircle, action: 'Text HOME to 741741', service: 'Crisis Text Line' },
  { id: 'call911', href: EMERGENCY_CALL_HREF, icon: Siren, action: 'Call 911', service: 'If you are in immediate danger', emergency: true },
];

/**
 * The lines of the crisis card, one tap each: by default all four (call or text 988, text HOME
 * to 741741, 911); `lines` chooses which, in that order (911 first when danger is high).
 */
export function CrisisLineList({ lines }: { lines?: readonly CrisisLineId[] } = {}) {
  const shown = lines ? lines.flatMap((id) => CRISIS_LINES.filter((line) => line.id === id)) : CRISIS_LINES;
  return (
    <ul className="columns crisis-card__links plain-list">
      {shown.map(({ href, icon: Icon, action, service, emergency }) => (
        <li key={href}>
          <a className={emergency ? 'crisis-card__link crisis-card__link--emergency' : 'crisis-card__link'} href={href}>
            <Icon aria-hidden="true" size={18} />
            <span>
              <strong>{action}</strong>
              <small>{service}</small>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
