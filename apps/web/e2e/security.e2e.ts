import { expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { APP_LOAD_MS, openLoggedIn } from './login.ts';

/** Every message the browser logs about the Content-Security-Policy refusing something. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('under the strict CSP the provider login page and the portal work, and no page can be framed', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const first = await page.goto('/login');
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  // The demo table's "Use" button runs the page's script file (no inline script is allowed any more).
  await page
    .getByRole('row')
    .filter({ has: page.locator('code', { hasText: /^admin$/ }) })
    .getByRole('button')
    .click();
  await expect(page.locator('input#password')).toHaveValue('demo1234');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: APP_LOAD_MS });
  await expect(page.getByTestId('avatar-menu')).toContainText('Anne Administrator');
  expect(violations).toEqual([]);
});

test('a script in a stored name is shown as text and never runs', async ({ page }) => {
  await openLoggedIn(page, 'admin');
  const payload = `XSS <img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
  await gql(
    page,
    'mutation($a: Int!, $p: PaymentProfileInput!) { createPaymentProfile(accountID: $a, profile: $p) { ID } }',
    {
      a: await mainAccountId(page),
      p: { description: payload },
    },
  );
  await page.goto('/payment-profiles');
  await expect(page.getByRole('button', { name: payload, exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
