import { expect, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../src/api/session-storage.ts';

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
export async function loginAs(page: Page, who: DemoPerson, opts: { path?: string } = {}) {
  await page.goto(opts.path ?? '/login');
  await page.waitForURL(/\/login(\?|$)/);
  await page.getByRole('button', { name: /^(Logg inn|Log in)$/ }).click();
  await page.waitForURL(/\/oidc\//);
  await submitProviderLogin(page, DEMO_LOGINS[who]);
  await page.waitForURL((url) => !/^\/(login|oidc)(\/|$)/.test(url.pathname));
  await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: APP_LOAD_MS });
}

/**
 * Logs in as `who` without the login screens and opens `path` (the dashboard when none) with the session: the same
 * OpenID Connect round trip the login page makes (session/login, the provider's form, session/authenticate), sent
 * as requests of the page's own context, so the provider's cookie and the portal's session are those a person's
 * login leaves, and the token where the portal keeps it. For the journeys about what follows a login; those about
 * the login itself go through the screens (loginAs).
 */
export async function openLoggedIn(
  page: Page,
  who: DemoPerson,
  opts: { path?: string; baseURL?: string } = {},
) {
  const request = page.request;
  const start = await request.get(`${opts.baseURL ?? ''}/api/session/login`);
  expect(start.status(), 'session/login').toBe(200);
  const origin = new URL(start.url()).origin;
  const { redirect_url } = (await start.json()) as { redirect_url: string };
  // authorize → the provider's login page, whose form posts to the interaction.
  const form = await request.get(redirect_url);
  const action = /<form method="post" action="([^"]+)"/.exec(await form.text())?.[1];
  expect(action, "the provider's login form").toBeTruthy();
  let answer = await request.post(new URL(action!.replaceAll('&amp;', '&'), form.url()).href, {
    form: { login: DEMO_LOGINS[who], password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  // The provider resumes the authorization and sends the browser back to the portal's /login with the code.
  let callback = new URL(answer.headers().location ?? '', answer.url());
  while (callback.pathname !== '/login') {
    expect(answer.status(), `the provider's answer at ${answer.url()}`).toBeGreaterThanOrEqual(300);
    answer = await request.get(callback.href, { maxRedirects: 0 });
    callback = new URL(answer.headers().location ?? '', answer.url());
  }
  const authenticated = await request.get(`${origin}/api/session/authenticate${callback.search}`);
  expect(authenticated.status(), 'session/authenticate').toBe(200);
  const { token } = (await authenticated.json()) as { token: string };
  // The token goes where the login page puts it, from a small file of the portal's own origin.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
  await page.goto(`${origin}${opts.path ?? '/dashboard'}`);
  await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: APP_LOAD_MS });
}

/** The portal's bearer token as the browser keeps it. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}
