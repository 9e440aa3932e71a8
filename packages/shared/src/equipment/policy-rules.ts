/**
 * The rules of one policy category (002 §3 Policy category detail) as the engine reads them, the bounds of 002 §5
 * and §9, and the account's default buy-out values. Money is integer øre excl. VAT.
 */
export const TIME_PERIOD_MAX_MONTHS = 120;
export const FULL_COVERAGE_MIN_MONTHS = 1;
export const FULL_COVERAGE_MAX_MONTHS = 120;
export const DEFAULT_FULL_COVERAGE_MONTHS = 12;
export const DEFAULT_TIME_PERIOD_MONTHS = 0;
export const ENV_BONUS_PERIOD_MAX_MONTHS = 120;
/** 002 §2: the time periods offered in the list; any other whole number 0–120 may be typed. */
export const TIME_PERIOD_CHOICES = [0, 12, 24, 36, 48, 60] as const;

export interface CreditRules {
  /** companyCovers: the credit limit. */
  companyCovers: number;
  /** timePeriod: months after a purchase before a new device may be bought (0–120). */
  timePeriod: number;
  /** fullCoverage: months for the credit to build up from 0 to companyCovers (1–120). */
  fullCoverage: number;
  /** environmentalBonus: what builds up on top once the credit is full. */
  environmentalBonus: number;
  /** envBonusTimePeriod: months for the bonus to build up (0–120; 0 gives it at once). */
  envBonusTimePeriod: number;
}

export const BUY_OUT_TIER_KEYS = ['buyOutT12', 'buyOut12T24', 'buyOut24T36', 'buyOut36P'] as const;
/** The four age tiers: under 12 months, 12–24, 24–36, 36 and more (whole months). */
export type BuyOutTierKey = (typeof BUY_OUT_TIER_KEYS)[number];

/** One tier's rule: a share of the cost price in percent (0–100, at most two decimals), or an amount in øre. */
export type BuyOutRule = { type: 'percent'; percent: number } | { type: 'amount'; amount: number };
export type BuyOutTiers = Record<BuyOutTierKey, BuyOutRule>;
/** A tier's kind (GraphQL `CEBuyOutType`). */
export const BUY_OUT_TYPES = ['percent', 'amount'] as const;
export type BuyOutType = (typeof BUY_OUT_TYPES)[number];
/** A category's own tiers or the account's standard ones (GraphQL `CEBuyOutMode`). */
export const BUY_OUT_MODES = ['standard', 'custom'] as const;
export type BuyOutMode = (typeof BUY_OUT_MODES)[number];

/** The account's defaults when it has set none, and the demo account's (domain.md: 75 %, 50 %, 25 %, 0 %). */
export const DEFAULT_STANDARD_BUY_OUT_TIERS: BuyOutTiers = {
  buyOutT12: { type: 'percent', percent: 75 },
  buyOut12T24: { type: 'percent', percent: 50 },
  buyOut24T36: { type: 'percent', percent: 25 },
  buyOut36P: { type: 'percent', percent: 0 },
};

function assertWholeInRange(value: number, min: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}, got ${value}.`);
}

export function assertOre(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number of øre, got ${value}.`);
}

/** The engine refuses rules outside the bounds instead of computing nonsense (a full coverage of 0 divides by 0). */
export function assertCreditRules(rules: CreditRules): void {
  assertOre(rules.companyCovers, 'companyCovers');
  assertOre(rules.environmentalBonus, 'environmentalBonus');
  assertWholeInRange(rules.timePeriod, 0, TIME_PERIOD_MAX_MONTHS, 'timePeriod');
  assertWholeInRange(rules.fullCoverage, FULL_COVERAGE_MIN_MONTHS, FULL_COVERAGE_MAX_MONTHS, 'fullCoverage');
  assertWholeInRange(rules.envBonusTimePeriod, 0, ENV_BONUS_PERIOD_MAX_MONTHS, 'envBonusTimePeriod');
}

export function assertBuyOutRule(rule: BuyOutRule, what: string): void {
  if (rule.type === 'amount') {
    assertOre(rule.amount, what);
    return;
  }
  const hundredths = rule.percent * 100;
  if (!Number.isFinite(rule.percent) || rule.percent < 0 || rule.percent > 100)
    throw new RangeError(`${what} must be a percent from 0 to 100, got ${rule.percent}.`);
  if (Math.abs(hundredths - Math.round(hundredths)) > 1e-9)
    throw new RangeError(`${what} may have at most two decimals, got ${rule.percent}.`);
}

/** Standard mode uses the account's default values, custom the policy's own (002 §2). */
export function effectiveBuyOutTiers(
  mode: BuyOutMode,
  customTiers: BuyOutTiers | null,
  accountDefaults: BuyOutTiers | null,
): BuyOutTiers {
  if (mode === 'custom') {
    if (!customTiers) throw new RangeError('A custom buy-out needs its four tiers.');
    return customTiers;
  }
  return accountDefaults ?? DEFAULT_STANDARD_BUY_OUT_TIERS;
}
