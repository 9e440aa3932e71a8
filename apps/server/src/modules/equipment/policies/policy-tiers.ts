import {
  BUY_OUT_TIER_KEYS,
  type BuyOutMode,
  type BuyOutRule,
  type BuyOutTierKey,
  type BuyOutTiers,
  type BuyOutType,
} from '@connect/shared/equipment';

/**
 * Buy-out tiers as stored (a type and an integer per tier: hundredths of a percent, or øre) and as the engine and
 * the API read them (a percent 0–100 with two decimals, or an amount).
 */
export type StoredTiers = { buyOutMode: BuyOutMode } & Record<BuyOutTierKey, number> &
  Record<`${BuyOutTierKey}Type`, BuyOutType>;

export function engineTiers(stored: StoredTiers): BuyOutTiers {
  const tiers = {} as BuyOutTiers;
  for (const key of BUY_OUT_TIER_KEYS) tiers[key] = engineRule(stored[`${key}Type`], stored[key]);
  return tiers;
}

function engineRule(type: BuyOutType, value: number): BuyOutRule {
  return type === 'percent' ? { type, percent: value / 100 } : { type, amount: value };
}

/** The stored form of the engine's tiers. */
export function storedTiers(mode: BuyOutMode, tiers: BuyOutTiers): StoredTiers {
  const stored = { buyOutMode: mode } as StoredTiers;
  for (const key of BUY_OUT_TIER_KEYS) {
    const rule = tiers[key];
    stored[`${key}Type`] = rule.type;
    stored[key] = rule.type === 'percent' ? Math.round(rule.percent * 100) : rule.amount;
  }
  return stored;
}
