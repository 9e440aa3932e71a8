import { expect, test } from '@playwright/test';
import { loginAs } from './login.ts';

// CI runs this file against the release too (E2E_BASE_URL, docs/OPERATIONS.md): keep it short and about the whole.
test('the portal serves the web app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Connect').first()).toBeVisible();
});

test('a person logs in through the built-in provider and the portal answers GraphQL', async ({ page }) => {
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/graphql')) answers.push(r.status());
  });
  await loginAs(page, 'admin');
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200)).toBe(true);
});
