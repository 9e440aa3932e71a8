import { osloDate } from '@connect/shared';
import { expect, type Page, test } from '@playwright/test';
import { mainAccountId } from './api.ts';
import { coveredSubscription, ingestContent, ore } from './content-services.ts';
import { openLoggedIn } from './login.ts';

const totalDeduction = async (page: Page) =>
  ore(await page.getByTestId('summary-total-deduction-value').innerText());
const rows = (page: Page) => page.getByTestId('deduction-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function expand(page: Page, text: string) {
  await row(page, text).getByRole('button', { expanded: false }).click();
  await expect(row(page, text).getByRole('button', { expanded: true })).toBeVisible();
}

test('approving and rejecting content services moves them between lists and changes the total deduction', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/reports' });
  const main = await mainAccountId(page);
  const who = await coveredSubscription(page, main, 12_345 + 6_789);
  const tag = `E2E ${Date.now()}`;
  await ingestContent(page, who.phoneNumber, [
    { description: `Innholdstjeneste: ${tag} avvis`, amount: '123.45' },
    { description: `Innholdstjeneste: ${tag} godkjenn`, amount: '67,89' },
  ]);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  await expect(page.getByTestId('summary-total-deduction-value')).toBeVisible();
  const before = await totalDeduction(page);

  await page.getByRole('searchbox', { name: 'Søk på navn, nummer eller tjeneste' }).fill(tag);
  await expect(rows(page)).toHaveCount(2);
  await expect(row(page, `${tag} avvis`)).toContainText(`${who.firstName} ${who.lastName}`);
  await expect(row(page, `${tag} avvis`).getByTestId('deduction-sum')).toHaveText('123,45');

  // Reject: the item leaves For approval and the deduction grows by its amount.
  await expand(page, `${tag} avvis`);
  await row(page, `${tag} avvis`).getByLabel('Kommentar (valgfritt)').fill('Privat bruk');
  await row(page, `${tag} avvis`).getByRole('button', { name: 'Avvis', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('summary-total-deduction-value')).toHaveText(/kr/);
  await expect.poll(() => totalDeduction(page)).toBe(before + 12_345);

  // Approve: the company covers it, so the deduction stays.
  await expand(page, `${tag} godkjenn`);
  await row(page, `${tag} godkjenn`).getByRole('button', { name: 'Godkjenn', exact: true }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect.poll(() => totalDeduction(page)).toBe(before + 12_345);

  // The rejected one is under Rejected, with its comment; Reject is hidden there, Approve takes the deduction back.
  await page
    .getByTestId('show-filter')
    .getByText(/^Avvist/)
    .click();
  await expect(rows(page)).toHaveCount(1);
  await expand(page, `${tag} avvis`);
  await expect(row(page, `${tag} avvis`)).toContainText('Privat bruk');
  await expect(row(page, `${tag} avvis`)).toContainText('Anne Administrator');
  await expect(row(page, `${tag} avvis`).getByRole('button', { name: 'Avvis', exact: true })).toHaveCount(0);
  await row(page, `${tag} avvis`).getByRole('button', { name: 'Godkjenn', exact: true }).click();
  await expect(rows(page)).toHaveCount(0);
  await expect.poll(() => totalDeduction(page)).toBe(before);

  // Both are approved now; Approve is hidden there.
  await page
    .getByTestId('show-filter')
    .getByText(/^Godkjent/)
    .click();
  await expect(rows(page)).toHaveCount(2);
  await expand(page, `${tag} godkjenn`);
  await expect(
    row(page, `${tag} godkjenn`).getByRole('button', { name: 'Godkjenn', exact: true }),
  ).toHaveCount(0);
  await expect(
    row(page, `${tag} godkjenn`).getByRole('button', { name: 'Avvis', exact: true }),
  ).toBeVisible();
});

test('a content service above the yearly NOK 1,000 shows the threshold, and the month picker stops at this month', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/reports' });
  const main = await mainAccountId(page);
  const who = await coveredSubscription(page, main, 0);
  const tag = `E2E ${Date.now()} terskel`;
  await ingestContent(page, who.phoneNumber, [{ description: `Innholdstjeneste: ${tag}`, amount: '1250' }]);

  await page.goto('/reports');
  await page.getByRole('searchbox', { name: 'Søk på navn, nummer eller tjeneste' }).fill(tag);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, tag).getByTestId('over-threshold')).toHaveText('Over 1 000 kr');
  await expand(page, tag);
  await expect(row(page, tag)).toContainText(/kr av dette er over grensen på 1 000 kr/);

  // The month picker: this month is chosen and a later month cannot be picked.
  const month = new Intl.DateTimeFormat('nb-NO', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Oslo',
  }).format(new Date());
  await expect(page.getByTestId('report-month')).toHaveText(month);
  await page.getByTestId('report-month').click();
  const thisMonth = Number(osloDate().slice(5, 7));
  const monthButtons = page.locator('[class*="monthsListControl"]');
  await expect(monthButtons).toHaveCount(12);
  if (thisMonth < 12) await expect(monthButtons.nth(thisMonth)).toBeDisabled();
  await expect(monthButtons.nth(thisMonth - 1)).toBeEnabled();
  if (thisMonth > 1) {
    await monthButtons.nth(thisMonth - 2).click();
    await expect(page).toHaveURL(/period=\d{4}-\d{2}/);
    await expect(rows(page)).toHaveCount(0);
  }
});
