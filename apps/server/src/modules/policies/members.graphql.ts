import { EQUIPMENT_ROLES, hasAnyRole, Service } from '@connect/shared';
import { policyCategoryById } from '@connect/shared/equipment';
import { z } from 'zod';
import { visibleAccountIds } from '../../auth/access.ts';
import { builder } from '../../graphql/builder.ts';
import { principalOf } from '../../graphql/context.ts';
import { BNUser } from '../customer-solutions/customer-solutions.graphql.ts';
import { employeeAccountIds } from '../guidelines/guidelines.repository.ts';
import { type CurrentDeviceBuyOut, withCurrentDeviceBuyOut } from './buy-out.service.ts';
import { MEMBER_SORTS, type MemberRow } from './members.repository.ts';
import {
  type CategoryFigures,
  type MemberChange,
  ownPolicyCategoryDetails,
  policyMembers,
  requireMemberAccount,
  saveMember,
  userPolicyCategoryDetails,
} from './members.service.ts';
import { id, policyScopes, TierTypeEnum } from './policies.graphql.ts';
import { requirePolicy } from './policies.repository.ts';

const kr = (ore: number) => ore / 100;
/** A signed correction in kroner with at most two decimals, not 0. */
const correctionKroner = z
  .number()
  .min(-10_000_000)
  .max(10_000_000)
  .refine((n) => n !== 0, 'Enter the correction in kroner, other than 0.')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'An amount has at most two decimals.');
const reason = z.string().trim().max(500);

const MemberSortEnum = builder.enumType('CEPolicyMemberSort', { values: MEMBER_SORTS });

const PolicyMember = builder.objectRef<MemberRow>('CEPolicyMember').implement({
  description:
    'A member of a policy: the person, their last purchase in any category and their credit today.',
  fields: (t) => ({
    bnUser: t.field({
      type: BNUser,
      resolve: (m) => ({
        catalogID: m.catalogId,
        bnCustomerID: m.customerId,
        firstName: m.firstName,
        lastName: m.lastName,
        position: m.position,
        picture: m.pictureHash,
        bnMobile: m.mobile,
        bnFixed: m.fixed,
        bnDepartmentName: m.departmentName,
        bnCompany: m.companyName,
        hasAccess: m.hasAccess,
      }),
    }),
    lastPurchaseDate: t.field({ type: 'Date', nullable: true, resolve: (m) => m.lastPurchaseDate }),
    amount: t.float({
      description: "The credit of the policy's active categories summed, today, kroner excl. VAT.",
      resolve: (m) => kr(m.amount),
    }),
  }),
});

