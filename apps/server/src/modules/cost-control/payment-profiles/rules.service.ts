import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import type { ProfileId } from '../../../db/scoped-id.ts';
import { AppError } from '../../../errors.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import {
  type CategoryRule,
  checkGroupable,
  limitToOre,
  newGroupRule,
  type ResolvedRules,
} from './profile-rules.ts';
import { type ProfileDeps, type ProfileView, reloaded, viewOf } from './profile-view.ts';
import { bumpVersion, requireProfile } from './profiles.repository.ts';
import { deleteEmptyGroups, deleteGroup, insertGroup, updateGroup, upsertRule } from './rules.repository.ts';

/** A profile's rules and rule groups (000 §2 Rules tab, §7 setPaymentProfileRule and the group calls). */

/** Writes a whole resolved rule set: every category's rule, then the groups (new, changed, removed). */
export async function writeRules(
  tx: Executor,
  profileId: ProfileId,
  saved: ResolvedRules,
  next: ResolvedRules,
) {
  const keptIds = new Set(next.groups.flatMap((g) => (g.id === null ? [] : [g.id])));
  for (const g of saved.groups)
    if (g.id !== null && !keptIds.has(g.id)) await deleteGroup(tx, profileId, g.id);
  const groupOf = new Map<number, number>();
  for (const g of next.groups) {
    const row = { profileId, name: g.name, covers: g.covers, limited: g.limited, limitOre: g.limitOre };
    const id = g.id === null ? await insertGroup(tx, row) : g.id;
    if (g.id !== null) await updateGroup(tx, { ...row, id });
    for (const c of g.categoryGroupIds) groupOf.set(c, id);
  }
  for (const [categoryGroupId, r] of next.categories)
    await upsertRule(tx, { profileId, categoryGroupId, groupId: groupOf.get(categoryGroupId) ?? null, ...r });
}

async function changeRules(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  change: (view: ProfileView, tx: Executor, profileId: ProfileId) => Promise<void>,
): Promise<ProfileView> {
  const { db, services } = deps;
  await db.transaction(async (tx) => {
    const profile = await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    await change(await viewOf(tx, profile), tx, profile.id);
    await deleteEmptyGroups(tx, profile.id);
    await bumpVersion(tx, profile.id, services.clock.now());
    await recomputeCosts(tx, services.clock, { profileId: profile.id });
  });
  return reloaded(db, p, accountId, profileId);
}

export type RuleChange = {
  groupId?: number | null;
  categoryGroupId?: number | null;
  report?: boolean | null;
  covers: boolean;
  limited: boolean;
  limit?: number | null;
};

/**
 * One row of the Rules tab: a group's rule (`groupId`) or a category group's rule (`categoryGroupId`). With both,
 * the group's rule changes and `report` applies to that category.
 */
export async function setPaymentProfileRule(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  change: RuleChange,
): Promise<ProfileView> {
  if (change.groupId == null && change.categoryGroupId == null)
    throw AppError.badInput('Name a group or a cost category.', { field: 'categoryGroupId' });
  const limitOre = limitToOre(change.limit, 'limit');
  return changeRules(deps, p, accountId, profileId, async (view, tx, scopedId) => {
    if (change.groupId != null) {
      const group = view.rules.groups.find((g) => g.id === change.groupId);
      if (!group) throw AppError.notFound('Group');
      await updateGroup(tx, {
        id: group.id!,
        profileId: scopedId,
        name: group.name,
        covers: change.covers,
        limited: change.limited,
        limitOre,
      });
    }
    if (change.categoryGroupId != null) {
      const category = view.catalogue.find((c) => c.id === change.categoryGroupId);
      const current = view.rules.categories.get(change.categoryGroupId);
      if (!category || !current)
        throw AppError.badInput('Unknown cost category.', { field: 'categoryGroupId' });
      const report = change.report ?? current.report;
      if (report && !category.reportable)
        throw AppError.badInput(`${category.description} cannot be reported.`, { field: 'report' });
      if (report && !view.sendSmsReport)
        throw AppError.badInput('Reporting a cost category needs the SMS report.', { field: 'report' });
      const groupId = view.rules.groups.find((g) => g.categoryGroupIds.includes(category.id))?.id ?? null;
      // With a group named, only the category's report flag is its own: the group carries the rule.
      const rule: CategoryRule =
        change.groupId != null
          ? { ...current, report }
          : { covers: change.covers, limited: change.limited, limitOre, report };
      await upsertRule(tx, { profileId: scopedId, categoryGroupId: category.id, groupId, ...rule });
    }
  });
}

/** Puts groupable category groups into the profile's group of that name, made when there is none yet. */
export async function addPaymentProfileGroup(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  groupName: string,
  categoryGroupIds: number[],
): Promise<ProfileView> {
  const name = groupName.trim();
  if (!name) throw AppError.badInput('A group needs a name.', { field: 'groupName' });
  return changeRules(deps, p, accountId, profileId, async (view, tx, scopedId) => {
    const byId = new Map(view.catalogue.map((c) => [c.id, c]));
    checkGroupable(byId, [...new Set(categoryGroupIds)], new Set(), 'categoryGroupIDs');
    const key = name.toLocaleLowerCase('nb');
    const existing = view.rules.groups.find((g) => g.name.toLocaleLowerCase('nb') === key);
    const members = categoryGroupIds.map((id) => view.rules.categories.get(id)!);
    const groupId =
      existing?.id ?? (await insertGroup(tx, { profileId: scopedId, name, ...newGroupRule(members) }));
    for (const id of new Set(categoryGroupIds))
      await upsertRule(tx, {
        profileId: scopedId,
        categoryGroupId: id,
        groupId,
        ...view.rules.categories.get(id)!,
      });
  });
}

/** Ungroups one group: its category groups' own rules apply again. */
export async function removePaymentProfileGroup(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  groupId: number,
): Promise<ProfileView> {
  return changeRules(deps, p, accountId, profileId, async (view, tx, scopedId) => {
    if (!view.rules.groups.some((g) => g.id === groupId)) throw AppError.notFound('Group');
    await deleteGroup(tx, scopedId, groupId);
  });
}
