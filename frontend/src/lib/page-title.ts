import { createElement, useEffect, type ReactElement, type ReactNode } from 'react';

export const PRODUCT_NAME = 'Solace';

/** What a browser tab (and a screen reader, on arrival) reads for a page: "Journal · Solace". */
export function documentTitle(page: string): string {
  return `${page} · ${PRODUCT_NAME}`;
}

/** Names the document after the page on show. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

/**
 * A route's page under its name, so a route table declares both in one place:
 * `<Route path="journal" element={titled('Journal', <JournalPage />)} />`.
 */
export function titled(title: string, page: ReactElement): ReactElement {
  return createElement(Titled, { title, children: page });
}
