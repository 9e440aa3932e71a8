import {
  BUY_OUT_TIER_KEYS,
  type BuyOutTierKey,
  type BuyOutType,
  DEFAULT_FULL_COVERAGE_MONTHS,
  DEFAULT_STANDARD_BUY_OUT_TIERS,
  DEFAULT_TIME_PERIOD_MONTHS,
  POLICY_CATEGORIES,
} from '@connect/shared/equipment';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  bumpPolicyVersion,
  type CategoryDetailRow,
  defaultBuyOutValues,
  deletePolicy,
  insertPolicy,
  listCategoryDetails,
  listPolicies,
  type PolicyRow,
  requirePolicy,
  updatePolicyRow,
  upsertCategoryDetail,
} from './policies.repository.ts';
import { type StoredTiers, storedTiers } from './policy-tiers.ts';

// A policy of the account, NOT_FOUND when the caller does not see it: the repository's scoped read is the rule.
export { requirePolicy } from './policies.repository.ts';

/** Equipment policies themselves (002 §2 Policies screen, Details and Repair tabs; §4 policy form). */

/** The policies of a visible account; an account the caller may not see answers NOT_FOUND, not an empty list. */
export async function accountPolicies(db: Executor, p: Principal, q: Parameters<typeof listPolicies>[2]) {
  await requireAccount(db, p, q.accountId);
  return listPolicies(db, p, q);
}

export async function createPolicy(db: Executor, p: Principal, accountId: number, name: string) {
  await requireAccount(db, p, accountId);
  const id = await insertPolicy(db, accountId, name);
  return requirePolicy(db, p, accountId, id);
}

export type PolicyPatch = {
  name?: string | null;
  grantFullCreditOnStart?: boolean | null;
  allowUsedDevicePurchase?: boolean | null;
};

/**
 * Saves the policy's own fields, and with `details` the changed parts of its category editors, in one
 * transaction against the version the editor read; a stale one answers CONFLICT and nothing is written.
 */
export async function updatePolicy(
  db: Executor,
  p: Principal,
  accountId: number,
  policyId: number,
  patch: PolicyPatch,
  version: number | null,
  details: CategoryDetailPatch[] = [],
): Promise<PolicyRow> {
  checkPatches(details);
  await db.transaction(async (tx) => {
    const current = await lockForEdit(tx, p, accountId, policyId, version);
    await updatePolicyRow(tx, policyId, {
      ...current,
      name: patch.name ?? current.name,
      grantFullCreditOnStart: patch.grantFullCreditOnStart ?? current.grantFullCreditOnStart,
      allowUsedDevicePurchase: patch.allowUsedDevicePurchase ?? current.allowUsedDevicePurchase,
    });
    await writeCategoryPatches(tx, policyId, details);
  });
  return requirePolicy(db, p, accountId, policyId);
}

/**
 * The repair tab: the partner's e-mail (checked by `policyRepairSchema` at the call) is kept when the service is
 * turned off.
 */
export async function updateRepair(
  db: Executor,
  p: Principal,
  accountId: number,
  policyId: number,
  active: boolean,
  email: string | null,
): Promise<PolicyRow> {
  await db.transaction(async (tx) => {
    const current = await lockForEdit(tx, p, accountId, policyId, null);
    await updatePolicyRow(tx, policyId, {
      ...current,
      repairActive: active,
      repairPartnerEmail: email || current.repairPartnerEmail,
    });
  });
  return requirePolicy(db, p, accountId, policyId);
}

/** Deleting a policy releases its members (domain.md); the answer says how many were released. */
export async function removePolicy(db: Executor, p: Principal, accountId: number, policyId: number) {
  return db.transaction(async (tx) => {
    const current = await requirePolicy(tx, p, accountId, policyId, { forUpdate: true });
    await deletePolicy(tx, policyId);
    return { id: policyId, releasedMembers: current.memberCount };
  });
}

async function lockForEdit(
  tx: Executor,
  p: Principal,
  accountId: number,
  policyId: number,
  version: number | null,
): Promise<PolicyRow> {
  const current = await requirePolicy(tx, p, accountId, policyId, { forUpdate: true });
  if (version !== null && current.version !== version)
    throw AppError.conflict('Someone else changed this policy. Reload it to see their changes.');
  return current;
}

