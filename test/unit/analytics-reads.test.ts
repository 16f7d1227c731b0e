import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { decodeTime, encodeTime, ulid } from 'ulid';
import type { RequestContext } from '../../lambdas/shared/http';
import { MOCKED_AWS_ENVIRONMENT } from './helpers/lambda-environment';

const dynamo = mockClient(DynamoDBDocumentClient);
const USER = 'a1b2c3d4-0000-4000-8000-00000000000a';
const PK = `USER#${USER}`;
const NOW = Date.parse('2024-06-15T12:00:00Z');

type Handler = typeof import('../../lambdas/analytics/handler');
let analytics: Handler;

function ctx<Id extends 'analytics.dashboard' | 'analytics.moodTrends' | 'analytics.activityInsights'>(query: Record<string, string>) {
  return {
    query,
    auth: { userId: USER, user: { stats: { totalJournalEntries: 3, totalChatSessions: 2, totalMoodLogs: 5 } } },
  } as unknown as RequestContext<Id>;
}

const inputs = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input as QueryCommandInput);
const bound = (input: QueryCommandInput, which: ':lower' | ':upper') => input.ExpressionAttributeValues?.[which] as string;
const timeOf = (key: string) => decodeTime(key.slice(key.indexOf('#') + 1));

beforeAll(async () => {
  Object.assign(process.env, { ...MOCKED_AWS_ENVIRONMENT, POWERTOOLS_LOG_LEVEL: 'ERROR' });
  analytics = await import('../../lambdas/analytics/handler');
});

beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

