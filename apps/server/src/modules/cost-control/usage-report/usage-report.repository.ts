import type { DeductStatus, ReportMode } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList, monthStart } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';

export type ReportLinkRow = {
  subscriptionId: number;
  /** YYYY-MM */
  period: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  profileId: number | null;
};

/**
 * The report a link points at, only when its subscription is the logged-in person's: anyone else, or a token
 * that does not exist, gets NOT_FOUND alike.
 */
export async function requireOwnReportLink(
  db: Executor,
  p: Principal,
  token: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ReportLinkRow> {
  const [row] = await queryRows<ReportLinkRow>(
    db,
    sql`select l.subscription_id as "subscriptionId", to_char(l.period, 'YYYY-MM') as period,
          s.phone_number as "phoneNumber", pe.first_name as "firstName", pe.last_name as "lastName",
          s.payment_profile_id as "profileId"
        from usage_report_links l
        join subscriptions s on s.id = l.subscription_id
        join people pe on pe.catalog_id = s.catalog_id
        where l.token = ${token} and s.catalog_id = ${p.catalogId}
        ${opts.forUpdate ? sql`for update of s` : sql``}`,
  );
  if (!row) throw AppError.notFound('Report');
  return row;
}

export type ReportableItem = {
  categoryGroupId: number;
  categoryGroupKey: string;
  categoryGroupDescription: string;
  description: string;
  amountOre: number;
  usageType: ReportMode | null;
  comment: string | null;
};

/**
 * The month's usage of the given category groups, one item per category group and description (content
 * services summed by description, as the engine reports them), with what the employee reported so far.
 */
export async function reportableItems(
  db: Executor,
  subscriptionId: number,
  period: string,
  categoryGroupIds: number[],
  contentGroupId: number | undefined,
): Promise<ReportableItem[]> {
  if (categoryGroupIds.length === 0) return [];
  const month = monthStart(period);
  const ids = inList(categoryGroupIds);
  return queryRows<ReportableItem>(
    db,
    sql`with usage as (
          select u.category_group_id, u.description, u.amount_ore
          from usage_monthly_descriptions u
          where u.subscription_id = ${subscriptionId} and u.period = ${month}
            and u.category_group_id in ${ids} and u.category_group_id is distinct from ${contentGroupId ?? null}::int
          union all
          select ${contentGroupId ?? null}::int, c.description, sum(c.amount_ore)::bigint
          from content_services c
          where c.subscription_id = ${subscriptionId} and ${contentGroupId ?? null}::int in ${ids}
            and c.charge_date >= ${month} and c.charge_date < ${month} + interval '1 month'
          group by c.description)
        select u.category_group_id as "categoryGroupId", g.key as "categoryGroupKey",
          g.description as "categoryGroupDescription",
          u.description, u.amount_ore as "amountOre", r.usage_type as "usageType", r.comment
        from usage u
        join payment_category_groups g on g.id = u.category_group_id
        left join usage_reports r on r.subscription_id = ${subscriptionId} and r.period = ${month}
          and r.category_group_id = u.category_group_id and r.description = u.description
        where u.amount_ore <> 0
        order by g.sort_order, u.description`,
  );
}

export async function saveReport(
  db: Executor,
  r: {
    subscriptionId: number;
    period: string;
    categoryGroupId: number;
    description: string;
    usageType: ReportMode;
    comment: string | null;
    reportedBy: number;
    reportedAt: Date;
  },
): Promise<void> {
  await db.execute(sql`insert into usage_reports
      (subscription_id, period, category_group_id, description, usage_type, comment, reported_by, reported_at)
    values (${r.subscriptionId}, ${monthStart(r.period)}, ${r.categoryGroupId}, ${r.description}, ${r.usageType},
      ${r.comment}, ${r.reportedBy}, ${r.reportedAt})
    on conflict (subscription_id, period, category_group_id, description) do update set
      usage_type = excluded.usage_type, comment = excluded.comment, reported_by = excluded.reported_by,
      reported_at = excluded.reported_at`);
}
export type AggregateSplitRow = { id: number; amount_ore: number; deduct_status: DeductStatus };

/** The month's aggregate split of a subscription (`period` YYYY-MM), locked for the caller's transaction. */
export async function lockAggregateSplit(
  tx: Executor,
  subscriptionId: number,
  period: string,
): Promise<AggregateSplitRow | undefined> {
  const [row] = await queryRows<AggregateSplitRow>(
    tx,
    sql`select id, amount_ore, deduct_status from aggregate_splits
        where subscription_id = ${subscriptionId} and period = ${monthStart(period)} order by id limit 1 for update`,
  );
  return row;
}

export async function deleteAggregateSplit(tx: Executor, id: number): Promise<void> {
  await tx.execute(sql`delete from aggregate_splits where id = ${id}`);
}

export async function insertAggregateSplit(
  tx: Executor,
  v: {
    subscriptionId: number;
    period: string;
    description: string;
    amountOre: number;
    status: DeductStatus;
    decidedAt: Date | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into aggregate_splits (subscription_id, period, description, amount_ore, deduct_status, decided_at, created_at)
        values (${v.subscriptionId}, ${monthStart(v.period)}, ${v.description}, ${v.amountOre}, ${v.status},
          ${v.decidedAt}, ${v.now})
        returning id`,
  );
  return row!.id;
}

/** A new amount for a split, undecided again (or decided at `decidedAt`). */
export async function updateAggregateSplit(
  tx: Executor,
  id: number,
  v: { amountOre: number; status: DeductStatus; decidedAt: Date | null },
): Promise<void> {
  await tx.execute(sql`update aggregate_splits set amount_ore = ${v.amountOre}, deduct_status = ${v.status},
    decided_by = null, decided_at = ${v.decidedAt} where id = ${id}`);
}

export async function insertAggregateSplitComment(
  tx: Executor,
  v: { splitId: number | null; catalogId: number; comment: string; now: Date },
): Promise<void> {
  await tx.execute(sql`insert into deduction_comments (aggregate_split_id, catalog_id, comment, created_at)
    values (${v.splitId}, ${v.catalogId}, ${v.comment}, ${v.now})`);
}
