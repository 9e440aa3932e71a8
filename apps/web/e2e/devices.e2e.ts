import { expect as baseExpect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

/** One login for the whole file: the journeys follow each other on one page (a busy machine gets more time). */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  page = await context.newPage();
  await openLoggedIn(page, 'admin', { path: '/equipment' }).catch(async () => {
    // A busy machine may take longer than openLoggedIn waits for the first screen.
    await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: 90_000 });
  });
});

test.afterAll(async () => {
  await page.context().close();
});

type DeviceRef = {
  ID: number;
  description: string;
  lost: boolean;
  bnUser: { firstName: string } | null;
  purchasedByEmployee: { date: string } | null;
};

/** An active, not lost, not purchased device of the main account whose user is not Øyvind, as the server has it. */
async function activeDevice(): Promise<DeviceRef> {
  const data = await gql<{ devices: { devices: DeviceRef[] } }>(
    page,
    `query($accountID: Int!) { devices(accountID: $accountID, isActive: true, limit: 200) {
      devices { ID description lost bnUser { firstName } purchasedByEmployee { date } } } }`,
    { accountID: await mainAccountId(page) },
  );
  const device = data.devices.devices.find(
    (d) => !d.lost && d.bnUser !== null && d.bnUser.firstName !== 'Øyvind' && d.purchasedByEmployee === null,
  );
  if (!device) throw new Error('The demo data has no active device with a user.');
  return device;
}

test('filters by two types and a preset; a reload gives the same list from the URL', async () => {
  await expect(page).toHaveURL(/\/equipment\/devices$/);
  await expect(page.getByTestId('devices-header').getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page, 'the devices list');

  await page.getByRole('combobox', { name: 'Typer' }).click();
  await page.getByRole('option', { name: 'Mobil' }).click();
  await page.getByRole('option', { name: 'Nettbrett' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('date-range-button').click();
  await page.getByRole('option', { name: 'Dette året' }).click();
  await page.getByRole('button', { name: 'Bruk' }).click();
  await expect(page).toHaveURL(/types=1%2C2|types=1,2/);
  await expect(page).toHaveURL(/purchased=thisYear/);

  // The count the server has for these filters: the list may still show the rows of the filters before.
  const year = new Date().getFullYear();
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());
  const expected = await gql<{ devices: { totalCount: number } }>(
    page,
    `query($accountID: Int!, $fromDate: Date!, $toDate: Date!) {
      devices(accountID: $accountID, classIDs: [1, 2], fromDate: $fromDate, toDate: $toDate, limit: 1) { totalCount } }`,
    { accountID: await mainAccountId(page), fromDate: `${year}-01-01`, toDate: today },
  );
  const n = expected.devices.totalCount;
  const shown = `${n} ${n === 1 ? 'enhet' : 'enheter'}`;
  const count = page.getByTestId('device-count');
  await expect(count).toHaveText(shown);
  await expect(page.getByTestId('device-results')).toHaveAttribute('aria-busy', 'false');
  const rows = page.getByTestId('device-row');
  const firstRows = await rows.allInnerTexts();
  expect(firstRows.length).toBeGreaterThan(0);
  for (const row of firstRows) expect(row).toMatch(/Mobil|Nettbrett/);

  await page.reload();
  await expect(count).toHaveText(shown);
  await expect(rows.first()).toBeVisible();
  expect(await rows.allInnerTexts()).toEqual(firstRows);
  await expect(page.getByTestId('date-range-button')).toContainText(`01.01.${year}`);

  await page.getByRole('button', { name: 'Nullstill filtre' }).click();
  await expect(page).toHaveURL(/\/equipment\/devices$/);
});

test('opens a device, marks it lost and sees the lost flag change in History', async () => {
  const device = await activeDevice();
  await page.goto(`/equipment/devices/${device.ID}`);
  const panel = page.getByTestId('device-panel');
  await expect(panel.getByRole('heading', { name: device.description })).toBeVisible();
  await expect(panel.getByTestId('save-bar')).toHaveCount(0);
  await expectAccessible(page, 'the device panel');

  await panel.getByRole('button', { name: 'Enheten er mistet' }).click();
  await expect(panel.getByRole('button', { name: 'Tilbakestill' })).toBeVisible();
  await panel.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Enheten er lagret')).toBeVisible();
  await expect(panel.getByTestId('save-bar')).toHaveCount(0);

  await panel.getByRole('tab', { name: 'Historikk' }).click();
  await expect(page).toHaveURL(new RegExp(`/equipment/devices/${device.ID}/history`));
  const latest = panel.getByTestId('device-event').first();
  await expect(latest).toContainText('Mistet-status endret');
  await expect(latest).toContainText('Anne Administrator');
  await expect(latest.getByTestId('device-change')).toHaveText(/Mistet:\s*Nei\s*Ja/);
  await expectAccessible(page, 'the device history');
});

test('moves a device to another employee', async () => {
  const device = await activeDevice();
  await page.goto(`/equipment/devices/${device.ID}`);
  const panel = page.getByTestId('device-panel');
  await panel.getByRole('button', { name: 'Flytt til annen bruker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flytt til annen ansatt' });
  await expect(dialog.getByTestId('move-person').first()).toBeVisible();
  await expectAccessible(page, 'the move dialog');
  await dialog.getByLabel('Søk etter ansatt').fill('Øyvind');
  const person = dialog.getByTestId('move-person').filter({ hasText: 'Øyvind Ansatt' });
  // The search leaves only people of that name (the demo data has several Øyvinds).
  await expect(person).toHaveCount(1);
  await expect(dialog.getByTestId('move-person').filter({ hasNotText: 'Øyvind' })).toHaveCount(0);
  await person.click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('Øyvind Ansatt')).toBeVisible();
  await panel.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Enheten er lagret')).toBeVisible();

  const stored = await gql<{ device: { bnUser: { firstName: string } | null } }>(
    page,
    'query($a: Int!, $d: Int!) { device(accountId: $a, deviceId: $d) { bnUser { firstName } } }',
    { a: await mainAccountId(page), d: device.ID },
  );
  expect(stored.device.bnUser?.firstName).toBe('Øyvind');
  await panel.getByRole('tab', { name: 'Historikk' }).click();
  const latest = panel.getByTestId('device-event').first();
  await expect(latest).toContainText('Tildelt');
  await expect(latest.getByTestId('device-change')).toContainText('Øyvind Ansatt');
});

