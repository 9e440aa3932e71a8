import type {
  CeBuyOutMode,
  CeBuyOutType,
  CePolicyCategoryDetailInput,
  CePolicyCategoryFieldsFragment,
  CePolicyFieldsFragment,
} from '../../../gql/graphql.ts';
import { oreOf as amountOre, amountTextOf } from '../../../ui/amount-text.ts';

/**
 * A policy as the Details tab edits it (002 §4 policy form): the name, the two toggles and every category's rules.
 * Amounts are the text in the input (002 §2: comma decimals, thousands with dots); Save sends only what changed.
 */
export const TIER_KEYS = ['buyOutT12', 'buyOut12T24', 'buyOut24T36', 'buyOut36P'] as const;
export type TierKey = (typeof TIER_KEYS)[number];

export type CategoryDraft = {
  policyCategoryID: number;
  name: string;
  active: boolean;
  covers: string;
  timePeriod: string;
  fullCoverage: string;
  environmentalBonus: string;
  envBonusTimePeriod: string;
  buyOut: CeBuyOutMode;
  tiers: Record<TierKey, { value: string; type: CeBuyOutType }>;
};

export type PolicyDraft = {
  name: string;
  grantFullCreditOnStart: boolean;
  allowUsedDevicePurchase: boolean;
  categories: CategoryDraft[];
};

/** A percent tier shows its number ("12,5"); an amount tier the amount text. */
function tierText(value: number, type: CeBuyOutType): string {
  return type === 'amount' ? amountTextOf(value) : String(value).replace('.', ',');
}

export function categoryDraft(d: CePolicyCategoryFieldsFragment): CategoryDraft {
  const tiers = {} as CategoryDraft['tiers'];
  for (const key of TIER_KEYS) {
    const type = d[`${key}Type`];
    tiers[key] = { value: tierText(d[key], type), type };
  }
  return {
    policyCategoryID: d.policyCategoryID,
    name: d.name,
    active: d.active,
    covers: amountTextOf(d.covers),
    timePeriod: String(d.timePeriod),
    fullCoverage: String(d.fullCoverage),
    environmentalBonus: amountTextOf(d.environmentalBonus),
    envBonusTimePeriod: String(d.envBonusTimePeriod),
    buyOut: d.buyOut,
    tiers,
  };
}

export function policyDraft(
  p: CePolicyFieldsFragment,
  categories: CePolicyCategoryFieldsFragment[],
): PolicyDraft {
  return {
    name: p.name,
    grantFullCreditOnStart: p.grantFullCreditOnStart,
    allowUsedDevicePurchase: p.allowUsedDevicePurchase,
    categories: categories.map(categoryDraft),
  };
}

/** An amount the field requires: not empty, and read by parseAmount (issue 28 §10). */
const isAmount = (text: string) => amountOre(text) !== null;

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** The problems of one category, by field (the texts' keys under policies.errors). */
export function categoryProblems(c: CategoryDraft): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  if (!isAmount(c.covers)) problems.covers = 'amount';
  if (!isAmount(c.environmentalBonus)) problems.environmentalBonus = 'amount';
  if (!wholeIn(c.timePeriod, 0, 120)) problems.timePeriod = 'timePeriod';
  if (!wholeIn(c.fullCoverage, 1, 120)) problems.fullCoverage = 'fullCoverage';
  if (!wholeIn(c.envBonusTimePeriod, 0, 120)) problems.envBonusTimePeriod = 'bonusPeriod';
  if (c.buyOut === 'custom') {
    for (const key of TIER_KEYS) {
      const tier = c.tiers[key];
      const ok =
        tier.type === 'amount'
          ? isAmount(tier.value)
          : /^\d{1,3}(,\d{1,2})?$/.test(tier.value.trim()) && Number(tier.value.replace(',', '.')) <= 100;
      if (!ok) problems[key] = tier.type === 'amount' ? 'amount' : 'percent';
    }
  }
  return problems;
}

export function draftProblems(d: PolicyDraft): boolean {
  return !d.name.trim() || d.categories.some((c) => Object.keys(categoryProblems(c)).length > 0);
}

const kroner = (text: string) => (amountOre(text) ?? 0) / 100;
const tierNumber = (tier: { value: string; type: CeBuyOutType }) =>
  tier.type === 'amount' ? kroner(tier.value) : Number(tier.value.replace(',', '.'));

/** Only the changed fields of each changed category, in the API's units. */
export function changedCategories(saved: PolicyDraft, draft: PolicyDraft): CePolicyCategoryDetailInput[] {
  return draft.categories.flatMap((c) => {
    const before = saved.categories.find((s) => s.policyCategoryID === c.policyCategoryID);
    if (!before || JSON.stringify(before) === JSON.stringify(c)) return [];
    const input: CePolicyCategoryDetailInput = { policyCategoryID: c.policyCategoryID };
    if (c.active !== before.active) input.active = c.active;
    if (c.covers !== before.covers) input.covers = kroner(c.covers);
    if (c.timePeriod !== before.timePeriod) input.timePeriod = Number(c.timePeriod);
    if (c.fullCoverage !== before.fullCoverage) input.fullCoverage = Number(c.fullCoverage);
    if (c.environmentalBonus !== before.environmentalBonus)
      input.environmentalBonus = kroner(c.environmentalBonus);
    if (c.envBonusTimePeriod !== before.envBonusTimePeriod)
      input.envBonusTimePeriod = Number(c.envBonusTimePeriod);
    if (c.buyOut !== before.buyOut) input.buyOut = c.buyOut;
    for (const key of TIER_KEYS) {
      if (JSON.stringify(c.tiers[key]) === JSON.stringify(before.tiers[key])) continue;
      input[key] = tierNumber(c.tiers[key]);
      input[`${key}Type`] = c.tiers[key].type;
    }
    return [input];
  });
}

/**
 * The draft as the server stores it (name trimmed, amounts and percents as they come back), so the saved copy that
 * follows a save ends the edit whichever way the amounts were typed ("8 000" comes back as "8 000,00").
 */
export function asStored(d: PolicyDraft): PolicyDraft {
  return {
    ...d,
    name: d.name.trim(),
    categories: d.categories.map((c) => ({
      ...c,
      covers: amountTextOf(kroner(c.covers)),
      environmentalBonus: amountTextOf(kroner(c.environmentalBonus)),
      tiers: Object.fromEntries(
        TIER_KEYS.map((key) => [
          key,
          { ...c.tiers[key], value: tierText(tierNumber(c.tiers[key]), c.tiers[key].type) },
        ]),
      ) as CategoryDraft['tiers'],
    })),
  };
}