const UserPolicyCategory = builder
  .objectRef<
    CategoryFigures & { policyId: number; policyName: string; currentDevice: CurrentDeviceBuyOut | null }
  >('UserPolicyCategory')
  .implement({
    description:
      "One category of a member's policy with the credit engine's figures (002 §3 User policy category).",
    fields: (t) => ({
      policyCategoryID: t.int({ resolve: (f) => f.detail.categoryId }),
      name: t.string({ resolve: (f) => policyCategoryById(f.detail.categoryId)!.key }),
      icon: t.string({ resolve: (f) => policyCategoryById(f.detail.categoryId)!.key }),
      orderKey: t.int({ resolve: (f) => policyCategoryById(f.detail.categoryId)!.orderKey }),
      policyID: t.exposeInt('policyId'),
      policyName: t.exposeString('policyName'),
      asOf: t.field({ type: 'Date', resolve: (f) => f.credit.asOf }),
      companyCovers: t.float({ resolve: (f) => kr(f.credit.companyCovers) }),
      companyCoversIncVat: t.float({ resolve: (f) => kr(f.credit.companyCoversIncVat) }),
      timePeriod: t.int({ resolve: (f) => f.detail.timePeriod }),
      fullCoverage: t.int({ resolve: (f) => f.detail.fullCoverage }),
      lastPurchaseDate: t.field({ type: 'Date', nullable: true, resolve: (f) => f.lastPurchaseDate }),
      creditReachedPercentage: t.int({ resolve: (f) => f.credit.creditReachedPercentage }),
      currentPolicyCategoryCredit: t.float({ resolve: (f) => kr(f.credit.currentPolicyCategoryCredit) }),
      currentPolicyCategoryCreditIncVat: t.float({
        resolve: (f) => kr(f.credit.currentPolicyCategoryCreditIncVat),
      }),
      monthlyIncrease: t.float({ resolve: (f) => kr(f.credit.monthlyIncrease) }),
      monthlyIncreaseIncVat: t.float({ resolve: (f) => kr(f.credit.monthlyIncreaseIncVat) }),
      newDeviceEligibilityStartDate: t.field({
        type: 'Date',
        resolve: (f) => f.credit.newDeviceEligibilityStartDate,
      }),
      creditLimitFullyReachedDate: t.field({
        type: 'Date',
        resolve: (f) => f.credit.creditLimitFullyReachedDate,
      }),
      environmentalBonus: t.float({ resolve: (f) => kr(f.detail.environmentalBonus) }),
      environmentalBonusAccrued: t.float({ resolve: (f) => kr(f.credit.environmentalBonusAccrued) }),
      envBonusTimePeriod: t.int({ resolve: (f) => f.detail.envBonusTimePeriod }),
      envBonusLimitReachDate: t.field({
        type: 'Date',
        nullable: true,
        resolve: (f) => f.credit.envBonusLimitReachDate,
      }),
      companyCoversWithEnvBonus: t.float({ resolve: (f) => kr(f.credit.companyCoversWithEnvBonus) }),
      companyCoversWithEnvBonusIncVat: t.float({
        resolve: (f) => kr(f.credit.companyCoversWithEnvBonusIncVat),
      }),
      creditWithBonus: t.float({ resolve: (f) => kr(f.credit.creditWithBonus) }),
      currentDeviceID: t.int({
        nullable: true,
        description: "The member's newest active device of this class with a cost price and purchase date.",
        resolve: (f) => f.currentDevice?.device.id ?? null,
      }),
      currentDeviceName: t.string({
        nullable: true,
        resolve: (f) => f.currentDevice?.device.description ?? null,
      }),
      buyoutPriceForCurrentDevice: t.float({
        nullable: true,
        description: 'What the employee pays to keep the current device as of `asOf`, kroner excl. VAT.',
        resolve: (f) => (f.currentDevice ? kr(f.currentDevice.quote.price) : null),
      }),
      buyoutPriceForCurrentDeviceIncVat: t.float({
        nullable: true,
        resolve: (f) => (f.currentDevice ? kr(f.currentDevice.quote.priceIncVat) : null),
      }),
      buyoutValueForCurrentDevice: t.float({
        nullable: true,
        description: "The tier's rule for the current device: a percent, or kroner excl. VAT.",
        resolve: (f) => {
          const rule = f.currentDevice?.quote.rule;
          return rule ? (rule.type === 'percent' ? rule.percent : kr(rule.amount)) : null;
        },
      }),
      buyoutTypeForCurrentDevice: t.field({
        type: TierTypeEnum,
        nullable: true,
        resolve: (f) => f.currentDevice?.quote.rule.type ?? null,
      }),
    }),
  });

type Context = Parameters<typeof principalOf>[0];

/**
 * The member's figures per category with the buy-out of their current device in each. An equipment admin reads
 * anyone of their accounts; anyone else (an employee, no role needed) only themselves.
 */
