import { addMonths, formatDate, formatNok, osloDate } from '@connect/shared';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';
import { pickMonth } from './month-picker.ts';
import { downloadXlsx, readWorkbook } from './xlsx.ts';

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
  await openLoggedIn(page, 'admin', { path: '/equipment/users' });
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
    await rows.nth(1).getByLabel('Dekket av ansatt').fill('1 250,5');
    const bar = page.getByTestId('save-bar');
    await bar.getByRole('button', { name: 'Lagre' }).click();
    await expect(toast('Enhetene er lagret')).toBeVisible();
    await expect(bar).toHaveCount(0);

    await page.reload();
    await expect(rows.nth(0).getByLabel('Kommentar')).toHaveValue(comments[0]!);
    await expect(rows.nth(1).getByLabel('Kommentar')).toHaveValue(comments[1]!);
    await expect(rows.nth(1).getByLabel('Dekket av ansatt')).toHaveValue('1\u00a0250,50');
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
  test("exports last month's user deductions: each buy-out at its confirmed amount, as number cells that add up", async () => {
    const thisMonth = osloDate().slice(0, 7);
    const lastMonth = addMonths(`${thisMonth}-01`, -1).slice(0, 7);
    // What the server says apart from the ledger: the devices their employee bought out last month, on every
    // account the admin sees, with the buyer's name.
    const { accounts } = await gql<{ accounts: { ID: number }[] }>(page, '{ accounts { ID } }');
    const names = new Map<number, string>();
    const expected: [string, string, string, number][] = [];
    for (const { ID } of accounts) {
      const { devices, users: people } = await gql<{
        devices: {
          devices: {
            description: string;
            purchasedByEmployee: { date: string; bnUser: number; costPrice: number } | null;
          }[];
        };
        users: { users: User[] };
      }>(
        page,
        `query($a: Int!) {
          devices(accountID: $a, includeSubAccounts: false, limit: 500) {
            devices { description purchasedByEmployee { date bnUser costPrice } } }
          users(accountID: $a, includeSubAccounts: false, limit: 500) { users { bnUser { catalogID firstName lastName } } } }`,
        { a: ID },
      );
      for (const u of people.users)
        names.set(u.bnUser.catalogID, `${u.bnUser.firstName} ${u.bnUser.lastName}`);
      for (const d of devices.devices) {
        const bought = d.purchasedByEmployee;
        if (bought?.date.startsWith(lastMonth))
          expected.push([
            String(bought.bnUser),
            `Kjøpt av ansatt: ${d.description}`,
            formatDate(bought.date),
            Math.round(bought.costPrice * 100),
          ]);
      }
    }
    expect(expected.length, 'demo buy-outs last month').toBeGreaterThan(0);
    for (const e of expected) e[0] = names.get(Number(e[0])) ?? `unknown person ${e[0]}`;

    await page.goto('/equipment/users');
    await page.getByRole('button', { name: 'Eksporter trekk for utstyr' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eksporter trekk i lønn for utstyr' });
    const month = dialog.getByTestId('user-deductions-month');
    const shown = (period: string) =>
      new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric' }).format(
        new Date(`${period}-15T12:00:00Z`),
      );
    // It starts on last month; this month is picked, then last month again.
    await pickMonth(page, month, thisMonth);
    await expect(month).toHaveText(shown(thisMonth));
    await pickMonth(page, month, lastMonth);
    await expect(month).toHaveText(shown(lastMonth));
    await expectAccessible(page, 'export user deductions');
    const file = await downloadXlsx(
      page,
      () => dialog.getByRole('button', { name: 'Eksporter', exact: true }).click(),
      'user-deductions',
    );
    await expect(dialog).toBeHidden();

    const sheet = (await readWorkbook(file)).worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe(
      `Trekk i lønn for utstyr ${lastMonth.slice(5, 7)}.${lastMonth.slice(0, 4)}`,
    );
    expect((sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'Ansatt',
      'Ansattnummer',
      'Gjelder',
      'Dato',
      'Beløp (kr)',
      'Skattepliktig fordel (kr)',
      'Samtykke til trekk',
    ]);
    // Per employee a row with the total and a row per item under it, then the sum of the whole file.
    const items: [string, string, string, number][] = [];
    const totals: { name: string; total: number; items: number }[] = [];
    let sum: number | null = null;
    for (let r = 3; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const amount = row.getCell(5);
      expect(amount.type, `row ${r}: the amount is a number cell`).toBe(ExcelJS.ValueType.Number);
      const ore = Math.round((amount.value as number) * 100);
      const [name, , item, day] = [1, 2, 3, 4].map((c) => String(row.getCell(c).value ?? ''));
      if (name === 'Sum') sum = ore;
      else if (name) totals.push({ name: name!, total: ore, items: 0 });
      else {
        totals.at(-1)!.items += ore;
        items.push([totals.at(-1)!.name, item!, day!, ore]);
      }
    }
    for (const t of totals) expect(t.total, `${t.name}: the total of their items`).toBe(t.items);
    expect(sum).toBe(totals.reduce((s, t) => s + t.total, 0));
    const byText = (a: (string | number)[], b: (string | number)[]) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect(items.filter((i) => i[1].startsWith('Kjøpt av ansatt: ')).sort(byText)).toEqual(
      expected.sort(byText),
    );
  });
});
