import { Role } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { activeOnOrAfter } from '../../../db/subscription-end.ts';
import { AMOUNT_SORTS, fewSummedLive } from './amount-walks.ts';
import { rollListFigures } from './list-figures.ts';

/**
 * The users list's amount sorts of the default period (the twelve months to November 2026, the test clock's) read
 * from subscription_list_figures (amount-walks.ts) give the pages of the plain statement: every subscription of the
 * tree summed over the months and sorted, ties by id in the sort's direction. A customer of its own: Vest and its sub
 * account Bergen hold 400 subscriptions with fourteen months of costs that tie often and skip months, a quarter
 * without a data allowance (no data use); Øst holds 20. After the nightly roll, some subscriptions move between
 * trees, change allowance, have their newest month's costs changed or removed, get a December month, end, or are new:
 * the triggers keep the figures, and the ones of another month are summed live. A sub account ended before the
 * period hides its subscriptions.
 */

const LIST = `query($a: Int!, $sortBy: SubscriptionSort, $limit: Int, $offset: Int, $from: Date, $to: Date,
  $product: String, $bg: Int, $profile: Int) {
  subscriptionWithUsers(accountID: $a, sortBy: $sortBy, limit: $limit, offset: $offset, fromDate: $from, toDate: $to,
    productFilter: $product, billingGroupID: $bg, paymentProfileID: $profile) {
    items { subscriptionID } } }`;

/** The list's filters on the subscription's own columns (its product is 'mobile' unless one is given). */
type Filters = { product?: string; bg?: number; profile?: number };

const MONTH = '2026-11-01';

/** Each sort's figure over `s` and the plain sums `k`, `size` the period's data allowance. */
const PLAIN_FIGURE: Record<(typeof AMOUNT_SORTS)[number], (size: SQL) => SQL> = {
  SumUsageWork: () => sql`k.work`,
  SumUsagePrivate: () => sql`k.private`,
  SumUsageTotal: () => sql`k.total`,
  DataFree: (size) => sql`greatest(${size} - k.data, 0)`,
  DataPctUse: (size) => sql`(k.data::float8 / nullif(${size}, 0))`,
  DeductedMonth: () => sql`k.month`,
  DeductedYear: () => sql`y.year`,
};

