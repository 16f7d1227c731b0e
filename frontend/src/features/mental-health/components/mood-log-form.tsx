import { useRef, useState, type FormEvent } from 'react';
import { MENTAL_HEALTH_LIMITS } from '@contracts/mental-health-options';
import { Field, FieldsetFrame } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { MoodFace } from '../../../components/mood-face';
import { OptionCardRadio } from '../../../components/option-card-radio';
import { SubmitRow } from '../../../components/submit-row';
import { NotesField } from '../../../components/text-area-field';
import { TitledSection } from '../../../components/titled-section';
import { MOOD_LEVELS } from '../../../lib/mood-scale';
import { useFormErrors } from '../../../lib/use-form-errors';
import { toDateTimeLocalValue } from '../../../lib/time-zone';
import type { MoodDraft } from '../mood-crypto';
import { RangeField } from './range-field';
import { TagListField } from './tag-list-field';

/** Spec §3/§9 defaults: energy 5, stress 3, each from 1 to 10 (spec §5). */
export const DEFAULT_ENERGY = 5;
export const DEFAULT_STRESS = 3;
export const MOOD_REQUIRED = 'Please choose how you are feeling.';
export const FUTURE_TIME = 'The date and time cannot be in the future.';
export const INVALID_TIME = 'Please enter a valid date and time.';
/** The server accepts a minute of clock difference. */
const FUTURE_TOLERANCE_MS = 60_000;

interface MoodLogFormProps {
  id?: string;
  /** Resolves to an error text to show, or null when saved (the form then starts over). */
  onSave: (draft: MoodDraft) => Promise<string | null>;
  /** A line about where the private fields go (encrypted on this device, or not). */
  privacyNote: string;
}

/** Spec §2 /mental-health mood log: mood 1–5, energy and stress 1–10, notes, triggers, gratitude, when. */
export function MoodLogForm({ id, onSave, privacyNote }: MoodLogFormProps) {
  const [mood, setMood] = useState<number | null>(null);
  const [energy, setEnergy] = useState(DEFAULT_ENERGY);
  const [stress, setStress] = useState(DEFAULT_STRESS);
  const [notes, setNotes] = useState('');
  const [triggers, setTriggers] = useState<string[]>([]);
  const [gratitude, setGratitude] = useState<string[]>([]);
  // Untouched, the log is stamped when it is saved; edited, at the chosen time.
  const [when, setWhen] = useState(() => toDateTimeLocalValue(new Date()));
  const [whenEdited, setWhenEdited] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'mood' | 'timestamp'>(formRef);
  const moodState = errors.field('mood');
  const [saving, setSaving] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const reset = () => {
    setMood(null);
    setEnergy(DEFAULT_ENERGY);
    setStress(DEFAULT_STRESS);
    setNotes('');
    setTriggers([]);
    setGratitude([]);
    setWhen(toDateTimeLocalValue(new Date()));
    setWhenEdited(false);
    // The tag fields keep half-typed text of their own; a new key starts them empty.
    setFormKey((k) => k + 1);
  };

  const timestamp = (): { value?: string; error: string | null } => {
    if (!whenEdited || !when) return { error: null };
    const date = new Date(when);
    if (Number.isNaN(date.getTime())) return { error: INVALID_TIME };
    if (date.getTime() > Date.now() + FUTURE_TOLERANCE_MS) return { error: FUTURE_TIME };
    return { value: date.toISOString(), error: null };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const time = timestamp();
    if (errors.show({ mood: mood === null && MOOD_REQUIRED, timestamp: time.error }) || mood === null) return;

    setSaving(true);
    const failure = await onSave({ mood, energy, stress, notes, triggers, gratitude, ...(time.value ? { timestamp: time.value } : {}) });
    setSaving(false);
    if (failure) errors.fail(failure);
    else reset();
  };

  return (
    <TitledSection title="Log Your Mood" id={id} className="card mood-form" tabIndex={-1}>
      <form ref={formRef} className="mood-form__fields" noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* A radio group, so it can be marked invalid; its first option takes the focus then. */}
        <FieldsetFrame legend="How are you feeling?" className="bare-fieldset" role="radiogroup" aria-required="true" error={moodState.error}>
          {(describedBy) => (
            <div className="mood-scale__options">
              {MOOD_LEVELS.map((level) => (
                <OptionCardRadio
                  key={level.value}
                  className="mood-scale__option"
                  name="mood"
                  value={level.value}
                  checked={mood === level.value}
                  // Each option is read with the group's message too, as the focus lands on one.
                  describedBy={describedBy}
                  onSelect={() => {
                    setMood(level.value);
                    errors.clear('mood');
                  }}
                >
                  <MoodFace value={level.value} className="mood-scale__face" size={28} />
                  <span className="mood-scale__label">{level.label}</span>
                </OptionCardRadio>
              ))}
            </div>
          )}
        </FieldsetFrame>

        <div className="columns mood-form__sliders">
          <RangeField label="Energy" name="energy" value={energy} min={1} max={10} ends={['Drained', 'Energized']} onChange={setEnergy} />
          <RangeField label="Stress" name="stress" value={stress} min={1} max={10} ends={['Calm', 'Overwhelmed']} onChange={setStress} />
        </div>

        <NotesField maxLength={MENTAL_HEALTH_LIMITS.notesChars} value={notes} onChange={setNotes} />
        <div className="columns mood-form__lists" key={formKey}>
          <TagListField label="Triggers" name="triggers" items={triggers} onChange={setTriggers} placeholder="e.g. deadline" />
          <TagListField label="Gratitude" name="gratitude" items={gratitude} onChange={setGratitude} placeholder="e.g. a walk in the sun" />
        </div>
        <Field
          label="Date and time"
          name="timestamp"
          type="datetime-local"
          hint="Leave as is to log it now."
          {...errors.field('timestamp')}
          max={toDateTimeLocalValue(new Date())}
          value={when}
          onChange={(e) => {
            setWhen(e.target.value);
            setWhenEdited(true);
            errors.clear('timestamp');
          }}
        />
        <p className="mood-form__privacy">{privacyNote}</p>
        <FormAlert {...errors.alert} />
        <SubmitRow className="mood-form__actions" busy={saving}>
          Save Mood
        </SubmitRow>
      </form>
    </TitledSection>
  );
}
