import type { DeductStatus, ReportMode, SmsPaymentMode } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList, intArray } from '../../../db/sql.ts';
import { subscriptionEndedOn } from '../../../db/subscription-end.ts';
import { AppError } from '../../../errors.ts';
import type { MonthInput } from './cost-engine.ts';
import { effectiveProfileJoin } from './effective-profile.ts';
import type { CategoryGroupInfo, DraftRules } from './engine-rules.ts';
import { loadLateSplitDecisions } from './late-split-inputs.ts';
import { rulesInOneShape } from './rules-shape.ts';

/**
 * SQL of the cost engine. These functions read by subscription or profile id without a caller: the GraphQL and
 * REST layers check visibility (scoped SQL) before they hand ids here.
 */

export async function loadCatalogue(db: Executor): Promise<CategoryGroupInfo[]> {
  return queryRows<CategoryGroupInfo>(
    db,
    sql`select id, key, description, groupable, reportable from payment_category_groups order by sort_order, id`,
  );
}

export type SubscriptionCostRow = {
  id: number;
  /** The person (null when the subscription has none). */
  catalogId: number | null;
  profileId: number | null;
  /** The subscription's own payment profile (null when it follows a default profile or none). */
  memberProfileId: number | null;
  fallback: boolean;
  dataIncludedBytes: number;
  /** Its last day when it or its account has ended (db/subscription-end.ts), else null. */
  endedOn: string | null;
};

/** What the costs of one subscription start from: the profile that applies, the data allowance, the person. */
export type CostSubscription = Omit<SubscriptionCostRow, 'id' | 'memberProfileId'>;

/** One subscription with the profile that applies to it (own or default) and its person; undefined when none. */
export async function findSubscriptionForCosts(
  db: Executor,
  subscriptionId: number,
): Promise<CostSubscription | undefined> {
  const [row] = await queryRows<CostSubscription>(
    db,
    sql`select coalesce(s.payment_profile_id, dp.id) as "profileId", (s.payment_profile_id is null) as fallback,
          s.data_included_bytes as "dataIncludedBytes", s.catalog_id as "catalogId",
          ${subscriptionEndedOn(sql`s`)} as "endedOn"
        from subscriptions s ${effectiveProfileJoin(sql`s`)} where s.id = ${subscriptionId}`,
  );
  return row;
}

/** The subscriptions a recompute covers, with the profile that applies to each. */
export async function listSubscriptionsForCosts(
  db: Executor,
  scope: { subscriptionIds?: number[]; profileId?: number; accountIds?: number[]; catalogIds?: number[] },
): Promise<SubscriptionCostRow[]> {
  const where: SQL[] = [sql`true`];
  if (scope.catalogIds) {
    if (scope.catalogIds.length === 0) return [];
    where.push(sql`s.catalog_id in ${inList(scope.catalogIds)}`);
  }
  if (scope.subscriptionIds) {
    if (scope.subscriptionIds.length === 0) return [];
    where.push(sql`s.id in ${inList(scope.subscriptionIds)}`);
  }
  if (scope.accountIds) {
    if (scope.accountIds.length === 0) return [];
    where.push(
      sql`s.account_id in (select t.descendant_id from account_tree t where t.ancestor_id in ${inList(scope.accountIds)})`,
    );
  }
  if (scope.profileId !== undefined)
    where.push(sql`coalesce(s.payment_profile_id, dp.id) = ${scope.profileId}::int`);
  return queryRows<SubscriptionCostRow>(
    db,
    sql`select s.id, s.catalog_id as "catalogId", coalesce(s.payment_profile_id, dp.id) as "profileId",
          s.payment_profile_id as "memberProfileId", (s.payment_profile_id is null) as fallback, s.data_included_bytes as "dataIncludedBytes",
          ${subscriptionEndedOn(sql`s`)} as "endedOn"
        from subscriptions s ${effectiveProfileJoin(sql`s`)}
        where ${sql.join(where, sql` and `)}
        order by s.catalog_id nulls last, s.id`,
  );
}

