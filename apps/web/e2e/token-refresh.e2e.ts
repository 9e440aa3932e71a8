import { expect, test } from '@playwright/test';
import { openLoggedIn, storedToken } from './login.ts';

/**
 * 000 §4: the token is refreshed when less than a minute remains, checked every 60 s. The browser's clock jumps to
 * half a minute before the first token's expiry (the demo server's tokens live 900 s, its idle limit is an hour), so
 * the check that falls due then refreshes it. That the server refuses an expired token is a server test
 * (session.int.test.ts); here the browser's own timing is what is checked, without waiting a quarter of an hour.
 */
const claims = (token: string): { iat: number; exp: number } =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const expiryOf = (token: string) => claims(token).exp * 1000;

test('the token is refreshed when less than a minute remains, and the page works on the new one', async ({
  page,
}) => {
  await page.clock.install();
  await openLoggedIn(page, 'admin');
  const first = (await storedToken(page))!;
  // A token signed in the same second would be the same text: the refresh comes after the server's second turns.
  await expect.poll(() => Date.now() >= (claims(first).iat + 1) * 1000).toBe(true);
  const lifetime = expiryOf(first) - Date.now();

  await page.clock.fastForward(lifetime - 30_000);
  await expect.poll(() => storedToken(page)).not.toBe(first);
  const second = (await storedToken(page))!;
  expect(expiryOf(second)).toBeGreaterThan(expiryOf(first));

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('avatar-menu')).toContainText('Anne Administrator');
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
});
