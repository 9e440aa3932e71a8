import { readFileSync } from 'node:fs';
import { addMonths, osloDate } from '@connect/shared';
import { expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { openLoggedIn } from './login.ts';

/**
 * Issue 32 §1: an admin makes a Tripletex payroll file in the export drawer (the payroll system, a wage type for
 * the deducted amount), downloads last month's file and finds Tripletex's header line and Kåre Kostnadsen's line
 * (employee number 1002). The export is deleted at the end, also when the journey fails, so the demo data is as
 * it was.
 */

const NAME = 'E2E Tripletex';
const month = addMonths(`${osloDate().slice(0, 7)}-01`, -1).slice(0, 7);

async function removeJourneyExports(page: Page) {
  const accountID = await mainAccountId(page);
  const { fileExports } = await gql<{ fileExports: { ID: number; description: string }[] }>(
    page,
    'query($a: Int!) { fileExports(accountID: $a) { ID description } }',
    { a: accountID },
  );
  for (const e of fileExports.filter((x) => x.description === NAME))
    await gql(page, 'mutation($id: Int!) { removeFileExport(fileExportID: $id) { ID } }', { id: e.ID });
}

test.afterEach(async ({ page }) => {
  await removeJourneyExports(page);
});

test('an admin picks a payroll system, maps a wage type and downloads the file in its format', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/reports' });
  const card = page.getByTestId('file-exports-card');
  await card.getByRole('button', { name: 'Eksportfiler' }).click();
  const drawer = page.getByRole('dialog', { name: 'Eksportfiler' });
  await drawer.getByRole('tab', { name: 'Ny eksport' }).click();
  const form = drawer.getByRole('tabpanel').getByTestId('export-form');
  await form.getByPlaceholder('F.eks. Lønnstrekk mobil').fill(NAME);

  // The payroll system; the drawer then asks a wage type per amount.
  // By keyboard: the arrow keys open the list and move to Tripletex, Enter takes it.
  const system = form.getByLabel('Lønnssystem', { exact: true });
  await system.focus();
  await page.keyboard.press('ArrowDown');
  const tripletex = page.getByRole('option', { name: 'Tripletex', exact: true });
  await expect(tripletex).toBeVisible();
  const onTripletex = () => tripletex.evaluate((o) => o.hasAttribute('data-combobox-selected'));
  for (let i = 0; i < 6 && !(await onTripletex()); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(system).toHaveValue('Tripletex');
  await expect(form.getByTestId('export-preset-format')).toContainText('Semikolonseparert med overskrift');
  // A preset fixes the columns and the format: their sections are gone.
  await expect(form.getByRole('button', { name: 'Legg til kolonne' })).toHaveCount(0);
  await expect(form.getByLabel('Tegnkoding')).toHaveCount(0);

  const create = form.getByRole('button', { name: 'Opprett' });
  await expect(create).toBeDisabled();
  const deducted = form.getByTestId('wage-type-deducted');
  await deducted.fill('51a');
  await deducted.press('Tab');
  await expect(form.getByText('En lønnsart er bare sifre (1–6; Huldt & Lillevik 1–5).')).toBeVisible();
  await deducted.fill('5100');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(drawer.getByTestId('file-export-row').filter({ hasText: NAME })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const row = card.getByTestId('file-export-row').filter({ hasText: NAME });
  await row.getByRole('button', { name: 'Eksporter …' }).click();
  const dialog = page.getByRole('dialog', { name: `Eksporter ${NAME}` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Eksporter', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${NAME} ${month}.csv`);
  const lines = readFileSync(await download.path())
    .toString('utf8')
    .split('\r\n');
  expect(lines[0]).toBe(
    '"År";"Måned";"Ansattnummer";"Lønnsart";"Kommentar";"Antall";"Beløp";"Prosjekt";"Avdeling"',
  );
  const [year, mm] = month.split('-') as [string, string];
  expect(
    lines.some((l) => l.startsWith(`${year};${Number(mm)};1002;5100;"Trekk mobiltelefoni ${mm}.${year}";1;`)),
  ).toBe(true);
  expect(lines.at(-1)).toBe('');
});
