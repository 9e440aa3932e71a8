import { PAGE_SIZE } from '@connect/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { openLoggedIn, submitProviderLogin } from './login.ts';

/**
 * Issue 10 §8: axe finds no serious or critical violation (WCAG 2.1 AA) on any screen, at the 1440 px the
 * admins use. Screens that only journeys reach (the usage report from an SMS link) are checked in their journey.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/**
 * The outbox's page controls once it has more than a page (CI's own outbox grows past one as journeys send): the
 * answer is told there are three pages, and the arrows need names of their own.
 */
async function expectOutboxPagesNamed(page: Page) {
  await page.route('**/api/graphql', async (route) => {
    if (!route.request().postData()?.includes('OutboxMessages')) return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data: { outboxMessages: { totalCount: number } } };
    json.data.outboxMessages.totalCount = 3 * PAGE_SIZE;
    return route.fulfill({ response, json });
  });
  await page.reload();
  const pages = page.getByRole('button', { name: 'Neste side' });
  await expect(pages).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forrige side' })).toBeDisabled();
  await expectAccessible(page, 'the outbox with more than a page');
  await page.unroute('**/api/graphql');
}

const menu = (page: Page) => page.getByRole('navigation', { name: /^(Hovedmeny|Main menu)$/ });

test('the login page and the identity provider’s form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await expectAccessible(page, '/login');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/oidc\//);
  await expect(page.locator('input#login')).toBeVisible();
  await expectAccessible(page, 'the identity provider’s login form');
  await submitProviderLogin(page, 'admin', 'wrong-password');
  await expect(page.locator('input#login')).toBeVisible();
  await expectAccessible(page, 'the identity provider’s login form after a wrong password');
});

