import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../lib/local/processes';
import { GOOD_PASSWORD, apiCaller, uniqueEmail } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';

const ROOT = path.resolve(__dirname, '../..');

// `npm start` as a person runs it: its own data directory, stopped and started again.
describe('the local stack', () => {
  it('keeps every account and item across a restart', async () => {
    const first = await startTestStack({ name: 'restart', web: false });
    const email = uniqueEmail('restart');
    let api = apiCaller(first.info.apiUrl);
    const registered = await api<{ user: { id: string } }>('POST', '/auth/register', {
      body: { email, password: GOOD_PASSWORD, firstName: 'Keep', lastName: 'Me' },
    });
    expect(registered.status).toBe(201);
    const saved = await api('PUT', '/auth/profile', {
      token: (registered.body as unknown as { token: string }).token,
      body: { profile: { bio: 'still here' } },
    });
    expect(saved.status).toBe(200);

    // Stop without removing the data, then start again on the same directory and ports.
    await stopTestStack(first, { keepData: true });
    const second = await startTestStack({ name: 'restart', web: false, env: first.env, dataDir: first.dataDir });
    try {
      api = apiCaller(second.info.apiUrl);
      const login = await api<{ token: string; user: { id: string; profile: { bio: string } } }>('POST', '/auth/login', {
        body: { email, password: GOOD_PASSWORD },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe(registered.body.user.id);
      expect(login.body.user.profile.bio).toBe('still here');
      expect(second.info.admin.created).toBe(false);
    } finally {
      await stopTestStack(second);
    }
  }, 120_000);

  it('names the variable to change when a port is taken', async () => {
    const [port, dynamodb, cognito, ses] = (await freePorts(4)) as [number, number, number, number];
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-port-'));
    try {
      const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'bin/local.ts', '--api-only'], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), DYNAMODB_PORT: String(dynamodb), COGNITO_PORT: String(cognito), SES_PORT: String(ses) },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Port ${port} is already in use`);
      expect(run.stderr).toContain('API_PORT');
    } finally {
      blocker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
