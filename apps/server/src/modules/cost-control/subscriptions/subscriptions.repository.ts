import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../../auth/access.ts';
import type { AccountScope } from '../../../auth/account-scope.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type BoundedTotal, boundedTotal, countBound } from '../../../db/bounded-total.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains } from '../../../db/sql.ts';
import {
  activeOnOrAfter,
  type EndedBefore,
  endedBefore,
  subscriptionEndedOn,
} from '../../../db/subscription-end.ts';
import { effectiveProfileJoin } from '../cost/effective-profile.ts';
import { amountWalkedPage, fewSummedLive, isAmountSort } from './amount-walks.ts';
import { isWalked, type Walk, walkedPage } from './subscription-walks.ts';

export const SUBSCRIPTION_SORTS = [
  'FirstName',
  'PhoneNumber',
  'ProfileName',
  'Department',
  'SumUsageWork',
  'SumUsagePrivate',
  'SumUsageTotal',
  'DataSize',
  'DataFree',
  'DataPctUse',
  'DeductedMonth',
  'DeductedYear',
] as const;
export type SubscriptionSortKey = (typeof SUBSCRIPTION_SORTS)[number];
export type SubscriptionSort = `${SubscriptionSortKey}${'Asc' | 'Desc'}`;

export type ListFilter = AccountScope & {
  searchString?: string | null;
  productFilter?: string | null;
  /** 0 means subscriptions without a payment profile. */
  paymentProfileId?: number | null;
};

/**
 * The months a list row sums (first days, YYYY-MM-01): the period, its last month, and that month's year up to it.
 * `rolling` when the period is the twelve months ending with `to` (the stored rolling sums answer it).
 */
export type ListPeriod = { from: string; to: string; yearFrom: string; rolling: boolean };

export type SubscriptionRow = {
  subscriptionId: number;
  accountId: number;
  customerId: number;
  catalogId: number | null;
  paymentProfileId: number | null;
  paymentProfileDescription: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  bnMobile: string | null;
  bnFixed: string | null;
  email: string | null;
  departmentId: number | null;
  departmentName: string | null;
  picture: string | null;
  position: string | null;
  skills: string | null;
  extCustomerId: string | null;
  extEmployeeId: string | null;
  billingGroupId: number;
  billingGroupName: string;
  product: string;
  version: number;
  totalOre: number;
  workOre: number;
  privateOre: number;
  deductedOre: number;
  deductedMonthOre: number;
  deductedYearOre: number;
  dataIncludedBytes: number;
  months: number;
  dataBytes: number;
  /** Its last day, when it or its account has ended (shown as "Ended DD.MM.YYYY"). */
  endedOn: string | null;
};

/**
 * The filter of the list but its scope and search, on a row `row` with the subscription's own columns (`s`, or its
 * list figures `lf`, which keep them: amount-walks.ts): an ended subscription only for a period it was active in (its
 * last day on or after the period's first).
 */
function ownFilters(f: ListFilter, period: ListPeriod, ended: EndedBefore, row: SQL): SQL {
  const parts: SQL[] = [activeOnOrAfter(row, sql`${period.from}::date`, ended)];
  if (f.productFilter) parts.push(sql`${row}.product = ${f.productFilter}`);
  if (f.billingGroupId) parts.push(sql`${row}.billing_group_id = ${f.billingGroupId}`);
  if (f.paymentProfileId === 0) parts.push(sql`${row}.payment_profile_id is null`);
  else if (f.paymentProfileId) parts.push(sql`${row}.payment_profile_id = ${f.paymentProfileId}`);
  return sql.join(parts, sql` and `);
}

