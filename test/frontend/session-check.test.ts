import { authApi } from '../../frontend/src/features/auth/api/auth-api';
import { startSessionCheck, takeSessionCheck } from '../../frontend/src/features/auth/session-check';
import { getConfig, initConfig } from '../../frontend/src/lib/config';
import { clearSession, saveSession } from '../../frontend/src/lib/storage';
import { TEST_CONFIG } from './helpers/fetch-mock';
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

describe("the session check index.html's script asked early", () => {
  let me: jest.SpyInstance;
  const meUrl = () => `${getConfig().apiUrl}/auth/me`;
  const early = (token: string, url: string, response: Promise<Partial<Response>>) => {
    window.solaceEarlySession = { token, url, response: response as Promise<Response> };
  };
  const answered = (status: number, body: unknown) => Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) });

  beforeEach(() => {
    initConfig(TEST_CONFIG);
    me = jest.spyOn(authApi, 'me').mockResolvedValue(ME);
    saveSession({ token: 'token-1', refreshToken: 'refresh-1' }, 'session');
  });
  afterEach(() => {
    takeSessionCheck();
    clearSession();
    delete window.solaceEarlySession;
    jest.restoreAllMocks();
  });

  it('is the answer when it was asked of this API with this token, and is used once', async () => {
    const person = { ...ME, email: 'early@example.com' };
    early('token-1', meUrl(), answered(200, person));
    startSessionCheck();
    await expect(takeSessionCheck().answer).resolves.toEqual(person);
    expect(me).not.toHaveBeenCalled();
    expect(window.solaceEarlySession).toBeUndefined();
  });

  it('is asked again the app\'s way when refused, or asked with another token or of another API', async () => {
    early('token-1', meUrl(), answered(401, { message: 'Unauthorized' }));
    startSessionCheck();
    await expect(takeSessionCheck().answer).resolves.toBe(ME);
    expect(me).toHaveBeenCalledTimes(1);

    early('an older token', meUrl(), answered(200, { ...ME, email: 'other@example.com' }));
    startSessionCheck();
    await expect(takeSessionCheck().answer).resolves.toBe(ME);

    early('token-1', 'https://old-api.example.com/auth/me', answered(200, { ...ME, email: 'other@example.com' }));
    startSessionCheck();
    await expect(takeSessionCheck().answer).resolves.toBe(ME);

    early('token-1', meUrl(), Promise.reject(new TypeError('Failed to fetch')));
    startSessionCheck();
    await expect(takeSessionCheck().answer).resolves.toBe(ME);
    expect(me).toHaveBeenCalledTimes(4);
  });
});