test('adds a device with a new vendor', async () => {
  await page.goto('/equipment/devices');
  await page.getByRole('button', { name: 'Nytt utstyr' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt utstyr' });
  await expect(dialog.getByLabel('Navn')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Legg til' })).toBeDisabled();
  await expectAccessible(page, 'the new device dialog');

  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Mobil' }).click();
  await dialog.getByLabel('Navn').fill('Fairphone 5 E2E');
  await dialog.getByRole('combobox', { name: 'Leverandør' }).click();
  await page.getByRole('option', { name: '+ Ny leverandør' }).click();
  const vendorDialog = page.getByRole('dialog', { name: 'Ny leverandør' });
  await expect(vendorDialog.getByRole('button', { name: 'Opprett' })).toBeDisabled();
  await vendorDialog.getByLabel('Leverandørnavn').fill('Fairphone E2E');
  await vendorDialog.getByRole('button', { name: 'Opprett' }).click();
  await expect(vendorDialog).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Leverandør' })).toHaveValue('Fairphone E2E');

  await dialog.getByLabel('IMEI').fill('490154203237519');
  await expect(dialog.getByText('IMEI må ha 15 sifre med gyldig kontrollsiffer.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Legg til' })).toBeDisabled();
  await dialog.getByLabel('IMEI').fill('490154203237518');

  // Issue 28 §9 and §10: dates and amounts typed the Norwegian way, day first, never guessed.
  const purchased = dialog.getByLabel('Kjøpt', { exact: true });
  await purchased.fill('1.2.2026');
  await purchased.blur();
  await expect(purchased).toHaveValue('01.02.2026');
  await purchased.fill('08/15/2025');
  await purchased.blur();
  await expect(dialog.getByText('Skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 15.11.2026.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Legg til' })).toBeDisabled();
  await expect(purchased).toHaveValue('08/15/2025');
  await purchased.fill('15.11.2026');
  await dialog.getByLabel('Kostpris').fill('1.234');
  await expect(dialog.getByText('Skriv beløpet som 1234, 1 234,50 eller 1.234,50.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Legg til' })).toBeDisabled();
  await dialog.getByLabel('Kostpris').fill('7 499,50');
  await dialog.getByLabel('Dekket av ansatt').fill('1.234,5');
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(page.getByText('Enheten er lagt til')).toBeVisible();
  const panel = page.getByTestId('device-panel');
  await expect(panel.getByRole('heading', { name: 'Fairphone 5 E2E' })).toBeVisible();
  await expect(panel.getByLabel('Kostpris')).toHaveValue('7\u00a0499,50');
  await expect(panel.getByLabel('Dekket av ansatt')).toHaveValue('1\u00a0234,50');
  await expect(panel.getByLabel('Kjøpt', { exact: true })).toHaveValue('15.11.2026');
  await expect(panel.getByLabel('IMEI')).toHaveValue('490154203237518');
  const stored = await gql<{
    devices: { devices: { orderedAt: string; costPrice: number; employeePaid: number }[] };
  }>(
    page,
    `query($accountID: Int!) { devices(accountID: $accountID, search: "Fairphone 5 E2E", limit: 1) {
      devices { orderedAt costPrice employeePaid } } }`,
    { accountID: await mainAccountId(page) },
  );
  expect(stored.devices.devices[0]).toEqual({
    orderedAt: '2026-11-15',
    costPrice: 7499.5,
    employeePaid: 1234.5,
  });

  // The panel's purchase date takes a date typed as eight digits.
  await panel.getByLabel('Kjøpt', { exact: true }).fill('01022026');
  await panel.getByLabel('Kjøpt', { exact: true }).blur();
  await expect(panel.getByLabel('Kjøpt', { exact: true })).toHaveValue('01.02.2026');
  await panel.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Enheten er lagret')).toBeVisible();
  const changed = await gql<{ devices: { devices: { orderedAt: string }[] } }>(
    page,
    `query($accountID: Int!) { devices(accountID: $accountID, search: "Fairphone 5 E2E", limit: 1) {
      devices { orderedAt } } }`,
    { accountID: await mainAccountId(page) },
  );
  expect(changed.devices.devices[0]?.orderedAt).toBe('2026-02-01');
});

