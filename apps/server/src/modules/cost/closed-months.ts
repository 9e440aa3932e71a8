import { createHash } from 'node:crypto';
import { osloDate } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Clock } from '../../clock.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { monthStart } from '../../db/sql.ts';
import { effectiveProfileJoin } from './cost.repository.ts';
import type { DraftRules } from './cost-engine.ts';

/**
 * Open and closed months (docs/COST-RULES.md "Closing a month"). A subscription's month is open until its due day
 * has passed (the due day of the rules the month had, in the next month, never before the 10th); the due-day job
 * then computes it one last time and closes it, and from then on its stored figures never change. While a past
 * month is open it keeps the rules it was last computed with during the month (a snapshot per distinct rules).
 */

/** What a recompute needs to know of a stored month. */
export type MonthState = {
  closed: boolean;
  ruleSnapshotId: number | null;
  rules: DraftRules | null;
  paymentProfileId: number | null;
};

export const monthKey = (subscriptionId: number, period: string) => `${subscriptionId}|${period}`;

/** The stored months of some subscriptions between two periods (YYYY-MM), by monthKey. */
export async function loadMonthStates(
  db: Executor,
  subscriptionIds: number[],
  fromPeriod: string,
  toPeriod: string,
): Promise<Map<string, MonthState>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await queryRows<{
    subscriptionId: number;
    period: string;
    closed: boolean;
    ruleSnapshotId: number | null;
    rules: DraftRules | null;
    paymentProfileId: number | null;
  }>(
    db,
    sql`select c.subscription_id as "subscriptionId", to_char(c.period, 'YYYY-MM') as period,
          c.closed_at is not null as closed, c.rule_snapshot_id as "ruleSnapshotId", r.rules,
          c.payment_profile_id as "paymentProfileId"
        from subscription_month_costs c
        left join cost_rule_snapshots r on r.id = c.rule_snapshot_id
        where c.subscription_id in ${subscriptionIds}
          and c.period between ${monthStart(fromPeriod)} and ${monthStart(toPeriod)}`,
  );
  return new Map(
    rows.map(({ subscriptionId, period, ...state }) => [monthKey(subscriptionId, period), state]),
  );
}

/** Snapshot ids of rules objects already seen in this process (a profile's rules object is read once per recompute). */
const snapshotOf = new WeakMap<DraftRules, number>();

/** The id of a snapshot of these rules (one row per distinct content); `cache` keeps ids within one recompute. */
export async function ruleSnapshotId(
  db: Executor,
  cache: Map<string, number>,
  rules: DraftRules,
): Promise<number> {
  const seen = snapshotOf.get(rules);
  if (seen !== undefined && cache.has(`#${seen}`)) return seen;
  const id = await snapshotIdOf(db, cache, rules);
  snapshotOf.set(rules, id);
  cache.set(`#${id}`, id);
  return id;
}

