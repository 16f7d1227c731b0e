import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '../../frontend/build/precompress-assets';
import { freePort } from '../../lib/local/processes';
import { acceptedEncodings, cacheControlFor, startWebServer } from '../../lib/local/web-server';

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A site folder (filled by `fill`) served on a free port for one describe block; both go after it. */
function siteForTests(fill: (siteDir: string) => void | Promise<void>) {
  const site = { base: '', siteDir: '' };
  let server: http.Server;
  beforeAll(async () => {
    site.siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-site-'));
    await fill(site.siteDir);
    const port = await freePort();
    server = await startWebServer({
      port,
      host: '127.0.0.1',
      siteDir: site.siteDir,
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
    site.base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(site.siteDir, { recursive: true, force: true });
  });
  return site;
}

const BIG_SCRIPT = `export const words = ${JSON.stringify('calm river morning walk '.repeat(200))};\n`;

describe('local web server', () => {
  const site = siteForTests((siteDir) => {
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Solace</title>');
    fs.mkdirSync(path.join(siteDir, 'assets'));
    fs.writeFileSync(path.join(siteDir, 'assets', 'app.js'), 'console.info(1)');
  });

  const stillAnswers = async () => {
    const res = await fetch(`${site.base}/journal`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Solace</title>');
  };

  it('answers 400 to a path with broken percent-encoding and goes on serving', async () => {
    const res = await fetch(`${site.base}/%E0%A4%A`);
    expect(res.status).toBe(400);
    await stillAnswers();
  });

  it('serves files, falls back to the app for other paths and never leaves the site folder', async () => {
    const asset = await fetch(`${site.base}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    for (const probe of ['/..%2f..%2fetc%2fpasswd', '/assets/%00app.js', '/%2e%2e/%2e%2e/etc/hostname']) {
      const res = await fetch(`${site.base}${probe}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Solace</title>');
    }
    expect((await fetch(`${site.base}/config.json`)).status).toBe(200);
    expect((await fetch(`${site.base}/`, { method: 'POST' })).status).toBe(405);
  });
});

describe('compression and caching, as CloudFront does', () => {
  const asset = '/assets/journal-page-Bt_lB-HQ.js';

  const site = siteForTests(async (siteDir) => {
    fs.writeFileSync(path.join(siteDir, 'index.html'), `<!doctype html><title>Solace</title>${'<!-- padding -->'.repeat(100)}`);
    fs.mkdirSync(path.join(siteDir, 'assets'));
    fs.writeFileSync(path.join(siteDir, 'assets', 'journal-page-Bt_lB-HQ.js'), BIG_SCRIPT);
    fs.writeFileSync(path.join(siteDir, 'assets', 'tiny-CTbOc1BT.js'), 'export {};\n');
    fs.writeFileSync(path.join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect((await precompressDirectory(siteDir)).map((file) => path.relative(siteDir, file))).toEqual([path.join('assets', 'journal-page-Bt_lB-HQ.js'), 'index.html']);
  });

  it('sends the Brotli copy when the browser takes it, then gzip, with Content-Encoding and Vary', async () => {
    const br = await raw(`${site.base}${asset}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);

    const gz = await raw(`${site.base}${asset}`, { 'Accept-Encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(gz.body.length);
  });

  it('falls back to the plain file when no coding is accepted, or the file has no copy', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const plain = await raw(`${site.base}${asset}`, accept ? { 'Accept-Encoding': accept } : {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(BIG_SCRIPT);
    }
    const tiny = await raw(`${site.base}/assets/tiny-CTbOc1BT.js`, { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });

  it('compresses the app page too, for every client-side route', async () => {
    for (const route of ['/', '/journal', '/ai-coaching']) {
      const page = await raw(`${site.base}${route}`, { 'Accept-Encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toContain('text/html');
      expect(brotliDecompressSync(page.body).toString()).toContain('<title>Solace</title>');
    }
  });

  it('caches hashed assets for a year; the page, config.json and other files are checked every time', async () => {
    expect((await raw(`${site.base}${asset}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw(`${site.base}/assets/tiny-CTbOc1BT.js`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/index.html', '/journal', '/config.json', '/favicon.svg', '/assets/missing-AbCdEf12.js']) {
      expect([route, (await raw(`${site.base}${route}`)).headers['cache-control']]).toEqual([route, 'no-cache']);
    }
  });

  it('answers a revalidation with 304 while the file is unchanged, and HEAD with headers only', async () => {
    for (const route of ['/journal', '/config.json', asset]) {
      const first = await raw(`${site.base}${route}`, { 'Accept-Encoding': 'br' });
      expect(first.headers.etag).toBeTruthy();
      const again = await raw(`${site.base}${route}`, { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag as string });
      expect([route, again.status, again.body.length]).toEqual([route, 304, 0]);
    }
    const head = await raw(`${site.base}${asset}`, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br')].sort()).toEqual(['br', 'deflate', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('*, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('gzip;q=abc')]).toEqual([]);
  });

  it('knows a hashed asset by its name', () => {
    expect(cacheControlFor('/assets/index-6qondE3L.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/community-page-DPgShU-_.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/assets/detector.worker-BCc8wjQ2.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
    expect(cacheControlFor('/assets/readme.txt')).toBe('no-cache');
  });
});
