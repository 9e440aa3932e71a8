import { osloDate } from '@connect/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { presetRange } from '../src/ui/date-range.ts';
import { gql, mainAccountId } from './api.ts';
import { openLoggedIn } from './login.ts';

/** "1 234,50" → øre. */
function ore(text: string): number {
  return Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
}

const rows = (page: Page) => page.getByTestId('subscription-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const settings = (page: Page) => page.getByTestId('subscription-settings');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Søk på navn eller nummer' });

async function openUsers(page: Page) {
  await openLoggedIn(page, 'admin', { path: '/users' });
  // The first subscription is selected in the route.
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(rows(page).first()).toBeVisible();
}

/** Chooses an option of a Mantine Select. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('finds a person by number and opens the detail; another account starts over with its own list', async ({
  page,
}) => {
  await openUsers(page);
  await expect(page.getByTestId('subscription-count')).toHaveText(/\d+ abonnementer/);
  const fifth = rows(page).nth(4);
  const phone = await fifth.getByTestId('row-phone').innerText(); // "+47 400 00 455"
  const name = await fifth.getByRole('link').innerText();

  // The number as a person types it, without the grouping.
  await searchBox(page).fill(phone.replace('+47', '').replace(/\s/g, ''));
  await expect(page.getByTestId('subscription-count')).toHaveText('1 abonnement');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  // The one match is selected: the detail shows it.
  await expect(page.getByTestId('detail-name')).toHaveText(name);
  await expect(page.getByTestId('detail-phone')).toHaveText(phone);
  const selectedUrl = page.url();

  // Searching by name finds the same person.
  await searchBox(page).fill(name.split(' ')[1]!);
  await expect(rowOf(page, name)).toBeVisible();

  // Clearing the search shows everyone again and keeps the chosen one.
  await page.getByRole('button', { name: 'Tøm søket' }).click();
  await expect(page.getByTestId('subscription-count')).not.toHaveText('1 abonnement');
  await expect(page).toHaveURL(selectedUrl);

  // Selecting another row navigates to its id.
  const second = rows(page).nth(1);
  const secondName = await second.getByRole('link').innerText();
  await second.getByRole('link').click();
  await expect(page.getByTestId('detail-name')).toHaveText(secondName);
  await expect(second).toHaveAttribute('data-selected', 'true');

  // Rows expand one at a time.
  await rows(page).nth(0).getByRole('button', { name: 'Vis mer' }).click();
  await expect(page.getByTestId('row-details')).toHaveCount(1);
  await rows(page).nth(2).getByRole('button', { name: 'Vis mer' }).click();
  await expect(page.getByTestId('row-details')).toHaveCount(1);
  await expect(rows(page).nth(2).getByTestId('row-details')).toBeVisible();

  // Another account in the top bar: back to the list, whose first subscription is selected.
  await page.getByRole('textbox', { name: 'Konto' }).click();
  await page.getByRole('option', { name: 'Nordlys Bygg Vest' }).click();
  await expect(page.getByTestId('detail-name')).not.toHaveText(secondName);
  await expect(rows(page).first()).toHaveAttribute('data-selected', 'true');
  await expect(rows(page).first()).toContainText(/Vest drift|Bergen/);
});

test('sorts by the amount deducted this year, largest first, then smallest', async ({ page }) => {
  await openUsers(page);
  const year = osloDate().slice(0, 4);
  const header = page.getByRole('columnheader', { name: `Trukket ${year} kr` });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  const { subscriptionWithUsers } = await gql<{
    subscriptionWithUsers: { items: { firstName: string; lastName: string; deductedYearString: string }[] };
  }>(
    page,
    `query($a: Int!) { subscriptionWithUsers(accountID: $a, sortBy: DeductedYearDesc, limit: 5) {
      items { firstName lastName deductedYearString } } }`,
    { a: await mainAccountId(page) },
  );
  const top = subscriptionWithUsers.items[0]!;
  await expect(rows(page).first()).toContainText(`${top.firstName} ${top.lastName}`);
  await expect(rows(page).first().getByTestId('row-deducted-year')).toHaveText(top.deductedYearString);
  const shown = await rows(page).getByTestId('row-deducted-year').allInnerTexts();
  const amounts = shown.slice(0, 8).map(ore);
  expect(amounts[0]).toBeGreaterThan(0);
  expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first().getByTestId('row-deducted-year')).toHaveText('0,00');
});

test('changes the payment profile and a custom field in the detail', async ({ page }) => {
  await openUsers(page);
  const row = rows(page).nth(3);
  const name = await row.getByRole('link').innerText();
  const phone = await row.getByTestId('row-phone').innerText();
  await row.getByRole('link').click();
  await expect(page.getByTestId('detail-name')).toHaveText(name);

  const profile = settings(page).getByRole('combobox', { name: 'Betalingsprofil' });
  const before = await profile.inputValue();
  const next = before === 'Selger' ? 'Ledelse' : 'Selger';
  const save = settings(page).getByRole('button', { name: 'Lagre' });
  const cancel = settings(page).getByRole('button', { name: 'Avbryt' });
  await expect(save).toBeHidden();

  // Cancel puts the saved value back and hides the buttons.
  await choose(page, profile, next);
  await expect(save).toBeVisible();
  await cancel.click();
  await expect(profile).toHaveValue(before);
  await expect(save).toBeHidden();

  await choose(page, profile, next);
  await save.click();
  await expect(page.getByText('Betalingsprofilen er oppdatert')).toBeVisible();
  await expect(save).toBeHidden();
  await expect(rowOf(page, phone).getByTestId('row-profile')).toHaveText(next);

  const field = settings(page).getByRole('textbox', { name: 'Lønnsart' });
  await field.fill('5999');
  await expect(save).toBeVisible();
  await save.click();
  await expect(page.getByText('Innstillingene er oppdatert')).toBeVisible();
  await expect(save).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('detail-name')).toHaveText(name);
  await expect(settings(page).getByRole('textbox', { name: 'Lønnsart' })).toHaveValue('5999');
  await expect(settings(page).getByRole('combobox', { name: 'Betalingsprofil' })).toHaveValue(next);
});

/**
 * Holds the bulk assign's request until `release` is called, to look at the screen meanwhile; then it goes to the
 * server, or is answered with `answer` instead.
 */
