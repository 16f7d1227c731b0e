import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, contentSecurityPolicy, type RuntimeConfig } from '../web-policy';

/** Runtime configuration the frontend reads from `/config.json` (one build serves every stage). */
export type WebConfig = RuntimeConfig;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Vite's content-hashed file names (`journal-page-BtMlBOBH.js`): such a file never changes. */
const HASHED_ASSET = /^\/assets\/.+-[\w-]{8}\.[a-z0-9]+$/i;

/** As on AWS (lib/constructs/web.ts): hashed assets for a year, the page and its configuration checked each time. */
export function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** The precompressed copies the build writes beside each text file (frontend/build/precompress-assets.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The codings an `Accept-Encoding` header allows (`q=0` refuses one; `*` allows the rest). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const allowed = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const ok = Number.isFinite(weight) && weight > 0;
    if (name === '*') any = ok;
    else (ok ? allowed : refused).add(name);
  }
  if (any) for (const { name } of ENCODINGS) if (!refused.has(name)) allowed.add(name);
  return allowed;
}

/** The same security headers CloudFront adds in AWS. */
export function securityHeaders(apiOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy([apiOrigin]),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

export interface WebServerOptions {
  port: number;
  host: string;
  siteDir: string;
  config: WebConfig;
}

/** Serves the built app with SPA fallback to index.html, and the generated `/config.json`. */
export function startWebServer(options: WebServerOptions): Promise<http.Server> {
  const root = path.resolve(options.siteDir);
  const security = securityHeaders(new URL(options.config.apiUrl).origin);
  const configBody = JSON.stringify(options.config);
  const configTag = `"${createHash('sha256').update(configBody).digest('base64url').slice(0, 27)}"`;

  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (url.pathname === '/config.json') {
      const headers = { 'Content-Type': 'application/json', 'Cache-Control': CACHE_REVALIDATE, ETag: configTag, ...security };
      if (req.headers['if-none-match'] === configTag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': Buffer.byteLength(configBody) });
      res.end(req.method === 'HEAD' ? undefined : configBody);
      return;
    }
    let requested: string;
    try {
      requested = decodeURIComponent(url.pathname);
    } catch {
      // Broken percent-encoding (`/%E0%A4%A`) names no file.
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...security });
      res.end('Bad request: the path is not valid.');
      return;
    }
    let file = path.resolve(root, `.${requested}`);
    const inside = file === root || file.startsWith(root + path.sep);
    if (!inside || requested.includes('\0') || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const isIndex = file === path.join(root, 'index.html');
    // The precompressed copy the browser accepts, best first; else the file itself.
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const variants = ENCODINGS.filter(({ suffix }) => fs.existsSync(file + suffix));
    const chosen = variants.find(({ name }) => accepted.has(name));
    let body: Buffer;
    let modified: Date;
    try {
      body = fs.readFileSync(chosen ? file + chosen.suffix : file);
      modified = fs.statSync(file).mtime;
    } catch {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The app is not built yet. Run `npm run build:web`.');
      return;
    }
    const tag = `"${body.length.toString(36)}-${modified.getTime().toString(36)}${chosen ? `-${chosen.name}` : ''}"`;
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': isIndex ? CACHE_REVALIDATE : cacheControlFor(url.pathname),
      ETag: tag,
      ...(variants.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
      ...(chosen ? { 'Content-Encoding': chosen.name } : {}),
      ...security,
    };
    if (req.headers['if-none-match'] === tag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = http.createServer((req, res) => {
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    try {
      serve(req, res);
    } catch (error) {
      // One request's failure is that request's 500, never a stopped server.
      process.stderr.write(`The web server could not answer a request: ${(error as Error)?.stack ?? String(error)}\n`);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal server error');
      }
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