async function snapshotIdOf(db: Executor, cache: Map<string, number>, rules: DraftRules): Promise<number> {
  const json = JSON.stringify(rules);
  const digest = createHash('sha256').update(json).digest('hex');
  const cached = cache.get(digest);
  if (cached !== undefined) return cached;
  await db.execute(sql`insert into cost_rule_snapshots (digest, rules) values (${digest}, ${json}::jsonb)
    on conflict (digest) do nothing`);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from cost_rule_snapshots where digest = ${digest}`,
  );
  cache.set(digest, row!.id);
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

/** The current month (YYYY-MM) and Oslo's date today. */
function today(clock: Clock): { day: string; currentStart: string } {
  const day = osloDate(clock.now());
  return { day, currentStart: `${day.slice(0, 7)}-01` };
}

/**
 * Closes every open stored month whose due day has passed: a month last computed on or before its due date is
 * computed one last time first (its unreported usage now counts as the profile's default report mode), then all
 * are marked closed. `recompute` is recomputeCosts (passed in to keep the modules acyclic). Safe to run any number
 * of times; a missed night is caught up. Answers how many subscription months it closed.
 */
export async function closeDueMonths(
  db: Executor,
  clock: Clock,
  recompute: (scope: { subscriptionIds: number[]; fromPeriod: string }) => Promise<unknown>,
): Promise<number> {
  const { day, currentStart } = today(clock);
  const due = sql`select c.subscription_id, c.period, c.computed_at, ${dueDateSql(sql`c.period`)} as due_date
    from subscription_month_costs c ${profileJoins}
    where c.closed_at is null and c.period < ${currentStart}::date`;
  const stale = await queryRows<{ subscriptionId: number; period: string }>(
    db,
    sql`select d.subscription_id as "subscriptionId", to_char(min(d.period), 'YYYY-MM') as period
        from (${due}) d
        where d.due_date < ${day}::date and (d.computed_at at time zone 'Europe/Oslo')::date <= d.due_date
        group by d.subscription_id order by 2, 1`,
  );
  const byPeriod = new Map<string, number[]>();
  for (const s of stale) byPeriod.set(s.period, [...(byPeriod.get(s.period) ?? []), s.subscriptionId]);
  for (const [fromPeriod, subscriptionIds] of byPeriod) await recompute({ subscriptionIds, fromPeriod });
  const closed = await queryRows<{ n: number }>(
    db,
    sql`with closed as (
          update subscription_month_costs m set closed_at = ${clock.now().toISOString()}::timestamptz
          from (${due}) d
          where m.subscription_id = d.subscription_id and m.period = d.period and d.due_date < ${day}::date
          returning 1)
        select count(*)::int as n from closed`,
  );
  return closed[0]?.n ?? 0;
}

/**
 * Of some (subscription, month) pairs, the closed ones (by monthKey): months before the current one that were
 * closed by the job, or whose due day has passed although the job has not run yet.
 */
export async function closedMonthsOf(
  db: Executor,
  clock: Clock,
  pairs: { subscriptionId: number; period: string }[],
): Promise<Set<string>> {
  const { day, currentStart } = today(clock);
  const past = pairs.filter((p) => `${p.period}-01` < currentStart);
  if (past.length === 0) return new Set();
  const rows = await queryRows<{ subscriptionId: number; period: string }>(
    db,
    sql`select distinct p."subscriptionId", to_char(p.period, 'YYYY-MM') as period
        from json_to_recordset(${JSON.stringify(past.map((p) => ({ ...p, period: `${p.period}-01` })))}::json)
          as p("subscriptionId" int, period date)
        left join subscription_month_costs c on c.subscription_id = p."subscriptionId" and c.period = p.period
        join subscriptions s on s.id = p."subscriptionId"
        ${effectiveProfileJoin(sql`s`)}
        left join payment_profiles pp on pp.id = coalesce(s.payment_profile_id, dp.id)
        left join cost_rule_snapshots r on r.id = c.rule_snapshot_id
        where c.closed_at is not null or ${dueDateSql(sql`p.period`)} < ${day}::date`,
  );
  return new Set(rows.map((r) => monthKey(r.subscriptionId, r.period)));
}

/**
 * The months still open for an account and its sub accounts, oldest first: every month before the current one
 * with a subscription's month not closed yet, and the current month. Every other month before it is closed.
 */
export async function openCostMonths(
  db: Executor,
  clock: Clock,
  p: Principal,
  accountId: number,
): Promise<string[]> {
  const { currentStart } = today(clock);
  const rows = await queryRows<{ period: string }>(
    db,
    sql`select distinct to_char(c.period, 'YYYY-MM') as period
        from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
        where c.closed_at is null and c.period < ${currentStart}::date
          and s.account_id in ${scopedAccountIds(p, accountId, true)}
        order by 1`,
  );
  return [...rows.map((r) => r.period), currentStart.slice(0, 7)];
}
