import { formatNok, kronerToOre } from '@connect/shared';
import { expect, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { openLoggedIn } from './login.ts';

test('the dashboard shows its sections with the real figures of the chosen account', async ({ page }) => {
  await openLoggedIn(page, 'admin');
  // The landing page.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Kostnadskontroll' })).toBeVisible();

  const main = await mainAccountId(page);
  const data = await gql<{
    dashboardSummary: { current: { totalCost: number; deducted: number; work: number } };
    dashboardTopSubscriptions: { subscriptionID: number; totalCost: number }[];
    dashboardPendingApprovals: { contentServices: { count: number; amount: number } };
    dashboardBillShock: { count: number };
  }>(
    page,
    `query($a: Int!) {
      dashboardSummary(accountID: $a) { current { totalCost deducted work } }
      dashboardTopSubscriptions(accountID: $a) { subscriptionID totalCost }
      dashboardPendingApprovals(accountID: $a) { contentServices { count amount } }
      dashboardBillShock(accountID: $a) { count }
    }`,
    { a: main },
  );
  const nok = (kroner: number) => formatNok(kronerToOre(kroner));
  expect(data.dashboardSummary.current.totalCost).toBeGreaterThan(0);

  await expect(page.getByTestId('figure-total-cost-value')).toHaveText(
    nok(data.dashboardSummary.current.totalCost),
  );
  await expect(page.getByTestId('figure-deducted-value')).toHaveText(
    nok(data.dashboardSummary.current.deducted),
  );
  await expect(page.getByTestId('figure-total-cost')).toContainText('mot forrige måned');
  await expect(page.getByTestId('figure-split')).toContainText(
    `Jobb: ${nok(data.dashboardSummary.current.work)}`,
  );

  // 13 months stacked by category: bars drawn and a legend with the categories.
  const chart = page.getByTestId('cost-chart');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(chart).toContainText('Abonnement');
  await expect(chart).toContainText('Samtaler');

  // Top 10 by cost, most expensive first.
  const top = page.getByTestId('top-subscription');
  await expect(top).toHaveCount(10);
  await expect(top.first()).toContainText(nok(data.dashboardTopSubscriptions[0]!.totalCost));

  // Waiting approvals, with the way to Reports.
  const pending = page.getByTestId('pending-approvals');
  await expect(page.getByTestId('pending-count')).toHaveText(
    String(data.dashboardPendingApprovals.contentServices.count),
  );
  await expect(page.getByTestId('pending-amount')).toHaveText(
    nok(data.dashboardPendingApprovals.contentServices.amount),
  );
  expect(data.dashboardPendingApprovals.contentServices.count).toBeGreaterThan(0);

  // Bill shock with its rule spelled out.
  await expect(page.getByTestId('bill-shock-rule')).toContainText(
    'mer enn 2 ganger medianen for de 6 foregående månedene',
  );
  await expect(page.getByTestId('bill-shock-item')).toHaveCount(Math.min(20, data.dashboardBillShock.count));

  // A month of waiting approvals opens that month's list on the Reports screen.
  await pending.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reports\?period=\d{4}-\d{2}&show=work/);
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();

  // A top subscription opens the subscription.
  await page.goto('/dashboard');
  await page.getByTestId('top-subscription').first().click();
  await expect(page).toHaveURL(new RegExp(`/users/${data.dashboardTopSubscriptions[0]!.subscriptionID}$`));
});

test('the dashboard follows the account choice of the top bar and speaks English', async ({ page }) => {
  await openLoggedIn(page, 'admin');
  await expect(page.getByTestId('figure-total-cost-value')).toBeVisible();
  const mainTotal = await page.getByTestId('figure-total-cost-value').innerText();

  await page.getByRole('textbox', { name: 'Konto' }).click();
  await page.getByRole('option', { name: 'Nordlys Bygg Bergen' }).click();
  await expect(page.getByTestId('figure-total-cost-value')).not.toHaveText(mainTotal);

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Cost control' })).toBeVisible();
  await expect(page.getByTestId('bill-shock-rule')).toContainText(
    'more than 2 times the median of the 6 months before',
  );
  await expect(page.getByTestId('top-subscriptions')).toContainText(
    'Most expensive subscriptions this month',
  );
  // Issue 10 §9: the cost categories are named in English too, in the chart's legend and on Reports.
  const chart = page.getByTestId('cost-chart');
  await expect(chart).toContainText('Subscription');
  await expect(chart).not.toContainText('Abonnement');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  const categories = page.getByTestId('category-report');
  await expect(categories).toContainText('Subscription');
  await expect(categories).toContainText('Calls');
  // Billing's own categories under them ('Samtaler innland') stay as billing names them.
  await expect(categories).not.toContainText('Abonnement');
});
