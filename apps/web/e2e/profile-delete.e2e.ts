import { expect, test } from '@playwright/test';
import { openLoggedIn } from './login.ts';

/**
 * Issue 10 §9: deleting a payment profile says so once, and does not ask again for the deleted profile's members
 * and filters (which answered "Fant ikke det du ba om." twice).
 */
test('deleting a payment profile shows one success message and no "not found"', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/payment-profiles' });
  await expect(page).toHaveURL(/\/payment-profiles\/\d+\/settings$/);
  await page.getByRole('button', { name: 'Legg til ny' }).click();
  const wizard = page.getByTestId('create-wizard');
  await wizard.getByLabel('Profilnavn').fill('Kortvarig');
  await wizard.getByRole('button', { name: 'Neste' }).click();
  await wizard.getByRole('button', { name: 'Neste' }).click();
  await wizard.getByRole('button', { name: 'Opprett' }).click();
  await expect(page).toHaveURL(/\/payment-profiles\/\d+\/rules$/);
  await expect(page.getByTestId('profile-heading')).toHaveText('Kortvarig');
  const id = /\/payment-profiles\/(\d+)\//.exec(page.url())![1];
  await page.getByRole('tab', { name: 'Medlemmer' }).click();
  const notFound: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('/api/graphql')) return;
    const body = await res.text().catch(() => '');
    if (body.includes('NOT_FOUND')) notFound.push(body);
  });

  await page.getByRole('button', { name: 'Handlinger for profilen' }).click();
  await page.getByRole('menuitem', { name: 'Slett' }).click();
  await page.getByRole('dialog', { name: 'Slett' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Betalingsprofilen er slettet')).toHaveCount(1);
  await expect(page).not.toHaveURL(new RegExp(`/payment-profiles/${id}/`));
  await expect(page.getByText('Fant ikke det du ba om.')).toHaveCount(0);
  expect(notFound).toEqual([]);
});
