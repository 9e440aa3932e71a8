import {
  addMonths,
  CONTENT_SERVICE_THRESHOLD_ORE,
  type DeductStatus,
  daysInMonth,
  osloDate,
  type ReportMode,
  type SmsPaymentMode,
} from '@connect/shared';
import { allocateProportionally } from './exact-sums.ts';

/**
 * The cost engine: what the company covers and what is deducted from salary, per subscription and month, by the
 * rules of shared/docs/domain.md "Cost control" and the choices written in docs/COST-RULES.md. Pure functions on
 * integer øre: no database, no clock of its own ("now" is an argument), so every rule is unit-tested here.
 */

/** One entry of the category catalogue (payment category group). */
export type CategoryGroupInfo = {
  id: number;
  key: string;
  description: string;
  groupable: boolean;
  reportable: boolean;
};

/** The profile settings the money depends on. */
export type RuleSettings = {
  defaultReportMode: ReportMode;
  /** The SMS report is on: members get the link and can report; without it nobody reports and no report rule applies. */
  reportingEnabled: boolean;
  /** Day (10–31) of the month after the usage month by which the employee reports; clamped to that month's length. */
  dueDateDay: number;
  smsPaymentMode: SmsPaymentMode;
};

export type CategoryGroupRuleInput = {
  categoryGroupID: number;
  covers: boolean;
  limited: boolean;
  limitOre: number;
  /** Reporting on for this category (applies only when the category group is reportable). */
  report: boolean;
};

export type RuleGroupInput = {
  /** A saved group's id, or any unique (e.g. negative) number for a group only drafted on the screen. */
  groupID: number;
  groupName: string;
  categoryGroupIDs: number[];
  covers: boolean;
  limited: boolean;
  limitOre: number;
};

export type DeductFilterInput = { categoryGroupID: number; descriptionMatch: string };

/**
 * A payment profile's rules as the engine reads them: the saved ones (loadProfileRules) or a draft being edited
 * (the rule preview). Shaped like the specification's `rules` (groups with categoryGroupIDs, categoryGroups).
 */
export type DraftRules = {
  settings: RuleSettings;
  categoryGroups: CategoryGroupRuleInput[];
  groups: RuleGroupInput[];
  deductFilters: DeductFilterInput[];
};

/** No profile at all (no default anywhere above the subscription's account): nothing is deducted. */
export const NO_RULES: DraftRules = {
  settings: {
    defaultReportMode: 'private',
    reportingEnabled: false,
    dueDateDay: 15,
    smsPaymentMode: 'deduct',
  },
  categoryGroups: [],
  groups: [],
  deductFilters: [],
};

/** A category group without a rule row behaves as the rule row's defaults: covered, unlimited, not reported. */
const DEFAULT_RULE = { covers: true, limited: false, limitOre: 0, report: false } as const;

export type UsageItem = { categoryGroupId: number; description: string; amountOre: number };
export type UsageReport = { categoryGroupId: number; description: string; usageType: ReportMode };
export type ContentServiceItem = { description: string; amountOre: number; deductStatus: DeductStatus };

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

/**
 * Deduct filters compare prefixes without regard to case or surrounding spaces. The description is lower-cased
 * (locale-aware, slow) only when a filter of its category group is there to compare.
 */
function matchesFilter(filters: DeductFilterInput[], categoryGroupId: number, description: string): boolean {
  let d: string | undefined;
  return filters.some((f) => {
    if (f.categoryGroupID !== categoryGroupId) return false;
    const match = f.descriptionMatch.trim();
    if (match === '') return false;
    d ??= description.trim().toLocaleLowerCase('nb');
    return d.startsWith(match.toLocaleLowerCase('nb'));
  });
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
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const contentId = catalogue.find((c) => c.key === 'content')?.id;
  const ruleOf = new Map(rules.categoryGroups.map((r) => [r.categoryGroupID, r]));
  const groupOf = new Map<number, RuleGroupInput>();
  for (const g of rules.groups) for (const id of g.categoryGroupIDs) groupOf.set(id, g);
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
  const reportingOn = (cgId: number) =>
    settings.reportingEnabled &&
    !!byId.get(cgId)?.reportable &&
    (ruleOf.get(cgId)?.report ?? DEFAULT_RULE.report);

  // The month's sums per category group: the catalogue's first, then any other group the usage names.
  const state = new Map<number, CgState>(catalogue.map((c) => [c.id, emptyState()]));
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
    if (reportingOn(cgId)) {
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
    if (matchesFilter(rules.deductFilters, cgId, description)) s.exempt += amountOre;
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
    string | number,
    { covers: boolean; limited: boolean; limitOre: number; members: number[] }
  >();
  for (const id of cgIds) {
    const group = groupOf.get(id);
    const rule = ruleOf.get(id) ?? DEFAULT_RULE;
    const key = group ? `g${group.groupID}` : id;
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

function sumOf<T, K extends keyof T>(rows: T[], key: K): number {
  return rows.reduce((a, r) => a + (r[key] as number), 0);
}
