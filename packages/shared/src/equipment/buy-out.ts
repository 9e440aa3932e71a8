import { withVat } from '../money.ts';
import { assertDate, wholeMonthsBetween } from './policy-dates.ts';
import {
  assertBuyOutRule,
  assertOre,
  BUY_OUT_TIER_KEYS,
  type BuyOutMode,
  type BuyOutRule,
  type BuyOutTierKey,
  type BuyOutTiers,
} from './policy-rules.ts';

/**
 * What an employee pays to keep a device (domain.md, Buy-out): its age in whole months picks a tier, the tier's rule
 * prices it. Prices are øre excl. VAT like the cost price, with the incl. VAT figure beside them.
 */

/** <12 → buyOutT12, 12–23 → buyOut12T24, 24–35 → buyOut24T36, 36 and more → buyOut36P. */
export function buyOutTierForAge(ageMonths: number): BuyOutTierKey {
  if (!Number.isInteger(ageMonths) || ageMonths < 0)
    throw new RangeError(`A device's age is whole months from 0, got ${ageMonths}.`);
  if (ageMonths < 12) return 'buyOutT12';
  if (ageMonths < 24) return 'buyOut12T24';
  if (ageMonths < 36) return 'buyOut24T36';
  return 'buyOut36P';
}

/**
 * A percent rule charges that share of the cost price, half-up to the øre (percent in hundredths, so the sum stays
 * in whole numbers); an amount rule charges the amount, never more than the cost price.
 */
export function buyOutPriceOf(costPrice: number, rule: BuyOutRule): number {
  assertOre(costPrice, 'costPrice');
  assertBuyOutRule(rule, 'buy-out rule');
  if (rule.type === 'amount') return Math.min(rule.amount, costPrice);
  const hundredthsOfPercent = Math.round(rule.percent * 100);
  return Math.floor((costPrice * hundredthsOfPercent + 5_000) / 10_000);
}

export interface BuyOutQuoteInput {
  /** The device's cost price, øre excl. VAT. */
  costPrice: number;
  purchaseDate: string;
  /** The date to price it for: today, or a leaving date ahead. */
  asOf: string;
  mode: BuyOutMode;
  /** The tiers in force: the policy's own (custom) or the account's defaults (standard); see effectiveBuyOutTiers. */
  tiers: BuyOutTiers;
}

export interface BuyOutQuote {
  asOf: string;
  purchaseDate: string;
  ageMonths: number;
  tier: BuyOutTierKey;
  mode: BuyOutMode;
  /** The tier's rule: buyoutTypeForCurrentDevice is `rule.type`, buyoutValueForCurrentDevice its percent or amount. */
  rule: BuyOutRule;
  costPrice: number;
  costPriceIncVat: number;
  /** buyoutPriceForCurrentDevice: what the employee pays, excl. VAT. */
  price: number;
  priceIncVat: number;
  /** True when an amount rule was above the cost price and the cost price was charged instead. */
  cappedAtCostPrice: boolean;
}

/** The buy-out of one device as of a date (the PDF quote's figures). A date before the purchase is refused. */
export function buyOutQuote(input: BuyOutQuoteInput): BuyOutQuote {
  assertDate(input.purchaseDate, 'purchaseDate');
  assertDate(input.asOf, 'asOf');
  if (input.asOf < input.purchaseDate)
    throw new RangeError(`A buy-out as of ${input.asOf} is before the purchase on ${input.purchaseDate}.`);
  for (const key of BUY_OUT_TIER_KEYS) assertBuyOutRule(input.tiers[key], key);
  const ageMonths = wholeMonthsBetween(input.purchaseDate, input.asOf);
  const tier = buyOutTierForAge(ageMonths);
  const rule = input.tiers[tier];
  const price = buyOutPriceOf(input.costPrice, rule);
  return {
    asOf: input.asOf,
    purchaseDate: input.purchaseDate,
    ageMonths,
    tier,
    mode: input.mode,
    rule,
    costPrice: input.costPrice,
    costPriceIncVat: withVat(input.costPrice),
    price,
    priceIncVat: withVat(price),
    cappedAtCostPrice: rule.type === 'amount' && rule.amount > input.costPrice,
  };
}
