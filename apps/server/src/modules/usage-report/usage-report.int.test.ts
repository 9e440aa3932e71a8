import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriptionOfPerson } from '../../../test/fixtures/payment-profiles.ts';
import { replaceMonthUsage, storedDeduction } from '../../../test/fixtures/usage.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { sendDueSmsReports } from '../payment-profiles/sms-report.ts';

type Report = {
  period: string;
  open: boolean;
  dueDate: string | null;
  mandatoryComment: boolean;
  defaultReportMode: string;
  items: {
    categoryGroupID: number;
    description: string;
    amount: number;
    amountString: string;
    usageType: string | null;
    comment: string | null;
    effectiveUsageType: string | null;
  }[];
};

const REPORT_FIELDS = `period subscriptionID phoneNumber firstName lastName profileDescription dueDate open mandatoryComment
  defaultReportMode items { categoryGroupID categoryGroupDescription description amount amountString usageType comment effectiveUsageType }`;

type Gql = { errors?: { message: string; extensions?: { code?: string } }[] };
const codeOf = (r: Gql) => r.errors?.[0]?.extensions?.code;

/**
 * The employee's SMS report: the monthly job that sends the link, the page behind it and the deduction that
 * follows a report. The test clock stands at 2026-11-15 10:00 Oslo; the demo employee is in the Standard profile
 * (SMS report on, due day 15, calls/SMS/data/roaming/content reported).
 */
