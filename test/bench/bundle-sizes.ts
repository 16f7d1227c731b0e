import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';
import { routeGroups } from '../../lambdas/contracts/routes';
import { ensureFrontendBuilt, SITE_DIR } from '../../lib/local/frontend-build';
import type { Row } from './stats';

const ROOT = path.resolve(__dirname, '../..');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Each group's Lambda bundle, built as the stack builds it (minified CJS, AWS SDK external). */
export function lambdaBundleSizes(): Row[] {
  return routeGroups.map((group) => {
    const out = buildSync({
      entryPoints: [path.join(ROOT, 'lambdas', group, 'handler.ts')],
      bundle: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      minify: true,
      external: ['@aws-sdk/*'],
      write: false,
      logLevel: 'error',
    });
    const code = out.outputFiles[0]?.contents ?? new Uint8Array();
    return { name: `lambda ${group}`, 'KB': kb(code.length), 'KB gzip': kb(gzipSync(code).length) };
  });
}

/** The web app's JavaScript: what every page loads first, and each lazily loaded chunk. */
export function frontendBundleSizes(): Row[] {
  ensureFrontendBuilt({ quiet: true });
  const html = fs.readFileSync(path.join(SITE_DIR, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  const assets = fs.readdirSync(path.join(SITE_DIR, 'assets')).filter((f) => f.endsWith('.js'));
  return assets
    .map((file) => {
      const code = fs.readFileSync(path.join(SITE_DIR, 'assets', file));
      const isEntry = entry === `assets/${file}`;
      return { name: `${isEntry ? 'web first load' : 'web chunk'} ${file.replace(/-[\w-]{8}\.js$/, '')}`, 'KB': kb(code.length), 'KB gzip': kb(gzipSync(code).length) };
    })
    .sort((a, b) => Number(b['KB gzip']) - Number(a['KB gzip']));
}
