import type { DeductStatus } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type AccountScope, inAccountScope } from '../../../auth/account-scope.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains } from '../../../db/sql.ts';
import type { ReportingPeriod } from './reporting-period.ts';

/** Content services are single charges on a date; aggregate splits are a whole month of generic traffic. */
export type DeductionKind = 'contentService' | 'aggregateSplit';

type KindSql = {
  table: SQL;
  /** What the item's date needs besides its own table. */
  join: SQL;
  /** The date the item counts on: what the period filter and the order use. */
  date: SQL;
  /** The date shown: the charge's own. */
  chargeDate: SQL;
  inPeriod: (p: ReportingPeriod) => SQL;
  commentKey: SQL;
  bookedPeriod: SQL;
  /** The month the latest late decision on the item was booked in (YYYY-MM), or null. */
  decisionBooked: SQL;
};

/**
 * A content service counts on its charge date, but a late one (its line booked in a later month because its own month
 * was closed, docs/COST-RULES.md) on the first day of the month it is booked in, as the cost engine counts it; it
 * keeps its own charge date to show.
 */
const CONTENT_COUNTED_ON = sql.raw('coalesce(ul.booked_period, x.charge_date)');
const CONTENT_SERVICES_COUNTED = sql`(select cs.id, cs.subscription_id, ys.catalog_id, cs.amount_ore, cs.deduct_status,
    coalesce(ul.booked_period, cs.charge_date) as counted_on
  from content_services cs join subscriptions ys on ys.id = cs.subscription_id
    left join usage_lines ul on ul.id = cs.usage_line_id)`;

const KINDS: Record<DeductionKind, KindSql> = {
  contentService: {
    table: sql.raw('content_services'),
    join: sql.raw('left join usage_lines ul on ul.id = x.usage_line_id'),
    date: CONTENT_COUNTED_ON,
    chargeDate: sql.raw('x.charge_date'),
    inPeriod: (p) => sql`${CONTENT_COUNTED_ON} between ${p.from}::date and ${p.to}::date`,
    commentKey: sql.raw('c.content_service_id'),
    bookedPeriod: sql.raw('ul.booked_period'),
    decisionBooked: sql.raw(`(select to_char(ld.booked_period, 'YYYY-MM') from late_decisions ld
      where ld.content_service_id = x.id order by ld.id desc limit 1)`),
  },
  aggregateSplit: {
    table: sql.raw('aggregate_splits'),
    join: sql``,
    // A split covers its whole month; it is dated by the month's first day.
    date: sql.raw('x.period'),
    chargeDate: sql.raw('x.period'),
    inPeriod: (p) => sql`x.period = ${p.monthStart}::date`,
    commentKey: sql.raw('c.aggregate_split_id'),
    bookedPeriod: sql.raw('null::date'),
    decisionBooked: sql.raw(`(select to_char(ld.booked_period, 'YYYY-MM') from late_decisions ld
      where ld.aggregate_split_id = x.id order by ld.id desc limit 1)`),
  },
};

export type DeductionFilter = {
  period: ReportingPeriod;
  scope: AccountScope;
  deductStatus: DeductStatus;
  searchString: string | null;
  limit: number;
  offset: number;
  /** Just this item (to answer a mutation with it). */
  onlyId?: number;
};

export type DeductionComment = {
  createdAt: string;
  customerId: number | null;
  catalogId: number | null;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
  comment: string;
};

export type DeductionItemRow = {
  id: number;
  subscriptionId: number;
  description: string;
  amountOre: number;
  chargeDate: string;
  /** A late content service: the month it is booked in (YYYY-MM), after its own month had closed. */
  bookedPeriod: string | null;
  /** An item decided after its month had closed: the month the (latest) decision is booked in. */
  decisionBookedPeriod: string | null;
  deductStatus: DeductStatus;
  decidedAt: string | null;
  decidedByName: string | null;
  catalogId: number | null;
  firstName: string | null;
  lastName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  picture: string | null;
  customerId: number;
  bnMobile: string | null;
  bnFixed: string | null;
  phoneNumber: string;
  billingGroupName: string;
  comments: DeductionComment[];
  /** Content services only: the inputs of thresholdShare (content-service-threshold.ts). */
  priorCoveredOre: number;
  laterInMonthOre: number;
  monthOverThresholdOre: number;
};

export type DeductionPage = {
  totalCount: number;
  totalAmountOre: number;
  statusCounts: Record<DeductStatus, number>;
  items: DeductionItemRow[];
};

/** Matches the item's description, the person's name or the subscription's number. */
function searchCondition(searchString: string | null): SQL {
  const q = searchString?.trim();
  if (!q) return sql``;
  const pattern = contains(q);
  const digits = q.replace(/[\s\u00a0]/g, '');
  return sql`and (x.description ilike ${pattern}
    or (coalesce(pe.first_name, '') || ' ' || coalesce(pe.last_name, '')) ilike ${pattern}
    or s.phone_number like ${contains(digits)})`;
}

