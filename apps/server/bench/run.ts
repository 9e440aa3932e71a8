/**
 * `npm run bench [-- NAME …]`: runs every `bench/<name>.bench.ts` (or only the named ones) one after another on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). A benchmark file exports
 * an async function named `run…Bench` answering its results, each with `ok` or `pass` telling whether it met its
 * target; it prints its own figures. Exits non-zero when any result misses its target or a benchmark fails.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Result = { ok?: boolean; pass?: boolean };
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
for (const file of files) {
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
      const results = (await (runner as () => Promise<Result[]>)()) ?? [];
      const missed = results.filter((r) => !(r.ok ?? r.pass));
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
console.log(
  failed ? `\nbench: ${failed} benchmark(s) missed a target or failed` : '\nbench: every target met',
);
process.exit(failed ? 1 : 0);
