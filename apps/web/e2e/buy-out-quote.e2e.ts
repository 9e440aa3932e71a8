import { readFile } from 'node:fs/promises';
import { addMonths, formatDate, osloDate } from '@connect/shared';
import { expect, test } from '@playwright/test';
import { pdfText } from '../../server/test/pdf-text.ts';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

/**
 * Issue 14: the buy-out of a member's phone priced for a date three months ahead, on the screen and in the PDF
 * quote. The phone is bought today for 7 999,99 kr; the Standard policy prices mobile by the account's standard
 * tiers (under 12 months: 75 %), so 799 999 øre × 75 % = 599 999,25 → 5 999,99 kr, incl. VAT 749 998,75 → 7 499,99 kr.
 */
test("downloads the buy-out quote of a member's phone for a date three months ahead", async ({ page }) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  const accountID = await mainAccountId(page);
  const { CEPolicies } = await gql<{ CEPolicies: { ID: number; name: string }[] }>(
    page,
    'query($a: Int!) { CEPolicies(accountID: $a) { ID name } }',
    { a: accountID },
  );
  const standard = CEPolicies.find((p) => p.name === 'Standard')!.ID;
  const { CEPolicyMembers } = await gql<{ CEPolicyMembers: { bnUser: { catalogID: number } }[] }>(
    page,
    'query($a: Int!, $p: Int!) { CEPolicyMembers(accountID: $a, policyID: $p, searchText: "Øyvind Ansatt") { bnUser { catalogID } } }',
    { a: accountID, p: standard },
  );
  const { deviceVendors } = await gql<{ deviceVendors: { ID: number }[] }>(
    page,
    'query($a: Int!) { deviceVendors(accountID: $a, limit: 1) { ID } }',
    { a: accountID },
  );
  const today = osloDate();
  await gql(
    page,
    `mutation($a: Int!, $v: Int!, $c: Int!, $on: Date) { createDevice(accountID: $a, classID: 1, vendorID: $v,
      description: "Innløsningstelefon", catalogID: $c, costPrice: 7999.99, orderedAt: $on) { ID } }`,
    { a: accountID, v: deviceVendors[0]!.ID, c: CEPolicyMembers[0]!.bnUser.catalogID, on: today },
  );

  await page.getByTestId('policy-list').getByRole('button', { name: 'Standard', exact: true }).click();
  await page.getByRole('tab', { name: 'Brukere' }).click();
  await page.getByLabel('Søk etter navn eller avdeling').fill('Øyvind Ansatt');
  await page
    .getByTestId('policy-member')
    .getByRole('button', { name: /Øyvind Ansatt/ })
    .click();
  const panel = page.getByTestId('member-buy-out');
  const phone = panel.getByTestId('buy-out-mobile');
  await expect(phone).toContainText('Innløsningstelefon');
  await expect(phone.getByTestId('buy-out-price')).toContainText('5\u00a0999,99\u00a0kr');

  const ahead = addMonths(today, 3);
  // Issue 28 §9: typed day first, in the short form (2.3.2027).
  const [year, month, day] = ahead.split('-').map(Number);
  await panel.getByLabel('Pris per dato', { exact: true }).fill(`${day}.${month}.${year}`);
  await expect(phone.getByTestId('buy-out-price')).toContainText('7\u00a0499,99\u00a0kr inkl. mva.');
  await expectAccessible(page, 'member buy-out');

  const download = page.waitForEvent('download');
  await phone.getByRole('button', { name: 'Last ned tilbud om innløsning av Innløsningstelefon' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^innlosning-\\d+-${ahead}\\.pdf$`));
  const text = pdfText(await readFile((await file.path())!));
  expect(text).toContain('Tilbud om innløsning');
  expect(text).toContain(`beregnet per ${formatDate(ahead)}`);
  expect(text).toMatch(/Alder: ?\n?3 måneder/);
  expect(text).toMatch(/Innløsningspris eks\. mva\.: ?\n?5\u00a0999,99\u00a0kr/);
  expect(text).toMatch(/Innløsningspris inkl\. mva\.: ?\n?7\u00a0499,99\u00a0kr/);
});
