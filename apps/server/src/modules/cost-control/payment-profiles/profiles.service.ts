import type { BillingPeriod } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import { memberIdsOf } from './members.repository.ts';
import { joinProfile } from './members.service.ts';
import {
  checkReportingNeedsSms,
  type RulesDraft,
  reportsAnyCategory,
  resolveDraft,
  savedRules,
} from './profile-rules.ts';
import {
  DEFAULT_SETTINGS,
  type ProfileDraft,
  resolveSettings,
  type SettingsPatch,
} from './profile-settings.ts';
import { clean, type ProfileDeps, type ProfileView, reloaded, viewOf, viewsOf } from './profile-view.ts';
import {
  type CategoryGroupRow,
  countProfiles,
  customerOfVisibleAccount,
  deleteProfile,
  insertProfile,
  listCategoryGroups,
  listProfiles,
  lockVisibleAccount,
  oldestProfileOf,
  type ProfileRow,
  requireProfile,
  setDefault,
  smsSendersFor,
  updateProfileSettings,
} from './profiles.repository.ts';
import { writeRules } from './rules.service.ts';

export { profileById } from './profiles.repository.ts';

/** The profile itself: its settings, the standard flag, creating and removing it (000 §2 Payment profiles). */

export type ProfileInput = {
  description?: string | null;
  default?: boolean | null;
  billingPeriod?: BillingPeriod | null;
  settings?: SettingsPatch | null;
  rules?: RulesDraft | null;
};

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

export async function createPaymentProfile(
  deps: ProfileDeps,
  p: Principal,
  accountId: number,
  input: ProfileInput,
  subscriptionIds: number[] = [],
): Promise<ProfileView> {
  const { db, services } = deps;
  const id = await db.transaction(async (tx) => {
    const account = await lockVisibleAccount(tx, p, accountId);
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
    const first = (await countProfiles(tx, account)) === 0;
    if (input.default === false && first)
      throw AppError.badInput('The first profile of an account is its standard profile.', {
        field: 'default',
      });
    const profileId = await insertProfile(tx, account, { ...draft, isDefault: first });
    await writeRules(tx, profileId, { categories: new Map(), groups: [] }, rules);
    if (input.default && !first) {
      await setDefault(tx, account, profileId);
      // Subscriptions with no profile of their own follow the default.
      await recomputeCosts(tx, services.clock, { accountIds: [accountId] });
    }
    if (subscriptionIds.length > 0) await joinProfile(deps, tx, p, { accountId, profileId, subscriptionIds });
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
    if (input.rules) await writeRules(tx, current.id, view.rules, rules);
    if (!(await updateProfileSettings(tx, current.id, version, draft, services.clock.now())))
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
    before.smsPaymentMode !== after.smsPaymentMode ||
    before.ekBenefit !== after.ekBenefit
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
    const account = await lockVisibleAccount(tx, p, accountId);
    const profile = await requireProfile(tx, p, accountId, profileId, { forUpdate: true });
    const members = await memberIdsOf(tx, profile.id);
    await deleteProfile(tx, profile.id);
    const next = profile.isDefault ? await oldestProfileOf(tx, account) : null;
    if (next !== null) await setDefault(tx, account, next);
    await recomputeCosts(
      tx,
      services.clock,
      profile.isDefault ? { accountIds: [accountId] } : { subscriptionIds: members },
    );
  });
  return profileId;
}
