import { MessageCircle, Phone, Stethoscope } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CRISIS_TEXT_988_HREF } from '../../../components/crisis-card';
import { CRISIS_CALL_HREF, CRISIS_TEXT_HREF } from '../../../components/crisis-resources';
import { dialable, type PlanContact } from '../plan-model';

/** A person or service with one-tap call and text links (when a number is given). */
export function ContactItem({ contact }: { contact: PlanContact }) {
  const number = dialable(contact.phone);
  const who = contact.name || contact.phone;
  return (
    <li className="plan-contact">
      <span className="plan-contact__who">
        <strong>{contact.name || 'No name'}</strong>
        {contact.phone && <span className="plan-contact__phone">{contact.phone}</span>}
      </span>
      {number && (
        <span className="plan-contact__actions">
          <a className="plan-contact__link" href={`tel:${number}`} aria-label={`Call ${who}`}>
            <Phone aria-hidden="true" size={16} />
            Call
          </a>
          <a className="plan-contact__link" href={`sms:${number}`} aria-label={`Text ${who}`}>
            <MessageCircle aria-hidden="true" size={16} />
            Text
          </a>
        </span>
      )}
    </li>
  );
}

/** A therapist the person is connected with on Solace (accepted or active). */
export interface ConnectedTherapist {
  id: string;
  name: string;
  licenseType: string;
}

/** Step 5's lines that are always there: 988 by call or text, the Crisis Text Line, and the connected therapists. */
export function FixedProfessionals({ therapists }: { therapists: ConnectedTherapist[] }) {
  return (
    <ul className="plan-list plain-list" aria-label="Crisis lines and your therapist">
      <li className="plan-contact">
        <span className="plan-contact__who">
          <strong>988 Suicide &amp; Crisis Lifeline</strong>
          <span className="plan-contact__phone">Call or text 988, any time</span>
        </span>
        <span className="plan-contact__actions">
          <a className="plan-contact__link" href={CRISIS_CALL_HREF} aria-label="Call 988">
            <Phone aria-hidden="true" size={16} />
            Call
          </a>
          <a className="plan-contact__link" href={CRISIS_TEXT_988_HREF} aria-label="Text 988">
            <MessageCircle aria-hidden="true" size={16} />
            Text
          </a>
        </span>
      </li>
      <li className="plan-contact">
        <span className="plan-contact__who">
          <strong>Crisis Text Line</strong>
          <span className="plan-contact__phone">Text HOME to 741741</span>
        </span>
        <span className="plan-contact__actions">
          <a className="plan-contact__link" href={CRISIS_TEXT_HREF} aria-label="Text HOME to 741741">
            <MessageCircle aria-hidden="true" size={16} />
            Text
          </a>
        </span>
      </li>
      {therapists.map((t) => (
        <li key={t.id} className="plan-contact">
          <span className="plan-contact__who">
            <strong>{t.licenseType ? `${t.name}, ${t.licenseType}` : t.name}</strong>
            <span className="plan-contact__phone">Your therapist on Solace</span>
          </span>
          <span className="plan-contact__actions no-print">
            <Link className="plan-contact__link" to="/therapist-connections" aria-label={`Your connection with ${t.name}`}>
              <Stethoscope aria-hidden="true" size={16} />
              Connection
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
