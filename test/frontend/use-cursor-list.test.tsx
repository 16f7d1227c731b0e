import { act, renderHook, waitFor } from '@testing-library/react';
import { useCursorList, type CursorPage } from '../../frontend/src/lib/use-cursor-list';

interface Item {
  id: string;
}

const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));

/** A page source whose answers the test gives one by one. */
function pages() {
  const waiting: { cursor: string | undefined; key: string; resolve: (page: CursorPage<Item>) => void; reject: (e: unknown) => void }[] = [];
  return {
    waiting,
    loadPage: (key: string) => (cursor: string | undefined) =>
      new Promise<CursorPage<Item>>((resolve, reject) => waiting.push({ cursor, key, resolve, reject })),
    answer: async (index: number, page: CursorPage<Item>) => {
      await act(async () => waiting[index]!.resolve(page));
    },
    fail: async (index: number) => {
      await act(async () => waiting[index]!.reject(new Error('offline')));
    },
  };
}

describe('useCursorList', () => {
  it('reads the first page, then the next with its cursor, without an item twice', async () => {
    const source = pages();
    const { result } = renderHook(() => useCursorList<Item>({ loadPage: source.loadPage('a'), failure: 'Failed' }));
    expect(result.current.loading).toBe(true);
    await source.answer(0, { items: items('1', '2'), nextCursor: 'c1', total: 3 });
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2']);
    expect(result.current.total).toBe(3);

    void act(() => void result.current.loadMore());
    await waitFor(() => expect(source.waiting).toHaveLength(2));
    expect(source.waiting[1]!.cursor).toBe('c1');
    await source.answer(1, { items: items('2', '3'), nextCursor: null });
    expect(result.current.items.map((i) => i.id)).toEqual(['1', '2', '3']);
    expect(result.current.hasMore).toBe(false);
  });

  it('a later page that fails keeps what was read and says so apart from the first page', async () => {
    const source = pages();
    const { result } = renderHook(() =>
      useCursorList<Item>({ loadPage: source.loadPage('a'), failure: (_caught, more) => (more ? 'More failed' : 'First failed') }),
    );
    await source.answer(0, { items: items('1'), nextCursor: 'c1' });
    void act(() => void result.current.loadMore());
    await waitFor(() => expect(source.waiting).toHaveLength(2));
    await source.fail(1);
    expect(result.current.items.map((i) => i.id)).toEqual(['1']);
    expect(result.current.error).toBeNull();
    expect(result.current.moreError).toBe('More failed');
  });

  it('a new key reads its own first page and drops an answer for the old one', async () => {
    const source = pages();
    const { result, rerender } = renderHook(({ key }) => useCursorList<Item>({ key, loadPage: source.loadPage(key), failure: 'Failed' }), {
      initialProps: { key: 'unused' },
    });
    rerender({ key: 'revoked' });
    await waitFor(() => expect(source.waiting.some((w) => w.key === 'revoked')).toBe(true));
    const revoked = source.waiting.findIndex((w) => w.key === 'revoked');
    await source.answer(revoked, { items: items('r1'), nextCursor: null });
    await source.answer(0, { items: items('u1'), nextCursor: null });
    expect(result.current.items.map((i) => i.id)).toEqual(['r1']);
  });

  it('a failed first page can be read again', async () => {
    const source = pages();
    const { result } = renderHook(() => useCursorList<Item>({ loadPage: source.loadPage('a'), failure: 'Failed' }));
    await source.fail(0);
    expect(result.current.error).toBe('Failed');
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(source.waiting).toHaveLength(2));
    await source.answer(1, { items: items('1'), nextCursor: null });
    expect(result.current.error).toBeNull();
    expect(result.current.items.map((i) => i.id)).toEqual(['1']);
  });
});
