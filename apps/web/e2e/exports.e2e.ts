import { readFileSync } from 'node:fs';
import { addMonths, formatDate, monthRange, osloDate } from '@connect/shared';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { gql, mainAccountId } from './api.ts';
import { openLoggedIn } from './login.ts';

/**
 * The payroll file journey of issue 6: an admin creates an export with three columns in a chosen order,
 * semicolon, Windows-1252, decimal comma and thousands space, downloads last month's file and finds its bytes;
 * switches it to Excel and opens the download with exceljs; sets automatic sending; deletes it.
 * The sending job itself runs with a faked clock in apps/server/src/modules/cost-control/exports/auto-send.int.test.ts: the
 * browser cannot move the server's time.
 */

const month = addMonths(`${osloDate().slice(0, 7)}-01`, -1).slice(0, 7);

/** Kåre Kostnadsen's deduction for the month, in øre, as the users list reports it. */
async function deductedOre(page: Page): Promise<number> {
  const main = await mainAccountId(page);
  const { subscriptionWithUsers } = await gql<{
    subscriptionWithUsers: { items: { firstName: string; lastName: string; deducted: number }[] };
  }>(
    page,
    `query($a: Int!, $from: Date, $to: Date) { subscriptionWithUsers(accountID: $a, fromDate: $from, toDate: $to,
      searchString: "Kostnadsen", includeSubAccounts: false) { items { firstName lastName deducted } } }`,
    { a: main, ...monthRange(month) },
  );
  const kare = subscriptionWithUsers.items.find(
    (s) => s.firstName === 'Kåre' && s.lastName === 'Kostnadsen',
  )!;
  return Math.round(kare.deducted * 100);
}

