import { CalendarDays, Mail, MapPin, Pencil, Settings, Target } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@contracts/user';
import { Button } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { StatGrid, type Stat } from '../../../components/stat-grid';
import { TitledSection } from '../../../components/titled-section';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { ProfileForm } from './profile-form';
import './profile.css';

export const PROFILE_SAVED = 'Profile updated successfully';
export const NOT_ADDED = 'Not added yet';

/** A `YYYY-MM-DD` day as a local date, an ISO instant as itself; null when it is neither. */
function toDate(value: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "January 5, 2025". */
export function formatJoinDate(value: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : value;
}

/** "Jan 2025", for the Member Since card. */
export function formatMemberSince(value: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'short' }) : value;
}

function fullName(user: User): string {
  return [user.firstName, user.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
}

function initials(user: User): string {
  const letters = [user.firstName, user.lastName].map((part) => part?.trim().charAt(0) ?? '').join('');
  return letters.toUpperCase() || user.email.charAt(0).toUpperCase();
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function ProfileStats({ user }: { user: User }) {
  const stats = user.stats;
  const joinDate = stats?.joinDate || user.createdAt;
  const cards: Stat[] = [
    { id: 'chat-sessions', label: 'Chat Sessions', value: String(stats?.totalChatSessions ?? 0) },
    { id: 'journal-entries', label: 'Journal Entries', value: String(stats?.totalJournalEntries ?? 0) },
    {
      id: 'journal-streak',
      label: 'Journal Streak',
      value: String(stats?.journalStreak ?? 0),
      unit: plural(stats?.journalStreak ?? 0, 'day', 'days'),
    },
    { id: 'goals-completed', label: 'Goals Completed', value: String(stats?.goalsCompleted ?? 0) },
    { id: 'member-since', label: 'Member Since', value: formatMemberSince(joinDate) },
  ];
  return <StatGrid title="Your Stats" titleClassName="section-title profile-section-title" stats={cards} testIdPrefix="profile-stat-" />;
}

function Detail({ label, value, icon: Icon }: { label: string; value: string; icon: typeof Mail }) {
  return (
    <div className="profile-details__row">
      <dt className="inline-row">
        <Icon aria-hidden="true" size={16} />
        {label}
      </dt>
      <dd className={value ? 'profile-details__value' : 'profile-details__value profile-details__value--empty'}>{value || NOT_ADDED}</dd>
    </div>
  );
}

function ProfileView({ user }: { user: User }) {
  const nameId = useId();
  const bio = user.profile?.bio?.trim() ?? '';
  const goals = user.profile?.goals ?? [];
  return (
    <>
      <section className="card stack stack--loose" aria-labelledby={nameId}>
        <div className="inline-row inline-row--loose">
          <span className="profile-card__avatar" aria-hidden="true">
            {initials(user)}
          </span>
          <h2 className="profile-card__name" id={nameId}>
            {fullName(user) || 'Your name'}
          </h2>
        </div>
        <dl className="profile-details facts facts--grid">
          <Detail label="Email" value={user.email} icon={Mail} />
          <Detail label="Location" value={user.profile?.location?.trim() ?? ''} icon={MapPin} />
          <Detail label="Joined" value={formatJoinDate(user.stats?.joinDate || user.createdAt)} icon={CalendarDays} />
        </dl>
        <div className="profile-bio">
          <h3 className="profile-bio__title">About me</h3>
          <p className={bio ? 'profile-bio__text' : 'profile-bio__text profile-details__value--empty'}>{bio || NOT_ADDED}</p>
        </div>
      </section>
      <ProfileStats user={user} />
      <TitledSection title="Personal Goals" className="card stack">
        {goals.length === 0 ? (
          <p className="profile-goals__empty">No goals yet. Add the ones that matter to you with Edit Profile.</p>
        ) : (
          <ul className="stack stack--tight plain-list">
            {goals.map((goal, index) => (
              <li key={`${index}-${goal}`} className="inline-row inline-row--top profile-goals__item">
                <Target className="profile-goals__icon" aria-hidden="true" size={18} />
                <span>{goal}</span>
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
    </>
  );
}

function ProfileContent({ user }: { user: User }) {
  const { updateProfile } = useAuth();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to Edit Profile when the form closes, not when the page opens.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButtonRef.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <>
      <header className="split-row profile__header">
        <div>
          <h1 className="page__title">Your Profile</h1>
          <p className="page__lead">Who you are, what you are working towards, and how far you have come.</p>
        </div>
        <div className="button-row profile__actions">
          {!editing && (
            <Button ref={editButtonRef} variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" size={16} />
              Edit Profile
            </Button>
          )}
          {/* Password, email, notifications, subscription and theme live in the account's settings. */}
          <Link className="btn btn--secondary" to="/settings">
            <Settings aria-hidden="true" size={16} />
            Account Settings
          </Link>
        </div>
      </header>
      {editing ? (
        <ProfileForm
          user={user}
          onSave={updateProfile}
          onDone={(saved) => {
            if (saved) toast.success(PROFILE_SAVED);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <ProfileView user={user} />
      )}
    </>
  );
}

/** Spec §2 /profile: view and edit modes, stats cards and the personal goals list. */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <section className="page profile">
      {user ? (
        // Another account signing in (in another tab) starts afresh: no draft carries over.
        <ProfileContent key={user.id} user={user} />
      ) : (
        <>
          <h1 className="page__title">Your Profile</h1>
          <Loader label="Loading your profile..." />
        </>
      )}
    </section>
  );
}
