import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

/**
 * Issue 16, as provider staff, on the demo's Fjellvind Energi AS (no solution yet): set a solution up, act as one of
 * its people with a reason, and the company's own admin (`admin3`, Frida Fjellheim) reads the visit in their log.
 * The three journeys build on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const REASON = 'Tor ser ikke kostnadene for Nord';
const banner = (page: Page) => page.getByTestId('impersonation-banner');

test('provider staff create a solution from the database, add two accounts and a person with one account', async ({
  page,
}) => {
  await openLoggedIn(page, 'provider', { path: '/impersonation' });
  await page.getByRole('button', { name: 'Legg til ny' }).click();
  await expect(page).toHaveURL(/\/impersonation\/new\/details$/);
  await page.getByRole('textbox', { name: 'Navn' }).fill('Fjellvind Energi');
  await page.getByRole('button', { name: 'Velg fra database' }).click();
  const choose = page.getByRole('dialog', { name: 'Velg kunde' });
  await expect(choose.getByRole('button', { name: 'Ferdig' })).toBeDisabled();
  await choose.getByRole('searchbox', { name: 'Firma' }).fill('Fjellvind');
  await choose.getByRole('radio', { name: 'Fjellvind Energi AS' }).check();
  await expectAccessible(page, 'select customer');
  await choose.getByRole('button', { name: 'Ferdig' }).click();
  await expect(page.getByRole('textbox', { name: 'Kunde-ID' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Kundeløsningen er opprettet')).toBeVisible();
  await expect(page).toHaveURL(/\/impersonation\/\d+\/details$/);
  await expectAccessible(page, 'solution details');

  await page.getByRole('button', { name: 'Legg til kontoer' }).click();
  const accounts = page.getByRole('dialog', { name: 'Legg til kontoer' });
  await expect(accounts.getByRole('button', { name: 'Legg til 0' })).toBeDisabled();
  await accounts.getByRole('searchbox', { name: 'Firmanavn' }).fill('Fjellvind');
  await accounts.getByRole('checkbox', { name: 'Fjellvind Energi AS' }).check();
  await accounts.getByRole('checkbox', { name: 'Fjellvind Energi Nord' }).check();
  await accounts.getByRole('button', { name: 'Legg til 2' }).click();
  await expect(page.getByText('Kontoene er lagt til')).toBeVisible();

  await page.getByRole('tab', { name: 'Brukere' }).click();
  await page.getByRole('button', { name: 'Legg til brukere' }).click();
  const users = page.getByRole('dialog', { name: 'Legg til brukere' });
  await users.getByRole('searchbox', { name: 'Søk' }).fill('Vindheim');
  await users.getByRole('checkbox', { name: 'Tor Vindheim' }).check();
  await users.getByRole('button', { name: 'Legg til 1' }).click();
  const tor = page.getByTestId('solution-user').filter({ hasText: 'Tor Vindheim' });
  await expect(tor).toContainText('Ingen kontoer');
  await tor.getByRole('button', { name: 'Tilgang til kontoer for Tor Vindheim' }).click();
  const access = page.getByRole('dialog', { name: 'Tilgang til kontoer for Tor Vindheim' });
  await expect(access.getByRole('button', { name: 'Ferdig' })).toBeDisabled();
  await access.getByRole('checkbox', { name: 'Fjellvind Energi Nord' }).check();
  // The earlier notices fade out under the dialog's overlay; axe reads the page once they are gone.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await expectAccessible(page, 'access to accounts');
  await access.getByRole('button', { name: 'Ferdig' }).click();
  await expect(tor).toContainText('Fjellvind Energi Nord');
  await expect(tor).not.toContainText('Ingen kontoer');
});

test('provider staff act as that person with a reason, see only the granted account, change a setting and reset', async ({
  page,
}) => {
  await openLoggedIn(page, 'provider');
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Logg inn som kunde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logg inn som kunde' });
  await dialog.getByRole('searchbox', { name: 'Kunde' }).fill('Fjellvind');
  await dialog
    .getByRole('row')
    .filter({ hasText: 'Fjellvind Energi AS' })
    .getByRole('button', { name: 'Velg' })
    .click();
  await dialog.getByRole('searchbox', { name: 'Person' }).fill('Tor Vindheim');
  await dialog.getByRole('button', { name: 'Logg inn som Tor Vindheim' }).click();
  const submit = dialog.getByRole('button', { name: 'Logg inn', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Begrunnelse' }).fill(REASON);
  await submit.click();

  await expect(banner(page)).toHaveText(
    /Per Leverandør er logget inn som Tor Vindheim \(Fjellvind Energi AS\)/,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  // Only the account granted through the solution.
  await page.getByRole('textbox', { name: 'Konto' }).click();
  await expect(page.getByRole('option', { name: 'Fjellvind Energi Nord' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Fjellvind Energi AS' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Betalingsprofiler' }).click();
  await expect(page).toHaveURL(/\/payment-profiles\/\d+\/settings$/);
  await page.getByRole('textbox', { name: 'Profilnavn' }).fill('Standard Nord – endret av leverandøren');
  await page.getByTestId('save-bar').getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Innstillingene er oppdatert')).toBeVisible();

  await banner(page).getByRole('button', { name: 'Tilbakestill' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByTestId('avatar-menu')).toContainText('Per Leverandør');
});

test("the company's admin finds the visit, its reason and the change in the impersonation log", async ({
  page,
}) => {
  await openLoggedIn(page, 'newCustomerAdmin', { path: '/impersonation-log' });
  await expect(page.getByRole('heading', { level: 1, name: 'Innloggingslogg' })).toBeVisible();
  const visit = page.getByTestId('impersonation-visit').filter({ hasText: REASON });
  await expect(visit).toHaveCount(1);
  await expect(visit).toContainText('Per Leverandør');
  await expect(visit).toContainText('Tor Vindheim');
  await expect(visit).toContainText('Tilbakestilt');
  // Issue 28 §18: what was changed, in the reader's language and with the object's name.
  await expect(visit.getByTestId('visit-changes')).toContainText(
    'Endret betalingsprofil «Standard Nord – endret av leverandøren»',
  );
  await expect(visit.getByTestId('visit-changes')).not.toContainText('updatePaymentProfile');
  await expectAccessible(page, '/impersonation-log');
});