test('in English: renames a vendor and is told why one in use cannot be deleted', async () => {
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  // The choice is kept before the next page load asks for it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/equipment/devices?q=Fairphone');
  await page.getByRole('tab', { name: 'Vendors' }).click();
  // The search is kept across tabs.
  await expect(page).toHaveURL(/\/equipment\/vendors\?q=Fairphone/);
  const row = page.getByTestId('vendor-row').filter({ hasText: 'Fairphone E2E' });
  await expect(page.getByTestId('vendor-row')).toHaveCount(1);
  await expect(row).toContainText('1');
  await expectAccessible(page, 'the vendors tab');

  await row.getByRole('button', { name: 'Fairphone E2E', exact: true }).click();
  const panel = page.getByTestId('vendor-panel');
  await expect(panel.getByRole('heading', { name: 'Fairphone E2E' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await panel.getByLabel('Vendor name').fill('');
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await panel.getByLabel('Vendor name').fill('Fairphone Norge');
  await expectAccessible(page, 'the vendor panel');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('heading', { name: 'Fairphone Norge' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/equipment\/vendors\?q=Fairphone$/);
  await page.getByRole('button', { name: 'Delete Fairphone Norge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      'Fairphone Norge cannot be deleted: 1 device in the accounts you can see uses it. Move it to another vendor first.',
    ),
  ).toBeVisible();
  await expect(page.getByTestId('vendor-row')).toHaveCount(1);

  // Issue 28 §19: the list counts the chosen accounts, the refusal every account the administrator can see, and
  // the message says both.
  await page.goto('/equipment/vendors?q=Apple');
  const apple = page.getByTestId('vendor-row').filter({ hasText: 'Apple' });
  await expect(apple).toHaveCount(1);
  const shown = Number((await apple.locator('td').nth(1).innerText()).trim());
  await page.getByRole('button', { name: 'Delete Apple' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByText(
    /^Apple cannot be deleted: \d+ devices in the accounts you can see use it\./,
  );
  await expect(refusal).toBeVisible();
  const seen = Number((await refusal.innerText()).match(/deleted: (\d+) devices/)![1]);
  expect(seen).toBeGreaterThan(shown);
  await expect(refusal).toContainText(`${shown} of them are in the accounts chosen above.`);
});

test("says the server's reason: a taken vendor name, a purchase window over 120 months (issue 28 §12)", async () => {
  await page.goto('/equipment/vendors?q=Fairphone');
  await page.getByTestId('vendor-row').getByRole('button', { name: 'Fairphone Norge', exact: true }).click();
  const panel = page.getByTestId('vendor-panel');
  await panel.getByLabel('Vendor name').fill('Apple');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A vendor with this name already exists.')).toBeVisible();
  await expect(page.getByText('The input is not valid.')).toHaveCount(0);
  await panel.getByLabel('Vendor name').fill('Fairphone Norge');
  await expect(panel.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.goto('/equipment/devices?from=2010-01-01&to=2026-11-30');
  const results = page.getByTestId('device-results');
  await expect(results.getByRole('alert')).toHaveText(
    'A period may be at most 120 months long. Choose a shorter one.',
  );
  await expect(results.getByText('No devices match the filters.')).toHaveCount(0);
});
