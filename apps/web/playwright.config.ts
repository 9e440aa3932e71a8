import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '../../.data-e2e';
/** A server that is already running (CI's release smoke, docs/OPERATIONS.md): no server is started for the run. */
const BASE_URL = process.env.E2E_BASE_URL;

/**
 * Browser journeys against the real built server with a fresh embedded database and the demo data, or against the
 * server at E2E_BASE_URL (which must have the demo data).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // A busy machine (several checkouts testing at once) may stretch both: E2E_SLOW=3 triples them.
  timeout: 60_000 * Number(process.env.E2E_SLOW ?? 1),
  expect: { timeout: 10_000 * Number(process.env.E2E_SLOW ?? 1) },
  fullyParallel: false,
  workers: 1,
  // On CI a journey that fails is run once more; the summary names it flaky, so a passing retry is seen, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL ?? `http://127.0.0.1:${PORT}`,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // Recording a trace of every journey, to keep only a failing one's, cost 12 % of the journeys' time (92 s against
    // 104 s for four files): `npm test` (so CI, whose files nobody opens) sets E2E_TRACE=on-first-retry.
    trace: (process.env.E2E_TRACE as 'on-first-retry' | undefined) ?? 'retain-on-failure',
    launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: BASE_URL
    ? undefined
    : {
        command: `rm -rf ${DATA_DIR} && npx tsx ../server/src/main.ts`,
        url: `http://127.0.0.1:${PORT}/api/health`,
        // A first start seeds the demo data: seconds on an idle machine, minutes on a busy one.
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR,
          LOG_LEVEL: 'warn',
          TOKEN_TTL_SECONDS: process.env.E2E_TOKEN_TTL_SECONDS ?? '900',
          // Every journey logs in from 127.0.0.1 and every page load asks session/info: far above a person's pace.
          RATE_LIMIT_SESSION_PER_MINUTE: '1000',
        },
      },
});
