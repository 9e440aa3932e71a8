import { Role } from '@connect/shared';
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
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { monthStart } from '../../../db/sql.ts';

const ore = (nok: number) => Math.round(nok * 100);

/**
 * A world of its own: Dash AS (one account, no sub accounts) with eleven subscriptions. In November the n-th pays a
 * fee of n × 100 kr (100 … 1 100 kr, 6 600 kr together); the second is on "Delvis" (data not covered) with 30 kr of
 * data, deducted; the third has content services waiting: 40 kr in November and 25 kr in October. The first also
 * paid a 100 kr fee and 50 kr of data in October and a 100 kr fee in November 2025. Annen AS is another customer.
 * November: 6 600 + 30 + 40 = 6 670 kr, 30 kr deducted; October: 100 + 50 + 25 = 175 kr.
 */
describe('dashboard', () => {
  let s: TestServer;
  let admin: string;
  let main: number;
  let subs: BuiltSubscription[];
  let foreignGroup: number;
  /** Subscriptions of the main account (it has no sub accounts). */
  const inMain = () => sql`(select id from subscriptions where account_id = ${main})`;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Dash AS' });
    const account = await buildAccount(db, { customer, name: 'Dash AS' });
    main = account.id;
    foreignGroup = (await buildAccount(db, { customer: await buildCustomer(db, { name: 'Annen AS' }) }))
      .billingGroupId;
    const delvis = await buildProfile(db, {
      account,
      description: 'Delvis',
      rules: { data: { covers: false } },
    });
    subs = [];
    for (let n = 1; n <= 11; n++) {
      const person = await buildPerson(db, { customer });
      const sub = await buildSubscription(db, { account, person, profile: n === 2 ? delvis : undefined });
      await buildUsage(db, s.clock, sub, [
        { date: '2026-11-01', category: 'Månedsavgift', amountOre: n * 10_000 },
      ]);
      subs.push(sub);
    }
    await buildUsage(db, s.clock, subs[0]!, [
      { date: '2025-11-01', category: 'Månedsavgift', amountOre: 10_000 },
      { date: '2026-10-01', category: 'Månedsavgift', amountOre: 10_000 },
      { date: '2026-10-02', category: 'Data innland', amountOre: 5_000 },
    ]);
    await buildUsage(db, s.clock, subs[1]!, [
      { date: '2026-11-02', category: 'Data innland', amountOre: 3_000 },
    ]);
    const waiting = (date: string, amountOre: number) => ({
      date,
      category: 'Innholdstjeneste: Annet',
      description: `Innholdstjeneste: venter ${date}`,
      amountOre,
      contentStatus: 'work' as const,
    });
    await buildUsage(db, s.clock, subs[2]!, [waiting('2026-10-05', 2_500), waiting('2026-11-05', 4_000)]);
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId,
    );
  });
  afterAll(() => s.close());

  const ask = async <T>(field: string, selection: string, vars: Record<string, unknown> = {}) => {
    const res = await s.gql<Record<string, T>>(
      admin,
      `query($accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean, $period: Period) {
        ${field}(accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts, period: $period) ${selection}
      }`,
      { accountID: main, ...vars },
    );
    expect(res.errors).toBeUndefined();
    return res.data![field]!;
  };

  async function monthSums(period: string) {
    const [r] = await queryRows<{ total: number; deducted: number; work: number; private: number }>(
      s.database.db,
      sql`select coalesce(sum(total_ore), 0)::bigint as total, coalesce(sum(deducted_ore), 0)::bigint as deducted,
          coalesce(sum(work_ore), 0)::bigint as work, coalesce(sum(private_ore), 0)::bigint as private
        from subscription_month_costs where period = ${monthStart(period)} and subscription_id in ${inMain()}`,
    );
    return r!;
  }

  it('gives this month’s cost, deductions and work/private split against last month', async () => {
    type Month = { period: string; totalCost: number; deducted: number; work: number; private: number };
    const summary = await ask<{ period: string; current: Month; previous: Month }>(
      'dashboardSummary',
      '{ period current { period totalCost deducted work private } previous { period totalCost deducted work private } }',
    );
    expect(summary.period).toBe('2026-11');
    expect(summary.previous.period).toBe('2026-10');
    for (const [m, period] of [
      [summary.current, '2026-11'],
      [summary.previous, '2026-10'],
    ] as const) {
      const expected = await monthSums(period);
      expect([ore(m.totalCost), ore(m.deducted), ore(m.work), ore(m.private)]).toEqual([
        expected.total,
        expected.deducted,
        expected.work,
        expected.private,
      ]);
    }
    expect([ore(summary.current.totalCost), ore(summary.current.deducted)]).toEqual([667_000, 3_000]);
    expect([ore(summary.previous.totalCost), ore(summary.previous.deducted)]).toEqual([17_500, 0]);
  });

  it('takes an earlier month when asked, and refuses one after the current month', async () => {
    const summary = await ask<{ period: string; previous: { period: string } }>(
      'dashboardSummary',
      '{ period previous { period } }',
      { period: '2026-01' },
    );
    expect(summary).toEqual({ period: '2026-01', previous: { period: '2025-12' } });
    const res = await s.gql(
      admin,
      'query($a: Int!) { dashboardSummary(accountID: $a, period: "2026-12") { period } }',
      {
        a: main,
      },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('gives 13 months of cost per category, summing the monthly roll-up', async () => {
    const series = await ask<{
      categoryGroups: { categoryGroupID: number; name: string }[];
      months: { period: string; total: number; categories: { categoryGroupID: number; amount: number }[] }[];
    }>(
      'dashboardCostSeries',
      '{ categoryGroups { categoryGroupID name } months { period total categories { categoryGroupID amount } } }',
    );
    expect(series.months.map((m) => m.period)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const rows = await queryRows<{ period: string; category_group_id: number; amount: number }>(
      s.database.db,
      sql`select to_char(period, 'YYYY-MM') as period, category_group_id, sum(amount_ore)::bigint as amount
        from usage_monthly where subscription_id in ${inMain()} and period >= '2025-11-01'
        group by 1, 2`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const month = series.months.find((m) => m.period === r.period)!;
      expect(ore(month.categories.find((c) => c.categoryGroupID === r.category_group_id)!.amount)).toBe(
        r.amount,
      );
    }
    for (const m of series.months)
      expect(ore(m.total)).toBe(m.categories.reduce((sum, c) => sum + ore(c.amount), 0));
    expect(new Set(series.categoryGroups.map((g) => g.categoryGroupID))).toEqual(
      new Set(rows.filter((r) => r.amount !== 0).map((r) => r.category_group_id)),
    );
  });

  it('lists the ten most expensive subscriptions of the month', async () => {
    const top = await ask<{ subscriptionID: number; totalCost: number; names: string }[]>(
      'dashboardTopSubscriptions',
      '{ subscriptionID totalCost names }',
    );
    const expected = await queryRows<{ id: number; total: number }>(
      s.database.db,
      sql`select subscription_id as id, total_ore as total from subscription_month_costs
        where period = '2026-11-01' and subscription_id in ${inMain()} order by total_ore desc, subscription_id limit 10`,
    );
    expect(top.map((t) => [t.subscriptionID, ore(t.totalCost)])).toEqual(
      expected.map((e) => [e.id, e.total]),
    );
    expect(top).toHaveLength(10);
    // The eleventh (1 100 kr) first, down to the second (200 kr fee and 30 kr of data); the first (100 kr) is out.
    expect(top.map((t) => [t.subscriptionID, ore(t.totalCost)])).toEqual([
      ...subs
        .slice(3)
        .reverse()
        .map((sub, i) => [sub.id, (11 - i) * 10_000]),
      [subs[2]!.id, 34_000],
      [subs[1]!.id, 23_000],
    ]);
  });

  it('counts what waits for approval per month, and one more after a new charge', async () => {
    type Pending = {
      count: number;
      amount: number;
      months: { period: string; count: number; amount: number }[];
    };
    const read = () =>
      ask<{ contentServices: Pending }>(
        'dashboardPendingApprovals',
        '{ contentServices { count amount months { period count amount } } aggregateSplits { count } }',
      );
    const before = await read();
    const expected = await queryRows<{ period: string; n: number; amount: number }>(
      s.database.db,
      sql`select to_char(charge_date, 'YYYY-MM') as period, count(*)::int as n, sum(amount_ore)::bigint as amount
        from content_services where deduct_status = 'work' and charge_date >= '2025-11-01' and charge_date <= '2026-11-30'
          and subscription_id in ${inMain()}
        group by 1 order by 1 desc`,
    );
    expect(before.contentServices.months.map((m) => [m.period, m.count, ore(m.amount)])).toEqual(
      expected.map((e) => [e.period, e.n, e.amount]),
    );
    expect(before.contentServices.months.map((m) => [m.period, m.count, ore(m.amount)])).toEqual([
      ['2026-11', 1, 4_000],
      ['2026-10', 1, 2_500],
    ]);
    await buildUsage(s.database.db, s.clock, subs[0]!, [
      {
        date: '2026-11-14',
        category: 'Innholdstjeneste: Annet',
        description: 'Innholdstjeneste: Dashboardtest',
        amountOre: 7_500,
        contentStatus: 'work',
      },
    ]);
    const after = await read();
    expect(after.contentServices.count).toBe(before.contentServices.count + 1);
    expect(ore(after.contentServices.amount)).toBe(ore(before.contentServices.amount) + 7_500);
  });

  it('lists the subscriptions whose month breaks the bill-shock rule, the biggest increase first', async () => {
    // A customer of its own, so the list holds only these five subscriptions. Each has one line a month (no profile:
    // a month's cost is its usage). The rule: this month > 2 × the median of the previous six months on record, and
    // at least 500 kr above it, with at least three of those months on record.
    const db = s.database.db;
    const customer = await buildCustomer(db);
    const account = await buildAccount(db, { customer });
    const person = await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] });
    const withMonths = async (oreByPeriod: Record<string, number>) => {
      const subscription = await buildSubscription(db, { account });
      await buildUsage(
        db,
        s.clock,
        subscription,
        Object.entries(oreByPeriod).map(([period, amountOre]) => ({
          date: `${period}-01`,
          category: 'Samtaler innland',
          amountOre,
        })),
      );
      return subscription.id;
    };
    // Usual (380, 390, 400, 410, 420, 430 kr) = (400 + 410) / 2 = 405 kr; 1 200 > 810 and 795 kr above: shock.
    const jump = await withMonths({
      '2026-05': 38_000,
      '2026-06': 39_000,
      '2026-07': 40_000,
      '2026-08': 41_000,
      '2026-09': 42_000,
      '2026-10': 43_000,
      '2026-11': 120_000,
    });
    // Usual (400, 500, 600 kr) = 500 kr from the minimum three months; 1 000,01 > 1 000 and 500,01 above: shock.
    const edge = await withMonths({
      '2026-08': 40_000,
      '2026-09': 50_000,
      '2026-10': 60_000,
      '2026-11': 100_001,
    });
    // Usual 500 kr; 1 000 kr is twice it, not more: no shock.
    await withMonths({ '2026-08': 50_000, '2026-09': 50_000, '2026-10': 50_000, '2026-11': 100_000 });
    // Usual 200 kr; 450 kr is more than twice it but only 250 kr above: no shock.
    await withMonths({
      '2026-07': 20_000,
      '2026-08': 20_000,
      '2026-09': 20_000,
      '2026-10': 20_000,
      '2026-11': 45_000,
    });
    // Two months on record, three needed: no shock however large the month.
    await withMonths({ '2026-09': 10_000, '2026-10': 10_000, '2026-11': 200_000 });

    const res = await s.gql<{
      dashboardBillShock: {
        period: string;
        count: number;
        rule: { multiplier: number; minIncrease: number; months: number; minHistoryMonths: number };
        items: {
          usual: number;
          increase: number;
          historyMonths: number;
          subscription: { subscriptionID: number; totalCost: number };
        }[];
      };
    }>(
      await s.tokenFor(person.catalogId),
      `query($accountID: Int!) { dashboardBillShock(accountID: $accountID) { period count
        rule { multiplier minIncrease months minHistoryMonths }
        items { usual increase historyMonths subscription { subscriptionID totalCost } } } }`,
      { accountID: account.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.dashboardBillShock).toEqual({
      period: '2026-11',
      count: 2,
      rule: { multiplier: 2, minIncrease: 500, months: 6, minHistoryMonths: 3 },
      items: [
        {
          usual: 405,
          increase: 795,
          historyMonths: 6,
          subscription: { subscriptionID: jump, totalCost: 1200 },
        },
        {
          usual: 500,
          increase: 500.01,
          historyMonths: 3,
          subscription: { subscriptionID: edge, totalCost: 1000.01 },
        },
      ],
    });
  });

  it('narrows to a billing group and refuses one outside the account', async () => {
    const [group] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from billing_groups where account_id = ${main} order by id limit 1`,
    );
    const top = await ask<{ subscriptionID: number }[]>('dashboardTopSubscriptions', '{ subscriptionID }', {
      billingGroupID: group!.id,
    });
    const inGroup = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from subscriptions where billing_group_id = ${group!.id}`,
    );
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((t) => inGroup.some((g) => g.id === t.subscriptionID))).toBe(true);
    const res = await s.gql(
      admin,
      'query($a: Int!, $g: Int) { dashboardSummary(accountID: $a, billingGroupID: $g) { period } }',
      { a: main, g: foreignGroup },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
