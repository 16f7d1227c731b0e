import type { CursorList } from '../lib/use-cursor-list';
import { Button } from './button';
import { FormAlert } from './form-alert';

/** 'Load more' under a cursor list, with the failure of the last attempt. */
export function LoadMore({ list, className }: { list: Pick<CursorList<unknown>, 'hasMore' | 'loadingMore' | 'moreError' | 'loadMore'>; className: string }) {
  if (!list.hasMore) return null;
  return (
    <div className={className}>
      <FormAlert message={list.moreError} />
      <Button variant="secondary" busy={list.loadingMore} onClick={() => void list.loadMore()}>
        Load more
      </Button>
    </div>
  );
}