/** The list's search over `s` (subscriptions) and `p` (people): the name, or a number's digits; none without one. */
function searchFilter(f: ListFilter): SQL | undefined {
  const q = f.searchString?.trim();
  if (!q) return undefined;
  const byName = sql`(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) ilike ${contains(q)}`;
  // Numbers are stored as +47XXXXXXXX: search on the digits the person typed, with or without spaces or +47.
  const digits = q.replace(/\D/g, '');
  return digits.length >= 2 && /^[\d\s+()-]+$/.test(q)
    ? sql`(${byName} or s.phone_number like ${contains(digits)})`
    : byName;
}

/** The filter of the list (the walk's `filters`), scoped to the caller's accounts. */
function listWhere(principal: Principal, f: ListFilter, filters: SQL): SQL {
  return sql`s.account_id in ${scopedAccountIds(principal, f.accountId, f.includeSubAccounts)} and ${filters}`;
}

/**
 * Sums of the month costs of `s` over the period as `k` (a lateral subquery: only the rows asked for are summed).
 * For the default period, twelve months, the month row at the period's end already holds them (rolling sums):
 * one row per subscription, and the twelve-month sum runs only for a subscription without that row.
 */
function costsLateral(period: ListPeriod): SQL {
  const live = sql`select
        coalesce(sum(c.total_ore) filter (where c.period >= ${period.from}::date), 0)::bigint as total_ore,
        coalesce(sum(c.work_ore) filter (where c.period >= ${period.from}::date), 0)::bigint as work_ore,
        coalesce(sum(c.private_ore) filter (where c.period >= ${period.from}::date), 0)::bigint as private_ore,
        coalesce(sum(c.deducted_ore) filter (where c.period >= ${period.from}::date), 0)::bigint as deducted_ore,
        coalesce(sum(c.data_bytes) filter (where c.period >= ${period.from}::date), 0)::bigint as data_bytes,
        coalesce(sum(c.deducted_ore) filter (where c.period = ${period.to}::date), 0)::bigint as deducted_month_ore,
        coalesce(sum(c.deducted_ore) filter (where c.period >= ${period.yearFrom}::date), 0)::bigint as deducted_year_ore
      from subscription_month_costs c
      where ${period.rolling ? sql`f.subscription_id is null and` : sql``} c.subscription_id = s.id
        and c.period between least(${period.from}::date, ${period.yearFrom}::date) and ${period.to}::date`;
  if (!period.rolling) return sql`left join lateral (${live}) k on true`;
  return sql`left join subscription_month_costs f on f.subscription_id = s.id and f.period = ${period.to}::date
    left join lateral (${live}) l on true
    cross join lateral (select
      coalesce(f.rolling_total_ore, l.total_ore) as total_ore,
      coalesce(f.rolling_work_ore, l.work_ore) as work_ore,
      coalesce(f.rolling_private_ore, l.private_ore) as private_ore,
      coalesce(f.rolling_deducted_ore, l.deducted_ore) as deducted_ore,
      coalesce(f.rolling_data_bytes, l.data_bytes) as data_bytes,
      coalesce(f.deducted_ore, l.deducted_month_ore) as deducted_month_ore,
      coalesce(f.ytd_deducted_ore, l.deducted_year_ore) as deducted_year_ore) k`;
}

function monthsIn(period: ListPeriod): SQL {
  return sql`((extract(year from ${period.to}::date) * 12 + extract(month from ${period.to}::date))
    - (extract(year from ${period.from}::date) * 12 + extract(month from ${period.from}::date)) + 1)::int`;
}

