import { test } from '@playwright/test';
import { loginAs } from './login.ts';

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  const base = 'http://127.0.0.1:3207';
  await page.setViewportSize({ width: 1400, height: 1800 });
  await loginAs(page, 'admin', { baseURL: base, path: '/dashboard' });
  await page.goto(`${base}/dashboard`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/h7shots/dashboard.png', fullPage: true });
  await page.goto(`${base}/reports`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/h7shots/reports.png', fullPage: true });
  await page.getByTestId('deduction-row').first().locator('button').first().click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/h7shots/reports-expanded.png', fullPage: true });
});
