import {
  THERAPIST_LIMITS,
  type Therapist,
  type TherapistConnection,
  type TherapistConnectionsResponse,
  type TherapistConnectResponse,
  type TherapistMatchResponse,
  type TherapistSearchResponse,
} from '../../lambdas/contracts/therapist-options';
import { keys } from '../../lambdas/shared/db/keys';
import { rankTherapists } from '../../lambdas/therapists/matching';
import { generateTherapistDirectory } from '../../lib/seed/therapist-directory';
import { api, getItem, registerUser, type TestUser } from './helpers/stack';
import { ULID_PATTERN } from './helpers/wellness';

const directory = generateTherapistDirectory();
const byId = new Map(directory.map((t) => [t._id, t]));

const match = (token: string, body: unknown) => api<TherapistMatchResponse>('POST', '/therapist/match', { token, body });
const search = (token: string, query: string) => api<TherapistSearchResponse>('GET', `/therapists/search${query}`, { token });
const connectSingular = (token: string, body: unknown) => api<TherapistConnectResponse>('POST', '/therapist/connect', { token, body });
const connectPlural = (token: string, body: unknown) => api<TherapistConnectResponse>('POST', '/therapists/connect', { token, body });
const listSingular = (token: string) => api<TherapistConnectionsResponse>('GET', '/therapist/connections', { token });
const listPlural = (token: string) => api<TherapistConnectionsResponse>('GET', '/therapists/connections', { token });
const update = (token: string, id: string, body: unknown) =>
  api<{ success: boolean; connection: TherapistConnection }>('PUT', `/therapists/connections/${id}`, { token, body });

/** A therapist of the seeded directory who accepts new clients (connections need none, but the card reads well). */
const accepting = directory.filter((t) => t.therapistProfile.availability.acceptingNewClients);
let nextTherapist = 0;
/** A different therapist for each test, so tests never share a connection. */
const someTherapist = (): Therapist => accepting[nextTherapist++ % accepting.length] as Therapist;

