import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzipCallback);

/** Text files worth compressing; images and fonts are compressed already, source maps only reach developer tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export function brotli(data: Buffer): Promise<Buffer> {
  return brotliAsync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export function gzip(data: Buffer): Promise<Buffer> {
  return gzipAsync(data, { level: constants.Z_BEST_COMPRESSION });
}

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !e.parentPath.includes('/.vite'))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the build, so the server sends them as they
 * are (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await compressibleFiles(dir);
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([brotli(data), gzip(data)]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'connect:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle ends before any closeBundle starts, so the budget check reads the .br files written here.
    async writeBundle() {
      const count = await precompressDir(outDir);
      this.info(`wrote .br and .gz next to ${count} files`);
    },
  };
}
