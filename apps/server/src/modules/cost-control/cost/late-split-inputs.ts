import type { DeductStatus, ReportMode } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';
import type { LateSplitDecision } from './cost-engine.ts';

export type BookedLateSplit = { subscriptionId: number; bookedPeriod: string; decision: LateSplitDecision };

/**
 * Decisions on aggregate splits of closed months booked between two months (YYYY-MM), in the order they were made,
 * each with its own month's usage (content aside) and the employee's reports: what the engine recomputes the split's
 * month with to find what the decision moves (cost-engine.ts lateDecisionMoves).
 */
export async function loadLateSplitDecisions(
  db: Executor,
  subscriptionIds: number[],
  fromPeriod: string,
  toPeriod: string,
  contentGroupId: number | undefined,
): Promise<BookedLateSplit[]> {
  if (subscriptionIds.length === 0) return [];
  const decisions = await queryRows<{
    subscriptionId: number;
    bookedPeriod: string;
    period: string;
    statusBefore: DeductStatus;
    statusAfter: DeductStatus;
  }>(
    db,
    sql`select ld.subscription_id as "subscriptionId", to_char(ld.booked_period, 'YYYY-MM') as "bookedPeriod",
        to_char(a.period, 'YYYY-MM') as period, ld.status_before as "statusBefore", ld.status_after as "statusAfter"
      from late_decisions ld join aggregate_splits a on a.id = ld.aggregate_split_id
      where ld.kind = 'aggregateSplit' and ld.subscription_id in ${inList(subscriptionIds)}
        and ld.booked_period between ${`${fromPeriod}-01`}::date and ${`${toPeriod}-01`}::date
      order by ld.id`,
  );
  if (decisions.length === 0) return [];
  const months = [...new Set(decisions.map((d) => d.period))];
  const subs = [...new Set(decisions.map((d) => d.subscriptionId))];
  const rows = await queryRows<{
    kind: 'usage' | 'report';
    subscriptionId: number;
    period: string;
    categoryGroupId: number;
    description: string;
    amountOre: number | null;
    usageType: ReportMode | null;
  }>(
    db,
    sql`select 'usage' as kind, subscription_id as "subscriptionId", to_char(period, 'YYYY-MM') as period,
          category_group_id as "categoryGroupId", description, amount_ore::bigint as "amountOre",
          null::text as "usageType"
        from usage_monthly_descriptions
        where subscription_id in ${inList(subs)} and to_char(period, 'YYYY-MM') in ${inList(months)}
          and category_group_id is distinct from ${contentGroupId ?? null}
        union all
        select 'report', subscription_id, to_char(period, 'YYYY-MM'), category_group_id, description, null,
          usage_type
        from usage_reports
        where subscription_id in ${inList(subs)} and to_char(period, 'YYYY-MM') in ${inList(months)}`,
  );
  return decisions.map((d) => {
    const own = rows.filter((r) => r.subscriptionId === d.subscriptionId && r.period === d.period);
    return {
      subscriptionId: d.subscriptionId,
      bookedPeriod: d.bookedPeriod,
      decision: {
        kind: 'aggregateSplit',
        period: d.period,
        usage: own
          .filter((r) => r.kind === 'usage')
          .map((r) => ({
            categoryGroupId: r.categoryGroupId,
            description: r.description,
            amountOre: r.amountOre!,
          })),
        reports: own
          .filter((r) => r.kind === 'report')
          .map((r) => ({
            categoryGroupId: r.categoryGroupId,
            description: r.description,
            usageType: r.usageType!,
          })),
        statusBefore: d.statusBefore,
        statusAfter: d.statusAfter,
      },
    };
  });
}
