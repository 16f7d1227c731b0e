import { GOOD_PASSWORD, uniqueEmail } from '../support/api-client';
import type { TestStack } from '../support/test-stack';
import { jsonCaller } from './http-client';
import { summarize, type Row } from './stats';

/**
 * Whether the time of a failed sign-in or of a forgot-password request tells that an
 * account exists: the same requests for existing and unknown addresses, one at a time,
 * interleaved so the machine's load falls on both alike. Each existing address is used
 * once, so no rate limit answers instead.
 */
export async function authTiming(stack: Pick<TestStack, 'info'>, label: string, samples = 30): Promise<Row[]> {
  const call = jsonCaller(stack.info.apiUrl);
  const accounts: string[] = [];
  for (let i = 0; i < samples * 2 + 4; i++) {
    const email = uniqueEmail('timing');
    const res = await call('POST', '/auth/register', { email, password: GOOD_PASSWORD, firstName: 'Time', lastName: 'Keeper' });
    if (res.status !== 201) throw new Error(`register failed: ${res.status}`);
    accounts.push(email);
  }
  const series = { loginKnown: [] as number[], loginUnknown: [] as number[], forgotKnown: [] as number[], forgotUnknown: [] as number[] };
  const timed = async (into: number[] | undefined, path: string, body: unknown, expected: number) => {
    const started = performance.now();
    const res = await call('POST', path, body);
    if (res.status !== expected) throw new Error(`${path} answered ${res.status}`);
    into?.push(performance.now() - started);
  };
  for (let i = -2; i < samples; i++) {
    const warm = i >= 0;
    const known = accounts.pop() as string;
    const other = accounts.pop() as string;
    await timed(warm ? series.loginKnown : undefined, '/auth/login', { email: known, password: 'Wrong-pass1!' }, 401);
    await timed(warm ? series.loginUnknown : undefined, '/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong-pass1!' }, 401);
    await timed(warm ? series.forgotKnown : undefined, '/auth/forgot-password', { email: other }, 200);
    await timed(warm ? series.forgotUnknown : undefined, '/auth/forgot-password', { email: uniqueEmail('nobody') }, 200);
  }
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const gap = (a: number[], b: number[]) => ({ 'p50 gap ms': (p50(a) - p50(b)).toFixed(1) });
  return [
    { ...summarize(`${label}: wrong password, existing account`, series.loginKnown), ...gap(series.loginKnown, series.loginUnknown) },
    summarize(`${label}: wrong password, no such account`, series.loginUnknown),
    { ...summarize(`${label}: forgot-password, existing account`, series.forgotKnown), ...gap(series.forgotKnown, series.forgotUnknown) },
    summarize(`${label}: forgot-password, no such account`, series.forgotUnknown),
  ];
}
