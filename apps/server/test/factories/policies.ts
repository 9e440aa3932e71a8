import { POLICY_CATEGORIES, type PolicyCategoryKey } from '@connect/shared/equipment';
import type { Executor } from '../../src/db/client.ts';
import {
  ceCreditCorrections,
  ceGuidelines,
  ceMemberCategories,
  cePolicies,
  cePolicyCategoryDetails,
  cePolicyMembers,
  storedFiles,
} from '../../src/db/schema/index.ts';
import { type BuiltAccount, type BuiltPerson, nextSerial } from './tenancy.ts';

/**
 * Equipment policy factories (see tenancy.ts): policies with their category rules, members with their last purchase
 * per category, credit corrections, the account's guideline, and a person's device. Money is øre excl. VAT, as
 * stored; a category is named by its key (`mobile`, `tablet`…), whose id the API calls `policyCategoryID`.
 */

export type BuiltPolicy = { id: number; accountId: number };

/** A buy-out tier: a share of the cost price in percent, or a fixed sum in øre. */
export type Tier = { percent: number } | { amountOre: number };

/** A category's rules; given tiers make its buy-out custom, else it follows the account's standard values. */
export type PolicyCategorySpec = {
  coversOre: number;
  active?: boolean;
  timePeriod?: number;
  fullCoverage?: number;
  bonusOre?: number;
  bonusMonths?: number;
  tiers?: [Tier, Tier, Tier, Tier];
};

const categoryId = (key: PolicyCategoryKey) => POLICY_CATEGORIES.find((c) => c.key === key)!.id;

const tierColumns = (tier: Tier | undefined) =>
  tier === undefined
    ? { type: 'percent' as const, value: 0 }
    : 'percent' in tier
      ? { type: 'percent' as const, value: Math.round(tier.percent * 100) }
      : { type: 'amount' as const, value: tier.amountOre };

/**
 * A policy of the account with rules for the named categories (the others unsaved, so inactive), no members, no
 * repairs unless a partner e-mail is given.
 */
export async function buildPolicy(
  db: Executor,
  opts: {
    account: BuiltAccount;
    name?: string;
    grantFullCreditOnStart?: boolean;
    repairPartnerEmail?: string;
    categories?: Partial<Record<PolicyCategoryKey, PolicyCategorySpec>>;
  },
): Promise<BuiltPolicy> {
  const [row] = await db
    .insert(cePolicies)
    .values({
      accountId: opts.account.id,
      name: opts.name ?? `Testpolicy ${nextSerial()}`,
      grantFullCreditOnStart: opts.grantFullCreditOnStart ?? false,
      repairActive: opts.repairPartnerEmail !== undefined,
      repairPartnerEmail: opts.repairPartnerEmail ?? null,
    })
    .returning({ id: cePolicies.id });
  const policyId = row!.id;
  const details = Object.entries(opts.categories ?? {}) as [PolicyCategoryKey, PolicyCategorySpec][];
  if (details.length)
    await db.insert(cePolicyCategoryDetails).values(
      details.map(([key, c]) => {
        const [t12, t24, t36, t36p] = [0, 1, 2, 3].map((i) => tierColumns(c.tiers?.[i]));
        return {
          policyId,
          categoryId: categoryId(key),
          active: c.active ?? true,
          covers: c.coversOre,
          timePeriod: c.timePeriod ?? 0,
          fullCoverage: c.fullCoverage ?? 12,
          environmentalBonus: c.bonusOre ?? 0,
          envBonusTimePeriod: c.bonusMonths ?? 0,
          buyOutMode: c.tiers ? ('custom' as const) : ('standard' as const),
          buyOutT12Type: t12!.type,
          buyOutT12: t12!.value,
          buyOut12T24Type: t24!.type,
          buyOut12T24: t24!.value,
          buyOut24T36Type: t36!.type,
          buyOut24T36: t36!.value,
          buyOut36PType: t36p!.type,
          buyOut36P: t36p!.value,
        };
      }),
    );
  return { id: policyId, accountId: opts.account.id };
}

/**
 * Makes the person a member of the policy since `memberSince` (default 01.01.2024), with the last purchase date of
 * the named categories (the others: nothing bought yet).
 */
export async function buildPolicyMember(
  db: Executor,
  opts: {
    policy: BuiltPolicy;
    person: BuiltPerson;
    memberSince?: string;
    lastPurchases?: Partial<Record<PolicyCategoryKey, string>>;
  },
): Promise<void> {
  const catalogId = opts.person.catalogId;
  await db
    .insert(cePolicyMembers)
    .values({ catalogId, policyId: opts.policy.id, memberSince: opts.memberSince ?? '2024-01-01' });
  const dates = Object.entries(opts.lastPurchases ?? {}) as [PolicyCategoryKey, string][];
  if (dates.length)
    await db
      .insert(ceMemberCategories)
      .values(
        dates.map(([key, date]) => ({ catalogId, categoryId: categoryId(key), lastPurchaseDate: date })),
      );
}

/** An admin's signed correction of the member's credit in a category, in øre, made on `on`. */
export async function buildCreditCorrection(
  db: Executor,
  opts: {
    policy: BuiltPolicy;
    person: BuiltPerson;
    category: PolicyCategoryKey;
    amountOre: number;
    on: string;
    by?: BuiltPerson;
    reason?: string;
  },
): Promise<void> {
  await db.insert(ceCreditCorrections).values({
    catalogId: opts.person.catalogId,
    categoryId: categoryId(opts.category),
    policyId: opts.policy.id,
    amount: opts.amountOre,
    correctedOn: opts.on,
    correctedBy: opts.by?.catalogId ?? null,
    reason: opts.reason ?? 'Testkorrigering',
  });
}

/** A minimal PDF, enough for the content check of an upload. */
export const GUIDELINE_PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/**
 * The account's guideline: a stored PDF the employees must accept before the webshop unless `approvalRequired` is
 * false, set up at `at` (an acceptance counts when made after it).
 */
export async function buildGuideline(
  db: Executor,
  opts: { account: BuiltAccount; approvalRequired?: boolean; fileName?: string; at?: Date },
): Promise<{ documentId: number }> {
  const at = opts.at ?? new Date('2026-10-01T08:00:00Z');
  const [file] = await db
    .insert(storedFiles)
    .values({
      accountId: opts.account.id,
      fileName: opts.fileName ?? 'Retningslinje.pdf',
      contentType: 'application/pdf',
      size: GUIDELINE_PDF.length,
      content: GUIDELINE_PDF,
      createdAt: at,
    })
    .returning({ id: storedFiles.id });
  await db.insert(ceGuidelines).values({
    accountId: opts.account.id,
    documentId: file!.id,
    approvalRequired: opts.approvalRequired ?? true,
    notifyEmail: false,
    createdAt: at,
    updatedAt: at,
  });
  return { documentId: file!.id };
}
