import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy, type RuntimeConfig } from '../web-policy';

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

  const serve = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...security });
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
    let body: Buffer;
    try {
      body = fs.readFileSync(file);
    } catch {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The app is not built yet. Run `npm run build:web`.');
      return;
    }
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': isIndex ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...security,
    });
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
