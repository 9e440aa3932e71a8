import {
  addMonths,
  CONTENT_SERVICE_THRESHOLD_ORE,
  type DeductStatus,
  daysInMonth,
  osloDate,
  type ReportMode,
} from '@connect/shared';
import {
  type CategoryGroupInfo,
  DEFAULT_RULE,
  type DraftRules,
  matchesFilter,
  type PreparedRules,
  prepareRules,
  type RuleGroupInput,
} from './engine-rules.ts';
import { allocateProportionally } from './exact-sums.ts';

/**
 * The cost engine: what the company covers and what is deducted from salary, per subscription and month, by the
 * rules of shared/docs/domain.md "Cost control" and the choices written in docs/COST-RULES.md. Pure functions on
 * integer øre: no database, no clock of its own ("now" is an argument), so every rule is unit-tested here.
 */

export type UsageItem = { categoryGroupId: number; description: string; amountOre: number };
export type UsageReport = { categoryGroupId: number; description: string; usageType: ReportMode };
export type ContentServiceItem = { description: string; amountOre: number; deductStatus: DeductStatus };
/** A decision on a content service or an aggregate split of a closed month, booked in this month (domain.md). */
export type LateDecisionItem = LateContentDecision | LateSplitDecision;
export type LateContentDecision = {
  kind?: 'contentService';
  description: string;
  amountOre: number;
  statusBefore: DeductStatus;
  statusAfter: DeductStatus;
};
/** A decision on the aggregate split of a closed month: that month's usage (content aside) and reports. */
export type LateSplitDecision = {
  kind: 'aggregateSplit';
  /** The split's own month (YYYY-MM). */
  period: string;
  usage: UsageItem[];
  reports: UsageReport[];
  statusBefore: DeductStatus;
  statusAfter: DeductStatus;
};

/** One month of one subscription. Content-group usage comes as contentServices (each charge with its approval). */
export type MonthInput = {
  /** YYYY-MM */
  period: string;
  usage: UsageItem[];
  reports: UsageReport[];
  contentServices: ContentServiceItem[];
  /**
   * The administrator rejected the month's aggregate split (the generic traffic the employee reported as work):
   * that traffic counts as private, so it is deducted like private usage. Approved or pending leaves it work.
   */
  workSplitRejected?: boolean;
  /** Decisions on content services and aggregate splits of closed months, booked here: see lateDecisionMoves. */
  lateDecisions?: LateDecisionItem[];
};

export type CategoryGroupMonth = {
  categoryGroupId: number;
  usedOre: number;
  /** Usage a deduct filter exempts (covered in full, outside any limit). */
  exemptOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
  /** Reportable usage the employee has reported (work or private). */
  reportedOre: number;
  /** Reportable usage not reported while the due day has not passed yet. */
  unreportedOre: number;
};

export type RuleGroupMonth = {
  groupID: number;
  groupName: string;
  categoryGroupIDs: number[];
  usedOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
};

export type MonthTotals = {
  usedOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
  contentDeductedOre: number;
  contentOverThresholdOre: number;
  contentPendingOre: number;
};

export type MonthResult = {
  period: string;
  categoryGroups: CategoryGroupMonth[];
  groups: RuleGroupMonth[];
  totals: MonthTotals;
};

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

type CgState = {
  used: number;
  exempt: number;
  subject: number;
  subjectPrivate: number;
  rejected: number;
  ruleDeducted: number;
  private: number;
  reported: number;
  unreported: number;
};

const emptyState = (): CgState => ({
  used: 0,
  exempt: 0,
  subject: 0,
  subjectPrivate: 0,
  rejected: 0,
  ruleDeducted: 0,
  private: 0,
  reported: 0,
  unreported: 0,
});

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

