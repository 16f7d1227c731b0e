import { LifeBuoy, MessageCircle, Phone } from 'lucide-react';
import { useId } from 'react';
import './crisis-resources.css';

/** Spec §9 crisis lines. `?&body=` pre-fills the text on both iOS (`&body`) and Android (`?body`). */
export const CRISIS_CALL_HREF = 'tel:988';
export const CRISIS_TEXT_HREF = 'sms:741741?&body=HOME';

/** Spec §1/§2: call 988, or text HOME to 741741; one tap away. */
export function CrisisResources({ id }: { id?: string }) {
  const headingId = useId();
  return (
    <section id={id} className="crisis-resources" aria-labelledby={headingId} tabIndex={-1}>
      <div className="crisis-resources__text">
        <h2 className="inline-row crisis-resources__title" id={headingId}>
          <LifeBuoy className="crisis-resources__icon" aria-hidden="true" size={20} />
          Need help right now?
        </h2>
        <p>If you are in crisis or thinking about harming yourself, you are not alone. Free, confidential support is available 24/7.</p>
      </div>
      <ul className="crisis-resources__links plain-list">
        <li>
          <a className="crisis-resources__link" href={CRISIS_CALL_HREF}>
            <span className="crisis-resources__action">
              <Phone className="crisis-resources__icon" aria-hidden="true" size={18} />
              Call 988
            </span>{' '}
            <span className="crisis-resources__sub">Suicide &amp; Crisis Lifeline</span>
          </a>
        </li>
        <li>
          <a className="crisis-resources__link" href={CRISIS_TEXT_HREF}>
            <span className="crisis-resources__action">
              <MessageCircle className="crisis-resources__icon" aria-hidden="true" size={18} />
              Text HOME to 741741
            </span>{' '}
            <span className="crisis-resources__sub">Crisis Text Line</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
