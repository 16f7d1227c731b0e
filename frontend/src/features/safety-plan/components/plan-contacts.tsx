import { MessageCircle, Phone, Stethoscope, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CRISIS_TEXT_988_HREF } from '../../../components/crisis-card';
import { CRISIS_CALL_HREF, CRISIS_TEXT_HREF } from '../../../components/crisis-resources';
import { dialable, therapistTitle, type ConnectedTherapist, type PlanContact } from '../plan-model';

interface ContactAction {
  /** A `tel:`/`sms:` address, or a path in the app. */
  href: string;
  label: string;
  text: string;
  icon: LucideIcon;
}

interface ContactRowProps {
  title: string;
  detail?: string;
  actions: ContactAction[];
}

/** A person or service, with its one-tap actions beside it. */
function ContactRow({ title, detail, actions }: ContactRowProps) {
  return (
    <li className="plan-contact">
      <span className="plan-contact__who">
        <strong>{title}</strong>
        {detail && <span className="plan-contact__detail">{detail}</span>}
      </span>
      {actions.length > 0 && (
        <span className="plan-contact__actions">
          {actions.map(({ href, label, text, icon: Icon }) => {
            const content = (
              <>
                <Icon aria-hidden="true" size={16} />
                {text}
              </>
            );
            return href.startsWith('/') ? (
              <Link key={href} className="plan-contact__link no-print" to={href} aria-label={label}>
                {content}
              </Link>
            ) : (
              <a key={href} className="plan-contact__link" href={href} aria-label={label}>
                {content}
              </a>
            );
          })}
        </span>
      )}
    </li>
  );
}

const call = (href: string, label: string): ContactAction => ({ href, label, text: 'Call', icon: Phone });
const text = (href: string, label: string): ContactAction => ({ href, label, text: 'Text', icon: MessageCircle });

/** Someone from the person's own list, with tap-to-call and tap-to-text when a number is given. */
export function ContactItem({ contact }: { contact: PlanContact }) {
  const number = dialable(contact.phone);
  const who = contact.name || contact.phone;
  const actions = number ? [call(`tel:${number}`, `Call ${who}`), text(`sms:${number}`, `Text ${who}`)] : [];
  return <ContactRow title={contact.name || 'No name'} detail={contact.phone} actions={actions} />;
}

/** Step 5's lines that are always there: 988 by call or text, the Crisis Text Line, and the connected therapists. */
export function FixedProfessionals({ therapists }: { therapists: ConnectedTherapist[] }) {
  return (
    <ul className="plan-list plain-list" aria-label="Crisis lines and your therapist">
      <ContactRow
        title="988 Suicide & Crisis Lifeline"
        detail="Call or text 988, any time"
        actions={[call(CRISIS_CALL_HREF, 'Call 988'), text(CRISIS_TEXT_988_HREF, 'Text 988')]}
      />
      <ContactRow title="Crisis Text Line" detail="Text HOME to 741741" actions={[text(CRISIS_TEXT_HREF, 'Text HOME to 741741')]} />
      {therapists.map((t) => (
        <ContactRow
          key={t.id}
          title={therapistTitle(t)}
          detail="Your therapist on Solace"
          actions={[{ href: '/therapist-connections', label: `Your connection with ${t.name}`, text: 'Connection', icon: Stethoscope }]}
        />
      ))}
    </ul>
  );
}