/** A saved profile's rules in the engine's shape (one round trip: rules, groups and filters as JSON). */
export async function loadProfileRules(db: Executor, profileId: number): Promise<DraftRules> {
  const [profile] = await queryRows<{
    defaultReportMode: ReportMode;
    reportingEnabled: boolean;
    dueDateDay: number;
    smsPaymentMode: SmsPaymentMode;
    ekBenefit: boolean;
    rules: {
      categoryGroupID: number;
      groupId: number | null;
      covers: boolean;
      limited: boolean;
      limitOre: number;
      report: boolean;
    }[];
    groups: { groupID: number; groupName: string; covers: boolean; limited: boolean; limitOre: number }[];
    filters: { categoryGroupID: number; descriptionMatch: string }[];
  }>(
    db,
    sql`select p.default_report_mode as "defaultReportMode", p.send_sms_report as "reportingEnabled",
          p.due_date_day as "dueDateDay", p.sms_payment_mode as "smsPaymentMode",
          p.ek_benefit as "ekBenefit",
          coalesce((select json_agg(json_build_object('categoryGroupID', r.category_group_id, 'groupId', r.group_id,
              'covers', r.covers, 'limited', r.limited, 'limitOre', r.limit_ore, 'report', r.report)
              order by r.category_group_id)
            from payment_profile_rules r where r.profile_id = p.id), '[]') as rules,
          coalesce((select json_agg(json_build_object('groupID', g.id, 'groupName', g.name, 'covers', g.covers,
              'limited', g.limited, 'limitOre', g.limit_ore) order by g.id)
            from payment_profile_groups g where g.profile_id = p.id), '[]') as groups,
          coalesce((select json_agg(json_build_object('categoryGroupID', f.category_group_id,
              'descriptionMatch', f.description_match) order by f.id)
            from deduct_filters f where f.profile_id = p.id), '[]') as filters
        from payment_profiles p where p.id = ${profileId}`,
  );
  if (!profile) throw AppError.notFound('Payment profile');
  const { rules, groups, filters, ...settings } = profile;
  return rulesInOneShape({
    settings,
    categoryGroups: rules,
    groups: groups.map((g) => ({
      ...g,
      categoryGroupIDs: rules.filter((r) => r.groupId === g.groupID).map((r) => r.categoryGroupID),
    })),
    deductFilters: filters,
  });
}

export type SubscriptionMonths = { months: MonthInput[]; dataBytes: Map<string, number> };

/**
 * The engine's input for some subscriptions over a range of months: usage per description (content-group usage
 * comes as the content services themselves, with their approval), the employee's reports, and the data used.
 */
export async function loadMonthInputs(
  db: Executor,
  subscriptionIds: number[],
  fromPeriod: string,
  toPeriod: string,
  contentGroupId: number | undefined,
): Promise<Map<number, SubscriptionMonths>> {
  const out = new Map<number, SubscriptionMonths>();
  if (subscriptionIds.length === 0) return out;
  const from = `${fromPeriod}-01`;
  const to = `${toPeriod}-01`;
  const monthOf = (subscriptionId: number, period: string): MonthInput => {
    let sub = out.get(subscriptionId);
    if (!sub) {
      sub = { months: [], dataBytes: new Map() };
      out.set(subscriptionId, sub);
    }
    let m = sub.months.find((x) => x.period === period);
    if (!m) {
      m = { period, usage: [], reports: [], contentServices: [], workSplitRejected: false };
      sub.months.push(m);
    }
    return m;
  };

  // One statement for the four inputs, told apart by `kind`: usage per description, content services, the
  // employee's reports and rejected aggregate splits. A content service is in the month its line is booked in (a
  // late line's month is the one it arrived in); they keep their order of arrival (by id).
  const rows = await queryRows<{
    kind: 'usage' | 'content' | 'report' | 'split' | 'late';
    subscriptionId: number;
    period: string;
    categoryGroupId: number | null;
    description: string | null;
    amountOre: number | null;
    dataBytes: number | null;
    deductStatus: string | null;
    usageType: ReportMode | null;
    contentId: number | null;
    statusAfter: string | null;
  }>(
    db,
    sql`select 'usage' as kind, subscription_id as "subscriptionId", to_char(period, 'YYYY-MM') as period,
          category_group_id as "categoryGroupId", description, amount_ore::bigint as "amountOre",
          data_bytes::bigint as "dataBytes", null::text as "deductStatus", null::text as "usageType",
          null::int as "contentId", null::text as "statusAfter"
        from usage_monthly_descriptions
        where subscription_id in ${inList(subscriptionIds)} and period between ${from}::date and ${to}::date
        union all
        select 'content', cs.subscription_id, to_char(b.period, 'YYYY-MM'), null, cs.description,
          cs.amount_ore::bigint, null,
          -- Its own month counts the status it had when it closed: the first late decision's status before.
          coalesce((select ld.status_before from late_decisions ld where ld.content_service_id = cs.id
            order by ld.id limit 1), cs.deduct_status), null, cs.id, null
        from content_services cs
        -- The line's month by its key, one lookup per content service: a join let the planner hash every usage
        -- line (a million in the ingest's transaction) for each batch of subscriptions.
        cross join lateral (select coalesce((select l.booked_period from usage_lines l where l.id = cs.usage_line_id),
          date_trunc('month', cs.charge_date)::date) as period) b
        where cs.subscription_id in ${inList(subscriptionIds)} and b.period between ${from}::date and ${to}::date
        union all
        select 'late', ld.subscription_id, to_char(ld.booked_period, 'YYYY-MM'), null, cs.description,
          cs.amount_ore::bigint, null, ld.status_before, null, ld.id, ld.status_after
        from late_decisions ld join content_services cs on cs.id = ld.content_service_id
        where ld.subscription_id in ${inList(subscriptionIds)}
          and ld.booked_period between ${from}::date and ${to}::date
        union all
        select 'report', subscription_id, to_char(period, 'YYYY-MM'), category_group_id, description, null, null,
          null, usage_type, null, null
        from usage_reports
        where subscription_id in ${inList(subscriptionIds)} and period between ${from}::date and ${to}::date
        union all
        select 'split', subscription_id, to_char(period, 'YYYY-MM'), null, null, null, null, null, null, null, null
        from aggregate_splits a
        where subscription_id in ${inList(subscriptionIds)} and period between ${from}::date and ${to}::date
          -- Its own month counts the status it had when it closed, as a content service's does.
          and coalesce((select ld.status_before from late_decisions ld where ld.aggregate_split_id = a.id
            order by ld.id limit 1), deduct_status) = 'rejected'`,
  );
  const content: typeof rows = [];
  const reports: typeof rows = [];
  const rejectedSplits: typeof rows = [];
  const late: typeof rows = [];
  for (const u of rows) {
    if (u.kind === 'content') content.push(u);
    else if (u.kind === 'late') late.push(u);
    else if (u.kind === 'report') reports.push(u);
    else if (u.kind === 'split') rejectedSplits.push(u);
    else {
      const m = monthOf(u.subscriptionId, u.period);
      const sub = out.get(u.subscriptionId)!;
      sub.dataBytes.set(u.period, (sub.dataBytes.get(u.period) ?? 0) + u.dataBytes!);
      if (u.categoryGroupId !== contentGroupId)
        m.usage.push({
          categoryGroupId: u.categoryGroupId!,
          description: u.description!,
          amountOre: u.amountOre!,
        });
    }
  }
  content.sort((a, b) => a.contentId! - b.contentId!);
  for (const c of content)
    monthOf(c.subscriptionId, c.period).contentServices.push({
      description: c.description!,
      amountOre: c.amountOre!,
      deductStatus: c.deductStatus as DeductStatus,
    });
  // Late decisions in the order they were made; a month with one is computed even without usage.
  late.sort((a, b) => a.contentId! - b.contentId!);
  for (const l of late) {
    const m = monthOf(l.subscriptionId, l.period);
    m.lateDecisions ??= [];
    m.lateDecisions.push({
      description: l.description!,
      amountOre: l.amountOre!,
      statusBefore: l.deductStatus as DeductStatus,
      statusAfter: l.statusAfter as DeductStatus,
    });
  }
  for (const l of await loadLateSplitDecisions(db, subscriptionIds, fromPeriod, toPeriod, contentGroupId)) {
    const m = monthOf(l.subscriptionId, l.bookedPeriod);
    m.lateDecisions ??= [];
    m.lateDecisions.push(l.decision);
  }
  for (const r of rejectedSplits) {
    const m = out.get(r.subscriptionId)?.months.find((x) => x.period === r.period);
    if (m) m.workSplitRejected = true;
  }
  for (const r of reports) {
    const sub = out.get(r.subscriptionId);
    const m = sub?.months.find((x) => x.period === r.period);
    // A report of a month without usage changes nothing.
    if (m)
      m.reports.push({
        categoryGroupId: r.categoryGroupId!,
        description: r.description!,
        usageType: r.usageType!,
      });
  }
  return out;
}

