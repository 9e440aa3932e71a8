import { readdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openLoggedIn } from './login.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: /^(Hovedmeny|Main menu)$/ });
const menuEntries = (page: Page) => menu(page).getByRole('link').allTextContents();

test('the language switch changes the text and survives a reload', async ({ page }) => {
  await openLoggedIn(page, 'admin');
  await expect(menu(page).getByRole('link', { name: 'Betalingsprofiler' })).toBeVisible();

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(menu(page).getByRole('link', { name: 'Payment profiles' })).toBeVisible();
  await expect(page.getByLabel('Include sub accounts')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(menu(page).getByRole('link', { name: 'Payment profiles' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('connect.language'))).toBe('en');

  await page.getByTestId('avatar-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Norsk' }).click();
  await expect(menu(page).getByRole('link', { name: 'Betalingsprofiler' })).toBeVisible();
});

/** A translation key on the page (`users.title`): a text shown before its screen's translation file arrived. */
const TRANSLATION_FILES = readdirSync(new URL('../src/i18n/no', import.meta.url)).map((f) =>
  f.replace(/\.json$/, ''),
);
const KEY = new RegExp(`\\b(${TRANSLATION_FILES.join('|')})\\.[a-z][A-Za-z]+`);

test('each screen loads its own texts in the language on show, and never shows a key', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/users' });
  await expect(page.getByTestId('subscription-row').first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(KEY);

  // The switch loads the English texts of the screen on show before it shows them.
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('subscription-row').first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(KEY);

  // Screens not opened before wait for their English texts.
  for (const [entry, shown] of [
    ['Equipment', page.getByTestId('device-row').first()],
    ['Reports', page.getByRole('heading', { name: 'Reports' })],
    ['Cost control dashboard', page.getByTestId('top-subscription').first()],
  ] as const) {
    await menu(page).getByRole('link', { name: entry, exact: true }).click();
    await expect(shown).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(KEY);
  }
});

test('the account choice and Include sub accounts survive a reload', async ({ page }) => {
  await openLoggedIn(page, 'admin');
  const selector = page.getByRole('textbox', { name: 'Konto' });
  // The first account is chosen by default.
  await expect(selector).toHaveValue('Nordlys Bygg AS');
  const includeSub = page.getByLabel('Inkluder underkontoer');
  await expect(includeSub).toBeChecked();

  await selector.click();
  await page.getByRole('option', { name: 'Nordlys Bygg Bergen' }).click();
  await expect(selector).toHaveValue('Nordlys Bygg Bergen');
  await includeSub.uncheck();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Konto' })).toHaveValue('Nordlys Bygg Bergen');
  await expect(page.getByLabel('Inkluder underkontoer')).not.toBeChecked();

  // A billing group is chosen under its account.
  await page.getByRole('textbox', { name: 'Konto' }).click();
  await page.getByRole('option', { name: 'Vest drift' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Konto' })).toHaveValue('Vest drift');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('connect.accountSelection')!));
  expect(stored).toMatchObject({ billingGroupId: expect.any(Number), includeSubAccounts: false });
});

test('choosing another account on a subscription returns to the users list', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/users/1' });
  await expect(page).toHaveURL(/\/users\/\d+$/);
  const subscription = page.url();
  // The selector opens once the page has settled (a click while the detail still loads may be taken by a re-render).
  const vest = page.getByRole('option', { name: 'Nordlys Bygg Vest' });
  await expect(async () => {
    await page.getByRole('textbox', { name: 'Konto' }).click();
    await expect(vest).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await vest.click();
  // Back on the list, which may select the new account's first subscription itself.
  await expect(page).not.toHaveURL(subscription);
  await expect(page).toHaveURL(/\/users(\/\d+)?$/);
});

test('the cost-control admin sees cost control only, with the account selector', async ({ page }) => {
  await openLoggedIn(page, 'costControl');
  expect(await menuEntries(page)).toEqual([
    'Kostnadsoversikt',
    'Betalingsprofiler',
    'Brukere',
    'Rapporter',
    'Nettbutikk',
    'Innloggingslogg',
    'Integrasjoner',
    'Min side',
  ]);
  // Kåre has access to the main account only.
  await page.getByRole('textbox', { name: 'Konto' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Nordlys Bygg AS',
    'Hovedkontor',
    'Ledelse',
    'Prosjekt',
  ]);
  await page.keyboard.press('Escape');
  await page.goto('/equipment');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an employee without a role sees only what the menu rules allow', async ({ page }) => {
  await openLoggedIn(page, 'employee');
  // The dashboard is not theirs: a person with no role lands on their own page.
  await expect(page).toHaveURL(/\/home$/);
  expect(await menuEntries(page)).toEqual(['Nettbutikk', 'Min side']);
  await expect(page.getByRole('textbox', { name: 'Konto' })).toHaveCount(0);
  await expect(page.getByTestId('avatar-menu')).toContainText('Øyvind Ansatt');

  for (const path of [
    '/dashboard',
    '/payment-profiles/1/settings',
    '/users/1',
    '/reports',
    '/equipment',
    '/policies',
    '/impersonation',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  await page.getByTestId('avatar-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Logg inn som kunde' })).toHaveCount(0);
});

test('the admin has every customer screen; an unknown path leads to the dashboard', async ({ page }) => {
  await openLoggedIn(page, 'admin');
  expect(await menuEntries(page)).toEqual([
    'Kostnadsoversikt',
    'Betalingsprofiler',
    'Brukere',
    'Rapporter',
    'Utstyr',
    'Utstyrsavtaler',
    'Nettbutikk',
    'Innloggingslogg',
    'Integrasjoner',
    'Min side',
  ]);
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/impersonation');
  await expect(page).toHaveURL(/\/dashboard$/);

  await menu(page).getByRole('link', { name: 'Utstyrsavtaler' }).click();
  await expect(page).toHaveURL(/\/policies(\/|$)/);
  await expect(menu(page).getByRole('link', { name: 'Utstyrsavtaler' })).toHaveAttribute(
    'data-active',
    'true',
  );
});

test('the menu toggle hides and shows the menu', async ({ page }) => {
  await openLoggedIn(page, 'admin');
  // A collapsed menu slides out of the window to the left.
  const left = async () => (await menu(page).boundingBox())?.x ?? 0;
  await expect.poll(left).toBeGreaterThanOrEqual(0);
  await page.getByRole('button', { name: 'Vis eller skjul menyen' }).click();
  await expect.poll(left).toBeLessThan(0);
  await page.getByRole('button', { name: 'Vis eller skjul menyen' }).click();
  await expect.poll(left).toBeGreaterThanOrEqual(0);
});

test('another screen opens at its top, not where the last one was scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await openLoggedIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('main')).not.toBeEmpty();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await menu(page).getByRole('link', { name: 'Brukere' }).click();
  await expect(page).toHaveURL(/\/users(\/|$)/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
