import { expect as baseExpect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { openLoggedIn } from './login.ts';

/** A device's warranty end date (issue 34): typed in the panel, in History, a list column and a list filter. */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  page = await context.newPage();
  await openLoggedIn(page, 'admin', { path: '/equipment' }).catch(async () => {
    await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: 90_000 });
  });
});

test.afterAll(async () => {
  await page.context().close();
});

/** The Oslo day `months` months from today, as YYYY-MM-DD and as the field shows it. */
function monthsAhead(months: number) {
  const [y, m] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const iso = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-10`;
  return { iso, shown: iso.split('-').reverse().join('.') };
}

test('types a warranty end, sees it in History, in its column and under "ends within 6 months"', async () => {
  const { devices } = await gql<{
    devices: { devices: { ID: number; description: string; properties: { value: string }[] }[] };
  }>(
    page,
    `query($a: Int!) { devices(accountID: $a, isActive: true, limit: 20) {
      devices { ID description properties { value } } } }`,
    { a: await mainAccountId(page) },
  );
  // The seed holds many devices of one model, whose warranties may end within months of today too: the list is
  // searched by this device's IMEI or serial number, so that its row is the only one.
  const device = devices.devices.find((d) => d.properties.length > 0)!;
  const identifier = device.properties[0]!.value;
  const ends = monthsAhead(3);

  await page.goto(`/equipment/devices/${device.ID}?purchased=any`);
  const panel = page.getByTestId('device-panel');
  await expect(panel.getByRole('heading', { name: device.description })).toBeVisible({ timeout: 90_000 });
  const field = panel.getByLabel('Garanti til', { exact: true });
  await field.fill(ends.shown.replaceAll('.', ''));
  await field.blur();
  await expect(field).toHaveValue(ends.shown);
  await panel.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Enheten er lagret')).toBeVisible();

  await panel.getByRole('tab', { name: 'Historikk' }).click();
  await expect(panel.getByTestId('device-event').first().getByTestId('device-change')).toContainText(
    `Garanti til:`,
  );
  await expect(panel.getByTestId('device-event').first()).toContainText(ends.shown);

  await page.goto(`/equipment/devices?purchased=any&q=${encodeURIComponent(identifier)}`);
  await page.getByRole('combobox', { name: 'Garanti utløper innen' }).click();
  await page.getByRole('option', { name: '6 måneder' }).click();
  await expect(page).toHaveURL(/warranty=6/);
  const row = page.getByTestId('device-row').filter({ hasText: device.description });
  await expect(row).toContainText(ends.shown);
  await expect(page.getByRole('columnheader', { name: 'Garanti til' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Garanti utløper innen' }).click();
  await page.getByRole('option', { name: '1 måned', exact: true }).click();
  await expect(page).toHaveURL(/warranty=1/);
  await expect(page.getByTestId('device-row').filter({ hasText: device.description })).toHaveCount(0);
});
