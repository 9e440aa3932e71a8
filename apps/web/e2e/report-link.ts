import { type Browser, expect, type Page } from '@playwright/test';
import { gql, mainAccountId } from './api.ts';
import { openLoggedIn } from './login.ts';

type Settings = { sendWelcomeSMS: boolean; sendSMSReport: boolean };
export type WelcomeReportLink = {
  accountID: number;
  standardID: number;
  path: string;
  settingsBefore: Settings;
};

/**
 * On a page where the admin is logged in: the Standard profile (SMS report on) welcomes new members by SMS, and the
 * employee leaves and rejoins it, so the outbox holds this month's report link. Answers its path, /report/<token>,
 * with the main account and the Standard profile it used.
 */
export async function welcomeReportLink(admin: Page): Promise<WelcomeReportLink> {
  const a = await mainAccountId(admin);
  const { paymentProfiles } = await gql<{
    paymentProfiles: { ID: number; description: string; version: number; settings: Settings }[];
  }>(
    admin,
    'query($a: Int!) { paymentProfiles(accountID: $a) { ID description version settings { sendWelcomeSMS sendSMSReport } } }',
    { a },
  );
  const standard = paymentProfiles.find((p) => p.description === 'Standard')!;
  await gql(
    admin,
    'mutation($a: Int!, $p: Int!, $v: Int!) { updatePaymentProfile(accountID: $a, profileID: $p, version: $v, profile: { settings: { sendWelcomeSMS: true, sendSMSReport: true } }) { ID } }',
    { a, p: standard.ID, v: standard.version },
  );
  const { paymentProfileMembers } = await gql<{
    paymentProfileMembers: { subscriptionID: number; firstName: string | null }[];
  }>(
    admin,
    'query($a: Int!, $p: Int!) { paymentProfileMembers(accountID: $a, profileID: $p) { subscriptionID firstName } }',
    {
      a,
      p: standard.ID,
    },
  );
  const s = paymentProfileMembers.find((m) => m.firstName === 'Øyvind')!.subscriptionID;
  const membership =
    'mutation($a: Int!, $p: Int, $s: Int!) { updatePaymentProfileMembership(accountID: $a, profileID: $p, subscriptionID: $s) }';
  await gql(admin, membership, { a, p: null, s });
  await gql(admin, membership, { a, p: standard.ID, s });
  const { outboxMessages } = await gql<{ outboxMessages: { items: { recipient: string; body: string }[] } }>(
    admin,
    'query($a: Int!) { outboxMessages(accountID: $a, channel: sms, limit: 20) { items { recipient body } } }',
    { a },
  );
  const sms = outboxMessages.items.find((m) => m.recipient.replace(/\D/g, '').endsWith('90000004'));
  const path = /\/report\/[\w-]{43}/.exec(sms?.body ?? '')?.[0];
  expect(path, 'the welcome SMS carries the report link').toBeTruthy();
  return { accountID: a, standardID: standard.ID, path: path!, settingsBefore: standard.settings };
}

/**
 * The same, as the admin in a browser of their own, with Standard's SMS settings put back as they were: later
 * journeys on the same server turn its welcome SMS on themselves and expect it off. Answers the link's path.
 */
export async function reportLinkFromTheOutbox(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const admin = await context.newPage();
  await openLoggedIn(admin, 'admin', { path: '/payment-profiles' });
  const { accountID, standardID, path, settingsBefore } = await welcomeReportLink(admin);
  const { paymentProfiles } = await gql<{ paymentProfiles: { ID: number; version: number }[] }>(
    admin,
    'query($a: Int!) { paymentProfiles(accountID: $a) { ID version } }',
    { a: accountID },
  );
  await gql(
    admin,
    'mutation($a: Int!, $p: Int!, $v: Int!, $s: PaymentProfileSettingsInput!) { updatePaymentProfile(accountID: $a, profileID: $p, version: $v, profile: { settings: $s }) { ID } }',
    {
      a: accountID,
      p: standardID,
      v: paymentProfiles.find((p) => p.ID === standardID)!.version,
      s: settingsBefore,
    },
  );
  await context.close();
  return path;
}
