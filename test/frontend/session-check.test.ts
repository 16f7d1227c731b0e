import { authApi } from '../../frontend/src/features/auth/api/auth-api';
import { startSessionCheck, takeSessionCheck } from '../../frontend/src/features/auth/session-check';
import { clearSession, saveSession } from '../../frontend/src/lib/storage';
import type { User } from '../../lambdas/contracts/user';

const ME = { id: 'user-1', email: 'a@example.com' } as unknown as User;

describe('the session check at load', () => {
  let me: jest.SpyInstance;
  beforeEach(() => {
    me = jest.spyOn(authApi, 'me').mockResolvedValue(ME);
  });
  afterEach(() => {
    // Nothing started by a test stays for the next one.
    takeSessionCheck();
    clearSession();
    jest.restoreAllMocks();
  });

  it('asks once, before the app renders, and the app takes that answer', async () => {
    saveSession({ token: 'token-1', refreshToken: 'refresh-1' }, 'session');
    startSessionCheck();
    startSessionCheck();
    expect(me).toHaveBeenCalledTimes(1);
    const check = takeSessionCheck();
    await expect(check.answer).resolves.toBe(ME);
    expect(me).toHaveBeenCalledTimes(1);
    expect(me.mock.calls[0]?.[0]).toBe(check.controller.signal);
  });

  it('is asked afresh by a second taker (a remount)', () => {
    saveSession({ token: 'token-1', refreshToken: 'refresh-1' }, 'session');
    startSessionCheck();
    const first = takeSessionCheck();
    const second = takeSessionCheck();
    expect(second).not.toBe(first);
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('asks nothing at load without a stored session', () => {
    startSessionCheck();
    expect(me).not.toHaveBeenCalled();
  });

  it('leaves a failed answer to its taker, without an unhandled rejection', async () => {
    me.mockRejectedValue(new Error('401'));
    saveSession({ token: 'token-1', refreshToken: 'refresh-1' }, 'session');
    startSessionCheck();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeSessionCheck().answer).rejects.toThrow('401');
  });
});
