import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { AuthResponse } from '../../lambdas/contracts/user';
import { keys } from '../../lambdas/shared/db/keys';
import type { ChatSessionRecord, MoodLogRecord } from '../../lambdas/shared/db/records';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api-client';
import { startTestStack, stopTestStack, type TestStack } from '../support/test-stack';
import { jsonCaller } from './http-client';
import { summarize, type Row } from './stats';

/**
 * The analytics routes for a user with a year of data (365 mood logs, 300 journal entries,
 * 200 chat sessions) written straight to DynamoDB Local, through the local API: sequential
 * requests after a warm-up, then a few concurrent clients. Target: dashboard p95 < 150 ms.
 */
const DAY = 86_400_000;
const MINUTE = 60_000;
// A zone with DST changes inside the year, and not UTC, so local-day work is measured.
const TZ = 'America/New_York';

/** A small deterministic generator: the same year of data on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function yearOfData(userId: string, now: number) {
  const rand = random(20240615);
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const dayStart = (daysAgo: number) => Math.floor((now - daysAgo * DAY) / DAY) * DAY;
  const items: Record<string, unknown>[] = [];

  for (let d = 0; d < 365; d++) {
    const at = new Date(dayStart(d) + between(11, 23) * 60 * MINUTE + between(0, 59) * MINUTE);
    if (at.getTime() > now) at.setTime(now - between(1, 120) * MINUTE);
    const id = ulid(at.getTime());
    const log: MoodLogRecord = {
      ...keys.moodLog(userId, id),
      entity: 'mood',
      id,
      mood: between(1, 5),
      energy: between(1, 10),
      stress: between(1, 10),
      timestamp: at.toISOString(),
      clientEncrypted: false,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
    items.push({ ...log });
  }

  // 300 entries: every one of the last 25 days (a streak to walk), then 275 spread over the
  // rest of the year, some days with two.
  const entryDays = [...Array.from({ length: 25 }, (_, i) => i)];
  while (entryDays.length < 300) entryDays.push(between(26, 364));
  for (const [i, d] of entryDays.entries()) {
    // The streak's entries between 14:00 and 20:59 UTC: the same calendar day in New York.
    const hour = i < 25 ? between(14, 20) : between(0, 23);
    const at = Math.min(now - MINUTE, dayStart(d) + hour * 60 * MINUTE + between(0, 59) * MINUTE);
    const id = ulid(at);
    const createdAt = new Date(at).toISOString();
    items.push({ ...keys.journalEntry(userId, id), entity: 'journal', id, content: 'bench entry', mood: between(1, 5), tags: [], clientEncrypted: false, createdAt, updatedAt: createdAt });
  }

  // 200 sessions of 3 to 55 minutes, about one day in two, some starting late in the evening.
  for (let n = 0; n < 200; n++) {
    const d = Math.floor((n * 365) / 200);
    const start = Math.min(now - 90 * MINUTE, dayStart(d) + between(0, 23) * 60 * MINUTE + between(0, 59) * MINUTE);
    const end = start + between(3, 55) * MINUTE + between(0, 59) * 1000;
    const id = ulid(start);
    const session: ChatSessionRecord = {
      ...keys.chatSession(userId, id),
      entity: 'chat',
      id,
      persona: 'sage',
      startedAt: new Date(start).toISOString(),
      lastMessageAt: new Date(end).toISOString(),
      messageCount: between(2, 30),
    };
    items.push({ ...session });
  }
  return { items, counts: { totalMoodLogs: 365, totalJournalEntries: entryDays.length, totalChatSessions: 200 } };
}

async function seed(stack: TestStack, userId: string): Promise<void> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: stack.info.region,
      endpoint: stack.info.dynamodbEndpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const table = stack.info.tableName;
  const { items, counts } = yearOfData(userId, Date.now());
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  const writeBatch = async (batch: Record<string, unknown>[]) => {
    let requests = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 10) throw new Error('BatchWrite left items unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * attempt));
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  };
  // A few writers at a time: fast, without flooding the emulator.
  for (let i = 0; i < batches.length; i += 4) await Promise.all(batches.slice(i, i + 4).map(writeBatch));
  await db.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.user(userId),
      UpdateExpression: 'ADD #s.totalMoodLogs :m, #s.totalJournalEntries :j, #s.totalChatSessions :c',
      ExpressionAttributeNames: { '#s': 'stats' },
      ExpressionAttributeValues: { ':m': counts.totalMoodLogs, ':j': counts.totalJournalEntries, ':c': counts.totalChatSessions },
    }),
  );
  db.destroy();
}

export async function dashboardLatency(options = { warmup: 100, sequential: 300, clients: 4, perClient: 75, others: 100 }): Promise<Row[]> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stack = await startTestStack({ name: 'bench-analytics', web: false, env: { POWERTOOLS_LOG_LEVEL: 'WARN' } });
  try {
    const call = jsonCaller(stack.info.apiUrl);
    const email = uniqueEmail('bench-analytics');
    const registered = await call('POST', '/auth/register', { email, password: GOOD_PASSWORD, firstName: 'Bench', lastName: 'Analytics' });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
    const { token, user } = registered.body as AuthResponse;
    await seed(stack, user.id);

    const tz = `tz=${encodeURIComponent(TZ)}`;
    const failures: string[] = [];
    const timed = async (path: string, samples?: number[]) => {
      const start = performance.now();
      const res = await call('GET', path, undefined, token);
      const ms = performance.now() - start;
      if (res.status !== 200) failures.push(`${path}: ${res.status}`);
      samples?.push(ms);
      return res.body;
    };
    const sequential = async (path: string, count: number, samples?: number[]) => {
      for (let i = 0; i < count; i++) await timed(path, samples);
    };

    // The figures must be those of a full year, or the timings mean nothing.
    const dashboardPath = `/analytics/dashboard?${tz}`;
    const first = (await timed(dashboardPath)) as { mood_trend: unknown[]; journal_streak: number; stats: { total_mood_logs: number } };
    if (first.mood_trend.length !== 30 || first.journal_streak < 20 || first.stats.total_mood_logs !== 365) {
      throw new Error(`unexpected dashboard: ${JSON.stringify(first).slice(0, 300)}`);
    }

    const dashboardSeq: number[] = [];
    const dashboardConcurrent: number[] = [];
    const trends: number[] = [];
    const insights: number[] = [];
    await sequential(dashboardPath, options.warmup);
    await sequential(dashboardPath, options.sequential, dashboardSeq);
    await Promise.all(Array.from({ length: options.clients }, () => sequential(dashboardPath, options.perClient, dashboardConcurrent)));
    const trendsPath = `/analytics/mood-trends?period=1y&${tz}`;
    const insightsPath = `/analytics/activity-insights?${tz}`;
    await sequential(trendsPath, 20);
    await sequential(trendsPath, options.others, trends);
    await sequential(insightsPath, 20);
    await sequential(insightsPath, options.others, insights);
    if (failures.length > 0) throw new Error(`${failures.length} requests failed: ${failures.slice(0, 5).join(', ')}`);

    return [
      summarize(`GET /analytics/dashboard (sequential, ${TZ})`, dashboardSeq),
      summarize(`GET /analytics/dashboard (${options.clients} concurrent clients)`, dashboardConcurrent),
      summarize('GET /analytics/mood-trends?period=1y (sequential)', trends),
      summarize('GET /analytics/activity-insights (sequential)', insights),
    ];
  } finally {
    await stopTestStack(stack);
  }
}
