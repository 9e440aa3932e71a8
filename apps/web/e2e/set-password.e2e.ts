import { expect, type Page, test } from '@playwright/test';
import { gql } from './api.ts';
import { expectAccessible } from './axe.ts';
import { APP_LOAD_MS, openLoggedIn, storedToken, submitProviderLogin } from './login.ts';

/** The development provisioning key (the server's config.ts); the e2e server runs without its own. */
const PROVISIONING_KEY = 'connect-demo-provisioning-key';
/** Every run a customer of its own, so a run against a server that is already running (E2E_BASE_URL) works too. */
const RUN = String(Date.now() % 100_000).padStart(5, '0');
const NAME = `Avslutt ${RUN} AS`;
const EMAIL = `kari.${RUN}@avslutt-e2e.example`;
const NUMBER = `+47488${RUN}`;
const SHOWN_NUMBER = `+47 488 ${RUN.slice(0, 2)} ${RUN.slice(2)}`;

/** A new customer as the operator sends it: one account, one billing group, its first administrator, a phone. */
const C = `E2E-${RUN}`;
const BATCH = {
  customers: [{ id: C, name: NAME }],
  accounts: [{ customer: C, id: `${C}-A`, name: NAME }],
  billingGroups: [{ customer: C, id: `${C}-B`, account: `${C}-A`, name: 'Hovedkontor' }],
  people: [
    {
      customer: C,
      id: `${C}-P`,
      firstName: 'Kari',
      lastName: 'Først',
      email: EMAIL,
      roles: ['CostControl'],
      accountAccess: [`${C}-A`],
    },
  ],
  subscriptions: [
    {
      customer: C,
      id: `${C}-S`,
      number: NUMBER,
      account: `${C}-A`,
      billingGroup: `${C}-B`,
      person: `${C}-P`,
    },
  ],
};

/**
 * The invitation's set-password link as the e-mail in the outbox carries it: provider staff act as the new
 * customer (a customer token) and read the customer's outbox, where the invitation was written.
 */
async function invitationLink(page: Page): Promise<string> {
  await openLoggedIn(page, 'provider');
  const { configs } = await gql<{ configs: { bnCustomerID: number }[] }>(
    page,
    'query($q: String) { configs(search: $q) { bnCustomerID } }',
    { q: NAME },
  );
  const answer = await page.request.post('/api/impersonate/customertoken', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { impersonate_customer_id: configs[0]!.bnCustomerID, reason: 'E2E: the invitation link' },
  });
  const { token } = (await answer.json()) as { token: string };
  const asCustomer = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    (
      (await (
        await page.request.post('/api/graphql', {
          headers: { authorization: `Bearer ${token}` },
          data: { query, variables },
        })
      ).json()) as { data: T }
    ).data;
  const { accounts } = await asCustomer<{ accounts: { ID: number }[] }>('{ accounts { ID } }');
  const { outboxMessages } = await asCustomer<{
    outboxMessages: { items: { recipient: string; body: string }[] };
  }>('query($a: Int!) { outboxMessages(accountID: $a, channel: email) { items { recipient body } } }', {
    a: accounts[0]!.ID,
  });
  const mail = outboxMessages.items.find((m) => m.recipient === EMAIL)!;
  const link = /https?:\/\/\S+\/oidc\/set-password\?token=[\w-]+/.exec(mail.body)![0];
  return new URL(link).pathname + new URL(link).search;
}

/**
 * Issue 30 §1: a customer provisioned through the API; its first administrator opens the e-mailed link, sets a
 * password (the page accessible at desktop and phone size), logs in and sees the provisioned subscription.
 */
test('a new customer’s first administrator sets a password, logs in and sees the subscriptions', async ({
  page,
  browser,
}) => {
  const provisioned = await page.request.post('/api/provisioning', {
    headers: { authorization: `Bearer ${PROVISIONING_KEY}` },
    data: BATCH,
  });
  expect(provisioned.status()).toBe(200);
  const link = await test.step('the invitation in the outbox', () => invitationLink(page));

  // The administrator's own browser.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto(link);
  await expect(admin.getByRole('heading', { name: /Velg passord/ })).toBeVisible();
  await expect(admin.locator('code')).toHaveText(EMAIL);
  await expectAccessible(admin, 'the set-password page');
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(admin, 'the set-password page at 390×844');
  await admin.setViewportSize({ width: 1280, height: 720 });

  // Too short first: the page says why, in both languages, and keeps the form.
  await admin.getByLabel(/Nytt passord/).fill('kort');
  await admin.getByLabel(/Gjenta passordet/).fill('kort');
  await admin.locator('#password').evaluate((el) => el.removeAttribute('minlength'));
  await admin.getByRole('button', { name: /Lagre passord/ }).click();
  await expect(admin.getByRole('alert')).toContainText('Passordet må ha minst 12 tegn.');
  await expect(admin.getByRole('alert')).toContainText('The password must have at least 12 characters.');
  await expectAccessible(admin, 'the set-password page with its error');

  const password = 'Fjelltur-i-regnet-2026';
  await admin.getByLabel(/Nytt passord/).fill(password);
  await admin.getByLabel(/Gjenta passordet/).fill(password);
  await admin.getByRole('button', { name: /Lagre passord/ }).click();
  await expect(admin.getByRole('heading', { name: /Passord lagret/ })).toBeVisible();
  await expectAccessible(admin, 'the password saved page');

  // On to the portal's login, with the new password.
  await admin.getByRole('link', { name: /Til innlogging/ }).click();
  await admin.waitForURL(/\/login(\?|$)/);
  await admin.getByRole('button', { name: /^(Logg inn|Log in)$/ }).click();
  await admin.waitForURL(/\/oidc\//);
  await submitProviderLogin(admin, EMAIL, password);
  await expect(admin.getByTestId('avatar-menu')).toBeVisible({ timeout: APP_LOAD_MS });
  await admin.goto('/users');
  await expect(admin.getByTestId('row-phone')).toHaveText([SHOWN_NUMBER]);

  // The link works once.
  await admin.goto(link);
  await expect(admin.getByRole('heading', { name: /Lenken virker ikke/ })).toBeVisible();
  await context.close();
});
