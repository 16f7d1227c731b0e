import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import type { CursorList } from '../../../lib/use-cursor-list';

/** 'Load more' under a cursor list, with the failure of the last attempt. */
export function LoadMore({ list }: { list: Pick<CursorList<unknown>, 'hasMore' | 'loadingMore' | 'moreError' | 'loadMore'> }) {
  if (!list.hasMore) return null;
  return (
    <div className="admin-load-more">
      <FormAlert message={list.moreError} />
      <Button variant="secondary" busy={list.loadingMore} onClick={() => void list.loadMore()}>
        Load more
      </Button>
    </div>
  );
}
