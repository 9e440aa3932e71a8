import { Service } from '@connect/shared';
import { creditAvailableNow, policyCategoryById, signedWithVat } from '@connect/shared/equipment';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { id } from '../../../graphql/scopes.ts';
import type { CurrentDeviceBuyOut } from './buy-out.service.ts';
import { memberFigures } from './member-figures.service.ts';
import type { CategoryFigures } from './members.service.ts';
import { DefaultBuyOut, TierTypeEnum } from './policies.graphql.ts';
import type { StoredTiers } from './policy-tiers.ts';

/** 002 §3 User policy category: a member's figures per category, for the admins and for the employee themselves. */

const kr = (ore: number) => ore / 100;

export const UserPolicyCategory = builder
  .objectRef<
    CategoryFigures & {
      policyId: number;
      policyName: string;
      currentDevice: CurrentDeviceBuyOut | null;
      tiers: StoredTiers;
    }
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
      environmentalBonusIncVat: t.float({ resolve: (f) => kr(signedWithVat(f.detail.environmentalBonus)) }),
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
      creditAvailableNow: t.float({
        description:
          'What a webshop purchase may use as of asOf: the credit plus the bonus accrued, negative when money is owed, ' +
          '0 before newDeviceEligibilityStartDate (beyond the spec; the webshop login carries the same figure).',
        resolve: (f) => kr(creditAvailableNow(f.credit)),
      }),
      creditAvailableNowIncVat: t.float({ resolve: (f) => kr(signedWithVat(creditAvailableNow(f.credit))) }),
      buyOutTiers: t.field({
        type: DefaultBuyOut,
        description:
          "The buy-out tiers in force: the policy's own (custom) or the account's standard values.",
        resolve: (f) => f.tiers,
      }),
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
      taxValueForCurrentDeviceIncVat: t.float({
        nullable: true,
        description:
          "The current device's tax value as of `asOf` by the tax authority's rule for used computers and phones, kroner incl. VAT; null for other classes.",
        resolve: (f) => (f.currentDevice?.taxValue ? kr(f.currentDevice.taxValue.taxValueIncVat) : null),
      }),
      taxableBenefitForCurrentDevice: t.float({
        nullable: true,
        description:
          'A buy-out price below the tax value is a taxable benefit of the difference, kroner incl. VAT; null for classes the rule does not value.',
        resolve: (f) => (f.currentDevice?.taxValue ? kr(f.currentDevice.taxValue.benefitIncVat) : null),
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

export type Context = Parameters<typeof principalOf>[0];

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
      memberFigures({ db: ctx.db, clock: ctx.services.clock }, principalOf(ctx), {
        accountId: a.accountID,
        catalogId: a.catalogID,
        policyId: a.policyID ?? null,
        asOf: a.asOf ?? null,
      }),
  }),
);