describe('users list amount sorts walked from the list figures', () => {
  let s: TestServer;
  let admin: string;
  let tree: number;
  let endedGroup: number;
  let projectGroup: number;
  let profileId: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db);
    const west = await buildAccount(db, { customer, name: 'Vest' });
    const bergen = await buildAccount(db, { customer, parent: west, name: 'Bergen' });
    const eastAccount = await buildAccount(db, { customer, name: 'Øst' });
    tree = west.id;
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [west, eastAccount] })).catalogId,
    );
    const subscriptions = (account: typeof west, n: number, series: string) =>
      db.execute(sql`insert into subscriptions (account_id, billing_group_id, phone_number, data_included_bytes)
        select ${account.id}::int, ${account.billingGroupId}::int, ${series} || lpad(i::text, 6, '0'),
          (i % 4) * 1073741824::bigint
        from generate_series(1, ${n}::int) i`);
    await subscriptions(west, 250, '+4758');
    await subscriptions(bergen, 150, '+4757');
    await subscriptions(eastAccount, 20, '+4756');
    // Fourteen months to November, each subscription skipping some; amounts from a few values, so they tie.
    await db.execute(sql`insert into subscription_month_costs (subscription_id, period, total_ore, work_ore,
        private_ore, deducted_ore, data_bytes)
      select s.id, m.period, t.total, t.total * (s.id % 3) / 4, t.total - t.total * (s.id % 3) / 4,
        case when s.id % 4 = 0 then 0 else (t.total - t.total * (s.id % 3) / 4) / 2 end,
        ((s.id * 13 + m.n) % 5) * 536870912::bigint
      from subscriptions s
      cross join lateral (select n, ('2025-10-01'::date + make_interval(months => n))::date as period
        from generate_series(0, 13) n) m
      cross join lateral (select ((s.id * 37 + m.n * 11) % 7) * 10000 as total) t
      where s.account_id in (${west.id}, ${bergen.id}, ${eastAccount.id}) and (s.id + m.n) % 5 <> 0`);
    const ids = sql`(select id from subscriptions where account_id in (${west.id}, ${bergen.id}, ${eastAccount.id}))`;
    // The rolling sums the list reads of the default period's last month, as the cost engine keeps them.
    const rollingSums = () =>
      db.execute(sql`update subscription_month_costs c set rolling_total_ore = w.total, rolling_work_ore = w.work,
          rolling_private_ore = w.private, rolling_deducted_ore = w.deducted, rolling_data_bytes = w.data,
          ytd_deducted_ore = w.ytd
        from (select subscription_id, period, sum(total_ore) over r12 as total, sum(work_ore) over r12 as work,
            sum(private_ore) over r12 as private, sum(deducted_ore) over r12 as deducted,
            sum(data_bytes) over r12 as data,
            sum(deducted_ore) over (partition by subscription_id, date_trunc('year', period) order by period) as ytd
          from subscription_month_costs
          window r12 as (partition by subscription_id order by period range between interval '11 months' preceding and current row)) w
        where c.subscription_id = w.subscription_id and c.period = w.period`);
    await rollingSums();
    await rollListFigures(db, MONTH);

    // After the roll: moves both ways, new allowances, November changed or removed, a December, ends, new ones.
    const nth = (k: number, r: number) => sql`(select id from ${ids} x where id % ${k}::int = ${r}::int)`;
    await db.execute(sql`update subscriptions set account_id = ${eastAccount.id}, billing_group_id = ${eastAccount.billingGroupId}
      where id in (select id from subscriptions where account_id = ${bergen.id} order by id limit 10)`);
    await db.execute(sql`update subscriptions set account_id = ${west.id}, billing_group_id = ${west.billingGroupId}
      where id in (select id from subscriptions where account_id = ${eastAccount.id} order by id limit 5)`);
    await db.execute(
      sql`update subscriptions set data_included_bytes = 5 * 1073741824::bigint where id in ${nth(11, 3)}`,
    );
    await db.execute(sql`update subscription_month_costs set total_ore = total_ore + 70000, private_ore = private_ore + 70000,
        deducted_ore = deducted_ore + 35000
      where period = ${MONTH}::date and subscription_id in ${nth(13, 5)}`);
    await db.execute(
      sql`delete from subscription_month_costs where period = ${MONTH}::date and subscription_id in ${nth(17, 2)}`,
    );
    await db.execute(sql`insert into subscription_month_costs (subscription_id, period, total_ore, private_ore, deducted_ore)
      select id, '2026-12-01', 90000, 90000, 45000 from ${nth(19, 4)} x on conflict do nothing`);
    await rollingSums();
    await db.execute(sql`update subscriptions set ended_on = case when id % 2 = 0 then '2025-11-30'::date else '2026-03-31'::date end
      where id in ${nth(23, 7)}`);
    await subscriptions(west, 4, '+4755');
    // A sub account that ended before the period: its subscriptions are not listed, though their own rows say nothing.
    const trondheim = await buildAccount(db, { customer, parent: west, name: 'Trondheim' });
    await subscriptions(trondheim, 10, '+4754');
    await db.execute(sql`update accounts set ended_on = '2025-10-31' where id = ${trondheim.id}`);
    // A billing group of Vest's that ended before the period hides its subscriptions; another takes some; some
    // get a payment profile, and some are data subscriptions.
    const [ended, project] = await queryRows<{ id: number }>(
      db,
      sql`insert into billing_groups (account_id, name, ended_on)
        values (${west.id}, 'Avsluttet', '2025-10-31'), (${west.id}, 'Prosjekt', null) returning id`,
    );
    endedGroup = ended!.id;
    projectGroup = project!.id;
    const [profile] = await queryRows<{ id: number }>(
      db,
      sql`insert into payment_profiles (account_id, description) values (${west.id}, 'Ansatt') returning id`,
    );
    profileId = profile!.id;
    const inWest = (k: number, r: number) =>
      sql`(select id from subscriptions where account_id = ${west.id} and id % ${k}::int = ${r}::int)`;
    await db.execute(
      sql`update subscriptions set billing_group_id = ${endedGroup} where id in ${inWest(29, 1)}`,
    );
    await db.execute(
      sql`update subscriptions set billing_group_id = ${projectGroup} where id in ${inWest(6, 2)}`,
    );
    await db.execute(
      sql`update subscriptions set payment_profile_id = ${profileId} where id in ${nth(7, 3)}`,
    );
    await db.execute(sql`update subscriptions set product = 'data' where id in ${nth(9, 4)}`);
  });
  afterAll(() => s.close());

  async function list(
    sortBy: string,
    offset: number,
    limit: number,
    from?: string,
    to?: string,
    filters: Filters = {},
  ) {
    const res = await s.gql<{ subscriptionWithUsers: { items: { subscriptionID: number }[] } }>(admin, LIST, {
      a: tree,
      sortBy,
      limit,
      offset,
      from,
      to,
      ...filters,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.subscriptionWithUsers.items.map((r) => r.subscriptionID);
  }

  /** The tree's subscriptions active in the period, summed over its months and sorted: the list's order. */
  async function plain(
    key: (typeof AMOUNT_SORTS)[number],
    desc: boolean,
    offset: number,
    limit: number,
    from = '2025-12-01',
    to = MONTH,
    filters: Filters = {},
  ): Promise<number[]> {
    const months =
      Number(to.slice(0, 4)) * 12 +
      Number(to.slice(5, 7)) -
      Number(from.slice(0, 4)) * 12 -
      Number(from.slice(5, 7)) +
      1;
    const size = sql`(s.data_included_bytes * ${months}::int)`;
    const dir = sql.raw(desc ? 'desc' : 'asc');
    const rows = await queryRows<{ id: number }>(
      s.database.db,
      sql`select s.id from subscriptions s
        cross join lateral (select
            coalesce(sum(c.total_ore), 0) as total, coalesce(sum(c.work_ore), 0) as work,
            coalesce(sum(c.private_ore), 0) as private, coalesce(sum(c.data_bytes), 0) as data,
            coalesce(sum(c.deducted_ore) filter (where c.period = ${to}::date), 0) as month
          from subscription_month_costs c
          where c.subscription_id = s.id and c.period between ${from}::date and ${to}::date) k
        -- The year to date is the period's last month's year, whatever the period's first month.
        cross join lateral (select coalesce(sum(c.deducted_ore), 0) as year from subscription_month_costs c
          where c.subscription_id = s.id and c.period between date_trunc('year', ${to}::date) and ${to}::date) y
        where s.account_id in (select descendant_id from account_tree where ancestor_id = ${tree})
          and ${activeOnOrAfter(sql`s`, sql`${from}::date`)} and s.product = ${filters.product ?? 'mobile'}
          and (${filters.bg ?? null}::int is null or s.billing_group_id = ${filters.bg ?? null})
          and (${filters.profile ?? null}::int is null
            or coalesce(s.payment_profile_id, 0) = ${filters.profile ?? null})
        order by ${PLAIN_FIGURE[key](size)} ${dir} nulls last, s.id ${dir} limit ${limit} offset ${offset}`,
    );
    return rows.map((r) => r.id);
  }

  it('keeps each subscription’s figures equal to its months summed, through moves, changes and removals', async () => {
    const differ = await queryRows<{ id: number }>(
      s.database.db,
      sql`select lf.subscription_id as id from subscription_list_figures lf
        join subscriptions s on s.id = lf.subscription_id
        cross join lateral (select coalesce(sum(c.total_ore), 0) as total, coalesce(sum(c.work_ore), 0) as work,
            coalesce(sum(c.private_ore), 0) as private, coalesce(sum(c.data_bytes), 0) as data,
            coalesce(sum(c.deducted_ore) filter (where c.period = lf.period), 0) as month,
            coalesce(sum(c.deducted_ore) filter (where c.period >= date_trunc('year', lf.period)), 0) as year
          from subscription_month_costs c
          where c.subscription_id = s.id and c.period between (lf.period - interval '11 months')::date and lf.period) k
        where lf.period <> '-infinity' and (lf.account_id, lf.data_included_bytes, lf.total_ore, lf.work_ore,
          lf.private_ore, lf.data_bytes, lf.deducted_month_ore, lf.deducted_year_ore)
          is distinct from (s.account_id, s.data_included_bytes, k.total, k.work, k.private, k.data, k.month, k.year)`,
    );
    expect(differ).toEqual([]);
    // The subscription's own columns the list filters on, for every row (a new one's too).
    const [own] = await queryRows<{ differ: number; changed: number }>(
      s.database.db,
      sql`select count(*) filter (where (lf.product, lf.billing_group_id, lf.payment_profile_id, lf.ended_on)
            is distinct from (s.product, s.billing_group_id, s.payment_profile_id, s.ended_on))::int as differ,
          count(*) filter (where lf.product = 'data' or lf.payment_profile_id is not null
            or lf.ended_on is not null or lf.billing_group_id in (${endedGroup}, ${projectGroup}))::int as changed
        from subscription_list_figures lf join subscriptions s on s.id = lf.subscription_id`,
    );
    expect(own!.differ).toBe(0);
    expect(own!.changed).toBeGreaterThan(50);
    const [counts] = await queryRows<{ subscriptions: number; figures: number; other: number }>(
      s.database.db,
      sql`select (select count(*)::int from subscriptions) as subscriptions,
        (select count(*)::int from subscription_list_figures) as figures,
        (select count(*)::int from subscription_list_figures where period <> ${MONTH}::date) as other`,
    );
    expect(counts!.figures).toBe(counts!.subscriptions);
    // The December ones and the four new ones are of another month, and few enough to walk beside.
    expect(counts!.other).toBeGreaterThan(4);
    expect(counts!.other).toBeLessThan(50);
  });

  it('walks the default period: few subscriptions are of another month', async () => {
    const walk = {
      accounts: sql`(select descendant_id from account_tree where ancestor_id = ${tree})`,
      accountId: tree,
      filters: sql`true`,
      limit: 50,
      offset: 0,
    };
    expect(await fewSummedLive(s.database.db, walk, MONTH)).toBe(true);
  });

  it('gives each amount sort the pages of the plain statement, the first, in between and the last', async () => {
    for (const key of AMOUNT_SORTS)
      for (const desc of [false, true])
        for (const [offset, limit] of [
          [0, 50],
          [7, 13],
          [350, 50],
        ] as const)
          expect(
            await list(`${key}${desc ? 'Desc' : 'Asc'}`, offset, limit),
            `${key} ${desc} at ${offset}`,
          ).toEqual(await plain(key, desc, offset, limit));
  });

  it('filters by product, billing group and payment profile in the walk, as the plain statement', async () => {
    const cases: Filters[] = [
      { product: 'data' },
      { bg: projectGroup },
      { bg: endedGroup },
      { profile: profileId },
      { profile: 0 },
    ];
    for (const filters of cases)
      for (const key of ['SumUsageTotal', 'DataFree', 'DeductedYear'] as const)
        for (const desc of [false, true]) {
          const want = await plain(key, desc, 3, 20, undefined, undefined, filters);
          expect(await list(`${key}${desc ? 'Desc' : 'Asc'}`, 3, 20, undefined, undefined, filters)).toEqual(
            want,
          );
          if (filters.bg !== endedGroup) expect(want.length, JSON.stringify(filters)).toBeGreaterThan(0);
        }
  });

  it('sorts another twelve months and a shorter period the same way, summed live', async () => {
    for (const [from, to] of [
      ['2024-12-01', '2025-11-30'],
      ['2026-06-01', '2026-11-30'],
    ] as const)
      for (const key of ['SumUsageTotal', 'DataPctUse', 'DeductedYear'] as const)
        for (const desc of [false, true])
          expect(
            await list(`${key}${desc ? 'Desc' : 'Asc'}`, 20, 30, from, to),
            `${key} ${desc} ${from}`,
          ).toEqual(await plain(key, desc, 20, 30, `${from.slice(0, 7)}-01`, `${to.slice(0, 7)}-01`));
  });
});
