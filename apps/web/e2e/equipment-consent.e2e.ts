import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { gql, mainAccountId } from './api.ts';
import { openLoggedIn, storedToken } from './login.ts';

/**
 * Issue 32 §3, equipment: the admin ticks "Hold tilbake trekk for ansatte som ikke har godtatt" on the deduction
 * terms of a policy whose members have equipment deductions this month (the seed books this month's buy-outs). The
 * payroll file's "equipment deducted" of those members is then 0,00, marked; the user-deductions file, the ledger,
 * keeps the amount with "Mangler". A new version without the hold puts the figures back, and the journey removes its
 * export, so later journeys find the demo's figures.
 */

const period = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' })
    .format(new Date())
    .slice(0, 7)
    .replace('-', '');

type Member = { bnUser: { firstName: string; lastName: string } };

/** The payroll file's lines as `name → [equipment deducted, mark]` (a person's other rows carry 0,00). */
async function payroll(page: Page, exportId: number): Promise<Map<string, [string, string]>> {
  const res = await page.request.get(`/api/reports/export/${exportId}?period=${period()}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(res.status()).toBe(200);
  const out = new Map<string, [string, string]>();
  for (const line of (await res.text()).trim().split('\n').slice(1)) {
    const [name, amount, mark] = line.replace(/\r$/, '').split(';');
    if (amount !== '0,00' || !out.has(name!)) out.set(name!, [amount!, mark ?? '']);
  }
  return out;
}

/** The user-deductions file's total rows: name → [amount in kroner, consent cell]. */
async function userDeductions(page: Page): Promise<Map<string, [number, string]>> {
  const res = await page.request.get(`/api/reports/device-user-deductions?period=${period()}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}`, 'accept-language': 'nb' },
  });
  expect(res.status()).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.body()) as unknown as ArrayBuffer);
  const out = new Map<string, [number, string]>();
  wb.worksheets[0]!.eachRow((r) => {
    const [name, , , , amount, , consent] = (r.values as ExcelJS.CellValue[]).slice(1);
    if (typeof name === 'string' && name && typeof amount === 'number')
      out.set(name, [amount, String(consent ?? '')]);
  });
  return out;
}

test('the admin holds back the equipment deductions of a policy’s members until they accept', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  const a = await mainAccountId(page);
  const { createFileExport } = await gql<{ createFileExport: { ID: number } }>(
    page,
    `mutation($a: Int!) { createFileExport(accountID: $a, description: "Utstyr og samtykke", columns: [
      { name: "Navn", mapsToID: 4, order: 1 }, { name: "Utstyr trukket", mapsToID: 16, order: 2 },
      { name: "Samtykke mangler", mapsToID: 25, order: 3 }]) { ID } }`,
    { a },
  );
  const before = await payroll(page, createFileExport.ID);

  // A policy with members who have equipment deducted this month.
  const { CEPolicies } = await gql<{ CEPolicies: { ID: number; name: string }[] }>(
    page,
    'query($a: Int!) { CEPolicies(accountID: $a, limit: 200) { ID name } }',
    { a },
  );
  let policy: { ID: number; name: string } | undefined;
  let names: string[] = [];
  for (const p of CEPolicies) {
    const { CEPolicyMembers } = await gql<{ CEPolicyMembers: Member[] }>(
      page,
      'query($a: Int!, $p: Int!) { CEPolicyMembers(accountID: $a, policyID: $p, limit: 200) { bnUser { firstName lastName } } }',
      { a, p: p.ID },
    );
    names = CEPolicyMembers.map((m) => `${m.bnUser.firstName} ${m.bnUser.lastName}`).filter(
      (n) => before.has(n) && before.get(n)![0] !== '0,00',
    );
    if (names.length) {
      policy = p;
      break;
    }
  }
  expect(policy, 'the seed books buy-outs this month for some policy member').toBeDefined();

  const terms = async (hold: boolean) => {
    await page.goto(`/policies/${policy!.ID}/details`);
    const card = page.getByTestId('deduction-terms');
    const text = card.getByLabel('Vilkår', { exact: true });
    await expect(text).toBeVisible();
    if ((await text.inputValue()).trim() === '')
      await text.fill('Egenandel for utstyr og innløsning trekkes i lønn måneden etter.');
    const box = card.getByLabel('Hold tilbake trekk for ansatte som ikke har godtatt');
    // Already so (a retry after a failed run): nothing to save.
    if ((await box.isChecked()) === hold) return;
    if (hold) await box.check();
    else await box.uncheck();
    await card.getByRole('button', { name: 'Publiser ny versjon' }).click();
    await expect(page.getByText(/Vilkårene er lagret som versjon \d+\./)).toBeVisible();
  };

  await terms(true);
  const held = await payroll(page, createFileExport.ID);
  const ledger = await userDeductions(page);
  for (const name of names) {
    expect(held.get(name), name).toEqual(['0,00', 'X']);
    // The ledger keeps the month's deduction, marked.
    const [kroner, consent] = ledger.get(name)!;
    expect(kroner.toFixed(2).replace('.', ','), name).toBe(before.get(name)![0].replace(/\s/g, ''));
    expect(consent).toBe('Mangler');
  }

  // A new version without the hold: the figures are back as they were.
  await terms(false);
  const after = await payroll(page, createFileExport.ID);
  for (const name of names) expect(after.get(name)?.[0], name).toBe(before.get(name)![0]);
  await gql(page, 'mutation($id: Int!) { removeFileExport(fileExportID: $id) { ID } }', {
    id: createFileExport.ID,
  });
});
