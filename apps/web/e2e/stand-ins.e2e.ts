import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { hold } from './hold.ts';
import { openLoggedIn } from './login.ts';

test('a select pressed before its code has loaded opens, focused, once it has', async ({ page }) => {
  const controls = await hold(page, /\/assets\/dropdown-controls-[\w-]+\.js$/);
  await openLoggedIn(page, 'admin', { path: '/users' });
  const filter = page.getByRole('combobox', { name: 'Fakturagruppe' });
  // The stand-in: read-only, closed, with the filter's placeholder.
  await expect(filter).toHaveAttribute('readonly', '');
  await expect(filter).toHaveAttribute('aria-expanded', 'false');
  await expect(filter).toHaveAttribute('placeholder', 'Alle fakturagrupper');
  // The screen as it first shows, stand-ins and all, is as accessible as with the real controls.
  await expect(page.getByRole('row', { name: /Anne Administrator/ })).toBeVisible();
  await expectAccessible(page, 'users with stand-ins');
  await filter.click();
  await expect(page.getByRole('option')).toHaveCount(0);

  controls.release();
  await expect(page.getByRole('option', { name: 'Hovedkontor' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Fakturagruppe' })).toBeFocused();
  await page.getByRole('option', { name: 'Hovedkontor' }).click();
  await expect(page.getByRole('combobox', { name: 'Fakturagruppe' })).toHaveValue('Hovedkontor');
});

test('the person’s menu pressed while its code arrives opens once the press is over, and stays open', async ({
  page,
}) => {
  const chunk = /\/assets\/avatar-menu-[\w-]+\.js$/;
  const menu = await hold(page, chunk);
  await openLoggedIn(page, 'admin');
  const box = (await page.getByTestId('avatar-menu').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The code arrives while the button is held down…
  const arrived = page.waitForResponse(chunk);
  menu.release();
  await arrived;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  // …and the release opens the menu instead of reaching the real menu's button as a click that shuts it.
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: 'Logg ut' })).toBeVisible();
  // Open to be used, not toggled shut by the press it was opened for.
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible();
});

test('the account field shows the chosen account at once, and a keyboard focus carries over to the tree', async ({
  page,
}) => {
  const tree = await hold(page, /\/assets\/account-tree-select-[\w-]+\.js$/);
  await openLoggedIn(page, 'admin');
  const field = page.getByRole('textbox', { name: 'Konto' });
  await expect(field).toHaveValue('Nordlys Bygg AS');
  await expect(field).toHaveAttribute('readonly', '');
  await expectAccessible(page, 'the top bar with the account field’s stand-in');
  await field.focus();

  tree.release();
  await expect(page.getByRole('textbox', { name: 'Konto' })).not.toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Konto' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Konto' })).toHaveValue('Nordlys Bygg AS');
});

test('the report month pressed before the date inputs have loaded opens its months once they have', async ({
  page,
}) => {
  const dates = await hold(page, /\/assets\/date-controls-[\w-]+\.js$/);
  await openLoggedIn(page, 'admin', { path: '/reports' });
  const month = page.getByRole('button', { name: /^Måned/ });
  // The stand-in names the month shown, as the picker does.
  await expect(month).toHaveText(/^[a-zæøå]+ \d{4}$/);
  await month.click();
  await expect(page.locator('[class*="monthsListControl"]')).toHaveCount(0);

  dates.release();
  await expect(page.locator('[class*="monthsListControl"]')).toHaveCount(12);
});

test('the costs period pressed before the popover has loaded opens its presets once it has', async ({
  page,
}) => {
  const controls = await hold(page, /\/assets\/dropdown-controls-[\w-]+\.js$/);
  await openLoggedIn(page, 'admin', { path: '/users' });
  await page.getByTestId('date-range-button').click();
  await expect(page.getByRole('listbox', { name: 'Perioder' })).toHaveCount(0);

  controls.release();
  await expect(page.getByRole('listbox', { name: 'Perioder' })).toBeVisible();
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`the Newly discovered panel arriving late moves nothing under it, nor closes an open period (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const panel = await hold(page, /\/assets\/discovered-panel-[\w-]+\.js$/);
    await openLoggedIn(page, 'admin', { path: '/equipment/devices' });
    await expect(page.getByTestId('device-row').first()).toBeVisible();
    const button = page.getByTestId('date-range-button');
    await button.click();
    await expect(page.getByRole('button', { name: 'Forrige periode' })).toBeVisible();
    const before = await button.boundingBox();
    panel.release();
    await expect(page.getByTestId('discovered-count')).toBeVisible();
    expect((await button.boundingBox())?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
    await expect(page.getByRole('button', { name: 'Forrige periode' })).toBeVisible();
  });
}
