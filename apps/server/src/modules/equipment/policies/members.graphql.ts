import { correctionReasonSchema, creditCorrectionKronerSchema } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import { BNUser } from '../../platform/customer-solutions/customer-solutions.graphql.ts';
import {
  addPolicyMember,
  changeMember,
  changePolicyMember,
  removePolicyMember,
} from './member-figures.service.ts';
import { MEMBER_SORTS, type MemberRow } from './members.repository.ts';
import { policyMembers } from './members.service.ts';
import { type Context, UserPolicyCategory } from './user-policy-category.graphql.ts';

const kr = (ore: number) => ore / 100;

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

builder.queryField('CEPolicyMembers', (t) =>
  t.field({
    type: [PolicyMember],
    description: 'The members of a policy, searched by name or department, sorted and paged in SQL.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      searchText: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      sortType: t.arg({ type: MemberSortEnum, required: false, defaultValue: 'Name_ASC' }),
    },
    resolve: (_r, a, ctx) =>
      policyMembers(depsOf(ctx), principalOf(ctx), {
        accountId: a.accountID,
        policyId: a.policyID,
        search: a.searchText ?? '',
        offset: a.offset ?? 0,
        limit: a.limit ?? 50,
        sort: a.sortType ?? 'Name_ASC',
      }),
  }),
);

/** What the member services need: the database and the clock. */
const depsOf = (ctx: Context) => ({ db: ctx.db, clock: ctx.services.clock });

builder.mutationField('setCEPolicyOnUser', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      'Gives the person the policy; for each category in `categoryIDsToTransferAmount` the credit built up so far ' +
      'moves along (capped at the new policy), the others start anew today. An empty policy removes them from any.',
    authScopes: equipmentScopes,
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
      changeMember(depsOf(ctx), principalOf(ctx), {
        accountId: a.accountID,
        catalogId: a.catalogID,
        policyId: a.policyID ?? null,
        categoryIDsToTransferAmount: a.categoryIDsToTransferAmount ?? [],
        corrections: [],
        lastPurchaseDates: [],
      }),
  }),
);

builder.mutationField('correctUserCredit', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description:
      "Adds a signed amount (kroner) to a member's credit in one category, logged with who and why.",
    authScopes: equipmentScopes,
    args: {
      catalogID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      amount: t.arg.float({ validate: creditCorrectionKronerSchema }),
      policyCategoryID: t.arg.int({ validate: id }),
      reason: t.arg.string({ required: false, validate: z.nullish(correctionReasonSchema) }),
    },
    resolve: (_r, a, ctx) =>
      changePolicyMember(depsOf(ctx), principalOf(ctx), a.policyID, a.catalogID, {
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
    authScopes: equipmentScopes,
    args: {
      catalogID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      policyCategoryID: t.arg.int({ validate: id }),
      lastPurchaseDate: t.arg({ type: 'Date', required: false }),
    },
    resolve: (_r, a, ctx) =>
      changePolicyMember(depsOf(ctx), principalOf(ctx), a.policyID, a.catalogID, {
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
    authScopes: equipmentScopes,
    args: { catalogID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => addPolicyMember(depsOf(ctx), principalOf(ctx), a.policyID, a.catalogID),
  }),
);

builder.mutationField('removeCEPolicyMember', (t) =>
  t.field({
    type: [UserPolicyCategory],
    description: 'Removes the person from the policy (the member remove call of 002 §7).',
    authScopes: equipmentScopes,
    args: { catalogID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removePolicyMember(depsOf(ctx), principalOf(ctx), a.policyID, a.catalogID),
  }),
);

const CorrectionInput = builder.inputType('CECreditCorrectionInput', {
  fields: (t) => ({
    policyCategoryID: t.int({ validate: id }),
    amount: t.float({ validate: creditCorrectionKronerSchema }),
    reason: t.string({ required: false, validate: z.nullish(correctionReasonSchema) }),
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
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      catalogID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ required: false, validate: id.nullish() }),
      categoryIDsToTransferAmount: t.arg.intList({ required: false }),
      corrections: t.arg({ type: [CorrectionInput], required: false }),
      lastPurchaseDates: t.arg({ type: [LastPurchaseInput], required: false }),
    },
    resolve: (_r, a, ctx) =>
      changeMember(depsOf(ctx), principalOf(ctx), {
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
