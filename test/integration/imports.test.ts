import { createHmac } from 'node:crypto';
import { decodeTime } from 'ulid';
import type { ChatSessionWithMessages } from '../../lambdas/contracts/chat';
import type { CheckInListResponse } from '../../lambdas/contracts/check-ins';
import type { ImportItem, ImportItemsResponse } from '../../lambdas/contracts/imports';
import type { JournalListResponse } from '../../lambdas/contracts/journal';
import type { MoodLogListResponse } from '../../lambdas/contracts/mental-health';
import { keys } from '../../lambdas/shared/db/keys';
import { decryptField, encryptField, newDataKey, partitionItems } from './helpers/journal';
import { api, getItem, registerUser } from './helpers/stack';
import { canary, createMood, sampleField, statsOf } from './helpers/wellness';

const PATH = '/imports/items';
const importKey = (row: string) => createHmac('sha256', 'device-import-key').update(row).digest('hex');
const send = (token: string, items: unknown[]) => api<ImportItemsResponse>('POST', PATH, { token, body: { items } });

/** A Daylio-like day: a mood and an encrypted note, each with its own key. */
async function dayItems(key: Awaited<ReturnType<typeof newDataKey>>, day: number, note: string): Promise<ImportItem[]> {
  const timestamp = `2023-05-${String(day).padStart(2, '0')}T18:05:00.000Z`;
  return [
    { type: 'mood', importKey: importKey(`mood\n${day}`), timestamp, data: { mood: 4, triggers: await encryptField('["work","family"]', key) } },
    {
      type: 'journal',
      importKey: importKey(`journal\n${day}`),
      timestamp,
      data: { title: await encryptField(`Day ${day}`, key), content: await encryptField(note, key), mood: 4, tags: ['work', 'family'] },
    },
  ];
}

