import { formatNok } from '@connect/shared';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { loginAs } from './login.ts';

type User = {
  policyID: number | null;
  mobileCount: number;
  otherCount: number;
  bnUser: { catalogID: number; firstName: string; lastName: string };
};

// One login for the whole file.
test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;
let accountId: number;
let users: User[];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await loginAs(page, 'admin', { path: '/equipment/users' });
  accountId = await mainAccountId(page);
  ({
    users: { users },
  } = await gql<{ users: { users: User[] } }>(
    page,
    `query($a: Int!) { users(accountID: $a, sortType: MobileCount_DESC, limit: 200) { users { policyID mobileCount
      otherCount bnUser { catalogID firstName lastName } } } }`,
    { a: accountId },
  ));
});
test.afterAll(() => context.close());

const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test.describe('Equipment users (001 §2)', () => {
  test('lists the people with equipment, sorted on the server', async () => {
    await page.goto('/equipment/users');
    const list = page.getByRole('table', { name: 'Utstyrsbrukere' });
    await expect(list.getByTestId('equipment-user-row').first()).toBeVisible();
    await expectAccessible(page, 'equipment users');
    await list.getByRole('button', { name: 'Mobiler' }).click();
    await expect(list.getByRole('columnheader', { name: 'Mobiler' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await list.getByRole('button', { name: 'Mobiler' }).click();
    await expect(list.getByRole('columnheader', { name: 'Mobiler' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const top = users[0]!.bnUser;
    await expect(list.getByTestId('equipment-user-row').first()).toContainText(
      `${top.firstName} ${top.lastName}`,
    );
  });

  test('two devices edited in the panel are saved at once', async () => {
    const person = users.find((u) => u.mobileCount + u.otherCount >= 2)!.bnUser;
    await page.goto(`/equipment/users/${person.catalogID}/devices`);
    const rows = page.getByTestId('user-device-row');
    await expect(rows.nth(1)).toBeVisible();
    await expectAccessible(page, 'equipment user devices');
    const comments = [`Sjekket ${Date.now()}`, `Ny lader ${Date.now()}`];
    await rows.nth(0).getByLabel('Kommentar').fill(comments[0]!);
    await rows.nth(1).getByLabel('Kommentar').fill(comments[1]!);
    await rows.nth(1).getByLabel('Dekket av ansatt').fill('1.250,00');
    const bar = page.getByTestId('save-bar');
    await bar.getByRole('button', { name: 'Lagre' }).click();
    await expect(toast('Enhetene er lagret')).toBeVisible();
    await expect(bar).toHaveCount(0);

    await page.reload();
    await expect(rows.nth(0).getByLabel('Kommentar')).toHaveValue(comments[0]!);
    await expect(rows.nth(1).getByLabel('Kommentar')).toHaveValue(comments[1]!);
    await expect(rows.nth(1).getByLabel('Dekket av ansatt')).toHaveValue('1.250,00');
  });

  test("the policy tab shows the person's policy figures", async () => {
    const member = users.find((u) => u.policyID !== null)!.bnUser;
    const { userPolicyCategoryDetails } = await gql<{
      userPolicyCategoryDetails: { name: string; currentPolicyCategoryCredit: number }[];
    }>(
      page,
      'query($a: Int!, $c: Int!) { userPolicyCategoryDetails(accountID: $a, catalogID: $c) { name currentPolicyCategoryCredit } }',
      { a: accountId, c: member.catalogID },
    );
    const first = userPolicyCategoryDetails[0]!;
    await page.goto(`/equipment/users/${member.catalogID}/policy`);
    const editor = page.getByTestId('member-editor');
    await expect(
      editor.getByTestId(`member-category-${first.name}`).getByTestId('member-credit'),
    ).toContainText(formatNok(Math.round(first.currentPolicyCategoryCredit * 100)));
    await expectAccessible(page, 'equipment user policy tab');
  });
});
