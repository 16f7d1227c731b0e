import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_PROFILE, type MentalHealthProfile, type MentalHealthProfileBody } from '@contracts/mental-health';
import { PROFILE_OPTIONS } from '@contracts/mental-health-options';
import { Field, WholeNumberField } from '../../../components/field';
import { LoadFailure } from '../../../components/load-failure';
import { Loader } from '../../../components/loader';
import { SelectField } from '../../../components/select-field';
import { SubmitRow } from '../../../components/submit-row';
import { TitledSection } from '../../../components/titled-section';
import { useToast } from '../../../components/toast';
import { draftInputs, useFormErrors } from '../../../lib/use-form-errors';
import { useRetriableLoad } from '../../../lib/use-retriable-load';
import { mentalHealthApi } from '../api/mental-health-api';
import { CheckboxGroup } from './checkbox-group';
import { TagListField } from './tag-list-field';

/** Spec §8 texts for a profile save (the account profile's, used for this profile too). */
export const PROFILE_SAVED = 'Profile updated successfully';
export const PROFILE_SAVE_FAILED = 'Failed to update profile';
export const PROFILE_LOAD_FAILED = 'Your profile could not be loaded.';
export const AGE_INVALID = 'Age must be a whole number from 13 to 120.';
export const SLEEP_INVALID = 'Sleep must be from 0 to 24 hours.';

type ExerciseFrequency = MentalHealthProfile['exerciseFrequency'];
type Goal = (typeof PROFILE_OPTIONS.goals)[number];
type Stressor = (typeof PROFILE_OPTIONS.stressors)[number];
type Coping = (typeof PROFILE_OPTIONS.copingMechanisms)[number];

const EXERCISE_LABELS: Record<ExerciseFrequency, string> = {
  never: 'Never',
  rarely: 'Rarely',
  occasionally: 'Occasionally',
  regularly: 'Regularly',
  daily: 'Daily',
};

interface Draft {
  age: string;
  goals: Goal[];
  mentalHealthConditions: string[];
  medications: string[];
  therapyHistory: boolean;
  stressors: Stressor[];
  copingMechanisms: Coping[];
  sleepHours: string;
  exerciseFrequency: ExerciseFrequency;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const chosen = <T extends string>(value: unknown, options: readonly T[]): T[] => strings(value).filter((v): v is T => (options as readonly string[]).includes(v));

/** A profile from the API with every field in range; what is missing takes its default. */
export function withProfileDefaults(body: unknown): MentalHealthProfile {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Partial<MentalHealthProfile>;
  return {
    age: typeof raw.age === 'number' ? raw.age : null,
    goals: chosen(raw.goals, PROFILE_OPTIONS.goals),
    mentalHealthConditions: strings(raw.mentalHealthConditions),
    medications: strings(raw.medications),
    therapyHistory: raw.therapyHistory === true,
    stressors: chosen(raw.stressors, PROFILE_OPTIONS.stressors),
    copingMechanisms: chosen(raw.copingMechanisms, PROFILE_OPTIONS.copingMechanisms),
    sleepHours: typeof raw.sleepHours === 'number' ? raw.sleepHours : DEFAULT_PROFILE.sleepHours,
    exerciseFrequency: (PROFILE_OPTIONS.exerciseFrequency as readonly string[]).includes(raw.exerciseFrequency ?? '')
      ? (raw.exerciseFrequency as ExerciseFrequency)
      : DEFAULT_PROFILE.exerciseFrequency,
    updatedAt: typeof raw.updatedAt === 'string' ? raw.updatedAt : null,
  };
}

function toDraft(profile: MentalHealthProfile): Draft {
  return {
    age: profile.age === null ? '' : String(profile.age),
    goals: chosen(profile.goals, PROFILE_OPTIONS.goals),
    mentalHealthConditions: profile.mentalHealthConditions,
    medications: profile.medications,
    therapyHistory: profile.therapyHistory,
    stressors: chosen(profile.stressors, PROFILE_OPTIONS.stressors),
    copingMechanisms: chosen(profile.copingMechanisms, PROFILE_OPTIONS.copingMechanisms),
    sleepHours: String(profile.sleepHours),
    exerciseFrequency: profile.exerciseFrequency,
  };
}

/** What the form accepts, for its checks and for its inputs' own limits. */
const AGE_RANGE = { min: 13, max: 120 };
const SLEEP_RANGE = { min: 0, max: 24 };

function parseAge(text: string): { value: number | null; error: string | null } {
  if (!text.trim()) return { value: null, error: null };
  const age = Number(text);
  if (!Number.isInteger(age) || age < AGE_RANGE.min || age > AGE_RANGE.max) return { value: null, error: AGE_INVALID };
  return { value: age, error: null };
}

function parseSleep(text: string): { value: number; error: string | null } {
  const hours = text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(hours) || hours < SLEEP_RANGE.min || hours > SLEEP_RANGE.max) return { value: 0, error: SLEEP_INVALID };
  return { value: hours, error: null };
}

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready' };
const LOADING: Load = { status: 'loading' };

