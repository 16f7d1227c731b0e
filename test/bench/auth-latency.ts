import { GOOD_PASSWORD, uniqueEmail } from '../support/api-client';
import { jsonCaller } from './http-client';
import type { TestStack } from '../support/test-stack';
import { summarize, type Row } from './stats';

/**
 * Register + login through the local API at 10 concurrent clients. Each client loops:
 * register a new account, then sign in to it.
 */
export async function authLatency(stack: Pick<TestStack, 'info'>, options = { clients: 10, rounds: 30, warmup: 10 }): Promise<Row[]> {
  const call = jsonCaller(stack.info.apiUrl);
  const register: number[] = [];
  const login: number[] = [];
  const failures: string[] = [];

  const timed = async (samples: number[] | undefined, call: () => Promise<{ status: number }>, expected: number) => {
    const start = performance.now();
    const res = await call();
    const ms = performance.now() - start;
    if (res.status !== expected) failures.push(`status ${res.status}`);
    samples?.push(ms);
  };

  const client = async (rounds: number, record: boolean) => {
    for (let i = 0; i < rounds; i++) {
      const email = uniqueEmail('bench');
      const body = { email, password: GOOD_PASSWORD, firstName: 'Bench', lastName: 'Client' };
      await timed(record ? register : undefined, () => call('POST', '/auth/register', body), 201);
      await timed(record ? login : undefined, () => call('POST', '/auth/login', { email, password: GOOD_PASSWORD }), 200);
    }
  };

  await Promise.all(Array.from({ length: options.clients }, () => client(options.warmup, false)));
  await Promise.all(Array.from({ length: options.clients }, () => client(options.rounds, true)));
  if (failures.length > 0) throw new Error(`${failures.length} requests failed: ${failures.slice(0, 5).join(', ')}`);

  return [
    summarize(`POST /auth/register (${options.clients} clients)`, register),
    summarize(`POST /auth/login (${options.clients} clients)`, login),
    summarize('register + login, all requests', [...register, ...login]),
  ];
}
