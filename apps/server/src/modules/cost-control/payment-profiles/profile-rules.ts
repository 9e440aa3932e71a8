import { kronerToOre } from '@connect/shared';
import { AppError } from '../../../errors.ts';
import type { DraftRules, RuleSettings } from '../cost/engine-rules.ts';
import { rulesInOneShape } from '../cost/rules-shape.ts';
import type { CategoryGroupRow, ProfileSettings } from './profiles.repository.ts';
import type { GroupRow, RuleRow } from './rules.repository.ts';

/**
 * A profile's rules as the Rules tab edits them: one rule per category group, and named groups of groupable
 * category groups that share one rule and one limit. Limits travel in NOK (the screen's unit) and are kept in øre.
 */

/** A monthly limit above this is a typing mistake, not a limit (NOK). */
export const LIMIT_MAX_NOK = 1_000_000;
export const GROUP_NAME_MAX = 60;

export type CategoryRuleDraft = {
  categoryGroupID: number;
  covers: boolean;
  limited: boolean;
  /** NOK; empty counts as 0 (000 §5). */
  limit?: number | null;
  report: boolean;
};

export type GroupDraft = {
  /** A saved group's id; null for a group made on the screen. */
  groupID?: number | null;
  groupName: string;
  categoryGroupIDs: number[];
  covers: boolean;
  limited: boolean;
  limit?: number | null;
};

export type RulesDraft = { categoryGroups?: CategoryRuleDraft[] | null; groups?: GroupDraft[] | null };

export type CategoryRule = { covers: boolean; limited: boolean; limitOre: number; report: boolean };

export type ResolvedGroup = {
  /** The saved group it updates, or null for a new one. */
  id: number | null;
  name: string;
  categoryGroupIds: number[];
  covers: boolean;
  limited: boolean;
  limitOre: number;
};

/** A whole, valid set of rules: every category group has a rule; each groupable one is in at most one group. */
export type ResolvedRules = { categories: Map<number, CategoryRule>; groups: ResolvedGroup[] };

/** What a new profile starts with when it is given no rules: the company covers everything, with no limit. */
export const DEFAULT_CATEGORY_RULE: CategoryRule = {
  covers: true,
  limited: false,
  limitOre: 0,
  report: false,
};

/** One row of the Rules tab: a cost category with the rule that applies to it, and its own report flag. */
export type RuleCategoryRow = {
  category: CategoryGroupRow;
  group: ResolvedGroup | null;
  report: boolean;
  covers: boolean;
  limited: boolean;
  limitOre: number;
};

/** While a category is in a group, the group's rule applies to it; its report flag stays its own. */
export function ruleCategoriesOf(catalogue: CategoryGroupRow[], rules: ResolvedRules): RuleCategoryRow[] {
  return catalogue.map((category) => {
    const group = rules.groups.find((g) => g.categoryGroupIds.includes(category.id)) ?? null;
    const own = rules.categories.get(category.id)!;
    const applies = group ?? own;
    return {
      category,
      group,
      report: own.report,
      covers: applies.covers,
      limited: applies.limited,
      limitOre: applies.limitOre,
    };
  });
}

/** NOK (possibly empty) to øre, refusing what is not a limit. */
export function limitToOre(limit: number | null | undefined, field: string): number {
  if (limit === null || limit === undefined) return 0;
  if (!Number.isFinite(limit) || limit < 0 || limit > LIMIT_MAX_NOK)
    throw AppError.badInput(`The monthly limit is a number from 0 to ${LIMIT_MAX_NOK}.`, { field });
  return kronerToOre(limit);
}

/** The saved rules, completed with the default rule for any category group that has no row yet. */
export function savedRules(
  catalogue: CategoryGroupRow[],
  rules: RuleRow[],
  groups: GroupRow[],
): ResolvedRules {
  const byCategory = new Map(rules.map((r) => [r.categoryGroupId, r]));
  const categories = new Map<number, CategoryRule>(
    catalogue.map((c) => {
      const r = byCategory.get(c.id);
      return [
        c.id,
        r
          ? { covers: r.covers, limited: r.limited, limitOre: r.limitOre, report: r.report }
          : { ...DEFAULT_CATEGORY_RULE },
      ];
    }),
  );
  return {
    categories,
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      categoryGroupIds: rules.filter((r) => r.groupId === g.id).map((r) => r.categoryGroupId),
      covers: g.covers,
      limited: g.limited,
      limitOre: g.limitOre,
    })),
  };
}

/**
 * Applies a draft to the saved rules and checks it: category rows not in the draft keep their rule; when the draft
 * has `groups`, they replace the saved groups (a saved group left out is ungrouped). Only groupable category
 * groups can be grouped, each in one group; reporting only on reportable ones.
 */