/** The sort columns of each key; amounts come from `k` (costsLateral), the rest from the subscription's own rows. */
function sortColumns(key: SubscriptionSortKey, period: ListPeriod): SQL[] {
  const size = sql`(s.data_included_bytes * ${monthsIn(period)})`;
  switch (key) {
    case 'FirstName':
      // The person's lower-case names as the subscription keeps them (migration 0060).
      return [sql`s.person_first_key`, sql`s.person_last_key`];
    case 'PhoneNumber':
      return [sql`s.phone_number`];
    case 'ProfileName':
      return [sql`lower(pp.description)`];
    case 'Department':
      return [sql`lower(d.name)`];
    case 'SumUsageWork':
      return [sql`k.work_ore`];
    case 'SumUsagePrivate':
      return [sql`k.private_ore`];
    case 'SumUsageTotal':
      return [sql`k.total_ore`];
    case 'DataSize':
      return [size];
    case 'DataFree':
      return [sql`greatest(${size} - k.data_bytes, 0)`];
    case 'DataPctUse':
      return [sql`(k.data_bytes::float8 / nullif(${size}, 0))`];
    case 'DeductedMonth':
      return [sql`k.deducted_month_ore`];
    case 'DeductedYear':
      return [sql`k.deducted_year_ore`];
  }
}

function orderBy(sort: SubscriptionSort, period: ListPeriod): SQL {
  const { key, desc } = sortKey(sort);
  const dir = sql.raw(desc ? 'desc nulls last' : 'asc nulls last');
  // Every sort column gets the direction; the subscription id breaks ties so pages never overlap: ascending, but
  // in a name or amount sort's direction, as their indexes hold them (subscription-walks.ts, amount-walks.ts).
  const ties = sql.raw(desc && (key === 'FirstName' || isAmountSort(key)) ? 'desc' : 'asc');
  return sql.join([...sortColumns(key, period).map((c) => sql`${c} ${dir}`), sql`s.id ${ties}`], sql`, `);
}

const rowColumns = sql`
  s.id as "subscriptionId", s.account_id as "accountId", a.customer_id as "customerId",
  s.catalog_id as "catalogId", s.payment_profile_id as "paymentProfileId",
  pp.description as "paymentProfileDescription", p.first_name as "firstName", p.last_name as "lastName",
  s.phone_number as "phoneNumber", p.mobile as "bnMobile", p.fixed as "bnFixed", p.email,
  p.department_id as "departmentId", d.name as "departmentName", p.picture_hash as picture, p.position, p.skills,
  a.customer_number as "extCustomerId", p.employee_number as "extEmployeeId",
  s.billing_group_id as "billingGroupId", bg.name as "billingGroupName", s.product, s.version,
  s.data_included_bytes as "dataIncludedBytes", ${subscriptionEndedOn(sql`s`)} as "endedOn"`;

const rowJoins = sql`
  join accounts a on a.id = s.account_id
  join billing_groups bg on bg.id = s.billing_group_id
  left join people p on p.catalog_id = s.catalog_id
  left join departments d on d.id = p.department_id
  left join payment_profiles pp on pp.id = s.payment_profile_id`;

/** The period's sums of `k` (costsLateral) as a row's fields. */
const costColumns = sql`
  k.total_ore as "totalOre", k.work_ore as "workOre", k.private_ore as "privateOre",
  k.deducted_ore as "deductedOre", k.deducted_month_ore as "deductedMonthOre",
  k.deducted_year_ore as "deductedYearOre", k.data_bytes as "dataBytes"`;

/** A sort's key and direction. */
function sortKey(sort: SubscriptionSort): { key: SubscriptionSortKey; desc: boolean } {
  const desc = sort.endsWith('Desc');
  return { key: sort.slice(0, desc ? -4 : -3) as SubscriptionSortKey, desc };
}

/**
 * The page's subscription ids in order, as a subquery. A sort an index gives (subscription-walks.ts) reads the
 * page's rows in order and stops, and so does an amount sort of the default period when `amountsWalked`
 * (amount-walks.ts); any other amount sort sums the period's month costs of every subscription in scope (one index
 * range per subscription) and sorts them.
 */
