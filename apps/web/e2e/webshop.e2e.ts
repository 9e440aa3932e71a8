import { formatNok } from '@connect/shared';
import { type Browser, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { loginAs, storedToken } from './login.ts';

/** "4 000,00 kr" → øre. */
const ore = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
const IPHONE_ORE = 959_200;
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** As the admin, in a browser of their own: a fresh guideline PDF that employees must accept before they shop. */
async function requireGuideline(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const page = await context.newPage();
  await loginAs(page, 'admin', { path: '/policies' });
  const accountID = await mainAccountId(page);
  const documentID = await page.evaluate(
    async ({ accountID, pdf }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'Retningslinje.pdf');
      const res = await fetch(`/api/guidelines/${accountID}`, {
        method: 'PUT',
        body: form,
        headers: { authorization: `Bearer ${localStorage.getItem('connect.token')}` },
      });
      return ((await res.json()) as { id: number }).id;
    },
    { accountID, pdf: [...PDF] },
  );
  await gql(
    page,
    'mutation($a: Int!, $d: Int) { updateCEGuideline(accountID: $a, documentID: $d, approvalRequired: true) { ID } }',
    { a: accountID, d: documentID },
  );
  await context.close();
}

/**
 * Issue 15, as the employee `ansatt`: their own page, then the guideline, the demo webshop, a phone above the
 * credit, its delivery, and back in the portal the order with the employee's share and the mobile credit reset;
 * then, as the admin, the discovered device and the share in the user-deductions and payroll files.
 */
test('an employee accepts the guideline, buys a phone above the credit and sees the share and the credit reset', async ({
  page,
  browser,
  baseURL,
}) => {
  await requireGuideline(browser, baseURL!);
  await loginAs(page, 'employee');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hei, Øyvind Ansatt' })).toBeVisible();
  await expect(page.getByTestId('home-subscription').first()).toContainText('kr');
  await expect(page.getByTestId('policy-card-mobile')).toBeVisible();
  await expectAccessible(page, '/home');

  await page.getByRole('link', { name: 'Nettbutikk' }).click();
  await expect(page).toHaveURL(/\/webshop$/);
  const mobile = page.getByTestId('policy-card-mobile');
  const credit = ore(await mobile.getByTestId('current-credit').innerText());
  expect(credit).toBeGreaterThan(0);
  expect(credit).toBeLessThan(IPHONE_ORE);
  await expectAccessible(page, '/webshop');

  await page.getByRole('button', { name: 'Gå til nettbutikken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retningslinje for utstyr' });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await expectAccessible(page, 'the guideline to accept');
  await dialog.getByRole('button', { name: 'Godta' }).click();

  await expect(page).toHaveURL(/\/demo-webshop\/$/);
  const phone = page.locator('[data-product="iphone-16"]');
  await expect(phone).toContainText(`Du betaler ${formatNok(IPHONE_ORE - credit)}`);
  await phone.getByRole('button', { name: 'Kjøp iPhone 16 128 GB' }).click();
  const order = page.locator('tr[data-order]').first();
  await expect(order).toContainText('Bestilt');
  await order.getByRole('button', { name: /Marker som levert/ }).click();
  await expect(page.locator('tr[data-order]').first()).toContainText('Levert');
  await page.getByRole('link', { name: /Tilbake til portalen/ }).click();

  await expect(page).toHaveURL(/\/webshop$/);
  const line = page.getByTestId('order-line').filter({ hasText: 'iPhone 16 128 GB' });
  await expect(line).toContainText('Levert');
  await expect(line).toContainText('Øyvind Ansatt');
  await expect(line.getByTestId('employee-paid')).toHaveText(formatNok(IPHONE_ORE - credit));
  // The credit starts anew from the delivery: 0, plus any correction an admin made today (policies.e2e.ts makes one
  // of −500 kr to this employee; corrections count from the day the cycle starts).
  await expect
    .poll(async () =>
      ore(await page.getByTestId('policy-card-mobile').getByTestId('current-credit').innerText()),
    )
    .toBeLessThanOrEqual(0);
  await expect(page.getByTestId('policy-card-mobile').getByTestId('last-purchase')).toHaveText(
    new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'Europe/Oslo' }).format(
      new Date(),
    ),
  );

  await adminFindsTheShare(browser, baseURL!, IPHONE_ORE - credit);
});

/**
 * Step 4, as the admin: the delivered phone is a discovered device suggested to the employee, and the employee's
 * share is in this month's user-deductions file (read with exceljs) and in a payroll file's "equipment deducted".
 */
async function adminFindsTheShare(browser: Browser, baseURL: string, shareOre: number) {
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const page = await context.newPage();
  await loginAs(page, 'admin', { path: '/equipment/users' });
  const a = await mainAccountId(page);
  const { discoveredDevices } = await gql<{
    discoveredDevices: {
      devices: { description: string; source: string; user: { lastName: string } | null }[];
    };
  }>(
    page,
    'query($a: Int!) { discoveredDevices(accountID: $a) { devices { description source user { lastName } } } }',
    {
      a,
    },
  );
  expect(discoveredDevices.devices).toContainEqual({
    description: 'iPhone 16 128 GB',
    source: 'webshop',
    user: { lastName: 'Ansatt' },
  });

  const period = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date()).slice(0, 7);
  await expect(page.getByTestId('export-user-deductions')).toBeVisible();
  const headers = { authorization: `Bearer ${await storedToken(page)}`, 'accept-language': 'nb' };
  const file = await page.request.get(
    `/api/reports/device-user-deductions?period=${period.replace('-', '')}`,
    {
      headers,
    },
  );
  expect(file.status()).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  wb.worksheets[0]!.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1)));
  expect(rows).toContainEqual([
    '',
    '',
    'Nettbutikk, egenandel: iPhone 16 128 GB',
    expect.any(String),
    shareOre / 100,
  ]);

  const { createFileExport } = await gql<{ createFileExport: { ID: number } }>(
    page,
    `mutation($a: Int!) { createFileExport(accountID: $a, description: "Lønn og utstyr", columns: [
      { name: "Navn", mapsToID: 4, order: 1 }, { name: "Trekk", mapsToID: 10, order: 2 },
      { name: "Utstyr trukket", mapsToID: 16, order: 3 }]) { ID } }`,
    { a },
  );
  const payroll = await page.request.get(
    `/api/reports/export/${createFileExport.ID}?period=${period.replace('-', '')}`,
    { headers },
  );
  expect(payroll.status()).toBe(200);
  const lines = (await payroll.text()).trim().split('\n');
  expect(lines[0]).toBe('Navn;Trekk;Utstyr trukket');
  const oyvind = lines.filter((l) => l.startsWith('Øyvind Ansatt;'));
  const share = (shareOre / 100).toFixed(2).replace('.', ',');
  expect(oyvind.filter((l) => l.endsWith(`;${share}`))).toHaveLength(1);
  await context.close();
}

test('an equipment admin shops as an employee: the webshop greets that employee', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/webshop' });
  const shopAs = page.getByTestId('shop-as');
  await shopAs.getByText('En ansatt').click();
  await shopAs.getByRole('combobox', { name: 'Handle som' }).fill('Ansatt');
  await page.getByRole('option', { name: /Øyvind Ansatt/ }).click();
  await expectAccessible(page, '/webshop shop as');
  await page.getByRole('button', { name: 'Gå til nettbutikken' }).click();
  await expect(page).toHaveURL(/\/demo-webshop\/$/);
  await expect(page.getByText('Innlogget som Øyvind Ansatt')).toBeVisible();
});
