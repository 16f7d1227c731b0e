import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const DIALOG = '[aria-modal="true"]';

function mainLandmark(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main');
}

/** The page's main heading: the h1 of the main landmark (else of the page), never one in a dialog. */
function mainHeading(): HTMLElement | null {
  const main = mainLandmark();
  const headings = Array.from((main ?? document).querySelectorAll<HTMLElement>('h1'));
  return headings.find((heading) => !heading.closest(DIALOG)) ?? null;
}

/**
 * Whether the new page put focus somewhere itself (a field it leads to, a dialog it opened):
 * then it stays there. Focus on the body, on the landmark, or still on what was pressed
 * outside the page (a sidebar link, the banner) is moved.
 */
function pageTookFocus(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  if (active.closest(DIALOG)) return true;
  const main = mainLandmark();
  return main !== null && active !== main && main.contains(active);
}

/** Focus without the jump of a focus ring: headings and landmarks take it only from here (tabindex -1). */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Moves focus to the new page's main heading; while the page is still loading, to the main
 * landmark, and then to the heading once it appears (unless the person or the page has moved
 * focus meanwhile). Returns what stops the wait.
 */
export function focusPageHeading(): () => void {
  if (pageTookFocus()) return () => undefined;
  const heading = mainHeading();
  if (heading) {
    focusQuietly(heading);
    return () => undefined;
  }
  const main = mainLandmark();
  if (main) focusQuietly(main);

  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active !== document.body && active !== mainLandmark()) {
      observer.disconnect();
      return;
    }
    const found = mainHeading();
    if (!found) return;
    observer.disconnect();
    focusQuietly(found);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

interface Seen {
  pathname: string;
  signedIn: boolean;
  /** Still arriving: redirects that replace the first address belong to the first load. */
  arriving: boolean;
}

/**
 * On every change of page after the first load (another path, or signing in or out in place),
 * focus goes to the new page's main heading, so a screen reader reads where the person now is
 * (React Router's accessible routing pattern). The first load leaves focus alone: the skip link
 * stays the first stop.
 */
export function useRouteFocus(ready: boolean, signedIn: boolean): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const seen = useRef<Seen | null>(null);
  // The wait for a heading outlives re-renders on the same page (a query replaced): only the
  // next change of page, or leaving the app, ends it.
  const stopWaiting = useRef<(() => void) | null>(null);

  useEffect(() => () => stopWaiting.current?.(), []);

  useEffect(() => {
    if (!ready) return;
    const previous = seen.current;
    if (!previous) {
      seen.current = { pathname, signedIn, arriving: true };
      return;
    }
    if (previous.pathname === pathname && previous.signedIn === signedIn) return;
    const redirectOnArrival = previous.arriving && navigationType === 'REPLACE' && previous.signedIn === signedIn;
    seen.current = { pathname, signedIn, arriving: redirectOnArrival };
    if (redirectOnArrival) return;
    stopWaiting.current?.();
    stopWaiting.current = focusPageHeading();
  }, [ready, pathname, signedIn, navigationType]);
}
