/**
 * Issue 10 §1, measured: the real server (a process of its own, `src/main.ts`, on a fresh embedded database with the
 * demo data) gets 20 concurrent GraphQL requests with extreme dates on the dated cost operations
 * (`subscriptionDetails`, `paymentProfileRulePreview`), while `/api/health` is asked every 100 ms; every health
 * answer must come within 1 s, every extreme must be refused with BAD_USER_INPUT (the widest allowed range answers),
 * and the server must still answer afterwards. Before the fix one `toDate: "9999-12-31"` looped until the process died.
 *
 * `npm run bench -- extreme-dates` (with the others) or alone: `npx tsx apps/server/bench/extreme-dates.bench.ts`.
 * EXTREME_DATES_PORT (default 5207) is the port the server listens on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/seed/tenancy.ts';
import type { Figure } from './figures.ts';

const PORT = Number(process.env.EXTREME_DATES_PORT ?? 5207);
const BASE = `http://127.0.0.1:${PORT}`;
const HEALTH_LIMIT_MS = 1000;
const CONCURRENT = 20;
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** [fromDate, toDate, refused]: the issue's extremes, a range past the 120-month cap, and the widest allowed one. */
const RANGES: [string, string, boolean][] = [
  ['2025-01-01', '9999-12-31', true],
  ['0001-01-01', '2025-12-31', true],
  ['0999-12-31', '2025-12-31', true],
  ['2025-01-01', '10000-01-01', true],
  ['2000-01-01', '2100-12-31', true],
  ['1999-12-31', '2025-12-31', true],
  ['2025-01-01', '2101-01-01', true],
  ['2025-12-31', '2025-01-01', true],
  ['2026-02-30', '2026-03-01', true],
  ['2016-01-01', '2025-12-31', false],
];

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      RATE_LIMIT_SESSION_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start in 15 minutes');
}

/** The whole login as a browser does it, with fetch and a cookie jar: session/login, the provider's form, back. */
async function login(who: keyof typeof DEMO_LOGINS): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(new URL(url, BASE), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [name, ...value] = cookie.split(';')[0]!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    return res;
  };
  const location = (res: Response) => res.headers.get('location') ?? '';
  const start = (await (await go('/api/session/login')).json()) as { redirect_url: string };
  const loginPage = await go(location(await go(start.redirect_url)));
  const action = /<form method="post" action="([^"]+)"/
    .exec(await loginPage.text())![1]!
    .replace(/&amp;/g, '&');
  const submitted = await go(action, { login: DEMO_LOGINS[who], password: DEMO_PASSWORD });
  const callback = new URL(location(await go(location(submitted))), BASE);
  const query = new URLSearchParams({
    state: callback.searchParams.get('state') ?? '',
    code: callback.searchParams.get('code') ?? '',
  });
  const answer = (await (await go(`/api/session/authenticate?${query}`)).json()) as { token: string };
  return answer.token;
}

async function gql<T>(token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${BASE}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
}

const DETAILS = `query($a: Int!, $s: Int!, $from: Date, $to: Date) {
  subscriptionDetails(accountID: $a, subscriptionID: $s, fromDate: $from, toDate: $to) { subscriptionID } }`;
const PREVIEW = `query($a: Int!, $s: Int!, $from: Date!, $to: Date!) {
  paymentProfileRulePreview(accountID: $a, subscriptionID: $s, fromDate: $from, toDate: $to) { __typename } }`;

export async function runExtremeDatesBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'extreme-dates-'));
  const server = await startServer(dataDir);
  try {
    const token = await login('admin');
    const found = await gql<{ accounts: { ID: number }[] }>(token, '{ accounts { ID } }', {});
    const accountID = found.data!.accounts[0]!.ID;
    const page = await gql<{ subscriptionWithUsers: { items: { subscriptionID: number }[] } }>(
      token,
      'query($a: Int!) { subscriptionWithUsers(accountID: $a, limit: 1) { items { subscriptionID } } }',
      { a: accountID },
    );
    const subscriptionID = page.data!.subscriptionWithUsers.items[0]!.subscriptionID;

    const health: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const t0 = performance.now();
        const ok = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.ok,
          () => false,
        );
        health.push(ok ? performance.now() - t0 : Number.POSITIVE_INFINITY);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => {
        const [from, to, refused] = RANGES[i % RANGES.length]!;
        const query = i % 2 === 0 ? DETAILS : PREVIEW;
        return gql(token, query, { a: accountID, s: subscriptionID, from, to }).then((res) => ({
          from,
          to,
          refused,
          code: res.errors?.[0]?.extensions?.code ?? 'ok',
        }));
      }),
    );
    const allMs = performance.now() - t0;
    // A few more health answers after the burst, then the server must still answer a real query.
    await new Promise((r) => setTimeout(r, 500));
    polling = false;
    await poller;
    const after = await gql(token, '{ accounts { ID } }', {});

    const wrong = answers.filter((a) => (a.refused ? a.code !== 'BAD_USER_INPUT' : a.code !== 'ok'));
    const slowest = Math.max(...health);
    const sorted = [...health].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `  ${CONCURRENT} concurrent requests with extreme dates answered in ${allMs.toFixed(0)} ms ` +
        `(${answers.filter((a) => a.code === 'BAD_USER_INPUT').length} BAD_USER_INPUT, ` +
        `${answers.filter((a) => a.code === 'ok').length} answered)`,
    );
    console.log(
      `  /api/health meanwhile: ${health.length} answers, median ${median.toFixed(0)} ms, ` +
        `slowest ${Number.isFinite(slowest) ? `${slowest.toFixed(0)} ms` : 'no answer'} (limit ${HEALTH_LIMIT_MS} ms)`,
    );
    for (const a of wrong) console.log(`  unexpected: ${a.from} → ${a.to} answered ${a.code}`);
    console.log(`  afterwards the server ${after.data ? 'answers' : 'does not answer'}`);
    return [
      {
        measure: '/api/health meanwhile, slowest',
        value: slowest,
        unit: 'ms',
        target: HEALTH_LIMIT_MS,
        ok: slowest <= HEALTH_LIMIT_MS,
      },
      { measure: 'extremes refused, the widest range answered', ok: wrong.length === 0 },
      { measure: 'alive afterwards', ok: !!after.data },
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runExtremeDatesBench();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
