import { type Browser, expect, test } from '@playwright/test';
import { gql } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn, storedToken } from './login.ts';
import { welcomeReportLink } from './report-link.ts';

/**
 * Issue 32 §3: the employee's consent to deductions, on a phone. The admin gives the Standard profile deduction terms
 * that hold deductions without consent; the payroll file then carries Øyvind's deduction as 0 with the mark X. He
 * opens the report link from the SMS, reads the terms and accepts them; the same file then carries his deduction
 * without the mark.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const period = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' })
    .format(new Date())
    .slice(0, 7)
    .replace('-', '');

type Admin = { file: () => Promise<string[]>; reportPath: string; close: () => Promise<void> };

/** As the admin: terms on Standard with the hold, the report link Øyvind's welcome SMS carries, a payroll export. */
async function adminSide(browser: Browser, baseURL: string): Promise<Admin> {
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const admin = await context.newPage();
  await openLoggedIn(admin, 'admin', { path: '/payment-profiles' });
  const { accountID: a, standardID, path: reportPath } = await welcomeReportLink(admin);
  await gql(
    admin,
    `mutation($a: Int!, $p: Int!) { savePaymentProfileDeductionTerms(accountID: $a, profileID: $p, version: 0,
      holdWithoutConsent: true, text: "Privat bruk av mobilabonnementet trekkes i lønn måneden etter.") { ID } }`,
    { a, p: standardID },
  );
  const { createFileExport } = await gql<{ createFileExport: { ID: number } }>(
    admin,
    `mutation($a: Int!) { createFileExport(accountID: $a, description: "Lønn med samtykke", showAllUsers: true, columns: [
      { name: "Navn", mapsToID: 4, order: 1 }, { name: "Trekk", mapsToID: 10, order: 2 },
      { name: "Samtykke mangler", mapsToID: 25, order: 3 }]) { ID } }`,
    { a },
  );
  const file = async () => {
    const res = await admin.request.get(`/api/reports/export/${createFileExport.ID}?period=${period()}`, {
      headers: { authorization: `Bearer ${await storedToken(admin)}` },
    });
    expect(res.status()).toBe(200);
    return (await res.text())
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('Øyvind Ansatt;'));
  };
  // Later journeys on the same server expect Standard as the demo has it (no welcome SMS, nothing held) and the
  // demo's one export.
  const close = async () => {
    const again = await gql<{ paymentProfiles: { ID: number; version: number }[] }>(
      admin,
      'query($a: Int!) { paymentProfiles(accountID: $a) { ID version } }',
      { a },
    );
    const v = again.paymentProfiles.find((p) => p.ID === standardID)!.version;
    await gql(
      admin,
      'mutation($a: Int!, $p: Int!, $v: Int!) { updatePaymentProfile(accountID: $a, profileID: $p, version: $v, profile: { settings: { sendWelcomeSMS: false } }) { ID } }',
      { a, p: standardID, v },
    );
    await gql(
      admin,
      `mutation($a: Int!, $p: Int!) { savePaymentProfileDeductionTerms(accountID: $a, profileID: $p, version: 1,
        holdWithoutConsent: false, text: "Privat bruk av mobilabonnementet trekkes i lønn måneden etter.") { ID } }`,
      { a, p: standardID },
    );
    await gql(admin, 'mutation($id: Int!) { removeFileExport(fileExportID: $id) { ID } }', {
      id: createFileExport.ID,
    });
    await context.close();
  };
  return { file, reportPath, close };
}

test('the employee accepts the terms from the SMS link on a phone; the payroll file drops the mark', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adminSide(browser, baseURL!);
  const before = await admin.file();
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((l) => l.endsWith(';X'))).toBe(true);
  expect(before.every((l) => l.split(';')[1] === '0,00')).toBe(true);

  await openLoggedIn(page, 'employee', { path: admin.reportPath });
  const notice = page.getByTestId('terms-to-accept');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Les og godta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vilkår for trekk i lønn' });
  await expect(dialog.getByTestId('terms-text')).toHaveText(/trekkes i lønn måneden etter/);
  await expectAccessible(page, 'the terms dialog at 390×844');
  await dialog.getByRole('button', { name: 'Godta vilkårene' }).click();
  await expect(notice).toBeHidden();

  const after = await admin.file();
  expect(after).toHaveLength(before.length);
  expect(after.some((l) => l.endsWith(';X'))).toBe(false);
  expect(
    after.some((l) => l.split(';')[1] !== '0,00'),
    'the deduction is in the file',
  ).toBe(true);
  await admin.close();
});
