import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/**
 * Issue 30: the company's administrator makes a SCIM token (shown once), the directory calls with it, the screen shows
 * the call and what it changed, and the administrator revokes the token, after which the directory is refused.
 */
test('an administrator makes a SCIM token, sees the directory’s changes and revokes it', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/integrations' });
  await expect(page.getByRole('heading', { name: 'Integrasjoner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Integrasjoner' })).toBeVisible();
  await expect(page.getByTestId('scim-endpoint')).toHaveText(/\/scim\/v2$/);

  // A token left by an earlier run of this journey on the same data is replaced (asked first).
  const replace = page.getByRole('button', { name: 'Lag ny nøkkel' });
  if (await replace.isVisible()) {
    await replace.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lag ny nøkkel' }).click();
  } else {
    await page.getByRole('button', { name: 'Lag SCIM-nøkkel' }).click();
  }
  const secret = (await page.getByTestId('scim-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^scim_[\w-]{43}$/);
  await expect(page.getByTestId('scim-token')).toContainText(`«${secret.slice(-4)}»`);
  await expectAccessible(page, 'Integrations with a new token');

  const userName = `e2e.${Date.now()}@nordlysbygg.example`;
  const created = await page.request.post('/scim/v2/Users', {
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/scim+json' },
    data: {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE],
      userName,
      active: true,
      name: { givenName: 'Eva', familyName: 'Katalog' },
      emails: [{ primary: true, type: 'work', value: userName }],
      [ENTERPRISE]: { department: 'IT' },
    },
  });
  expect(created.status()).toBe(201);

  // Shown once: after a reload the token is only its last four characters.
  await page.reload();
  await expect(page.getByTestId('scim-secret')).toHaveCount(0);
  await expect(page.getByTestId('scim-token')).toContainText('Sist brukt');
  await expect(page.getByTestId('scim-last-called')).toContainText('Katalogen var sist i kontakt');
  const row = page.getByTestId('scim-changes').getByRole('row').filter({ hasText: userName });
  await expect(row).toContainText('Opprettet');
  await expect(row).toContainText('Eva Katalog');
  await expect(row).toContainText('avdeling');
  await expectAccessible(page, 'Integrations with the directory’s changes');

  await page.getByRole('button', { name: 'Trekk tilbake nøkkelen' }).click();
  await expect(page.getByRole('dialog')).toContainText('slutter å virke med en gang');
  await page.getByRole('dialog').getByRole('button', { name: 'Trekk tilbake nøkkelen' }).click();
  await expect(page.getByTestId('scim-no-token')).toHaveText('Ingen SCIM-nøkkel er i bruk.');
  const refused = await page.request.get('/scim/v2/Users', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(refused.status()).toBe(401);
});
