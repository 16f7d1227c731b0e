import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import './encryption.css';

const PRINTING_CLASS = 'is-printing-recovery-key';

interface RecoveryKeyDialogProps {
  recoveryKey: string;
  email: string;
  onDone: () => void;
}

/**
 * The recovery key, shown once: it opens the journal if the password is forgotten, and it is
 * never stored anywhere, so the dialog only closes once the user says it is saved.
 */
export function RecoveryKeyDialog({ recoveryKey, email, onDone }: RecoveryKeyDialogProps) {
  const explanationId = useId();
  const [saved, setSaved] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const keyRef = useRef<HTMLParagraphElement>(null);
  const [createdOn] = useState(() => new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }));

  useEffect(() => () => document.body.classList.remove(PRINTING_CLASS), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryKey);
      setCopyState('copied');
    } catch {
      // No clipboard permission: select the key so the user can copy it themselves.
      const node = keyRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopyState('failed');
    }
  };

  const print = () => {
    // Print styles show only the key card while this class is on <body>.
    document.body.classList.add(PRINTING_CLASS);
    const done = () => {
      document.body.classList.remove(PRINTING_CLASS);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    try {
      window.print();
    } finally {
      // Browsers whose print() returns at once still print from the class set above.
      setTimeout(done, 1000);
    }
  };

  return (
    <Modal
      title="Save your recovery key"
      describedBy={explanationId}
      className="recovery-key-dialog"
      footer={
        <Button onClick={onDone} disabled={!saved}>
          Continue
        </Button>
      }
    >
      <div id={explanationId} className="recovery-key-dialog__explanation">
        <p>
          Your journal is encrypted on this device with a key only you hold. This recovery key opens your journal if you ever
          forget your password.
        </p>
        <p>
          <strong>We cannot recover it for you:</strong> Solace never sees this key, and it is shown only this once. Keep it
          somewhere safe, such as a password manager or a printed copy stored away from your computer.
        </p>
      </div>

      <section className="recovery-key-card" aria-label="Recovery key">
        <p className="recovery-key-card__label">Solace recovery key</p>
        <p className="recovery-key-card__value" ref={keyRef} data-testid="recovery-key">
          {recoveryKey}
        </p>
        <p className="recovery-key-card__meta">
          For {email} · created {createdOn}
        </p>
      </section>

      <div className="button-row">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={print}>
          Print
        </Button>
        <span className="recovery-key-dialog__status" role="status">
          {copyState === 'copied' ? 'Copied to the clipboard.' : copyState === 'failed' ? 'Copying is blocked here: the key is selected, copy it yourself.' : ''}
        </span>
      </div>

      <label className="checkbox recovery-key-dialog__confirm">
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />I have saved my recovery key
      </label>
    </Modal>
  );
}
