import type { Key } from '../../../lambdas/shared/db/keys';
import { api, getItem } from './stack';

/**
 * Sends each change to `path` as its own PUT, all at once, and checks that no update is lost:
 * each is saved or answered 409 with `conflict`, at least one is saved, and the stored item
 * (at `key`) holds every saved change. Returns the answers, in the order of the changes.
 */
export async function expectNoLostUpdate<T>(token: string, path: string, key: Key, changes: Record<string, unknown>[], conflict: string) {
  const results = await Promise.all(changes.map((body) => api<T>('PUT', path, { token, body })));
  for (const r of results) expect([200, 409]).toContain(r.status);
  for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ message: conflict });
  expect(results.some((r) => r.status === 200)).toBe(true);
  const stored = await getItem(key);
  changes.forEach((change, i) => {
    if (results[i]!.status === 200) expect(stored).toMatchObject(change);
  });
  return results;
}
