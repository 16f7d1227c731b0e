import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/local/processes';
import { startWebServer } from '../../lib/local/web-server';

describe('local web server', () => {
  let server: http.Server;
  let base: string;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-site-'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Solace</title>');
    fs.mkdirSync(path.join(siteDir, 'assets'));
    fs.writeFileSync(path.join(siteDir, 'assets', 'app.js'), 'console.info(1)');
    const port = await freePort();
    server = await startWebServer({
      port,
      host: '127.0.0.1',
      siteDir,
      config: {
        apiUrl: 'http://127.0.0.1:1/local',
        region: 'us-east-1',
        userPoolId: 'pool',
        userPoolClientId: 'client',
        identityPoolId: null,
        stripePublishableKey: null,
        coachProvider: 'on-device',
      },
    });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  const stillAnswers = async () => {
    const res = await fetch(`${base}/journal`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Solace</title>');
  };

  it('answers 400 to a path with broken percent-encoding and goes on serving', async () => {
    const res = await fetch(`${base}/%E0%A4%A`);
    expect(res.status).toBe(400);
    await stillAnswers();
  });

  it('serves files, falls back to the app for other paths and never leaves the site folder', async () => {
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    for (const probe of ['/..%2f..%2fetc%2fpasswd', '/assets/%00app.js', '/%2e%2e/%2e%2e/etc/hostname']) {
      const res = await fetch(`${base}${probe}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Solace</title>');
    }
    expect((await fetch(`${base}/config.json`)).status).toBe(200);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });
});
