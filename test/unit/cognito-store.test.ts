import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CoalescingJsonFile, SafeDataStore } from '../../lib/local/cognito-store';

describe("the local user pool's file store", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cognito-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every change of many concurrent saves and leaves a whole file', async () => {
    const file = path.join(dir, 'pool.json');
    const store = new SafeDataStore(CoalescingJsonFile.open(file, { Users: {} }));
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store.set({}, ['Users', `u${i}`], { Username: `u${i}`, Password: 'x'.repeat(i % 7), UserCreateDate: new Date(1_700_000_000_000 + i) }),
      ),
    );
    await store.delete({}, ['Users', 'u3']);
    const reopened = new SafeDataStore(CoalescingJsonFile.open(file, {}));
    const users = (await reopened.get({}, 'Users')) as Record<string, { UserCreateDate: Date }>;
    expect(Object.keys(users)).toHaveLength(199);
    expect(users.u3).toBeUndefined();
    expect(users.u199?.UserCreateDate).toEqual(new Date(1_700_000_000_199));
    expect(fs.readdirSync(dir)).toEqual(['pool.json']);
  });

  it('answers a change only after a write that holds it is on disk', async () => {
    const file = path.join(dir, 'pool.json');
    const store = new SafeDataStore(CoalescingJsonFile.open(file, {}));
    await store.set({}, ['Options', 'Id'], 'local_1');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ Options: { Id: 'local_1' } });
    expect(await store.get({}, ['Options', 'Missing'], 'fallback')).toBe('fallback');
    expect(await store.get({}, ['Nothing', 'Deeper'])).toBeNull();
  });
});
