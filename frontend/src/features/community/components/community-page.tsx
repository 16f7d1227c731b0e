import { BadgeCheck, EyeOff, Hourglass, LifeBuoy, LockKeyhole, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CRISIS_CALL_HREF, CRISIS_TEXT_HREF } from '../../../components/crisis-resources';
import { LinkTabs, type LinkTab } from '../../../components/link-tabs';
import { TitledSection } from '../../../components/titled-section';
import './community.css';

export const COMING_SOON = 'Coming Soon';

const TABS: LinkTab[] = [
  { to: '/therapists', title: 'Therapists', icon: Stethoscope, text: 'Find licensed therapists who fit what you need, and send a connection request.' },
  { to: '/profile', title: 'Profile', icon: UserRound, text: 'Tell us a little about yourself and keep track of your personal goals.' },
];

interface TrustItem {
  id: string;
  title: string;
  icon: LucideIcon;
  text: ReactNode;
}

const TRUST_ITEMS: TrustItem[] = [
  {
    id: 'journal',
    title: 'Your journal is encrypted on your device',
    icon: LockKeyhole,
    text: 'With encryption on, as it is by default, journal entries are encrypted on your device before they are saved, so only you can read them.',
  },
  {
    id: 'private',
    title: 'Your conversations stay yours',
    icon: EyeOff,
    text: 'Your coaching chats, journal entries and mood notes are never shown to anyone else using Solace.',
  },
  {
    id: 'therapists',
    title: 'Licensed therapists',
    icon: BadgeCheck,
    text: 'Every therapist in the directory is listed with a licence type and the US states the licence covers.',
  },
  {
    id: 'crisis',
    title: 'Crisis resources, one tap away',
    icon: LifeBuoy,
    text: (
      <>
        <a href={CRISIS_CALL_HREF}>Call 988</a> or <a href={CRISIS_TEXT_HREF}>text HOME to 741741</a>, free and at any hour. The lines are also on
        the <Link to="/support">Support Hub</Link>.
      </>
    ),
  },
];

function ComingSoon() {
  const headingId = useId();
  return (
    <section className="card inline-row inline-row--top inline-row--loose" aria-labelledby={headingId}>
      <Hourglass className="community-soon__icon" aria-hidden="true" size={28} />
      <div className="stack stack--tight community-soon__text">
        <h2 className="section-title" id={headingId}>
          Peer community <span className="community-soon__badge">{COMING_SOON}</span>
        </h2>
        <p>
          Peer community features are coming soon. Until then, your AI coaches, your journal and therapist matching are ready whenever you are.
        </p>
      </div>
    </section>
  );
}

function TrustAndSecurity() {
  return (
    <TitledSection title="Trust & Security" className="card stack" data-testid="trust-block">
      <ul className="columns community-trust__list plain-list">
        {TRUST_ITEMS.map((item) => (
          <li key={item.id} className="inline-row inline-row--top inline-row--loose">
            <item.icon className="community-trust__icon" aria-hidden="true" size={22} />
            <div>
              <h3 className="community-trust__title">{item.title}</h3>
              <p className="community-trust__text">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Spec §2 /community: tabs Therapists and Profile, each a link to its screen, and a trust and security block. */
export function CommunityPage() {
  return (
    <section className="page community">
      <header>
        <h1 className="page__title">Community</h1>
        <p className="page__lead">Ways to connect, at your own pace.</p>
      </header>
      <LinkTabs label="Community sections" tabs={TABS} testId="community-tab" />
      <ComingSoon />
      <TrustAndSecurity />
    </section>
  );
}
