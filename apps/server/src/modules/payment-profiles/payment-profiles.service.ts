import { MEMBERS_LIMIT, oreToKroner } from '@connect/shared';
import type { Principal } from '../../auth/principal.ts';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { computeSubscriptionCosts, recomputeCosts } from '../cost/cost.service.ts';
import {
  type BillingPeriod,
  bumpVersion,
  type CategoryGroupRow,
  countProfiles,
  customerOfVisibleAccount,
  type DeductFilterRow,
  deleteDeductFilter,
  deleteEmptyGroups,
  deleteGroup,
  deleteProfile,
  groupsOf,
  insertDeductFilter,
  insertGroup,
  insertProfile,
  listCategoryGroups,
  listDeductFilters,
  listMembers,
  listProfiles,
  lockVisibleAccount,
  type MemberRow,
  memberIdsOf,
  oldestProfileOf,
  type ProfileRow,
  requireProfile,
  requireSubscriptionInTree,
  rulesOf,
  setDefault,
  setMembership,
  smsSendersFor,
  subscriptionsInTree,
  updateDeductFilter,
  updateGroup,
  updateProfileSettings,
  upsertRule,
} from './payment-profiles.repository.ts';
import {
  type CategoryRule,
  checkGroupable,
  checkReportingNeedsSms,
  limitToOre,
  newGroupRule,
  type ResolvedRules,
  type RulesDraft,
  reportsAnyCategory,
  resolveDraft,
  savedRules,
  toEngineRules,
} from './profile-rules.ts';
import {
  DEFAULT_SETTINGS,
  type ProfileDraft,
  resolveSettings,
  type SettingsPatch,
} from './profile-settings.ts';
import { welcomeNewMembers } from './welcome-sms.ts';

/** What the service needs from the app: the database, the clock, messaging and the public address for links. */
export type ProfileDeps = { db: Db; config: Config; services: Services };

export type ProfileInput = {
  description?: string | null;
  default?: boolean | null;
  billingPeriod?: BillingPeriod | null;
  settings?: SettingsPatch | null;
  rules?: RulesDraft | null;
};

/** A profile with its rules in the shape the screens read. */
export type ProfileView = ProfileRow & { rules: ResolvedRules; catalogue: CategoryGroupRow[] };

/** The fields that were given: a null or missing field keeps the current value. */
function clean<T extends object>(o: T | null | undefined): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

async function viewsOf(db: Executor, profiles: ProfileRow[]): Promise<ProfileView[]> {
  const ids = profiles.map((p) => p.id);
  const [catalogue, rules, groups] = await Promise.all([
    listCategoryGroups(db),
    rulesOf(db, ids),
    groupsOf(db, ids),
  ]);
  return profiles.map((p) => ({
    ...p,
    catalogue,
    rules: savedRules(
      catalogue,
      rules.filter((r) => r.profileId === p.id),
      groups.filter((g) => g.profileId === p.id),
    ),
  }));
}

async function viewOf(db: Executor, profile: ProfileRow): Promise<ProfileView> {
  const [view] = await viewsOf(db, [profile]);
  return view!;
}

async function reloaded(db: Executor, p: Principal, accountId: number, profileId: number) {
  return viewOf(db, await requireProfile(db, p, accountId, profileId));
}

export async function paymentProfiles(db: Executor, p: Principal, accountId: number): Promise<ProfileView[]> {
  await customerOfVisibleAccount(db, p, accountId);
  return viewsOf(db, await listProfiles(db, p, accountId));
}

export async function paymentCategoryGroups(db: Executor): Promise<CategoryGroupRow[]> {
  return listCategoryGroups(db);
}

/** The senders of the account's customer (or of the caller's own customer when no account is named). */
export async function smsSenders(db: Executor, p: Principal, accountId?: number | null): Promise<string[]> {
  const customerId = accountId == null ? p.customerId : await customerOfVisibleAccount(db, p, accountId);
  return smsSendersFor(db, customerId);
}

// ---- the profile itself ----------------------------------------------------------------------------------