describe('analytics reads', () => {
  it("queries only the caller's partition, by sort-key ranges, for the attributes it needs", async () => {
    await analytics.getDashboard(ctx({ tz: 'Asia/Kolkata' }), NOW);
    await analytics.getMoodTrends(ctx({ tz: 'Asia/Kolkata', period: '1y' }), NOW);
    await analytics.getActivityInsights(ctx({ tz: 'Asia/Kolkata' }), NOW);
    const all = inputs();
    expect(all).toHaveLength(3 + 1 + 3);
    for (const input of all) {
      expect(input.KeyConditionExpression).toBe('PK = :pk AND SK BETWEEN :lower AND :upper');
      expect(input.ExpressionAttributeValues?.[':pk']).toBe(PK);
      expect(input.ProjectionExpression).toEqual(expect.any(String));
      expect(input.IndexName).toBeUndefined();
    }
  });

  it('bounds the dashboard reads by local days in the caller zone', async () => {
    await analytics.getDashboard(ctx({ tz: 'Asia/Kolkata' }), NOW);
    const [recent, chats, journal] = inputs() as [QueryCommandInput, QueryCommandInput, QueryCommandInput];
    // Today in Kolkata is 15 June; it ends at 16 June 00:00 IST = 15 June 18:30Z.
    const endOfToday = Date.parse('2024-06-15T18:30:00Z') - 1;
    expect(recent).toMatchObject({ ScanIndexForward: false, Limit: 30, ProjectionExpression: 'SK, mood, #ts' });
    expect(bound(recent, ':lower')).toBe('MOOD#');
    expect(bound(recent, ':upper')).toBe(`MOOD#${encodeTime(endOfToday, 10)}${'Z'.repeat(16)}`);
    // 30 days from 17 May 00:00 IST (16 May 18:30Z), read from a day earlier.
    expect(chats.ProjectionExpression).toBe('SK, startedAt, lastMessageAt');
    expect(timeOf(bound(chats, ':lower'))).toBe(Date.parse('2024-05-15T18:30:00Z'));
    expect(bound(chats, ':lower').startsWith('CHAT#')).toBe(true);
    // The streak reads keys only, newest first, a small page first.
    expect(journal).toMatchObject({ ProjectionExpression: 'SK', ScanIndexForward: false, Limit: 40 });
    expect(bound(journal, ':lower')).toBe('JOURNAL#');
  });

  it('walks the journal back only until the run of days ends', async () => {
    const key = (iso: string) => ({ PK, SK: `JOURNAL#${ulid(Date.parse(iso))}` });
    // Page 1: 15 and 14 June, more to read. Page 2: 13 June, then a gap (11 June).
    dynamo
      .on(QueryCommand, { ProjectionExpression: 'SK', ScanIndexForward: false })
      .resolvesOnce({ Items: [key('2024-06-15T10:00:00Z'), key('2024-06-14T10:00:00Z')], LastEvaluatedKey: key('2024-06-14T10:00:00Z') })
      .resolvesOnce({ Items: [key('2024-06-13T10:00:00Z'), key('2024-06-11T10:00:00Z')], LastEvaluatedKey: key('2024-06-11T10:00:00Z') })
      .resolves({ Items: [key('2024-06-10T10:00:00Z')] });
    const out = await analytics.getDashboard(ctx({ tz: 'UTC' }), NOW);
    expect(out.journal_streak).toBe(3);
    const journalReads = inputs().filter((i) => bound(i, ':lower') === 'JOURNAL#');
    expect(journalReads.map((i) => i.Limit)).toEqual([40, 200]);
    expect(out.total_sessions).toBe(2);
    expect(out.stats).toMatchObject({ total_journal_entries: 3, total_chat_sessions: 2, total_mood_logs: 5 });
  });

  it('reads mood logs past the last 30 only while they are within the two weeks', async () => {
    const log = (iso: string, m: number) => ({ PK, SK: `MOOD#${ulid(Date.parse(iso))}`, mood: m, timestamp: iso });
    // 30 logs on 14 and 15 June (mood 5), all within the two weeks (from 2 June): read on.
    // The next page reaches 1 June (mood 1), before them: stop there.
    const recent = Array.from({ length: 30 }, (_, i) => log(new Date(Date.parse('2024-06-15T11:00:00Z') - i * 3_600_000).toISOString(), 5));
    const older = [log('2024-06-02T08:00:00.000Z', 3), log('2024-06-01T08:00:00.000Z', 1)];
    dynamo
      .on(QueryCommand, { ProjectionExpression: 'SK, mood, #ts' })
      .resolvesOnce({ Items: recent, LastEvaluatedKey: { PK, SK: recent[29]!.SK } })
      .resolvesOnce({ Items: older, LastEvaluatedKey: { PK, SK: older[1]!.SK } })
      .resolves({ Items: [log('2024-05-31T08:00:00.000Z', 1)] });
    const out = await analytics.getDashboard(ctx({ tz: 'UTC' }), NOW);
    const moodReads = inputs().filter((i) => i.ProjectionExpression === 'SK, mood, #ts');
    expect(moodReads.map((i) => i.Limit)).toEqual([30, 100]);
    // The trend keeps the newest 30; the weeks see all 31 logs from 2 June: 30 fives this
    // week against one 3 the week before: (5 − 3) / 3 = 66.7%.
    expect(out.mood_trend).toHaveLength(30);
    expect(out.stats.mood_average).toBe(5);
    expect(out.stats.check_ins).toBe(30);
    expect(out.mood_trend_percentage).toBe(66.7);
  });

  it('reads every page of a range', async () => {
    const log = (iso: string, m: number) => ({ PK, SK: `MOOD#${ulid(Date.parse(iso))}`, mood: m, energy: 5, stress: 3, timestamp: iso });
    const first = log('2024-06-14T10:00:00.000Z', 2);
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [first], LastEvaluatedKey: { PK, SK: first.SK } })
      .resolvesOnce({ Items: [log('2024-06-15T10:00:00.000Z', 4)] });
    const out = await analytics.getMoodTrends(ctx({ tz: 'UTC', period: '7d' }), NOW);
    expect(out.days.map((d) => [d.date, d.average])).toEqual([
      ['2024-06-14', 2],
      ['2024-06-15', 4],
    ]);
    expect(inputs()[1]?.ExclusiveStartKey).toEqual({ PK, SK: first.SK });
  });
});
