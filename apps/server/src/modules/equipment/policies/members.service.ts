import { osloDate } from '@connect/shared';
import {
  type CreditFigures,
  computeCredit,
  creditCycleOf,
  POLICY_CATEGORIES,
} from '@connect/shared/equipment';
import { canActOnAccount } from '../../../auth/employee-access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  type CorrectionRow,
  corrections,
  insertCorrection,
  listMembers,
  type MemberCategoryRow,
  type MemberSort,
  memberCategories,
  membershipOf,
  requirePersonOfAccount,
  setLastPurchaseDate,
  setMembership,
  startCycle,
} from './members.repository.ts';
import {
  type CategoryDetailRow,
  lockPolicies,
  type PolicyRow,
  requirePolicy,
} from './policies.repository.ts';
import { categoryDetails } from './policies.service.ts';

/** For the webshop: a member's credit and what an order settles. */
export {
  corrections,
  memberCategories,
  membershipOf,
  setLastPurchaseDate,
  settleCorrections,
  unsettleCorrections,
} from './members.repository.ts';

/** Policy members and their credit (002 §2 Policy users tab, §4 policy editor per user; domain.md Credit). */

export type Deps = { db: Executor; clock: Clock };

export async function policyMembers(
  deps: Deps,
  p: Principal,
  q: { accountId: number; policyId: number; search: string; limit: number; offset: number; sort: MemberSort },
) {
  await requirePolicy(deps.db, p, q.accountId, q.policyId);
  return listMembers(deps.db, { ...q, asOf: osloDate(deps.clock.now()) });
}

export type CategoryFigures = {
  detail: CategoryDetailRow;
  lastPurchaseDate: string | null;
  credit: CreditFigures;
};

/** The engine's figures of every active category of the policy for one member, as of a date. */
export function figuresOf(
  policy: Pick<PolicyRow, 'grantFullCreditOnStart'>,
  details: CategoryDetailRow[],
  member: { memberSince: string; categories: MemberCategoryRow[]; corrections: CorrectionRow[] },
  asOf: string,
): CategoryFigures[] {
  return details
    .filter((d) => d.active)
    .map((detail) => {
      const state = member.categories.find((c) => c.categoryId === detail.categoryId);
      const lastPurchaseDate = state?.lastPurchaseDate ?? null;
      const rules = {
        companyCovers: detail.covers,
        timePeriod: detail.timePeriod,
        fullCoverage: detail.fullCoverage,
        environmentalBonus: detail.environmentalBonus,
        envBonusTimePeriod: detail.envBonusTimePeriod,
      };
      const cycle = state?.cycleStart
        ? { start: state.cycleStart, startAmount: Math.min(state.cycleStartAmount, detail.covers) }
        : creditCycleOf({
            lastPurchaseDate,
            memberSince: member.memberSince,
            grantFullCreditOnStart: policy.grantFullCreditOnStart,
            companyCovers: detail.covers,
          });
      const credit = computeCredit({
        rules,
        lastPurchaseDate,
        cycle,
        asOf,
        corrections: member.corrections
          .filter((c) => c.categoryId === detail.categoryId)
          .map((c) => ({ date: c.correctedOn, amount: c.amount })),
      });
      return { detail, lastPurchaseDate, credit };
    });
}

/**
 * An employee's own figures (002 §2 My equipment policy): on an account they act on, by their own membership, with
 * no role needed; anyone else's answer NOT_FOUND.
 */
export async function ownPolicyCategoryDetails(
  deps: Deps,
  p: Principal,
  q: { accountId: number; catalogId: number; asOf: string | null },
): Promise<(CategoryFigures & { policyName: string })[]> {
  if (q.catalogId !== p.catalogId) throw AppError.notFound('Person');
  if (!(await canActOnAccount(deps.db, p, q.accountId))) throw AppError.notFound('Account');
  const membership = await membershipOf(deps.db, p.catalogId);
  if (!membership) return [];
  const asOf = q.asOf ?? osloDate(deps.clock.now());
  return figuresOf(
    membership,
    await categoryDetails(deps.db, membership.policyId),
    {
      memberSince: membership.memberSince,
      categories: await memberCategories(deps.db, p.catalogId),
      corrections: await corrections(deps.db, p.catalogId),
    },
    asOf < membership.memberSince ? membership.memberSince : asOf,
  ).map((f) => ({ ...f, policyName: membership.policyName }));
}

/** `userPolicyCategoryDetails`: the member's figures per active category of their policy, as of a date. */
export async function userPolicyCategoryDetails(
  deps: Deps,
  p: Principal,
  q: { accountId: number; catalogId: number; policyId: number | null; asOf: string | null },
): Promise<(CategoryFigures & { policyName: string })[]> {
  const person = await requirePersonOfAccount(deps.db, p, q.accountId, q.catalogId);
  const policyId = q.policyId ?? person.policyId;
  if (policyId === null || person.policyId !== policyId || !person.memberSince) return [];
  const policy = await requirePolicy(deps.db, p, q.accountId, policyId);
  return figuresOf(
    policy,
    await categoryDetails(deps.db, policyId),
    {
      memberSince: person.memberSince,
      categories: await memberCategories(deps.db, q.catalogId),
      corrections: await corrections(deps.db, q.catalogId),
    },
    q.asOf ?? osloDate(deps.clock.now()),
  ).map((f) => ({ ...f, policyName: policy.name }));
}