/** computeMonth with its rules prepared already (prepareRules). */
export function computePreparedMonth(
  prepared: PreparedRules,
  month: MonthInput,
  now: Date,
  contentCoveredBeforeOre = 0,
): MonthResult {
  const { rules, catalogue, contentId, ruleOf, groupOf, reporting } = prepared;
  const settings = rules.settings;
  const duePassed = dueDatePassed(month.period, settings.dueDateDay, now);
  // The employee's reports per category group and description.
  const reportOf = new Map<number, Map<string, ReportMode>>();
  for (const r of month.reports) {
    let inGroup = reportOf.get(r.categoryGroupId);
    if (!inGroup) {
      inGroup = new Map();
      reportOf.set(r.categoryGroupId, inGroup);
    }
    inGroup.set(r.description, r.usageType);
  }

  // The month's sums per category group: the catalogue's first, then any other group the usage names.
  const state = new Map<number, CgState>();
  for (const c of catalogue) state.set(c.id, emptyState());
  let contentPending = 0;
  /**
   * Adds one charge to its category group. `rejected`: a content service an admin rejected, deducted whatever the
   * rules say. `pending`: content with no decision yet.
   */
  const add = (cgId: number, description: string, amountOre: number, rejected: boolean, pending: boolean) => {
    let s = state.get(cgId);
    if (!s) {
      s = emptyState();
      state.set(cgId, s);
    }
    // Reported usage is work or private as reported (rejected aggregate work counts as private); unreported
    // usage is unreported until the due day and the profile's default report mode after it.
    let classification: ReportMode | 'unreported' | 'none' = 'none';
    let reported = false;
    if (reporting.has(cgId)) {
      const mode = reportOf.get(cgId)?.get(description);
      reported = mode !== undefined;
      if (mode === 'work' && month.workSplitRejected && cgId !== contentId) classification = 'private';
      else if (mode) classification = mode;
      else classification = duePassed ? settings.defaultReportMode : 'unreported';
    }
    s.used += amountOre;
    if (pending) contentPending += amountOre;
    if (rejected || classification === 'private') s.private += amountOre;
    if (reported) s.reported += amountOre;
    if (classification === 'unreported') s.unreported += amountOre;
    if (matchesFilter(prepared, cgId, description)) s.exempt += amountOre;
    else if (rejected) s.rejected += amountOre;
    else {
      s.subject += amountOre;
      if (classification === 'private') s.subjectPrivate += amountOre;
    }
  };
  // Content usage that arrives as plain usage has no decision yet: it waits like a pending content service.
  for (const u of month.usage)
    add(u.categoryGroupId, u.description, u.amountOre, false, u.categoryGroupId === contentId);
  if (contentId !== undefined)
    for (const c of month.contentServices)
      add(contentId, c.description, c.amountOre, c.deductStatus === 'rejected', c.deductStatus === 'work');
  const cgIds = [...state.keys()];

  // The rules: per rule unit (a named group, or one category group), on the usage no filter exempts.
  const units = new Map<
    RuleGroupInput | number,
    { covers: boolean; limited: boolean; limitOre: number; members: number[] }
  >();
  for (const id of cgIds) {
    const group = groupOf.get(id);
    const rule = ruleOf.get(id) ?? DEFAULT_RULE;
    const key = group ?? id;
    const unit = units.get(key) ?? {
      covers: group ? group.covers : rule.covers,
      limited: group ? group.limited : rule.limited,
      limitOre: group ? group.limitOre : rule.limitOre,
      members: [],
    };
    unit.members.push(id);
    units.set(key, unit);
  }
  // Per rule unit the company pays work usage up to the limit and never pays private usage: the deduction is
  // max(what the rule deducts, private), never more than the usage. Private usage is deducted where it is; the rest
  // of the rule's deduction is shared over the members' work usage in proportion. Credit lines can make a
  // category's usage negative: such a category counts as 0 here, so no deduction is ever below 0.
  for (const unit of units.values()) {
    // Plain loops (allocateProportionally says why).
    const privates: number[] = [];
    const works: number[] = [];
    let sum = 0;
    let privateSum = 0;
    for (const id of unit.members) {
      const s = state.get(id)!;
      const subject = Math.max(0, s.subject);
      const own = Math.min(subject, Math.max(0, s.subjectPrivate));
      privates.push(own);
      works.push(subject - own);
      sum += subject;
      privateSum += own;
    }
    let ruleDeduction: number;
    if (!unit.covers) ruleDeduction = sum;
    else if (!unit.limited) ruleDeduction = 0;
    else ruleDeduction = Math.max(0, sum - Math.max(0, unit.limitOre));
    const onWork = allocateProportionally(Math.max(0, ruleDeduction - privateSum), works);
    for (let i = 0; i < unit.members.length; i++)
      state.get(unit.members[i]!)!.ruleDeducted = privates[i]! + onWork[i]!;
  }

  const categoryGroups: CategoryGroupMonth[] = cgIds.map((id) => {
    const s = state.get(id)!;
    const deducted = Math.max(0, s.rejected) + s.ruleDeducted;
    return {
      categoryGroupId: id,
      usedOre: s.used,
      exemptOre: s.exempt,
      coveredOre: s.used - deducted,
      deductedOre: deducted,
      workOre: s.used - s.private,
      privateOre: s.private,
      reportedOre: s.reported,
      unreportedOre: s.unreported,
    };
  });

  // A late decision moves money, not usage: the deduction changes by what it changes for the item, and what the
  // company covers by the opposite (so the yearly content threshold follows it too).
  for (const late of month.lateDecisions ?? [])
    for (const [cgId, moved] of lateDecisionMoves(prepared, month.period, late, now)) {
      // Every category group is in the catalogue (usage refers to it), so the month has a row for it.
      const row = categoryGroups.find((c) => c.categoryGroupId === cgId)!;
      row.deductedOre += moved;
      row.coveredOre -= moved;
    }

  // Content the company covers above the yearly threshold is a taxable benefit: deducted in deduct mode, flagged always.
  let contentOverThreshold = 0;
  const content = categoryGroups.find((c) => c.categoryGroupId === contentId);
  if (content) {
    const before = Math.max(0, contentCoveredBeforeOre - CONTENT_SERVICE_THRESHOLD_ORE);
    const after = Math.max(0, contentCoveredBeforeOre + content.coveredOre - CONTENT_SERVICE_THRESHOLD_ORE);
    contentOverThreshold = after - before;
    if (settings.smsPaymentMode === 'deduct' && contentOverThreshold > 0) {
      content.deductedOre += contentOverThreshold;
      content.coveredOre -= contentOverThreshold;
    }
  }

  const groups: RuleGroupMonth[] = rules.groups.map((g) => {
    const members = categoryGroups.filter((c) => g.categoryGroupIDs.includes(c.categoryGroupId));
    return {
      groupID: g.groupID,
      groupName: g.groupName,
      categoryGroupIDs: g.categoryGroupIDs,
      usedOre: sumOf(members, 'usedOre'),
      coveredOre: sumOf(members, 'coveredOre'),
      deductedOre: sumOf(members, 'deductedOre'),
      workOre: sumOf(members, 'workOre'),
      privateOre: sumOf(members, 'privateOre'),
    };
  });

  return {
    period: month.period,
    categoryGroups,
    groups,
    totals: {
      usedOre: sumOf(categoryGroups, 'usedOre'),
      coveredOre: sumOf(categoryGroups, 'coveredOre'),
      deductedOre: sumOf(categoryGroups, 'deductedOre'),
      workOre: sumOf(categoryGroups, 'workOre'),
      privateOre: sumOf(categoryGroups, 'privateOre'),
      contentDeductedOre: content?.deductedOre ?? 0,
      contentOverThresholdOre: contentOverThreshold,
      contentPendingOre: contentPending,
    },
  };
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

function sumOf<T, K extends keyof T>(rows: T[], key: K): number {
  return rows.reduce((a, r) => a + (r[key] as number), 0);
}