describe('SMS report and the usage report page', () => {
  let s: TestServer;
  let employee: string;
  let employeeSub: number;
  let standard: number;

  const deps = () => ({ db: s.database.db, config: s.config, services: s.services });
  const smsTo = async (phone: string) =>
    queryRows<{ id: number; sender: string; body: string; customer_id: number }>(
      s.database.db,
      sql`select id, sender, body, customer_id from outbox_messages where channel = 'sms' and recipient = ${phone} order by id`,
    );

  beforeAll(async () => {
    s = await createTestServer({ env: { PUBLIC_URL: 'https://portal.example' } });
    employee = await s.tokenFor('employee');
    employeeSub = await subscriptionOfPerson(s.database.db, s.seed.people.employee);
    standard = s.seed.cost.profiles.standard;
  });
  afterAll(() => s.close());

  describe('the monthly job', () => {
    beforeEach(() => s.clock.set('2026-12-01T08:00:00+01:00'));
    afterAll(() => s.clock.set('2026-11-15T10:00:00+01:00'));

    it("sends each member of an SMS-report profile one SMS for last month, with the profile's sender and a link", async () => {
      const sent = await sendDueSmsReports(deps());
      const [members] = await queryRows<{ n: number }>(
        s.database.db,
        sql`select count(*)::int as n from subscriptions s join payment_profiles p on p.id = s.payment_profile_id
            where p.send_sms_report and s.catalog_id is not null`,
      );
      expect(sent).toBe(members!.n);
      const [sms] = await smsTo('+4790000004');
      expect(sms!.sender).toBe('Connect');
      expect(sms!.customer_id).toBe(s.seed.customerId);
      expect(sms!.body).toMatch(
        /^Hei! Marker månedens bruk som jobb eller privat før fristen: https:\/\/portal\.example\/report\/[\w-]{43}$/,
      );
      // A member of a profile without the SMS report gets nothing.
      expect(await smsTo('+4790000002')).toEqual([]);
    });

    it('never sends twice: not on a rerun, not from two processes at once, not on a later day', async () => {
      const before = (await smsTo('+4790000004')).length;
      const again = await Promise.all([sendDueSmsReports(deps()), sendDueSmsReports(deps())]);
      expect(again).toEqual([0, 0]);
      s.clock.set('2026-12-02T08:00:00+01:00');
      expect(await sendDueSmsReports(deps())).toBe(0);
      expect((await smsTo('+4790000004')).length).toBe(before);
    });

    it('catches up a missed day, but sends nothing once the due day has passed', async () => {
      const sub = await subscriptionOfPerson(s.database.db, s.seed.people.costControl);
      await s.database.db.execute(sql`delete from usage_report_links where subscription_id = ${sub}`);
      s.clock.set('2026-12-16T08:00:00+01:00');
      expect(await sendDueSmsReports(deps())).toBe(0);
      s.clock.set('2026-12-15T08:00:00+01:00');
      expect(await sendDueSmsReports(deps())).toBe(1);
    });
  });

  describe('the report page', () => {
    let token: string;

    beforeAll(async () => {
      await replaceMonthUsage(s.database.db, s.clock, employeeSub, '2026-11', [
        { key: 'subscription', description: 'Månedsavgift', amountOre: 39_900 },
        { key: 'calls', description: 'Samtaler innland', amountOre: 12_000 },
        { key: 'calls', description: 'Samtaler til utland', amountOre: 8_000 },
        { key: 'data', description: 'Data innland', amountOre: 10_000 },
        {
          key: 'content',
          description: 'Innholdstjeneste: Parkering Oslo',
          amountOre: 4_500,
          contentStatus: 'approved',
        },
        {
          key: 'content',
          description: 'Innholdstjeneste: Parkering Oslo',
          amountOre: 1_500,
          contentStatus: 'approved',
        },
      ]);
      const { recomputeCosts } = await import('../cost/cost.service.ts');
      await recomputeCosts(s.database.db, s.clock, { subscriptionIds: [employeeSub] });
      const { ensureReportLink } = await import('../payment-profiles/report-links.ts');
      token = await ensureReportLink(s.database.db, employeeSub, '2026-11');
    });

    const load = (t: string, as = employee) =>
      s.gql<{ usageReport: Report }>(
        as,
        `query($token: String!) { usageReport(token: $token) { ${REPORT_FIELDS} } }`,
        {
          token: t,
        },
      );
    const report = (items: object[], as = employee) =>
      s.gql<{ reportUsage: Report }>(
        as,
        `mutation($token: String!, $items: [UsageReportItemInput!]!) { reportUsage(token: $token, items: $items) { ${REPORT_FIELDS} } }`,
        { token, items },
      );

    it("lists the month's reportable usage by description, open until the due day", async () => {
      const res = await load(token);
      expect(res.errors).toBeUndefined();
      const r = res.data!.usageReport;
      expect(r).toMatchObject({
        period: '2026-11',
        open: true,
        dueDate: '2026-12-15',
        defaultReportMode: 'private',
      });
      // The subscription fee is not reportable; the two parking charges are one item.
      expect(r.items.map((i) => [i.description, i.amount, i.usageType])).toEqual([
        ['Samtaler innland', 120, null],
        ['Samtaler til utland', 80, null],
        ['Data innland', 100, null],
        ['Innholdstjeneste: Parkering Oslo', 60, null],
      ]);
      expect(r.items[0]!.amountString).toBe('120,00');
    });

    it('answers anyone but the subscription’s own person, and an unknown token, as not found', async () => {
      expect(codeOf(await load(token, await s.tokenFor('admin')))).toBe('NOT_FOUND');
      expect(codeOf(await load(token, await s.tokenFor('otherAdmin')))).toBe('NOT_FOUND');
      expect(codeOf(await load('x'.repeat(43)))).toBe('NOT_FOUND');
      expect(codeOf(await report([], await s.tokenFor('costControl')))).toBe('NOT_FOUND');
    });

    it('a private report is deducted at once; work is not', async () => {
      const before = await storedDeduction(s.database.db, employeeSub, '2026-11');
      const res = await report([
        await itemOf('Samtaler til utland', 'private'),
        await itemOf('Samtaler innland', 'work'),
      ]);
      expect(res.errors).toBeUndefined();
      const items = res.data!.reportUsage.items;
      expect(items.find((i) => i.description === 'Samtaler til utland')!.usageType).toBe('private');
      expect(items.find((i) => i.description === 'Samtaler innland')!.usageType).toBe('work');
      expect(await storedDeduction(s.database.db, employeeSub, '2026-11')).toBe(before + 8_000);
    });

    it('refuses an item that is not in the report', async () => {
      const res = await report([
        { ...(await itemOf('Samtaler innland', 'private')), description: 'Månedsavgift' },
      ]);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
    });

    it('needs a comment on work use when the profile says so', async () => {
      await s.database.db.execute(
        sql`update payment_profiles set mandatory_comment_in_report = true where id = ${standard}`,
      );
      const without = await report([await itemOf('Data innland', 'work')]);
      expect(codeOf(without)).toBe('BAD_USER_INPUT');
      const withComment = await report([
        { ...(await itemOf('Data innland', 'work')), comment: 'Kundemøte i Bergen' },
      ]);
      expect(withComment.errors).toBeUndefined();
      expect(withComment.data!.reportUsage.items.find((i) => i.description === 'Data innland')!.comment).toBe(
        'Kundemøte i Bergen',
      );
      await s.database.db.execute(
        sql`update payment_profiles set mandatory_comment_in_report = false where id = ${standard}`,
      );
    });

    it('with generic-traffic reporting on, the work share goes to approval as the month’s aggregate split', async () => {
      const db = s.database.db;
      await db.execute(sql`update payment_profiles set report_generic_traffic = true where id = ${standard}`);
      const splits = () =>
        queryRows<{
          amount_ore: number;
          deduct_status: string;
          description: string;
          comments: string[] | null;
        }>(
          db,
          sql`select a.amount_ore, a.deduct_status, a.description,
                (select array_agg(c.comment order by c.id) from deduction_comments c where c.aggregate_split_id = a.id) as comments
              from aggregate_splits a where a.subscription_id = ${employeeSub} and a.period = '2026-11-01'`,
        );
      try {
        const res = await report([
          { ...(await itemOf('Samtaler innland', 'work')), comment: 'Kundesamtaler' },
        ]);
        expect(res.errors).toBeUndefined();
        // Calls at home (120 kr) and data (100 kr, reported as work before) are the month's work share.
        expect(await splits()).toEqual([
          {
            amount_ore: 22_000,
            deduct_status: 'work',
            description: 'Generell trafikk rapportert som jobb',
            comments: ['Samtaler innland: Kundesamtaler'],
          },
        ]);
        await report([await itemOf('Samtaler innland', 'private'), await itemOf('Data innland', 'private')]);
        expect(await splits()).toEqual([]);
      } finally {
        await db.execute(
          sql`update payment_profiles set report_generic_traffic = false where id = ${standard}`,
        );
      }
    });

    it('a rejected aggregate split deducts the work share; approving it again takes the deduction back', async () => {
      const db = s.database.db;
      await db.execute(sql`update payment_profiles set report_generic_traffic = true where id = ${standard}`);
      const admin = await s.tokenFor('admin');
      const decide = (id: number, status: string) =>
        s.gql(
          admin,
          `mutation($accountID: Int!, $id: Int!) { setAggregateSplitApproval(accountID: $accountID, aggregateSplitID: $id, deductStatus: ${status}) { deductStatus } }`,
          { accountID: s.seed.accounts.main, id },
        );
      try {
        await report([await itemOf('Samtaler innland', 'work'), await itemOf('Data innland', 'work')]);
        const [split] = await queryRows<{ id: number; amount_ore: number }>(
          db,
          sql`select id, amount_ore from aggregate_splits where subscription_id = ${employeeSub} and period = '2026-11-01'`,
        );
        expect(split!.amount_ore).toBe(22_000);
        const before = await storedDeduction(db, employeeSub, '2026-11');
        expect((await decide(split!.id, 'rejected')).errors).toBeUndefined();
        expect(await storedDeduction(db, employeeSub, '2026-11')).toBe(before + 22_000);
        expect((await decide(split!.id, 'approved')).errors).toBeUndefined();
        expect(await storedDeduction(db, employeeSub, '2026-11')).toBe(before);
      } finally {
        await db.execute(sql`delete from aggregate_splits where subscription_id = ${employeeSub}`);
        await report([await itemOf('Samtaler innland', 'private'), await itemOf('Data innland', 'private')]);
        await db.execute(
          sql`update payment_profiles set report_generic_traffic = false where id = ${standard}`,
        );
      }
    });

    it('after the due day it is read-only and unreported items count as the default report mode', async () => {
      s.clock.set('2026-12-16T00:30:00+01:00');
      try {
        // A month later the old session has gone idle: log in again.
        const later = await s.tokenFor('employee');
        const r = (await load(token, later)).data!.usageReport;
        expect(r.open).toBe(false);
        const parking = r.items.find((i) => i.description.startsWith('Innholdstjeneste'))!;
        expect(parking).toMatchObject({ usageType: null, effectiveUsageType: 'private' });
        // What was reported stays as reported.
        expect(r.items.find((i) => i.description === 'Samtaler til utland')).toMatchObject({
          usageType: 'private',
          effectiveUsageType: 'private',
        });
        expect(codeOf(await report([await itemOf('Samtaler innland', 'private', later)], later))).toBe(
          'BAD_USER_INPUT',
        );
      } finally {
        s.clock.set('2026-11-15T10:00:00+01:00');
      }
    });

    async function itemOf(description: string, usageType: 'work' | 'private', as = employee) {
      const r = (await load(token, as)).data!.usageReport;
      const item = r.items.find((i) => i.description === description)!;
      return { categoryGroupID: item.categoryGroupID, description, usageType };
    }
  });

  describe('welcome SMS', () => {
    it('goes to a subscription joining a profile with the welcome SMS on, with the link to this month', async () => {
      const admin = await s.tokenFor('admin');
      const created = await s.gql<{ createPaymentProfile: { ID: number } }>(
        admin,
        `mutation($accountID: Int!) { createPaymentProfile(accountID: $accountID,
          profile: { description: "Velkommen", settings: { sendWelcomeSMS: true, sendSMSReport: true, smsSender: "NordlysBygg" } }) { ID } }`,
        { accountID: s.seed.accounts.main },
      );
      expect(created.errors).toBeUndefined();
      const profileID = created.data!.createPaymentProfile.ID;
      const before = (await smsTo('+4790000004')).length;
      const added = await s.gql(
        admin,
        'mutation($a: Int!, $p: Int!, $s: Int!) { addPaymentProfileMember(accountID: $a, profileID: $p, subscriptionID: $s) { ID } }',
        { a: s.seed.accounts.main, p: profileID, s: employeeSub },
      );
      expect(added.errors).toBeUndefined();
      const sms = (await smsTo('+4790000004')).slice(before);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.sender).toBe('NordlysBygg');
      expect(sms[0]!.body).toContain('«Velkommen»');
      const link = /https:\/\/portal\.example\/report\/([\w-]+)$/.exec(sms[0]!.body)![1]!;
      const r = await s.gql<{ usageReport: Report }>(
        employee,
        `query($token: String!) { usageReport(token: $token) { ${REPORT_FIELDS} } }`,
        { token: link },
      );
      expect(r.data!.usageReport.period).toBe('2026-11');
      // Adding an existing member again sends nothing more.
      await s.gql(
        admin,
        'mutation($a: Int!, $p: Int!, $s: Int!) { addPaymentProfileMember(accountID: $a, profileID: $p, subscriptionID: $s) { ID } }',
        { a: s.seed.accounts.main, p: profileID, s: employeeSub },
      );
      expect((await smsTo('+4790000004')).length).toBe(before + 1);
    });
  });
});
