import { expect, test } from '@playwright/test';

test('the portal serves the web app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Connect').first()).toBeVisible();
});
