import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';

interface ConfirmActionDialogProps {
  title: string;
  confirmLabel: string;
  /** The state of the action (useConfirmedAction). */
  action: { busy: boolean; error: string | null; close(): void; confirm(): Promise<void> };
  /** What the action does, said before the yes. */
  children: ReactNode;
}

/** The yes-or-no before an action that cannot be undone (revoke a code, a batch), with its refusal. */
export function ConfirmActionDialog({ title, confirmLabel, action, children }: ConfirmActionDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      danger
      busy={action.busy}
      confirmLabel={confirmLabel}
      onCancel={action.close}
      onConfirm={() => void action.confirm()}
      message={
        <>
          <p>{children}</p>
          <FormAlert message={action.error} />
        </>
      }
    />
  );
}
