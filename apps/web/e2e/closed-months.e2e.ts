import { readFileSync } from 'node:fs';
import { addMonths, monthRange, osloDate } from '@connect/shared';
import { type Download, expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { coveredSubscription, INGEST_KEY } from './content-services.ts';
import { openLoggedIn } from './login.ts';
import { pickMonth } from './month-picker.ts';

/**
 * Months that close (issue 9): a payroll file of a closed month is the same file after two people move to another
 * profile and a limit changes; the current month's figures follow the change; the screens say from which month a
 * change applies and show a lock on the closed month.
 */

const today = osloDate();
const current = today.slice(0, 7);
const appliesFrom = `Gjelder fra ${new Intl.DateTimeFormat('nb-NO', {
  month: 'long',
  year: 'numeric',
}).format(new Date(`${current}-15T12:00:00Z`))}`;

async function deductedIn(
  page: Page,
  accountID: number,
  subscriptionID: number,
  range: { from: string; to: string },
) {
  const d = await gql<{ subscriptionDetails: { deductedAmountPeriod: number } }>(
    page,
    `query($a: Int!, $s: Int!, $from: Date, $to: Date) {
      subscriptionDetails(accountID: $a, subscriptionID: $s, fromDate: $from, toDate: $to) { deductedAmountPeriod } }`,
    { a: accountID, s: subscriptionID, from: range.from, to: range.to },
  );
  return Math.round(d.subscriptionDetails.deductedAmountPeriod * 100);
}

/** Opens the export dialog of the demo payroll file, picks `period` and answers the download and the dialog. */
/** The latest closed month of the account: the one before its first open month. */
async function latestClosedMonth(page: Page, accountID: number): Promise<string> {
  const { openCostMonths } = await gql<{ openCostMonths: string[] }>(
    page,
    'query($a: Int!) { openCostMonths(accountID: $a) }',
    { a: accountID },
  );
  return addMonths(`${openCostMonths[0]}-01`, -1).slice(0, 7);
}

async function exportMonth(page: Page, period: string): Promise<Buffer> {
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Rapporter' }).click();
  const row = page
    .getByTestId('file-exports-card')
    .getByTestId('file-export-row')
    .filter({ hasText: 'Lønnstrekk mobil' });
  await row.getByRole('button', { name: 'Eksporter …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eksporter Lønnstrekk mobil' });
  await expect(dialog).toBeVisible();
  const previous = addMonths(`${current}-01`, -1).slice(0, 7);
  // The dialog starts on the previous month.
  if (period !== previous) await pickMonth(page, dialog.getByTestId('export-month'), period);
  // The month is closed: the lock says so, and the file will be the same every time.
  await expect(dialog.getByTestId('month-closed')).toHaveText('Lukket');
  await expect(dialog).toContainText('Måneden er lukket');
  await expectAccessible(page, 'the export dialog of a closed month');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Eksporter', exact: true }).click();
  const download: Download = await downloading;
  await expect(dialog).toBeHidden();
  return readFileSync((await download.path())!);
}

test('a closed month exports the same file after people move and a limit changes; the current month follows', async ({
  page,
}) => {
  test.setTimeout(test.info().timeout * 2);
  await openLoggedIn(page, 'admin', { path: '/reports' });
  const accountID = await mainAccountId(page);
  const closed = await latestClosedMonth(page, accountID);
  const fileBefore = await exportMonth(page, closed);
  expect(fileBefore.length).toBeGreaterThan(0);

  // Two people of the Standard profile move to Begrenset with the bulk bar.
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Brukere' }).click();
  const standardRows = page.getByTestId('subscription-row').filter({
    has: page.getByTestId('row-profile').getByText('Standard', { exact: true }),
  });
  await expect(standardRows.nth(1)).toBeVisible();
  const two = [standardRows.nth(0), standardRows.nth(1)];
  const phones = await Promise.all(two.map((r) => r.getByTestId('row-phone').innerText()));
  const ids = await Promise.all(
    two.map(async (r) => Number((await r.getByRole('link').first().getAttribute('href'))!.split('/').pop())),
  );
  const thisMonth = { from: `${current}-01`, to: today };
  const closedMonth = monthRange(closed);
  const before = await Promise.all(
    ids.map(async (id) => ({
      now: await deductedIn(page, accountID, id, thisMonth),
      closed: await deductedIn(page, accountID, id, closedMonth),
    })),
  );
  for (const phone of phones)
    await page.getByTestId('subscription-row').filter({ hasText: phone }).getByRole('checkbox').check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('2 valgt');
  await bar.getByRole('combobox', { name: 'Betalingsprofil for de valgte' }).click();
  await page.getByRole('option', { name: 'Begrenset', exact: true }).click();
  // Before the change is made, the bar says from which month it applies.
  await expect(bar.getByTestId('applies-from')).toHaveText(appliesFrom);
  await expectAccessible(page, 'the bulk bar saying from which month the change applies');
  await bar.getByRole('button', { name: 'Bruk' }).click();
  await expect(page.getByText('Innstillingene er lagret')).toBeVisible();

  // Standard's data limit drops from 300 kr to 1 kr.
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Betalingsprofiler' })
    .click();
  const standard = page
    .getByTestId('profile-row')
    .filter({ has: page.getByRole('button', { name: 'Standard', exact: true }) });
  await standard.getByRole('button', { name: 'Standard', exact: true }).click();
  await expect(page.getByTestId('profile-heading')).toHaveText('Standard');
  await page.getByRole('tab', { name: 'Regler' }).click();
  await page.getByRole('textbox', { name: 'Månedlig grense for Data' }).fill('1');
  const saveBar = page.getByTestId('save-bar');
  await expect(saveBar.getByTestId('applies-from')).toHaveText(appliesFrom);
  await expectAccessible(page, 'the profile save bar saying from which month the change applies');
  await saveBar.getByRole('button', { name: 'Lagre' }).click();
  await expect(saveBar).toHaveCount(0);
  // The profile's saved notice closes by itself; scanned while fading out over the export dialog, its text failed
  // contrast. (The bulk bar's "Innstillingene er lagret" before it may have closed already.)
  const saved = page.getByText('Innstillingene er oppdatert');
  await expect(saved).toBeVisible();
  await expect(saved).toHaveCount(0);

  // The closed month's file is the same file, byte for byte.
  const fileAfter = await exportMonth(page, closed);
  expect(fileAfter.equals(fileBefore)).toBe(true);

  // The closed month's figures stay; the current month's follow Begrenset (it covers little: they pay more).
  for (const [i, id] of ids.entries()) {
    expect(await deductedIn(page, accountID, id, closedMonth)).toBe(before[i]!.closed);
    await expect.poll(() => deductedIn(page, accountID, id, thisMonth)).toBeGreaterThan(before[i]!.now);
  }
});

test('a late charge and a late content service for a closed month are booked in the current month, with their dates', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/users' });
  const accountID = await mainAccountId(page);
  const closed = await latestClosedMonth(page, accountID);
  // A profile without automatic approval: the late content service waits in For approval.
  const who = await coveredSubscription(page, accountID, 4_550);
  const phone = who.phoneNumber;
  const id = who.subscriptionID;
  const tag = `Sen ${Date.now()}`;
  const res = await page.request.post('/api/usage/lines', {
    headers: { authorization: `Bearer ${INGEST_KEY}` },
    data: {
      lines: [
        {
          lineId: `${tag}-1`,
          phoneNumber: phone,
          date: `${closed}-14`,
          category: 'Annet',
          description: `${tag} gebyr`,
          amount: '80.00',
        },
        {
          lineId: `${tag}-2`,
          phoneNumber: phone,
          date: `${closed}-15`,
          category: 'Innholdstjeneste: Annet',
          description: `${tag} parkering`,
          amount: '45.50',
        },
      ],
    },
  });
  expect(res.ok()).toBe(true);
  const shown = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

  // The costs panel of the current month lists both with their own dates.
  await page.goto(`/users/${id}`);
  const late = page.getByTestId('late-charges');
  await expect(late).toContainText('Etterfakturert i perioden');
  await expect(late.getByRole('row').filter({ hasText: `${tag} gebyr` })).toContainText(
    shown(`${closed}-14`),
  );
  await expect(late.getByRole('row').filter({ hasText: `${tag} gebyr` })).toContainText('80,00');
  await expectAccessible(page, 'the costs panel with late charges');

  // Reports lists the content service under the current month, dated in the closed month, marked late.
  await page.goto('/reports');
  await page.getByRole('searchbox', { name: 'Søk på navn, nummer eller tjeneste' }).fill(tag);
  const row = page.getByTestId('deduction-row').filter({ hasText: `${tag} parkering` });
  await expect(row).toContainText(shown(`${closed}-15`));
  await expect(row.getByTestId('late-charge')).toHaveText('Etterfakturert');
  await expectAccessible(page, 'a late content service in Reports');
});
