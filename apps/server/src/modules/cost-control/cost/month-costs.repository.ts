import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { intArray, monthStart } from '../../../db/sql.ts';

/**
 * SQL that writes the cost engine's months into subscription_month_costs with their rolling sums (the twelve months
 * ending with each month, and the year's deducted amount up to it), by subscription id as cost.repository.ts reads.
 */

export type MonthCostRow = {
  subscriptionId: number;
  period: string;
  totalOre: number;
  workOre: number;
  privateOre: number;
  coveredOre: number;
  deductedOre: number;
  contentDeductedOre: number;
  contentOverThresholdOre: number;
  contentBenefitOre: number;
  ekBenefitOre: number;
  contentPendingOre: number;
  dataBytes: number;
  ruleSnapshotId: number;
  paymentProfileId: number | null;
};

/** The columns of subscription_month_costs the rolling sums add up (see refreshRollingSums). */
const rollingSums = sql`sum(total_ore) over r12 as rolling_total_ore, sum(work_ore) over r12 as rolling_work_ore,
  sum(private_ore) over r12 as rolling_private_ore, sum(deducted_ore) over r12 as rolling_deducted_ore,
  sum(data_bytes) over r12 as rolling_data_bytes,
  sum(deducted_ore) over (partition by subscription_id, date_trunc('year', period) order by period) as ytd_deducted_ore`;

const rollingWindow = sql`window r12 as (partition by subscription_id order by period
  range between interval '11 months' preceding and current row)`;

/**
 * The first month a rolling sum of a month from `fromPeriod` on reaches back to: eleven months before it (the
 * year-to-date sum starts in January of the same year, which is never earlier).
 */
const windowStart = (fromPeriod: string) => sql`(${monthStart(fromPeriod)} - interval '11 months')::date`;

/**
 * Upserts computed months of some subscriptions from `fromPeriod` on in one statement (the rows travel as one
 * JSON parameter), with their rolling sums: the window runs over the stored months it reaches back to and the
 * incoming ones in place of the stored ones, so a new month is written once instead of inserted, then updated. A
 * closed month is left alone and counts as stored.
 */
