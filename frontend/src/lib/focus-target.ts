import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, [contenteditable="true"]';

/**
 * Moves focus to `element`, which need not be a control: a heading, a card or a section gets
 * tabindex=-1 first, so it takes focus from a script but never joins the Tab order.
 * Answers whether the element has the focus now (a hidden or disabled one cannot take it).
 */
export function focusElement(element: HTMLElement | null | undefined, options?: FocusOptions): boolean {
  if (!element || !element.isConnected) return false;
  if (!element.hasAttribute('tabindex') && !element.matches(NATIVELY_FOCUSABLE)) element.setAttribute('tabindex', '-1');
  element.focus(options);
  return document.activeElement === element;
}

/** The screen's main heading: the h1 of <main>, else the first h1 of the document. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Focus to the screen's main heading: where focus goes when the element it was on is gone. */
export function focusPageHeading(): boolean {
  return focusElement(pageHeading());
}

/**
 * In-page links: when the address names an element (`#id`), that element is scrolled to and
 * focused (with tabindex=-1 when it is not a control), also when the same link is followed
 * again. The focus moves after the rest of the screen has settled, so a screen-wide focus on
 * navigation does not take it back.
 */
export function useHashFocus(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView?.({ block: 'start' });
      focusElement(target, { preventScroll: true });
    });
    return () => {
      cancelled = true;
    };
  }, [hash, key]);
}

/** Where the focus goes once the item `id` is removed from a list: the item after it, else the one before (null when it is not listed). */
export function neighbourOf(ids: readonly string[], id: string): string | null {
  const at = ids.indexOf(id);
  return at < 0 ? null : (ids[at + 1] ?? ids[at - 1] ?? null);
}
