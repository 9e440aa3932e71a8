import { policyRepairSchema, withVat } from '@connect/shared';
import {
  BUY_OUT_MODES,
  BUY_OUT_TIER_KEYS,
  BUY_OUT_TYPES,
  type BuyOutMode,
  ENV_BONUS_PERIOD_MAX_MONTHS,
  FULL_COVERAGE_MAX_MONTHS,
  FULL_COVERAGE_MIN_MONTHS,
  policyCategoryById,
  TIME_PERIOD_MAX_MONTHS,
} from '@connect/shared/equipment';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import { type CategoryDetailRow, POLICY_SORTS, type PolicyRow } from './policies.repository.ts';
import {
  accountPolicies,
  accountStandardBuyOut,
  type CategoryDetailPatch,
  createPolicy,
  policyCategoryDetails,
  removePolicy,
  requirePolicy,
  updateCategoryDetails,
  updatePolicy,
  updateRepair,
} from './policies.service.ts';
import type { StoredTiers } from './policy-tiers.ts';

const policyName = z.string().trim().min(1, 'The policy needs a name.').max(200);
/** Kroner with at most two decimals, not negative, up to 10 million. */
const kroner = z
  .number()
  .min(0, 'An amount cannot be negative.')
  .max(10_000_000)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'An amount has at most two decimals.',
  });
const months = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min, `Enter whole months from ${min} to ${max}.`)
    .max(max, `Enter whole months from ${min} to ${max}.`);

const ore = (kr: number) => Math.round(kr * 100);
const kr = (ore: number) => ore / 100;

const DefaultBuyOutRef = builder.objectRef<StoredTiers>('CEDefaultBuyOutValues');
const PolicySortEnum = builder.enumType('CEPolicySort', { values: POLICY_SORTS });
const BuyOutModeEnum = builder.enumType('CEBuyOutMode', { values: BUY_OUT_MODES });
export const TierTypeEnum = builder.enumType('CEBuyOutType', {
  description: 'A buy-out tier charges a percent of the cost price, or an amount in kroner.',
  values: BUY_OUT_TYPES,
});

export const CEPolicy = builder.objectRef<PolicyRow>('CEPolicy').implement({
  description: 'An equipment policy: what the company gives its members per device category.',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    name: t.exposeString('name'),
    configID: t.int({ nullable: true, resolve: () => null }),
    accountID: t.exposeInt('accountId'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    grantFullCreditOnStart: t.exposeBoolean('grantFullCreditOnStart'),
    allowUsedDevicePurchase: t.exposeBoolean('allowUsedDevicePurchase'),
    memberCount: t.exposeInt('memberCount'),
    version: t.exposeInt('version', { description: 'Send it back with a save; a stale one conflicts.' }),
  }),
});

type TierFieldBuilder = Parameters<
  NonNullable<Parameters<typeof DefaultBuyOutRef.implement>[0]['fields']>
>[0];

/** The eight buy-out fields, on the category details and on the account's standard values. */
function tierFields(t: TierFieldBuilder) {
  const value = (key: (typeof BUY_OUT_TIER_KEYS)[number]) =>
    t.float({ description: 'A percent (0–100) or kroner, by its type.', resolve: (r) => r[key] / 100 });
  const type = (key: (typeof BUY_OUT_TIER_KEYS)[number]) =>
    t.field({ type: TierTypeEnum, resolve: (r) => r[`${key}Type`] });
  return {
    buyOutT12: value('buyOutT12'),
    buyOutT12Type: type('buyOutT12'),
    buyOut12T24: value('buyOut12T24'),
    buyOut12T24Type: type('buyOut12T24'),
    buyOut24T36: value('buyOut24T36'),
    buyOut24T36Type: type('buyOut24T36'),
    buyOut36P: value('buyOut36P'),
    buyOut36PType: type('buyOut36P'),
  };
}

export const DefaultBuyOut = DefaultBuyOutRef.implement({
  description: "The account's standard buy-out values, used by a category in standard mode.",
  fields: (t) => tierFields(t),
});

