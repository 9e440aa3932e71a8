import { imeiFromBody } from '@connect/shared/equipment';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn, storedToken } from './login.ts';

const PARTNER = 'verksted-e2e@mobilreparasjon.no';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const EXE = Buffer.from('4d5a90000300000004000000ffff0000', 'hex');
const IMEI = imeiFromBody('35212406000042');
const PHONE = 'Samsung Galaxy S24 (reparasjon)';

/**
 * As the admin, in a browser of their own: the employee's policy (Standard) offers repairs to the service partner,
 * and the employee has a phone to choose in the form (made once, whatever the retries). Answers the admin's page, kept for the outbox.
 */
async function prepare(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const page = await context.newPage();
  await openLoggedIn(page, 'admin', { path: '/policies' });
  const a = await mainAccountId(page);
  const { CEPolicies } = await gql<{ CEPolicies: { ID: number; name: string }[] }>(
    page,
    'query($a: Int!) { CEPolicies(accountID: $a) { ID name } }',
    { a },
  );
  const standard = CEPolicies.find((p) => p.name === 'Standard')!.ID;
  await gql(
    page,
    'mutation($a: Int!, $p: Int!, $e: String) { updateCEPolicyRepair(accountID: $a, policyID: $p, active: true, servicePartnerEmail: $e) { active } }',
    { a, p: standard, e: PARTNER },
  );
  const { users } = await gql<{ users: { users: { bnUser: { catalogID: number; lastName: string } }[] } }>(
    page,
    'query($a: Int!) { users(accountID: $a, searchText: "Ansatt") { users { bnUser { catalogID lastName } } } }',
    { a },
  );
  const employee = users.users.find((u) => u.bnUser.lastName === 'Ansatt')!.bnUser.catalogID;
  // A retry finds the phone of the first try; a second one would make the chooser ambiguous.
  const { repairRequestOptions } = await gql<{
    repairRequestOptions: { devices: { imei: string | null }[] };
  }>(page, 'query($c: Int!) { repairRequestOptions(catalogID: $c) { devices { imei } } }', { c: employee });
  if (repairRequestOptions.devices.some((d) => d.imei === IMEI)) return page;
  const { deviceVendors } = await gql<{ deviceVendors: { ID: number }[] }>(
    page,
    'query($a: Int!) { deviceVendors(accountID: $a) { ID } }',
    { a },
  );
  const { deviceClassProperties } = await gql<{ deviceClassProperties: { id: number; name: string }[] }>(
    page,
    '{ deviceClassProperties(classID: 1) { id name } }',
  );
  await gql(
    page,
    `mutation($a: Int!, $c: Int!, $v: Int!, $p: [DevicePropertyInput!]) {
      createDevice(accountID: $a, catalogID: $c, classID: 1, vendorID: $v, description: "${PHONE}",
        orderedAt: "2025-05-02", properties: $p) { ID } }`,
    {
      a,
      c: employee,
      v: deviceVendors[0]!.ID,
      p: [{ id: deviceClassProperties.find((p) => p.name === 'imei')!.id, value: IMEI }],
    },
  );
  return page;
}

/**
 * Issue 13, the repair request: the employee opens Request repair on the webshop page, chooses their phone (its
 * fields fill and lock; clearing it resets the form), has a renamed .exe refused, attaches a PDF and a picture and
 * sends; the admin finds the e-mail to the service partner with both files in the outbox.
 */
