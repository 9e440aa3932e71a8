import { expect, type Page } from '@playwright/test';

/** The demo people of the built-in identity provider (README: Demo logins), by the role they play in tests. */
export const DEMO_LOGINS = {
  provider: 'leverandor',
  admin: 'admin',
  costControl: 'kostnad',
  employee: 'ansatt',
  otherAdmin: 'admin2',
  newCustomerAdmin: 'admin3',
} as const;
export type DemoPerson = keyof typeof DEMO_LOGINS;
export const DEMO_PASSWORD = 'demo1234';
/**
 * The login page is a page of its own (login.html): after the login the app loads as a new page, after the address
 * has already left /login, so what follows a login waits for a whole page load.
 */
export const APP_LOAD_MS = 30_000;

/** Fills the built-in provider's login form (served under /oidc/) and submits it. */
export async function submitProviderLogin(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.locator('input#login').fill(login);
  await page.locator('input#password').fill(password);
  await page.locator('form button[type=submit]').click();
}

/**
 * Logs in through the portal's login page and the built-in provider, the way a person does, and waits until the
 * portal shows its shell. `path` is where the person was going (the portal returns there after login).
 */
export async function loginAs(page: Page, who: DemoPerson, opts: { path?: string; baseURL?: string } = {}) {
  const base = opts.baseURL ?? '';
  await page.goto(`${base}${opts.path ?? '/login'}`);
  await page.waitForURL(/\/login(\?|$)/);
  await page.getByRole('button', { name: /^(Logg inn|Log in)$/ }).click();
  await page.waitForURL(/\/oidc\//);
  await submitProviderLogin(page, DEMO_LOGINS[who]);
  await page.waitForURL((url) => !/^\/(login|oidc)(\/|$)/.test(url.pathname));
  await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: APP_LOAD_MS });
}

/** The portal's bearer token as the browser keeps it. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('connect.token'));
}
