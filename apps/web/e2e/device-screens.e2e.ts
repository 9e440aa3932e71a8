import { expect as baseExpect, type Page, test } from '@playwright/test';
import { openLoggedIn } from './login.ts';

/**
 * Issue 28 §13-15: the devices screen as a new administrator meets it: a date picker in the New device dialog, the
 * device panel beside the list at the laptop sizes, and a device added where the list does not show it.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  await openLoggedIn(page, 'admin', { path: '/equipment/devices' }).catch(async () => {
    await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: 90_000 });
  });
});

test.afterAll(async () => {
  await page.context().close();
});

/** Opens New device and fills a type and a name, so the dialog holds entries. */
async function newDeviceWithName(name: string) {
  await page.getByRole('button', { name: 'Nytt utstyr' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt utstyr' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Mobil' }).click();
  await dialog.getByLabel('Navn').fill(name);
  return dialog;
}

test('§13 Escape in the purchase date picker closes the picker only; a dialog with entries asks first', async () => {
  await page.goto('/equipment/devices');
  // A dialog without entries closes on Escape without a question.
  await page.getByRole('button', { name: 'Nytt utstyr' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt utstyr' });
  // Escape goes to what has the focus: the dialog takes it on its first field once it has opened.
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await newDeviceWithName('Escape-telefon');
  await dialog.getByRole('button', { name: 'Kalender for Kjøpt' }).click();
  const calendar = page.locator('.mantine-Popover-dropdown:visible');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Navn')).toHaveValue('Escape-telefon');

  // Escape on the dialog itself asks; Cancel keeps what was typed.
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Forkaste endringene?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Avbryt' }).click();
  await expect(question).toHaveCount(0);
  await expect(dialog.getByLabel('Navn')).toHaveValue('Escape-telefon');

  // The close button asks too; Discard closes, and the next dialog starts empty.
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await question.getByRole('button', { name: 'Forkast' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Nytt utstyr' }).click();
  await expect(dialog.getByLabel('Navn')).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Type' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`§14 at ${size.width}×${size.height} the device panel opens in view and the list keeps its columns`, async () => {
    await page.setViewportSize(size);
    await page.goto('/equipment/devices');
    const row = page.getByTestId('device-row').nth(2);
    await expect(row).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('button').click();
    const panel = page.getByTestId('device-panel');
    await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
    // Wait for the page to come to rest (a smooth scroll), then measure.
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= size.height;
      })
      .toBe(true);
    await expect(row).toBeInViewport();
    // Every column of the list is whole while the panel is open: the last header cell ends inside the list.
    const list = page.getByRole('region', { name: 'Enheter' });
    const cut = await list.evaluate((region) => {
      const last = region.querySelector('thead tr > :last-child')!;
      return last.getBoundingClientRect().right - region.getBoundingClientRect().right;
    });
    expect(cut).toBeLessThanOrEqual(0);
    await expect(list.locator('thead tr > :last-child')).toBeInViewport({ ratio: 1 });
  });
}

test('§15 a device added without a purchase date says where it is and shows it on request', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/equipment/devices');
  const name = `Udatert nettbrett ${Date.now() % 100000}`;
  const dialog = await newDeviceWithName(name);
  await dialog.getByRole('combobox', { name: 'Leverandør' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Legg til' }).click();
  await expect(dialog).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: name });
  await expect(notice).toContainText('har ingen kjøpsdato');
  await notice.getByRole('button', { name: 'Vis den' }).click();
  await expect(page).toHaveURL(/purchased=any/);
  await expect(page.getByRole('searchbox')).toHaveValue(name);
  const row = page.getByTestId('device-row').filter({ hasText: name });
  await expect(row.getByRole('button', { name: name })).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
  await expect(page.getByTestId('device-panel').getByRole('heading', { name: name })).toBeVisible();
  await expect(page.getByTestId('date-range-button')).toHaveText('Alle datoer');
});