async function memberFigures(ctx: Context, q: Parameters<typeof userPolicyCategoryDetails>[2]) {
  const p = principalOf(ctx);
  const deps = { db: ctx.db, clock: ctx.services.clock };
  const admin = hasAnyRole(p.roles, EQUIPMENT_ROLES);
  const rows = admin
    ? await userPolicyCategoryDetails(deps, p, q)
    : await ownPolicyCategoryDetails(deps, p, q);
  const accounts = admin ? visibleAccountIds(p) : employeeAccountIds(p);
  const priced = await withCurrentDeviceBuyOut(ctx.db, accounts, q.accountId, q.catalogId, rows);
  return priced.map((r) => ({ ...r, policyId: r.detail.policyId }));
}

builder.queryField('CEPolicyMembers', (t) =>
  t.field({
    type: [PolicyMember],
    description: 'The members of a policy, searched by name or department, sorted and paged in SQL.',
    authScopes: policyScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      searchText: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      sortType: t.arg({ type: MemberSortEnum, required: false, defaultValue: 'Name_ASC' }),
    },
    resolve: (_r, a, ctx) =>
      policyMembers({ db: ctx.db, clock: ctx.services.clock }, principalOf(ctx), {
        accountId: a.accountID,
        policyId: a.policyID,
        search: a.searchText ?? '',
        offset: a.offset ?? 0,
        limit: a.limit ?? 50,
        sort: a.sortType ?? 'Name_ASC',
      }),
  }),
);

builder.queryField('userPolicyCategoryDetails', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      "A member's figures per active category of their policy, as of `asOf` (default today, Oslo): beyond the " +
      'spec, any date, so credit can be answered for a planned date. An equipment admin reads anyone of the ' +
      'account; an employee (the Equipment service, no role) only themselves.',
    authScopes: { service: Service.Equipment },
    args: {
      accountID: t.arg.int({ validate: id }),
      catalogID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ required: false, validate: id.nullish() }),
      asOf: t.arg({ type: 'Date', required: false }),
    },
    resolve: (_r, a, ctx) =>
      memberFigures(ctx, {
        accountId: a.accountID,
        catalogId: a.catalogID,
        policyId: a.policyID ?? null,
        asOf: a.asOf ?? null,
      }),
  }),
);

/** The member mutations answer the member's figures after the change (none when they left every policy). */
async function change(ctx: Context, c: MemberChange) {
  await saveMember({ db: ctx.db, clock: ctx.services.clock }, principalOf(ctx), c);
  return memberFigures(ctx, { accountId: c.accountId, catalogId: c.catalogId, policyId: null, asOf: null });
}

builder.mutationField('setCEPolicyOnUser', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      'Gives the person the policy; for each category in `categoryIDsToTransferAmount` the credit built up so far ' +
      'moves along (capped at the new policy), the others start anew today. An empty policy removes them from any.',
    authScopes: policyScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ required: false, validate: id.nullish() }),
      catalogID: t.arg.int({ validate: id }),
      categoryIDsToTransferAmount: t.arg.intList({
        required: false,
        validate: z.array(z.number().int()).max(12).nullish(),
      }),
    },
    resolve: (_r, a, ctx) =>
      change(ctx, {
        accountId: a.accountID,
        catalogId: a.catalogID,
        policyId: a.policyID ?? null,
        categoryIDsToTransferAmount: a.categoryIDsToTransferAmount ?? [],
        corrections: [],
        lastPurchaseDates: [],
      }),
  }),
);

async function memberChange(
  ctx: Parameters<typeof principalOf>[0],
  policyId: number,
  catalogId: number,
  rest: Pick<MemberChange, 'corrections' | 'lastPurchaseDates'>,
) {
  const accountId = await requireMemberAccount(ctx.db, principalOf(ctx), policyId, catalogId);
  return change(ctx, { accountId, catalogId, policyId, categoryIDsToTransferAmount: [], ...rest });
}

