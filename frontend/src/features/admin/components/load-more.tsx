import { Button } from '../../../components/button';
import type { CursorList } from '../use-admin-data';

/** 'Load more' under a cursor list, with the failure of the last attempt. */
export function LoadMore({ list }: { list: Pick<CursorList<unknown>, 'hasMore' | 'loadingMore' | 'moreError' | 'loadMore'> }) {
  if (!list.hasMore) return null;
  return (
    <div className="admin-load-more">
      {list.moreError && (
        <p className="form-error" role="alert">
          {list.moreError}
        </p>
      )}
      <Button variant="secondary" busy={list.loadingMore} onClick={() => void list.loadMore()}>
        Load more
      </Button>
    </div>
  );
}
