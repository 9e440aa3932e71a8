import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_NOW, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { closeMonths, computeSubscriptionCosts, recomputeCosts } from './cost.service.ts';

type MonthRow = {
  subscriptionId: number;
  period: string;
  totalOre: number;
  deductedOre: number;
  contentDeductedOre: number;
};

describe('cost service', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
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

  it('stores for every subscription and month exactly what the engine computes for it', async () => {
    const [sample] = await queryRows<{ ids: number[] }>(
      db(),
      sql`select array_agg(id order by id) as ids from subscriptions`,
    );
    for (const id of sample!.ids) {
      const stored = await months(id);
      expect(stored.length, `subscription ${id}`).toBe(13);
      const live = await computeSubscriptionCosts(db(), s.clock, {
        subscriptionId: id,
        fromDate: '2025-11-01',
        toDate: '2026-11-30',
      });
      expect(live.months.map((m) => [m.period, m.totals.usedOre, m.totals.deductedOre])).toEqual(
        stored.map((m) => [m.period, m.totalOre, m.deductedOre]),
      );
    }
    // Recomputing changes nothing.
    const before = await queryRows(db(), sql`select * from subscription_month_costs order by 1, 2`);
    await recomputeCosts(db(), s.clock, {});
    const after = await queryRows(db(), sql`select * from subscription_month_costs order by 1, 2`);
    expect(after.map((r) => ({ ...(r as object), computed_at: null }))).toEqual(
      before.map((r) => ({ ...(r as object), computed_at: null })),
    );
  });

  it('a rule change reaches the members and, for the default profile, subscriptions without a profile, from the current month', async () => {
    const standard = s.seed.cost.profiles.standard;
    const [member, fallback] = await Promise.all(
      [
        sql`payment_profile_id = ${standard}`,
        sql`payment_profile_id is null and account_id = ${s.seed.accounts.main}`,
      ].map(
        async (where) =>
          (
            await queryRows<{ id: number }>(
              db(),
              sql`select id from subscriptions s where ${where} and exists (select 1 from usage_monthly u
                    where u.subscription_id = s.id and u.period = '2026-11-01'
                      and u.category_group_id = ${s.seed.cost.categoryGroups.data})
                  -- a member who did not report the data private, so that it was not deducted already (the
                  -- current month: unreported usage is not deducted before the due day)
                  and not exists (select 1 from usage_reports r
                    where r.subscription_id = s.id and r.period = '2026-11-01' and r.usage_type = 'private'
                      and r.category_group_id = ${s.seed.cost.categoryGroups.data})
                  order by id limit 1`,
            )
          )[0]!.id,
      ),
    );
    const before = [await deductedIn(member!, '2026-11'), await deductedIn(fallback!, '2026-11')];
    await db().execute(sql`update payment_profile_rules set covers = false
      where profile_id = ${standard} and category_group_id = ${s.seed.cost.categoryGroups.data}`);
    await recomputeCosts(db(), s.clock, { profileId: standard });
    const after = [await deductedIn(member!, '2026-11'), await deductedIn(fallback!, '2026-11')];
    expect(after[0]).toBeGreaterThan(before[0]!);
    expect(after[1]).toBeGreaterThan(before[1]!);
    await db().execute(sql`update payment_profile_rules set covers = true
      where profile_id = ${standard} and category_group_id = ${s.seed.cost.categoryGroups.data}`);
    await recomputeCosts(db(), s.clock, { profileId: standard });
    expect([await deductedIn(member!, '2026-11'), await deductedIn(fallback!, '2026-11')]).toEqual(before);
  });

  it('a rejected content service is deducted, to the øre', async () => {
    const [cs] = await queryRows<{ id: number; subscriptionId: number; amountOre: number; period: string }>(
      db(),
      sql`select c.id, c.subscription_id as "subscriptionId", c.amount_ore as "amountOre",
            to_char(c.charge_date, 'YYYY-MM') as period
          from content_services c join subscriptions s on s.id = c.subscription_id
          where c.deduct_status = 'work' and s.payment_profile_id = ${s.seed.cost.profiles.standard}
          order by c.id limit 1`,
    );
    expect(cs).toBeDefined();
    const before = (await months(cs!.subscriptionId)).find((m) => m.period === cs!.period)!;
    await db().execute(sql`update content_services set deduct_status = 'rejected' where id = ${cs!.id}`);
    await recomputeCosts(db(), s.clock, { subscriptionIds: [cs!.subscriptionId], fromPeriod: cs!.period });
    const after = (await months(cs!.subscriptionId)).find((m) => m.period === cs!.period)!;
    expect(after.contentDeductedOre - before.contentDeductedOre).toBe(cs!.amountOre);
    expect(after.deductedOre - before.deductedOre).toBe(cs!.amountOre);
  });

  it('after the due day the unreported usage of last month counts as private and the month closes (the daily job)', async () => {
    const employeeSub = s.seed.subscriptionIds[2]!;
    const before = await deductedIn(employeeSub, '2026-10');
    // The seed closed every month whose due day had passed; October's (15 November) has not.
    expect(await closeMonths(db(), s.clock)).toBe(0);
    try {
      // 16 November 00:30 in Oslo: the due day of October (15 November) has passed.
      s.clock.set('2026-11-16T00:30:00+01:00');
      const octoberRows = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from subscription_month_costs where period = '2026-10-01'`,
      );
      expect(await closeMonths(db(), s.clock)).toBe(octoberRows[0]!.n);
      const after = await deductedIn(employeeSub, '2026-10');
      expect(after).toBeGreaterThan(before);
      expect(await closeMonths(db(), s.clock)).toBe(0);
      // Closed: a recompute leaves it alone.
      await recomputeCosts(db(), s.clock, { subscriptionIds: [employeeSub] });
      expect(await deductedIn(employeeSub, '2026-10')).toBe(after);
    } finally {
      s.clock.set(TEST_NOW);
      // Opens October again for the tests after this one (only a test ever does this).
      await db().execute(
        sql`update subscription_month_costs set closed_at = null where period = '2026-10-01'`,
      );
      await recomputeCosts(db(), s.clock, { subscriptionIds: [employeeSub] });
    }
    expect(await deductedIn(employeeSub, '2026-10')).toBe(before);
  });

  it("puts usage of the day summer time ends in its own open month, and books closed months' lines in the current one", async () => {
    const sub = s.seed.subscriptionIds[3]!;
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
          subscriptionId: sub,
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
          where subscription_id = ${sub} and description = 'Roaming DST' order by period`,
    );
    // March and April are closed (their due days passed): their lines go into November, keeping their dates.
    expect(rows).toEqual([
      { period: '2026-10', amountOre: 9_999 },
      { period: '2026-11', amountOre: 6_666 },
    ]);
    const lines = await queryRows<{ date: string; booked: string | null }>(
      db(),
      sql`select to_char(usage_date, 'YYYY-MM-DD') as date, to_char(booked_period, 'YYYY-MM') as booked
          from usage_lines where line_id like 'dst-%' order by line_id`,
    );
    expect(lines).toEqual([
      { date: '2026-03-29', booked: '2026-11' },
      { date: '2026-03-31', booked: '2026-11' },
      { date: '2026-04-01', booked: '2026-11' },
      { date: '2026-10-25', booked: null },
      { date: '2026-10-31', booked: null },
    ]);
    const lastSunday = await computeSubscriptionCosts(db(), s.clock, {
      subscriptionId: sub,
      fromDate: '2026-10-25',
      toDate: '2026-10-25',
    });
    expect(lastSunday.categoryGroups.find((c) => c.key === 'roaming')!.usedOre).toBe(4_444);
  });
});