/** The account's standard buy-out values: its own, else the demo defaults (75 %, 50 %, 25 %, 0 %). */
export async function standardBuyOut(db: Executor, accountId: number): Promise<StoredTiers> {
  return (
    (await defaultBuyOutValues(db, accountId)) ?? storedTiers('standard', DEFAULT_STANDARD_BUY_OUT_TIERS)
  );
}

/** The account's standard buy-out values, for an account the caller sees. */
export async function accountStandardBuyOut(
  db: Executor,
  p: Principal,
  accountId: number,
): Promise<StoredTiers> {
  await requireAccount(db, p, accountId);
  return standardBuyOut(db, accountId);
}

/** Every category of a policy of the account, for a caller who sees it. */
export async function policyCategoryDetails(
  db: Executor,
  p: Principal,
  accountId: number,
  policyId: number,
): Promise<CategoryDetailRow[]> {
  await requirePolicy(db, p, accountId, policyId);
  return categoryDetails(db, policyId);
}

/** Every category of the policy, stored or not: an unsaved category is inactive with the defaults of 002 §3. */
export async function categoryDetails(db: Executor, policyId: number): Promise<CategoryDetailRow[]> {
  const stored = await listCategoryDetails(db, [policyId]);
  return POLICY_CATEGORIES.map(
    (c) => stored.find((d) => d.categoryId === c.id) ?? emptyDetail(policyId, c.id),
  );
}

function emptyDetail(policyId: number, categoryId: number): CategoryDetailRow {
  const tiers = {} as Record<BuyOutTierKey, number> & Record<`${BuyOutTierKey}Type`, BuyOutType>;
  for (const key of BUY_OUT_TIER_KEYS) {
    tiers[key] = 0;
    tiers[`${key}Type`] = 'percent';
  }
  return {
    policyId,
    categoryId,
    active: false,
    covers: 0,
    timePeriod: DEFAULT_TIME_PERIOD_MONTHS,
    fullCoverage: DEFAULT_FULL_COVERAGE_MONTHS,
    environmentalBonus: 0,
    envBonusTimePeriod: 0,
    buyOutMode: 'standard',
    ...tiers,
  };
}

export type CategoryDetailPatch = { policyCategoryID: number } & Partial<
  Omit<CategoryDetailRow, 'policyId' | 'categoryId'>
>;

/**
 * Saves the changed parts of the category editors in one transaction, against the version the editor read: each
 * patch names a category and the fields that changed; the others keep their stored values.
 */
export async function updateCategoryDetails(
  db: Executor,
  p: Principal,
  accountId: number,
  policyId: number,
  patches: CategoryDetailPatch[],
  version: number | null,
): Promise<CategoryDetailRow[]> {
  checkPatches(patches);
  await db.transaction(async (tx) => {
    await lockForEdit(tx, p, accountId, policyId, version);
    await writeCategoryPatches(tx, policyId, patches);
    await bumpPolicyVersion(tx, policyId);
  });
  return categoryDetails(db, policyId);
}

function checkPatches(patches: CategoryDetailPatch[]): void {
  const seen = new Set<number>();
  for (const patch of patches) {
    if (!POLICY_CATEGORIES.some((c) => c.id === patch.policyCategoryID))
      throw AppError.badInput('Unknown policy category.', { field: 'policyCategoryID' });
    if (seen.has(patch.policyCategoryID))
      throw AppError.badInput('A category is named twice.', { field: 'policyCategoryID' });
    seen.add(patch.policyCategoryID);
  }
}

async function writeCategoryPatches(tx: Executor, policyId: number, patches: CategoryDetailPatch[]) {
  if (patches.length === 0) return;
  const current = await categoryDetails(tx, policyId);
  for (const { policyCategoryID, ...changes } of patches) {
    const before = current.find((d) => d.categoryId === policyCategoryID)!;
    const after = { ...before, ...definedOnly(changes) };
    checkTiers(after);
    await upsertCategoryDetail(tx, after);
  }
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** A percent tier is at most 100 %; an amount tier any sum (the price is capped at the cost price). */
function checkTiers(d: CategoryDetailRow): void {
  for (const key of BUY_OUT_TIER_KEYS) {
    if (d[`${key}Type`] === 'percent' && d[key] > 10_000)
      throw AppError.badInput('A buy-out percent is at most 100.', { field: key });
  }
}
