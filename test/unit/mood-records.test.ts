import { decodeTime } from 'ulid';
import { DEFAULT_PROFILE, moodLogCreateBody } from '../../lambdas/contracts/mental-health';
import { FUTURE_ALLOWANCE_MS, mergeMood, moodRange, moodTime, newMoodRecord, toMoodLog } from '../../lambdas/mental-health/mood-records';
import { profileUpdate, toProfile } from '../../lambdas/mental-health/profile';

const USER = 'b7a1c2d3-0000-4000-8000-000000000001';
const NOW = Date.parse('2024-05-10T12:00:00.000Z');
const body = (input: Record<string, unknown>) => moodLogCreateBody.parse(input);
const timeOf = (sk: string) => decodeTime(sk.slice('MOOD#'.length, 'MOOD#'.length + 10) + '0'.repeat(16));

describe('mood log times', () => {
  it('is now without a timestamp, and the instant of one with any offset', () => {
    expect(moodTime(undefined, NOW)).toBe(NOW);
    expect(moodTime('2024-05-10T14:00:00+02:00', NOW)).toBe(NOW);
    expect(moodTime('2024-05-10T12:00:00.123456Z', NOW)).toBe(NOW + 123);
  });

  it('allows a minute of clock skew and no more', () => {
    expect(moodTime(new Date(NOW + FUTURE_ALLOWANCE_MS).toISOString(), NOW)).toBe(NOW + FUTURE_ALLOWANCE_MS);
    expect(() => moodTime(new Date(NOW + FUTURE_ALLOWANCE_MS + 1).toISOString(), NOW)).toThrow(
      expect.objectContaining({ statusCode: 400, message: 'timestamp must not be in the future' }),
    );
  });

  it('refuses what a ULID cannot hold (before 1970)', () => {
    expect(moodTime('1970-01-01T00:00:00.000Z', NOW)).toBe(0);
    expect(() => moodTime('1969-12-31T23:59:59.999Z', NOW)).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('mood log records', () => {
  it('takes its id from the log time, its dates in UTC with milliseconds, and the defaults', () => {
    const r = newMoodRecord(USER, body({ mood: 4, timestamp: '2024-05-01T08:00:00+02:00' }), NOW);
    expect(r).toEqual({
      PK: `USER#${USER}`,
      SK: `MOOD#${r.id}`,
      entity: 'mood',
      id: r.id,
      mood: 4,
      energy: 5,
      stress: 3,
      timestamp: '2024-05-01T06:00:00.000Z',
      clientEncrypted: false,
      createdAt: '2024-05-10T12:00:00.000Z',
      updatedAt: '2024-05-10T12:00:00.000Z',
    });
    expect(decodeTime(r.id)).toBe(Date.parse('2024-05-01T06:00:00.000Z'));
    expect(Object.keys(toMoodLog(r)).sort()).toEqual(['clientEncrypted', 'created_at', 'energy', 'id', 'mood', 'stress', 'timestamp', 'updated_at']);
  });

  it('is marked encrypted when any of notes, triggers or gratitude is an encrypted field', () => {
    const field = { ciphertext: 'QUJD', iv: 'MTIzNDU2Nzg5MDEy', algorithm: 'AES-256-GCM', keySize: 256, encrypted: true, version: '2.0' };
    expect(newMoodRecord(USER, body({ mood: 3, notes: 'n', triggers: ['t'], gratitude: ['g'] }), NOW).clientEncrypted).toBe(false);
    for (const name of ['notes', 'triggers', 'gratitude']) {
      expect(newMoodRecord(USER, body({ mood: 3, [name]: field }), NOW).clientEncrypted).toBe(true);
    }
  });

  it('keeps its id when the time stays (however written) and moves when it changes', () => {
    const r = newMoodRecord(USER, body({ mood: 2, timestamp: '2024-05-01T06:00:00.000Z', notes: 'n' }), NOW);
    const same = mergeMood(r, { timestamp: '2024-05-01T08:00:00+02:00', mood: 3 }, NOW + 10);
    expect(same.moved).toBe(false);
    expect(same.next).toMatchObject({ id: r.id, SK: r.SK, mood: 3, notes: 'n' });
    const moved = mergeMood(r, { timestamp: '2024-05-02T06:00:00.000Z' }, NOW + 10);
    expect(moved.moved).toBe(true);
    expect(moved.next.id).not.toBe(r.id);
    expect(moved.next).toMatchObject({ SK: `MOOD#${moved.next.id}`, PK: r.PK, timestamp: '2024-05-02T06:00:00.000Z', createdAt: r.createdAt, notes: 'n' });
    expect(decodeTime(moved.next.id)).toBe(Date.parse('2024-05-02T06:00:00.000Z'));
    // The stored record is left as it was.
    expect(r.timestamp).toBe('2024-05-01T06:00:00.000Z');
  });

  it('clears with null, keeps what is not sent, and always moves updatedAt forward', () => {
    const r = newMoodRecord(USER, body({ mood: 2, notes: 'n', triggers: ['t'], gratitude: ['g'] }), NOW);
    const { next } = mergeMood(r, { notes: null, triggers: null, stress: 9 }, NOW - 5_000);
    expect(next).not.toHaveProperty('notes');
    expect(next).not.toHaveProperty('triggers');
    expect(next).toMatchObject({ gratitude: ['g'], stress: 9, energy: 5 });
    // A clock behind the stored stamp still gives a later one.
    expect(next.updatedAt).toBe('2024-05-10T12:00:00.001Z');
  });
});

describe('mood log date ranges', () => {
  const lowerTime = (range: { lower: string }) => timeOf(range.lower);
  const upperTime = (range: { upper: string }) => timeOf(range.upper);

  it('takes a date without a time as the whole UTC day', () => {
    const range = moodRange('2024-05-01', '2024-05-03')!;
    expect(range.lower).toMatch(/^MOOD#[0-9A-Z]{10}0{16}$/);
    expect(range.upper).toMatch(/^MOOD#[0-9A-Z]{10}Z{16}$/);
    expect(lowerTime(range)).toBe(Date.parse('2024-05-01T00:00:00.000Z'));
    expect(upperTime(range)).toBe(Date.parse('2024-05-03T23:59:59.999Z'));
  });

  it('takes date-times as the instants they name', () => {
    const range = moodRange('2024-05-01T08:00:00+02:00', '2024-05-01T10:30:00.250Z')!;
    expect(lowerTime(range)).toBe(Date.parse('2024-05-01T06:00:00.000Z'));
    expect(upperTime(range)).toBe(Date.parse('2024-05-01T10:30:00.250Z'));
  });

  it('is open where a bound is missing, and empty before 1970', () => {
    expect(moodRange(undefined, undefined)).toEqual({ lower: 'MOOD#', upper: 'MOOD#~' });
    expect(moodRange('1960-01-01', undefined)).toEqual({ lower: 'MOOD#', upper: 'MOOD#~' });
    expect(moodRange(undefined, '1969-12-30')).toBeNull();
  });

  it('refuses a start after the end, but not a single day or instant', () => {
    expect(() => moodRange('2024-05-02', '2024-05-01')).toThrow(expect.objectContaining({ statusCode: 400, message: 'startDate must not be after endDate' }));
    expect(moodRange('2024-05-01', '2024-05-01')).not.toBeNull();
    expect(moodRange('2024-05-01T10:00:00Z', '2024-05-01T10:00:00Z')).not.toBeNull();
    // The end date's day runs to its last millisecond, so a start later that day is fine.
    expect(moodRange('2024-05-01T23:00:00Z', '2024-05-01')).not.toBeNull();
  });
});

describe('mental health profile', () => {
  it('fills what was never saved with the defaults', () => {
    expect(toProfile(undefined)).toEqual(DEFAULT_PROFILE);
    // Spec §3/§9: eight hours of sleep, occasional exercise, nothing else chosen.
    expect(DEFAULT_PROFILE).toMatchObject({ age: null, therapyHistory: false, sleepHours: 8, exerciseFrequency: 'occasionally', updatedAt: null });
    expect(toProfile({ sleepHours: 0, age: 20, updatedAt: 'x' })).toMatchObject({ sleepHours: 0, age: 20, updatedAt: 'x' });
  });

  it('sets only the fields given, removes a null age and keeps each choice once', () => {
    const update = profileUpdate({ age: null, goals: ['Improve Sleep', 'Improve Sleep'], sleepHours: 7, medications: ['a', 'a'] }, '2024-05-10T12:00:00.000Z');
    expect(update.UpdateExpression).toBe('SET #entity = :entity, #updatedAt = :now, #goals = :goals, #sleepHours = :sleepHours, #medications = :medications REMOVE #age');
    expect(update.ExpressionAttributeValues).toEqual({
      ':entity': 'mentalHealthProfile',
      ':now': '2024-05-10T12:00:00.000Z',
      ':goals': ['Improve Sleep'],
      ':sleepHours': 7,
      ':medications': ['a', 'a'],
    });
    expect(Object.keys(update.ExpressionAttributeNames).sort()).toEqual(['#age', '#entity', '#goals', '#medications', '#sleepHours', '#updatedAt']);
    expect(profileUpdate({}, 'now').UpdateExpression).toBe('SET #entity = :entity, #updatedAt = :now');
  });
});
