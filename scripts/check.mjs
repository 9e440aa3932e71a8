import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './run.mjs';

/**
 * `npm run check`: types, lint and format, no hand-written file over 400 lines, the files the docs name exist, commit
 * subjects of one short line, the server's import rules (dependency-cruiser), the unit tests, migrations that agree
 * with each other (`drizzle-kit check`), and that the generated files are the ones committed.
 */
const steps = [
  ['types: shared', 'npx', ['tsc', '-p', 'packages/shared']],
  ['types: server', 'npx', ['tsc', '-p', 'apps/server']],
  ['types: web', 'npx', ['tsc', '-p', 'apps/web']],
  ['lint and format', 'npx', ['biome', 'check', '.']],
  ['files of at most 400 lines', 'node', ['scripts/file-length.mjs']],
  ['file references in the docs', 'node', ['scripts/doc-references.mjs']],
  ['commit subjects', 'node', ['scripts/commit-subjects.mjs']],
  // The server's import rules: no cycle, no other feature's repository, no feature in infrastructure (ARCHITECTURE.md).
  [
    'server imports',
    'npx',
    ['depcruise', 'src', 'test', 'bench', '--config', '.dependency-cruiser.mjs', '--output-type', 'err'],
    { cwd: 'apps/server' },
  ],
  [
    'server feature folders',
    'npx',
    ['depcruise', 'src', '--config', '.dependency-cruiser-features.mjs', '--output-type', 'err'],
    { cwd: 'apps/server' },
  ],
  ['schema.graphql', 'npx', ['tsx', 'apps/server/src/cli/print-schema.ts', '--check']],
  ['migrations', 'npx', ['drizzle-kit', 'check'], { cwd: 'apps/server' }],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
];
// CI runs `npm test` right after, which runs the unit tests again: `--without-unit` leaves them to it.
const withoutUnit = process.argv.includes('--without-unit');

let failed = 0;
for (const [name, cmd, args, opts] of steps) {
  if (withoutUnit && name === 'unit tests') continue;
  console.log(`\n▶ ${name}`);
  if ((await run(cmd, args, opts)) !== 0) {
    console.error(`✖ ${name}`);
    failed++;
  }
}

console.log('\n▶ generated web types');
const out = mkdtempSync(join(tmpdir(), 'codegen-'));
const code = await run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
  cwd: 'apps/web',
  env: { CODEGEN_OUT: `${out}/` },
});
const committed = 'apps/web/src/gql';
const differs =
  code !== 0 ||
  readdirSync(out).some((f) => {
    try {
      return readFileSync(join(out, f), 'utf8') !== readFileSync(join(committed, f), 'utf8');
    } catch {
      return true;
    }
  });
rmSync(out, { recursive: true, force: true });
if (differs) {
  console.error('✖ apps/web/src/gql is stale: run `npm run generate` and commit the result.');
  failed++;
}

console.log(failed ? `\ncheck: ${failed} step(s) failed` : '\ncheck: all passed');
process.exit(failed ? 1 : 0);
