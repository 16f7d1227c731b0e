import fs from 'node:fs';
import fc from 'fast-check';
import * as z from 'zod';
import type { ChatSession } from '../../lambdas/contracts/chat';
import type { CloudExport, JournalEntry } from '../../lambdas/contracts/journal';
import type { MoodLog } from '../../lambdas/contracts/mental-health';
import { schemasOf } from '../../lambdas/contracts/route-schemas';
import { routes, type Route, type RouteId } from '../../lambdas/contracts/routes';
import type { User } from '../../lambdas/contracts/user';
import { encodeCursor } from '../../lambdas/shared/db/cursor';
import { GOOD_PASSWORD } from '../support/api-client';
import { deepObjectText, type JsonNode } from '../support/hostile-json';
import { bodyText, pathSegment, queryText, type ArbitraryOptions, type JsonSchema } from '../support/schema-arbitraries';
import { api, registerUser, stack, type TestUser } from './helpers/stack';

/**
 * Every route of the table, fed requests generated from its own zod schemas: bodies as raw
 * JSON text, query strings and path parameters, signed in, signed out and with a garbage
 * token. Whatever comes in, the answer is below 500, and every refusal is JSON with a
 * `message`. Each route has a fixed seed (FUZZ_SEED shifts them all, to explore further).
 */

const RUNS_PER_ROUTE = 80;

/** Query keys that are Object.prototype members: a plain object map of the query would break on them. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;
/** Path segments whose percent-encoding decodeURIComponent refuses. */
const MALFORMED_SEGMENTS = ['%E0%A4%A', '%', '%zz', '%C0%AF', '%ED%A0%80', '%FF'] as const;

/**
 * Routes whose success ends the caller's sessions or account: each signed-in case gets a
 * user of its own, so the shared user stays signed in for every other route.
 */
const SESSION_ENDING = new Set<RouteId>(['auth.logout', 'user.changePassword', 'user.updateAccount', 'user.deleteAccount']);

const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | undefined =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

/** FNV-1a of the route id: a seed that stays with the route when the table changes. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash ^ Number(process.env.FUZZ_SEED ?? 0)) | 0;
}

type AuthMode = { kind: 'user' } | { kind: 'none' } | { kind: 'header'; value: string };

interface FuzzCase {
  auth: AuthMode;
  /** The path after the stage, segments already encoded. */
  path: string;
  query: string;
  body: string | undefined;
}

interface Fixtures {
  user: TestUser;
  /** The shared user's journal entry, mood log, chat session and cloud export. */
  ids: Record<'entry' | 'mood' | 'session' | 'export', string>;
  cursors: string[];
}

/** Which fixture a route's `{id}` names, so updates and reads reach a real item. */
function fixtureIdOf(route: Route, fixtures: Fixtures): string | undefined {
  if (route.path.startsWith('/journal/entries/')) return fixtures.ids.entry;
  if (route.path.startsWith('/journal/export/cloud/')) return fixtures.ids.export;
  if (route.path.startsWith('/mental-health/mood-logs/')) return fixtures.ids.mood;
  if (route.path.startsWith('/chat/sessions/')) return fixtures.ids.session;
  return undefined;
}

/** Registered up front: a session-ending case takes one and never gives it back. */
class UserPool {
  private readonly ready: Promise<TestUser>[] = [];

  fill(count: number, concurrency = 3): Promise<void> {
    let started = 0;
    const worker = async () => {
      while (started < count) {
        started += 1;
        const user = registerUser();
        this.ready.push(user);
        await user;
      }
    };
    return Promise.all(Array.from({ length: concurrency }, worker)).then(() => undefined);
  }

  take(): Promise<TestUser> {
    return this.ready.shift() ?? registerUser();
  }
}

const base64Of = (minBytes: number, maxBytes: number) =>
  fc.uint8Array({ minLength: minBytes, maxLength: maxBytes }).map((bytes) => Buffer.from(bytes).toString('base64'));

function hintsFor(fixtures: Fixtures): ArbitraryOptions['hints'] {
  const password = fc.constantFrom<JsonNode>(GOOD_PASSWORD, 'Another-Calm2!', 'weak');
  const name = fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' });
  return {
    email: fc.oneof(
      fc.stringMatching(/^[a-z0-9]{1,10}$/).map((s) => `fuzz.${s}.${process.pid}@example.com`),
      fc.constant(fixtures.user.email),
      fc.constant(`  ${fixtures.user.email.toUpperCase()}  `),
    ),
    password,
    currentPassword: password,
    newPassword: password,
    firstName: name,
    lastName: name,
    name,
    refreshToken: fc.oneof(fc.constant(fixtures.user.refreshToken), fc.string({ maxLength: 60 })),
    tz: fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Etc/GMT+12', 'Etc/GMT-14'),
    cursor: fc.constantFrom(...fixtures.cursors),
    // Parts of encrypted fields and key material: base64 of the sizes the schemas ask for.
    ciphertext: base64Of(1, 300),
    iv: base64Of(12, 40),
    salt: base64Of(16, 64),
    wrappedKey: base64Of(40, 40),
    recoveryWrappedKey: base64Of(40, 40),
    previousWrappedKey: base64Of(40, 40),
    filename: fc.constantFrom('journal.txt', 'journal.pdf', 'a.json', 'x.docx', 'journal.txt.pdf'),
    data: fc.constantFrom('', 'AA==', Buffer.from('Day one: calm.').toString('base64')),
  };
}

