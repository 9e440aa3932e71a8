import { expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';
import { downloadXlsx, editedWorkbook, readWorkbook } from './xlsx.ts';

/**
 * Issue 12, device import: the template downloaded, filled (exceljs, as an admin would in Excel), checked as a
 * dry run, imported, and the devices found in the list; then a file with a bad IMEI on row 7: the row and cell in
 * the error, the error file downloaded, and nothing written.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const STAMP = String(Date.now()).slice(-11);
const TODAY = new Date().toISOString().slice(0, 10).split('-').reverse().join('.');

/** A valid IMEI from 14 digits (Luhn). */
function imei(body: string): string {
  const sum = [...body].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return body + ((10 - (sum % 10)) % 10);
}

function fill(template: string, rows: unknown[][], name: string): Promise<string> {
  return editedWorkbook(
    template,
    (workbook) => {
      for (const row of rows) workbook.worksheets[0]!.addRow(row);
    },
    name,
  );
}

async function devicesNamed(page: Page, search: string): Promise<number> {
  const { devices } = await gql<{ devices: { totalCount: number } }>(
    page,
    'query($a: Int!, $s: String) { devices(accountID: $a, search: $s, includeSubAccounts: true) { totalCount } }',
    { a: await mainAccountId(page), s: search },
  );
  return devices.totalCount;
}

let template = '';

test('downloads the template, fills it in, imports it after the dry run, and sees the devices', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLoggedIn(page, 'admin', { path: '/equipment/devices' });
  template = await downloadXlsx(
    page,
    () => page.getByRole('button', { name: 'Last ned importmal' }).click(),
    'template',
  );
  const read = await readWorkbook(template);
  expect(read.worksheets.map((w) => w.name)).toEqual(['Enheter', 'Instruksjoner', 'Typer', 'Leverandører']);

  const file = await fill(
    template,
    [
      [
        `Importtelefon ${run} A`,
        'Mobil',
        'Apple',
        '',
        imei(`35${STAMP}1`),
        '',
        '1003',
        TODAY,
        '',
        '8.990,00',
      ],
      [`Importtelefon ${run} B`, 'Mobil', 'Samsung', '', imei(`35${STAMP}2`), '', '', TODAY, '', '6.490,50'],
      [
        `Importlader ${run}`,
        'Tilbehør',
        `E2E Leverandør ${run}`,
        'Ja',
        '',
        `SN-${run}`,
        '',
        TODAY,
        '',
        '499',
      ],
    ],
    'devices',
  );
  await page.getByRole('button', { name: 'Importer enheter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer enheter' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Kontroller filen' }).click();
  await expect(dialog.getByTestId('import-summary')).toContainText('3 nye');
  await expect(dialog.getByTestId('import-summary')).toContainText('0 oppdatert');
  await expectAccessible(page, 'device import summary');
  expect(await devicesNamed(page, run)).toBe(0);
  await dialog.getByRole('button', { name: 'Bekreft import' }).click();
  await expect(page.getByText('Enhetene er importert')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Søk i enheter').fill(run);
  await expect(page.getByTestId('device-row').filter({ hasText: `Importtelefon ${run} A` })).toBeVisible();
  await expect(page.getByTestId('device-row').filter({ hasText: `Importlader ${run}` })).toBeVisible();
  expect(await devicesNamed(page, run)).toBe(3);
});

test('a bad IMEI on row 7: the row and cell in the error, the error file, and nothing written', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLoggedIn(page, 'admin', { path: '/equipment/devices' });
  const rows = Array.from({ length: 6 }, (_, i) => [
    `Feilfil ${run} ${i + 2}`,
    'Annet',
    'Apple',
    '',
    '',
    `SN-F-${run}-${i}`,
  ]);
  rows[5] = [`Feilfil ${run} 7`, 'Mobil', 'Apple', '', '353456789012345', '', '', TODAY];
  const file = await fill(template, rows, 'bad-imei');
  const before = await devicesNamed(page, `Feilfil ${run}`);

  await page.getByRole('button', { name: 'Importer enheter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer enheter' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Kontroller filen' }).click();
  const first = dialog.getByTestId('import-first-error');
  await expect(first).toHaveText(
    'Rad 7, IMEI «353456789012345»: IMEI må være 15 sifre med gyldig kontrollsiffer.',
  );
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Rad 7, IMEI' })).toBeVisible();
  await expectAccessible(page, 'device import errors');

  const errorFile = await downloadXlsx(
    page,
    () => dialog.getByRole('button', { name: 'Last ned filen med feilkolonne' }).click(),
    'errors',
  );
  const sheet = (await readWorkbook(errorFile)).worksheets[0]!;
  const header = sheet.getRow(1).values as unknown[];
  const errorColumn = header.indexOf('Feil');
  expect(errorColumn).toBeGreaterThan(0);
  expect(String(sheet.getRow(7).getCell(errorColumn).value)).toContain('IMEI: IMEI må være 15 sifre');
  expect(sheet.getRow(6).getCell(errorColumn).value).toBeNull();

  expect(await devicesNamed(page, `Feilfil ${run}`)).toBe(before);
});
