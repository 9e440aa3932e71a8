import { type CreditFigures, creditAvailableNow } from '@connect/shared/equipment';
import type { Executor } from '../../../db/client.ts';
import { corrections, figuresOf, memberCategories, membershipOf } from '../policies/members.service.ts';
import { categoryDetails } from '../policies/policies.service.ts';

/** A person's stored credit state in one category (ce_member_categories), nulls when nothing is stored. */
export type CategoryState = {
  lastPurchaseDate: string | null;
  cycleStart: string | null;
  cycleStartAmount: number | null;
};

/** What the webshop login carries per category: what a purchase may use now, and from when a new device may be bought. */
export type CategoryCredit = { categoryId: number; credit: number; eligibleFrom: string };

/**
 * The person's credit per active category of their policy on a date (none without a policy): the credit plus the
 * bonus accrued, as they are (negative when money is owed), 0 before the category's eligibility date.
 */
export async function memberCredits(
  db: Executor,
  catalogId: number,
  date: string,
): Promise<CategoryCredit[]> {
  const membership = await membershipOf(db, catalogId);
  if (!membership) return [];
  return figuresOf(
    membership,
    await categoryDetails(db, membership.policyId),
    {
      memberSince: membership.memberSince,
      categories: await memberCategories(db, catalogId),
      corrections: await corrections(db, catalogId),
    },
    date < membership.memberSince ? membership.memberSince : date,
  ).map((f) => ({
    categoryId: f.detail.categoryId,
    credit: creditAvailableNow(f.credit),
    eligibleFrom: f.credit.newDeviceEligibilityStartDate,
  }));
}

/**
 * The person's credit figures in a category on a date by the credit engine (the corrections not yet charged), with
 * the stored state it starts from; null when
 * they have no policy or their policy does not cover the category. For the webshop, which acts for no caller, in
 * the transaction of a delivery or cancellation that writes the state: the member's policy row is locked first,
 * so an import of the policy does not interleave with it.
 */
export async function memberCreditOn(
  db: Executor,
  catalogId: number,
  categoryId: number,
  date: string,
): Promise<{ figures: CreditFigures; state: CategoryState } | null> {
  const membership = await membershipOf(db, catalogId, { forUpdate: true });
  if (!membership) return null;
  const categories = await memberCategories(db, catalogId);
  const figures = figuresOf(
    membership,
    await categoryDetails(db, membership.policyId),
    { memberSince: membership.memberSince, categories, corrections: await corrections(db, catalogId) },
    date < membership.memberSince ? membership.memberSince : date,
  ).find((f) => f.detail.categoryId === categoryId);
  if (!figures) return null;
  const row = categories.find((c) => c.categoryId === categoryId);
  return {
    figures: figures.credit,
    state: {
      lastPurchaseDate: row?.lastPurchaseDate ?? null,
      cycleStart: row?.cycleStart ?? null,
      cycleStartAmount: row?.cycleStartAmount ?? null,
    },
  };
}
