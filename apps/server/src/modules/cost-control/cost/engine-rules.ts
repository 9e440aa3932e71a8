import type { ReportMode, SmsPaymentMode } from '@connect/shared';

/**
 * The rules the cost engine applies: their shape (a payment profile's saved rules, a draft on the profile screen or
 * a closed month's snapshot) and the lookups computeMonth makes of them, prepared once per catalogue and rules.
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
  /** Members' subscriptions may be used privately, so they count for the person's EK benefit (docs/COST-RULES.md). */
  ekBenefit: boolean;
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
    ekBenefit: false,
  },
  categoryGroups: [],
  groups: [],
  deductFilters: [],
};

/** A category group without a rule row behaves as the rule row's defaults: covered, unlimited, not reported. */
export const DEFAULT_RULE = { covers: true, limited: false, limitOre: 0, report: false } as const;

/**
 * What computeMonth looks up per category group, built once per catalogue and rules: a person's months share it
 * (computePersonMonths), so a year of months builds these maps once rather than once a month.
 */
export type PreparedRules = {
  rules: DraftRules;
  catalogue: CategoryGroupInfo[];
  contentId: number | undefined;
  ruleOf: Map<number, CategoryGroupRuleInput>;
  groupOf: Map<number, RuleGroupInput>;
  /** The category groups the employee reports under these rules (reporting on, reportable, its rule reports). */
  reporting: Set<number>;
  /** The deduct filters per category group: their prefixes trimmed and lower-cased, the empty ones left out. */
  filtersOf: Map<number, string[]>;
};

export function prepareRules(catalogue: CategoryGroupInfo[], rules: DraftRules): PreparedRules {
  const ruleOf = new Map<number, CategoryGroupRuleInput>();
  for (const r of rules.categoryGroups) ruleOf.set(r.categoryGroupID, r);
  const groupOf = new Map<number, RuleGroupInput>();
  for (const g of rules.groups) for (const id of g.categoryGroupIDs) groupOf.set(id, g);
  const reporting = new Set<number>();
  if (rules.settings.reportingEnabled)
    for (const c of catalogue)
      if (c.reportable && (ruleOf.get(c.id)?.report ?? DEFAULT_RULE.report)) reporting.add(c.id);
  // Deduct filters compare prefixes without regard to case or surrounding spaces.
  const filtersOf = new Map<number, string[]>();
  for (const f of rules.deductFilters) {
    const match = f.descriptionMatch.trim().toLocaleLowerCase('nb');
    if (match === '') continue;
    const list = filtersOf.get(f.categoryGroupID);
    if (list) list.push(match);
    else filtersOf.set(f.categoryGroupID, [match]);
  }
  return {
    rules,
    catalogue,
    contentId: catalogue.find((c) => c.key === 'content')?.id,
    ruleOf,
    groupOf,
    reporting,
    filtersOf,
  };
}

/** A deduct filter of the category group matches the description (lower-cased only when there is one to compare). */
export function matchesFilter(
  prepared: PreparedRules,
  categoryGroupId: number,
  description: string,
): boolean {
  const matches = prepared.filtersOf.get(categoryGroupId);
  if (!matches) return false;
  const d = description.trim().toLocaleLowerCase('nb');
  for (const m of matches) if (d.startsWith(m)) return true;
  return false;
}
