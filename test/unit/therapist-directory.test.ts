import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, type BatchWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ISSUE_AREAS, SESSION_PREFERENCES, THERAPIST_TIMEZONES, type Therapist } from '../../lambdas/contracts/therapist-options';
import { directoryItems, issuesOfTherapist, seedTherapistDirectory } from '../../lib/seed/seed-therapists';
import { DIRECTORY_SIZE, directoryVersion, generateTherapistDirectory } from '../../lib/seed/therapist-directory';

const SPECIALIZATION_NAMES = new Set<string>(ISSUE_AREAS.flatMap((area) => area.specializations));

describe('the therapist directory', () => {
  const directory = generateTherapistDirectory();
  const profiles = directory.map((t) => t.therapistProfile);

  it('is the same on every call', () => {
    const again = generateTherapistDirectory();
    expect(again).toEqual(directory);
    expect(directoryVersion(again)).toBe(directoryVersion(directory));
    expect(directoryVersion(directory)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('holds 320 therapists with ids T0001 to T0320, in order', () => {
    expect(DIRECTORY_SIZE).toBe(320);
    expect(directory).toHaveLength(320);
    expect(directory.every((t) => /^T[0-9]{4}$/.test(t._id))).toBe(true);
    expect(new Set(directory.map((t) => t._id)).size).toBe(320);
    expect(directory[0]?._id).toBe('T0001');
    expect(directory[319]?._id).toBe('T0320');
  });

  it('numbers a directory of any size from T0001', () => {
    expect(generateTherapistDirectory(10).map((t) => t._id)).toEqual(directory.slice(0, 10).map((t) => t._id));
    expect(generateTherapistDirectory(0)).toEqual([]);
  });

  it('gives every issue area at least 40 therapists', () => {
    const counts = ISSUE_AREAS.map((area) => [area.id, directory.filter((t) => issuesOfTherapist(t).includes(area.id)).length] as const);
    expect(counts.filter(([, count]) => count < 40)).toEqual([]);
  });

  it('uses only the specialization names of the issue areas, 2 to 5 each, from at most 4 areas', () => {
    for (const p of profiles) {
      expect(p.specializations.filter((name) => !SPECIALIZATION_NAMES.has(name))).toEqual([]);
      expect(new Set(p.specializations).size).toBe(p.specializations.length);
      expect(p.specializations.length).toBeGreaterThanOrEqual(2);
      expect(p.specializations.length).toBeLessThanOrEqual(5);
    }
    for (const t of directory) expect(issuesOfTherapist(t).length).toBeLessThanOrEqual(4);
  });

  it('puts each therapist in the time zone of their home state', () => {
    const known: Record<string, string> = { CA: 'PST', WA: 'PST', NY: 'EST', FL: 'EST', TX: 'CST', IL: 'CST', CO: 'MST', AZ: 'MST', HI: 'HST', AK: 'AKST' };
    const checked = directory.filter((t) => t.therapistProfile.licenseStates[0]! in known);
    expect(checked.length).toBeGreaterThan(50);
    for (const t of checked) {
      expect(t.therapistProfile.availability.timezone).toBe(known[t.therapistProfile.licenseStates[0]!]);
    }
    expect(new Set(profiles.map((p) => p.availability.timezone))).toEqual(new Set(THERAPIST_TIMEZONES));
    for (const p of profiles) {
      expect(p.licenseStates.length).toBeGreaterThanOrEqual(1);
      expect(p.licenseStates.length).toBeLessThanOrEqual(3);
      expect(new Set(p.licenseStates).size).toBe(p.licenseStates.length);
      for (const state of p.licenseStates) expect(state).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('has no reviews exactly when there is no rating', () => {
    for (const p of profiles) {
      if (p.rating === null) {
        expect(p.reviewCount).toBe(0);
      } else {
        expect(p.rating).toBeGreaterThanOrEqual(3.6);
        expect(p.rating).toBeLessThanOrEqual(5);
        expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
        expect(p.reviewCount).toBeGreaterThanOrEqual(3);
        expect(p.reviewCount).toBeLessThanOrEqual(400);
      }
    }
    const unrated = profiles.filter((p) => p.rating === null).length;
    expect(unrated).toBeGreaterThan(0);
    expect(unrated / profiles.length).toBeLessThan(0.15);
  });

  it('keeps rates, experience and availability within bounds', () => {
    for (const p of profiles) {
      expect(p.sessionRate % 5).toBe(0);
      expect(p.sessionRate).toBeGreaterThanOrEqual(60);
      expect(p.sessionRate).toBeLessThanOrEqual(250);
      expect(Number.isInteger(p.yearsOfExperience)).toBe(true);
      expect(p.yearsOfExperience).toBeGreaterThanOrEqual(1);
      expect(p.yearsOfExperience).toBeLessThanOrEqual(35);
      expect(p.availability.nextAvailableInDays).toBeGreaterThanOrEqual(0);
      expect(p.availability.nextAvailableInDays).toBeLessThanOrEqual(45);
      expect(p.availability.hours).not.toBe('');
    }
  });

  it('offers at least one session type, English, some modalities and a short first-person bio', () => {
    for (const p of profiles) {
      expect(p.sessionTypes.length).toBeGreaterThan(0);
      for (const type of p.sessionTypes) expect(SESSION_PREFERENCES).toContain(type);
      expect(p.languages[0]).toBe('English');
      expect(p.modalities.length).toBeGreaterThanOrEqual(2);
      expect(p.bio).toMatch(/^[A-Z].*\.$/);
      expect(p.bio).toMatch(/\b(I|my|me)\b/);
      const sentences = p.bio.split(/(?<=\.) /);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(p.bio).not.toMatch(/\b(cure|guarantee|diagnos)/i);
    }
    expect(new Set(profiles.map((p) => p.bio)).size).toBe(profiles.length);
    expect(profiles.filter((p) => p.sessionTypes.includes('video')).length).toBeGreaterThan(profiles.length * 0.8);
  });
});

describe('seedTherapistDirectory', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
  const therapists = generateTherapistDirectory(30);
  const version = directoryVersion(therapists);
  const written = (calls = dynamo.commandCalls(BatchWriteCommand)) =>
    calls.flatMap((call) => (call.args[0].input.RequestItems?.table ?? []).map((request) => request.PutRequest?.Item ?? {}));

  beforeEach(() => {
    dynamo.reset();
    dynamo.on(GetCommand).resolves({});
    dynamo.on(BatchWriteCommand).resolves({});
    dynamo.on(PutCommand).resolves({});
  });

  it('writes a profile and one issue card per issue area, in batches of at most 25, then the version', async () => {
    const result = await seedTherapistDirectory(client, 'table', therapists);

    const expected = therapists.reduce((sum, t) => sum + 1 + issuesOfTherapist(t).length, 0);
    expect(result).toEqual({ written: expected, skipped: false });
    const batches = dynamo.commandCalls(BatchWriteCommand);
    expect(batches.length).toBe(Math.ceil(expected / 25));
    for (const call of batches) {
      expect(Object.keys(call.args[0].input.RequestItems ?? {})).toEqual(['table']);
      expect(call.args[0].input.RequestItems?.table?.length).toBeLessThanOrEqual(25);
    }

    const items = written();
    expect(items).toHaveLength(expected);
    const first = therapists[0] as Therapist;
    expect(items).toContainEqual({ PK: `THERAPIST#${first._id}`, SK: 'PROFILE', GSI1PK: 'THERAPISTS', GSI1SK: first._id, type: 'therapist', therapist: first });
    for (const issue of issuesOfTherapist(first)) {
      expect(items).toContainEqual({
        PK: `THERAPIST#${first._id}`,
        SK: `ISSUE#${issue}`,
        GSI1PK: `THERAPISTS#ISSUE#${issue}`,
        GSI1SK: first._id,
        type: 'therapist-issue',
        therapist: first,
      });
    }
    expect(new Set(items.map((item) => `${item.PK as string}|${item.SK as string}`)).size).toBe(items.length);
    expect(items.filter((item) => item.type === 'therapist')).toHaveLength(30);

    const puts = dynamo.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.args[0].input).toEqual({ TableName: 'table', Item: { PK: 'DIRECTORY#THERAPISTS', SK: 'VERSION', version, count: 30 } });
    expect(dynamo.commandCalls(GetCommand)[0]?.args[0].input).toMatchObject({ TableName: 'table', Key: { PK: 'DIRECTORY#THERAPISTS', SK: 'VERSION' } });
  });

  it('derives the issue cards from the specialization names', () => {
    const items = directoryItems(therapists);
    for (const t of therapists) {
      const cards = items.filter((item) => item.PK === `THERAPIST#${t._id}` && item.type === 'therapist-issue').map((item) => item.SK);
      const fromNames = ISSUE_AREAS.filter((area) => area.specializations.some((name) => t.therapistProfile.specializations.includes(name))).map(
        (area) => `ISSUE#${area.id}`,
      );
      expect([...cards].sort()).toEqual([...fromNames].sort());
    }
  });

  it('writes nothing when the table already holds this version', async () => {
    dynamo.on(GetCommand).resolves({ Item: { PK: 'DIRECTORY#THERAPISTS', SK: 'VERSION', version, count: 30 } });
    await expect(seedTherapistDirectory(client, 'table', therapists)).resolves.toEqual({ written: 0, skipped: true });
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('rewrites the directory when the table holds another version', async () => {
    dynamo.on(GetCommand).resolves({ Item: { PK: 'DIRECTORY#THERAPISTS', SK: 'VERSION', version: 'older', count: 30 } });
    const result = await seedTherapistDirectory(client, 'table', therapists);
    expect(result.skipped).toBe(false);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('retries the items DynamoDB left unprocessed', async () => {
    const small = therapists.slice(0, 3);
    const total = directoryItems(small).length;
    expect(total).toBeLessThanOrEqual(25);
    let calls = 0;
    dynamo.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
      calls++;
      const requests = input.RequestItems?.table ?? [];
      // The first two answers leave the last two requests unprocessed.
      return calls <= 2 ? { UnprocessedItems: { table: requests.slice(-2) } } : {};
    });

    await expect(seedTherapistDirectory(client, 'table', small)).resolves.toEqual({ written: total, skipped: false });
    const sizes = dynamo.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems?.table?.length);
    expect(sizes).toEqual([total, 2, 2]);
    const retried = written().slice(total);
    expect(retried.slice(0, 2)).toEqual(written().slice(total - 2, total));
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('fails, without writing the version, when items stay unprocessed', async () => {
    dynamo.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => ({ UnprocessedItems: { table: input.RequestItems?.table ?? [] } }));
    jest.useFakeTimers();
    try {
      const seeding = seedTherapistDirectory(client, 'table', therapists.slice(0, 2));
      const outcome = expect(seeding).rejects.toThrow(/unprocessed after 8 attempts/);
      await jest.runAllTimersAsync();
      await outcome;
    } finally {
      jest.useRealTimers();
    }
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(8);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});
