import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './login.ts';

test('leaving a profile with unsaved edits asks first; Cancel keeps the edits, Leave drops them', async ({
  page,
}) => {
  await loginAs(page, 'admin', { path: '/payment-profiles' });
  await page.getByTestId('profile-row').getByRole('button', { name: 'Standard', exact: true }).click();
  await expect(page.getByTestId('profile-heading')).toHaveText('Standard');
  await page.getByRole('tab', { name: 'Regler' }).click();
  const limit = page.getByRole('textbox', { name: 'Månedlig grense for Data' });
  const saved = await limit.inputValue();
  await limit.fill('301');
  await expect(page.getByTestId('save-bar')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await menu.getByRole('link', { name: 'Brukere' }).click();
  const question = page.getByRole('dialog', { name: 'Forlate uten å lagre?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Avbryt' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/payment-profiles/);
  await expect(limit).toHaveValue('301');

  await menu.getByRole('link', { name: 'Brukere' }).click();
  await question.getByRole('button', { name: 'Forlat siden' }).click();
  await expect(page).toHaveURL(/\/users/);

  // Nothing was saved, and with nothing changed the app moves on without asking.
  await menu.getByRole('link', { name: 'Betalingsprofiler' }).click();
  await page.getByTestId('profile-row').getByRole('button', { name: 'Standard', exact: true }).click();
  await page.getByRole('tab', { name: 'Regler' }).click();
  await expect(limit).toHaveValue(saved);
  await menu.getByRole('link', { name: 'Brukere' }).click();
  await expect(page).toHaveURL(/\/users/);
});

/** The shared guard (ui/save-bar.tsx) on a screen: leaving asks, Avbryt stays with the edits, Forlat siden leaves. */
async function expectGuarded(page: Page, leave: () => Promise<unknown>, stayed: RegExp, left: RegExp) {
  const question = page.getByRole('dialog', { name: 'Forlate uten å lagre?' });
  await leave();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Avbryt' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(stayed);
  await leave();
  await question.getByRole('button', { name: 'Forlat siden' }).click();
  await expect(page).toHaveURL(left);
}

test('policy details with an unsaved name ask before leaving', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  const name = page.getByRole('textbox', { name: 'Navn på avtalen' });
  await name.fill(`${await name.inputValue()} endret`);
  await expect(page.getByTestId('save-bar')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expectGuarded(
    page,
    () => menu.getByRole('link', { name: 'Brukere' }).click(),
    /\/policies\//,
    /\/users/,
  );
});

test('a new customer solution with a typed name asks before leaving', async ({ page }) => {
  await loginAs(page, 'provider', { path: '/impersonation' });
  await page.getByRole('button', { name: 'Legg til ny' }).click();
  await expect(page).toHaveURL(/\/impersonation\/new\/details$/);
  await page.getByRole('textbox', { name: 'Navn' }).fill('Ulagret løsning');
  await expectGuarded(page, () => page.goBack(), /\/new\/details$/, /\/impersonation(\/\d+\/details)?$/);
});

test('a policy repair tab with a flipped toggle asks before leaving', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  await page.getByRole('tab', { name: 'Reparasjon' }).click();
  await page.getByTestId('policy-repair').getByLabel('Tilby tjenesten til ansatte').click();
  await expect(page.getByTestId('save-bar')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expectGuarded(
    page,
    () => menu.getByRole('link', { name: 'Brukere' }).click(),
    /\/policies\//,
    /\/users/,
  );
});
