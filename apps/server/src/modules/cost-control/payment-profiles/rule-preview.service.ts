import { oreToKroner } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import { computeSubscriptionCosts } from '../cost/cost.service.ts';
import { listDeductFilters } from './deduct-filters.repository.ts';
import { requireSubscriptionInTree } from './members.repository.ts';
import { type RulesDraft, resolveDraft, savedRules, toEngineRules } from './profile-rules.ts';
import { DEFAULT_SETTINGS, type ProfileDraft, type SettingsPatch } from './profile-settings.ts';
import { clean, type ProfileDeps, viewOf } from './profile-view.ts';
import { listCategoryGroups, requireProfile } from './profiles.repository.ts';

export type RulePreview = {
  totalAmountPeriod: number;
  totalAmountYTD: number;
  coveredAmountPeriod: number;
  deductedAmountPeriod: number;
  deductedAmountYTD: number;
  categoryUsage: {
    categoryGroupID: number;
    categoryGroupKey: string;
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
      categoryGroupKey: c.key,
      categoryGroupDescription: c.name,
      usageAmount: oreToKroner(c.usedOre),
      covers: oreToKroner(c.coveredOre),
      deductedAmount: oreToKroner(c.deductedOre),
    })),
  };
}
