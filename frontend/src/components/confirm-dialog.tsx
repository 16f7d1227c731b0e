import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red and Cancel has the first focus. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes on close when the button that asked is gone (e.g. after deleting its item); else the page's h1. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** An in-app replacement for window.confirm: keyboard-reachable, labelled, styled like the app. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel = 'Cancel', danger = false, busy = false, onConfirm, onCancel, returnFocus }: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      role="alertdialog"
      size="small"
      describedBy={messageId}
      onClose={busy ? undefined : onCancel}
      initialFocus={danger ? cancelRef : undefined}
      returnFocus={returnFocus}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="confirm-dialog__message">
        {message}
      </div>
    </Modal>
  );
}
