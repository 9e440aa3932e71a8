/**
 * `npm run bench [-- NAME …]`: runs every `bench/<name>.bench.ts` (or only the named ones) one after another on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). A benchmark file exports
 * an async function named `run…Bench` answering its figures (figures.ts), each with `ok` telling whether it met its
 * target; it prints its own details as it goes, and this prints every figure in one table at the end (issue 31 §6).
 * Exits non-zero when any figure misses its target or a benchmark fails.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Figure, figuresTable } from './figures.ts';

type BenchModule = Record<string, unknown>;

const here = dirname(fileURLToPath(import.meta.url));
/** The server's benchmarks, and the web app's (the first screen in Chromium), which start a portal of their own. */
const dirs = [here, join(here, '../../web/bench')];
const wanted = process.argv.slice(2);
const files = dirs
  .flatMap((dir) => readdirSync(dir).map((f) => join(dir, f)))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(basename(f).replace(/\.bench\.ts$/, '')))
  .sort((a, b) => basename(a).localeCompare(basename(b)));
if (files.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(2);
}

let failed = 0;
const table: { bench: string; figure: Figure }[] = [];
for (const file of files) {
  const bench = basename(file).replace(/\.bench\.ts$/, '');
  console.log(`\n▶ ${basename(file)}`);
  const mod = (await import(pathToFileURL(file).href)) as BenchModule;
  const runners = Object.entries(mod).filter(
    ([name, v]) => /^run\w*Bench$/.test(name) && typeof v === 'function',
  );
  if (runners.length === 0) {
    console.error(`  ${basename(file)} exports no run…Bench function`);
    failed++;
    continue;
  }
  for (const [name, runner] of runners) {
    try {
      const results = (await (runner as () => Promise<Figure[]>)()) ?? [];
      for (const figure of results) table.push({ bench, figure });
      const missed = results.filter((r) => !r.ok);
      if (missed.length) {
        console.log(`  ${name}: ${missed.length} of ${results.length} over target`);
        failed++;
      }
    } catch (e) {
      console.error(`  ${name} failed:`, e);
      failed++;
    }
  }
}
if (table.length) console.log(`\n${figuresTable(table)}`);
console.log(
  failed ? `\nbench: ${failed} benchmark(s) missed a target or failed` : '\nbench: every target met',
);
process.exit(failed ? 1 : 0);
