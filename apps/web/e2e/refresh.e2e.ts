import { expect, type Page, test } from '@playwright/test';
import { mainAccountId } from './api.ts';
import { coveredSubscription, ingestContent, ore } from './content-services.ts';
import { openLoggedIn } from './login.ts';

/**
 * What a change affects (apps/web/src/api/changes.ts): after a change, the screens already visited show the new
 * money when the person comes back to them inside the app, without a reload. Every move here is a click in the
 * main menu, so the cached answers stay; a reload would hide a missing refresh.
 */
const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });
const open = (page: Page, entry: 'Kostnadsoversikt' | 'Brukere' | 'Rapporter' | 'Betalingsprofiler') =>
  menu(page).getByRole('link', { name: entry }).click();

const money = async (page: Page, testId: string) => {
  await expect(page.getByTestId(testId)).toHaveText(/kr|\d/);
  return ore(await page.getByTestId(testId).innerText());
};

async function showUser(page: Page, phoneNumber: string) {
  await open(page, 'Brukere');
  await page
    .getByRole('searchbox', { name: 'Søk på navn eller nummer' })
    .fill(phoneNumber.replace('+47', '').replace(/\s/g, ''));
  await expect(page.getByTestId('row-deducted-month')).toHaveCount(1);
  await expect(page.getByTestId('usage-deducted-total')).toHaveText(/\d,\d\d/);
}

test('a rejection shows the new deduction in the Users list, the details and the dashboard without a reload', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin');
  const who = await coveredSubscription(page, await mainAccountId(page), 12_345);
  const tag = `E2E refresh ${Date.now()}`;
  await ingestContent(page, who.phoneNumber, [{ description: `Innholdstjeneste: ${tag}`, amount: '123.45' }]);
  await page.goto('/dashboard');

  const dashboardBefore = await money(page, 'figure-deducted-value');
  await showUser(page, who.phoneNumber);
  const rowBefore = await money(page, 'row-deducted-month');
  const detailsBefore = await money(page, 'usage-deducted-total');

  // Reject it: the company no longer covers it, so the month's deduction grows by 123,45 kr.
  await open(page, 'Rapporter');
  await page.getByRole('searchbox', { name: 'Søk på navn, nummer eller tjeneste' }).fill(tag);
  const row = page.getByTestId('deduction-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { expanded: false }).click();
  await row.getByRole('button', { name: 'Avvis', exact: true }).click();
  await expect(row).toHaveCount(0);

  await open(page, 'Kostnadsoversikt');
  await expect.poll(() => money(page, 'figure-deducted-value')).toBe(dashboardBefore + 12_345);
  await showUser(page, who.phoneNumber);
  await expect.poll(() => money(page, 'row-deducted-month')).toBe(rowBefore + 12_345);
  await expect.poll(() => money(page, 'usage-deducted-total')).toBe(detailsBefore + 12_345);
});

test('a payment profile save shows the new deduction on the dashboard and in the reports without a reload', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin');
  const dashboardBefore = await money(page, 'figure-deducted-value');
  await open(page, 'Rapporter');
  const reportsBefore = await money(page, 'summary-total-deduction-value');

  // Selger's shared limit for calls, SMS and data drops from 800 kr to 1 kr: its members pay more this month.
  await open(page, 'Betalingsprofiler');
  const selger = page
    .getByTestId('profile-row')
    .filter({ has: page.getByRole('button', { name: 'Selger', exact: true }) });
  await selger.getByRole('button', { name: 'Selger', exact: true }).click();
  await expect(page.getByTestId('profile-heading')).toHaveText('Selger');
  await page.getByRole('tab', { name: 'Regler' }).click();
  await page.getByRole('textbox', { name: 'Månedlig grense for Mobilbruk' }).fill('1');
  await page.getByTestId('save-bar').getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByTestId('save-bar')).toHaveCount(0);

  await open(page, 'Kostnadsoversikt');
  await expect.poll(() => money(page, 'figure-deducted-value')).toBeGreaterThan(dashboardBefore);
  await open(page, 'Rapporter');
  await expect.poll(() => money(page, 'summary-total-deduction-value')).toBeGreaterThan(reportsBefore);
});
