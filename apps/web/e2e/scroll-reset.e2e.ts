import { expect, test } from '@playwright/test';
import { loginAs } from './login.ts';

/** Issue 10 §9: the next screen opens at its top, not at the scroll position of the one before. */
test('a new screen opens at its top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await loginAs(page, 'admin', { path: '/dashboard' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Rapporter' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
