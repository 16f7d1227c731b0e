import { ISSUE_IDS, SESSION_PREFERENCES, URGENCY_LEVELS, type TherapistMatchResponse } from '../../lambdas/contracts/therapist-options';
import type { AuthResponse } from '../../lambdas/contracts/user';
import { DIRECTORY_SIZE } from '../../lib/seed/therapist-directory';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';
import { jsonCaller } from './http-client';
import { summarize, type Row } from './stats';

/**
 * POST /therapist/match against the seeded directory, through the local API: first the cold
 * reads (each issue area's partition read from DynamoDB Local once), then varied requests one
 * at a time and from a few clients at once. Target: p95 under 100 ms.
 */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function requests(count: number): object[] {
  const rand = random(424242);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const issues = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(ISSUE_IDS)))];
    return {
      primaryIssues: issues,
      urgencyLevel: pick(URGENCY_LEVELS),
      sessionPreference: pick(SESSION_PREFERENCES),
      budget: rand() < 0.5 ? null : 80 + 10 * Math.floor(rand() * 15),
    };
  });
}

export async function therapistMatchingLatency(options = { warmup: 50, sequential: 300, clients: 4, perClient: 75 }): Promise<Row[]> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stack = await startTestStack({ name: 'bench-therapists', web: false, env: { POWERTOOLS_LOG_LEVEL: 'WARN' } });
  try {
    const call = jsonCaller(stack.info.apiUrl);
    const registered = await call('POST', '/auth/register', { email: uniqueEmail('bench-match'), password: GOOD_PASSWORD, firstName: 'Bench', lastName: 'Match' });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
    const { token } = registered.body as AuthResponse;
    const failures: string[] = [];
    let matched = 0;
    const timed = async (body: object, samples?: number[]) => {
      const start = performance.now();
      const res = await call('POST', '/therapist/match', body, token);
      const ms = performance.now() - start;
      if (res.status !== 200) failures.push(String(res.status));
      else matched += (res.body as TherapistMatchResponse).matches.length;
      samples?.push(ms);
    };

    const cold: number[] = [];
    for (const issue of ISSUE_IDS) await timed({ primaryIssues: [issue] }, cold);
    const bodies = requests(options.warmup + options.sequential + options.clients * options.perClient);
    let next = 0;
    const sequential = async (count: number, samples?: number[]) => {
      for (let i = 0; i < count; i++) await timed(bodies[next++ % bodies.length] as object, samples);
    };
    const seq: number[] = [];
    const concurrent: number[] = [];
    await sequential(options.warmup);
    await sequential(options.sequential, seq);
    await Promise.all(Array.from({ length: options.clients }, () => sequential(options.perClient, concurrent)));
    if (failures.length > 0) throw new Error(`${failures.length} match requests failed: ${failures.slice(0, 5).join(', ')}`);
    if (matched === 0) throw new Error('no request found a match: is the directory seeded?');

    return [
      summarize(`POST /therapist/match, first read of each issue area (${DIRECTORY_SIZE} therapists)`, cold),
      summarize('POST /therapist/match (sequential, varied requests)', seq),
      summarize(`POST /therapist/match (${options.clients} concurrent clients)`, concurrent),
    ];
  } finally {
    await stopTestStack(stack);
  }
}
