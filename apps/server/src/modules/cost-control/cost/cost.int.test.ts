import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { closeMonths, computeSubscriptionCosts, recomputeCosts } from './cost.service.ts';

type MonthRow = {
  subscriptionId: number;
  period: string;
  totalOre: number;
  deductedOre: number;
  contentDeductedOre: number;
};

/**
 * A world of its own on Kostnad AS (the test clock stands at 15 November 2026, before October's due day):
 * - "Standard" (the account's default profile) covers everything in full. Mia is a member with data in October and
 *   November; the spare subscription has no profile of its own, so Standard applies to it, with data in November.
 *   Mia also has a content service waiting for approval in November.
 * - "Grense" covers calls up to 100 kr and does not cover data. Ola is a member with usage in three months.
 * - "Rapport" covers calls in full with the SMS report on and unreported usage private after the due day. Kari is
 *   a member with October calls: one description reported work, one never reported.
 * - Tom has a subscription with no usage, for billing's ingest.
 * Figures are in øre, worked out by hand from shared/docs/domain.md.
 */
describe('cost service', () => {
  let s: TestServer;
  let mia: BuiltSubscription;
  let spare: BuiltSubscription;
  let ola: BuiltSubscription;
  let kari: BuiltSubscription;
  let tom: BuiltSubscription;
  let standard: number;
  let worldIds: number[];

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Kostnad AS' });
    const account = await buildAccount(db, { customer, name: 'Kostnad AS' });
    const person = (firstName: string) => buildPerson(db, { customer, firstName });
    const standardProfile = await buildProfile(db, {
      account,
      description: 'Standard',
      isDefault: true,
      rules: { data: { covers: true } },
    });
    standard = standardProfile.id;
    const grense = await buildProfile(db, {
      account,
      description: 'Grense',
      rules: { calls: { covers: true, limitOre: 10_000 }, data: { covers: false } },
    });
    const rapport = await buildProfile(db, {
      account,
      description: 'Rapport',
      settings: { sendSmsReport: true, defaultReportMode: 'private' },
      rules: { calls: { covers: true, report: true } },
    });
    mia = await buildSubscription(db, { account, person: await person('Mia'), profile: standardProfile });
    spare = await buildSubscription(db, { account });
    ola = await buildSubscription(db, { account, person: await person('Ola'), profile: grense });
    kari = await buildSubscription(db, { account, person: await person('Kari'), profile: rapport });
    tom = await buildSubscription(db, { account, person: await person('Tom') });
    worldIds = [mia.id, spare.id, ola.id, kari.id, tom.id];
    await buildUsage(db, s.clock, mia, [
      { date: '2026-10-12', category: 'Data innland', amountOre: 4_000 },
      { date: '2026-11-02', category: 'Data innland', amountOre: 6_000 },
      {
        date: '2026-11-03',
        category: 'Innholdstjeneste: Parkering',
        description: 'Parkering Oslo',
        amountOre: 12_345,
        contentStatus: 'work',
      },
    ]);
    await buildUsage(db, s.clock, spare, [
      { date: '2026-11-04', category: 'Data innland', amountOre: 3_000 },
    ]);
    await buildUsage(db, s.clock, ola, [
      { date: '2026-06-10', category: 'Samtaler innland', amountOre: 8_000 },
      { date: '2026-10-05', category: 'Samtaler innland', amountOre: 15_000 },
      { date: '2026-10-06', category: 'Data innland', amountOre: 2_500 },
      { date: '2026-11-07', category: 'Samtaler innland', amountOre: 9_000 },
      { date: '2026-11-08', category: 'Samtaler innland', amountOre: -1_000 },
    ]);
    await buildUsage(db, s.clock, kari, [
      { date: '2026-10-09', category: 'Samtaler innland', amountOre: 20_000, report: 'work' },
      { date: '2026-10-10', category: 'Samtaler til utland', amountOre: 7_500 },
    ]);
    // Ola's June is past its due day: the daily job closes it, as it closed the rest of the past.
    await closeMonths(s.database.db, s.clock);
  });
  afterAll(() => s.close());

  const db = () => s.database.db;
  async function months(subscriptionId: number): Promise<MonthRow[]> {
    return queryRows<MonthRow>(
      db(),
      sql`select subscription_id as "subscriptionId", to_char(period, 'YYYY-MM') as period, total_ore as "totalOre",
            deducted_ore as "deductedOre", content_deducted_ore as "contentDeductedOre"
          from subscription_month_costs where subscription_id = ${subscriptionId} order by period`,
    );
  }
  const deductedIn = async (subscriptionId: number, period: string) =>
    (await months(subscriptionId)).find((m) => m.period === period)?.deductedOre ?? 0;
  const worldRows = () =>
    queryRows(
      db(),
      sql`select * from subscription_month_costs where subscription_id in ${worldIds} order by 1, 2`,
    );

  it('stores for every subscription and month exactly what the engine computes for it', async () => {
    const month = (period: string, totalOre: number, deductedOre: number) => ({
      period,
      totalOre,
      deductedOre,
    });
    // Ola: June calls 8 000 within the 10 000 limit → 0. October: calls 15 000 → 5 000 over the limit, data
    // 2 500 not covered → 7 500. November: calls 9 000 − 1 000 = 8 000 within the limit → 0.
    const expected: [BuiltSubscription, ReturnType<typeof month>[]][] = [
      [mia, [month('2026-10', 4_000, 0), month('2026-11', 18_345, 0)]],
      [spare, [month('2026-11', 3_000, 0)]],
      [ola, [month('2026-06', 8_000, 0), month('2026-10', 17_500, 7_500), month('2026-11', 8_000, 0)]],
      // Kari: October not yet past its due day, so the unreported 7 500 is not deducted yet.
      [kari, [month('2026-10', 27_500, 0)]],
      [tom, []],
    ];
    for (const [sub, want] of expected) {
      const stored = await months(sub.id);
      expect(
        stored.map(({ period, totalOre, deductedOre }) => ({ period, totalOre, deductedOre })),
        `subscription ${sub.id}`,
      ).toEqual(want);
      const live = await computeSubscriptionCosts(db(), s.clock, {
        subscriptionId: sub.id,
        fromDate: '2025-11-01',
        toDate: '2026-11-30',
      });
      expect(
        live.months.map((m) => ({
          period: m.period,
          totalOre: m.totals.usedOre,
          deductedOre: m.totals.deductedOre,
        })),
      ).toEqual(want);
    }
    // Recomputing changes nothing.
    const before = await worldRows();
    await recomputeCosts(db(), s.clock, { subscriptionIds: worldIds });
    const after = await worldRows();
    expect(after.map((r) => ({ ...(r as object), computed_at: null }))).toEqual(
      before.map((r) => ({ ...(r as object), computed_at: null })),
    );
  });

  it('a rule change reaches the members and, for the default profile, subscriptions without a profile, from the current month', async () => {
    const setDataCovered = async (covers: boolean) => {
      await db().execute(sql`update payment_profile_rules set covers = ${covers}
        where profile_id = ${standard}
          and category_group_id = (select id from payment_category_groups where key = 'data')`);
      await recomputeCosts(db(), s.clock, { profileId: standard });
    };
    const deducted = async () => [
      await deductedIn(mia.id, '2026-10'),
      await deductedIn(mia.id, '2026-11'),
      await deductedIn(spare.id, '2026-11'),
    ];
    expect(await deducted()).toEqual([0, 0, 0]);
    await setDataCovered(false);
    // November's data is deducted in full (Mia 6 000, the spare 3 000); October, a past month still open, keeps
    // the rules it had.
    expect(await deducted()).toEqual([0, 6_000, 3_000]);
    await setDataCovered(true);
    expect(await deducted()).toEqual([0, 0, 0]);
  });

  it('a rejected content service is deducted, to the øre', async () => {
    const [cs] = await queryRows<{ id: number; amountOre: number }>(
      db(),
      sql`select id, amount_ore as "amountOre" from content_services
          where subscription_id = ${mia.id} and deduct_status = 'work'`,
    );
    expect(cs).toEqual({ id: expect.any(Number), amountOre: 12_345 });
    const november = async () => (await months(mia.id)).find((m) => m.period === '2026-11')!;
    expect(await november()).toMatchObject({ deductedOre: 0, contentDeductedOre: 0 });
    await db().execute(sql`update content_services set deduct_status = 'rejected' where id = ${cs!.id}`);
    await recomputeCosts(db(), s.clock, { subscriptionIds: [mia.id], fromPeriod: '2026-11' });
    expect(await november()).toMatchObject({ deductedOre: 12_345, contentDeductedOre: 12_345 });
  });

  it('after the due day the unreported usage of last month counts as private and the month closes (the daily job)', async () => {
    expect(await deductedIn(kari.id, '2026-10')).toBe(0);
    // Every month whose due day had passed is closed already; October's (15 November) has not passed.
    expect(await closeMonths(db(), s.clock)).toBe(0);
    try {
      // 16 November 00:30 in Oslo: the due day of October (15 November) has passed.
      s.clock.set('2026-11-16T00:30:00+01:00');
      const octoberRows = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from subscription_month_costs where period = '2026-10-01'`,
      );
      expect(await closeMonths(db(), s.clock)).toBe(octoberRows[0]!.n);
      const closed = await queryRows<{ id: number }>(
        db(),
        sql`select subscription_id as id from subscription_month_costs
            where subscription_id in ${worldIds} and period = '2026-10-01' and closed_at is not null order by 1`,
      );
      expect(closed.map((r) => r.id)).toEqual([mia.id, ola.id, kari.id]);
      // The never reported 7 500 of "Samtaler til utland" now counts as private: deducted.
      expect(await deductedIn(kari.id, '2026-10')).toBe(7_500);
      expect(await closeMonths(db(), s.clock)).toBe(0);
      // Closed: a recompute leaves it alone.
      await recomputeCosts(db(), s.clock, { subscriptionIds: [kari.id] });
      expect(await deductedIn(kari.id, '2026-10')).toBe(7_500);
    } finally {
      s.clock.set(TEST_NOW);
      // Opens October again for the tests after this one (only a test ever does this).
      await db().execute(
        sql`update subscription_month_costs set closed_at = null where period = '2026-10-01'`,
      );
      await recomputeCosts(db(), s.clock, { subscriptionIds: [kari.id] });
    }
    expect(await deductedIn(kari.id, '2026-10')).toBe(0);
  });

  it("puts usage of the day summer time ends in its own open month, and books closed months' lines in the current one", async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/usage/lines',
      headers: { authorization: `Bearer ${s.config.ingestApiKey}` },
      payload: {
        lines: [
          ['dst-1', '2026-03-29', '11.11'],
          ['dst-2', '2026-03-31', '22.22'],
          ['dst-3', '2026-04-01', '33.33'],
          ['dst-4', '2026-10-25', '44.44'],
          ['dst-5', '2026-10-31', '55.55'],
        ].map(([lineId, date, amount]) => ({
          lineId,
          subscriptionId: tom.id,
          date,
          category: 'Roaming utenfor EU',
          description: 'Roaming DST',
          amount,
        })),
      },
    });
    expect(res.json()).toEqual({ inserted: 5, duplicates: 0 });
    const rows = await queryRows<{ period: string; amountOre: number }>(
      db(),
      sql`select to_char(period, 'YYYY-MM') as period, amount_ore as "amountOre" from usage_monthly_descriptions
          where subscription_id = ${tom.id} and description = 'Roaming DST' order by period`,
    );
    // March and April are closed (their due days passed): their lines go into November, keeping their dates.
    expect(rows).toEqual([
      { period: '2026-10', amountOre: 9_999 },
      { period: '2026-11', amountOre: 6_666 },
    ]);
    const lines = await queryRows<{ date: string; booked: string | null }>(
      db(),
      sql`select to_char(usage_date, 'YYYY-MM-DD') as date, to_char(booked_period, 'YYYY-MM') as booked
          from usage_lines where subscription_id = ${tom.id} and line_id like 'dst-%' order by line_id`,
    );
    expect(lines).toEqual([
      { date: '2026-03-29', booked: '2026-11' },
      { date: '2026-03-31', booked: '2026-11' },
      { date: '2026-04-01', booked: '2026-11' },
      { date: '2026-10-25', booked: null },
      { date: '2026-10-31', booked: null },
    ]);
    const lastSunday = await computeSubscriptionCosts(db(), s.clock, {
      subscriptionId: tom.id,
      fromDate: '2026-10-25',
      toDate: '2026-10-25',
    });
    expect(lastSunday.categoryGroups.find((c) => c.key === 'roaming')!.usedOre).toBe(4_444);
  });
});
