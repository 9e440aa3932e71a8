import { expect, test } from '@playwright/test';
import { APP_LOAD_MS, loginAs, storedToken } from './login.ts';

const ACCESS_DENIED =
  'Ingen tilgang: Økten din er ugyldig, eller du har ikke tilgang til å se denne siden. Logg inn på nytt eller kontakt administratoren.';

test.describe('login and logout', () => {
  test('an admin logs in through the identity provider and lands on the dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await page.locator('input#login').fill('admin');
    await page.locator('input#password').fill('demo1234');
    await page.locator('form button[type=submit]').click();

    await expect(page).toHaveURL(/\/dashboard$/, { timeout: APP_LOAD_MS });
    await expect(page.getByTestId('avatar-menu')).toContainText('Anne Administrator');
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(menu.getByRole('link', { name: 'Kostnadsoversikt' })).toHaveAttribute('data-active', 'true');
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  test('a wrong password stays on the provider page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.locator('input#login').fill('admin');
    await page.locator('input#password').fill('wrong-password');
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('alert')).toContainText('Feil brukernavn eller passord.');
    expect(await storedToken(page)).toBeNull();
  });

  test('the portal returns to the page asked for before login', async ({ page }) => {
    await loginAs(page, 'admin', { path: '/reports?period=2025-01' });
    await expect(page).toHaveURL(/\/reports\?period=2025-01$/);
  });

  test('/login/redirect starts the login at once', async ({ page }) => {
    await page.goto('/login/redirect');
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.locator('input#login')).toBeVisible();
  });

  test('logout ends the session: the old token is refused and the portal asks for a login', async ({
    page,
  }) => {
    await loginAs(page, 'costControl');
    const token = await storedToken(page);
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    const info = await page.request.get('/api/session/info', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status()).toBe(401);

    // The identity provider's session ended too: logging in asks for the password again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page.locator('input#password')).toBeVisible();
  });

  test('/logout logs out on entry', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('after the max idle time without activity the person is logged out', async ({ page }) => {
    await page.clock.install();
    await loginAs(page, 'admin');
    const token = await storedToken(page);
    // The demo server's SESSION_MAX_IDLE_SECONDS is 3600: an hour and a bit without touching anything.
    await page.clock.fastForward('01:00:30');

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('idle-logout-note')).toHaveText(
      'Du ble logget ut fordi du ikke har vært aktiv på en stund.',
    );
    const info = await page.request.get('/api/session/info', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status()).toBe(401);
  });

  test('activity keeps the session: no logout before the idle time has passed since the last action', async ({
    page,
  }) => {
    await page.clock.install();
    await loginAs(page, 'admin');
    await page.clock.fastForward('00:50:00');
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 260);
    await page.clock.fastForward('00:50:00');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('avatar-menu')).toBeVisible();
  });
});

test.describe('an invalid session', () => {
  test('a refused session shows the persistent Access Denied notice with a Log in action', async ({
    page,
  }) => {
    await page.clock.install();
    await loginAs(page, 'admin');
    // Another tab (or the server) ended this session: the token is no longer good.
    const token = await storedToken(page);
    await page.request.get('/api/session/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.reload();

    const notice = page.getByTestId('access-denied');
    await expect(notice).toContainText(ACCESS_DENIED);
    await expect(page).toHaveURL(/\/login$/);
    // Persistent: still there well past a notification's usual auto-close, on the page's own clock.
    await page.clock.fastForward('00:00:10');
    await expect(notice).toBeVisible();

    // Log in goes through the identity provider, whose own session still holds: no password asked.
    await notice.getByRole('link', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: APP_LOAD_MS });
    await expect(page.getByTestId('avatar-menu')).toContainText('Anne Administrator');
    await expect(page.getByTestId('access-denied')).toHaveCount(0);
  });

  test('a 403 from the data API shows the same notice', async ({ page }) => {
    await loginAs(page, 'admin');
    // From here the data API answers 403 while the session calls still succeed (the server's own 403 for a refused
    // session is in the server tests): the notice must come from the GraphQL answer alone.
    await page.route('**/api/graphql', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          errors: [{ message: 'Your session is invalid.', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      }),
    );
    await page.goto('/users');
    const notice = page.getByTestId('access-denied');
    await expect(notice).toContainText(ACCESS_DENIED);
    await expect(notice.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  });

  test('a tampered token is refused in the browser too', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.evaluate(() => {
      const [h, p, s] = localStorage.getItem('connect.token')!.split('.');
      const claims = JSON.parse(atob(p!.replace(/-/g, '+').replace(/_/g, '/')));
      claims.sub = '1';
      const forged = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      localStorage.setItem('connect.token', `${h}.${forged}.${s}`);
    });
    await page.goto('/users');
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
