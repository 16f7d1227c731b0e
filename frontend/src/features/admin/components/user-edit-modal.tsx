import { useId, useRef, useState, type FormEvent } from 'react';
import type { AdminUser } from '@contracts/admin';
import type { Role } from '@contracts/user';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { Field, FieldFrame, FieldsetFrame } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { useFormErrors } from '../../../lib/use-form-errors';
import { adminApi, adminErrorMessage } from '../api/admin-api';
import { CodePlanField } from './code-fields';
import { USER_EDIT_MESSAGES, userEditForm, userUpdateBody, type SubscriptionChoice, type UserEditForm } from '../user-update';

const SAVE_FAILED = 'Could not save the changes. Please try again.';

const SUBSCRIPTION_CHOICES: { value: SubscriptionChoice; label: string }[] = [
  { value: 'keep', label: 'No change' },
  { value: 'active', label: 'Active until a date' },
  { value: 'none', label: 'None' },
];

interface UserEditModalProps {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
  onClose: () => void;
}

/** Role, account status and subscription of one account. */
export function UserEditModal({ user, onSaved, onClose }: UserEditModalProps) {
  const formId = useId();
  const [form, setForm] = useState<UserEditForm>(() => userEditForm(user));
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'endOn'>(formRef);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof UserEditForm>(key: K, value: UserEditForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    errors.reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = userUpdateBody(user, form);
    if (checked.error !== undefined) {
      // A wrong end date is said under its field; "nothing to change" is about the whole form.
      const aboutEndDate = checked.error === USER_EDIT_MESSAGES.endOnInvalid || checked.error === USER_EDIT_MESSAGES.endOnPast;
      if (aboutEndDate) {
        errors.show({ endOn: checked.error });
      } else {
        errors.reset();
        errors.fail(checked.error);
      }
      return;
    }
    errors.reset();
    setBusy(true);
    try {
      const { user: saved } = await adminApi.updateUser(user.id, checked.body);
      onSaved(saved);
    } catch (failure) {
      errors.fail(adminErrorMessage(failure, SAVE_FAILED));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={`Edit ${user.email}`}
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} className="stack stack--loose" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FieldFrame label="Role" hint="A new role signs the person out: it applies from their next sign-in.">
          {(control) => (
            <select {...control} name="role" className="field__input" value={form.role} onChange={(e) => set('role', e.target.value as Role)}>
              <option value="user">User</option>
              <option value="admin">Admin</option>
            </select>
          )}
        </FieldFrame>
        <CheckboxField
          label="Account disabled"
          hint="Disabling signs the person out everywhere at once."
          name="disabled"
          checked={form.disabled}
          onChange={(e) => set('disabled', e.target.checked)}
        />
        <FieldsetFrame legend="Subscription" className="admin-fieldset">
          {SUBSCRIPTION_CHOICES.map((choice) => (
            <label key={choice.value} className="checkbox">
              <input
                type="radio"
                name="subscription"
                value={choice.value}
                checked={form.subscription === choice.value}
                onChange={() => set('subscription', choice.value)}
              />
              {choice.label}
            </label>
          ))}
          {form.subscription === 'active' && (
            <div className="columns admin-form__row">
              <Field
                label="Active until"
                name="endOn"
                type="date"
                required
                {...errors.field('endOn')}
                value={form.endOn}
                onChange={(e) => set('endOn', e.target.value)}
              />
              <CodePlanField value={form.plan} onChange={(plan) => set('plan', plan)} />
            </div>
          )}
          {form.subscription === 'none' && <p className="field__hint">Ends any subscription the account has now, whatever its source.</p>}
        </FieldsetFrame>
        <FormAlert {...errors.alert} />
      </form>
    </Modal>
  );
}
