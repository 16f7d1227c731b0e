/**
 * Vite plugin: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build
 * over 1 KB, so the local web server answers compressed as CloudFront does, without compressing
 * on every request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves less than a packet (CloudFront's own floor is 1,000 bytes). */
export const PRECOMPRESS_MIN_BYTES = 1024;
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.xml', '.map']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : Promise.resolve([path.join(dir, entry.name)]))),
  );
  return nested.flat();
}

/** Compresses every text file of `dir` over the floor; returns the files compressed. */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_EXTENSIONS.has(path.extname(file)));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length <= PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      done.push(file);
    }),
  );
  return done.sort();
}

export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'solace:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file (public/ included) is written.
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
