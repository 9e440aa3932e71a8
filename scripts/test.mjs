import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './run.mjs';

/**
 * `npm test`: unit tests, server tests on PGlite (and on PostgreSQL with --postgres URL), then the browser
 * journeys against the built app. Ends with one line: `Summary: N passed, N failed`.
 */
const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
});
console.log(`npm test on Node ${process.version}`);
const dir = mkdtempSync(join(tmpdir(), 'connect-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** The failed tests by name, printed again just above the summary: CI shows only the tail of its log. */
const failedTests = [];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function vitest(label, project, env = {}) {
  const file = join(dir, `${label}.json`);
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { env },
  );
  const r = readJson(file);
  const passed = r?.numPassedTests ?? 0;
  // A file that fails to load has no failed test of its own: count it once so the summary shows it.
  const failed = r ? r.numFailedTests + (r.numFailedTests === 0 ? r.numFailedTestSuites : 0) : 1;
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += (r?.numPendingTests ?? 0) + (r?.numTodoTests ?? 0);
  if (code !== 0 || failed) failures.push(label);
  for (const suite of r?.testResults ?? []) {
    const file = suite.name.replace(`${process.cwd()}/`, '');
    const tests = suite.assertionResults.filter((t) => t.status === 'failed');
    if (suite.status === 'failed' && tests.length === 0)
      failedTests.push(`${label}: ${file}: ${firstLine(suite.message)}`);
    for (const t of tests)
      failedTests.push(`${label}: ${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
}

function firstLine(message) {
  return (
    (message ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

/** The failed journeys of a Playwright JSON report, with their first error line. */
function failedJourneys(suites, path = []) {
  for (const suite of suites ?? []) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failedTests.push(
            `e2e: ${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}: ${firstLine(error)}`,
          );
        }
    failedJourneys(suite.suites, inner);
  }
}

async function playwright() {
  const file = join(dir, 'e2e.json');
  const built = await run('npm', ['run', 'build', '--silent']);
  if (built !== 0) {
    totals.failed++;
    failures.push('web build');
    return;
  }
  // No trace of every journey (12 % of their time, apps/web/playwright.config.ts): only of a retry.
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: 'apps/web',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, E2E_TRACE: 'on-first-retry' },
  });
  const r = readJson(file);
  const s = r?.stats;
  totals.passed += (s?.expected ?? 0) + (s?.flaky ?? 0);
  totals.failed += (s?.unexpected ?? 0) + (r ? 0 : 1);
  totals.skipped += s?.skipped ?? 0;
  if (s?.flaky)
    console.log(`\n${s.flaky} browser journey(s) passed only on their retry (flaky): see the list above.`);
  failedJourneys(r?.suites);
  if (code !== 0) failures.push('browser journeys');
}

const want = (part) => !values.only || values.only.split(',').includes(part);
if (want('unit')) await vitest('unit', 'unit');
if (want('server')) await vitest('server-pglite', 'server');
if (values.postgres && want('server'))
  await vitest('server-postgres', 'server', { TEST_DATABASE_URL: values.postgres });
if (want('e2e')) await playwright();

rmSync(dir, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\nSummary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