export function resolveDraft(
  catalogue: CategoryGroupRow[],
  saved: ResolvedRules,
  draft: RulesDraft | null | undefined,
): ResolvedRules {
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const categories = new Map(saved.categories);
  const seen = new Set<number>();
  for (const [i, row] of (draft?.categoryGroups ?? []).entries()) {
    const field = `rules.categoryGroups.${i}`;
    const category = byId.get(row.categoryGroupID);
    if (!category) throw AppError.badInput('Unknown cost category.', { field: `${field}.categoryGroupID` });
    if (seen.has(row.categoryGroupID))
      throw AppError.badInput('A cost category is listed twice.', { field: `${field}.categoryGroupID` });
    seen.add(row.categoryGroupID);
    if (row.report && !category.reportable)
      throw AppError.badInput(`${category.description} cannot be reported.`, { field: `${field}.report` });
    categories.set(row.categoryGroupID, {
      covers: row.covers,
      limited: row.limited,
      limitOre: limitToOre(row.limit, `${field}.limit`),
      report: row.report,
    });
  }

  if (!draft?.groups) return { categories, groups: saved.groups };
  const savedIds = new Set(saved.groups.map((g) => g.id));
  const grouped = new Set<number>();
  const names = new Set<string>();
  const groups = draft.groups.map((g, i): ResolvedGroup => {
    const field = `rules.groups.${i}`;
    const name = g.groupName.trim();
    if (!name) throw AppError.badInput('A group needs a name.', { field: `${field}.groupName` });
    if (name.length > GROUP_NAME_MAX)
      throw AppError.badInput(`A group name can be at most ${GROUP_NAME_MAX} characters.`, {
        field: `${field}.groupName`,
      });
    if (names.has(name.toLocaleLowerCase('nb')))
      throw AppError.badInput('Two groups have the same name.', { field: `${field}.groupName` });
    names.add(name.toLocaleLowerCase('nb'));
    if (g.groupID != null && !savedIds.has(g.groupID))
      throw AppError.badInput('Unknown group.', { field: `${field}.groupID` });
    checkGroupable(byId, g.categoryGroupIDs, grouped, `${field}.categoryGroupIDs`);
    return {
      id: g.groupID ?? null,
      name,
      categoryGroupIds: [...g.categoryGroupIDs],
      covers: g.covers,
      limited: g.limited,
      limitOre: limitToOre(g.limit, `${field}.limit`),
    };
  });
  return { categories, groups };
}

/** Each id must be a groupable category group not already in `taken`; adds them to it. */
export function checkGroupable(
  byId: Map<number, CategoryGroupRow>,
  ids: number[],
  taken: Set<number>,
  field: string,
) {
  if (ids.length === 0) throw AppError.badInput('A group needs at least one cost category.', { field });
  for (const id of ids) {
    const category = byId.get(id);
    if (!category) throw AppError.badInput('Unknown cost category.', { field });
    if (!category.groupable) throw AppError.badInput(`${category.description} cannot be grouped.`, { field });
    if (taken.has(id)) throw AppError.badInput('A cost category can be in one group only.', { field });
    taken.add(id);
  }
}

/** Whether the rules report any reportable category (one of the conditions of the mandatory comment). */
export function reportsAnyCategory(rules: ResolvedRules): boolean {
  for (const r of rules.categories.values()) if (r.report) return true;
  return false;
}

/** Reporting is part of the SMS report: with it off, no category may stay reported (000 §5). */
export function checkReportingNeedsSms(rules: ResolvedRules, sendSmsReport: boolean) {
  if (!sendSmsReport && reportsAnyCategory(rules))
    throw AppError.badInput('Reporting a cost category needs the SMS report.', { field: 'rules' });
}

/**
 * A new group's rule when categories are put together: covered when all of them were, limited when any was, and
 * a limit that is the sum of their limits, so grouping by itself does not change the allowance.
 */
export function newGroupRule(
  members: CategoryRule[],
): Pick<ResolvedGroup, 'covers' | 'limited' | 'limitOre'> {
  const limited = members.filter((m) => m.limited);
  return {
    covers: members.every((m) => m.covers),
    limited: limited.length > 0,
    limitOre: limited.reduce((a, m) => a + m.limitOre, 0),
  };
}

/** The engine's view of a profile: settings, the (draft or saved) rules, and the deduct filters. */
export function toEngineRules(
  settings: Pick<
    ProfileSettings,
    'defaultReportMode' | 'sendSmsReport' | 'dueDateDay' | 'smsPaymentMode' | 'ekBenefit'
  >,
  rules: ResolvedRules,
  filters: { categoryGroupId: number; descriptionMatch: string }[],
): DraftRules {
  const engineSettings: RuleSettings = {
    defaultReportMode: settings.defaultReportMode,
    reportingEnabled: settings.sendSmsReport,
    dueDateDay: settings.dueDateDay,
    smsPaymentMode: settings.smsPaymentMode,
    ekBenefit: settings.ekBenefit,
  };
  return rulesInOneShape({
    settings: engineSettings,
    categoryGroups: [...rules.categories.entries()].map(([id, r]) => ({
      categoryGroupID: id,
      covers: r.covers,
      limited: r.limited,
      limitOre: r.limitOre,
      report: r.report,
    })),
    // Drafted groups have no id yet: the engine only needs them to be distinct.
    groups: rules.groups.map((g, i) => ({
      groupID: g.id ?? -(i + 1),
      groupName: g.name,
      categoryGroupIDs: g.categoryGroupIds,
      covers: g.covers,
      limited: g.limited,
      limitOre: g.limitOre,
    })),
    deductFilters: filters.map((f) => ({
      categoryGroupID: f.categoryGroupId,
      descriptionMatch: f.descriptionMatch,
    })),
  });
}
