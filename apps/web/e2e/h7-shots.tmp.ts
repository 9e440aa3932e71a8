import { test } from '@playwright/test';
import { loginAs } from './login.ts';

test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  const base = 'http://127.0.0.1:3207';
  await page.setViewportSize({ width: 1400, height: 1100 });
  await loginAs(page, 'admin', { baseURL: base, path: '/reports' });
  await page.goto(`${base}/reports`);
  await page.waitForTimeout(3000);
  await page.getByTestId('deduction-row').filter({ has: page.getByTestId('over-threshold') }).first().locator('button').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/h7shots/reports-threshold.png', fullPage: false });
  await page.getByRole('button', { name: 'Eksportfiler' }).click();
  await page.waitForTimeout(800);
});
