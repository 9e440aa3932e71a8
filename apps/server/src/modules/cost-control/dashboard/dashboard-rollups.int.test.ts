import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltAccount,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
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

/**
 * A world of its own laid down with the factories: Rull AS with the accounts Rull AS and Vest. Ada (on "Tak 100":
 * calls covered up to 100 kr) pays a 199 kr fee every month from May to November and used 300 kr of calls in
 * November; Bo (no profile: everything covered) used 50 kr of data in November. The roll-ups must match the stored
 * figures of every subscription (this world's and the rest of the database's) and this world's by hand.
 */
describe('dashboard roll-ups', () => {
  let s: TestServer;
  let main: BuiltAccount;
  let west: BuiltAccount;
  let ada: BuiltSubscription;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Rull AS' });
    main = await buildAccount(db, { customer, name: 'Rull AS' });
    west = await buildAccount(db, { customer, name: 'Rull Vest' });
    const profile = await buildProfile(db, {
      account: main,
      description: 'Tak 100',
      rules: { calls: { covers: true, limitOre: 10_000 } },
    });
    ada = await buildSubscription(db, {
      account: main,
      person: await buildPerson(db, { customer }),
      profile,
    });
    const bo = await buildSubscription(db, { account: main, person: await buildPerson(db, { customer }) });
    await buildUsage(db, s.clock, ada, [
      ...['05', '06', '07', '08', '09', '10', '11'].map((m) => ({
        date: `2026-${m}-01`,
        category: 'Månedsavgift',
        amountOre: 19_900,
      })),
      { date: '2026-11-02', category: 'Samtaler innland', amountOre: 30_000 },
    ]);
    await buildUsage(db, s.clock, bo, [{ date: '2026-11-03', category: 'Data innland', amountOre: 5_000 }]);
  });
  afterAll(() => s.close());

  /** The cost roll-up of one account and month: [subscriptions, used, deducted] in øre. */
  const rolled = async (account: BuiltAccount, period: string) => {
    const [r] = await queryRows<{ n: number; total: number; deducted: number }>(
      s.database.db,
      sql`select coalesce(sum(subscriptions), 0)::int as n, coalesce(sum(total_ore), 0)::int as total,
            coalesce(sum(deducted_ore), 0)::int as deducted
          from dashboard_cost_deltas where account_id = ${account.id} and period = ${`${period}-01`}::date`,
    );
    return [r!.n, r!.total, r!.deducted];
  };

  it('match the cost figures, the usage roll-up and the usual costs once usage is stored', async () => {
    expect(await rollupDifferences(s)).toEqual({ cost: [], usage: [] });
    expect(await usualDifferences(s)).toEqual([]);
    // November: 199 + 300 (Ada) + 50 (Bo) = 549 kr; Ada's calls 200 kr over the limit.
    expect(await rolled(main, '2026-11')).toEqual([2, 54_900, 20_000]);
    expect(await rolled(main, '2026-10')).toEqual([1, 19_900, 0]);
    // Ada's usual cost in November: the median of May–October, 199 kr each.
    const [usual] = await queryRows<{ usual: number; months: number }>(
      s.database.db,
      sql`select usual_ore as usual, history_months as months from dashboard_usual_costs
          where subscription_id = ${ada.id} and period = '2026-11-01'`,
    );
    expect(usual).toEqual({ usual: 19_900, months: 6 });
  });

  it('follow new usage, decisions and recomputes', async () => {
    await ingestUsageBatch(s.database.db, s.clock, {
      lines: [
        {
          lineId: 'rollup-test-1',
          phoneNumber: ada.phoneNumber,
          date: '2026-11-10',
          category: 'Samtaler innland',
          description: 'Samtaler innland',
          amount: '2500.00',
        },
        {
          lineId: 'rollup-test-2',
          phoneNumber: ada.phoneNumber,
          date: '2026-10-03',
          category: 'Data innland',
          description: 'Data innland',
          amount: '12.34',
        },
      ],
    });
    await buildUsage(s.database.db, s.clock, ada, [
      {
        date: '2026-11-11',
        category: 'Innholdstjeneste: Annet',
        description: 'Innholdstjeneste: Rull-opp',
        amountOre: 15_000,
        contentStatus: 'rejected',
      },
    ]);
    await recomputeCosts(s.database.db, s.clock, { subscriptionIds: [ada.id] });
    expect(await rollupDifferences(s)).toEqual({ cost: [], usage: [] });
    expect(await usualDifferences(s)).toEqual([]);
    // November: 549 + 2 500 + 150 = 3 199 kr; deducted: calls 2 800 − 100 = 2 700 and the rejected 150.
    expect(await rolled(main, '2026-11')).toEqual([2, 319_900, 285_000]);
    // October: 199 + 12,34 kr of data (covered).
    expect(await rolled(main, '2026-10')).toEqual([1, 21_134, 0]);
  });

  it('move a subscription’s figures along when it changes account or billing group', async () => {
    await s.database.db.execute(
      sql`update subscriptions set account_id = ${west.id}, billing_group_id = ${west.billingGroupId}
        where id = ${ada.id}`,
    );
    // An update that moves nothing (another column) leaves the roll-ups alone.
    await s.database.db.execute(sql`update subscriptions set version = version + 1 where id = ${ada.id}`);
    expect(await rollupDifferences(s)).toEqual({ cost: [], usage: [] });
    // Bo's 50 kr stay; Ada's November goes to Vest.
    expect(await rolled(main, '2026-11')).toEqual([1, 5_000, 0]);
    expect(await rolled(west, '2026-11')).toEqual([1, 314_900, 285_000]);
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
