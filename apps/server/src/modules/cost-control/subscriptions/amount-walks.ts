import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import type { Walk } from './subscription-walks.ts';

/**
 * The users list's amount sorts over its default period (the twelve months ending with the current one), read in
 * order from subscription_list_figures (db/schema/list-figures.ts) and stopped after the page (issue 31): each
 * account's rows of the list's month from its figure's index, filtered on the way, merged. A subscription whose row
 * is of another month (one the nightly roll has not reached, or a test clock's) is summed live and merged in, as
 * long as few are (LIVE_AT_MOST); with more, the list sums and sorts the whole scope as before. Ties follow the
 * sort's direction by the subscription id, as the index holds them.
 */

/** The sorts the figures answer. */
export const AMOUNT_SORTS = [
  'SumUsageWork',
  'SumUsagePrivate',
  'SumUsageTotal',
  'DataFree',
  'DataPctUse',
  'DeductedMonth',
  'DeductedYear',
] as const;
export type AmountSort = (typeof AMOUNT_SORTS)[number];

export function isAmountSort(key: string): key is AmountSort {
  return (AMOUNT_SORTS as readonly string[]).includes(key);
}

/** Subscriptions summed live beside a walk at most; beyond, the list sums the whole scope. */
export const LIVE_AT_MOST = 2000;

/** The twelve months' data allowance of `lf`, as the indexes of migration 0058 hold it (the literal 12, no parameter). */
const allowance = sql`(lf.data_included_bytes * 12)`;

/** Each sort's figure over `lf` (subscription_list_figures), as its index holds it; only the data use can be null. */
function figure(key: AmountSort): SQL {
  switch (key) {
    case 'SumUsageWork':
      return sql`lf.work_ore`;
    case 'SumUsagePrivate':
      return sql`lf.private_ore`;
    case 'SumUsageTotal':
      return sql`lf.total_ore`;
    case 'DataFree':
      return sql`greatest(${allowance} - lf.data_bytes, 0)`;
    case 'DataPctUse':
      return sql`(lf.data_bytes::float8 / nullif(${allowance}, 0))`;
    case 'DeductedMonth':
      return sql`lf.deducted_month_ore`;
    case 'DeductedYear':
      return sql`lf.deducted_year_ore`;
  }
}

/** The list's rows `s` and `p` of a figures row `lf`. */
const listJoins = sql`join subscriptions s on s.id = lf.subscription_id left join people p on p.catalog_id = s.catalog_id`;

/**
 * Whether the subscription of `lf` is listed: in the walk's account `acc` and passing the filters. Without a search
 * the filters are on the subscription's own columns, which the figures keep at the end of each figure's index
 * (migration 0061), so they are checked there. A search reads the subscription and its person, asked row by row as
 * a scalar subquery, which the planner never makes a join: as a join, it took the account for one of average size,
 * read its subscriptions and sorted them (the bench's 32 543, 120 ms) rather than walk the figure's index.
 */
const listedThere = (w: Walk) =>
  w.figuresFilters ??
  sql`coalesce((select ${w.filters} from subscriptions s left join people p on p.catalog_id = s.catalog_id
    where s.id = lf.subscription_id and s.account_id = acc.id), false)`;

/** A figures row `lf` and its subscription `s` of the account `acc`, passing the list's filters. */
const inAccount = (w: Walk) => sql`s.account_id = acc.id and lf.account_id = acc.id and ${w.filters}`;

/** A figures row of another month than `to`, read from the figures' indexes either side of it. */
const otherMonth = (to: string) => sql`(lf.period < ${to}::date or lf.period > ${to}::date)`;

/**
 * Whether the walk may answer: at most LIVE_AT_MOST of the scope's subscriptions that pass the filters have a row of
 * another month than `to`.
 */
export async function fewSummedLive(db: Executor, w: Walk, to: string): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${w.accounts} acc(id)
      cross join lateral (select 1 from subscription_list_figures lf ${listJoins}
        where ${inAccount(w)} and ${otherMonth(to)} limit ${LIVE_AT_MOST + 1}) l limit ${LIVE_AT_MOST + 1}) n`,
  );
  return (row?.n ?? 0) <= LIVE_AT_MOST;
}

/**
 * The page's ids in order, as a subquery `(select id …)`: each account's rows of `to` in the figure's order up to the
 * page's end (those without a data use after, by id), and the subscriptions summed live (`live`: their figure from
 * the list's own sums, `k` of costsLateral over `s`).
 */
export function amountWalkedPage(
  key: AmountSort,
  desc: boolean,
  w: Walk,
  to: string,
  live: { costs: SQL; figure: SQL },
): SQL {
  const first = w.offset + w.limit;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const fig = figure(key);
  const walked = (nulls: boolean) => sql`select k.id, k.key from ${w.accounts} acc(id)
    cross join lateral (select lf.subscription_id as id, ${fig} as key from subscription_list_figures lf
      where lf.account_id = acc.id and ${listedThere(w)} and lf.period = ${to}::date
        and ${fig} is ${sql.raw(nulls ? 'null' : 'not null')}
      order by ${nulls ? sql`` : sql`${fig} ${dir}, `}lf.subscription_id ${dir} limit ${first}) k`;
  // `offset 0` keeps the account's rows of another month a subquery of its own, read first from the figures'
  // indexes: merged into the joins, they were looked up for every subscription of the account.
  const summed = sql`select s.id, ${live.figure} as key from ${w.accounts} acc(id)
    cross join lateral (select lf.* from subscription_list_figures lf
      where lf.account_id = acc.id and ${otherMonth(to)} offset 0) lf
    ${listJoins} ${live.costs}
    where ${inAccount(w)}`;
  const parts = [walked(false), summed];
  if (key === 'DataPctUse') parts.push(walked(true));
  return sql`(select n.id from (${sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  )}) n order by n.key is null, n.key ${dir}, n.id ${dir} limit ${w.limit} offset ${w.offset})`;
}
