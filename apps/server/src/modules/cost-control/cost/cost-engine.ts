import { addMonths, type DeductStatus, daysInMonth, osloDate } from '@connect/shared';
import { type CategoryGroupInfo, type DraftRules, type PreparedRules, prepareRules } from './engine-rules.ts';
import {
  categoryGroupRows,
  deductByRuleUnits,
  deductContentOverThreshold,
  ruleGroupRows,
  sumsOf,
  sumUsage,
} from './month-steps.ts';
import type { CategoryGroupMonth, LateDecisionItem, MonthInput, MonthResult } from './month-types.ts';

export type {
  CategoryGroupMonth,
  ContentServiceItem,
  LateContentDecision,
  LateDecisionItem,
  LateSplitDecision,
  MonthInput,
  MonthResult,
  MonthTotals,
  RuleGroupMonth,
  UsageItem,
  UsageReport,
} from './month-types.ts';

/**
 * The cost engine: what the company covers and what is deducted from salary, per subscription and month, by the
 * rules of shared/docs/domain.md "Cost control" and the choices written in docs/COST-RULES.md. Pure functions on
 * integer øre: no database, no clock of its own ("now" is an argument), so every rule is unit-tested here.
 */

/** The due date of a usage month: day dueDateDay of the next month, clamped to that month's length (YYYY-MM-DD). */
export function dueDate(period: string, dueDateDay: number): string {
  const next = addMonths(`${period}-01`, 1);
  const [y, m] = next.split('-').map(Number) as [number, number];
  const day = Math.min(Math.max(1, dueDateDay), daysInMonth(y, m));
  return `${next.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** The due day has passed when Oslo's calendar date is after it: the employee may still report on the day itself. */
export function dueDatePassed(period: string, dueDateDay: number, now: Date): boolean {
  return osloDate(now) > dueDate(period, dueDateDay);
}

/**
 * Computes one month. `contentCoveredBeforeOre` is the content the company covered earlier in the same calendar
 * year (for the NOK 1 000 benefit threshold); computeMonths carries it from month to month.
 */
export function computeMonth(
  catalogue: CategoryGroupInfo[],
  rules: DraftRules,
  month: MonthInput,
  now: Date,
  contentCoveredBeforeOre = 0,
): MonthResult {
  return computePreparedMonth(prepareRules(catalogue, rules), month, now, contentCoveredBeforeOre);
}

/**
 * computeMonth with its rules prepared already (prepareRules), step by step: the usage summed per category group and
 * classified by the reports, the rules' deduction per rule unit, the late decisions booked in the month, the yearly
 * content threshold, then the named groups and the totals.
 */
export function computePreparedMonth(
  prepared: PreparedRules,
  month: MonthInput,
  now: Date,
  contentCoveredBeforeOre = 0,
): MonthResult {
  const duePassed = dueDatePassed(month.period, prepared.rules.settings.dueDateDay, now);
  const { state, contentPending } = sumUsage(prepared, month, duePassed);
  deductByRuleUnits(prepared, state);
  const categoryGroups = categoryGroupRows(state);
  bookLateDecisions(prepared, month, now, categoryGroups);
  const { content, overThreshold } = deductContentOverThreshold(
    prepared,
    categoryGroups,
    contentCoveredBeforeOre,
  );
  return {
    period: month.period,
    categoryGroups,
    groups: ruleGroupRows(prepared.rules, categoryGroups),
    totals: {
      ...sumsOf(categoryGroups),
      contentDeductedOre: content?.deductedOre ?? 0,
      contentOverThresholdOre: overThreshold,
      contentBenefitOre: prepared.rules.settings.smsPaymentMode === 'tax' ? overThreshold : 0,
      ekBenefitOre: 0,
      contentPendingOre: contentPending,
    },
  };
}

/**
 * A late decision moves money, not usage: the deduction changes by what it changes for the item, and what the
 * company covers by the opposite (so the yearly content threshold follows it too).
 */
function bookLateDecisions(
  prepared: PreparedRules,
  month: MonthInput,
  now: Date,
  categoryGroups: CategoryGroupMonth[],
): void {
  for (const late of month.lateDecisions ?? [])
    for (const [cgId, moved] of lateDecisionMoves(prepared, month.period, late, now)) {
      // Every category group is in the catalogue (usage refers to it), so the month has a row for it.
      const row = categoryGroups.find((c) => c.categoryGroupId === cgId)!;
      row.deductedOre += moved;
      row.coveredOre -= moved;
    }
}

/**
 * What a late decision adds to the deduction of the month it is booked in, per category group: what the item alone
 * is deducted under the month's rules with its new status, less what it was with the status its own (closed) month
 * counted. Rejecting a covered content service adds its amount; approving a rejected one gives it back (a negative
 * amount, money owed to the employee); a decision the rules make no difference to moves nothing. An aggregate split's
 * item is its own month's usage and reports, computed as of that month (its due day has passed), with the work the
 * employee reported counted as private when rejected. The yearly threshold is left out here: the booked month's
 * threshold counts the change through what is covered.
 */
export function lateDecisionMoves(
  prepared: PreparedRules,
  period: string,
  late: LateDecisionItem,
  now: Date,
): Map<number, number> {
  const moves = new Map<number, number>();
  if (late.statusAfter === late.statusBefore) return moves;
  const deducted = (deductStatus: DeductStatus): CategoryGroupMonth[] => {
    const input: MonthInput =
      late.kind === 'aggregateSplit'
        ? {
            period: late.period,
            usage: late.usage,
            reports: late.reports,
            contentServices: [],
            workSplitRejected: deductStatus === 'rejected',
          }
        : {
            period,
            usage: [],
            reports: [],
            contentServices: [{ description: late.description, amountOre: late.amountOre, deductStatus }],
          };
    const r = computePreparedMonth(prepared, input, now);
    const over = prepared.rules.settings.smsPaymentMode === 'deduct' ? r.totals.contentOverThresholdOre : 0;
    return r.categoryGroups.map((c) =>
      c.categoryGroupId === prepared.contentId ? { ...c, deductedOre: c.deductedOre - over } : c,
    );
  };
  const before = new Map(deducted(late.statusBefore).map((c) => [c.categoryGroupId, c.deductedOre]));
  for (const c of deducted(late.statusAfter)) {
    const moved = c.deductedOre - (before.get(c.categoryGroupId) ?? 0);
    if (moved !== 0) moves.set(c.categoryGroupId, moved);
  }
  return moves;
}
