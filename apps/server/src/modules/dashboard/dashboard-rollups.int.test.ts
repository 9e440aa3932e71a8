import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContentService, subscriptionsOf } from '../../../test/fixtures/deductions.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import { ingestUsageBatch } from '../usage/usage.service.ts';
import { median } from './bill-shock.ts';
import { compactDashboardRollups } from './rollup-compaction.ts';

/** Keys whose roll-up sum differs from the figures it rolls up (empty when the roll-ups are exact). */
async function rollupDifferences(s: TestServer) {
  const db = s.database.db;
  const cost = await queryRows(
    db,
    sql`with rolled as (
        select account_id, billing_group_id, period, sum(subscriptions)::bigint as n, sum(total_ore)::bigint as total,
          sum(covered_ore)::bigint as covered, sum(deducted_ore)::bigint as deducted, sum(work_ore)::bigint as work,
          sum(private_ore)::bigint as private
        from dashboard_cost_deltas group by 1, 2, 3
        having sum(subscriptions) <> 0 or sum(total_ore) <> 0 or sum(covered_ore) <> 0 or sum(deducted_ore) <> 0
          or sum(work_ore) <> 0 or sum(private_ore) <> 0),
      actual as (
        select s.account_id, s.billing_group_id, c.period, count(*)::bigint as n, sum(c.total_ore)::bigint as total,
          sum(c.covered_ore)::bigint as covered, sum(c.deducted_ore)::bigint as deducted, sum(c.work_ore)::bigint as work,
          sum(c.private_ore)::bigint as private
        from subscription_month_costs c join subscriptions s on s.id = c.subscription_id group by 1, 2, 3)
      (select * from rolled except select * from actual) union all (select * from actual except select * from rolled)`,
  );
  const usage = await queryRows(
    db,
    sql`with rolled as (
        select account_id, billing_group_id, period, category_group_id, sum(amount_ore)::bigint as amount
        from dashboard_usage_deltas group by 1, 2, 3, 4 having sum(amount_ore) <> 0),
      actual as (
        select s.account_id, s.billing_group_id, u.period, u.category_group_id, sum(u.amount_ore)::bigint as amount
        from usage_monthly u join subscriptions s on s.id = u.subscription_id group by 1, 2, 3, 4
        having sum(u.amount_ore) <> 0)
      (select * from rolled except select * from actual) union all (select * from actual except select * from rolled)`,
  );
  return { cost, usage };
}

/** Subscription months whose kept total or usual cost (the median of the six months before) is not what it is here. */
async function usualDifferences(s: TestServer) {
  const db = s.database.db;
  const months = await queryRows<{ id: number; period: string; total: number }>(
    db,
    sql`select subscription_id as id, to_char(period, 'YYYY-MM') as period, total_ore as total
      from subscription_month_costs order by 1, 2`,
  );
  const kept = await queryRows<{ id: number; period: string; total: number; usual: number; months: number }>(
    db,
    sql`select subscription_id as id, to_char(period, 'YYYY-MM') as period, total_ore as total, usual_ore as usual,
        history_months as months
      from dashboard_usual_costs`,
  );
  const keptBy = new Map(kept.map((k) => [`${k.id}/${k.period}`, k]));
  const monthIndex = (p: string) => Number(p.slice(0, 4)) * 12 + Number(p.slice(5, 7));
  const wrong: string[] = [];
  for (const m of months) {
    const before = months.filter(
      (o) =>
        o.id === m.id &&
        monthIndex(o.period) < monthIndex(m.period) &&
        monthIndex(o.period) >= monthIndex(m.period) - 6,
    );
    const k = keptBy.get(`${m.id}/${m.period}`);
    if (
      !k ||
      k.total !== m.total ||
      k.months !== before.length ||
      k.usual !== median(before.map((b) => b.total))
    )
      wrong.push(`${m.id}/${m.period}`);
  }
  if (kept.length !== months.length) wrong.push(`kept ${kept.length} of ${months.length}`);
  return wrong;
}

describe('dashboard roll-ups', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('match the cost figures, the usage roll-up and the usual costs after the demo seed', async () => {
    expect(await rollupDifferences(s)).toEqual({ cost: [], usage: [] });
    expect(await usualDifferences(s)).toEqual([]);
  });

  it('follow new usage, decisions and recomputes', async () => {
    const [sub] = await subscriptionsOf(s.database.db, s.seed.accounts.main, 1);
    const [phone] = await queryRows<{ phone: string }>(
      s.database.db,
      sql`select phone_number as phone from subscriptions where id = ${sub!}`,
    );
    await ingestUsageBatch(s.database.db, s.clock, {
      lines: [
        {
          lineId: 'rollup-test-1',
          phoneNumber: phone!.phone,
          date: '2026-11-10',
          category: 'Samtaler innland',
          description: 'Samtaler innland',
          amount: '2500.00',
        },
        {
          lineId: 'rollup-test-2',
          phoneNumber: phone!.phone,
          date: '2026-10-03',
          category: 'Data innland',
          description: 'Data innland',
          amount: '12.34',
        },
      ],
    });
    await addContentService(s.database.db, {
      subscriptionId: sub!,
      description: 'Innholdstjeneste: Rull-opp',
      amountOre: 15_000,
      chargeDate: '2026-11-11',
      status: 'rejected',
    });
    await recomputeCosts(s.database.db, s.clock, { subscriptionIds: [sub!] });
    expect(await rollupDifferences(s)).toEqual({ cost: [], usage: [] });
    expect(await usualDifferences(s)).toEqual([]);
  });

  it('move a subscription’s figures along when it changes account or billing group', async () => {
    const [sub] = await subscriptionsOf(s.database.db, s.seed.accounts.main, 1);
    const [westGroup] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from billing_groups where account_id = ${s.seed.accounts.west} order by id limit 1`,
    );
    await s.database.db.execute(
      sql`update subscriptions set account_id = ${s.seed.accounts.west}, billing_group_id = ${westGroup!.id}
        where id = ${sub!}`,
    );
    // An update that moves nothing (another column) leaves the roll-ups alone.
    await s.database.db.execute(sql`update subscriptions set version = version + 1 where id = ${sub!}`);
    expect(await rollupDifferences(s)).toEqual({ cost: [], usage: [] });
  });

  it('fold into one row per key without changing any sum, and again to the same', async () => {
    const before = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from dashboard_cost_deltas`,
    );
    const folded = await compactDashboardRollups(s.database.db);
    const [keys] = await queryRows<{ cost: number; usage: number }>(
      s.database.db,
      sql`select (select count(*)::int from (select distinct account_id, billing_group_id, period from subscription_month_costs c
          join subscriptions s on s.id = c.subscription_id) k) as cost,
        (select count(*)::int from (select distinct s.account_id, s.billing_group_id, u.period, u.category_group_id
          from usage_monthly u join subscriptions s on s.id = u.subscription_id where u.amount_ore <> 0) k) as usage`,
    );
    expect(folded.cost).toBe(keys!.cost);
    expect(folded.cost).toBeLessThan(before[0]!.n);
    expect(folded.usage).toBeLessThanOrEqual(keys!.usage);
    expect(await rollupDifferences(s)).toEqual({ cost: [], usage: [] });
    expect(await compactDashboardRollups(s.database.db)).toEqual(folded);
  });
});
