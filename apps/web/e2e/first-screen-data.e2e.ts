import { expect, type Page, test } from '@playwright/test';
import { hold } from './hold.ts';
import { openLoggedIn } from './login.ts';
import { reportLinkFromTheOutbox } from './report-link.ts';

/**
 * Issue 31 §5: the screen a page opens on asks for its answers beside its code (app/screen-data.ts), not once it has
 * rendered. Each journey holds the screen's code back: the answers are asked for all the same, and when the code
 * arrives the screen shows them without asking again (the same keys as its hooks).
 */

/** The names of the GraphQL operations the page asks for, in order, as it asks. */
function operationsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/graphql')) return;
    const query = (request.postDataJSON() as { query?: string } | null)?.query ?? '';
    const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
    if (name) asked.push(name);
  });
  return asked;
}

const timesAsked = (asked: string[], name: string) => asked.filter((n) => n === name).length;

/** Opens `path` again with the screen's chunk held until the operations are asked for, then lets it come. */
async function openWithCodeHeld(page: Page, path: string, chunk: RegExp, operations: string[]) {
  const code = await hold(page, chunk);
  // The page the login landed on may still be asking: leave it first, so that only the new page's questions count.
  await page.goto('about:blank');
  const asked = operationsAsked(page);
  await page.goto(path);
  await expect.poll(() => operations.filter((o) => !asked.includes(o))).toEqual([]);
  code.release();
  return asked;
}

test("the employee's home asks for the costs, the terms, the policy and the purchases while its code is on its way", async ({
  page,
}) => {
  await openLoggedIn(page, 'employee', { path: '/home' });
  const operations = ['EmployeeHome', 'MyDeductionTerms', 'MyPolicy', 'OrderLines'];
  const asked = await openWithCodeHeld(page, '/home', /\/assets\/home-page-[\w-]+\.js$/, operations);
  await expect(page.getByTestId('home-subscription').first()).toBeVisible();
  await expect(page.getByTestId('purchase-history')).toBeVisible();
  await expect(page.getByTestId('my-policy')).toBeVisible();
  for (const o of operations) expect(timesAsked(asked, o), o).toBe(1);
});

test('the webshop asks for its policy and purchases while its code is on its way', async ({ page }) => {
  await openLoggedIn(page, 'employee', { path: '/webshop' });
  const operations = ['EnabledServices', 'WebshopConfigured', 'EmployeeHome', 'MyPolicy', 'OrderLines'];
  const asked = await openWithCodeHeld(page, '/webshop', /\/assets\/webshop-page-[\w-]+\.js$/, operations);
  await expect(page.getByTestId('purchase-history')).toBeVisible();
  for (const o of operations) expect(timesAsked(asked, o), o).toBe(1);
});

test('the report link asks for its report while its code is on its way', async ({
  page,
  browser,
  baseURL,
}) => {
  const path = await reportLinkFromTheOutbox(browser, baseURL!);
  await openLoggedIn(page, 'employee', { path });
  const operations = ['EnabledServices', 'UsageReport', 'MyDeductionTerms'];
  const asked = await openWithCodeHeld(page, path, /\/assets\/usage-report-page-[\w-]+\.js$/, operations);
  await expect(page.getByTestId('report-item').first()).toBeVisible();
  for (const o of operations) expect(timesAsked(asked, o), o).toBe(1);
});

test("the users list asks for the top bar's accounts and its first page while its code is on its way", async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/users' });
  const operations = ['EnabledServices', 'Accounts', 'SubscriptionWithUsers'];
  const asked = await openWithCodeHeld(page, '/users', /\/assets\/users-page-[\w-]+\.js$/, operations);
  await expect(page.getByTestId('subscription-row').first()).toBeVisible();
  for (const o of operations) expect(timesAsked(asked, o), o).toBe(1);
});

test("the equipment list asks for the top bar's accounts, its first page, header and vendors while its code is on its way", async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/equipment' });
  const operations = ['Accounts', 'Devices', 'DevicesHeader', 'DeviceVendors'];
  const asked = await openWithCodeHeld(
    page,
    '/equipment/devices?sort=Description_DESC',
    /\/assets\/equipment-page-[\w-]+\.js$/,
    operations,
  );
  await expect(page.getByTestId('device-row').first()).toBeVisible();
  for (const o of operations) expect(timesAsked(asked, o), o).toBe(1);
});

test("the session user and the page's first questions are asked for before the app's code has come, once", async ({
  page,
}) => {
  await openLoggedIn(page, 'employee', { path: '/home' });
  const code = await hold(page, /\/assets\/(common|shell)-[\w-]+\.js$/);
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/session/info')) asked.push(request.url());
  });
  const questions = operationsAsked(page);
  const first = ['EnabledServices', 'EmployeeHome', 'MyDeductionTerms'];
  await page.goto('/home', { waitUntil: 'commit' });
  // index.html's session-early.js asks while the app's start is held back; the app takes its answers.
  await expect.poll(() => asked.length).toBe(1);
  await expect.poll(() => first.filter((o) => !questions.includes(o))).toEqual([]);
  code.release();
  await expect(page.getByTestId('home-subscription').first()).toBeVisible();
  await expect(page.getByTestId('my-policy')).toBeVisible();
  expect(asked).toHaveLength(1);
  for (const o of first) expect(timesAsked(questions, o), o).toBe(1);
});

test("what loads when the browser is idle waits for the screen's own code", async ({ page }) => {
  await openLoggedIn(page, 'employee', { path: '/home' });
  const code = await hold(page, /\/assets\/home-page-[\w-]+\.js$/);
  await page.goto('about:blank');
  const menuAsked = () => page.waitForRequest(/\/assets\/avatar-menu-[\w-]+\.js$/, { timeout: 15_000 });
  const early = menuAsked().then(
    () => 'asked',
    () => 'not asked',
  );
  const asked = operationsAsked(page);
  await page.goto('/home');
  await expect.poll(() => asked.includes('EmployeeHome')).toBe(true);
  // The top bar shows with the stand-in of the person's menu, whose code loaded in the first idle time (2 s at most).
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
  expect(await Promise.race([early, page.waitForTimeout(3_000).then(() => 'waited')])).toBe('waited');
  const later = menuAsked();
  code.release();
  await later;
  await expect(page.getByTestId('home-subscription').first()).toBeVisible();
});
