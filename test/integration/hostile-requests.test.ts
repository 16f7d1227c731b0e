import { api, registerUser, stack } from './helpers/stack';

/**
 * Requests that once stopped the whole local stack (gateway, web server and emulators):
 * each must get an answer, and the stack must answer normally afterwards.
 */
describe('the local stack under hostile requests', () => {
  const alive = () => {
    process.kill(stack.pid, 0);
    return true;
  };

  it.each([
    ['a __proto__ query key', 'GET', '/chat/sessions?__proto__=x'],
    ['a constructor query key', 'GET', '/journal/entries?constructor=x&constructor=y'],
    ['a prototype query key on a public route', 'POST', '/auth/login?prototype=1'],
    ['broken percent-encoding in a path parameter', 'GET', '/chat/sessions/%E0%A4%A'],
    ['broken percent-encoding in a query', 'GET', '/journal/entries?page=%E0%A4%A'],
  ])('answers %s without stopping', async (_name, method, path) => {
    const res = await fetch(`${stack.info.apiUrl}${path}`, { method });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof ((await res.json()) as { message?: unknown }).message).toBe('string');
    expect(alive()).toBe(true);
    const me = await api('GET', '/auth/me');
    expect(me.status).toBe(401);
  });

  it('serves a signed-in user normally after them, with the hostile keys ignored', async () => {
    const user = await registerUser();
    for (const key of ['__proto__', 'constructor']) {
      const res = await api<{ sessions: unknown[] }>('GET', `/chat/sessions?${key}=x`, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body.sessions).toEqual([]);
    }
    const broken = await api('GET', '/chat/sessions/%E0%A4%A', { token: user.token });
    expect(broken.status).toBe(400);
    const me = await api<{ id: string }>('GET', '/auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });
});
