import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ProfileUpdateBody } from '@contracts/auth';
import type { User } from '@contracts/user';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import type { AuthResult } from '../../../lib/auth-context';
import { draftInputs, fieldAt, useFormErrors } from '../../../lib/use-form-errors';
import {
  addGoal,
  characterCount,
  draftFrom,
  FIELD_LABELS,
  hasChanges,
  PROFILE_LIMITS,
  profileChanges,
  validateChanges,
  type DraftField,
  type ProfileDraft,
} from '../profile-draft';

export const SAVE_FAILED = 'Failed to update profile';

/** Where PUT /auth/profile names each field of the draft. */
const DRAFT_PATHS = {
  firstName: 'firstName',
  lastName: 'lastName',
  'profile.location': 'location',
  'profile.bio': 'bio',
  'profile.goals': 'goals',
} as const satisfies Record<string, DraftField>;

interface ProfileFormProps {
  user: User;
  /** Sends the changes; answers whether they were saved. */
  onSave: (changes: ProfileUpdateBody) => Promise<AuthResult>;
  /** Called after a save, or with nothing to save. */
  onDone: (saved: boolean) => void;
  onCancel: () => void;
}

/** Spec §4 Profile edit: a draft copy of the profile, saved or discarded as a whole. */
export function ProfileForm({ user, onSave, onDone, onCancel }: ProfileFormProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(user));
  const [goalText, setGoalText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<DraftField>(formRef);
  const [saving, setSaving] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const goalInputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    firstNameRef.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = <K extends DraftField>(field: K, value: ProfileDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };
  const input = draftInputs<Exclude<DraftField, 'goals'>>(errors, (name) => draft[name], update);

  /** Adds the typed goal; answers the new list, or null when it was refused. */
  const commitGoal = (): string[] | null => {
    const result = addGoal(draft.goals, goalText);
    if (result.error) {
      errors.mark('goals', result.error);
      return null;
    }
    if (result.goals.length !== draft.goals.length) update('goals', result.goals);
    setGoalText('');
    return result.goals;
  };

  const onGoalKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the goal instead of submitting the form.
    event.preventDefault();
    commitGoal();
  };

  const removeGoal = (index: number) => {
    update(
      'goals',
      draft.goals.filter((_, i) => i !== index),
    );
    goalInputRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // A goal still in the input is part of what the person means to save.
    const goals = goalText.trim() ? commitGoal() : draft.goals;
    if (!goals) {
      goalInputRef.current?.focus();
      return;
    }
    const changes = profileChanges(user, { ...draft, goals });
    const checked = validateChanges(changes);
    if (checked.errors) {
      if (!errors.show(checked.errors)) errors.fail(SAVE_FAILED);
      return;
    }
    errors.reset();
    if (!hasChanges(checked.body)) {
      onDone(false);
      return;
    }
    setSaving(true);
    const result = await onSave(checked.body);
    if (!mounted.current) return;
    setSaving(false);
    if (result.success) {
      onDone(true);
      return;
    }
    errors.fail(result.error || SAVE_FAILED, fieldAt(result.field, DRAFT_PATHS));
  };

  const bioCount = characterCount(draft.bio);

  return (
    <form ref={formRef} className="card stack stack--loose" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="section-title" id={headingId}>
        Edit Profile
      </h2>
      <FormAlert {...errors.alert} />
      <div className="columns">
        <Field ref={firstNameRef} label={FIELD_LABELS.firstName} name="firstName" autoComplete="given-name" required {...input('firstName')} />
        <Field
          label={FIELD_LABELS.lastName}
          name="lastName"
          autoComplete="family-name"
          required
          {...input('lastName')}
        />
      </div>
      <Field
        label={FIELD_LABELS.location}
        name="location"
        autoComplete="address-level2"
        {...input('location')}
        hint="For example, your city. Optional."
      />
      <TextAreaField
        label={FIELD_LABELS.bio}
        name="bio"
        rows={5}
        {...input('bio')}
        hint={
          <span className={bioCount > PROFILE_LIMITS.bio ? 'profile-form__count profile-form__count--over' : 'profile-form__count'} data-testid="bio-count">
            {bioCount} / {PROFILE_LIMITS.bio} characters
          </span>
        }
      />
      <fieldset className="profile-goals-editor">
        <legend className="profile-goals-editor__legend">{FIELD_LABELS.goals}</legend>
        <Field
          ref={goalInputRef}
          label="New goal"
          {...errors.field('goals')}
          hint={`Press Enter or Add after each goal. ${draft.goals.length} of ${PROFILE_LIMITS.goals} goals.`}
          name="newGoal"
          value={goalText}
          disabled={saving}
          onChange={(e) => {
            setGoalText(e.target.value);
            errors.clear('goals');
          }}
          onKeyDown={onGoalKeyDown}
          trailing={
            <button type="button" className="field__toggle profile-goals-editor__add" onClick={() => void commitGoal()} disabled={saving}>
              <Plus aria-hidden="true" size={16} />
              Add
            </button>
          }
        />
        {draft.goals.length > 0 && (
          <ul className="stack stack--tight plain-list" aria-label="Your goals">
            {draft.goals.map((goal, index) => (
              <li key={`${index}-${goal}`} className="profile-goals-editor__item">
                <span>{goal}</span>
                <button type="button" className="profile-goals-editor__remove" aria-label={`Remove goal: ${goal}`} onClick={() => removeGoal(index)}>
                  <X aria-hidden="true" size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="profile-form__actions">
        <Button type="submit" busy={saving}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
