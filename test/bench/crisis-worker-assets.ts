/**
 * What the crisis detector's worker downloads: its script and anything that script imports,
 * raw and as served (the build's gzip and Brotli copies). The target: at most 100 KB gzip in all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureFrontendBuilt, SITE_DIR } from '../../lib/local/frontend-build';
import type { Row } from './stats';

export const DETECTOR_GZIP_BUDGET_KB = 100;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The copy the build wrote, or the same compression done here when it wrote none. */
function compressedSize(file: string, suffix: '.gz' | '.br'): number {
  if (fs.existsSync(file + suffix)) return fs.statSync(file + suffix).size;
  const body = fs.readFileSync(file);
  return suffix === '.gz'
    ? gzipSync(body, { level: 9 }).length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The worker script the app starts, and every module it imports (static or dynamic), by file name. */
export function crisisWorkerAssets(siteDir = SITE_DIR): string[] {
  const assets = path.join(siteDir, 'assets');
  const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  const starter = scripts
    .map((file) => /new Worker\(new URL\(`\/assets\/([^`]+\.js)`/.exec(fs.readFileSync(path.join(assets, file), 'utf8'))?.[1])
    .find((name) => name !== undefined);
  if (!starter) throw new Error('No script of the build starts a worker');
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const code = fs.readFileSync(path.join(assets, name), 'utf8');
    for (const match of code.matchAll(/(?:from\s*|import\s*\(?\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)) visit(match[1] as string);
  };
  visit(starter);
  return [...seen];
}

export function crisisWorkerAssetSizes(): Row[] {
  ensureFrontendBuilt({ quiet: true });
  let raw = 0;
  let gz = 0;
  let br = 0;
  const rows: Row[] = crisisWorkerAssets().map((name) => {
    const file = path.join(SITE_DIR, 'assets', name);
    const sizes = { raw: fs.statSync(file).size, gz: compressedSize(file, '.gz'), br: compressedSize(file, '.br') };
    raw += sizes.raw;
    gz += sizes.gz;
    br += sizes.br;
    return { name: `worker asset ${name.replace(/-[\w-]{8}\.js$/, '.js')}`, KB: kb(sizes.raw), 'KB gzip': kb(sizes.gz), 'KB brotli': kb(sizes.br) };
  });
  rows.push({
    name: `all the worker loads (target: ≤ ${DETECTOR_GZIP_BUDGET_KB} KB gzip)`,
    KB: kb(raw),
    'KB gzip': kb(gz),
    'KB brotli': kb(br),
    'within target': gz <= DETECTOR_GZIP_BUDGET_KB * 1024 ? 'yes' : 'NO',
  });
  return rows;
}