function baseFrom(kind: KindSql, p: Principal, f: DeductionFilter) {
  const only = f.onlyId == null ? sql`` : sql`and x.id = ${f.onlyId}`;
  return sql`from ${kind.table} x ${kind.join}
    join subscriptions s on s.id = x.subscription_id
    left join people pe on pe.catalog_id = s.catalog_id
    where ${inAccountScope(p, f.scope)} and ${kind.inPeriod(f.period)} ${searchCondition(f.searchString)} ${only}`;
}

/** One page of content services or aggregate splits of a month, with the totals of the whole filtered list. */
export async function listDeductionItems(
  db: Executor,
  p: Principal,
  kindName: DeductionKind,
  f: DeductionFilter,
): Promise<DeductionPage> {
  const kind = KINDS[kindName];
  const from = baseFrom(kind, p, f);
  const totals = await deductionTotals(db, from, f);
  const rows = await deductionPageRows(db, kind, from, f, contentThresholdColumns(kindName));
  return {
    totalCount: totals?.total_count ?? 0,
    totalAmountOre: totals?.total_amount ?? 0,
    statusCounts: {
      work: totals?.work ?? 0,
      approved: totals?.approved ?? 0,
      rejected: totals?.rejected ?? 0,
    },
    items: rows.map(toDeductionItem),
  };
}

/** How many items each status has, and the count and sum of the status shown. */
async function deductionTotals(db: Executor, from: SQL, f: DeductionFilter) {
  const [totals] = await queryRows<{
    work: number;
    approved: number;
    rejected: number;
    total_count: number;
    total_amount: number;
  }>(
    db,
    sql`select
      count(*) filter (where x.deduct_status = 'work')::int as work,
      count(*) filter (where x.deduct_status = 'approved')::int as approved,
      count(*) filter (where x.deduct_status = 'rejected')::int as rejected,
      count(*) filter (where x.deduct_status = ${f.deductStatus}::text)::int as total_count,
      coalesce(sum(x.amount_ore) filter (where x.deduct_status = ${f.deductStatus}::text), 0)::bigint as total_amount
    ${from}`,
  );
  return totals;
}

function contentThresholdColumns(kindName: DeductionKind): SQL {
  // Content services only: the person's covered items (all their subscriptions, as the yearly threshold counts them)
  // before this one this year, in the cost engine's order (month, subscription, then date and id); the subscription's
  // covered items later in its month; and what the engine found above the threshold in the subscription's month
  // (see content-service-threshold.ts).
  return kindName === 'contentService'
    ? sql`(select coalesce(sum(y.amount_ore), 0)::bigint from ${CONTENT_SERVICES_COUNTED} y
            where (y.subscription_id = x.subscription_id or y.catalog_id = s.catalog_id)
              and y.deduct_status <> 'rejected'
              and y.counted_on >= date_trunc('year', ${CONTENT_COUNTED_ON})::date
              and (date_trunc('month', y.counted_on), y.subscription_id, y.counted_on, y.id)
                < (date_trunc('month', ${CONTENT_COUNTED_ON}), x.subscription_id, ${CONTENT_COUNTED_ON}, x.id)) as prior_covered,
          (select coalesce(sum(y.amount_ore), 0)::bigint from ${CONTENT_SERVICES_COUNTED} y
            where y.subscription_id = x.subscription_id and y.deduct_status <> 'rejected'
              and y.counted_on <= (date_trunc('month', ${CONTENT_COUNTED_ON}) + interval '1 month - 1 day')::date
              and (y.counted_on > ${CONTENT_COUNTED_ON} or (y.counted_on = ${CONTENT_COUNTED_ON} and y.id > x.id))) as later_in_month,
          (select coalesce(sum(c.content_over_threshold_ore), 0)::bigint from subscription_month_costs c
            where c.subscription_id = x.subscription_id
              and c.period = date_trunc('month', ${CONTENT_COUNTED_ON})::date) as month_over`
    : sql`0::bigint as prior_covered, 0::bigint as later_in_month, 0::bigint as month_over`;
}

type DeductionSqlRow = {
  id: number;
  subscription_id: number;
  description: string;
  amount_ore: number;
  charge_date: string;
  booked_period: string | null;
  decision_booked_period: string | null;
  deduct_status: DeductStatus;
  decided_at: string | Date | null;
  decided_by_name: string | null;
  catalog_id: number | null;
  first_name: string | null;
  last_name: string | null;
  department_id: number | null;
  department_name: string | null;
  picture: string | null;
  customer_id: number;
  bn_mobile: string | null;
  bn_fixed: string | null;
  phone_number: string;
  billing_group_name: string;
  comments: DeductionComment[] | null;
  prior_covered: number;
  later_in_month: number;
  month_over: number;
};

