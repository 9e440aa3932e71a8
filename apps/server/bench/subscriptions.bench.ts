/**
 * Users list and subscription details (issue 4) on the 50 000-subscription bench database: `subscriptionWithUsers`
 * for the last year (its default), first page, with each sort, and `subscriptionDetails` of one subscription,
 * through the real app (inject, the demo admin's token, the main account with its sub accounts). Prints p50 and p95
 * of 30 runs after a warm-up, and the ratio of the app's p95 to the p95 of the bare SQL aggregate that answers the
 * same question on the same data. Targets: list p95 ≤ 150 ms, details p95 ≤ 50 ms, ratio ≤ 1.5.
 *
 * Run: `npm run bench` (all benchmarks) or `npx tsx bench/subscriptions.bench.ts` in apps/server.
 */
import { pathToFileURL } from 'node:url';
import { addMonths, PAGE_SIZE } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import {
  SUBSCRIPTION_SORTS,
  type SubscriptionSortKey,
} from '../src/modules/subscriptions/subscriptions.repository.ts';
import { benchApp, openBenchDatabase, timed } from './shared.ts';

const TARGET = { list: 150, details: 50, ratio: 1.5 };

export type SubscriptionsBenchResult = {
  name: string;
  p50: number;
  p95: number;
  sqlP95: number;
  ok: boolean;
};

const LIST = `query($a: Int!, $sort: SubscriptionSort) {
  subscriptionWithUsers(accountID: $a, sortBy: $sort) {
    totalCount
    items { subscriptionID firstName lastName phoneNumber departmentName billingGroupName paymentProfileDescription
      sumUsageWork sumUsagePrivate sumUsageTotal sumUsageTotalString deducted deductedMonth deductedYear
      dataSize dataFree dataPctUse picture }
  }
}`;

const DETAILS = `query($a: Int!, $s: Int!) {
  subscriptionDetails(accountID: $a, subscriptionID: $s) {
    subscriptionID firstName lastName phoneNumber totalAmountPeriod totalAmountYTD deductedAmountPeriod
    categoryGroupUsage { categoryGroupID name coveredAmount usedAmount usedYtd deductedAmount deductedYtd reported }
    dataUsage { period usage included pctOfIncluded }
    customFields { name value }
  }
}`;

/** The bare SQL of one list sort: the period's sums of every subscription in the tree, sorted, first page. */
function bareList(
  key: SubscriptionSortKey,
  account: number,
  from: string,
  to: string,
  yearFrom: string,
): SQL {
  const tree = sql`(select descendant_id from account_tree where ancestor_id = ${account})`;
  const sums = sql`sum(c.total_ore) as total, sum(c.work_ore) as work, sum(c.private_ore) as private,
    sum(c.deducted_ore) as deducted, sum(c.data_bytes) as data,
    sum(c.deducted_ore) filter (where c.period = ${to}::date) as month,
    sum(c.deducted_ore) filter (where c.period >= ${yearFrom}::date) as year`;
  const byColumn: Partial<Record<SubscriptionSortKey, SQL>> = {
    FirstName: sql`lower(p.first_name), lower(p.last_name)`,
    PhoneNumber: sql`s.phone_number`,
    ProfileName: sql`lower(pp.description)`,
    Department: sql`lower(d.name)`,
    DataSize: sql`s.data_included_bytes`,
  };
  const column = byColumn[key];
  if (column)
    return sql`with page as (
        select s.id from subscriptions s left join people p on p.catalog_id = s.catalog_id
        left join departments d on d.id = p.department_id left join payment_profiles pp on pp.id = s.payment_profile_id
        where s.account_id in ${tree} order by ${column} desc, s.id limit ${PAGE_SIZE})
      select page.id, ${sums} from page left join subscription_month_costs c on c.subscription_id = page.id
        and c.period between least(${from}::date, ${yearFrom}::date) and ${to}::date
      group by page.id`;
  const amount: Record<string, SQL> = {
    SumUsageWork: sql`work`,
    SumUsagePrivate: sql`private`,
    SumUsageTotal: sql`total`,
    DataFree: sql`data`,
    DataPctUse: sql`data`,
    DeductedMonth: sql`month`,
    DeductedYear: sql`year`,
  };
  return sql`select c.subscription_id, ${sums} from subscription_month_costs c
      join subscriptions s on s.id = c.subscription_id
      where s.account_id in ${tree} and c.period between least(${from}::date, ${yearFrom}::date) and ${to}::date
      group by c.subscription_id order by ${amount[key]!} desc nulls last limit ${PAGE_SIZE}`;
}

export async function runSubscriptionsBench(): Promise<SubscriptionsBenchResult[]> {
  const database = await openBenchDatabase();
  const app = await benchApp(database);
  const db = database.db;
  const account = app.mainAccountId;
  const to = `${app.period}-01`;
  const from = addMonths(to, -11);
  const yearFrom = `${app.period.slice(0, 4)}-01-01`;
  const [size] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from subscriptions
        where account_id in (select descendant_id from account_tree where ancestor_id = ${account})`,
  );
  console.log(
    `subscriptions: main account with sub accounts (${size!.n} subscriptions), last year to ${app.period}`,
  );
  const results: SubscriptionsBenchResult[] = [];
  const report = (name: string, api: { p50: number; p95: number }, bare: { p95: number }, target: number) => {
    const ratio = api.p95 / bare.p95;
    const ok = api.p95 <= target && ratio <= TARGET.ratio;
    results.push({ name, p50: api.p50, p95: api.p95, sqlP95: bare.p95, ok });
    console.log(
      `  ${name.padEnd(38)} p50 ${api.p50.toFixed(1).padStart(6)} ms  p95 ${api.p95.toFixed(1).padStart(6)} ms  ` +
        `SQL p95 ${bare.p95.toFixed(1).padStart(6)} ms  ratio ${ratio.toFixed(2)}  ${ok ? 'ok' : `over (≤ ${target} ms, ≤ ${TARGET.ratio})`}`,
    );
  };

  // What any request costs here (session check, GraphQL, JSON), to read the figures below against.
  const floor = await timed(() => app.gql('{ getEnabledServices }', {}));
  console.log(
    `  ${'baseline: { getEnabledServices }'.padEnd(38)} p50 ${floor.p50.toFixed(1).padStart(6)} ms  p95 ${floor.p95.toFixed(1).padStart(6)} ms`,
  );
  for (const key of SUBSCRIPTION_SORTS) {
    const sort = `${key}Desc`;
    const api = await timed(() => app.gql(LIST, { a: account, sort }));
    const bare = await timed(() => db.execute(bareList(key, account, from, to, yearFrom)));
    report(`subscriptionWithUsers ${sort}`, api, bare, TARGET.list);
  }

  const [one] = await queryRows<{ id: number }>(
    db,
    sql`select s.id from subscriptions s join people p on p.catalog_id = s.catalog_id where p.login = 'ansatt'`,
  );
  const api = await timed(() => app.gql(DETAILS, { a: account, s: one!.id }));
  const bare = await timed(() =>
    db.execute(sql`select category_group_id,
        sum(amount_ore) filter (where period = ${to}::date) as period, sum(amount_ore) as ytd
      from usage_monthly where subscription_id = ${one!.id} and period between ${yearFrom}::date and ${to}::date
      group by category_group_id`),
  );
  report('subscriptionDetails (this month, YTD)', api, bare, TARGET.details);
  await app.close();
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runSubscriptionsBench();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
