import { holdUntil, withResponseFloor } from '../../lambdas/shared/timing';

describe('response floor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds an answer until the floor has passed since the start', async () => {
    const started = Date.now();
    let done = false;
    const answer = withResponseFloor(400, async () => 'ok', started).then((v) => {
      done = true;
      return v;
    });
    await jest.advanceTimersByTimeAsync(399);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('ok');
  });

  it('holds a failure the same way, and adds nothing once the floor has passed', async () => {
    const started = Date.now();
    let settled = false;
    const failing = withResponseFloor(300, async () => {
      throw new Error('refused');
    }, started).catch((e: Error) => {
      settled = true;
      return e.message;
    });
    await jest.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(failing).resolves.toBe('refused');

    const late = Date.now() - 1_000;
    let passed = false;
    void holdUntil(late, 300).then(() => (passed = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(passed).toBe(true);
  });
});
