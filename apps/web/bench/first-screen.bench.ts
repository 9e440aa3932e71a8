import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import type { Figure } from '../../server/bench/figures.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/browser.ts';
import { type DemoPerson, loginAs } from '../e2e/login.ts';
import { startPortal } from '../e2e/portal-server.ts';
import { reportLinkFromTheOutbox } from '../e2e/report-link.ts';

/**
 * Issue 31 §5: the first screen on a phone-like connection. A portal of its own (the embedded default with the demo
 * data, the built web app) and Chromium with a 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up and the CPU slowed
 * 4×, an empty cache each time. The pages an employee opens from an SMS are timed to their largest contentful paint
 * (target 2.5 s), the administrator's lists to their first row (target 4 s), both from the start of the navigation.
 * Each screen is loaded RUNS times (FIRST_SCREEN_RUNS, default 3) and the median is the figure; FIRST_SCREEN_PAGES
 * (names, comma-separated) times only those screens.
 */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.FIRST_SCREEN_RUNS ?? 3);
const PAGES = process.env.FIRST_SCREEN_PAGES?.split(',');

type Screen = { name: string; who: DemoPerson; firstRow?: string; target: number };
const EMPLOYEE_PAGES: Screen[] = [
  { name: '/home', who: 'employee', target: 2_500 },
  { name: '/webshop', who: 'employee', target: 2_500 },
  { name: '/report/:token', who: 'employee', target: 2_500 },
];
const ADMIN_LISTS: Screen[] = [
  { name: '/dashboard', who: 'admin', firstRow: '[data-testid="top-subscription"]', target: 4_000 },
  { name: '/users', who: 'admin', firstRow: '[data-testid="subscription-row"]', target: 4_000 },
  { name: '/equipment', who: 'admin', firstRow: '[data-testid="device-row"]', target: 4_000 },
];

/** Milliseconds from the navigation's start to the largest paint, or to the first row when the screen has one. */
async function loadOnce(context: BrowserContext, path: string, firstRow?: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(path, { waitUntil: 'commit' });
  let ms: number;
  if (firstRow) {
    await page.locator(firstRow).first().waitFor({ timeout: 60_000 });
    ms = await page.evaluate(() => performance.now());
  } else {
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    ms = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            done(entries[entries.length - 1]!.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  }
  await page.close();
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function loggedIn(browser: Browser, baseURL: string, who: DemoPerson): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    viewport: who === 'employee' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    isMobile: who === 'employee',
  });
  await loginAs(await context.newPage(), who);
  return context;
}

export async function runFirstScreenBench(): Promise<Figure[]> {
  const portal = await startPortal('first-screen', { RATE_LIMIT_SESSION_PER_MINUTE: '1000' });
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const report = await reportLinkFromTheOutbox(browser, portal.url);
    const results: Figure[] = [];
    const screens = [...EMPLOYEE_PAGES, ...ADMIN_LISTS].filter((s) => !PAGES || PAGES.includes(s.name));
    if (screens.length === 0) throw new Error(`No screen is named ${PAGES!.join(', ')}.`);
    for (const screen of screens) {
      const context = await loggedIn(browser, portal.url, screen.who);
      const path = screen.name === '/report/:token' ? report : screen.name;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await loadOnce(context, path, screen.firstRow));
      await context.close();
      const ms = median(times);
      results.push({
        measure: `${screen.name} ${screen.firstRow ? 'first row' : 'largest paint'}, median of ${RUNS}`,
        size: 'phone-like',
        value: ms,
        unit: 'ms',
        target: screen.target,
        ok: ms <= screen.target,
      });
    }
    console.log(
      `  phone-like profile: ${NETWORK.latency} ms round trip, 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}× slower; median of ${RUNS}`,
    );
    for (const r of results)
      console.log(
        `  ${r.measure.padEnd(40)} ${(r.value! / 1000).toFixed(2)} s  target ${r.target! / 1000} s  ${r.ok ? 'ok' : 'OVER'}`,
      );
    return results;
  } finally {
    await browser.close();
    await portal.stop();
  }
}
