import { expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

/**
 * Issue 33 §3: the dashboard's "Stands out" card lists what the administrators' daily digest lists, each case a link
 * to where it is dealt with, and its settings dialog edits the customer's thresholds. The demo data always has
 * subscriptions without a person that cost money and phones seen on the network 7, 10 … days ago (seed/discovered.ts).
 * The thresholds are put back as they were.
 */
type Alert = { kind: string; subscriptionID: number | null; discoveredDeviceID: number | null };

async function alerts(page: Page) {
  const data = await gql<{
    dashboardAlerts: { items: Alert[]; settings: { unallocatedDays: number; version: number } };
  }>(
    page,
    `query($a: Int!) { dashboardAlerts(accountID: $a) { items { kind subscriptionID discoveredDeviceID }
      settings { unallocatedDays version } } }`,
    { a: await mainAccountId(page) },
  );
  return data.dashboardAlerts;
}

for (const size of [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('the card lists what stands out and opens each case', async ({ page }) => {
      await openLoggedIn(page, 'admin');
      const card = page.getByTestId('dashboard-alerts');
      await expect(card.getByRole('heading', { name: 'Skiller seg ut' })).toBeVisible();
      const { items } = await alerts(page);
      const withoutPerson = items.find((i) => i.kind === 'subscriptionWithoutPerson');
      expect(
        withoutPerson,
        'the demo data has a subscription without a person that costs money',
      ).toBeDefined();
      expect(items.some((i) => i.kind === 'unallocatedDevice')).toBe(true);
      await expect(card.getByTestId('dashboard-alert')).toHaveCount(items.length);
      const unused = card.getByTestId('alerts-subscriptionWithoutPerson');
      await expect(unused).toContainText('Abonnementer uten person som koster penger');
      await expect(unused).toContainText('siste to måneder');
      await expect(card.getByTestId('alerts-unallocatedDevice')).toContainText(/Sett \d{2}\.\d{2}\.\d{4}/);
      await card.getByTestId('dashboard-alert').first().scrollIntoViewIfNeeded();
      await expectAccessible(page, `/dashboard with the alerts card (${size.name})`);

      await unused.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/users/${withoutPerson!.subscriptionID}$`));

      await page.goto('/dashboard');
      await card.getByTestId('alerts-unallocatedDevice').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/equipment\/devices/);
      await expect(page.getByTestId('discovered-panel')).toBeVisible();
    });
  });
}

test('the settings dialog checks and saves the thresholds, and a longer wait drops a device', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin');
  const card = page.getByTestId('dashboard-alerts');
  await expect(card.getByTestId('dashboard-alert').first()).toBeVisible();
  const before = await alerts(page);
  const devices = before.items.filter((i) => i.kind === 'unallocatedDevice').length;

  await card.getByRole('button', { name: 'Innstillinger for varsler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Innstillinger for varsler' });
  await expect(dialog.getByLabel('Ganger vanlig måned')).toHaveValue('3');
  await expectAccessible(page, 'the alert settings dialog');
  const days = dialog.getByLabel('Dager før en oppdaget enhet varsles');
  await days.fill('0');
  await days.blur();
  // A value out of range is refused as typed, never moved into range.
  await expect(days).toHaveValue('0');
  await expect(dialog).toContainText('Skriv et helt antall dager fra 1 til 90.');
  await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeDisabled();
  // The minimum is an amount as Norwegians type it, through the one amount field.
  const minimum = dialog.getByLabel('Minst så mye over vanlig måned (kr)');
  await expect(minimum).toHaveValue('200,00');
  await minimum.fill('2OO');
  await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeDisabled();
  await minimum.fill('200,00');

  // The seed's network phones were seen 1, 4, 7, 10 … days ago: 8 days leaves out the one of 7 days.
  await days.fill(String(before.settings.unallocatedDays + 1));
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('alerts-unallocatedDevice')).toContainText(`(${devices - 1})`);

  // Put back what the demo had.
  await card.getByRole('button', { name: 'Innstillinger for varsler' }).click();
  await dialog
    .getByLabel('Dager før en oppdaget enhet varsles')
    .fill(String(before.settings.unallocatedDays));
  await dialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('alerts-unallocatedDevice')).toContainText(`(${devices})`);
});