const CategoryDetail = builder.objectRef<CategoryDetailRow>('CEPolicyCategoryDetail').implement({
  description: 'The rules of one device category in a policy (002 §3 Policy category detail).',
  fields: (t) => ({
    policyCategoryID: t.exposeInt('categoryId'),
    name: t.string({
      description: 'The category key; the app shows its localized name.',
      resolve: (d) => policyCategoryById(d.categoryId)!.key,
    }),
    active: t.exposeBoolean('active'),
    covers: t.float({ resolve: (d) => kr(d.covers) }),
    companyCoversIncVat: t.float({ resolve: (d) => kr(withVat(d.covers)) }),
    timePeriod: t.exposeInt('timePeriod'),
    fullCoverage: t.exposeInt('fullCoverage'),
    envBonusTimePeriod: t.exposeInt('envBonusTimePeriod'),
    environmentalBonus: t.float({ resolve: (d) => kr(d.environmentalBonus) }),
    environmentalBonusIncVat: t.float({ resolve: (d) => kr(withVat(d.environmentalBonus)) }),
    companyCoversWithEnvBonus: t.float({ resolve: (d) => kr(d.covers + d.environmentalBonus) }),
    companyCoversWithEnvBonusIncVat: t.float({
      resolve: (d) => kr(withVat(d.covers + d.environmentalBonus)),
    }),
    buyOut: t.field({ type: BuyOutModeEnum, resolve: (d) => d.buyOutMode }),
    ...tierFields(t as unknown as TierFieldBuilder),
  }),
});

const Repair = builder.objectRef<PolicyRow>('CEPolicyRepair').implement({
  description: 'Whether employees may request repairs, and who receives them.',
  fields: (t) => ({
    active: t.exposeBoolean('repairActive'),
    servicePartnerEmail: t.exposeString('repairPartnerEmail', { nullable: true }),
  }),
});

const CategoryDetailInput = builder.inputType('CEPolicyCategoryDetailInput', {
  description: 'The changed parts of one category editor; a field left out keeps its stored value.',
  fields: (t) => ({
    policyCategoryID: t.int(),
    active: t.boolean({ required: false }),
    covers: t.float({ required: false, validate: kroner.nullish() }),
    timePeriod: t.int({ required: false, validate: months(0, TIME_PERIOD_MAX_MONTHS).nullish() }),
    fullCoverage: t.int({
      required: false,
      validate: months(FULL_COVERAGE_MIN_MONTHS, FULL_COVERAGE_MAX_MONTHS).nullish(),
    }),
    environmentalBonus: t.float({ required: false, validate: kroner.nullish() }),
    envBonusTimePeriod: t.int({
      required: false,
      validate: months(0, ENV_BONUS_PERIOD_MAX_MONTHS).nullish(),
    }),
    buyOut: t.field({ type: BuyOutModeEnum, required: false }),
    buyOutT12: t.float({ required: false, validate: kroner.nullish() }),
    buyOutT12Type: t.field({ type: TierTypeEnum, required: false }),
    buyOut12T24: t.float({ required: false, validate: kroner.nullish() }),
    buyOut12T24Type: t.field({ type: TierTypeEnum, required: false }),
    buyOut24T36: t.float({ required: false, validate: kroner.nullish() }),
    buyOut24T36Type: t.field({ type: TierTypeEnum, required: false }),
    buyOut36P: t.float({ required: false, validate: kroner.nullish() }),
    buyOut36PType: t.field({ type: TierTypeEnum, required: false }),
  }),
});

type DetailInput = { policyCategoryID: number; buyOut?: BuyOutMode | null } & Record<string, unknown>;

/** The input in stored units: kroner and percents to øre and hundredths. */
function toPatch(input: DetailInput): CategoryDetailPatch {
  const patch: Record<string, unknown> = {
    policyCategoryID: input.policyCategoryID,
    active: input.active,
    covers: input.covers == null ? undefined : ore(input.covers as number),
    timePeriod: input.timePeriod,
    fullCoverage: input.fullCoverage,
    environmentalBonus:
      input.environmentalBonus == null ? undefined : ore(input.environmentalBonus as number),
    envBonusTimePeriod: input.envBonusTimePeriod,
    buyOutMode: input.buyOut ?? undefined,
  };
  for (const key of BUY_OUT_TIER_KEYS) {
    patch[key] = input[key] == null ? undefined : ore(input[key] as number);
    patch[`${key}Type`] = input[`${key}Type`] ?? undefined;
  }
  return patch as CategoryDetailPatch;
}