/** 123456 øre → '1 234,56' (thousands space, decimal comma). */
function amountText(ore: number): string {
  const kroner = String(Math.floor(ore / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${kroner},${String(ore % 100).padStart(2, '0')}`;
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Presses a key of dnd-kit's keyboard sensor and waits until its live region announces the step it took. */
async function dragKey(page: Page, key: string) {
  const announced = page.locator('[id^="DndLiveRegion"]');
  const before = (await announced.textContent()) ?? '';
  await page.keyboard.press(key);
  await expect(announced).not.toHaveText(before);
}

/** Moves a column row with the keyboard: the drag handle takes space, arrows and space (dnd-kit's keyboard sensor). */
async function moveColumnUp(page: Page, row: Locator, steps: number) {
  await row.getByRole('button', { name: 'Flytt kolonne' }).focus();
  await dragKey(page, 'Space');
  for (let i = 0; i < steps; i++) await dragKey(page, 'ArrowUp');
  await dragKey(page, 'Space');
}

async function columnTitles(form: Locator): Promise<string[]> {
  return form.getByLabel('Tittel').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

async function downloadFromCard(page: Page, name: string): Promise<Download> {
  const row = page.getByTestId('file-exports-card').getByTestId('file-export-row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Eksporter …' }).click();
  const dialog = page.getByRole('dialog', { name: `Eksporter ${name}` });
  await expect(dialog).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Eksporter', exact: true }).click();
  const download = await downloading;
  await expect(dialog).toBeHidden();
  return download;
}

test('an admin creates a payroll export, downloads it as csv and as xlsx, sets automatic sending and deletes it', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/reports' });
  const card = page.getByTestId('file-exports-card');
  await expect(card.getByText('Lønnstrekk mobil')).toBeVisible();

  // The drawer opens on the list when there are exports.
  await card.getByRole('button', { name: 'Eksportfiler' }).click();
  const drawer = page.getByRole('dialog', { name: 'Eksportfiler' });
  await expect(drawer.getByRole('tab', { name: 'Eksporter (1)' })).toHaveAttribute('aria-selected', 'true');
  await drawer.getByRole('tab', { name: 'Ny eksport' }).click();
  // The tab panel shown: the other tab's form stays mounted, hidden.
  const form = drawer.getByRole('tabpanel').getByTestId('export-form');
  const create = form.getByRole('button', { name: 'Opprett' });
  await expect(create).toBeDisabled();

  await form.getByPlaceholder('F.eks. Lønnstrekk mobil').fill('E2E Lønn');
  const rows = form.locator('[data-testid^="export-column-"]');
  await choose(page, rows.nth(0).getByLabel('Kilde'), 'Trekkbeløp');
  await rows.nth(0).getByLabel('Tittel').fill('Trekk');
  await form.getByRole('button', { name: 'Legg til kolonne' }).click();
  await choose(page, rows.nth(1).getByLabel('Kilde'), 'Fullt navn');
  await rows.nth(1).getByLabel('Tittel').fill('Navn');
  await form.getByRole('button', { name: 'Legg til kolonne' }).click();
  await rows.nth(2).getByLabel('Tittel').fill('Lønnsart');
  await rows.nth(2).getByLabel('Verdi').fill('5120');
  expect(await columnTitles(form)).toEqual(['Trekk', 'Navn', 'Lønnsart']);

  // The chosen order: salary code, name, amount.
  await moveColumnUp(page, rows.nth(2), 2);
  await expect.poll(() => columnTitles(form)).toEqual(['Lønnsart', 'Trekk', 'Navn']);
  await moveColumnUp(page, rows.nth(2), 1);
  await expect.poll(() => columnTitles(form)).toEqual(['Lønnsart', 'Navn', 'Trekk']);

  await form.getByRole('switch', { name: 'Vis alle brukere' }).check({ force: true });
  await expect(form.getByLabel('Skilletegn')).toHaveValue('Semikolon (;)');
  await choose(page, form.getByLabel('Tegnkoding'), 'Windows-1252 (vesteuropeisk)');
  await expect(form.getByLabel('Desimaltegn')).toHaveValue('Komma (,)');
  await choose(page, form.getByLabel('Tusenskille'), 'Mellomrom');
  await create.click();
  await expect(drawer.getByRole('tab', { name: 'Eksporter (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByTestId('file-export-row').filter({ hasText: 'E2E Lønn' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Last month's csv: the header line and Kåre Kostnadsen's row, byte for byte in Windows-1252.
  const csv = await downloadFromCard(page, 'E2E Lønn');
  expect(csv.suggestedFilename()).toBe(`E2E Lønn ${month}.csv`);
  const bytes = readFileSync(await csv.path());
  const expectedHeader = Buffer.from([
    ...Buffer.from('L', 'latin1'),
    0xf8,
    ...Buffer.from('nnsart;Navn;Trekk\n', 'latin1'),
  ]);
  expect(bytes.subarray(0, expectedHeader.length)).toEqual(expectedHeader);
  const deducted = await deductedOre(page);
  const kareRow = Buffer.concat([
    Buffer.from('\n5120;K', 'latin1'),
    Buffer.from([0xe5]),
    Buffer.from(`re Kostnadsen;${amountText(deducted)}\n`, 'latin1'),
  ]);
  expect(bytes.indexOf(kareRow)).toBeGreaterThan(0);
  // The list now shows when it was last exported.
  await expect(card.getByTestId('file-export-row').filter({ hasText: 'E2E Lønn' })).toContainText(
    formatDate(osloDate()),
  );

  // Switched to Excel, the same month is a real workbook with a number cell for the amount.
  const row = card.getByTestId('file-export-row').filter({ hasText: 'E2E Lønn' });
  await row.getByRole('button', { name: 'Rediger' }).click();
  await expect(drawer.getByText('Rediger E2E Lønn')).toBeVisible();
  const editForm = drawer.getByRole('tabpanel').getByTestId('export-form');
  const save = editForm.getByRole('button', { name: 'Lagre' });
  await expect(save).toBeDisabled();
  await editForm.getByRole('radio', { name: 'Excel' }).dispatchEvent('click');
  await expect(editForm.getByLabel('Tegnkoding')).toBeDisabled();
  await save.click();
  // The edit form sits on the list's tab: the save is done when the form has closed, not when that tab is chosen.
  await expect(drawer.getByText('Rediger E2E Lønn')).toHaveCount(0);
  await expect(drawer.getByRole('tab', { name: 'Eksporter (2)' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  const xlsx = await downloadFromCard(page, 'E2E Lønn');
  expect(xlsx.suggestedFilename()).toBe(`E2E Lønn ${month}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Lønnsart', 'Navn', 'Trekk']);
  let kare: ExcelJS.Row | undefined;
  sheet.eachRow((r) => {
    if (r.getCell(2).value === 'Kåre Kostnadsen') kare = r;
  });
  expect(kare!.getCell(1).value).toBe('5120');
  expect(kare!.getCell(3).type).toBe(ExcelJS.ValueType.Number);
  expect(kare!.getCell(3).value).toBe(deducted / 100);

  // Automatic sending: the recipient is checked only once sending is on.
  await row.getByRole('button', { name: 'Rediger' }).click();
  await editForm.getByLabel('Mottakers e-post').fill('lonn@');
  await editForm.getByLabel('Dag i måneden').fill('5');
  await expect(save).toBeEnabled();
  await editForm.getByRole('switch', { name: 'Automatisk sending' }).check({ force: true });
  await editForm.getByLabel('Mottakers e-post').blur();
  await expect(save).toBeDisabled();
  await expect(editForm.getByText('Skriv inn en gyldig e-postadresse.')).toBeVisible();
  await editForm.getByLabel('Mottakers e-post').fill('lonn@nordlysbygg.example');
  await save.click();
  await expect(drawer.getByText('Sendes automatisk dag 5 til lonn@nordlysbygg.example')).toBeVisible();

  // Deleting from the list asks first and stays on the list.
  await drawer
    .getByTestId('file-export-row')
    .filter({ hasText: 'E2E Lønn' })
    .getByRole('button', { name: 'Slett' })
    .click();
  await page.getByRole('dialog', { name: 'Slette E2E Lønn?' }).getByRole('button', { name: 'Slett' }).click();
  await expect(drawer.getByRole('tab', { name: 'Eksporter (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByTestId('file-export-row').filter({ hasText: 'E2E Lønn' })).toHaveCount(0);
});
