import { startNotificationTimer } from '../../lib/local/notification-timer';

describe('local scheduled-mail timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the handler at the start of each 15-minute slot with that slot as now', async () => {
    const start = Date.parse('2026-11-29T20:07:30Z');
    jest.setSystemTime(start);
    const runs: string[] = [];
    const stop = startNotificationTimer(async (now) => {
      runs.push(now.toISOString());
    });
    await jest.advanceTimersByTimeAsync(7.5 * 60 * 1000 - 1);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['2026-11-29T20:15:00.000Z']);
    await jest.advanceTimersByTimeAsync(30 * 60 * 1000);
    expect(runs).toEqual(['2026-11-29T20:15:00.000Z', '2026-11-29T20:30:00.000Z', '2026-11-29T20:45:00.000Z']);
    await stop();
    await jest.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(runs).toHaveLength(3);
  });

  it('keeps going after a failed run', async () => {
    jest.setSystemTime(Date.parse('2026-11-29T20:14:00Z'));
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let calls = 0;
    const stop = startNotificationTimer(async () => {
      calls += 1;
      throw new Error('SES is down');
    });
    await jest.advanceTimersByTimeAsync(16 * 60 * 1000);
    expect(calls).toBe(2);
    expect(write).toHaveBeenCalledWith(expect.stringContaining('SES is down'));
    await stop();
    write.mockRestore();
  });
});