async function holdBulkAssign(page: Page, answer?: object) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/graphql', async (route) => {
    if (!route.request().postData()?.includes('updateMultiplePaymentProfileMemberships'))
      return route.continue();
    await held;
    return answer ? route.fulfill({ json: answer }) : route.continue();
  });
  return release;
}

test('assigns a payment profile to three people at once from the bulk bar', async ({ page }) => {
  await openUsers(page);
  const three = [0, 1, 2].map((i) => rows(page).nth(i));
  // Numbers tell people apart (two may share a name).
  const phones = await Promise.all(three.map((r) => r.getByTestId('row-phone').innerText()));
  const profiles = await Promise.all(three.map((r) => r.getByTestId('row-profile').innerText()));
  // A profile at least one of them does not have yet, so the change shows.
  const target = ['Begrenset', 'Selger'].find((p) => profiles.some((x) => x !== p))!;

  await expect(page.getByTestId('bulk-bar')).toBeHidden();
  for (const row of three) await row.getByRole('checkbox').check();
  const bar = page.getByTestId('bulk-bar');
  await expect(bar).toContainText('3 valgt');
  const apply = bar.getByRole('button', { name: 'Bruk' });
  await expect(apply).toBeDisabled();
  await choose(page, bar.getByRole('combobox', { name: 'Betalingsprofil for de valgte' }), target);
  await expect(apply).toBeEnabled();

  const release = await holdBulkAssign(page);
  await apply.click();
  // Optimistic: the rows show the profile and the selection is gone before the server has answered.
  await expect(bar).toBeHidden();
  for (const phone of phones) await expect(rowOf(page, phone).getByTestId('row-profile')).toHaveText(target);
  await expect(page.getByText('Innstillingene er lagret')).toBeHidden();
  release();

  await expect(page.getByText('Innstillingene er lagret')).toBeVisible();
  await page.reload();
  for (const phone of phones) await expect(rowOf(page, phone).getByTestId('row-profile')).toHaveText(target);
});

test('a refused bulk assign puts the rows back and says why', async ({ page }) => {
  await openUsers(page);
  const row = rows(page).first();
  const before = await row.getByTestId('row-profile').innerText();
  const target = before === 'Ledelse' ? 'Selger' : 'Ledelse';
  const release = await holdBulkAssign(page, {
    data: null,
    errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
  });
  await row.getByRole('checkbox').check();
  const bar = page.getByTestId('bulk-bar');
  await choose(page, bar.getByRole('combobox', { name: 'Betalingsprofil for de valgte' }), target);
  await bar.getByRole('button', { name: 'Bruk' }).click();
  // Optimistic while the request is held; the refusal then puts the row back.
  await expect(row.getByTestId('row-profile')).toHaveText(target);
  release();
  await expect(page.getByText('Fant ikke det du ba om.')).toBeVisible();
  await expect(row.getByTestId('row-profile')).toHaveText(before);
  await expect(page.getByText('Innstillingene er lagret')).toBeHidden();
});

test('select-all picks every loaded row and clears again', async ({ page }) => {
  await openUsers(page);
  const all = page.getByRole('checkbox', { name: 'Velg alle' });
  await all.check();
  await expect(page.getByTestId('bulk-bar')).toContainText(/\d+ valgt/);
  const count = Number((await page.getByTestId('bulk-bar').innerText()).match(/(\d+) valgt/)![1]);
  expect(count).toBeGreaterThanOrEqual(100);
  await all.uncheck();
  await expect(page.getByTestId('bulk-bar')).toBeHidden();
});