/** Spec §2/§3 mental health profile: GET on load (defaults when none), PUT on save. */
export function ProfileForm() {
  const toast = useToast();
  const { state: load, setState: setLoad, attempt, retry } = useRetriableLoad(LOADING);
  const [draft, setDraft] = useState<Draft>(() => toDraft(DEFAULT_PROFILE));
  const [draftKey, setDraftKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'age' | 'sleepHours'>(formRef);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    mentalHealthApi.getProfile().then(
      (profile) => {
        if (cancelled) return;
        setDraft(toDraft(withProfileDefaults(profile)));
        setLoad({ status: 'ready' });
      },
      (failure: unknown) => {
        if (cancelled) return;
        // Saving defaults over a profile that failed to load could erase it: no form until it loads.
        console.warn('Mental health profile could not be loaded:', failure instanceof Error ? failure.message : failure);
        setLoad({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, setLoad]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  // A typed number's message goes as soon as it is changed.
  const typed = draftInputs(
    errors,
    (name) => draft[name],
    (name, text) => {
      set(name, text);
      errors.clear(name);
    },
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const age = parseAge(draft.age);
    const sleep = parseSleep(draft.sleepHours);
    if (errors.show({ age: age.error, sleepHours: sleep.error })) return;

    const body: MentalHealthProfileBody = {
      age: age.value,
      goals: draft.goals,
      mentalHealthConditions: draft.mentalHealthConditions,
      medications: draft.medications,
      therapyHistory: draft.therapyHistory,
      stressors: draft.stressors,
      copingMechanisms: draft.copingMechanisms,
      sleepHours: sleep.value,
      exerciseFrequency: draft.exerciseFrequency,
    };
    setSaving(true);
    try {
      const saved = await mentalHealthApi.updateProfile(body);
      setDraft(toDraft(withProfileDefaults(saved ?? body)));
      setDraftKey((k) => k + 1);
      toast.success(PROFILE_SAVED);
    } catch (failure) {
      console.warn('Mental health profile could not be saved:', failure instanceof Error ? failure.message : failure);
      toast.error(PROFILE_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (load.status === 'loading') body = <Loader label="Loading your profile..." />;
  else if (load.status === 'failed')
    body = <LoadFailure className="profile-form__failed" message={PROFILE_LOAD_FAILED} retryLabel="Try Again" onRetry={retry} />;
  else
    body = (
      <form ref={formRef} className="profile-form__fields" noValidate onSubmit={(event) => void onSubmit(event)} key={draftKey}>
        <div className="columns profile-form__row">
          <WholeNumberField
            label="Age (optional)"
            name="age"
            {...AGE_RANGE}
            {...typed('age')}
          />
          <Field
            label="Sleep (hours per night)"
            name="sleepHours"
            type="number"
            inputMode="decimal"
            {...SLEEP_RANGE}
            step={0.5}
            {...typed('sleepHours')}
          />
          <SelectField
            label="Exercise frequency"
            name="exerciseFrequency"
            value={draft.exerciseFrequency}
            options={PROFILE_OPTIONS.exerciseFrequency}
            labels={EXERCISE_LABELS}
            onChange={(v) => set('exerciseFrequency', v)}
          />
        </div>
        <CheckboxGroup legend="Goals" options={PROFILE_OPTIONS.goals} value={draft.goals} onChange={(v) => set('goals', v)} />
        <CheckboxGroup legend="Stressors" options={PROFILE_OPTIONS.stressors} value={draft.stressors} onChange={(v) => set('stressors', v)} />
        <CheckboxGroup
          legend="Coping strategies"
          options={PROFILE_OPTIONS.copingMechanisms}
          value={draft.copingMechanisms}
          onChange={(v) => set('copingMechanisms', v)}
        />
        <div className="columns profile-form__lists">
          <TagListField
            label="Mental health conditions"
            name="mentalHealthConditions"
            items={draft.mentalHealthConditions}
            onChange={(v) => set('mentalHealthConditions', v)}
          />
          <TagListField label="Medications" name="medications" items={draft.medications} onChange={(v) => set('medications', v)} />
        </div>
        <label className="checkbox">
          <input type="checkbox" name="therapyHistory" checked={draft.therapyHistory} onChange={(e) => set('therapyHistory', e.target.checked)} />
          I have been in therapy before
        </label>
        <SubmitRow className="profile-form__actions" busy={saving}>
          Save Profile
        </SubmitRow>
      </form>
    );

  return (
    <TitledSection title="Your Wellness Profile" className="card profile-form">
      <p className="profile-form__lead">
        What you share here helps your coaches understand you. It is private to your account.
      </p>
      {body}
    </TitledSection>
  );
}
