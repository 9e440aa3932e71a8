import { expect, test } from '@playwright/test';
import { loginAs, storedToken } from './login.ts';
import { type PortalServer, startPortal } from './portal-server.ts';

/**
 * 000 §4: the token is refreshed when less than a minute remains, checked every 60 s. A portal of its own issues
 * tokens that live 70 s, so the first refresh comes after a minute and the first token expires ten seconds later.
 */
const TOKEN_TTL_SECONDS = 70;
let portal: PortalServer;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  portal = await startPortal('short-token', {
    TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
    RATE_LIMIT_SESSION_PER_MINUTE: '1000',
  });
});

test.afterAll(async () => {
  await portal?.stop();
});

test('refresh keeps the session alive past the first token’s expiry', async ({ page }) => {
  test.setTimeout(150_000);
  await loginAs(page, 'admin', { baseURL: portal.url });
  const first = (await storedToken(page))!;
  const firstExpiry = JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString()).exp * 1000;

  // Wait, without touching anything, until the first token has expired.
  await expect
    .poll(() => Date.now() > firstExpiry + 2_000, {
      timeout: (TOKEN_TTL_SECONDS + 10) * 1000,
      intervals: [2_000],
    })
    .toBe(true);

  const current = await storedToken(page);
  expect(current).not.toBe(first);
  const refused = await page.request.get(`${portal.url}/api/session/info`, {
    headers: { authorization: `Bearer ${first}` },
  });
  expect(refused.status()).toBe(401);

  // The page still works on the refreshed token, also after a reload.
  await page.reload();
  await expect(page).toHaveURL(`${portal.url}/dashboard`);
  await expect(page.getByTestId('avatar-menu')).toContainText('Anne Administrator');
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
});