/**
 * Usage per category group between two dates of one subscription, from the daily lines (for part of a month). A
 * line booked in a later month than its date counts as of the first day of that month.
 */
export async function usageBetween(
  db: Executor,
  subscriptionId: number,
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const rows = await queryRows<{ categoryGroupId: number; amountOre: number }>(
    db,
    sql`select category_group_id as "categoryGroupId", sum(amount_ore)::bigint as "amountOre"
        from usage_lines
        where subscription_id = ${subscriptionId}
          and greatest(usage_date, booked_period) between ${from}::date and ${to}::date
        group by category_group_id`,
  );
  return new Map(rows.map((r) => [r.categoryGroupId, r.amountOre]));
}

/**
 * The first and last month with usage of some subscriptions, or null when they have none: each subscription's first
 * and last month from the key's two ends. The minimum over all their months read every month of them (a seq scan of
 * the whole table at 10 000 subscriptions: 200 ms for each recompute batch of 1 000, against 30 ms so).
 */
export async function usagePeriodBounds(
  db: Executor,
  subscriptionIds: number[],
): Promise<{ from: string; to: string } | null> {
  const end = (dir: SQL) => sql`(select u.period from usage_monthly_descriptions u
    where u.subscription_id = s.id order by u.period ${dir} limit 1)`;
  const [r] = await queryRows<{ from: string | null; to: string | null }>(
    db,
    sql`select to_char(min(${end(sql`asc`)}), 'YYYY-MM') as "from", to_char(max(${end(sql`desc`)}), 'YYYY-MM') as "to"
        from unnest(${intArray(subscriptionIds)}) as s(id)`,
  );
  return r?.from && r.to ? { from: r.from, to: r.to } : null;
}
