import { userFigures, weekStart } from '../../lambdas/admin/dashboard';
import { decodeCursor, encodeCursor, numberedPage } from '../../lambdas/admin/index-query';
import { codeStatus } from '../../lambdas/shared/access-codes';

const DAY = 86_400_000;
// Wednesday 2026-11-25 12:00 UTC.
const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('weekStart', () => {
  it('is Monday 00:00 UTC of the week, also for a Sunday and for a Monday itself', () => {
    expect(new Date(weekStart(NOW)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(Date.parse('2026-11-29T23:59:59.000Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(Date.parse('2026-11-23T00:00:00.000Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('userFigures', () => {
  const user = (createdAt: number, extra: Partial<Parameters<typeof userFigures>[0][number]> = {}) => ({
    createdAt: new Date(createdAt).toISOString(),
    role: 'user' as const,
    disabled: false,
    subscription: { status: 'none' as const },
    ...extra,
  });

  it('counts totals, admins, disabled accounts, running subscriptions and trials', () => {
    const figures = userFigures(
      [
        user(NOW - DAY),
        user(NOW - 20 * DAY),
        user(NOW - 30 * DAY, { role: 'admin' }),
        user(NOW - 2 * DAY, { disabled: true }),
        user(NOW - 40 * DAY, { subscription: { status: 'active', endDate: new Date(NOW + DAY).toISOString() } }),
        user(NOW - 3 * DAY, { subscription: { status: 'active', endDate: new Date(NOW + DAY).toISOString() } }),
        user(NOW - 50 * DAY, { subscription: { status: 'active', endDate: new Date(NOW - DAY).toISOString() } }),
      ],
      NOW,
    );
    expect(figures).toMatchObject({ total: 7, admins: 1, disabled: 1, activeSubscriptions: 2, trials: 2 });
  });

  it('puts each account in its week, oldest week first, and leaves older ones out of the chart', () => {
    const figures = userFigures([user(NOW), user(Date.parse('2026-11-23T00:00:00.000Z')), user(Date.parse('2026-11-22T23:59:59.000Z')), user(NOW - 200 * DAY)], NOW, 3);
    expect(figures.newPerWeek).toEqual([
      { weekStart: '2026-11-09T00:00:00.000Z', count: 0 },
      { weekStart: '2026-11-16T00:00:00.000Z', count: 1 },
      { weekStart: '2026-11-23T00:00:00.000Z', count: 2 },
    ]);
    expect(figures.total).toBe(4);
  });
});

describe('admin list cursors', () => {
  const q = { index: 'GSI2' as const, pk: 'CODEBATCH#A' };
  const item = { PK: 'CODE#x', SK: 'CODE', GSI2PK: 'CODEBATCH#A', GSI2SK: 'x', status: 'unused' };

  it('round-trips the key of the last item and nothing else', () => {
    expect(decodeCursor(encodeCursor(item, 'GSI2'), q)).toEqual({ PK: 'CODE#x', SK: 'CODE', GSI2PK: 'CODEBATCH#A', GSI2SK: 'x' });
  });

  it.each([
    ['another partition', encodeCursor({ ...item, GSI2PK: 'CODEBATCH#B' }, 'GSI2')],
    ['a key of another index', encodeCursor(item)],
    ['not base64 JSON', 'bm9wZQ'],
    ['an array', Buffer.from('[1]').toString('base64url')],
    ['a number in a key', Buffer.from(JSON.stringify({ ...item, status: undefined, SK: 1 })).toString('base64url')],
  ])('refuses %s with 400', (_label, cursor) => {
    expect(() => decodeCursor(cursor, q)).toThrow('cursor: invalid cursor');
  });
});

describe('numberedPage', () => {
  it('slices page n of a list and counts the pages (at least one)', () => {
    const all = Array.from({ length: 45 }, (_, i) => i);
    expect(numberedPage(all, 3, 20)).toEqual({ slice: [40, 41, 42, 43, 44], page: 3, limit: 20, total: 45, totalPages: 3 });
    expect(numberedPage([], 1, 20)).toEqual({ slice: [], page: 1, limit: 20, total: 0, totalPages: 1 });
    expect(numberedPage(all, 9, 20).slice).toEqual([]);
  });
});

describe('codeStatus', () => {
  it('reads an unused code past its expiry as expired, and nothing else', () => {
    expect(codeStatus({ status: 'unused', expiresAt: new Date(NOW - 1).toISOString() }, NOW)).toBe('expired');
    expect(codeStatus({ status: 'unused', expiresAt: new Date(NOW + 1).toISOString() }, NOW)).toBe('unused');
    expect(codeStatus({ status: 'unused' }, NOW)).toBe('unused');
    expect(codeStatus({ status: 'redeemed', expiresAt: new Date(NOW - 1).toISOString() }, NOW)).toBe('redeemed');
    expect(codeStatus({ status: 'revoked' }, NOW)).toBe('revoked');
  });
});
