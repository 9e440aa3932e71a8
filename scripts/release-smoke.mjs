import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { run } from './run.mjs';

/**
 * CI's check of the release (`npm run release` first): copies the release folder to a clean folder outside the
 * checkout, starts it as an operator does (`node server.js`, production settings, a fresh embedded database in a
 * temporary DATA_DIR with the demo people), runs the smoke journey (apps/web/e2e/smoke.e2e.ts) against it, and stops it
 * with SIGTERM, which must end it cleanly. `--port` (RELEASE_PORT, else 4180) is where it listens.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.RELEASE_PORT ?? '4180' },
    release: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
const release = resolve(values.release ?? join(root, 'release'));
if (!existsSync(join(release, 'server.js'))) {
  console.error(`No release in ${release}: run \`npm run release\` first.`);
  process.exit(1);
}
const scratch = mkdtempSync(join(tmpdir(), 'connect-release-'));
const folder = join(scratch, 'connect-portal');
const url = `http://127.0.0.1:${values.port}`;
const secret = (bytes) => randomBytes(bytes).toString('hex');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

cpSync(release, folder, { recursive: true });
const server = spawn(process.execPath, ['--enable-source-maps', 'server.js'], {
  cwd: folder,
  stdio: ['ignore', 'pipe', 'pipe'],
  // Only what an operator's unit sets (docs/OPERATIONS.md), nothing of the checkout's environment beyond PATH.
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: values.port,
    DATA_DIR: join(scratch, 'data'),
    SEED_DEMO: 'true',
    SEED_SUBSCRIPTIONS: '40',
    TOKEN_SECRET: secret(32),
    INGEST_API_KEY: secret(16),
    WEBSHOP_SECRET: secret(16),
    NETWORK_INGEST_KEY: secret(16),
    PROVISIONING_API_KEY: secret(16),
    // The journeys log in from one address, faster than a person.
    RATE_LIMIT_SESSION_PER_MINUTE: '1000',
  },
});
// Its plain lines (seeding, ready, refusals) are shown as they come; the JSON log of each request only on failure.
let log = '';
for (const stream of [server.stdout, server.stderr]) {
  stream.setEncoding('utf8');
  let partial = '';
  stream.on('data', (text) => {
    log += text;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line && !line.startsWith('{')) console.log(`  release | ${line}`);
  });
}
const exited = once(server, 'exit');

async function ready(deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

const problems = [];
if (await ready(Date.now() + 300_000)) {
  console.log(`▶ release ready after ${seconds()}; smoke journey against ${url}`);
  const code = await run('npx', ['playwright', 'test', 'e2e/smoke.e2e.ts', '--retries=0'], {
    cwd: join(root, 'apps/web'),
    env: { E2E_BASE_URL: url },
  });
  if (code !== 0) problems.push('the smoke journey failed against the release');
  if (!/Connect portal ready at .* Node v2[4-9]/.test(log))
    problems.push('no "ready" line naming Node 24 or later');
  if (/Unsupported runtime/.test(log)) problems.push('a dependency says the runtime is unsupported');
  if (log.includes('"/api/health"')) problems.push('health checks are logged at the info level');
} else {
  problems.push('the release did not answer /api/health within 300 s');
}
server.kill('SIGTERM');
const [code, signal] = await Promise.race([
  exited,
  // Unreferenced: a release that stopped at once must not keep this script waiting out the 30 s.
  new Promise((r) => setTimeout(() => r(['timeout', null]), 30_000).unref()),
]);
if (code !== 0) {
  problems.push(`the release did not stop cleanly on SIGTERM (${code ?? signal})`);
  server.kill('SIGKILL');
}
rmSync(scratch, { recursive: true, force: true });
if (problems.length) {
  console.log(log.replace(/^/gm, '  release | '));
  console.error(`✖ release smoke (${seconds()}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ release smoke passed (${seconds()})`);
