import { type DeductStatus, osloDate, PAGE_SIZE, withVat } from '@connect/shared';
import { type AccountScope, requireAccountScope } from '../../../auth/account-scope.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { closedMonthsOf } from '../cost/closed-months.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import { thresholdShare } from './content-service-threshold.ts';
import { insertLateDecision } from './late-decisions.repository.ts';
import {
  currentPeriod,
  parseReportingPeriod,
  type ReportingPeriod,
  reportingPeriod,
} from './reporting-period.ts';
import {
  addDeductionComment,
  type DeductionItemRow,
  type DeductionKind,
  findDeductionItemForUpdate,
  listDeductionItems,
  setDeductStatus,
} from './reports.repository.ts';
import { monthTotals, usagePerCategory } from './reports-summary.repository.ts';

export const MAX_PAGE_SIZE = 500;

export type DeductionItem = DeductionItemRow & {
  yearToDateCoveredOre: number;
  amountOverThresholdOre: number;
};

export type DeductionListArgs = {
  period: string;
  scope: AccountScope;
  deductStatus: DeductStatus;
  searchString: string | null;
  limit: number | null;
  offset: number | null;
};

function pageBounds(limit: number | null, offset: number | null) {
  const l = limit ?? PAGE_SIZE;
  const o = offset ?? 0;
  if (!Number.isInteger(l) || l < 1 || l > MAX_PAGE_SIZE)
    throw AppError.badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}.`, { field: 'limit' });
  if (!Number.isInteger(o) || o < 0)
    throw AppError.badInput('offset cannot be negative.', { field: 'offset' });
  return { limit: l, offset: o };
}

function withThreshold(kind: DeductionKind, row: DeductionItemRow): DeductionItem {
  if (kind !== 'contentService') return { ...row, yearToDateCoveredOre: 0, amountOverThresholdOre: 0 };
  return {
    ...row,
    ...thresholdShare({
      amountOre: row.amountOre,
      status: row.deductStatus,
      priorCoveredOre: row.priorCoveredOre,
      monthOverThresholdOre: row.monthOverThresholdOre,
      laterInMonthOre: row.laterInMonthOre,
    }),
  };
}

/** Content services or aggregate splits of a month in the chosen accounts, one page, newest first. */
export async function listDeductions(
  db: Executor,
  clock: Clock,
  p: Principal,
  kind: DeductionKind,
  args: DeductionListArgs,
) {
  const period = parseReportingPeriod(args.period, clock);
  await requireAccountScope(db, p, args.scope);
  const page = await listDeductionItems(db, p, kind, {
    period,
    scope: args.scope,
    deductStatus: args.deductStatus,
    searchString: args.searchString,
    ...pageBounds(args.limit, args.offset),
  });
  return { ...page, items: page.items.map((r) => withThreshold(kind, r)) };
}

export type ApprovalArgs = {
  accountId: number;
  id: number;
  deductStatus: DeductStatus;
  comment: string | null;
  expectedStatus: DeductStatus | null;
};

/**
 * Approves (the company covers it) or rejects (it is deducted from salary) one item, with who and when and an
 * optional comment, and recomputes the subscription's month figures in the same transaction so the deduction and
 * the summary never disagree with the decision.
 */
export async function setApproval(
  db: Db,
  clock: Clock,
  p: Principal,
  kind: DeductionKind,
  args: ApprovalArgs,
) {
  if (args.deductStatus === 'work')
    throw AppError.badInput('An item can only be approved or rejected.', { field: 'deductStatus' });
  const comment = args.comment?.trim() || null;
  const now = clock.now();
  const decided = await db.transaction(async (tx) => {
    await requireAccountScope(tx, p, {
      accountId: args.accountId,
      billingGroupId: null,
      includeSubAccounts: true,
    });
    const item = await findDeductionItemForUpdate(tx, p, kind, args.accountId, args.id);
    if (!item) throw AppError.notFound(kind === 'contentService' ? 'Content service' : 'Aggregate split');
    if (args.expectedStatus && args.expectedStatus !== item.deductStatus)
      throw AppError.conflict('Someone else decided this item in the meantime. Reload and try again.');
    const period = item.date.slice(0, 7);
    const current = currentPeriod(clock);
    // An item of a closed month: its month keeps its figures, the change is booked in the current month.
    const late =
      item.deductStatus !== args.deductStatus &&
      (await closedMonthsOf(tx, clock, [{ subscriptionId: item.subscriptionId, period }])).size > 0;
    if (late)
      await insertLateDecision(tx, {
        kind,
        itemId: args.id,
        subscriptionId: item.subscriptionId,
        bookedPeriod: current,
        decidedOn: osloDate(now),
        statusBefore: item.deductStatus,
        statusAfter: args.deductStatus,
      });
    await setDeductStatus(tx, kind, args.id, args.deductStatus, p.catalogId, now);
    if (comment) await addDeductionComment(tx, kind, args.id, p.catalogId, comment, now);
    // The engine carries the yearly content threshold from month to month: later months of the year can change too.
    const from = late ? current : period;
    const yearEnd = `${from.slice(0, 4)}-12`;
    const lastAffected = kind === 'contentService' ? (yearEnd < current ? yearEnd : current) : from;
    await recomputeCosts(tx, clock, {
      subscriptionIds: [item.subscriptionId],
      fromPeriod: from,
      toPeriod: lastAffected < from ? from : lastAffected,
    });
    // Read back in the transaction, while the row is still locked: the answer is what this call saved, even when
    // another decision on the same item lands right after it commits.
    const page = await listDeductionItems(tx, p, kind, {
      period: reportingPeriod(period),
      scope: { accountId: args.accountId, billingGroupId: null, includeSubAccounts: true },
      deductStatus: args.deductStatus,
      searchString: null,
      limit: 1,
      offset: 0,
      onlyId: args.id,
    });
    return page.items[0]!;
  });
  return withThreshold(kind, decided);
}

export type ReportingSummary = {
  numberOfSubscriptions: number;
  totalCostOre: number;
  totalDeductionOre: number;
};

/** The summary cards of the Reports screen: subscriptions in the chosen accounts and their month's cost and deduction. */
export async function reportingSummary(
  db: Executor,
  clock: Clock,
  p: Principal,
  periodText: string,
  scope: AccountScope,
): Promise<ReportingSummary> {
  const period = parseReportingPeriod(periodText, clock);
  await requireAccountScope(db, p, scope);
  const row = await monthTotals(db, p, period, scope);
  return {
    numberOfSubscriptions: row?.subscriptions ?? 0,
    totalCostOre: row?.totalOre ?? 0,
    totalDeductionOre: row?.deductedOre ?? 0,
  };
}

export type CategoryGroupReport = {
  categoryGroupId: number;
  categoryGroupKey: string;
  name: string;
  totalExclVatOre: number;
  pctOfTotal: number;
  details: { categoryId: number; name: string; totalExclVatOre: number; totalVatOre: number }[];
};

/**
 * The month's usage per cost category, grouped by category group, with VAT (25 %, only for billing groups that
 * use VAT) and each group's share of the total in percent (one decimal).
 */
export async function categoryGroupReport(
  db: Executor,
  clock: Clock,
  p: Principal,
  periodText: string,
  scope: AccountScope,
): Promise<CategoryGroupReport[]> {
  const period: ReportingPeriod = parseReportingPeriod(periodText, clock);
  await requireAccountScope(db, p, scope);
  const rows = await usagePerCategory(db, p, period, scope);
  const grandTotal = rows.reduce((sum, r) => sum + r.totalOre, 0);
  const groups = new Map<number, CategoryGroupReport>();
  for (const r of rows) {
    let group = groups.get(r.categoryGroupId);
    if (!group) {
      group = {
        categoryGroupId: r.categoryGroupId,
        categoryGroupKey: r.groupKey,
        name: r.groupName,
        totalExclVatOre: 0,
        pctOfTotal: 0,
        details: [],
      };
      groups.set(r.categoryGroupId, group);
    }
    group.totalExclVatOre += r.totalOre;
    group.details.push({
      categoryId: r.categoryId,
      name: r.categoryName,
      totalExclVatOre: r.totalOre,
      totalVatOre: withVat(r.vatBaseOre) - r.vatBaseOre,
    });
  }
  return [...groups.values()].map((g) => ({
    ...g,
    pctOfTotal: grandTotal === 0 ? 0 : Math.round((g.totalExclVatOre * 1000) / grandTotal) / 10,
  }));
}