describe('therapist matching: POST /therapist/match', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser();
  });

  it('ranks the seeded directory exactly as the matching rules do, at most 20', async () => {
    const body = { primaryIssues: ['anxiety', 'depression'], urgencyLevel: 'high', sessionPreference: 'video', budget: 150 };
    const res = await match(user.token, body);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const expected = rankTherapists(
      directory.filter((t) => t.therapistProfile.specializations.some((s) => /Anxiety|Panic|Depression/.test(s))),
      { issues: ['anxiety', 'depression'], urgency: 'high', sessionType: 'video', budget: 150 },
      THERAPIST_LIMITS.maxMatches,
    );
    expect(res.body.matches).toHaveLength(20);
    expect(res.body.matches).toEqual(expected);
    for (const m of res.body.matches) {
      expect(m.therapistProfile.sessionTypes).toContain('video');
      expect(m.therapistProfile.sessionRate).toBeLessThanOrEqual(150);
      expect(m.matchingSpecializations.length).toBeGreaterThan(0);
      expect(m.matchScore).toBeGreaterThanOrEqual(0);
      expect(m.matchScore).toBeLessThanOrEqual(1);
      expect(m.matchReason).toMatch(/(^S|; s)pecializes in /);
    }
    const scores = res.body.matches.map((m) => m.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('applies the defaults (medium urgency, video) and no budget when none is given', async () => {
    const res = await match(user.token, { primaryIssues: ['grief'], budget: null });
    expect(res.status).toBe(200);
    const expected = rankTherapists(
      directory.filter((t) => t.therapistProfile.specializations.includes('Grief & Loss')),
      { issues: ['grief'], urgency: 'medium', sessionType: 'video', budget: null },
      20,
    );
    expect(res.body.matches.map((m) => m._id)).toEqual(expected.map((t) => t._id));
  });

  it('answers an empty list when nobody fits the budget', async () => {
    const res = await match(user.token, { primaryIssues: ['adhd'], urgencyLevel: 'low', sessionPreference: 'in-person', budget: 1 });
    expect(res.status).toBe(200);
    expect(res.body.matches).toEqual([]);
  });

  it.each([
    [{ primaryIssues: [] }, 'Choose at least one issue area'],
    [{ primaryIssues: ['loneliness'] }, 'primaryIssues'],
    [{ primaryIssues: ['anxiety'], budget: -5 }, 'budget cannot be negative'],
    [{ primaryIssues: ['anxiety'], budget: 12.5 }, 'budget must be a whole number of dollars'],
    [{ primaryIssues: ['anxiety'], budget: '100' }, 'budget'],
    [{ primaryIssues: ['anxiety'], urgencyLevel: 'urgent' }, 'urgencyLevel'],
    [{ primaryIssues: ['anxiety'], sessionPreference: 'phone' }, 'sessionPreference'],
    [{}, 'primaryIssues'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await api<{ message: string }>('POST', '/therapist/match', { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('needs a signed-in user', async () => {
    const res = await api<{ message: string }>('POST', '/therapist/match', { body: { primaryIssues: ['anxiety'] } });
    expect(res.status).toBe(401);
  });
});

describe('therapist search and profile: GET /therapists/search, /therapists/{id}', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser();
  });

  it('filters by issue, session type, rate, state and language', async () => {
    const res = await search(user.token, '?issues=anxiety,trauma&sessionType=text&maxRate=180&language=english&limit=10');
    expect(res.status).toBe(200);
    expect(res.body.therapists.length).toBeGreaterThan(0);
    expect(res.body.therapists.length).toBeLessThanOrEqual(10);
    for (const t of res.body.therapists) {
      expect(t.therapistProfile.sessionTypes).toContain('text');
      expect(t.therapistProfile.sessionRate).toBeLessThanOrEqual(180);
      expect(t.matchingSpecializations.length).toBeGreaterThan(0);
    }
    const state = directory[0]!.therapistProfile.licenseStates[0]!;
    const inState = await search(user.token, `?state=${state.toLowerCase()}`);
    expect(inState.status).toBe(200);
    expect(inState.body.therapists.length).toBeGreaterThan(0);
    for (const t of inState.body.therapists) expect(t.therapistProfile.licenseStates).toContain(state);
  });

  it('searches the whole directory when no issue is given', async () => {
    const res = await search(user.token, '?urgency=crisis');
    expect(res.status).toBe(200);
    const expected = rankTherapists(directory, { issues: [], urgency: 'crisis' }, 20);
    expect(res.body.therapists.map((t) => t._id)).toEqual(expected.map((t) => t._id));
  });

  it.each(['?issues=', '?issues=anxiety,cats', '?maxRate=-1', '?maxRate=abc', '?state=California', '?limit=21', '?sessionType=phone'])(
    'refuses %s with 400',
    async (query) => {
      const res = await search(user.token, query);
      expect(res.status).toBe(400);
      expect(typeof (res.body as unknown as { message: string }).message).toBe('string');
    },
  );

  it('returns one therapist by id and 404 for an unknown one', async () => {
    const res = await api<{ success: boolean; therapist: Therapist }>('GET', '/therapists/T0001', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.therapist).toEqual(byId.get('T0001'));
    for (const id of ['T9999', 'abc', '%E0%A4%A']) {
      const missing = await api<{ message: string }>('GET', `/therapists/${id}`, { token: user.token });
      expect([404, 400]).toContain(missing.status);
      if (missing.status === 404) expect(missing.body.message).toBe('Therapist not found');
    }
  });
});

describe('therapist connections: both path families', () => {
  it('creates a pending request with the form fields and lists it populated, in both families', async () => {
    const u = await registerUser();
    const therapist = someTherapist();
    const res = await connectSingular(u.token, {
      therapistId: therapist._id,
      requestMessage: '  I would like help with anxiety before exams.  ',
      preferredTopics: ['Anxiety & Panic', 'Stress & Burnout'],
      urgencyLevel: 'high',
      sessionPreference: 'text',
    });
    expect(res.status).toBe(201);
    const connection = res.body.connection;
    expect(connection).toEqual({
      _id: expect.stringMatching(ULID_PATTERN),
      therapistId: therapist,
      status: 'pending',
      requestMessage: 'I would like help with anxiety before exams.',
      preferredTopics: ['Anxiety & Panic', 'Stress & Burnout'],
      urgencyLevel: 'high',
      sessionPreference: 'text',
      createdAt: expect.any(String),
      updatedAt: connection.createdAt,
    });
    const singular = await listSingular(u.token);
    const plural = await listPlural(u.token);
    expect(singular.status).toBe(200);
    expect(singular.body.connections).toEqual([connection]);
    expect(plural.body).toEqual(singular.body);
    expect(await getItem(keys.openConnection(u.id, therapist._id))).toMatchObject({ connectionId: connection._id });
  });

  it('takes the second client variant {therapistId, message} into the same store', async () => {
    const u = await registerUser();
    const therapist = someTherapist();
    const res = await connectPlural(u.token, { therapistId: therapist._id, message: 'Hello, are you taking new clients?' });
    expect(res.status).toBe(201);
    expect(res.body.connection).toMatchObject({
      status: 'pending',
      requestMessage: 'Hello, are you taking new clients?',
      preferredTopics: [],
      urgencyLevel: 'medium',
      sessionPreference: 'video',
    });
    expect((await listSingular(u.token)).body.connections.map((c) => c._id)).toEqual([res.body.connection._id]);
  });

  it('answers 409 to a second request to the same therapist while one is open, from either family', async () => {
    const u = await registerUser();
    const therapist = someTherapist();
    expect((await connectSingular(u.token, { therapistId: therapist._id, requestMessage: 'first' })).status).toBe(201);
    const again = await connectSingular(u.token, { therapistId: therapist._id, requestMessage: 'second' });
    expect(again.status).toBe(409);
    expect((again.body as unknown as { message: string }).message).toBe('You already have an open connection request with this therapist');
    expect((await connectPlural(u.token, { therapistId: therapist._id, message: 'third' })).status).toBe(409);
    // Another therapist is fine, and so is the same therapist for another user.
    expect((await connectPlural(u.token, { therapistId: someTherapist()._id })).status).toBe(201);
    const other = await registerUser();
    expect((await connectPlural(other.token, { therapistId: therapist._id })).status).toBe(201);
    expect((await listPlural(u.token)).body.connections).toHaveLength(2);
  });

  it('lets exactly one of many simultaneous requests through', async () => {
    const u = await registerUser();
    const therapist = someTherapist();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => connectSingular(u.token, { therapistId: therapist._id, requestMessage: `try ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await listSingular(u.token)).body.connections).toHaveLength(1);
  });

  it('holds the message to 1000 characters and the therapist to the directory', async () => {
    const u = await registerUser();
    const long = await connectSingular(u.token, { therapistId: someTherapist()._id, requestMessage: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect((long.body as unknown as { message: string }).message).toContain('at most 1000 characters');
    expect((await connectPlural(u.token, { therapistId: someTherapist()._id, message: 'y'.repeat(1001) })).status).toBe(400);
    expect((await connectSingular(u.token, { therapistId: someTherapist()._id, requestMessage: 'z'.repeat(1000) })).status).toBe(201);
    const unknown = await connectSingular(u.token, { therapistId: 'T9999' });
    expect(unknown.status).toBe(404);
    expect((unknown.body as unknown as { message: string }).message).toBe('Therapist not found');
    expect((await connectSingular(u.token, { therapistId: '../T0001' })).status).toBe(400);
    expect((await connectSingular(u.token, { therapistId: someTherapist()._id, preferredTopics: 'anxiety' })).status).toBe(400);
  });

  it('lets the owner withdraw, then ask again; a closed request cannot change', async () => {
    const u = await registerUser();
    const therapist = someTherapist();
    const first = (await connectSingular(u.token, { therapistId: therapist._id, requestMessage: 'hello' })).body.connection;

    const edited = await update(u.token, first._id, { message: 'hello, edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.connection).toMatchObject({ status: 'pending', requestMessage: 'hello, edited' });

    const withdrawn = await update(u.token, first._id, { status: 'withdrawn' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.connection).toMatchObject({ _id: first._id, status: 'withdrawn', therapistId: therapist });
    expect(await getItem(keys.openConnection(u.id, therapist._id))).toBeUndefined();

    expect((await update(u.token, first._id, { status: 'withdrawn' })).status).toBe(409);
    expect((await update(u.token, first._id, { message: 'too late' })).status).toBe(409);

    const second = await connectSingular(u.token, { therapistId: therapist._id, requestMessage: 'trying again' });
    expect(second.status).toBe(201);
    const listed = (await listPlural(u.token)).body.connections;
    expect(listed.map((c) => [c._id, c.status])).toEqual([
      [second.body.connection._id, 'pending'],
      [first._id, 'withdrawn'],
    ]);
  });

  it.each([{}, { status: 'active' }, { status: 'completed' }, { message: 'x'.repeat(1001) }, { status: 'withdrawn', message: 5 }])(
    'refuses the update %j with 400',
    async (body) => {
      const u = await registerUser();
      const c = (await connectSingular(u.token, { therapistId: someTherapist()._id })).body.connection;
      const res = await update(u.token, c._id, body);
      expect(res.status).toBe(400);
    },
  );

  it('shows and changes a connection only for its owner', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const c = (await connectSingular(owner.token, { therapistId: someTherapist()._id, requestMessage: 'private words' })).body.connection;
    expect((await listSingular(other.token)).body.connections).toEqual([]);
    expect((await listPlural(other.token)).body.connections).toEqual([]);
    const res = await update(other.token, c._id, { status: 'withdrawn' });
    expect(res.status).toBe(404);
    expect((res.body as unknown as { message: string }).message).toBe('Connection not found');
    expect((await update(owner.token, '01ARZ3NDEKTSV4RRFFQ69G5FAV', { status: 'withdrawn' })).status).toBe(404);
    expect((await update(owner.token, 'not-an-id', { status: 'withdrawn' })).status).toBe(404);
    expect((await listSingular(owner.token)).body.connections[0]).toMatchObject({ _id: c._id, status: 'pending' });
    expect((await api('GET', '/therapist/connections')).status).toBe(401);
  });
});
