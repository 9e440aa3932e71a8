import { Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import { storedDeduction } from '../../../../test/factories/months.ts';
import { codeOf } from '../../../../test/factories/profile-world.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { smsSenders } from '../../../db/schema/index.ts';
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

/**
 * The employee's SMS report: the monthly job that sends the link, the page behind it and the deduction that
 * follows a report. The test clock stands at 2026-11-15 10:00 Oslo. A world of its own, Rapportering AS (SMS sender
 * "Rapportering"): the profile Standard (SMS report on from Connect, due day 15, calls/SMS/data/roaming/content
 * reported, everything covered) with Eva the employee (+47 562 00 004) and Kari (+47 562 00 003) as members; Leo
 * (+47 562 00 002) is in "Ledelse", without the SMS report. Another customer's admin sees nothing of it.
 */
describe('SMS report and the usage report page', () => {
  let s: TestServer;
  let employee: string, admin: string, costControl: string, otherAdmin: string;
  let employeeCatalogId: number, employeeSub: number, kariSub: number, standard: number;
  let main: BuiltAccount;

  const deps = () => ({ db: s.database.db, config: s.config, services: s.services });
  const smsTo = async (phone: string) =>
    queryRows<{ id: number; sender: string; body: string; customer_id: number }>(
      s.database.db,
      sql`select id, sender, body, customer_id from outbox_messages where channel = 'sms' and recipient = ${phone} order by id`,
    );

  beforeAll(async () => {
    s = await createTestServer({ env: { PUBLIC_URL: 'https://portal.example' } });
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Rapportering AS' });
    main = await buildAccount(db, { customer, name: 'Rapportering AS' });
    await db.insert(smsSenders).values({ customerId: customer.id, sender: 'Rapportering' });
    const reported = { covers: true, report: true };
    standard = (
      await buildProfile(db, {
        account: main,
        description: 'Standard',
        isDefault: true,
        settings: {
          sendSmsReport: true,
          smsSender: 'Connect',
          smsReportText: 'Hei! Marker månedens bruk som jobb eller privat før fristen:',
        },
        rules: { calls: reported, sms: reported, data: reported, roaming: reported, content: reported },
      })
    ).id;
    const ledelse = await buildProfile(db, { account: main, description: 'Ledelse' });
    const eva = await buildPerson(db, { customer, firstName: 'Eva' });
    employeeCatalogId = eva.catalogId;
    employee = await s.tokenFor(eva.catalogId);
    employeeSub = (
      await buildSubscription(db, {
        account: main,
        person: eva,
        profile: { id: standard },
        phoneNumber: '+4756200004',
      })
    ).id;
    const kari = await buildPerson(db, {
      customer,
      firstName: 'Kari',
      roles: [Role.CostControl],
      access: [main],
    });
    costControl = await s.tokenFor(kari.catalogId);
    kariSub = (
      await buildSubscription(db, {
        account: main,
        person: kari,
        profile: { id: standard },
        phoneNumber: '+4756200003',
      })
    ).id;
    const leo = await buildPerson(db, { customer, firstName: 'Leo' });
    await buildSubscription(db, { account: main, person: leo, profile: ledelse, phoneNumber: '+4756200002' });
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [main] })).catalogId,
    );
    const other = await buildCustomer(db, { name: 'Annen AS' });
    const otherAccount = await buildAccount(db, { customer: other });
    otherAdmin = await s.tokenFor(
      (await buildPerson(db, { customer: other, roles: [Role.CostControl], access: [otherAccount] }))
        .catalogId,
    );
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
      const [sms] = await smsTo('+4756200004');
      expect(sms!.sender).toBe('Connect');
      expect(sms!.customer_id).toBe(main.customerId);
      expect(sms!.body).toMatch(
        /^Hei! Marker månedens bruk som jobb eller privat før fristen: https:\/\/portal\.example\/report\/[\w-]{43}$/,
      );
      // A member of a profile without the SMS report gets nothing.
      expect(await smsTo('+4756200002')).toEqual([]);
    });

    it('never sends twice: not on a rerun, not from two processes at once, not on a later day', async () => {
      const before = (await smsTo('+4756200004')).length;
      const again = await Promise.all([sendDueSmsReports(deps()), sendDueSmsReports(deps())]);
      expect(again).toEqual([0, 0]);
      s.clock.set('2026-12-02T08:00:00+01:00');
      expect(await sendDueSmsReports(deps())).toBe(0);
      expect((await smsTo('+4756200004')).length).toBe(before);
    });

    it('catches up a missed day, but sends nothing once the due day has passed', async () => {
      await s.database.db.execute(sql`delete from usage_report_links where subscription_id = ${kariSub}`);
      s.clock.set('2026-12-16T08:00:00+01:00');
      expect(await sendDueSmsReports(deps())).toBe(0);
      s.clock.set('2026-12-15T08:00:00+01:00');
      expect(await sendDueSmsReports(deps())).toBe(1);
    });
  });

  describe('the report page', () => {
    let token: string;

    beforeAll(async () => {
      const parking = {
        date: '2026-11-01',
        category: 'Innholdstjeneste: Parkering',
        description: 'Innholdstjeneste: Parkering Oslo',
        contentStatus: 'approved' as const,
      };
      await buildUsage(s.database.db, s.clock, { id: employeeSub }, [
        { date: '2026-11-01', category: 'Månedsavgift', amountOre: 39_900 },
        { date: '2026-11-01', category: 'Samtaler innland', amountOre: 12_000 },
        { date: '2026-11-01', category: 'Samtaler til utland', amountOre: 8_000 },
        { date: '2026-11-01', category: 'Data innland', amountOre: 10_000 },
        { ...parking, amountOre: 4_500 },
        { ...parking, amountOre: 1_500 },
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
      expect(codeOf(await load(token, admin))).toBe('NOT_FOUND');
      expect(codeOf(await load(token, otherAdmin))).toBe('NOT_FOUND');
      expect(codeOf(await load('x'.repeat(43)))).toBe('NOT_FOUND');
      expect(codeOf(await report([], costControl))).toBe('NOT_FOUND');
    });

    it('a private report is deducted at once; work is not', async () => {
      // Everything is covered: nothing deducted before the report.
      expect(await storedDeduction(s.database.db, employeeSub, '2026-11')).toBe(0);
      const res = await report([
        await itemOf('Samtaler til utland', 'private'),
        await itemOf('Samtaler innland', 'work'),
      ]);
      expect(res.errors).toBeUndefined();
      const items = res.data!.reportUsage.items;
      expect(items.find((i) => i.description === 'Samtaler til utland')!.usageType).toBe('private');
      expect(items.find((i) => i.description === 'Samtaler innland')!.usageType).toBe('work');
      expect(await storedDeduction(s.database.db, employeeSub, '2026-11')).toBe(8_000);
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
      const decide = (id: number, status: string) =>
        s.gql(
          admin,
          `mutation($accountID: Int!, $id: Int!) { setAggregateSplitApproval(accountID: $accountID, aggregateSplitID: $id, deductStatus: ${status}) { deductStatus } }`,
          { accountID: main.id, id },
        );
      try {
        await report([await itemOf('Samtaler innland', 'work'), await itemOf('Data innland', 'work')]);
        const [split] = await queryRows<{ id: number; amount_ore: number }>(
          db,
          sql`select id, amount_ore from aggregate_splits where subscription_id = ${employeeSub} and period = '2026-11-01'`,
        );
        expect(split!.amount_ore).toBe(22_000);
        // The 80 kr reported private earlier are deducted; rejecting the split adds its 220 kr.
        expect(await storedDeduction(db, employeeSub, '2026-11')).toBe(8_000);
        expect((await decide(split!.id, 'rejected')).errors).toBeUndefined();
        expect(await storedDeduction(db, employeeSub, '2026-11')).toBe(30_000);
        expect((await decide(split!.id, 'approved')).errors).toBeUndefined();
        expect(await storedDeduction(db, employeeSub, '2026-11')).toBe(8_000);
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
        const later = await s.tokenFor(employeeCatalogId);
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
      const created = await s.gql<{ createPaymentProfile: { ID: number } }>(
        admin,
        `mutation($accountID: Int!) { createPaymentProfile(accountID: $accountID,
          profile: { description: "Velkommen", settings: { sendWelcomeSMS: true, sendSMSReport: true, smsSender: "Rapportering" } }) { ID } }`,
        { accountID: main.id },
      );
      expect(created.errors).toBeUndefined();
      const profileID = created.data!.createPaymentProfile.ID;
      const before = (await smsTo('+4756200004')).length;
      const added = await s.gql(
        admin,
        'mutation($a: Int!, $p: Int!, $s: Int!) { addPaymentProfileMember(accountID: $a, profileID: $p, subscriptionID: $s) { ID } }',
        { a: main.id, p: profileID, s: employeeSub },
      );
      expect(added.errors).toBeUndefined();
      const sms = (await smsTo('+4756200004')).slice(before);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.sender).toBe('Rapportering');
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
        { a: main.id, p: profileID, s: employeeSub },
      );
      expect((await smsTo('+4756200004')).length).toBe(before + 1);
    });
  });
});
