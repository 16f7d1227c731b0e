import {
  ChartLine,
  LifeBuoy,
  LockKeyhole,
  MessageCircle,
  Sparkles,
  Stethoscope,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CrisisLineList, SafetyPlanLink } from '../../../components/crisis-card';
import { LinkCardGrid, type LinkCardItem } from '../../../components/link-card-grid';
import { TitledSection } from '../../../components/titled-section';
import { Tabs, type TabItem } from './tabs';
import './support.css';

/** The id of the crisis box, the target of the Crisis Help tile (and of /support#crisis-help). */
export const CRISIS_BOX_ID = 'crisis-help';
export const CRISIS_BOX_TITLE = "If you're in crisis";

/** Scrolls to and focuses the crisis box. */
function focusCrisisBox() {
  const box = document.getElementById(CRISIS_BOX_ID);
  if (!box) return;
  box.scrollIntoView?.({ block: 'start' });
  box.focus({ preventScroll: true });
}

/** A link to /support#crisis-help lands on the crisis box. */
function useCrisisHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (decodeURIComponent(hash.replace(/^#/, '')) === CRISIS_BOX_ID) focusCrisisBox();
  }, [hash]);
}

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  crisis?: boolean;
}

const TILES: Tile[] = [
  { to: '/therapists', title: 'Find Therapist', text: 'Get matched with licensed therapists.', icon: Stethoscope },
  { to: '/community', title: 'Join Community', text: 'See what the community area offers.', icon: UsersRound },
  { to: '/ai-coaching', title: 'AI Insights', text: 'Reflect with your AI coach team.', icon: Sparkles },
  { to: `#${CRISIS_BOX_ID}`, title: 'Crisis Help', text: 'Reach a crisis line right now.', icon: LifeBuoy, crisis: true },
];

function QuickAccess() {
  const onCrisisClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The box is on this page: go there at once, also when the address already names it.
    event.preventDefault();
    focusCrisisBox();
  };
  return (
    <nav className="support-tiles" aria-label="Quick access">
      <ul className="support-tiles__list card-grid plain-list">
        {TILES.map((tile) => (
          <li key={tile.title}>
            <Link
              className={tile.crisis ? 'support-tile link-card link-card--tint support-tile--crisis' : 'support-tile link-card link-card--tint'}
              to={tile.to}
              onClick={tile.crisis ? onCrisisClick : undefined}
              data-testid="support-tile"
            >
              <tile.icon className="link-card__icon support-tile__icon" aria-hidden="true" size={24} />
              <span className="support-tile__title">{tile.title}</span>
              <span className="link-card__text support-tile__text">{tile.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const TABS: TabItem[] = [
  {
    id: 'overview',
    label: 'Overview',
    panel: (
      <>
        <p>Solace brings a few kinds of support together. Start with whatever fits how you feel today.</p>
        <ul className="support-panel__list">
          <li>AI wellness coaches for everyday stress, worries and goals.</li>
          <li>A private journal and mood check-ins, to notice patterns over time.</li>
          <li>Therapist matching, when you would like to talk with a licensed professional.</li>
          <li>Crisis lines, free and open around the clock.</li>
        </ul>
        <p>Solace is not an emergency service. If you are in immediate danger, call 911.</p>
      </>
    ),
  },
  {
    id: 'ai-features',
    label: 'AI Features',
    panel: (
      <>
        <p>
          Four AI coaches help with mindfulness, unhelpful thinking patterns, emotions and goals. They can walk you through breathing and grounding
          exercises, help you look at a worrying thought or set a small next step.
        </p>
        <p>
          They are wellness coaches, not therapy: they cannot diagnose, treat a condition or advise on medication, and they are not an emergency
          service.
        </p>
        <ul className="support-panel__links">
          <li>
            <Link to="/safety">About your AI coach and your safety</Link>
          </li>
          <li>
            <Link to="/ai-coaching">Talk with an AI coach</Link>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'professional-care',
    label: 'Professional Care',
    panel: (
      <>
        <p>
          When you would like to talk with a licensed professional, therapist matching asks what you would like help with, how soon and how you
          prefer to meet, then ranks therapists by how well they fit. From a match you can send a connection request with a message; the
          therapist reviews it and responds.
        </p>
        <ul className="support-panel__links">
          <li>
            <Link to="/therapists">Find a therapist</Link>
          </li>
          <li>
            <Link to="/therapist-connections">Your therapist connections</Link>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'community',
    label: 'Community',
    panel: (
      <>
        <p>
          Peer community features are coming soon. For now, the community area gathers the ways to connect that already exist: therapists and
          your profile, with how Solace keeps your information safe.
        </p>
        <ul className="support-panel__links">
          <li>
            <Link to="/community">Visit the community area</Link>
          </li>
        </ul>
      </>
    ),
  },
];

function SupportTabs() {
  return (
    <TitledSection title="How Solace can help" className="card stack">
      <Tabs label="Support topics" tabs={TABS} />
    </TitledSection>
  );
}

const FEATURES: LinkCardItem[] = [
  { to: '/ai-coaching', title: 'AI Coaching', text: 'Talk things through with an AI wellness coach, any time.', icon: MessageCircle },
  { to: '/journal', title: 'Encrypted Journal', text: 'Write privately: entries are encrypted on your device before they are saved.', icon: LockKeyhole },
  { to: '/mental-health', title: 'Mood Tracking', text: 'Log your mood, energy and stress, and see your trends.', icon: ChartLine },
  { to: '/therapists', title: 'Therapist Matching', text: 'Find licensed therapists who fit what you need.', icon: Stethoscope },
];

function FeatureCards() {
  return (
    <LinkCardGrid
      title="Features"
      items={FEATURES}
      classes={{ list: 'support-features', title: 'support-feature__title', text: 'support-feature__text' }}
      iconSize={26}
      testId="support-feature"
    />
  );
}

function CrisisBox() {
  const headingId = useId();
  return (
    <section id={CRISIS_BOX_ID} className="crisis-card support-crisis" aria-labelledby={headingId} tabIndex={-1}>
      <h2 className="crisis-card__title" id={headingId}>
        <LifeBuoy aria-hidden="true" size={22} />
        {CRISIS_BOX_TITLE}
      </h2>
      <p>You don&apos;t have to face this alone. Free, confidential help is available 24/7.</p>
      <CrisisLineList />
      <SafetyPlanLink />
      <p className="support-crisis__more">
        Looking for ongoing support? <Link to="/therapists">Find a therapist</Link>
      </p>
    </section>
  );
}

/** Spec §2 /support: quick-access tiles, tabs, four feature cards and the crisis box. */
export function SupportPage() {
  useCrisisHash();
  return (
    <section className="page support">
      <header>
        <h1 className="page__title">Support Hub</h1>
        <p className="page__lead">Everything Solace offers to support you, and where to turn when you need help right now.</p>
      </header>
      <QuickAccess />
      <SupportTabs />
      <FeatureCards />
      <CrisisBox />
    </section>
  );
}