describe('imports: items keep their dates; a second import creates nothing', () => {
  it('creates each item once under an id from its time and key, counts it, and skips it the second time', async () => {
    const u = await registerUser();
    const dataKey = await newDataKey();
    const marker = canary('import');
    const items = [...(await dayItems(dataKey, 3, `Notes, "quoted" — ${marker} 🌱`)), ...(await dayItems(dataKey, 4, 'second'))];
    const first = await send(u.token, items);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 4, skipped: 0 });
    expect(first.body.results.map((r) => r.status)).toEqual(['created', 'created', 'created', 'created']);
    for (const [i, r] of first.body.results.entries()) expect(decodeTime(r.id)).toBe(Date.parse(items[i]!.timestamp));

    const again = await send(u.token, items);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, skipped: 4 });
    expect(again.body.results.map((r) => [r.id, r.status, r.reason])).toEqual(first.body.results.map((r) => [r.id, 'skipped', 'already imported']));

    const stats = await statsOf(u.token);
    expect(stats.totalMoodLogs).toBe(2);
    expect(stats.totalJournalEntries).toBe(2);
    const moods = (await api<MoodLogListResponse>('GET', '/mental-health/mood-logs', { token: u.token })).body.moods;
    expect(moods.map((m) => m.timestamp)).toEqual(['2023-05-04T18:05:00.000Z', '2023-05-03T18:05:00.000Z']);
    expect(moods[0]).toMatchObject({ mood: 4, clientEncrypted: true });
    const entries = (await api<JournalListResponse>('GET', '/journal/entries', { token: u.token })).body;
    expect(entries.total).toBe(2);
    expect(entries.entries.map((e) => e.created_at)).toEqual(['2023-05-04T18:05:00.000Z', '2023-05-03T18:05:00.000Z']);
    const older = entries.entries[1]!;
    expect(older.tags).toEqual(['work', 'family']);
    expect(await decryptField(older.content as never, dataKey)).toBe(`Notes, "quoted" — ${marker} 🌱`);
    expect(JSON.stringify(await partitionItems(u.id))).not.toContain(marker);
  });

  it('imports check-ins and coaching sessions with their messages, once', async () => {
    const u = await registerUser();
    const session: ImportItem = {
      type: 'chatSession',
      importKey: importKey('session 1'),
      timestamp: '2024-01-10T09:00:00Z',
      data: {
        persona: 'harmony',
        messages: [
          { sender: 'user', message: sampleField(), timestamp: '2024-01-10T09:00:05Z' },
          { sender: 'ai', message: sampleField(), timestamp: '2024-01-10T09:00:09Z' },
        ],
      },
    };
    const checkIn: ImportItem = {
      type: 'checkIn',
      importKey: importKey('check-in 1'),
      timestamp: '2024-01-11T07:30:00Z',
      data: { kind: 'gad7', answers: sampleField() },
    };
    const first = await send(u.token, [session, checkIn]);
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(2);
    expect((await send(u.token, [session, checkIn])).body).toMatchObject({ created: 0, skipped: 2 });

    const sessionId = first.body.results[0]!.id;
    const got = await api<ChatSessionWithMessages>('GET', `/chat/sessions/${sessionId}`, { token: u.token });
    expect(got.body).toMatchObject({ persona: 'harmony', startedAt: '2024-01-10T09:00:00.000Z', lastMessageAt: '2024-01-10T09:00:09.000Z', messageCount: 2 });
    expect(got.body.messages.map((m) => [m.sender, m.createdAt, m.clientEncrypted])).toEqual([
      ['user', '2024-01-10T09:00:05.000Z', true],
      ['ai', '2024-01-10T09:00:09.000Z', true],
    ]);
    expect((await statsOf(u.token)).totalChatSessions).toBe(1);
    const checkIns = (await api<CheckInListResponse>('GET', '/mental-health/check-ins', { token: u.token })).body.checkIns;
    expect(checkIns).toEqual([{ id: first.body.results[1]!.id, kind: 'gad7', answers: sampleField(), created_at: '2024-01-11T07:30:00.000Z' }]);
  });

  it("leaves another user's data alone: the same rows imported by someone else are theirs", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const own = await createMood(b.token, { mood: 2, timestamp: '2023-05-03T18:05:00Z' });
    const items = await dayItems(await newDataKey(), 3, 'same row');
    expect((await send(a.token, items)).body.created).toBe(2);
    const res = await send(b.token, items);
    expect(res.body).toMatchObject({ created: 2, skipped: 0 });
    const bMoods = (await api<MoodLogListResponse>('GET', '/mental-health/mood-logs', { token: b.token })).body.moods;
    expect(bMoods.map((m) => m.id).sort()).toEqual([own.id, res.body.results[0]!.id].sort());
    expect((await statsOf(a.token)).totalMoodLogs).toBe(1);
    expect((await statsOf(b.token)).totalMoodLogs).toBe(2);
  });

  it('refuses bad input with 400 and writes nothing, not even the valid items before it', async () => {
    const u = await registerUser();
    const good = (await dayItems(await newDataKey(), 5, 'kept out'))[0]!;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const cases: [unknown[], RegExp][] = [
      [[good, { type: 'checkIn', importKey: importKey('c'), timestamp: good.timestamp, data: { kind: 'phq9', answers: '{"total":11}' } }], /answers/],
      [[good, { ...good, importKey: importKey('x'), timestamp: 'yesterday' }], /timestamp/],
      [[good, { ...good, importKey: importKey('y'), timestamp: future }], /future/],
      [[good, { ...good, importKey: importKey('z'), timestamp: '1969-12-31T00:00:00Z' }], /1970/],
      [[{ ...good, importKey: 'not-a-key' }], /importKey/],
      [[{ ...good, type: 'therapist' }], /type/],
      [[{ ...good, data: { mood: 9 } }], /mood/],
      [[], /empty/],
    ];
    for (const [items, message] of cases) {
      const res = await send(u.token, items);
      expect(res.status).toBe(400);
      expect((res.body as unknown as { message: string }).message).toMatch(message);
    }
    expect((await statsOf(u.token)).totalMoodLogs ?? 0).toBe(0);
    expect((await partitionItems(u.id)).filter((i) => String(i.SK).startsWith('MOOD#'))).toEqual([]);
  });

  it('refuses more than 25 items (400) and a body over the limit (413)', async () => {
    const u = await registerUser();
    const item = (n: number) => ({ type: 'mood', importKey: importKey(`many ${n}`), timestamp: '2022-01-01T00:00:00Z', data: { mood: 3 } });
    const many = await send(u.token, Array.from({ length: 26 }, (_, n) => item(n)));
    expect(many.status).toBe(400);
    expect((many.body as unknown as { message: string }).message).toMatch(/at most 25/);
    const huge = { ...item(0), data: { mood: 3, notes: 'x'.repeat(5000) } };
    const big = await send(u.token, Array.from({ length: 25 }, () => ({ ...huge, padding: 'p'.repeat(220_000) })));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: expect.any(String) });
    expect((await send(u.token, [item(1)])).status).toBe(200);
  });

  it('needs a signed-in user, and imported items go with the account', async () => {
    expect((await api('POST', PATH, { body: { items: [] } })).status).toBe(401);
    const u = await registerUser();
    const items = await dayItems(await newDataKey(), 6, 'to be deleted');
    const res = await send(u.token, items);
    expect(res.body.created).toBe(2);
    expect((await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } })).status).toBe(200);
    expect(await getItem(keys.moodLog(u.id, res.body.results[0]!.id))).toBeUndefined();
    expect(await partitionItems(u.id)).toEqual([]);
  });
});
