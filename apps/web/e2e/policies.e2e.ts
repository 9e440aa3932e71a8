import { expect, test } from '@playwright/test';
import { customerId, gql, mainAccountId } from './api.ts';
import { expectAccessible } from './axe.ts';
import { openLoggedIn } from './login.ts';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** "10 000,00 kr" → øre. */
const ore = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

test.describe('equipment policies (002 §2)', () => {
  test.beforeEach(async ({ page }) => {
    await openLoggedIn(page, 'admin', { path: '/policies' });
  });

  test('creates a policy with mobile coverage 8 000 kr over 24 months and custom buy-out tiers', async ({
    page,
  }) => {
    await page.waitForURL(/\/policies\/\d+\/details/);
    await page.getByRole('button', { name: 'Legg til ny' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny utstyrsavtale' });
    await dialog.getByLabel('Navn på avtalen').fill('Prosjektledere');
    await dialog.getByRole('button', { name: 'Opprett' }).click();
    await expect(page.getByRole('heading', { name: 'Prosjektledere' })).toBeVisible();

    const mobile = page.getByTestId('category-mobile');
    await mobile.getByLabel('Aktiv').check();
    // Issue 28 §10: amounts typed the Norwegian way, with a space between the thousands.
    await mobile.getByLabel('Bedriften dekker (kr eks. mva.)').fill('8 000');
    await expect(mobile.getByText('10 000,00 kr inkl. mva.').first()).toBeVisible();
    // Issue 28 §11: a month count outside its rule is shown as wrong and kept as typed, never clamped.
    await expect(mobile.getByText('Måneder (1–120)')).toBeVisible();
    for (const [field, value, error] of [
      ['Full dekning etter', '0', 'Skriv hele måneder fra 1 til 120.'],
      ['Full dekning etter', '121', 'Skriv hele måneder fra 1 til 120.'],
      ['Miljøbonus opptjenes over', '121', 'Skriv hele måneder fra 0 til 120.'],
    ] as const) {
      await mobile.getByLabel(field).fill(value);
      await mobile.getByLabel(field).blur();
      await expect(mobile.getByLabel(field)).toHaveValue(value);
      await expect(mobile.getByText(error)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Lagre' })).toBeDisabled();
      await mobile.getByLabel(field).fill('24');
    }
    await mobile.getByText('Tilpasset').click();
    await mobile.getByRole('textbox', { name: 'Under 12 mnd.' }).fill('3.000,5');
    await mobile.getByLabel('Type for Under 12 mnd.').click();
    await page.getByRole('option', { name: 'kr' }).click();
    await mobile.getByRole('textbox', { name: '12–24 mnd.' }).fill('40');
    await mobile.getByRole('textbox', { name: '24–36 mnd.' }).fill('20');
    await mobile.getByRole('textbox', { name: 'Over 36 mnd.' }).fill('0');
    // A bad amount is shown at the field and Save waits for it.
    await mobile.getByLabel('Miljøbonus (kr eks. mva.)').fill('12.50');
    await expect(mobile.getByText('Skriv beløpet som 1250, 1 250,50 eller 1.250,50.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await mobile.getByLabel('Miljøbonus (kr eks. mva.)').fill('1\u00a0234,5');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Lagret')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lagre' })).toHaveCount(0);

    // What the server stored, read back after a reload.
    await page.reload();
    const stored = page.getByTestId('category-mobile');
    await expect(stored.getByLabel('Bedriften dekker (kr eks. mva.)')).toBeVisible();
    await expectAccessible(page, 'policy details');
    await expect(stored.getByLabel('Bedriften dekker (kr eks. mva.)')).toHaveValue('8\u00a0000,00');
    await expect(stored.getByLabel('Full dekning etter')).toHaveValue('24');
    await expect(stored.getByLabel('Miljøbonus opptjenes over')).toHaveValue('24');
    await expect(stored.getByLabel('Miljøbonus (kr eks. mva.)')).toHaveValue('1\u00a0234,50');
    await expect(stored.getByRole('textbox', { name: 'Under 12 mnd.' })).toHaveValue('3\u00a0000,50');
    await expect(stored.getByRole('textbox', { name: '12–24 mnd.' })).toHaveValue('40');
  });

  test("corrects a member's credit by −500 kr and shows the new figure", async ({ page }) => {
    await page.waitForURL(/\/policies\/\d+\/details/);
    await page.getByTestId('policy-list').getByRole('button', { name: 'Standard', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Standard' })).toBeVisible();
    await page.getByRole('tab', { name: 'Brukere' }).click();
    await page.getByLabel('Søk etter navn eller avdeling').fill('Ansatt');
    const row = page.getByTestId('policy-member').filter({ hasText: 'Øyvind Ansatt' });
    await expect(row).toHaveCount(1);
    const before = ore(await row.getByTestId('member-amount').innerText());
    await row.getByRole('button', { name: /Øyvind Ansatt/ }).click();
    const editor = page.getByTestId('member-editor');
    await expect(editor.getByTestId('member-category-mobile')).toBeVisible();
    await expectAccessible(page, 'policy member editor');
    const mobileCredit = editor.getByTestId('member-category-mobile').getByTestId('member-credit');
    const creditBefore = ore(await mobileCredit.innerText());
    await editor.getByLabel('Korriger kreditten for Mobil').fill('-500');
    await editor.getByLabel('Begrunnelse for korrigering av Mobil').fill('Skade på skjerm');
    await editor.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Lagret')).toBeVisible();
    await expect.poll(async () => ore(await mobileCredit.innerText())).toBe(creditBefore - 50_000);
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => ore(await row.getByTestId('member-amount').innerText()))
      .toBe(before - 50_000);
  });

  test('turns repairs on with a partner e-mail; Save disappears once saved', async ({ page }) => {
    await page.waitForURL(/\/policies\/\d+\/details/);
    await page.getByRole('tab', { name: 'Reparasjon' }).click();
    const repair = page.getByTestId('policy-repair');
    const toggle = repair.getByLabel('Tilby tjenesten til ansatte');
    if (await toggle.isChecked()) await toggle.uncheck();
    await toggle.check();
    await repair.getByLabel('E-postadressen til servicepartneren').fill('verksted@');
    await expect(repair.getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await repair.getByLabel('E-postadressen til servicepartneren').fill('verksted@reparasjon.no');
    await expectAccessible(page, 'policy repair');
    await repair.getByRole('button', { name: 'Lagre' }).click();
    await expect(repair.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByTestId('policy-repair').getByLabel('E-postadressen til servicepartneren'),
    ).toHaveValue('verksted@reparasjon.no');
  });

  test('uploads a guideline PDF, shows it and deletes it; a renamed PNG is refused', async ({ page }) => {
    await page.waitForURL(/\/policies\/\d+\/details/);
    await page.getByRole('button', { name: 'Innstillinger' }).click();
    const card = page.getByTestId('guideline-card');
    await card.getByRole('button', { name: 'Endre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retningslinje for ansatte' });
    // The demo company's guideline needs approval already.
    await expect(dialog.getByLabel('Ja')).toBeChecked();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'bilde.pdf', mimeType: 'application/pdf', buffer: PNG });
    await expect(dialog.getByText('Bare PDF-filer kan lastes opp.')).toBeVisible();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'Retningslinje.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectAccessible(page, 'guideline dialog');
    await dialog.getByRole('button', { name: 'Lagre' }).click();
    await expect(page.getByText('Retningslinjen er oppdatert')).toBeVisible();
    await expect(card.getByTestId('guideline-document')).toHaveText('Retningslinje.pdf');
    await expect(
      card.getByText('De ansatte må godta retningslinjen før de handler i nettbutikken.'),
    ).toBeVisible();

    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await card.getByRole('button', { name: 'Vis' }).click();
    await expect(page.getByRole('dialog', { name: 'Retningslinje.pdf' })).toBeVisible();
    await expect(page.getByText('Hvis visningen er tom')).toBeVisible();
    await expect(page.locator('iframe[title="Retningslinje.pdf"]')).toHaveAttribute('src', /^blob:/);
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');

    // The server refuses a PNG named .pdf by its content, whatever the browser says.
    const accountID = await mainAccountId(page);
    const refused = await page.evaluate(
      async ({ accountID, png }) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'application/pdf' }), 'bilde.pdf');
        const res = await fetch(`/api/guidelines/${accountID}`, {
          method: 'PUT',
          body: form,
          headers: { authorization: `Bearer ${localStorage.getItem('connect.token')}` },
        });
        return res.status;
      },
      { accountID, png: [...PNG] },
    );
    expect(refused).toBe(400);

    await card.getByRole('button', { name: 'Slett PDF' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slett PDF' }).click();
    await expect(card.getByText('Ingen retningslinje er lastet opp.')).toBeVisible();
    const { ceGuideline } = await gql<{ ceGuideline: { approvalRequired: boolean | null } }>(
      page,
      'query($a: Int!) { ceGuideline(accountID: $a) { approvalRequired } }',
      { a: accountID },
    );
    expect(ceGuideline.approvalRequired).toBeNull();
    // With the choice unset again, Save waits for yes or no.
    await card.getByRole('button', { name: 'Endre' }).click();
    await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeDisabled();
    await dialog.getByLabel('Nei').check();
    await expect(dialog.getByRole('button', { name: 'Lagre' })).toBeEnabled();
    await page.keyboard.press('Escape');
  });
});

test('adds a person with no policy as a member, corrects their credit by −500 kr and sees the figure change', async ({
  page,
}) => {
  await openLoggedIn(page, 'admin', { path: '/policies' });
  await page.waitForURL(/\/policies\/\d+\/details/);
  const accountID = await mainAccountId(page);
  const { configBNUsers } = await gql<{
    configBNUsers: { catalogID: number; firstName: string; lastName: string }[];
  }>(
    page,
    'query($c: Int!) { configBNUsers(bnCustomerID: $c, limit: 200) { catalogID firstName lastName } }',
    {
      c: await customerId(page),
    },
  );
  const { CEPolicies } = await gql<{ CEPolicies: { ID: number; name: string }[] }>(
    page,
    'query($a: Int!) { CEPolicies(accountID: $a) { ID name } }',
    { a: accountID },
  );
  const members = new Set<number>();
  for (const p of CEPolicies) {
    const r = await gql<{ CEPolicyMembers: { bnUser: { catalogID: number } }[] }>(
      page,
      'query($a: Int!, $p: Int!) { CEPolicyMembers(accountID: $a, policyID: $p, limit: 200) { bnUser { catalogID } } }',
      { a: accountID, p: p.ID },
    );
    for (const m of r.CEPolicyMembers) members.add(m.bnUser.catalogID);
  }
  const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
  const unique = (p: (typeof configBNUsers)[number]) =>
    configBNUsers.filter((q) => q.lastName === p.lastName).length === 1;
  const newcomer = configBNUsers.find((p) => !members.has(p.catalogID) && unique(p))!;
  const name = fullName(newcomer);

  await page.getByTestId('policy-list').getByRole('button', { name: 'Lærlinger', exact: true }).click();
  await page.getByRole('tab', { name: 'Brukere' }).click();
  await page.getByRole('button', { name: 'Legg til medlem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Legg til medlem i Lærlinger' });
  await dialog.getByRole('combobox', { name: 'Person' }).fill(newcomer.lastName);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expectAccessible(page, 'add a policy member');
  await dialog.getByRole('button', { name: 'Legg til medlem' }).click();
  await expect(page.getByText(`${name} er lagt til`)).toBeVisible();

  await page.getByLabel('Søk etter navn eller avdeling').fill(newcomer.lastName);
  const row = page.getByTestId('policy-member').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: new RegExp(name) }).click();
  const editor = page.getByTestId('member-editor');
  const credit = editor.getByTestId('member-category-mobile').getByTestId('member-credit');
  const before = ore(await credit.innerText());
  // Issue 28 §9 and §10: a minus sign as typography has it, and the last purchase date typed day first.
  await editor.getByLabel('Korriger kreditten for Mobil').fill('\u2212500');
  await editor.getByRole('button', { name: 'Lagre' }).click();
  await expect.poll(async () => ore(await credit.innerText())).toBe(before - 50_000);
  const lastPurchase = editor.getByLabel('Siste kjøpsdato for Mobil', { exact: true });
  await lastPurchase.fill('08/15/2025');
  await lastPurchase.blur();
  await expect(editor.getByText('Skriv datoen som DD.MM.ÅÅÅÅ, for eksempel 15.11.2026.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Lagre' })).toBeDisabled();
  await lastPurchase.fill('1.2.2026');
  await editor.getByRole('button', { name: 'Lagre' }).click();
  await expect(editor.getByRole('button', { name: 'Lagre' })).toHaveCount(0);
  await expect(lastPurchase).toHaveValue('01.02.2026');
  const { userPolicyCategoryDetails } = await gql<{
    userPolicyCategoryDetails: { name: string; lastPurchaseDate: string | null }[];
  }>(
    page,
    'query($a: Int!, $c: Int!) { userPolicyCategoryDetails(accountID: $a, catalogID: $c) { name lastPurchaseDate } }',
    { a: accountID, c: newcomer.catalogID },
  );
  expect(userPolicyCategoryDetails.find((c) => c.name === 'mobile')?.lastPurchaseDate).toBe('2026-02-01');
});
