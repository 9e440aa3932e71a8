import type { CategoryGroupKey } from '@connect/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../src/clock.ts';
import type { Executor } from '../../src/db/client.ts';
import {
  deductFilters,
  paymentCategories,
  paymentCategoryGroups,
  paymentProfileGroups,
  paymentProfileRules,
  paymentProfiles,
  usageReports,
} from '../../src/db/schema/index.ts';
import { recomputeCosts } from '../../src/modules/cost-control/cost/cost.service.ts';
import {
  addToRollups,
  createContentServices,
  insertUsageLines,
  type UsageLineRow,
} from '../../src/modules/cost-control/usage/usage.repository.ts';
import { type BuiltAccount, type BuiltSubscription, nextSerial } from './tenancy.ts';

/**
 * Cost control's test factories (see tenancy.ts): payment profiles with their rules, and usage lines with known
 * amounts stored the way ingest stores them, so a test's figures are the ones it wrote down. The category catalogue
 * is the seeded one (`payment_category_groups`, `payment_categories`): it is fixed per product, not test data.
 */

export type BuiltProfile = { id: number; accountId: number };

/** A rule unit's rule; `limitOre` makes it limited (covered up to that many øre a month). */
export type RuleSpec = { covers: boolean; limitOre?: number; report?: boolean };

type ProfileSettings = Partial<
  Pick<
    typeof paymentProfiles.$inferInsert,
    | 'sendSmsReport'
    | 'defaultReportMode'
    | 'dueDateDay'
    | 'automaticApproval'
    | 'smsPaymentMode'
    | 'reportGenericTraffic'
    | 'smsReportText'
    | 'smsSender'
    | 'mandatoryCommentInReport'
    | 'sendLimitAlerts'
    | 'limitAlertPercent'
    | 'ekBenefit'
  >
>;

/**
 * A payment profile of the account. Only the category groups named in `rules` or in a group get a rule row; the
 * others behave as a row's defaults (covered, unlimited, not reported: docs/COST-RULES.md). A group's rule and limit
 * apply to the sum of its members. Make subscriptions members with `buildSubscription({ profile })`.
 */
export async function buildProfile(
  db: Executor,
  opts: {
    account: BuiltAccount;
    description?: string;
    isDefault?: boolean;
    settings?: ProfileSettings;
    rules?: Partial<Record<CategoryGroupKey, RuleSpec>>;
    groups?: { name: string; members: CategoryGroupKey[]; rule: RuleSpec }[];
    filters?: { key: CategoryGroupKey; match: string }[];
  },
): Promise<BuiltProfile> {
  const [profile] = await db
    .insert(paymentProfiles)
    .values({
      accountId: opts.account.id,
      description: opts.description ?? `Testprofil ${nextSerial()}`,
      isDefault: opts.isDefault ?? false,
      ...opts.settings,
    })
    .returning({ id: paymentProfiles.id });
  const profileId = profile!.id;
  const groupIds = await categoryGroupIds(db);
  const rows = new Map<CategoryGroupKey, typeof paymentProfileRules.$inferInsert>();
  const ruleColumns = (r: RuleSpec) => ({
    covers: r.covers,
    limited: r.limitOre !== undefined,
    limitOre: r.limitOre ?? 0,
  });
  for (const g of opts.groups ?? []) {
    const [group] = await db
      .insert(paymentProfileGroups)
      .values({ profileId, name: g.name, ...ruleColumns(g.rule) })
      .returning({ id: paymentProfileGroups.id });
    for (const key of g.members)
      rows.set(key, { profileId, categoryGroupId: groupIds[key], groupId: group!.id, report: g.rule.report });
  }
  for (const [key, rule] of Object.entries(opts.rules ?? {}) as [CategoryGroupKey, RuleSpec][])
    rows.set(key, {
      ...rows.get(key),
      profileId,
      categoryGroupId: groupIds[key],
      ...ruleColumns(rule),
      report: rule.report ?? false,
    });
  if (rows.size) await db.insert(paymentProfileRules).values([...rows.values()]);
  for (const f of opts.filters ?? [])
    await db
      .insert(deductFilters)
      .values({ profileId, categoryGroupId: groupIds[f.key], descriptionMatch: f.match });
  return { id: profileId, accountId: opts.account.id };
}

