import { Bell, RefreshCw, Save } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { resolveNotificationSettings, type ResolvedNotificationSettings } from '@contracts/notification-defaults';
import type { UserSettings } from '@contracts/user';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormAlert } from '../../../components/form-alert';
import { LoadFailure } from '../../../components/load-failure';
import { Loader } from '../../../components/loader';
import { useToast } from '../../../components/toast';
import { userTimeZone } from '../../../lib/time-zone';
import { useRetriableLoad } from '../../../lib/use-retriable-load';
import { refusalMessage, settingsApi } from '../api/settings-api';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { NotificationScheduleFields } from './notification-schedule-fields';
import { SettingsCard } from './settings-card';

/** The switches and the reminder schedule; the time zone is the browser's, sent with each save. */
type Notifications = Omit<ResolvedNotificationSettings, 'timeZone'>;
type Channel = 'email' | 'push' | 'reminders';

/** Spec §3/§9: every notification is on by default; reminders at 20:00 every day, the summary on Sundays. */
export const DEFAULT_NOTIFICATIONS: Notifications = withoutZone(resolveNotificationSettings(undefined));

function withoutZone({ timeZone: _zone, ...rest }: ResolvedNotificationSettings): Notifications {
  return rest;
}

const CHANNELS: readonly { id: Channel; label: string; hint: string }[] = [
  { id: 'email', label: 'Email notifications', hint: 'News about your account and your weekly summary, by email.' },
  { id: 'push', label: 'Push notifications', hint: 'Notices on this device when something needs your attention.' },
  { id: 'reminders', label: 'Reminders', hint: 'Gentle reminders to check in, log your mood or write in your journal.' },
];

/** Reads the saved preferences over the defaults: a missing or odd value stays on. */
export function notificationsFrom(settings: Partial<UserSettings> | undefined): Notifications {
  const saved = settings?.notifications;
  const pick = (channel: Channel) => (typeof saved?.[channel] === 'boolean' ? saved[channel] : DEFAULT_NOTIFICATIONS[channel]);
  const schedule = withoutZone(resolveNotificationSettings(saved));
  return { ...schedule, email: pick('email'), push: pick('push'), reminders: pick('reminders') };
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; saved: Notifications };
const LOADING: Load = { state: 'loading' };

/** Notification preferences (email, push, reminders), read with GET and saved with PUT /user/settings. */
export function NotificationsSection() {
  const toast = useToast();
  const { state: load, setState: setLoad, attempt, retry } = useRetriableLoad(LOADING);
  const [draft, setDraft] = useState<Notifications>(DEFAULT_NOTIFICATIONS);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    settingsApi.getSettings(controller.signal).then(
      (settings) => {
        const saved = notificationsFrom(settings);
        setDraft(saved);
        setLoad({ state: 'ready', saved });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt, setLoad]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const answer = await settingsApi.updateSettings({ notifications: { ...draft, timeZone: userTimeZone() } });
      const saved = answer?.notifications ? notificationsFrom(answer) : draft;
      setDraft(saved);
      setLoad({ state: 'ready', saved });
      toast.success(SETTINGS_MESSAGES.notificationsSaved);
    } catch (error) {
      setFailure(refusalMessage(error) ?? SETTINGS_MESSAGES.notificationsFailed);
    } finally {
      setSaving(false);
    }
  };

  let content;
  if (load.state === 'loading') {
    content = <Loader label="Loading your notification preferences..." />;
  } else if (load.state === 'failed') {
    content = (
      <LoadFailure
        className="button-row settings-actions--start"
        message={SETTINGS_MESSAGES.notificationsLoadFailed}
        onRetry={retry}
        retryLabel={
          <>
            <RefreshCw aria-hidden="true" size={16} />
            Try again
          </>
        }
      />
    );
  } else {
    const unchanged = JSON.stringify(draft) === JSON.stringify(load.saved);
    content = (
      <form className="stack stack--loose settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert message={failure} />
        <fieldset className="stack bare-fieldset">
          <legend className="visually-hidden">Notify me by</legend>
          {CHANNELS.map(({ id, label, hint }) => (
            <CheckboxField
              key={id}
              className="notification-option"
              label={label}
              hint={hint}
              name={id}
              checked={draft[id]}
              onChange={(event) => setDraft((current) => ({ ...current, [id]: event.target.checked }))}
            />
          ))}
        </fieldset>
        <NotificationScheduleFields
          draft={{ ...draft, timeZone: userTimeZone() }}
          timeZone={userTimeZone()}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        />
        <div className="button-row">
          <Button type="submit" busy={saving} disabled={unchanged}>
            <Save aria-hidden="true" size={16} />
            Save preferences
          </Button>
        </div>
      </form>
    );
  }

  return (
    <SettingsCard title="Notification preferences" icon={Bell}>
      {content}
    </SettingsCard>
  );
}