builder.queryField('CEPolicies', (t) =>
  t.field({
    type: [CEPolicy],
    description:
      'The policies of an account, page size 50 by default. `baseCategoryMatchPolicyID` keeps the other policies ' +
      'that cover every category the base policy covers: the ones a member can move to with their credit.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      name: t.arg.string({ required: false, validate: z.string().max(200).nullish() }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
      sortType: t.arg({ type: PolicySortEnum, required: false, defaultValue: 'Name_ASC' }),
      baseCategoryMatchPolicyID: t.arg.int({ required: false, validate: id.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      accountPolicies(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        name: a.name?.trim() ?? '',
        limit: a.limit ?? 50,
        offset: a.offset ?? 0,
        sort: a.sortType ?? 'Name_ASC',
        baseCategoryMatchPolicyId: a.baseCategoryMatchPolicyID ?? null,
      }),
  }),
);

builder.queryField('CEPolicy', (t) =>
  t.field({
    type: CEPolicy,
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => requirePolicy(ctx.db, principalOf(ctx), a.accountID, a.policyID),
  }),
);

builder.queryField('cePolicyCategoriesWithDetails', (t) =>
  t.field({
    type: [CategoryDetail],
    description: 'Every device category with its rules in the policy; a category never saved is inactive.',
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => policyCategoryDetails(ctx.db, principalOf(ctx), a.accountID, a.policyID),
  }),
);

builder.queryField('ceDefaultStandardBuyOutValues', (t) =>
  t.field({
    type: DefaultBuyOut,
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => accountStandardBuyOut(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.queryField('CEPolicyRepair', (t) =>
  t.field({
    type: Repair,
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => requirePolicy(ctx.db, principalOf(ctx), a.accountID, a.policyID),
  }),
);

builder.mutationField('createCEPolicy', (t) =>
  t.field({
    type: CEPolicy,
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), name: t.arg.string({ validate: policyName }) },
    resolve: (_r, a, ctx) => createPolicy(ctx.db, principalOf(ctx), a.accountID, a.name.trim()),
  }),
);

builder.mutationField('updateCEPolicy', (t) =>
  t.field({
    type: CEPolicy,
    description:
      'Saves the name and the two toggles; with `version`, a policy changed since answers CONFLICT.',
    authScopes: equipmentScopes,
    args: {
      policyID: t.arg.int({ validate: id }),
      accountID: t.arg.int({ validate: id }),
      name: t.arg.string({ required: false, validate: policyName.nullish() }),
      grantFullCreditOnStart: t.arg.boolean({ required: false }),
      allowUsedDevicePurchase: t.arg.boolean({ required: false }),
      details: t.arg({
        type: [CategoryDetailInput],
        required: false,
        validate: z.array(z.any()).max(12).nullish(),
      }),
      version: t.arg.int({ required: false }),
    },
    resolve: (_r, a, ctx) =>
      updatePolicy(
        ctx.db,
        principalOf(ctx),
        a.accountID,
        a.policyID,
        { ...a, name: a.name?.trim() },
        a.version ?? null,
        ((a.details ?? []) as DetailInput[]).map(toPatch),
      ),
  }),
);

const RemovedPolicy = builder
  .objectRef<{ id: number; releasedMembers: number }>('RemovedCEPolicy')
  .implement({
    fields: (t) => ({
      ID: t.exposeInt('id'),
      releasedMembers: t.exposeInt('releasedMembers', {
        description: 'Members released from the policy; they keep their devices and history.',
      }),
    }),
  });

builder.mutationField('removeCEPolicy', (t) =>
  t.field({
    type: RemovedPolicy,
    description: 'Deletes the policy and releases its members (the confirm prompt says how many).',
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), policyID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removePolicy(ctx.db, principalOf(ctx), a.accountID, a.policyID),
  }),
);

builder.mutationField('updateCEPolicyCategoryDetails', (t) =>
  t.field({
    type: [CategoryDetail],
    description: 'Saves the changed parts of the category editors in one transaction.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      details: t.arg({ type: [CategoryDetailInput], validate: z.array(z.any()).max(12) }),
      version: t.arg.int({ required: false }),
    },
    resolve: (_r, a, ctx) =>
      updateCategoryDetails(
        ctx.db,
        principalOf(ctx),
        a.accountID,
        a.policyID,
        (a.details as DetailInput[]).map(toPatch),
        a.version ?? null,
      ),
  }),
);

builder.mutationField('updateCEPolicyRepair', (t) =>
  t.field({
    type: Repair,
    authScopes: equipmentScopes,
    // The repair tab's own rules (packages/shared policy-forms.ts): an e-mail while the service is offered.
    validate: policyRepairSchema,
    args: {
      accountID: t.arg.int({ validate: id }),
      policyID: t.arg.int({ validate: id }),
      active: t.arg.boolean(),
      servicePartnerEmail: t.arg.string({ required: false }),
    },
    resolve: (_r, a, ctx) =>
      updateRepair(
        ctx.db,
        principalOf(ctx),
        a.accountID,
        a.policyID,
        a.active,
        a.servicePartnerEmail?.trim() || null,
      ),
  }),
);