export async function upsertMonthCosts(
  db: Executor,
  rows: MonthCostRow[],
  computedAt: Date,
  fromPeriod: string,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = [...new Set(rows.map((r) => r.subscriptionId))];
  await db.execute(sql`
    with incoming as (
      select r."subscriptionId" as subscription_id, r.period, r."totalOre" as total_ore, r."workOre" as work_ore,
        r."privateOre" as private_ore, r."coveredOre" as covered_ore, r."deductedOre" as deducted_ore,
        r."contentDeductedOre" as content_deducted_ore, r."contentOverThresholdOre" as content_over_threshold_ore,
        r."contentBenefitOre" as content_benefit_ore, r."ekBenefitOre" as ek_benefit_ore,
        r."contentPendingOre" as content_pending_ore, r."dataBytes" as data_bytes,
        r."ruleSnapshotId" as rule_snapshot_id, r."paymentProfileId" as payment_profile_id
      from json_to_recordset(${JSON.stringify(rows)}::json) as r("subscriptionId" int, period date, "totalOre" bigint,
        "workOre" bigint, "privateOre" bigint, "coveredOre" bigint, "deductedOre" bigint, "contentDeductedOre" bigint,
        "contentOverThresholdOre" bigint, "contentBenefitOre" bigint, "ekBenefitOre" bigint,
        "contentPendingOre" bigint, "dataBytes" bigint, "ruleSnapshotId" int, "paymentProfileId" int)
    ),
    stored as (
      select subscription_id, period, total_ore, work_ore, private_ore, deducted_ore, data_bytes,
        closed_at is not null as closed
      from subscription_month_costs
      where subscription_id = any(${intArray(ids)}) and period >= ${windowStart(fromPeriod)}
    ),
    written as (
      select i.* from incoming i
      where not exists (select 1 from stored s
        where s.subscription_id = i.subscription_id and s.period = i.period and s.closed)
    ),
    sums as (
      select subscription_id, period, ${rollingSums}
      from (
        select subscription_id, period, total_ore, work_ore, private_ore, deducted_ore, data_bytes from written
        union all
        select subscription_id, period, total_ore, work_ore, private_ore, deducted_ore, data_bytes from stored s
        where not exists (select 1 from written w where w.subscription_id = s.subscription_id and w.period = s.period)
      ) m
      ${rollingWindow}
    )
    insert into subscription_month_costs (subscription_id, period, total_ore, work_ore, private_ore, covered_ore,
      deducted_ore, content_deducted_ore, content_over_threshold_ore, content_benefit_ore, ek_benefit_ore,
      content_pending_ore, data_bytes, rolling_total_ore, rolling_work_ore, rolling_private_ore, rolling_deducted_ore,
      rolling_data_bytes, ytd_deducted_ore, computed_at, rule_snapshot_id, payment_profile_id)
    select w.subscription_id, w.period, w.total_ore, w.work_ore, w.private_ore, w.covered_ore, w.deducted_ore,
      w.content_deducted_ore, w.content_over_threshold_ore, w.content_benefit_ore, w.ek_benefit_ore,
      w.content_pending_ore, w.data_bytes, s.rolling_total_ore, s.rolling_work_ore, s.rolling_private_ore,
      s.rolling_deducted_ore, s.rolling_data_bytes, s.ytd_deducted_ore,
      ${computedAt.toISOString()}::timestamptz, w.rule_snapshot_id, w.payment_profile_id
    from written w join sums s on s.subscription_id = w.subscription_id and s.period = w.period
    on conflict (subscription_id, period) do update set
      total_ore = excluded.total_ore, work_ore = excluded.work_ore, private_ore = excluded.private_ore,
      covered_ore = excluded.covered_ore, deducted_ore = excluded.deducted_ore,
      content_deducted_ore = excluded.content_deducted_ore,
      content_over_threshold_ore = excluded.content_over_threshold_ore,
      content_benefit_ore = excluded.content_benefit_ore, ek_benefit_ore = excluded.ek_benefit_ore,
      content_pending_ore = excluded.content_pending_ore, data_bytes = excluded.data_bytes,
      rolling_total_ore = excluded.rolling_total_ore, rolling_work_ore = excluded.rolling_work_ore,
      rolling_private_ore = excluded.rolling_private_ore, rolling_deducted_ore = excluded.rolling_deducted_ore,
      rolling_data_bytes = excluded.rolling_data_bytes, ytd_deducted_ore = excluded.ytd_deducted_ore,
      computed_at = excluded.computed_at, rule_snapshot_id = excluded.rule_snapshot_id,
      payment_profile_id = excluded.payment_profile_id
    where subscription_month_costs.closed_at is null`);
}

/**
 * Refreshes the rolling sums (the twelve months ending with each month, and the year's deducted amount up to it)
 * of some subscriptions from a month on; later months' windows include the changed ones, so every month from
 * `fromPeriod` is refreshed. Rows whose sums did not change are left alone: after upsertMonthCosts of the same
 * months, only stored months it did not write (a closed one, one after the subscription ended) can change.
 */
export async function refreshRollingSums(
  db: Executor,
  subscriptionIds: number[],
  fromPeriod: string,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  const ids = intArray(subscriptionIds);
  await db.execute(sql`
    update subscription_month_costs c set
      rolling_total_ore = w.rolling_total_ore, rolling_work_ore = w.rolling_work_ore,
      rolling_private_ore = w.rolling_private_ore, rolling_deducted_ore = w.rolling_deducted_ore,
      rolling_data_bytes = w.rolling_data_bytes, ytd_deducted_ore = w.ytd_deducted_ore
    from (
      select subscription_id, period, ${rollingSums}
      from subscription_month_costs
      where subscription_id = any(${ids}) and period >= ${windowStart(fromPeriod)}
      ${rollingWindow}
    ) w
    -- The subscriptions named on the updated side too: by the period alone the planner read the month of every
    -- subscription (50 000 rows for each batch of 1 000 in the ingest bench).
    where c.subscription_id = any(${ids}) and c.subscription_id = w.subscription_id and c.period = w.period
      and c.period >= ${monthStart(fromPeriod)}
      and (c.rolling_total_ore, c.rolling_work_ore, c.rolling_private_ore, c.rolling_deducted_ore,
           c.rolling_data_bytes, c.ytd_deducted_ore)
        is distinct from (w.rolling_total_ore::bigint, w.rolling_work_ore::bigint, w.rolling_private_ore::bigint,
           w.rolling_deducted_ore::bigint, w.rolling_data_bytes::bigint, w.ytd_deducted_ore::bigint)`);
}