/** Headers that must never authenticate anyone. */
function garbageAuthorization(token: string): string[] {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const middle = Math.floor(signature.length / 2);
  const flipped = `${signature.slice(0, middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
  return [
    'Bearer',
    'Bearer ',
    'Bearer garbage',
    'Bearer a.b.c',
    `Bearer ${header}.${payload}.${flipped}`,
    `Bearer ${header}.${payload}.`,
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidG9rZW5fdXNlIjoiYWNjZXNzIn0.',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(4_000)}`,
    'Bearer \u00e9\u00e9',
  ];
}

function caseFor(route: Route, fixtures: Fixtures): fc.Arbitrary<FuzzCase> {
  const schemas = schemasOf(route.id);
  const bodySchema = schemas.body;
  const options: ArbitraryOptions = { hints: hintsFor(fixtures), accepts: bodySchema && ((body) => bodySchema.safeParse(body).success) };
  const signedIn = route.auth !== 'public';
  const auth: fc.Arbitrary<AuthMode> = fc.oneof(
    { weight: signedIn ? 8 : 1, arbitrary: fc.constant({ kind: 'user' } as const) },
    { weight: signedIn ? 1 : 8, arbitrary: fc.constant({ kind: 'none' } as const) },
    { weight: 1, arbitrary: fc.constantFrom(...garbageAuthorization(fixtures.user.token)).map((value) => ({ kind: 'header', value }) as const) },
  );

  const paramsSchema = jsonSchemaOf(schemas.params);
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const own = fixtureIdOf(route, fixtures);
  const anyId = fc.oneof(fc.constantFrom(...Object.values(fixtures.ids)), fc.ulid());
  const fits = own ? fc.oneof({ weight: 3, arbitrary: fc.constant(own) }, { weight: 2, arbitrary: anyId }) : anyId;
  const segments = fc.tuple(...names.map((name) => pathSegment(paramsSchema?.properties?.[name] ? fits : fc.string({ maxLength: 20 }), { malformed: MALFORMED_SEGMENTS })));
  const path = segments.map((values) => names.reduce((p, name, i) => p.replace(`{${name}}`, values[i] as string), route.path as string));

  const query = queryText(jsonSchemaOf(schemas.query), { ...options, hostileKeys: PROTOTYPE_KEYS });

  // fetch sends no body with GET; other methods get one most of the time.
  const body: fc.Arbitrary<string | undefined> =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof({ weight: 8, arbitrary: bodyText(jsonSchemaOf(bodySchema), options) }, { weight: 1, arbitrary: fc.constant(undefined) });

  return fc.record({ auth, path, query, body });
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

function describeCase(route: Route, c: FuzzCase): string {
  const auth = c.auth.kind === 'header' ? `Authorization: ${clip(c.auth.value, 60)}` : c.auth.kind === 'user' ? 'a valid bearer token' : 'no Authorization';
  return `${route.method} ${clip(c.path + c.query, 600)} with ${auth}, body ${c.body === undefined ? '(none)' : clip(JSON.stringify(c.body))}`;
}

/** What the local stack logged from `offset` on: the stack trace of a 5xx is there. */
function logSince(offset: number): string {
  const text = fs.readFileSync(stack.logFile).subarray(offset).toString('utf8');
  const lines = text.split('\n').filter((line) => /error|failed|exception|^\s+at /i.test(line));
  return clip(lines.join('\n'), 4_000);
}

describe('every route, fuzzed from its schemas', () => {
  const pool = new UserPool();
  let fixtures: Fixtures;

  beforeAll(async () => {
    const user = await registerUser();
    const token = user.token;
    const entry = await api<JournalEntry>('POST', '/journal/entries', { token, body: { content: 'fixture' } });
    const mood = await api<MoodLog>('POST', '/mental-health/mood-logs', { token, body: { mood: 3 } });
    const session = await api<ChatSession>('POST', '/chat/sessions', { token, body: { persona: 'sage' } });
    const saved = await api<{ export: CloudExport }>('POST', '/journal/export/cloud', {
      token,
      body: { filename: 'journal.txt', format: 'txt', data: Buffer.from('fixture').toString('base64') },
    });
    const ids = { entry: entry.body.id, mood: mood.body.id, session: session.body.id, export: saved.body.export?.id };
    expect(Object.values(ids).every((id) => typeof id === 'string')).toBe(true);
    const partition = `USER#${user.id}`;
    const cursors = [
      ...Object.values(ids).flatMap((id) => ['JOURNAL#', 'MOOD#', 'CHAT#', 'EXPORT#'].map((prefix) => encodeCursor({ PK: partition, SK: `${prefix}${id}` }))),
      encodeCursor({ PK: 'USER#someone-else', SK: `JOURNAL#${entry.body.id}` }),
      Buffer.from('{"PK":1}').toString('base64url'),
      Buffer.from(deepObjectText(5_000)).toString('base64url').slice(0, 2_048),
      Buffer.from('not json').toString('base64url'),
      'A',
    ];
    fixtures = { user, ids, cursors };
    // About the signed-in share of the session-ending routes' cases.
    await pool.fill(Math.ceil(SESSION_ENDING.size * RUNS_PER_ROUTE * 0.8));
  }, 300_000);

  it.each(routes.map((route) => [route.id, route] as const))('%s answers below 500, and every refusal with a message', async (_id, route) => {
    const seed = seedOf(route.id);
    const property = fc.asyncProperty(caseFor(route, fixtures), async (c) => {
      let token: string | undefined;
      if (c.auth.kind === 'user') token = SESSION_ENDING.has(route.id) ? (await pool.take()).token : fixtures.user.token;
      const headers = c.auth.kind === 'header' ? { Authorization: c.auth.value } : undefined;
      const logOffset = fs.statSync(stack.logFile).size;
      const res = await api(route.method, `${c.path}${c.query}`, { token, headers, rawBody: c.body });
      const refusal = res.status >= 400;
      const hasMessage = typeof res.body === 'object' && res.body !== null && typeof (res.body as { message?: unknown }).message === 'string';
      if (res.status >= 500 || (refusal && !hasMessage)) {
        throw new Error(
          `${describeCase(route, c)}\n→ ${res.status} ${clip(JSON.stringify(res.body))}\nstack log:\n${logSince(logOffset)}`,
        );
      }
    });
    // fc.check rather than fc.assert: the report names the request, not a 200 KB counterexample.
    const run = await fc.check(property, { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true });
    if (run.failed) {
      const cause = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
      throw new Error(`${route.id} failed after ${run.numRuns} requests (seed ${run.seed}, path ${run.counterexamplePath}):\n${cause}`);
    }
    // Nothing generated may end the shared user's session: every later route needs it.
    expect((await api<User>('GET', '/auth/me', { token: fixtures.user.token })).status).toBe(200);
  }, 180_000);
});

describe('numbers and nesting the table cannot hold are refused with 400', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerUser();
  });

  const totalEntries = async () => (await api<User>('GET', '/auth/me', { token: user.token })).body.stats.totalJournalEntries;

  it('refuses an aiAnalysis number beyond 2^53 - 1, on create and update', async () => {
    const body = '{"content":"c","aiAnalysis":{"summary":9007199254740993}}';
    const res = await api('POST', '/journal/entries', { token: user.token, rawBody: body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('aiAnalysis: numbers must be finite and at most 9007199254740991 in size');
    expect(await totalEntries()).toBe(0);

    const entry = await api<JournalEntry>('POST', '/journal/entries', { token: user.token, body: { content: 'c' } });
    const update = await api('PUT', `/journal/entries/${entry.body.id}`, { token: user.token, rawBody: '{"aiAnalysis":{"list":[1,-9007199254740993]}}' });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe('aiAnalysis: numbers must be finite and at most 9007199254740991 in size');
  });

  it('refuses a sleepHours too small for the table', async () => {
    const res = await api('PUT', '/mental-health/profile', { token: user.token, rawBody: '{"sleepHours":1e-200}' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('sleepHours: sleepHours must be 0 or at least 1e-130 in size');
    expect((await api('GET', '/mental-health/profile', { token: user.token })).body).toMatchObject({ sleepHours: 8, updatedAt: null });
  });

  it('refuses an aiAnalysis nested 40,000 levels deep', async () => {
    const body = `{"content":"c","aiAnalysis":${deepObjectText(40_000)}}`;
    const res = await api('POST', '/journal/entries', { token: user.token, rawBody: body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('aiAnalysis: aiAnalysis is nested too deeply (at most 16 levels)');
  });

  it('keeps an aiAnalysis 16 levels deep with the extremes of what it holds', async () => {
    const numbers = '[0,-0,1e-130,-1e-130,9007199254740991,-9007199254740991,0.5]';
    const body = `{"content":"c","aiAnalysis":${deepObjectText(15, numbers)}}`;
    const res = await api<JournalEntry>('POST', '/journal/entries', { token: user.token, rawBody: body });
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body.aiAnalysis)).toBe(deepObjectText(15, '[0,0,1e-130,-1e-130,9007199254740991,-9007199254740991,0.5]'));
  });
});
