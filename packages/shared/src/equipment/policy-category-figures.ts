import { type BuyOutQuote, buyOutQuote } from './buy-out.ts';
import { type CreditFigures, type CreditInput, computeCredit } from './credit.ts';
import type { BuyOutMode, BuyOutTiers } from './policy-rules.ts';

export interface PolicyCategoryFiguresInput extends CreditInput {
  buyOut: { mode: BuyOutMode; tiers: BuyOutTiers };
  /** The employee's current device in this category, if any. */
  currentDevice: { costPrice: number; purchaseDate: string } | null;
}

export interface PolicyCategoryFigures extends CreditFigures {
  /** The current device's buy-out as of asOf; null without a device, or when asOf is before it was bought. */
  currentDeviceBuyOut: BuyOutQuote | null;
}

/** Every computed figure of 002 §3 User policy category, as of one date. */
export function policyCategoryFigures(input: PolicyCategoryFiguresInput): PolicyCategoryFigures {
  const device = input.currentDevice;
  return {
    ...computeCredit(input),
    currentDeviceBuyOut:
      device && device.purchaseDate <= input.asOf
        ? buyOutQuote({ ...device, asOf: input.asOf, mode: input.buyOut.mode, tiers: input.buyOut.tiers })
        : null,
  };
}
