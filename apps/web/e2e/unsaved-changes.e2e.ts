import { expect, type Locator, type Page, test } from '@playwright/test';
import { openLoggedIn } from './login.ts';

test('leaving a profile with unsaved edits asks first; Cancel keeps the edits, Leave drops them', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/payment-profiles' });
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

/** A policy tab with unsaved edits shows its save bar, and going to Brukere in the menu asks first. */
async function expectPolicyGuarded(page: Page) {
  await expect(page.getByTestId('save-bar')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expectGuarded(
    page,
    () => menu.getByRole('link', { name: 'Brukere' }).click(),
    /\/policies\//,
    /\/users/,
  );
}

test('policy details with an unsaved name ask before leaving', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  const name = page.getByRole('textbox', { name: 'Navn på avtalen' });
  await name.fill(`${await name.inputValue()} endret`);
  await expectPolicyGuarded(page);
});

test('a new customer solution with a typed name asks before leaving', async ({ page }) => {
  await openLoggedIn(page, 'provider', { path: '/impersonation' });
  await page.getByRole('button', { name: 'Legg til ny' }).click();
  await expect(page).toHaveURL(/\/impersonation\/new\/details$/);
  // The new solution's form is on the screen (not the solution shown before it, while the next screen loads).
  await expect(page.getByRole('heading', { name: 'Uten navn' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Navn' }).fill('Ulagret løsning');
  // The form has taken the edit (its Cancel shows) before the browser goes back.
  await expect(page.getByRole('button', { name: 'Avbryt' })).toBeVisible();
  await expectGuarded(page, () => page.goBack(), /\/new\/details$/, /\/impersonation(\/\d+\/details)?$/);
});

test('a policy repair tab with a flipped toggle asks before leaving', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  await page.getByRole('tab', { name: 'Reparasjon' }).click();
  await page.getByTestId('policy-repair').getByLabel('Tilby tjenesten til ansatte').click();
  await expectPolicyGuarded(page);
});

/**
 * The shared question of a dialog or drawer (ui/save-bar.tsx `useGuardedClose`): closing with unsaved edits asks,
 * Avbryt keeps the dialog and its edits, Forkast closes it and drops them.
 */
async function expectCloseGuarded(page: Page, dialog: Locator, kept: () => Promise<unknown>) {
  const question = page.getByRole('dialog', { name: 'Forkaste endringene?' });
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Avbryt' }).click();
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await kept();
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Forkast' }).click();
  await expect(dialog).toBeHidden();
}

test("a policy member's unsaved correction asks before the editor closes", async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  await page.getByRole('tab', { name: 'Brukere' }).click();
  const member = page.getByTestId('policy-member').first().getByRole('button');
  await member.click();
  const editor = page.getByTestId('member-editor');
  const correction = editor.getByRole('textbox', { name: /^Korriger kreditten for / }).first();
  await correction.fill('-100');
  await expect(editor.getByTestId('save-bar')).toBeVisible();
  await expectCloseGuarded(page, editor, () => expect(correction).toHaveValue('-100'));
  // Opened again, the editor starts from what is saved.
  await member.click();
  await expect(correction).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
});

test('the guideline dialog with a changed answer asks before it closes', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  await page.getByRole('button', { name: 'Innstillinger' }).click();
  await page.getByTestId('guideline-card').getByRole('button', { name: 'Endre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retningslinje for ansatte' });
  const notify = dialog.getByRole('switch', { name: /e-post/ });
  const before = await notify.isChecked();
  await notify.click({ force: true });
  await expectCloseGuarded(page, dialog, () => expect(notify).toBeChecked({ checked: !before }));
  await page.getByTestId('guideline-card').getByRole('button', { name: 'Endre' }).click();
  await expect(notify).toBeChecked({ checked: before });
});

test('the account fields drawer with a new row asks before it closes', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/users' });
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await page.getByRole('button', { name: 'Kontofelter' }).click();
  const drawer = page.getByTestId('account-fields-drawer');
  const fieldRows = drawer.getByTestId('account-field-row');
  await expect(fieldRows.first()).toBeVisible();
  const saved = await fieldRows.count();
  await drawer.getByRole('button', { name: 'Legg til felt' }).click();
  await fieldRows.last().getByRole('textbox', { name: 'Navn' }).fill('Ulagret felt');
  await expectCloseGuarded(page, drawer, () => expect(fieldRows).toHaveCount(saved + 1));
  await page.getByRole('button', { name: 'Kontofelter' }).click();
  await expect(fieldRows).toHaveCount(saved);
});

test('an Escape in the same moment as the typing still asks before the export drawer closes', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/reports' });
  await page.getByTestId('file-exports-card').getByRole('button', { name: 'Eksportfiler' }).click();
  const drawer = page.getByRole('dialog', { name: 'Eksportfiler' });
  await drawer.getByRole('tab', { name: 'Ny eksport' }).click();
  const name = drawer.getByRole('tabpanel').getByPlaceholder('F.eks. Lønnstrekk mobil');
  // The typing and the Escape in one task of the page: nothing of the drawer's renders after the typing has run.
  await name.evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'Rask eksport');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
  });
  const question = page.getByRole('dialog', { name: 'Forkaste endringene?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Avbryt' }).click();
  await expect(name).toHaveValue('Rask eksport');
});

test('a new export with a typed name asks before the drawer closes', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/reports' });
  await page.getByTestId('file-exports-card').getByRole('button', { name: 'Eksportfiler' }).click();
  const drawer = page.getByRole('dialog', { name: 'Eksportfiler' });
  await drawer.getByRole('tab', { name: 'Ny eksport' }).click();
  const name = drawer.getByRole('tabpanel').getByPlaceholder('F.eks. Lønnstrekk mobil');
  await name.fill('Ulagret eksport');
  await expectCloseGuarded(page, drawer, () => expect(name).toHaveValue('Ulagret eksport'));
  await page.getByTestId('file-exports-card').getByRole('button', { name: 'Eksportfiler' }).click();
  await drawer.getByRole('tab', { name: 'Ny eksport' }).click();
  await expect(name).toHaveValue('');
});