/** The page of items of the status shown, newest first, with their people, comments and threshold figures. */
function deductionPageRows(
  db: Executor,
  kind: KindSql,
  from: SQL,
  f: DeductionFilter,
  threshold: SQL,
): Promise<DeductionSqlRow[]> {
  return queryRows<DeductionSqlRow>(
    db,
    sql`with page as (
      select x.id, x.subscription_id, x.description, x.amount_ore, ${kind.date} as counted_on,
        ${kind.chargeDate} as charge_date,
        to_char(${kind.bookedPeriod}, 'YYYY-MM') as booked_period, ${kind.decisionBooked} as decision_booked_period,
        x.deduct_status,
        x.decided_at, x.decided_by, s.catalog_id, s.phone_number, s.billing_group_id, s.account_id,
        ${threshold}
      ${from} and x.deduct_status = ${f.deductStatus}::text
      order by ${kind.date} desc, x.id desc
      limit ${f.limit} offset ${f.offset}
    )
    select page.id, page.subscription_id, page.description, page.amount_ore, page.charge_date, page.booked_period,
      page.decision_booked_period, page.deduct_status,
      page.decided_at, nullif(trim(coalesce(dp.first_name, '') || ' ' || coalesce(dp.last_name, '')), '') as decided_by_name,
      page.catalog_id, pe.first_name, pe.last_name, pe.department_id, d.name as department_name,
      pe.picture_hash as picture, a.customer_id, pe.mobile as bn_mobile, pe.fixed as bn_fixed,
      page.phone_number, bg.name as billing_group_name,
      page.prior_covered, page.later_in_month, page.month_over,
      (select json_agg(json_build_object(
          'createdAt', c.created_at, 'customerId', cp.customer_id, 'catalogId', c.catalog_id,
          'firstName', cp.first_name, 'lastName', cp.last_name, 'picture', cp.picture_hash, 'comment', c.comment)
        order by c.created_at, c.id)
        from deduction_comments c left join people cp on cp.catalog_id = c.catalog_id
        where ${kind.commentKey} = page.id) as comments
    from page
    join accounts a on a.id = page.account_id
    join billing_groups bg on bg.id = page.billing_group_id
    left join people pe on pe.catalog_id = page.catalog_id
    left join departments d on d.id = pe.department_id
    left join people dp on dp.catalog_id = page.decided_by
    order by page.counted_on desc, page.id desc`,
  );
}

function toDeductionItem(r: DeductionSqlRow): DeductionItemRow {
  return {
    id: r.id,
    subscriptionId: r.subscription_id,
    description: r.description,
    amountOre: r.amount_ore,
    chargeDate: r.charge_date,
    bookedPeriod: r.booked_period,
    decisionBookedPeriod: r.decision_booked_period,
    deductStatus: r.deduct_status,
    decidedAt: r.decided_at == null ? null : new Date(r.decided_at).toISOString(),
    decidedByName: r.decided_by_name,
    catalogId: r.catalog_id,
    firstName: r.first_name,
    lastName: r.last_name,
    departmentId: r.department_id,
    departmentName: r.department_name,
    picture: r.picture,
    customerId: r.customer_id,
    bnMobile: r.bn_mobile,
    bnFixed: r.bn_fixed,
    phoneNumber: r.phone_number,
    billingGroupName: r.billing_group_name,
    comments: r.comments ?? [],
    priorCoveredOre: r.prior_covered,
    laterInMonthOre: r.later_in_month,
    monthOverThresholdOre: r.month_over,
  };
}

/** The item if it lies in the caller's chosen, visible accounts (with sub accounts); null otherwise. */
export async function findDeductionItemForUpdate(
  db: Executor,
  p: Principal,
  kindName: DeductionKind,
  accountId: number,
  id: number,
): Promise<{
  subscriptionId: number;
  catalogId: number | null;
  date: string;
  deductStatus: DeductStatus;
} | null> {
  const kind = KINDS[kindName];
  const [row] = await queryRows<{
    subscription_id: number;
    catalog_id: number | null;
    date: string;
    deduct_status: DeductStatus;
  }>(
    db,
    sql`select x.subscription_id, s.catalog_id, ${kind.date} as date, x.deduct_status
      from ${kind.table} x ${kind.join} join subscriptions s on s.id = x.subscription_id
      where x.id = ${id}
        and ${inAccountScope(p, { accountId, billingGroupId: null, includeSubAccounts: true })}
      for update of x`,
  );
  return row
    ? {
        subscriptionId: row.subscription_id,
        catalogId: row.catalog_id,
        date: row.date,
        deductStatus: row.deduct_status,
      }
    : null;
}

/** Records the decision with who and when. */
export async function setDeductStatus(
  db: Executor,
  kindName: DeductionKind,
  id: number,
  status: DeductStatus,
  decidedBy: number,
  at: Date,
): Promise<void> {
  const kind = KINDS[kindName];
  await db.execute(
    sql`update ${kind.table} set deduct_status = ${status}, decided_by = ${decidedBy}, decided_at = ${at.toISOString()}::timestamptz
      where id = ${id}`,
  );
}

export async function addDeductionComment(
  db: Executor,
  kindName: DeductionKind,
  id: number,
  catalogId: number,
  comment: string,
  at: Date,
): Promise<void> {
  const column =
    kindName === 'contentService' ? sql.raw('content_service_id') : sql.raw('aggregate_split_id');
  await db.execute(
    sql`insert into deduction_comments (${column}, catalog_id, comment, created_at)
      values (${id}, ${catalogId}, ${comment}, ${at.toISOString()}::timestamptz)`,
  );
}
