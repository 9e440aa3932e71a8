import { addDays, formatDate, osloDate } from '@connect/shared';
import { expect, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { loginAs } from './login.ts';

/**
 * Issue 33 §1 (docs/LEAVING.md): an administrator gives the demo employee, Øyvind Ansatt, a leaving date two weeks
 * ahead from his equipment user panel, sees him in Slutter with what is still open, opens his offboarding, sees the
 * final payroll, and a decision left unsaved asks before leaving. The journey takes the date back at the end: the
 * decisions themselves (an end, a buy-out) cannot be taken back in the shared demo data, so the server tests
 * (`modules/platform/leaving/leaving.int.test.ts`) carry them with hand-computed payroll figures.
 */
test('sets a leaving date, lists the leaver and guards an unsaved decision', async ({ page }) => {
  await loginAs(page, 'admin', { path: '/equipment/users' });
  const leaving = addDays(osloDate(), 14);
  const [year, month, day] = leaving.split('-').map(Number);

  const {
    users: { users },
  } = await gql<{ users: { users: { bnUser: { catalogID: number } }[] } }>(
    page,
    'query($a: Int!) { users(accountID: $a, searchText: "Øyvind Ansatt") { users { bnUser { catalogID } } } }',
    { a: await mainAccountId(page) },
  );
  const catalogID = users[0]!.bnUser.catalogID;
  await page.goto(`/equipment/users/${catalogID}`);
  await page.getByTestId('equipment-user-panel').getByRole('link', { name: 'Avslutning' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/leaving/${catalogID}$`));
  await expect(page.getByRole('heading', { name: 'Avslutning for Øyvind Ansatt' })).toBeVisible();

  try {
    const date = page.getByLabel('Sluttdato', { exact: true });
    await date.fill(`${day}.${month}.${year}`);
    await date.press('Tab');
    await expect(page.getByTestId('save-bar')).toBeVisible();
    await page.getByTestId('save-bar').getByRole('button', { name: 'Lagre' }).click();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Avslutningen er lagret.' }),
    ).toBeVisible();
    await expect(page.getByTestId('final-payroll')).toContainText('Lønnsfilen for');
    await expect(page.getByTestId('final-payroll-total')).toContainText('kr');
    await expectAccessible(page, 'offboarding');

    // An unsaved decision: leaving asks, Avbryt stays.
    const subscriptionDecision = page.getByRole('combobox', { name: /^Beslutning / }).first();
    await subscriptionDecision.click();
    await page.getByRole('option', { name: 'Avsluttes' }).click();
    await expect(page.getByLabel('Siste dag for bedriften').first()).toHaveValue(formatDate(leaving));
    const question = page.getByRole('dialog', { name: 'Forlate uten å lagre?' });
    await page.getByRole('link', { name: 'Tilbake til Slutter' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Avbryt' }).click();
    await expect(page).toHaveURL(/\/users\/leaving\/\d+$/);
    await page.getByTestId('save-bar').getByRole('button', { name: 'Avbryt' }).click();
    await expect(page.getByTestId('save-bar')).toHaveCount(0);

    await page.getByRole('link', { name: 'Tilbake til Slutter' }).click();
    const row = page.getByTestId('leavers').getByRole('row').filter({ hasText: 'Øyvind Ansatt' });
    await expect(row).toContainText(formatDate(leaving));
    await expectAccessible(page, 'leavers');
    // Keyboard: the name is a link reached and followed with the keyboard.
    await row.getByRole('link', { name: 'Øyvind Ansatt' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/users/leaving/${catalogID}$`));
    await expect(page.getByTestId('final-payroll')).toBeVisible();
    // Issue 33: nothing serious for axe at phone size either (issue 28's 390 px).
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'offboarding at phone size');
    await page.getByRole('link', { name: 'Tilbake til Slutter' }).click();
    await expect(page.getByTestId('leavers')).toBeVisible();
    await expectAccessible(page, 'leavers at phone size');
  } finally {
    const { offboarding } = await gql<{ offboarding: { person: { leavingDate: string | null } } }>(
      page,
      'query($c: Int!) { offboarding(catalogID: $c) { person { leavingDate } } }',
      { c: catalogID },
    );
    if (offboarding.person.leavingDate !== null)
      await gql(
        page,
        'mutation($c: Int!, $e: Date) { setLeavingDate(catalogID: $c, expectedLeavingDate: $e) { catalogID } }',
        {
          c: catalogID,
          e: offboarding.person.leavingDate,
        },
      );
  }
});