export type MemberChange = {
  accountId: number;
  catalogId: number;
  /** The policy to have: the same one keeps it, another moves the member, null removes them from any policy. */
  policyId: number | null;
  categoryIDsToTransferAmount: number[];
  corrections: { policyCategoryID: number; amount: number; reason: string }[];
  lastPurchaseDates: { policyCategoryID: number; lastPurchaseDate: string | null }[];
};

/**
 * One member's save (002 §4): the policy transfer first, then the corrections and last purchase dates, all in one
 * transaction or none.
 */
export async function saveMember(deps: Deps, p: Principal, change: MemberChange): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const today = osloDate(deps.clock.now());
    const person = await lockMembership(tx, p, change);
    await transferPolicy(tx, p, change, person, today);
    if (change.policyId === null) {
      if (change.corrections.length || change.lastPurchaseDates.length)
        throw AppError.badInput('A person without a policy has no credit to change.', { field: 'policyID' });
      return;
    }
    const policy = await requirePolicy(tx, p, change.accountId, change.policyId);
    const active = (await categoryDetails(tx, policy.id)).filter((d) => d.active).map((d) => d.categoryId);
    const inPolicy = (categoryId: number) => {
      if (!active.includes(categoryId))
        throw AppError.badInput('The policy does not cover this category.', { field: 'policyCategoryID' });
    };
    for (const c of change.corrections) {
      inPolicy(c.policyCategoryID);
      if (!Number.isSafeInteger(c.amount) || c.amount === 0)
        throw AppError.badInput('Enter the correction in kroner, other than 0.', { field: 'amount' });
      await insertCorrection(tx, {
        catalogId: change.catalogId,
        categoryId: c.policyCategoryID,
        policyId: policy.id,
        amount: c.amount,
        on: today,
        by: p.catalogId,
        reason: c.reason,
      });
    }
    for (const d of change.lastPurchaseDates) {
      inPolicy(d.policyCategoryID);
      if (d.lastPurchaseDate && d.lastPurchaseDate > today)
        throw AppError.badInput('The last purchase date cannot be in the future.', {
          field: 'lastPurchaseDate',
        });
      await setLastPurchaseDate(tx, change.catalogId, d.policyCategoryID, d.lastPurchaseDate);
    }
  });
}

/**
 * Locks the policy the person is in and the one the save names, so the save and an import of either policy do not
 * interleave (policy-import.ts reads its members under the same lock), and reads the person's membership under the
 * lock. A membership another save changed between the first read and the lock answers CONFLICT.
 */
async function lockMembership(tx: Executor, p: Principal, change: MemberChange) {
  const before = await requirePersonOfAccount(tx, p, change.accountId, change.catalogId);
  await lockPolicies(tx, [before.policyId, change.policyId]);
  const person = await requirePersonOfAccount(tx, p, change.accountId, change.catalogId);
  if (person.policyId !== before.policyId)
    throw AppError.conflict('Someone else changed this person’s policy. Reload to see it.');
  return person;
}

/**
 * Moves the member (domain.md, Changing an employee's policy): for each category to transfer, the credit built up
 * so far moves to the new policy, capped at its company covers; the other categories start anew on the change date.
 */
async function transferPolicy(
  tx: Executor,
  p: Principal,
  change: MemberChange,
  person: { policyId: number | null; memberSince: string | null },
  today: string,
): Promise<void> {
  if (person.policyId === change.policyId) return;
  if (change.policyId === null) {
    await setMembership(tx, change.catalogId, null, today);
    return;
  }
  const target = await requirePolicy(tx, p, change.accountId, change.policyId, { forUpdate: true });
  const targetDetails = (await categoryDetails(tx, target.id)).filter((d) => d.active);
  for (const id of change.categoryIDsToTransferAmount) {
    if (!POLICY_CATEGORIES.some((c) => c.id === id))
      throw AppError.badInput('Unknown policy category.', { field: 'categoryIDsToTransferAmount' });
  }
  const before =
    person.policyId !== null && person.memberSince
      ? figuresOf(
          await requirePolicy(tx, p, change.accountId, person.policyId),
          await categoryDetails(tx, person.policyId),
          {
            memberSince: person.memberSince,
            categories: await memberCategories(tx, change.catalogId),
            corrections: await corrections(tx, change.catalogId),
          },
          today,
        )
      : [];
  await setMembership(tx, change.catalogId, target.id, today);
  if (person.policyId === null) return;
  for (const detail of targetDetails) {
    const old = before.find((f) => f.detail.categoryId === detail.categoryId);
    const moved = old && change.categoryIDsToTransferAmount.includes(detail.categoryId);
    const amount = moved
      ? Math.min(old.credit.currentPolicyCategoryCredit, detail.covers)
      : !old?.lastPurchaseDate && target.grantFullCreditOnStart
        ? detail.covers
        : 0;
    await startCycle(tx, change.catalogId, detail.categoryId, today, amount);
  }
}

/** The member's policy id, for the calls that name a policy and a person but no account. */
export async function requireMemberAccount(
  db: Executor,
  p: Principal,
  policyId: number,
  catalogId: number,
): Promise<number> {
  const policy = await requirePolicy(db, p, null, policyId);
  const person = await requirePersonOfAccount(db, p, policy.accountId, catalogId);
  if (person.policyId !== policyId) throw AppError.notFound('Policy member');
  return policy.accountId;
}
