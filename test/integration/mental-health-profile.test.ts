import { DEFAULT_PROFILE, MENTAL_HEALTH_LIMITS, PROFILE_OPTIONS, type MentalHealthProfile } from '../../lambdas/contracts/mental-health';
import { keys } from '../../lambdas/shared/db/keys';
import { api, getItem, registerUser } from './helpers/stack';
import { canary, stackLog } from './helpers/wellness';

const PATH = '/mental-health/profile';

const put = (token: string, body: unknown) => api<MentalHealthProfile>('PUT', PATH, { token, body });
const get = (token: string) => api<MentalHealthProfile>('GET', PATH, { token });

describe('mental health profile', () => {
  it('answers the defaults before anything is saved, and stores nothing for a read', async () => {
    const u = await registerUser();
    const res = await get(u.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT_PROFILE);
    expect(await getItem(keys.mentalHealthProfile(u.id))).toBeUndefined();
  });

  it('saves every field and answers the whole profile', async () => {
    const u = await registerUser();
    const body = {
      age: 34,
      goals: ['Reduce Anxiety', 'Improve Sleep'],
      mentalHealthConditions: ['Generalised anxiety'],
      medications: ['Sertraline 50mg'],
      therapyHistory: true,
      stressors: ['Work/Career', 'Money'],
      copingMechanisms: ['Exercise', 'Talking to Friends'],
      sleepHours: 6.5,
      exerciseFrequency: 'regularly',
    };
    const before = Date.now();
    const res = await put(u.token, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...body, updatedAt: expect.any(String) });
    expect(Date.parse(res.body.updatedAt!)).toBeGreaterThanOrEqual(before - 5);
    expect((await get(u.token)).body).toEqual(res.body);
    expect(await getItem(keys.mentalHealthProfile(u.id))).toEqual({
      PK: `USER#${u.id}`,
      SK: 'MHPROFILE',
      entity: 'mentalHealthProfile',
      ...body,
      updatedAt: res.body.updatedAt,
    });
  });

  it('merges the fields given over what is saved; null clears the age', async () => {
    const u = await registerUser();
    await put(u.token, { age: 40, goals: ['Life Purpose'], stressors: ['Family'] });
    const res = await put(u.token, { sleepHours: 7, goals: ['Self-Confidence', 'Stress Management'] });
    expect(res.body).toEqual({
      ...DEFAULT_PROFILE,
      age: 40,
      goals: ['Self-Confidence', 'Stress Management'],
      stressors: ['Family'],
      sleepHours: 7,
      updatedAt: expect.any(String),
    });
    const emptied = await put(u.token, { goals: [], age: null });
    expect(emptied.body).toMatchObject({ age: null, goals: [], stressors: ['Family'], sleepHours: 7 });
    expect(await getItem(keys.mentalHealthProfile(u.id))).not.toHaveProperty('age');
    // A choice ticked twice is kept once; an empty save keeps everything.
    const twice = await put(u.token, { copingMechanisms: ['Music', 'Music', 'Art'] });
    expect(twice.body.copingMechanisms).toEqual(['Music', 'Art']);
    const nothing = await put(u.token, {});
    expect(nothing.body).toEqual({ ...twice.body, updatedAt: expect.any(String) });
  });

  it('keeps both of two saves of different fields made at once', async () => {
    const u = await registerUser();
    const saves = [{ age: 22 }, { sleepHours: 5 }, { therapyHistory: true }, { exerciseFrequency: 'daily' }, { medications: ['none'] }, { goals: ['Improve Sleep'] }];
    const results = await Promise.all(saves.map((body) => put(u.token, body)));
    expect(results.map((r) => r.status)).toEqual(saves.map(() => 200));
    expect((await get(u.token)).body).toEqual({
      ...DEFAULT_PROFILE,
      age: 22,
      sleepHours: 5,
      therapyHistory: true,
      exerciseFrequency: 'daily',
      medications: ['none'],
      goals: ['Improve Sleep'],
      updatedAt: expect.any(String),
    });
  });

  it("is each user's own", async () => {
    const a = await registerUser();
    const b = await registerUser();
    await put(a.token, { age: 50, goals: ['Better Relationships'] });
    expect((await get(b.token)).body).toEqual(DEFAULT_PROFILE);
    await put(b.token, { age: 19 });
    expect((await get(a.token)).body).toMatchObject({ age: 50, goals: ['Better Relationships'] });
  });

  it('accepts every option of spec §5', async () => {
    const u = await registerUser();
    const all = { goals: [...PROFILE_OPTIONS.goals], stressors: [...PROFILE_OPTIONS.stressors], copingMechanisms: [...PROFILE_OPTIONS.copingMechanisms] };
    expect((await put(u.token, all)).body).toMatchObject(all);
    for (const exerciseFrequency of PROFILE_OPTIONS.exerciseFrequency) {
      expect((await put(u.token, { exerciseFrequency })).body.exerciseFrequency).toBe(exerciseFrequency);
    }
    for (const [age, sleepHours] of [[13, 0], [120, 24]]) {
      expect((await put(u.token, { age, sleepHours })).body).toMatchObject({ age, sleepHours });
    }
  });

  const long = (n: number) => 'x'.repeat(n);
  const bad: [string, unknown, RegExp][] = [
    ['a goal not in the list', { goals: ['Fly'] }, /^goals\.0: goals: choose from the listed options$/],
    ['a stressor not in the list', { stressors: ['Work'] }, /^stressors\.0: /],
    ['a coping mechanism not in the list', { copingMechanisms: ['exercise'] }, /^copingMechanisms\.0: /],
    ['goals as text', { goals: 'Improve Sleep' }, /^goals: /],
    ['age 5', { age: 5 }, /^age: age must be at least 13$/],
    ['age 200', { age: 200 }, /^age: age must be at most 120$/],
    ["age 'x'", { age: 'x' }, /^age: age must be a whole number$/],
    ['age 30.5', { age: 30.5 }, /^age: /],
    ['sleepHours -1', { sleepHours: -1 }, /^sleepHours: sleepHours must be from 0 to 24$/],
    ['sleepHours 25', { sleepHours: 25 }, /^sleepHours: sleepHours must be from 0 to 24$/],
    ["sleepHours '8'", { sleepHours: '8' }, /^sleepHours: /],
    ["exerciseFrequency 'sometimes'", { exerciseFrequency: 'sometimes' }, /^exerciseFrequency: exerciseFrequency: choose from the listed options$/],
    ["therapyHistory 'yes'", { therapyHistory: 'yes' }, /^therapyHistory: /],
    ['too many conditions', { mentalHealthConditions: Array.from({ length: MENTAL_HEALTH_LIMITS.listItems + 1 }, (_, i) => `c${i}`) }, /^mentalHealthConditions: at most 20/],
    ['a medication too long', { medications: [long(MENTAL_HEALTH_LIMITS.listItemChars + 1)] }, /^medications\.0: /],
    ['a blank condition', { mentalHealthConditions: ['  '] }, /^mentalHealthConditions\.0: /],
    ['a list instead of a profile', [{ age: 30 }], /./],
  ];

  it.each(bad)('refuses %s with 400 and a message, and saves nothing', async (_name, body, message) => {
    const u = await registerUser();
    const res = await put(u.token, body);
    expect(res.status).toBe(400);
    expect((res.body as unknown as { message: string }).message).toMatch(message);
    expect(await getItem(keys.mentalHealthProfile(u.id))).toBeUndefined();
  });

  it('refuses a body over the limit with 413, and answers 401 without a token', async () => {
    const u = await registerUser();
    const huge = await put(u.token, { medications: [long(70 * 1024)] });
    expect(huge.status).toBe(413);
    expect((await api('GET', PATH)).status).toBe(401);
    expect((await api('PUT', PATH, { body: { age: 30 } })).status).toBe(401);
  });

  it('never logs what a profile says', async () => {
    const u = await registerUser();
    const word = canary('profile');
    await put(u.token, { mentalHealthConditions: [word], medications: [`${word}-med`] });
    await put(u.token, { medications: [word], age: 7 });
    await get(u.token);
    expect(await stackLog()).not.toContain(word);
  });
});
