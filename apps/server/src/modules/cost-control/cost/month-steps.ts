import { CONTENT_SERVICE_THRESHOLD_ORE, type ReportMode } from '@connect/shared';
import { DEFAULT_RULE, matchesFilter, type PreparedRules, type RuleGroupInput } from './engine-rules.ts';
import { allocateProportionally } from './exact-sums.ts';
import type { CategoryGroupMonth, MonthInput, MonthTotals, RuleGroupMonth } from './month-types.ts';

/** The steps of one month's figures (computePreparedMonth of cost-engine.ts), in the order it takes them. */

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

/** The month's sums per category group: the catalogue's first, then any other group the usage names. */
export type MonthState = Map<number, CgState>;

/** The employee's reports per category group and description. */
function reportsByGroup(month: MonthInput): Map<number, Map<string, ReportMode>> {
  const reportOf = new Map<number, Map<string, ReportMode>>();
  for (const r of month.reports) {
    let inGroup = reportOf.get(r.categoryGroupId);
    if (!inGroup) {
      inGroup = new Map();
      reportOf.set(r.categoryGroupId, inGroup);
    }
    inGroup.set(r.description, r.usageType);
  }
  return reportOf;
}

/** Every charge of the month added to its category group, classified by the reports (`duePassed`: after the due day). */
export function sumUsage(
  prepared: PreparedRules,
  month: MonthInput,
  duePassed: boolean,
): { state: MonthState; contentPending: number } {
  const { catalogue, contentId, reporting } = prepared;
  const settings = prepared.rules.settings;
  const reportOf = reportsByGroup(month);
  const state: MonthState = new Map();
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
  return { state, contentPending };
}

type RuleUnit = { covers: boolean; limited: boolean; limitOre: number; members: number[] };

/** The rule units: a named group, or one category group on its own rule. */
function ruleUnits(prepared: PreparedRules, cgIds: number[]): Map<RuleGroupInput | number, RuleUnit> {
  const { ruleOf, groupOf } = prepared;
  const units = new Map<RuleGroupInput | number, RuleUnit>();
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
  return units;
}

/**
 * The rules, per rule unit, on the usage no filter exempts. Per rule unit the company pays work usage up to the
 * limit and never pays private usage: the deduction is max(what the rule deducts, private), never more than the
 * usage. Private usage is deducted where it is; the rest of the rule's deduction is shared over the members' work
 * usage in proportion. Credit lines can make a category's usage negative: such a category counts as 0 here, so no
 * deduction is ever below 0.
 */
export function deductByRuleUnits(prepared: PreparedRules, state: MonthState): void {
  for (const unit of ruleUnits(prepared, [...state.keys()]).values()) {
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
}

/** One row per category group of the month. */
export function categoryGroupRows(state: MonthState): CategoryGroupMonth[] {
  return [...state.entries()].map(([id, s]) => {
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
}

/**
 * Content the company covers above the yearly threshold is a taxable benefit: deducted in deduct mode, flagged
 * always. `coveredBeforeOre`: the content covered earlier in the same calendar year.
 */
export function deductContentOverThreshold(
  prepared: PreparedRules,
  categoryGroups: CategoryGroupMonth[],
  coveredBeforeOre: number,
): { content: CategoryGroupMonth | undefined; overThreshold: number } {
  let overThreshold = 0;
  const content = categoryGroups.find((c) => c.categoryGroupId === prepared.contentId);
  if (content) {
    const before = Math.max(0, coveredBeforeOre - CONTENT_SERVICE_THRESHOLD_ORE);
    const after = Math.max(0, coveredBeforeOre + content.coveredOre - CONTENT_SERVICE_THRESHOLD_ORE);
    overThreshold = after - before;
    if (prepared.rules.settings.smsPaymentMode === 'deduct' && overThreshold > 0) {
      content.deductedOre += overThreshold;
      content.coveredOre -= overThreshold;
    }
  }
  return { content, overThreshold };
}

/** The named groups' sums. */
export function ruleGroupRows(
  rules: PreparedRules['rules'],
  categoryGroups: CategoryGroupMonth[],
): RuleGroupMonth[] {
  return rules.groups.map((g) => ({
    groupID: g.groupID,
    groupName: g.groupName,
    categoryGroupIDs: g.categoryGroupIDs,
    ...sumsOf(categoryGroups.filter((c) => g.categoryGroupIDs.includes(c.categoryGroupId))),
  }));
}

/** Used, covered, deducted, work and private summed over rows. */
export function sumsOf(
  rows: CategoryGroupMonth[],
): Pick<MonthTotals, 'usedOre' | 'coveredOre' | 'deductedOre' | 'workOre' | 'privateOre'> {
  const sum = (key: 'usedOre' | 'coveredOre' | 'deductedOre' | 'workOre' | 'privateOre') =>
    rows.reduce((a, r) => a + r[key], 0);
  return {
    usedOre: sum('usedOre'),
    coveredOre: sum('coveredOre'),
    deductedOre: sum('deductedOre'),
    workOre: sum('workOre'),
    privateOre: sum('privateOre'),
  };
}
