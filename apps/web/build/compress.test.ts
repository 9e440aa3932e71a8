import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressDir } from './compress.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('writes .br and .gz beside every text asset, not beside images, source maps or the manifest', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  const js = 'export const answer = 42;\n'.repeat(200);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dir, 'assets/app-abc.js'), js);
  writeFileSync(join(dir, 'assets/app-abc.js.map'), '{}');
  writeFileSync(join(dir, 'assets/logo.png'), Buffer.from([137, 80, 78, 71]));
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');

  expect(await precompressDir(dir)).toBe(2);
  expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app-abc.js.br'))).toString()).toBe(js);
  expect(gunzipSync(readFileSync(join(dir, 'assets/app-abc.js.gz'))).toString()).toBe(js);
  expect(readFileSync(join(dir, 'assets/app-abc.js.br')).length).toBeLessThan(js.length / 10);
  expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toContain('<title>');
  expect(() => readFileSync(join(dir, 'assets/logo.png.br'))).toThrow();
  expect(() => readFileSync(join(dir, 'assets/app-abc.js.map.br'))).toThrow();
  expect(() => readFileSync(join(dir, '.vite/manifest.json.br'))).toThrow();
});