test('an employee sends a repair request with two attachments, and the e-mail has both', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await prepare(browser, baseURL!);
  await openLoggedIn(page, 'employee', { path: '/webshop' });
  await page.getByTestId('request-repair').click();
  const info = page.getByRole('dialog', { name: 'Reparasjon av mobiltelefon' });
  await expect(info.getByTestId('repair-info')).toBeVisible();
  await expectAccessible(page, 'the repair information');
  await info.getByRole('button', { name: 'Neste' }).click();

  const dialog = page.getByRole('dialog', { name: 'Be om reparasjon av mobiltelefon' });
  const submit = dialog.getByTestId('repair-submit');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Enhet' }).click();
  await page.getByRole('option', { name: `${PHONE} (${IMEI})` }).click();
  await expect(dialog.getByTestId('repair-imei')).toHaveValue(IMEI);
  await expect(dialog.getByTestId('repair-imei')).toBeDisabled();
  await expect(dialog.getByTestId('repair-purchasedAt')).toHaveValue('02.05.2025');
  await dialog.getByTestId('repair-message').fill('Skjermen er knust');
  await dialog.getByTestId('repair-confirm').check();
  await expect(submit).toBeEnabled();

  // A Windows program renamed to .png is refused in the browser by its content (and by the server, below).
  const input = dialog.locator('input[type=file]');
  await input.setInputFiles({ name: 'bilde.png', mimeType: 'image/png', buffer: EXE });
  await expect(dialog.getByTestId('repair-file-error')).toContainText('bilde.png: Filen er ikke av en type');
  await expect(dialog.getByTestId('repair-file')).toHaveCount(0);

  // Clearing the device resets every field, the message and the checkbox.
  await dialog.getByTestId('repair-device').locator('..').locator('button').click();
  await expect(dialog.getByTestId('repair-imei')).toHaveValue('');
  await expect(dialog.getByTestId('repair-imei')).toBeEnabled();
  await expect(dialog.getByTestId('repair-message')).toHaveValue('');
  await expect(dialog.getByTestId('repair-confirm')).not.toBeChecked();
  // Issue 28 §9: the purchase date is typed day first; the US order is refused, not guessed.
  const purchasedAt = dialog.getByTestId('repair-purchasedAt');
  await purchasedAt.fill('08/15/2025');
  await purchasedAt.blur();
  await expect(dialog.getByText('Skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 15.11.2026.')).toBeVisible();
  await purchasedAt.fill('1.2.2025');
  await purchasedAt.blur();
  await expect(purchasedAt).toHaveValue('01.02.2025');

  await dialog.getByRole('combobox', { name: 'Enhet' }).click();
  await page.getByRole('option', { name: `${PHONE} (${IMEI})` }).click();
  await dialog.getByTestId('repair-message').fill('Skjermen er knust etter fall');
  await dialog.getByTestId('repair-confirm').check();
  await input.setInputFiles([
    { name: 'kvittering.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'skjerm.png', mimeType: 'image/png', buffer: PNG },
    { name: 'ekstra.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(dialog.getByTestId('repair-file')).toHaveCount(3);
  await expect(dialog.getByTestId('repair-attach')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Fjern ekstra.pdf' }).click();
  await expect(dialog.getByTestId('repair-file')).toHaveCount(2);
  await expect(dialog.getByTestId('repair-attach')).toBeEnabled();
  await expect(dialog.getByText('Maks 3 vedlegg på høyst 25 MB (pdf, jpg, jpeg, png)')).toBeVisible();
  await expectAccessible(page, 'the repair form');
  await submit.click();
  await expect(page.getByText('Reparasjonsforespørselen er sendt')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The server refuses the renamed .exe too, by its content.
  const { repairRequestOptions } = await gql<{ repairRequestOptions: { catalogID: number } }>(
    page,
    '{ repairRequestOptions { catalogID } }',
  );
  const refused = await page.request.post(
    `/api/accounts/users/${repairRequestOptions.catalogID}/devices/repair`,
    {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
      multipart: {
        device_name: 'iPhone 15',
        device_vendor_name: 'Apple',
        imei: IMEI,
        fault_description: 'Knust',
        confirmed: 'true',
        files: { name: 'bilde.png', mimeType: 'image/png', buffer: EXE },
      },
    },
  );
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { details: { reason: string } }).details.reason).toBe('FILE_WRONG_TYPE');

  await admin.goto('/payment-profiles/outbox');
  const mail = admin.getByTestId('outbox-row').filter({ hasText: PARTNER }).first();
  await expect(mail).toContainText('Skjermen er knust etter fall');
  await expect(mail.getByTestId('outbox-attachment')).toHaveText([/^kvittering\.pdf/, /^skjerm\.png/]);
  await expectAccessible(admin, 'the outbox with the repair e-mail');
  await admin.context().close();
});
