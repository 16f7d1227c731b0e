import type { ResolvedNotificationSettings } from '@contracts/notification-defaults';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';

type Schedule = ResolvedNotificationSettings;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const DAY_VALUES = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** Every quarter hour of the day: the reminders run on a 15-minute grid. */
const pad = (n: number) => String(n).padStart(2, '0');
const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, i) => `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`);
/** Quiet hours on the half hour are plenty, and keep the list short. */
const HALF_HOURS: readonly string[] = QUARTER_HOURS.filter((_, i) => i % 2 === 0);
const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

interface Props {
  draft: Schedule;
  onChange: (change: Partial<Schedule>) => void;
  timeZone: string;
}

/** When the daily reminder and the weekly summary go out, in the person's time zone. */
export function NotificationScheduleFields({ draft, onChange, timeZone }: Props) {
  const toggleDay = (day: number, on: boolean) =>
    onChange({ reminderDays: on ? [...new Set([...draft.reminderDays, day])].sort() : draft.reminderDays.filter((d) => d !== day) });
  const quiet = draft.quietHours;
  return (
    <>
      <fieldset className="stack bare-fieldset" disabled={!draft.reminders}>
        <legend>Daily check-in reminder</legend>
        <SelectField
          label="Remind me at"
          hint={`Your time (${timeZone}).`}
          value={draft.reminderTime}
          options={QUARTER_HOURS}
          labels={(t) => t}
          onChange={(reminderTime) => onChange({ reminderTime })}
        />
        <div className="stack">
          <p className="field__hint">On these days</p>
          {DAY_NAMES.map((name, day) => (
            <label key={name} className="checkbox">
              <input type="checkbox" name={`day-${day}`} checked={draft.reminderDays.includes(day)} onChange={(e) => toggleDay(day, e.target.checked)} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="stack bare-fieldset">
        <legend>Quiet hours</legend>
        <CheckboxField
          label="No emails during quiet hours"
          hint="Nothing is sent between these times, even on a day the clocks change."
          name="quiet"
          checked={quiet !== null}
          onChange={(e) => onChange({ quietHours: e.target.checked ? DEFAULT_QUIET : null })}
        />
        {quiet && (
          <div className="button-row">
            <SelectField
              label="From"
              value={quiet.start}
              options={HALF_HOURS}
              labels={(t) => t}
              onChange={(start) => onChange({ quietHours: { ...quiet, start } })}
            />
            <SelectField
              label="Until"
              value={quiet.end}
              options={HALF_HOURS}
              labels={(t) => t}
              onChange={(end) => onChange({ quietHours: { ...quiet, end } })}
            />
          </div>
        )}
      </fieldset>
      <fieldset className="stack bare-fieldset" disabled={!draft.email}>
        <legend>Weekly summary</legend>
        <CheckboxField
          label="Send me a weekly summary"
          hint="How many check-ins, moods and journal entries you logged that week, with a link. Never what you wrote."
          name="weeklySummary"
          checked={draft.weeklySummary}
          onChange={(e) => onChange({ weeklySummary: e.target.checked })}
        />
        <SelectField
          label="Summary day"
          value={String(draft.weeklySummaryDay) as (typeof DAY_VALUES)[number]}
          options={DAY_VALUES}
          labels={(d) => DAY_NAMES[Number(d)] as string}
          onChange={(d) => onChange({ weeklySummaryDay: Number(d) })}
          disabled={!draft.weeklySummary}
        />
      </fieldset>
    </>
  );
}