function pageIds(
  principal: Principal,
  f: ListFilter,
  period: ListPeriod,
  sort: SubscriptionSort,
  walk: Walk,
  amountsWalked: boolean,
): SQL {
  const { key, desc } = sortKey(sort);
  if (isWalked(key)) return walkedPage(key, desc, walk);
  if (amountsWalked && isAmountSort(key))
    return amountWalkedPage(key, desc, walk, period.to, {
      costs: costsLateral(period),
      figure: sortColumns(key, period)[0]!,
    });
  return sql`(select s.id
    from subscriptions s
    left join people p on p.catalog_id = s.catalog_id
    ${costsLateral(period)}
    where ${listWhere(principal, f, walk.filters)}
    order by ${orderBy(sort, period)}
    limit ${walk.limit} offset ${walk.offset})`;
}

/**
 * The subscriptions in scope, counted up to one past `bound` (db/bounded-total.ts): the count stops there rather
 * than reading the whole scope.
 */
async function countSubscriptions(
  db: Executor,
  principal: Principal,
  f: ListFilter,
  filters: SQL,
  bound: number,
): Promise<BoundedTotal> {
  const [c] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from subscriptions s left join people p on p.catalog_id = s.catalog_id
        where ${listWhere(principal, f, filters)} limit ${bound + 1}) c`,
  );
  return boundedTotal(c?.n ?? 0, bound);
}

/**
 * One page of the list and its total (exact up to 1 000 past the offset, a lower bound beyond). The page's rows sum
 * their costs (a hundred index lookups) and are sorted again by the same key, a total order (the subscription id
 * breaks ties), so they come out in the page's order.
 */
export async function listSubscriptions(
  db: Executor,
  principal: Principal,
  f: ListFilter,
  period: ListPeriod,
  sort: SubscriptionSort,
  page: { limit: number; offset: number },
): Promise<BoundedTotal & { rows: SubscriptionRow[] }> {
  const ended = await endedBefore(db, sql`${period.from}::date`);
  const own = (row: SQL) => ownFilters(f, period, ended, row);
  const search = searchFilter(f);
  const walk: Walk = {
    accounts: scopedAccountIds(principal, f.accountId, f.includeSubAccounts),
    accountId: f.accountId,
    // The filter but the scope over `s` and `p`; without a search, the same over a list figures row as well.
    filters: search ? sql`${own(sql`s`)} and ${search}` : own(sql`s`),
    figuresFilters: search ? undefined : own(sql`lf`),
    ...page,
  };
  const amountsWalked =
    period.rolling && isAmountSort(sortKey(sort).key) && (await fewSummedLive(db, walk, period.to));
  const [rows, total] = await Promise.all([
    queryRows<SubscriptionRow>(
      db,
      sql`select ${rowColumns}, ${monthsIn(period)} as months, ${costColumns}
        from ${pageIds(principal, f, period, sort, walk, amountsWalked)} page join subscriptions s on s.id = page.id
        ${rowJoins} ${costsLateral(period)}
        order by ${orderBy(sort, period)}`,
    ),
    countSubscriptions(db, principal, f, walk.filters, countBound(page.offset)),
  ]);
  return { ...total, rows };
}

/** The details' row: the list's row, and the payment profile whose rules apply (own, or the account's default). */
export type SubscriptionDetailsSourceRow = SubscriptionRow & { profileId: number | null; fallback: boolean };

/**
 * One subscription's row with its cost sums for the period and the profile that applies to it, when the caller
 * may see it in the account's tree; undefined otherwise.
 */
export async function findSubscriptionRow(
  db: Executor,
  principal: Principal,
  subscriptionId: number,
  period: ListPeriod,
  accountId: number,
): Promise<SubscriptionDetailsSourceRow | undefined> {
  const [row] = await queryRows<SubscriptionDetailsSourceRow>(
    db,
    sql`select ${rowColumns}, ${monthsIn(period)} as months, ${costColumns},
          coalesce(s.payment_profile_id, dp.id) as "profileId", (s.payment_profile_id is null) as fallback
        from subscriptions s ${rowJoins} ${costsLateral(period)} ${effectiveProfileJoin(sql`s`)}
        where s.id = ${subscriptionId} and s.account_id in ${scopedAccountIds(principal, accountId, true)}`,
  );
  return row;
}
