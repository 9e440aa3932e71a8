import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';
import { type PortalServer, startPortal } from './portal-server.ts';

/**
 * Issue 29 §2: a portal without a webshop (no WEBSHOP_URL, no demo webshop) says so on the Webshop screen, in both
 * languages, and offers no way to order.
 */
let portal: PortalServer;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  portal = await startPortal('no-webshop', {
    DEMO_WEBSHOP: 'false',
    SEED_SUBSCRIPTIONS: '30',
    RATE_LIMIT_SESSION_PER_MINUTE: '1000',
  });
});

test.afterAll(async () => {
  await portal?.stop();
});

test('the Webshop screen says there is no webshop and offers no order', async ({ page }) => {
  await openLoggedIn(page, 'employee', { baseURL: portal.url, path: '/webshop' });
  await expect(page).toHaveURL(`${portal.url}/webshop`);
  const notice = page.getByTestId('no-webshop');
  await expect(notice).toHaveText(
    'Portalen har ingen nettbutikk ennå, så du kan ikke bestille her. Spør administratoren din.',
  );
  await expect(page.getByTestId('go-to-webshop')).toHaveCount(0);
  await expect(page.getByTestId('policy-card-mobile')).toBeVisible();
  await expectAccessible(page, '/webshop without a webshop');

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(notice).toHaveText(
    'No webshop is set up for the portal yet, so orders cannot be placed here. Ask your administrator.',
  );
});
