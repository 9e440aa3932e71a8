import { formatDate, osloDate } from '@connect/shared';
import { expect, type Page, test } from '@playwright/test';
import type ExcelJS from 'exceljs';
import { expectAccessible } from './axe.ts';
import { ore } from './content-services.ts';
import { openLoggedIn } from './login.ts';
import { downloadXlsx, editedWorkbook, readWorkbook } from './xlsx.ts';

/**
 * Issue 14, policy import (002 §2, §7): on the Standard policy's Users tab the template is downloaded, one member's
 * mobile last purchase date and credit changed in it (exceljs, as an admin would in Excel), checked as a dry run and
 * imported, and the member's figures change on screen; then a file with a bad cell: its row and cell in the error,
 * and nothing changed, neither on screen nor in a fresh template.
 */
test.describe.configure({ mode: 'serial' });

const TODAY = osloDate();
const DATE = 'Mobil – siste kjøpsdato';
const CREDIT = 'Mobil – kreditt kr';

type Member = { row: number; catalogId: number; name: string; mobileDate: string | null; mobileOre: number };

/** The template's columns by header, and its member rows. */
async function readTemplate(path: string) {
  const sheet = (await readWorkbook(path)).worksheets[0]!;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => String(v ?? ''));
  const col = (name: string) => {
    const i = header.indexOf(name);
    expect(i, `column ${name}`).toBeGreaterThan(0);
    return i;
  };
  const day = (v: ExcelJS.CellValue) => (v instanceof Date ? v.toISOString().slice(0, 10) : null);
  const members: Member[] = [];
  sheet.eachRow((r, row) => {
    if (row === 1) return;
    members.push({
      row,
      catalogId: Number(r.getCell(col('Person-ID')).value),
      name: String(r.getCell(col('Navn')).value),
      mobileDate: day(r.getCell(col(DATE)).value),
      mobileOre: Math.round(Number(r.getCell(col(CREDIT)).value) * 100),
    });
  });
  const values = sheetValues(sheet);
  return { sheet, col, members, values };
}

/** Every cell of every row as text, to compare two templates of the same day. */
function sheetValues(sheet: ExcelJS.Worksheet): string[] {
  const rows: string[] = [];
  sheet.eachRow((r) => rows.push(JSON.stringify(r.values)));
  return rows;
}

async function openUsersTab(page: Page) {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  await page.getByTestId('policy-list').getByRole('button', { name: 'Standard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Standard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Brukere' }).click();
}

const downloadTemplate = (page: Page, name: string) =>
  downloadXlsx(page, () => page.getByRole('button', { name: 'Last ned mal' }).click(), name);

/** The member's row on the Users tab, found through the search by their name. */
async function memberRow(page: Page, member: Member) {
  await page.getByLabel('Søk etter navn eller avdeling').fill(member.name);
  const row = page.getByTestId('policy-member').filter({ has: page.getByText(member.name, { exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function importFile(page: Page, file: string) {
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer', exact: true });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Kontroller filen' }).click();
  return dialog;
}

let member: Member;
/** The credit the file gives the member's mobile category, in øre. */
let creditOre = 0;
let purchased = '';

test("changes a member's mobile last purchase date and credit in the template, imports it and sees the new figures", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openUsersTab(page);
  const template = await downloadTemplate(page, 'policy-template');
  const read = await readTemplate(template);
  // A member whose name no other member's contains (the search finds only them) and who bought nothing today.
  member = read.members.find(
    (m) => m.mobileDate !== TODAY && read.members.filter((o) => o.name.includes(m.name)).length === 1,
  )!;
  expect(member).toBeDefined();
  const row = await memberRow(page, member);
  const amountBefore = ore(await row.getByTestId('member-amount').innerText());
  // Bought today: the cycle starts anew at 0 and the file's credit is what stays; today is the row's latest date.
  purchased = TODAY;
  creditOre = member.mobileOre === 123_450 ? 123_475 : 123_450;
  const file = await editedWorkbook(
    template,
    (workbook) => {
      const r = workbook.worksheets[0]!.getRow(member.row);
      r.getCell(read.col(DATE)).value = new Date(`${purchased}T00:00:00Z`);
      r.getCell(read.col(CREDIT)).value = creditOre / 100;
    },
    'policy-changed',
  );

  const dialog = await importFile(page, file);
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('1 oppdatert');
  await expect(summary).toContainText(`${read.members.length - 1} uendret`);
  await expectAccessible(page, 'policy import summary');
  await dialog.getByRole('button', { name: 'Bekreft import' }).click();
  await expect(page.getByText('Filen er lastet opp')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The row sums every category: only the mobile credit changed, to the file's figure.
  await expect
    .poll(async () => ore(await row.getByTestId('member-amount').innerText()))
    .toBe(amountBefore - member.mobileOre + creditOre);
  await expect(row).toContainText(formatDate(purchased));
  await row.getByRole('button', { name: member.name }).click();
  const mobile = page.getByTestId('member-editor').getByTestId('member-category-mobile');
  await expect.poll(async () => ore(await mobile.getByTestId('member-credit').innerText())).toBe(creditOre);
  await expect(mobile.getByRole('textbox', { name: 'Siste kjøpsdato for Mobil' })).toHaveValue(
    formatDate(purchased),
  );
});

test('a file with a bad cell: its row and cell in the error, and nothing changed', async ({ page }) => {
  test.setTimeout(180_000);
  await openUsersTab(page);
  const template = await downloadTemplate(page, 'policy-template-2');
  const before = await readTemplate(template);
  const again = before.members.find((m) => m.catalogId === member.catalogId)!;
  expect([again.mobileDate, again.mobileOre]).toEqual([purchased, creditOre]);
  const row = await memberRow(page, member);
  const amountBefore = ore(await row.getByTestId('member-amount').innerText());
  // A good change on the member's row and a bad amount on another member's row.
  const other = before.members.find((m) => m.catalogId !== member.catalogId)!;
  const file = await editedWorkbook(
    template,
    (workbook) => {
      const sheet = workbook.worksheets[0]!;
      sheet.getRow(again.row).getCell(before.col(CREDIT)).value = 99.5;
      sheet.getRow(other.row).getCell(before.col(CREDIT)).value = 'mye';
    },
    'policy-bad',
  );

  const dialog = await importFile(page, file);
  await expect(dialog.getByTestId('import-first-error')).toHaveText(
    `Rad ${other.row}, ${CREDIT} «mye»: Ikke et beløp. Skriv kroner som 1234, 1 234,50 eller 1.234,50.`,
  );
  await expect(dialog.getByText('Ingenting er lagret. Rett feilene og prøv igjen.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Bekreft import' })).toHaveCount(0);
  await expectAccessible(page, 'policy import errors');
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('tab', { name: 'Brukere' }).click();
  const reloaded = await memberRow(page, member);
  await expect(reloaded.getByTestId('member-amount')).toHaveText(/\d/);
  expect(ore(await reloaded.getByTestId('member-amount').innerText())).toBe(amountBefore);
  const after = await readTemplate(await downloadTemplate(page, 'policy-template-3'));
  expect(after.values).toEqual(before.values);
});