test('scrolling to the end loads the next page, rendering only the rows in view', async ({ page }) => {
  await openUsers(page);
  const total = Number((await page.getByTestId('subscription-count').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(100); // more than one page of 100
  const scroller = page.getByRole('table', { name: 'Abonnementer' }).locator('..');
  await expect(async () => {
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(rows(page).last()).toHaveAttribute('aria-rowindex', String(total + 1), { timeout: 1000 });
  }).toPass();
  // A few dozen rows in the page, not all of them.
  expect(await rows(page).count()).toBeLessThan(40);
});

test('"Last month" in the costs panel changes the totals', async ({ page }) => {
  await openUsers(page);
  const id = Number(page.url().split('/').pop());
  const periodTotal = page.getByTestId('costs-period-total');
  await expect(periodTotal).toHaveText(/kr$/);
  const thisMonth = await periodTotal.innerText();
  const button = page.getByTestId('date-range-button');
  const current = presetRange('thisMonth');
  await expect(button).toHaveText(`${dmy(current.from)} – ${dmy(current.to)}`);

  // Discard keeps the period.
  await button.click();
  await page.getByRole('option', { name: 'I fjor' }).click();
  await page.getByRole('button', { name: 'Forkast' }).click();
  await expect(button).toHaveText(`${dmy(current.from)} – ${dmy(current.to)}`);

  await button.click();
  await page.getByRole('option', { name: 'Forrige måned' }).click();
  await page.getByRole('button', { name: 'Bruk' }).click();
  const last = presetRange('lastMonth');
  await expect(button).toHaveText(`${dmy(last.from)} – ${dmy(last.to)}`);

  const { subscriptionDetails } = await gql<{
    subscriptionDetails: { totalAmountPeriodString: string; totalAmountYTDString: string };
  }>(
    page,
    `query($a: Int!, $s: Int!, $from: Date, $to: Date) {
      subscriptionDetails(accountID: $a, subscriptionID: $s, fromDate: $from, toDate: $to) {
        totalAmountPeriodString totalAmountYTDString } }`,
    { a: await mainAccountId(page), s: id, from: last.from, to: last.to },
  );
  await expect(periodTotal).toHaveText(`${subscriptionDetails.totalAmountPeriodString}\u00a0kr`);
  expect(await periodTotal.innerText()).not.toBe(thisMonth);
  await expect(page.getByTestId('cost-elements-total')).toHaveText(await periodTotal.innerText());
  // The detail's usage per cost type follows the same period.
  await expect(page.getByTestId('usage-used-total')).toHaveText(subscriptionDetails.totalAmountPeriodString);
  const costTypes = await page.getByTestId('cost-elements').getByRole('row').count();
  expect(costTypes).toBeGreaterThan(3);
  await expect(page.getByTestId('usage-per-cost-type').getByRole('row')).toHaveCount(costTypes);
  await expect(page.getByTestId('costs-year-total')).toHaveText(
    `${subscriptionDetails.totalAmountYTDString}\u00a0kr`,
  );
});

test('adds and removes account fields in the drawer', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Kontofelter' }).click();
  const drawer = page.getByTestId('account-fields-drawer');
  const fieldRows = drawer.getByTestId('account-field-row');
  await expect(fieldRows.first()).toBeVisible();
  const saved = await fieldRows.count();
  const save = drawer.getByRole('button', { name: 'Lagre' });
  await expect(save).toBeHidden();

  // A new row with a tag in its default value.
  await drawer.getByRole('button', { name: 'Legg til felt' }).click();
  await expect(fieldRows).toHaveCount(saved + 1);
  await expect(save).toBeDisabled(); // no name yet
  const fresh = fieldRows.last();
  await fresh.getByRole('textbox', { name: 'Navn' }).fill('Prosjektkode');
  await fresh.getByRole('textbox', { name: 'Standardverdi' }).fill('P-');
  await fresh.getByRole('button', { name: 'Sett inn merke' }).click();
  await page.getByRole('menuitem', { name: /Ansattnummer/ }).click();
  await expect(fresh.getByRole('textbox', { name: 'Standardverdi' })).toHaveValue('P-{employeeNumber}');
  await save.click();
  await expect(page.getByText('Innstillingene er lagret')).toBeVisible();
  await expect(save).toBeHidden();

  // An unsaved row goes without asking.
  await drawer.getByRole('button', { name: 'Legg til felt' }).click();
  await expect(save).toBeVisible();
  await fieldRows.last().getByRole('button', { name: 'Fjern nytt felt' }).click();
  await expect(fieldRows).toHaveCount(saved + 1);
  await expect(save).toBeHidden();

  // The person's Settings show the new field with the tag filled in.
  await page.keyboard.press('Escape');
  const employeeNumber = await settings(page).getByRole('textbox', { name: 'Ansattnummer' }).inputValue();
  await expect(settings(page).getByRole('textbox', { name: 'Prosjektkode' })).toHaveValue(
    `P-${employeeNumber}`,
  );

  // A saved row is deleted at once, after the question.
  await page.getByRole('button', { name: 'Kontofelter' }).click();
  await drawer.getByRole('button', { name: 'Fjern Prosjektkode' }).click();
  await expect(page.getByText('Slette Prosjektkode?')).toBeVisible();
  await page.getByRole('button', { name: 'Slett' }).click();
  await expect(fieldRows).toHaveCount(saved);
  await expect(save).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(settings(page).getByRole('textbox', { name: 'Prosjektkode' })).toBeHidden();
});

function dmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}