test('every screen of the admin, with its dialogs and drawers', async ({ page }) => {
  test.setTimeout(180_000);
  await openLoggedIn(page, 'admin');

  await expect(page.getByTestId('figure-total-cost-value')).toBeVisible();
  await expect(page.getByTestId('top-subscription').first()).toBeVisible();
  await expectAccessible(page, '/dashboard');

  await menu(page).getByRole('link', { name: 'Betalingsprofiler' }).click();
  await expect(page).toHaveURL(/\/payment-profiles\/\d+\/settings$/);
  await expect(page.getByTestId('standard-marker').first()).toBeVisible();
  await expectAccessible(page, 'payment profile settings');
  await page.getByRole('tab', { name: 'Regler' }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await expectAccessible(page, 'payment profile rules');
  await page.getByRole('tab', { name: 'Medlemmer' }).click();
  await expect(page.getByTestId('member-list')).toBeVisible();
  await expectAccessible(page, 'payment profile members');
  await page.getByRole('button', { name: 'Sendte meldinger' }).click();
  await expect(page).toHaveURL(/\/payment-profiles\/outbox$/);
  await expectAccessible(page, 'payment profile outbox');
  await expectOutboxPagesNamed(page);
  await page.goto('/payment-profiles/create/settings');
  await expect(page).toHaveURL(/\/create\/settings$/);
  await expectAccessible(page, 'new payment profile wizard');

  await menu(page).getByRole('link', { name: 'Brukere' }).click();
  await expect(page.getByTestId('row-phone').first()).toBeVisible();
  await expectAccessible(page, '/users');
  await page.getByTestId('subscription-row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByTestId('usage-per-cost-type')).toBeVisible();
  // Issue 10 §9: the usage table fits its column at 1440 px, cost type names whole.
  const usage = page.getByTestId('usage-table');
  expect(
    await usage.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth),
  ).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'a subscription’s detail');

  await menu(page).getByRole('link', { name: 'Rapporter' }).click();
  await expect(page.getByTestId('summary-total-cost')).toBeVisible();
  await expectAccessible(page, '/reports');
  await page.getByTestId('file-exports-card').getByRole('button', { name: 'Eksportfiler' }).click();
  await expect(page.getByRole('dialog', { name: 'Eksportfiler' })).toBeVisible();
  await expectAccessible(page, 'the export files drawer');
  await page.getByRole('dialog', { name: 'Eksportfiler' }).getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByRole('dialog', { name: 'Eksportfiler' })).toHaveCount(0);

  for (const path of ['/equipment/devices', '/policies', '/webshop', '/home']) {
    await page.goto(path);
    // The policies list opens on its first policy.
    await expect(page).toHaveURL(new RegExp(`${path}(/\\d+/details)?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }

  await page.getByTestId('avatar-menu').click();
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await expectAccessible(page, 'the avatar menu');
});

test('provider staff: the customer search and the act-as dialog', async ({ page }) => {
  await openLoggedIn(page, 'provider', { path: '/impersonation' });
  // With solutions in the list, the first one opens on its details (002 §2).
  await expect(page).toHaveURL(/\/impersonation\/\d+\/details$/);
  await expectAccessible(page, '/impersonation');
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Logg inn som kunde' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the act-as dialog');
});

test('a text input shows a visible focus ring when reached with the keyboard', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/users' });
  await expect(page.getByRole('textbox').first()).toBeVisible();
  // Tab from the top of the page to the first text field, so the browser shows :focus-visible.
  const onTextField = () =>
    page.evaluate(() => {
      const e = document.activeElement;
      return e instanceof HTMLInputElement && ['text', 'search'].includes(e.type);
    });
  for (let i = 0; i < 15 && !(await onTextField()); i++) await page.keyboard.press('Tab');
  expect(await onTextField()).toBe(true);
  // A multi-select's text field sits inside the box that draws the ring (`:focus-within`).
  const ring = () =>
    page.evaluate(() => {
      const field = document.activeElement!;
      const style = getComputedStyle(field.closest('.mantine-Input-input') ?? field);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
  await expect.poll(async () => (await ring()).style).toBe('solid');
  expect((await ring()).width).toBeGreaterThanOrEqual(2);
});

/**
 * Issue 28 §20: the scans with something open on top (the date-range and month pickers, a date picker in a dialog)
 * and the impersonation banner, at desktop and phone size.
 */
for (const size of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the pickers and a dialog's date picker, open (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await openLoggedIn(page, 'admin', { path: '/equipment/devices' });
    await expect(page.getByTestId('device-row').first()).toBeVisible();
    await page.getByTestId('date-range-button').click();
    await expect(page.getByRole('button', { name: 'Forrige periode' })).toBeVisible();
    await expectAccessible(page, `the date-range picker open (${size.name})`);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Nytt utstyr' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt utstyr' });
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Mobil' }).click();
    await dialog.getByRole('button', { name: 'Kalender for Kjøpt' }).click();
    await expect(page.getByRole('button', { name: 'Neste periode' })).toBeVisible();
    await expectAccessible(page, `the purchase date picker in New device (${size.name})`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.mantine-Popover-dropdown:visible')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Forkaste endringene?' })
      .getByRole('button', { name: 'Forkast' })
      .click();
    await expect(dialog).toHaveCount(0);

    await page.goto('/reports');
    await expect(page.getByTestId('summary-total-cost')).toBeVisible();
    await page
      .getByRole('button', { name: /^Måned/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Forrige periode' })).toBeVisible();
    await expectAccessible(page, `the month picker open (${size.name})`);
    await page.keyboard.press('Escape');
  });
}

test('the impersonation banner with its Reset', async ({ page }) => {
  await openLoggedIn(page, 'provider', { path: '/impersonation' });
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Logg inn som kunde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logg inn som kunde' });
  await dialog.getByRole('searchbox', { name: 'Kunde' }).fill('Nordlys');
  await dialog
    .getByRole('row')
    .filter({ hasText: 'Nordlys Bygg AS' })
    .getByRole('button', { name: 'Velg' })
    .click();
  await dialog
    .getByRole('button', { name: /administrator/i })
    .first()
    .click();
  await dialog.getByRole('textbox', { name: 'Begrunnelse' }).fill('Tilgjengelighetstest');
  await dialog.getByRole('button', { name: 'Logg inn', exact: true }).click();
  await expect(page.getByTestId('impersonation-banner')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'the impersonation banner');
});

/**
 * Issue 28 §20: the top bar's account selector open, with its tree of accounts and billing groups; the active
 * segment of a segmented control; a field's error text.
 */
test('the account selector open, a segmented control and an error text', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/webshop' });
  await page.getByRole('textbox', { name: 'Konto' }).click();
  await expect(page.getByRole('option', { name: 'Nordlys Bygg AS' })).toBeVisible();
  await expectAccessible(page, 'the account selector open');
  // Left shuts the highlighted account's lines, Right opens them again.
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-combobox-selected]')).toHaveText('Nordlys Bygg AS');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('option', { name: 'Ledelse' })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('option', { name: 'Ledelse' })).toBeVisible();
  await page.keyboard.press('Escape');

  const shopAs = page.getByTestId('shop-as');
  await shopAs.getByText('En ansatt').click();
  await expect(shopAs.getByRole('combobox', { name: 'Handle som' })).toBeVisible();
  await expectAccessible(page, 'a segmented control with its second segment active');

  await page.goto('/equipment/devices');
  await page.getByRole('button', { name: 'Nytt utstyr' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt utstyr' });
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Mobil' }).click();
  await dialog.getByRole('textbox', { name: 'Kjøpt' }).fill('45.13.2026');
  await dialog.getByLabel('Navn').click();
  await expect(dialog.locator('.mantine-InputWrapper-error')).toBeVisible();
  await expectAccessible(page, 'a form field with its error text');
});

test('the account selector open on a phone, in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLoggedIn(page, 'admin');
  await page.getByRole('button', { name: 'Vis eller skjul menyen' }).click();
  await page.getByRole('textbox', { name: 'Konto' }).click();
  await expect(page.getByRole('option', { name: 'Vest drift' })).toBeVisible();
  await expectAccessible(page, 'the account selector open (phone)');
});
