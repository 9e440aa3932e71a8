import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList, monthStart } from '../../../db/sql.ts';
import { effectiveProfileJoin } from './effective-profile.ts';
import type { DraftRules } from './engine-rules.ts';
import { rulesInOneShape } from './rules-shape.ts';

/**
 * SQL of open and closed months (closed-months.ts holds the rules). Reads by subscription id without a caller, as
 * cost.repository.ts does, except `listOpenPastMonths`, which is scoped by the caller's visible accounts.
 */

export type MonthStateRow = {
  subscriptionId: number;
  period: string;
  closed: boolean;
  ruleSnapshotId: number | null;
  rules: DraftRules | null;
  paymentProfileId: number | null;
};

/** The stored months of some subscriptions between two periods (YYYY-MM); none for no subscriptions. */
export async function listMonthStates(
  db: Executor,
  subscriptionIds: number[],
  fromPeriod: string,
  toPeriod: string,
): Promise<MonthStateRow[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await queryRows<MonthStateRow>(
    db,
    sql`select c.subscription_id as "subscriptionId", to_char(c.period, 'YYYY-MM') as period,
          c.closed_at is not null as closed, c.rule_snapshot_id as "ruleSnapshotId", null as rules,
          c.payment_profile_id as "paymentProfileId"
        from subscription_month_costs c
        where c.subscription_id in ${inList(subscriptionIds)}
          and c.period between ${monthStart(fromPeriod)} and ${monthStart(toPeriod)}`,
  );
  // Each snapshot's rules read and rebuilt once: the months of a year mostly share a few (a thousand
  // subscriptions' months carried the same rules JSON eleven thousand times).
  const ids = [...new Set(rows.flatMap((r) => (r.ruleSnapshotId === null ? [] : [r.ruleSnapshotId])))];
  if (ids.length === 0) return rows;
  const snapshots = await queryRows<{ id: number; rules: DraftRules }>(
    db,
    sql`select id, rules from cost_rule_snapshots where id in ${inList(ids)}`,
  );
  const shaped = new Map(snapshots.map((r) => [r.id, rulesInOneShape(r.rules)]));
  for (const row of rows) if (row.ruleSnapshotId !== null) row.rules = shaped.get(row.ruleSnapshotId) ?? null;
  return rows;
}

/** Stores a snapshot of rules (its JSON) under its digest, unless one with that digest is there already. */
export async function insertRuleSnapshot(db: Executor, digest: string, json: string): Promise<void> {
  await db.execute(sql`insert into cost_rule_snapshots (digest, rules) values (${digest}, ${json}::jsonb)
    on conflict (digest) do nothing`);
}

/** The id of the snapshot with this digest. */
export async function ruleSnapshotIdByDigest(db: Executor, digest: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from cost_rule_snapshots where digest = ${digest}`,
  );
  return row!.id;
}

/**
 * The due date of a month (`period`, a date) in SQL: the due day of the month's rules (`r` a snapshot, else `pp`
 * the profile that applies now, else the 15th), at least the 10th, clamped to the next month's length.
 */
function dueDateSql(period: SQL): SQL {
  return sql`((${period} + interval '1 month')::date + (least(greatest(10,
      coalesce((r.rules->'settings'->>'dueDateDay')::int, pp.due_date_day, 15)),
      extract(day from (${period} + interval '2 month' - interval '1 day'))::int) - 1))`;
}

const profileJoins = sql`join subscriptions s on s.id = c.subscription_id
  ${effectiveProfileJoin(sql`s`)}
  left join payment_profiles pp on pp.id = coalesce(s.payment_profile_id, dp.id)
  left join cost_rule_snapshots r on r.id = c.rule_snapshot_id`;

/** The open stored months before the current one (`currentStart`, its first day) with their due dates. */
const openMonthsWithDueDates = (
  currentStart: string,
) => sql`select c.subscription_id, c.period, c.computed_at,
      ${dueDateSql(sql`c.period`)} as due_date
    from subscription_month_costs c ${profileJoins}
    where c.closed_at is null and c.period < ${currentStart}::date`;

/**
 * Per subscription, the earliest open month whose due date is before `day` and that was last computed on or
 * before its due date, by period and subscription.
 */
export async function listStaleDueMonths(
  db: Executor,
  day: string,
  currentStart: string,
): Promise<{ subscriptionId: number; period: string }[]> {
  return queryRows<{ subscriptionId: number; period: string }>(
    db,
    sql`select d.subscription_id as "subscriptionId", to_char(min(d.period), 'YYYY-MM') as period
        from (${openMonthsWithDueDates(currentStart)}) d
        where d.due_date < ${day}::date and (d.computed_at at time zone 'Europe/Oslo')::date <= d.due_date
        group by d.subscription_id order by 2, 1`,
  );
}

/** Marks closed (at `closedAt`) every open month before the current one whose due date is before `day`; answers how many. */
export async function closeMonthsDueBefore(
  db: Executor,
  day: string,
  currentStart: string,
  closedAt: Date,
): Promise<number> {
  const closed = await queryRows<{ n: number }>(
    db,
    sql`with closed as (
          update subscription_month_costs m set closed_at = ${closedAt.toISOString()}::timestamptz
          from (${openMonthsWithDueDates(currentStart)}) d
          where m.subscription_id = d.subscription_id and m.period = d.period and d.due_date < ${day}::date
          returning 1)
        select count(*)::int as n from closed`,
  );
  return closed[0]?.n ?? 0;
}

/**
 * Of some (subscription, month) pairs (months YYYY-MM), the closed ones: closed by the job, or whose due date is
 * before `day` although the job has not run yet.
 */
export async function listClosedMonths(
  db: Executor,
  day: string,
  pairs: { subscriptionId: number; period: string }[],
): Promise<{ subscriptionId: number; period: string }[]> {
  const source = sql`select p."subscriptionId" as subscription_id, p.period
    from json_to_recordset(${JSON.stringify(pairs.map((p) => ({ ...p, period: `${p.period}-01` })))}::json)
      as p("subscriptionId" int, period date)`;
  return queryRows<{ subscriptionId: number; period: string }>(
    db,
    sql`select c.subscription_id as "subscriptionId", to_char(c.period, 'YYYY-MM') as period
        from (${closedOf(day, source)}) c`,
  );
}

/**
 * Of the (subscription_id, period) pairs a query gives (period the month's first day), the distinct closed ones:
 * closed by the job, or past their due day although the job has not run yet.
 */
export function closedOf(day: string, pairs: SQL): SQL {
  return sql`select distinct p.subscription_id, p.period
        from (${pairs}) p
        left join subscription_month_costs c on c.subscription_id = p.subscription_id and c.period = p.period
        join subscriptions s on s.id = p.subscription_id
        ${effectiveProfileJoin(sql`s`)}
        left join payment_profiles pp on pp.id = coalesce(s.payment_profile_id, dp.id)
        left join cost_rule_snapshots r on r.id = c.rule_snapshot_id
        where c.closed_at is not null or ${dueDateSql(sql`p.period`)} < ${day}::date`;
}

/** The months (YYYY-MM) before the current one with an open subscription month of the account or its sub accounts. */
export async function listOpenPastMonths(
  db: Executor,
  p: Principal,
  accountId: number,
  currentStart: string,
): Promise<string[]> {
  const rows = await queryRows<{ period: string }>(
    db,
    sql`select distinct to_char(c.period, 'YYYY-MM') as period
        from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
        where c.closed_at is null and c.period < ${currentStart}::date
          and s.account_id in ${scopedAccountIds(p, accountId, true)}
        order by 1`,
  );
  return rows.map((r) => r.period);
}