/** One usage line: billing's category by name (as ingest takes it), the amount in øre (negative: a credit). */
export type UsageLineSpec = {
  date: string;
  category: string;
  /** Defaults to the category's name. */
  description?: string;
  amountOre: number;
  dataBytes?: number;
  /** The employee's report of the line's description in its month. */
  report?: 'work' | 'private';
  /** A content line's decision; without it, the profile's automatic approval decides as in ingest. */
  contentStatus?: ContentStatus;
};

export type ContentStatus = 'work' | 'approved' | 'rejected';

/**
 * Stores a subscription's usage lines as billing's ingest does (the lines, both monthly roll-ups, a content service
 * per content line), each in its own month, then recomputes the subscription's stored months. Unlike ingest, a
 * line for a month whose due day has passed stays in its own month, so a test can lay down history.
 */
export async function buildUsage(
  db: Executor,
  clock: Clock,
  subscription: Pick<BuiltSubscription, 'id'>,
  lines: UsageLineSpec[],
): Promise<void> {
  const names = [...new Set(lines.map((l) => l.category))];
  const categories = await db
    .select({
      id: paymentCategories.id,
      name: paymentCategories.name,
      groupId: paymentCategories.categoryGroupId,
    })
    .from(paymentCategories)
    .where(inArray(paymentCategories.name, names));
  const categoryOf = (name: string) => {
    const found = categories.find((c) => c.name === name);
    if (!found) throw new Error(`no billing category ${name}`);
    return found;
  };
  const rows: UsageLineRow[] = lines.map((l) => ({
    lineId: `factory-${subscription.id}-${nextSerial()}`,
    subscriptionId: subscription.id,
    usageDate: l.date,
    categoryId: categoryOf(l.category).id,
    categoryGroupId: categoryOf(l.category).groupId,
    description: l.description ?? l.category,
    amountOre: l.amountOre,
    dataBytes: l.dataBytes ?? 0,
  }));
  const inserted = await insertUsageLines(db, rows);
  const filter = sql`l.id in ${inserted.map((r) => r.id)}`;
  await addToRollups(db, filter);
  await createContentServices(db, filter, (await categoryGroupIds(db)).content, clock.now());
  for (const [i, l] of lines.entries())
    if (l.contentStatus)
      await db.execute(sql`update content_services set deduct_status = ${l.contentStatus}
        where usage_line_id = (select id from usage_lines where line_id = ${rows[i]!.lineId})`);
  for (const [i, l] of lines.entries()) {
    if (!l.report) continue;
    const report = {
      subscriptionId: subscription.id,
      period: `${l.date.slice(0, 7)}-01`,
      categoryGroupId: rows[i]!.categoryGroupId,
      description: rows[i]!.description,
      usageType: l.report,
    };
    await db
      .insert(usageReports)
      .values(report)
      .onConflictDoUpdate({
        target: [
          usageReports.subscriptionId,
          usageReports.period,
          usageReports.categoryGroupId,
          usageReports.description,
        ],
        set: { usageType: l.report },
      });
  }
  const first = lines.reduce((min, l) => (l.date < min ? l.date : min), '9999');
  await recomputeCosts(db, clock, { subscriptionIds: [subscription.id], fromPeriod: first.slice(0, 7) });
}

/** The catalogue's category group ids by key. */
export async function categoryGroupIds(db: Executor): Promise<Record<CategoryGroupKey, number>> {
  const rows = await db
    .select({ id: paymentCategoryGroups.id, key: paymentCategoryGroups.key })
    .from(paymentCategoryGroups);
  return Object.fromEntries(rows.map((r) => [r.key, r.id])) as Record<CategoryGroupKey, number>;
}