/** Writes a whole resolved rule set: every category's rule, then the groups (new, changed, removed). */
async function writeRules(tx: Executor, profileId: number, saved: ResolvedRules, next: ResolvedRules) {
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

export async function createPaymentProfile(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  input: ProfileInput,
  subscriptionIds: number[] = [],
): Promise<ProfileView> {
  const { db, services } = deps;
  const id = await db.transaction(async (tx) => {
    await lockVisibleAccount(tx, p, accountId);
    const customerId = await customerOfVisibleAccount(tx, p, accountId);
    const catalogue = await listCategoryGroups(tx);
    const rules = resolveDraft(catalogue, savedRules(catalogue, [], []), input.rules);
    const draft = resolveSettings(
      { ...DEFAULT_SETTINGS, description: '', billingPeriod: 'monthly' },
      {
        ...clean(input.settings),
        ...clean({ description: input.description, billingPeriod: input.billingPeriod }),
      },
      { senders: await smsSendersFor(tx, customerId), reportsAnyCategory: reportsAnyCategory(rules) },
    );
    checkReportingNeedsSms(rules, draft.sendSmsReport);
    // The account's first profile is its default: an account with profiles always has exactly one.
    const first = (await countProfiles(tx, accountId)) === 0;
    if (input.default === false && first)
      throw AppError.badInput('The first profile of an account is its standard profile.', {
        field: 'default',
      });
    const profileId = await insertProfile(tx, accountId, { ...draft, isDefault: first });
    await writeRules(tx, profileId, { categories: new Map(), groups: [] }, rules);
    if (input.default && !first) {
      await setDefault(tx, accountId, profileId);
      // Subscriptions with no profile of their own follow the default.
      await recomputeCosts(tx, services.clock, { accountIds: [accountId] });
    }
    if (subscriptionIds.length > 0) await joinProfile(deps, tx, p, accountId, profileId, subscriptionIds);
    return profileId;
  });
  return reloaded(db, p, accountId, id);
}

/**
 * Saves an edited profile in one transaction: description and settings, the whole draft of rules when given,
 * and the default flag, all against the version the editor started from. A stale version answers CONFLICT and
 * writes nothing; so does any failure half-way, since every step is in the transaction.
 */
export async function updatePaymentProfile(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  input: ProfileInput,
  version: number,
): Promise<ProfileView> {
  const { db, services } = deps;
  await db.transaction(async (tx) => {
    if (input.default != null) await lockVisibleAccount(tx, p, accountId);
    const current = await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    if (current.version !== version) throw AppError.conflict();
    const view = await viewOf(tx, current);
    const rules = resolveDraft(view.catalogue, view.rules, input.rules);
    const draft = resolveSettings(
      current,
      {
        ...clean(input.settings),
        ...clean({ description: input.description, billingPeriod: input.billingPeriod }),
      },
      {
        senders: await smsSendersFor(tx, current.customerId),
        reportsAnyCategory: reportsAnyCategory(rules),
      },
    );
    checkReportingNeedsSms(rules, draft.sendSmsReport);
    if (input.rules) await writeRules(tx, profileId, view.rules, rules);
    if (!(await updateProfileSettings(tx, profileId, version, draft, services.clock.now())))
      throw AppError.conflict();
    const defaultChanged = await applyDefaultFlag(tx, current, input.default);
    if (defaultChanged) await recomputeCosts(tx, services.clock, { accountIds: [accountId] });
    else if (input.rules || affectsMoney(current, draft))
      await recomputeCosts(tx, services.clock, { profileId });
  });
  return reloaded(db, p, accountId, profileId);
}

/** The settings the cost engine reads (COST-RULES.md); a change of any other setting leaves the figures as they are. */
function affectsMoney(before: ProfileDraft, after: ProfileDraft): boolean {
  return (
    before.defaultReportMode !== after.defaultReportMode ||
    before.sendSmsReport !== after.sendSmsReport ||
    before.dueDateDay !== after.dueDateDay ||
    before.smsPaymentMode !== after.smsPaymentMode
  );
}

/**
 * 000 §4: setting a default clears the others. Turning the current default off would leave the account without
 * one, so it is refused: the admin sets another profile as standard instead. True when the default moved.
 */
async function applyDefaultFlag(tx: Executor, profile: ProfileRow, wanted: boolean | null | undefined) {
  if (wanted == null || wanted === profile.isDefault) return false;
  if (!wanted)
    throw AppError.badInput('Set another profile as the standard profile instead.', { field: 'default' });
  await setDefault(tx, profile.accountId, profile.id);
  return true;
}

export async function setDefaultPaymentProfile(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
): Promise<ProfileView> {
  const { db, services } = deps;
  await db.transaction(async (tx) => {
    await lockVisibleAccount(tx, p, accountId);
    const profile = await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    if (await applyDefaultFlag(tx, profile, true))
      await recomputeCosts(tx, services.clock, { accountIds: [accountId] });
  });
  return reloaded(db, p, accountId, profileId);
}

/**
 * Removes a profile. Its members lose their profile and follow the account's default from then on. Removing the
 * default makes the account's oldest remaining profile the default, so the account keeps exactly one.
 */
export async function removePaymentProfile(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
): Promise<number> {
  const { db, services } = deps;
  await db.transaction(async (tx) => {
    await lockVisibleAccount(tx, p, accountId);
    const profile = await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    const members = await memberIdsOf(tx, profileId);
    await deleteProfile(tx, profileId);
    const next = profile.isDefault ? await oldestProfileOf(tx, accountId) : null;
    if (next !== null) await setDefault(tx, accountId, next);
    await recomputeCosts(
      tx,
      services.clock,
      profile.isDefault ? { accountIds: [accountId] } : { subscriptionIds: members },
    );
  });
  return profileId;
}

// ---- per-row rule changes (000 §7) ------------------------------------------------------------------------

async function changeRules(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  change: (view: ProfileView, tx: Executor) => Promise<void>,
): Promise<ProfileView> {
  const { db, services } = deps;
  await db.transaction(async (tx) => {
    const profile = await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    await change(await viewOf(tx, profile), tx);
    await deleteEmptyGroups(tx, profileId);
    await bumpVersion(tx, profileId, services.clock.now());
    await recomputeCosts(tx, services.clock, { profileId });
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
  return changeRules(deps, p, accountId, profileId, async (view, tx) => {
    if (change.groupId != null) {
      const group = view.rules.groups.find((g) => g.id === change.groupId);
      if (!group) throw AppError.notFound('Group');
      await updateGroup(tx, {
        id: group.id!,
        profileId,
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
      await upsertRule(tx, { profileId, categoryGroupId: category.id, groupId, ...rule });
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
  return changeRules(deps, p, accountId, profileId, async (view, tx) => {
    const byId = new Map(view.catalogue.map((c) => [c.id, c]));
    checkGroupable(byId, [...new Set(categoryGroupIds)], new Set(), 'categoryGroupIDs');
    const key = name.toLocaleLowerCase('nb');
    const existing = view.rules.groups.find((g) => g.name.toLocaleLowerCase('nb') === key);
    const members = categoryGroupIds.map((id) => view.rules.categories.get(id)!);
    const groupId = existing?.id ?? (await insertGroup(tx, { profileId, name, ...newGroupRule(members) }));
    for (const id of new Set(categoryGroupIds))
      await upsertRule(tx, { profileId, categoryGroupId: id, groupId, ...view.rules.categories.get(id)! });
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
  return changeRules(deps, p, accountId, profileId, async (view, tx) => {
    if (!view.rules.groups.some((g) => g.id === groupId)) throw AppError.notFound('Group');
    await deleteGroup(tx, profileId, groupId);
  });
}

// ---- members ----------------------------------------------------------------------------------------------

export async function paymentProfileMembers(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
  limit: number = MEMBERS_LIMIT,
  offset = 0,
): Promise<MemberRow[]> {
  const profile = await requireProfile(db, p, accountId, profileId);
  return listMembers(db, p, profile.accountId, profileId, limit, offset);
}

/**
 * Makes subscriptions members of a profile in the caller's transaction: they must lie in the profile's account
 * tree. Newcomers get the welcome SMS when the profile sends one; their costs are recomputed.
 */
async function joinProfile(
  deps: ProfileDeps,
  tx: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
  subscriptionIds: number[],
) {
  const ids = [...new Set(subscriptionIds)];
  const found = await subscriptionsInTree(tx, p, accountId, ids);
  if (found.length !== ids.length) throw AppError.notFound('Subscription');
  const joining = found.filter((s) => s.paymentProfileId !== profileId).map((s) => s.subscriptionId);
  await setMembership(tx, joining, profileId);
  await welcomeNewMembers(tx, deps, profileId, joining);
  await recomputeCosts(tx, deps.services.clock, { subscriptionIds: joining });
}

export async function addPaymentProfileMember(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  subscriptionId: number,
): Promise<ProfileView> {
  await deps.db.transaction(async (tx) => {
    await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    await joinProfile(deps, tx, p, accountId, profileId, [subscriptionId]);
  });
  return reloaded(deps.db, p, accountId, profileId);
}

/** The subscription leaves the profile (and follows the account's default from then on). */
export async function removePaymentProfileMember(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  subscriptionId: number,
): Promise<ProfileView> {
  await deps.db.transaction(async (tx) => {
    await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    const sub = await requireSubscriptionInTree(tx, p, accountId, subscriptionId, { forUpdate: true });
    if (sub.paymentProfileId !== profileId) throw AppError.notFound('Member');
    await setMembership(tx, [subscriptionId], null);
    await recomputeCosts(tx, deps.services.clock, { subscriptionIds: [subscriptionId] });
  });
  return reloaded(deps.db, p, accountId, profileId);
}

// ---- deduct filters ---------------------------------------------------------------------------------------

export type DeductFilterChange = { categoryGroupId: number; descriptionMatch: string };

function checkFilter(catalogue: CategoryGroupRow[], change: DeductFilterChange): DeductFilterChange {
  const descriptionMatch = change.descriptionMatch.trim();
  if (!descriptionMatch)
    throw AppError.badInput('The exception needs a description.', { field: 'descriptionMatch' });
  if (descriptionMatch.length > 200)
    throw AppError.badInput('The description can be at most 200 characters.', { field: 'descriptionMatch' });
  if (!catalogue.some((c) => c.id === change.categoryGroupId))
    throw AppError.badInput('Unknown cost category.', { field: 'categoryGroupID' });
  return { categoryGroupId: change.categoryGroupId, descriptionMatch };
}

export async function paymentProfileDeductFilters(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
): Promise<DeductFilterRow[]> {
  await requireProfile(db, p, accountId, profileId);
  return listDeductFilters(db, profileId);
}

/** Adds, changes or removes an exception; the profile's members are recomputed in the same transaction. */
export async function changeDeductFilter(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  profileId: number,
  change:
    | { kind: 'add'; filter: DeductFilterChange }
    | { kind: 'update'; filterId: number; filter: DeductFilterChange }
    | { kind: 'remove'; filterId: number },
): Promise<DeductFilterRow> {
  const { db, services } = deps;
  return db.transaction(async (tx) => {
    await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    const before = await listDeductFilters(tx, profileId);
    let result: DeductFilterRow;
    if (change.kind === 'remove') {
      const existing = before.find((f) => f.id === change.filterId);
      if (!existing || !(await deleteDeductFilter(tx, profileId, change.filterId)))
        throw AppError.notFound('Deduct filter');
      result = existing;
    } else {
      const filter = checkFilter(await listCategoryGroups(tx), change.filter);
      if (change.kind === 'add') {
        result = {
          id: await insertDeductFilter(tx, profileId, filter.categoryGroupId, filter.descriptionMatch),
          ...filter,
        };
      } else {
        if (
          !(await updateDeductFilter(
            tx,
            profileId,
            change.filterId,
            filter.categoryGroupId,
            filter.descriptionMatch,
          ))
        )
          throw AppError.notFound('Deduct filter');
        result = { id: change.filterId, ...filter };
      }
    }
    await recomputeCosts(tx, services.clock, { profileId });
    return result;
  });
}

// ---- rule preview -----------------------------------------------------------------------------------------

export type RulePreview = {
  totalAmountPeriod: number;
  totalAmountYTD: number;
  coveredAmountPeriod: number;
  deductedAmountPeriod: number;
  deductedAmountYTD: number;
  categoryUsage: {
    categoryGroupID: number;
    categoryGroupDescription: string;
    usageAmount: number;
    covers: number;
    deductedAmount: number;
  }[];
};

/**
 * 000 §3 Rule preview: one subscription's period and YTD under a profile's rules. With `rules` (and `settings`)
 * the draft on the screen is applied on top of `profileId`'s saved profile (or a new profile's defaults);
 * without them, the profile that applies to the subscription. Amounts in NOK.
 */
export async function paymentProfileRulePreview(
  deps: ProfileDeps,
  p: Principal,
  args: {
    accountId: number;
    subscriptionId: number;
    fromDate: string;
    toDate: string;
    profileId?: number | null;
    rules?: RulesDraft | null;
    settings?: SettingsPatch | null;
  },
): Promise<RulePreview> {
  const { db, services } = deps;
  await requireSubscriptionInTree(db, p, args.accountId, args.subscriptionId);
  let rules: ReturnType<typeof toEngineRules> | undefined;
  if (args.rules || args.settings || args.profileId != null) {
    const catalogue = await listCategoryGroups(db);
    const profile =
      args.profileId == null ? null : await requireProfile(db, p, args.accountId, args.profileId);
    const base: ProfileDraft = profile ?? { ...DEFAULT_SETTINGS, description: '', billingPeriod: 'monthly' };
    const saved = profile ? (await viewOf(db, profile)).rules : savedRules(catalogue, [], []);
    const settings = { ...base, ...clean(args.settings) };
    const filters = profile ? await listDeductFilters(db, profile.id) : [];
    rules = toEngineRules(settings, resolveDraft(catalogue, saved, args.rules), filters);
  }
  const costs = await computeSubscriptionCosts(db, services.clock, {
    subscriptionId: args.subscriptionId,
    fromDate: args.fromDate,
    toDate: args.toDate,
    rules,
  });
  return {
    totalAmountPeriod: oreToKroner(costs.period.usedOre),
    totalAmountYTD: oreToKroner(costs.ytd.usedOre),
    coveredAmountPeriod: oreToKroner(costs.period.coveredOre),
    deductedAmountPeriod: oreToKroner(costs.period.deductedOre),
    deductedAmountYTD: oreToKroner(costs.ytd.deductedOre),
    categoryUsage: costs.categoryGroups.map((c) => ({
      categoryGroupID: c.categoryGroupID,
      categoryGroupDescription: c.name,
      usageAmount: oreToKroner(c.usedOre),
      covers: oreToKroner(c.coveredOre),
      deductedAmount: oreToKroner(c.deductedOre),
    })),
  };
}
