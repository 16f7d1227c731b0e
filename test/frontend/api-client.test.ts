import { ApiError, api, apiPath, apiUrlOf, onSessionExpired } from '../../frontend/src/lib/api-client';
import { getRefreshToken, getToken, saveSession } from '../../frontend/src/lib/storage';
import { TEST_CONFIG, mockFetch } from './helpers/fetch-mock';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('strips a leading /api and prefixes the API URL', async () => {
    const fetchMock = mockFetch().on('POST /user/activate-license', { body: { success: true } });
    await api.post('/api/user/activate-license', { licenseKey: 'K' });
    expect(fetchMock.calls[0]!.url).toBe(`${TEST_CONFIG.apiUrl}/user/activate-license`);
    expect(apiPath('/apiary')).toBe('/apiary');
    expect(apiPath('/api')).toBe('/');
    expect(apiPath('journal/entries')).toBe('/journal/entries');
    expect(apiUrlOf('/api/auth/me')).toBe(`${TEST_CONFIG.apiUrl}/auth/me`);
  });

  it('sends JSON and the bearer token from either storage', async () => {
    const fetchMock = mockFetch().on('GET /auth/me', { body: { id: 'u' } });
    await api.get('/auth/me');
    expect(fetchMock.calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(fetchMock.calls[0]!.headers.Authorization).toBeUndefined();

    saveSession({ token: 'session-token' }, 'session');
    await api.get('/auth/me');
    expect(fetchMock.calls[1]!.headers.Authorization).toBe('Bearer session-token');

    saveSession({ token: 'local-token' }, 'local');
    await api.get('/auth/me');
    expect(fetchMock.calls[2]!.headers.Authorization).toBe('Bearer local-token');
  });

  it("reads the body's message field", async () => {
    mockFetch().on('POST /auth/login', { status: 403, body: { message: 'User is disabled' } });
    const error = await failure(api.post('/auth/login', {}));
    expect(error.message).toBe('User is disabled');
    expect(error.status).toBe(403);
  });

  it("falls back to 'HTTP error! status: N' when the body has no message", async () => {
    mockFetch().on('GET /auth/me', { status: 502, body: { error: 'Bad gateway' } });
    const error = await failure(api.get('/auth/me'));
    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.status).toBe(502);
  });

  it("answers 'Network error' when the body is unreadable", async () => {
    mockFetch().on('GET /auth/me', { status: 503, text: '<html>Service Unavailable</html>' });
    const error = await failure(api.get('/auth/me'));
    expect(error.message).toBe('Network error');
    expect(error.status).toBe(503);
  });

  it("reports a failed fetch as 'Failed to fetch', whatever the browser's wording", async () => {
    mockFetch().on('GET /auth/me', new TypeError('NetworkError when attempting to fetch resource.'));
    const error = await failure(api.get('/auth/me'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Failed to fetch');
  });

  it('returns undefined for an empty successful answer', async () => {
    mockFetch().on('DELETE /journal/entries/1', { status: 204 });
    await expect(api.delete('/journal/entries/1')).resolves.toBeUndefined();
  });

  describe('token refresh', () => {
    it('refreshes once on a 401, stores the new token in the same storage and retries', async () => {
      saveSession({ token: 'old', refreshToken: 'refresh-1' }, 'session');
      const fetchMock = mockFetch()
        .on('GET /auth/me', { status: 401, body: { message: 'Token expired' } }, { body: { id: 'u1' } })
        .on('POST /auth/refresh', { body: { token: 'new', expiresIn: 3600 } });

      await expect(api.get('/auth/me')).resolves.toEqual({ id: 'u1' });

      expect(fetchMock.callsTo('POST /auth/refresh')[0]!.body).toEqual({ refreshToken: 'refresh-1' });
      const meCalls = fetchMock.callsTo('GET /auth/me');
      expect(meCalls.map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
      expect(window.sessionStorage.getItem('solace_token')).toBe('new');
      expect(window.localStorage.getItem('solace_token')).toBeNull();
      expect(getRefreshToken()).toBe('refresh-1');
    });

    it('shares one refresh between concurrent callers', async () => {
      saveSession({ token: 'old', refreshToken: 'refresh-1' }, 'local');
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const fetchMock = mockFetch()
        .on('GET /a', (call) => (call.headers.Authorization === 'Bearer new' ? { body: 'a' } : { status: 401, body: {} }))
        .on('GET /b', (call) => (call.headers.Authorization === 'Bearer new' ? { body: 'b' } : { status: 401, body: {} }))
        .on('POST /auth/refresh', async () => {
          await gate;
          return { body: { token: 'new', expiresIn: 3600 } };
        });

      const both = Promise.all([api.get('/a'), api.get('/b')]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      release();
      await expect(both).resolves.toEqual(['a', 'b']);
      expect(fetchMock.callsTo('POST /auth/refresh')).toHaveLength(1);
      expect(window.localStorage.getItem('solace_token')).toBe('new');
    });

    it('clears the session and notifies listeners when the refresh is refused', async () => {
      saveSession({ token: 'old', refreshToken: 'revoked' }, 'local');
      mockFetch()
        .on('GET /auth/me', { status: 401, body: { message: 'Session revoked' } })
        .on('POST /auth/refresh', { status: 401, body: { message: 'Refresh token revoked' } });
      const listener = jest.fn();
      const unsubscribe = onSessionExpired(listener);

      const error = await failure(api.get('/auth/me'));
      unsubscribe();

      expect(error.status).toBe(401);
      expect(error.message).toBe('Session revoked');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(getToken()).toBeNull();
      expect(getRefreshToken()).toBeNull();
    });

    it('does not retry a second time when the retried call is refused too', async () => {
      saveSession({ token: 'old', refreshToken: 'r' }, 'local');
      const fetchMock = mockFetch()
        .on('GET /auth/me', { status: 401, body: { message: 'Unauthorized' } })
        .on('POST /auth/refresh', { body: { token: 'new', expiresIn: 3600 } });
      await failure(api.get('/auth/me'));
      expect(fetchMock.callsTo('GET /auth/me')).toHaveLength(2);
      expect(fetchMock.callsTo('POST /auth/refresh')).toHaveLength(1);
    });

    it('keeps the session when the refresh gets no answer at all', async () => {
      saveSession({ token: 'old', refreshToken: 'r' }, 'local');
      mockFetch()
        .on('GET /auth/me', { status: 401, body: { message: 'Token expired' } })
        .on('POST /auth/refresh', new TypeError('Failed to fetch'));
      const listener = jest.fn();
      const unsubscribe = onSessionExpired(listener);
      await failure(api.get('/auth/me'));
      unsubscribe();
      expect(listener).not.toHaveBeenCalled();
      expect(getToken()).toBe('old');
    });

    it('leaves a 401 alone when the caller opts out (wrong credentials at sign-in)', async () => {
      saveSession({ token: 'old', refreshToken: 'r' }, 'local');
      const fetchMock = mockFetch().on('POST /auth/login', { status: 401, body: { message: 'Incorrect username or password' } });
      const error = await failure(api.post('/auth/login', {}, { refreshOnUnauthorized: false }));
      expect(error.status).toBe(401);
      expect(fetchMock.callsTo('POST /auth/refresh')).toHaveLength(0);
      expect(getToken()).toBe('old');
    });
  });
});
