import { expect, type Page, test } from '@playwright/test';
import { openLoggedIn } from './login.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });
const banner = (page: Page) => page.getByTestId('impersonation-banner');

async function chooseCustomer(page: Page, search: string, customerName: string) {
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Logg inn som kunde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logg inn som kunde' });
  await dialog.getByRole('searchbox', { name: 'Kunde' }).fill(search);
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await dialog
    .getByRole('row')
    .filter({ hasText: customerName })
    .getByRole('button', { name: 'Velg' })
    .click();
  await expect(dialog.getByRole('heading', { name: customerName })).toBeVisible();
  return dialog;
}

/** The reason asked before logging in as someone: required, so Logg inn waits for it. */
async function giveReason(page: Page, reason: string) {
  const dialog = page.getByRole('dialog', { name: 'Logg inn som kunde' });
  const submit = dialog.getByRole('button', { name: 'Logg inn', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Begrunnelse' }).fill(reason);
  await submit.click();
}

async function resetToProvider(page: Page) {
  await banner(page).getByRole('button', { name: 'Tilbakestill' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('avatar-menu')).toContainText('Per Leverandør');
  await expect(menu(page).getByRole('link', { name: 'Kundeløsninger' })).toBeVisible();
}

test('provider staff act as a customer administrator and reset', async ({ page }) => {
  await openLoggedIn(page, 'provider', { path: '/impersonation' });
  // The solutions screen, which opens its first solution once the list has come.
  await expect(page).toHaveURL(/\/impersonation(\/\d+\/details)?$/);
  await page.evaluate(() =>
    localStorage.setItem(
      'connect.accountSelection',
      JSON.stringify({ accountId: 999, billingGroupId: null, includeSubAccounts: false }),
    ),
  );

  const dialog = await chooseCustomer(page, 'Nordlys', 'Nordlys Bygg AS');
  await dialog.getByRole('button', { name: 'Logg inn som administrator' }).click();
  await giveReason(page, 'Kunden ba om hjelp med en rapport');

  await expect(banner(page)).toHaveText(/Per Leverandør er logget inn som administrator for Nordlys Bygg AS/);
  // The customer admin's screens, and no customer solutions: the page reloaded to what the new identity may open.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(menu(page).getByRole('link', { name: 'Kundeløsninger' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Utstyr', exact: true })).toBeVisible();
  // Saved state was cleared: the customer's first account, sub accounts included.
  await expect(page.getByRole('textbox', { name: 'Konto' })).toHaveValue('Nordlys Bygg AS');
  await expect(page.getByLabel('Inkluder underkontoer')).toBeChecked();
  // Only that customer's accounts.
  await page.getByRole('textbox', { name: 'Konto' }).click();
  await expect(page.getByRole('option', { name: 'Havbris Rederi AS' })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Nordlys Bygg Bergen' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The banner survives a reload: it comes from the session.
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await resetToProvider(page);
});

test("provider staff act as one of the customer's people and reset", async ({ page }) => {
  await openLoggedIn(page, 'provider');
  const dialog = await chooseCustomer(page, '987654321', 'Nordlys Bygg AS');
  await dialog.getByRole('searchbox', { name: 'Person' }).fill('Øyvind Ansatt');
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Logg inn som Øyvind Ansatt' }).click();
  await giveReason(page, 'Øyvind finner ikke nettbutikken');

  await expect(banner(page)).toHaveText(/Per Leverandør er logget inn som Øyvind Ansatt \(Nordlys Bygg AS\)/);
  await expect(page.getByTestId('avatar-menu')).toHaveAttribute('aria-label', 'Meny for Øyvind Ansatt');
  // Øyvind has no role: his own page and the webshop.
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu(page).getByRole('link')).toHaveText(['Nettbutikk', 'Min side']);

  await resetToProvider(page);
});

test('the customer search lists customers, not the provider', async ({ page }) => {
  await openLoggedIn(page, 'provider');
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Logg inn som kunde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logg inn som kunde' });
  await expect(dialog.getByRole('row').filter({ hasText: 'Havbris Rederi AS' })).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'Nordtelekom' })).toHaveCount(0);
  await dialog.getByRole('searchbox', { name: 'Kunde' }).fill('finnes ikke');
  await expect(dialog.getByText('Ingen kunder passer søket.')).toBeVisible();
});

test('a GraphQL error shows as a notice in the current language', async ({ page }) => {
  await openLoggedIn(page, 'provider');
  // The person search takes at most 100 characters: the server answers BAD_USER_INPUT, and the notice gives its
  // reason with the bound (issue 28 §12), not only "something you entered is not valid".
  const dialog = await chooseCustomer(page, 'Nordlys', 'Nordlys Bygg AS');
  await dialog.getByRole('searchbox', { name: 'Person' }).fill('x'.repeat(101));
  await expect(page.getByRole('alert').filter({ hasText: '100' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Log in as customer' }).click();
  const english = page.getByRole('dialog', { name: 'Log in as customer' });
  await english.getByRole('searchbox', { name: 'Customer' }).fill('y'.repeat(101));
  await expect(page.getByRole('alert').filter({ hasText: '100' }).last()).toBeVisible();
});
