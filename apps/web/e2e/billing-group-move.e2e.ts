import { formatDate, osloDate } from '@connect/shared';
import { expect, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

type Item = {
  subscriptionID: number;
  firstName: string | null;
  lastName: string | null;
  billingGroupID: number;
  billingGroupName: string;
};
const LIST = `query($a: Int!) { subscriptionWithUsers(accountID: $a, limit: 50) { items { subscriptionID firstName
  lastName billingGroupID billingGroupName } } }`;
const VERSION = `query($a: Int!, $s: Int!) { subscriptionDetails(accountID: $a, subscriptionID: $s) { version } }`;
const MOVE = `mutation($a: Int!, $s: Int!, $g: Int!, $v: Int!) { moveSubscriptionToBillingGroup(accountID: $a,
  subscriptionID: $s, billingGroupID: $g, version: $v) { changesGroup } }`;

/** The first day of the next month, as the preview shows it (DD.MM.YYYY). */
function nextMonth(): string {
  const [y, m] = osloDate(new Date()).split('-').map(Number) as [number, number];
  return formatDate(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`);
}

/**
 * Issue 33 §2 on the demo company: the cost-control admin moves a person's subscription from "Hovedkontor" to
 * "Prosjekt" (both with VAT) on the users screen and sees, before saving, the group from the next month; opened
 * again, the dialog shows the planned move. Puts it back: choosing the current group drops the planned move.
 */
test('moving a subscription to another billing group, with its preview', async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/users' });
  const accountId = await mainAccountId(page);
  const { items } = (await gql<{ subscriptionWithUsers: { items: Item[] } }>(page, LIST, { a: accountId }))
    .subscriptionWithUsers;
  const sub = items.find((i) => i.billingGroupName === 'Hovedkontor' && i.firstName)!;
  const name = `${sub.firstName} ${sub.lastName}`;

  try {
    await page.goto(`/users/${sub.subscriptionID}`);
    const detail = page.getByTestId('subscription-detail');
    await expect(detail.getByTestId('detail-billing-group')).toHaveText('Fakturagruppe: Hovedkontor');
    await detail.getByRole('button', { name: 'Bytt fakturagruppe' }).click();
    const dialog = page.getByRole('dialog', { name: `Bytt fakturagruppe for ${name}` });
    await dialog.getByLabel('Ny fakturagruppe', { exact: true }).click();
    await page.getByRole('option', { name: 'Prosjekt', exact: true }).click();
    const preview = dialog.getByTestId('billing-group-move-preview');
    await expect(preview).toContainText(`Fakturagruppe: Hovedkontor → Prosjekt fra ${nextMonth()}.`);
    await expect(preview).toContainText('MVA endres ikke (med MVA).');
    await expectAccessible(page, 'billing group move');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'billing group move, phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText(`Fakturagruppen til ${name} er endret`)).toBeVisible();
    await expect(dialog).toBeHidden();
    // This month keeps the group; the move is planned and shown when the dialog opens again.
    await expect(detail.getByTestId('detail-billing-group')).toHaveText('Fakturagruppe: Hovedkontor');
    await detail.getByRole('button', { name: 'Bytt fakturagruppe' }).click();
    await expect(dialog.getByTestId('billing-group-planned')).toHaveText(
      `Planlagt: Prosjekt fra ${nextMonth()}.`,
    );
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
  } finally {
    const { version } = (
      await gql<{ subscriptionDetails: { version: number } }>(page, VERSION, {
        a: accountId,
        s: sub.subscriptionID,
      })
    ).subscriptionDetails;
    const back = await gql<{ moveSubscriptionToBillingGroup: { changesGroup: boolean } }>(page, MOVE, {
      a: accountId,
      s: sub.subscriptionID,
      g: sub.billingGroupID,
      v: version,
    });
    expect(back.moveSubscriptionToBillingGroup.changesGroup).toBe(false);
  }
});
