import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusElement, focusPageHeading } from '../lib/focus-target';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Keeps Tab and Shift+Tab inside `container`, wrapping from the last focusable element to the
 * first and back: the trap of every modal here and of the phone menu.
 */
export function trapTab(container: HTMLElement, event: Pick<KeyboardEvent<HTMLElement>, 'key' | 'shiftKey' | 'preventDefault'>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape and the backdrop call this; without it the dialog can only be left through its own buttons. */
  onClose?: () => void;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** alertdialog for confirmations that interrupt; dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** What gets focus on open; else the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  /** An id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /**
   * Where focus goes on close when the element that opened the dialog is gone (a deleted
   * item's button): read at that moment. Without it, or when it gives nothing, the page's h1.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog rendered into <body>: focus moves in and is kept in, Escape closes, and the
 * rest of the page is inert until it closes, then focus returns to the element that opened it,
 * or, when that is gone, to `returnFocus` or the page's h1, never to the page body. Dialogs can
 * stack (a confirmation over a form): each one only makes inert what was not inert already.
 */
export function Modal({ title, children, onClose, footer, role = 'dialog', size = 'medium', initialFocus, className, describedBy, returnFocus }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The portal target exists from the first render so the dialog mounts in place.
  const [container] = useState(() => {
    const element = document.createElement('div');
    element.className = 'modal-root';
    return element;
  });
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocus);

  useEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocus;
  }, [onClose, returnFocus]);

  useEffect(() => {
    document.body.appendChild(container);
    const active = document.activeElement;
    // Nothing focused (the page body): there is nothing to return to.
    const previouslyFocused = active instanceof HTMLElement && active !== document.body ? active : null;
    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === container || sibling.hasAttribute('inert') || sibling.hasAttribute('data-above-modals') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    document.body.classList.add('has-modal');

    const dialog = dialogRef.current;
    const target = initialFocus?.current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    target?.focus();

    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      container.remove();
      if (!document.querySelector('.modal-root')) document.body.classList.remove('has-modal');
      // The opener, if it is still there and can take focus; else the given place; else the h1.
      if (previouslyFocused?.isConnected) {
        previouslyFocused.focus();
        if (document.activeElement === previouslyFocused) return;
      }
      if (focusElement(returnFocusRef.current?.())) return;
      focusPageHeading();
    };
    // Focus moves once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React bubbles events from a dialog opened inside this one (another portal): not ours.
    if (!dialogRef.current?.contains(event.target as Node)) return;
    if (event.key === 'Escape' && onCloseRef.current) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (dialogRef.current) trapTab(dialogRef.current, event);
  };

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onCloseRef.current?.()}>
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['modal', `modal--${size}`, className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {onClose && (
            <button type="button" className="modal__close" aria-label="Close dialog" onClick={onClose}>
              <X aria-hidden="true" size={20} />
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="button-row button-row--end modal__footer">{footer}</div>}
      </div>
    </div>,
    container,
  );
}
