/** One page of a cursor-paged list: the ids it holds and the cursor of the next page. */
export interface CursorPage {
  ids: string[];
  nextCursor: string | null;
}

/**
 * Reads a cursor-paged list from its first page to its last. `readPage` gets the query text
 * that asks for the page: '' for the first, `&cursor=<cursor>` after it. Returns every id in
 * the order read, and how many pages there were.
 */
export async function walkCursor(readPage: (cursorParam: string) => Promise<CursorPage>): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: CursorPage = await readPage(cursor ? `&cursor=${cursor}` : '');
    ids.push(...page.ids);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}