builder.mutationField('correctUserCredit', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      "Adds a signed amount (kroner) to a member's credit in one category, logged with who and why.",
    authScopes: policyScopes,
    args: {
      catalogID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      amount: t.arg.float({ validate: correctionKroner }),
      policyCategoryID: t.arg.int({ validate: id }),
      reason: t.arg.string({ required: false, validate: reason.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      memberChange(ctx, a.policyID, a.catalogID, {
        corrections: [
          {
            policyCategoryID: a.policyCategoryID,
            amount: Math.round(a.amount * 100),
            reason: a.reason?.trim() ?? '',
          },
        ],
        lastPurchaseDates: [],
      }),
  }),
);

builder.mutationField('updateLastPurchaseDate', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      "Sets a member's last purchase in one category: the credit starts again from 0 on that date.",
    authScopes: policyScopes,
    args: {
      catalogID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      policyCategoryID: t.arg.int({ validate: id }),
      lastPurchaseDate: t.arg({ type: 'Date', required: false }),
    },
    resolve: (_r, a, ctx) =>
      memberChange(ctx, a.policyID, a.catalogID, {
        corrections: [],
        lastPurchaseDates: [
          { policyCategoryID: a.policyCategoryID, lastPurchaseDate: a.lastPurchaseDate ?? null },
        ],
      }),
  }),
);

builder.mutationField('addCEPolicyMember', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      'Adds the person to the policy (the member add call of 002 §7); from another policy, nothing moves.',
    authScopes: policyScopes,
    args: { catalogID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: async (_r, a, ctx) => {
      const policy = await requirePolicy(ctx.db, principalOf(ctx), null, a.policyID);
      return change(ctx, {
        accountId: policy.accountId,
        catalogId: a.catalogID,
        policyId: a.policyID,
        categoryIDsToTransferAmount: [],
        corrections: [],
        lastPurchaseDates: [],
      });
    },
  }),
);

builder.mutationField('removeCEPolicyMember', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description: 'Removes the person from the policy (the member remove call of 002 §7).',
    authScopes: policyScopes,
    args: { catalogID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: async (_r, a, ctx) => {
      const accountId = await requireMemberAccount(ctx.db, principalOf(ctx), a.policyID, a.catalogID);
      return change(ctx, {
        accountId,
        catalogId: a.catalogID,
        policyId: null,
        categoryIDsToTransferAmount: [],
        corrections: [],
        lastPurchaseDates: [],
      });
    },
  }),
);

const CorrectionInput = builder.inputType('CECreditCorrectionInput', {
  fields: (t) => ({
    policyCategoryID: t.int({ validate: id }),
    amount: t.float({ validate: correctionKroner }),
    reason: t.string({ required: false, validate: reason.nullish() }),
  }),
});

const LastPurchaseInput = builder.inputType('CELastPurchaseDateInput', {
  fields: (t) => ({
    policyCategoryID: t.int({ validate: id }),
    lastPurchaseDate: t.field({ type: 'Date', required: false }),
  }),
});

builder.mutationField('saveCEPolicyMember', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      "The policy editor per user's Save (002 §4), beyond the separate calls: the policy transfer first, then the " +
      'credit corrections and last purchase dates, all in one transaction or none.',
    authScopes: policyScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      catalogID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ required: false, validate: id.nullish() }),
      categoryIDsToTransferAmount: t.arg.intList({ required: false }),
      corrections: t.arg({ type: [CorrectionInput], required: false }),
      lastPurchaseDates: t.arg({ type: [LastPurchaseInput], required: false }),
    },
    resolve: (_r, a, ctx) =>
      change(ctx, {
        accountId: a.accountID,
        catalogId: a.catalogID,
        policyId: a.policyID ?? null,
        categoryIDsToTransferAmount: a.categoryIDsToTransferAmount ?? [],
        corrections: (a.corrections ?? []).map((c) => ({
          policyCategoryID: c.policyCategoryID,
          amount: Math.round(c.amount * 100),
          reason: c.reason?.trim() ?? '',
        })),
        lastPurchaseDates: (a.lastPurchaseDates ?? []).map((d) => ({
          policyCategoryID: d.policyCategoryID,
          lastPurchaseDate: d.lastPurchaseDate ?? null,
        })),
      }),
  }),
);
