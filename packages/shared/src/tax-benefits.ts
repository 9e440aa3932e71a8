import { policyCategoryById } from './equipment/policy-categories.ts';
import { wholeMonthsBetween } from './equipment/policy-dates.ts';
import { withVat } from './money.ts';

/**
 * The taxable benefits reported beside the salary deductions (issue 32 §2; sources in docs/COST-RULES.md "Taxable
 * benefits"). Every figure is here and nowhere else, in integer øre.
 */

/**
 * Employer-paid electronic communication (EK): a standard yearly benefit whatever the number of services, 1/12 of
 * it for each whole or begun month (FSFIN § 5-12-21 (1)). One row per year the figures changed; a year without its
 * own row uses the last row before it (and the first row for a year before the table).
 */
export const EK_BENEFIT_RATES: readonly { year: number; yearlyOre: number; monthlyOre: number }[] = [
  { year: 2014, yearlyOre: 439_200, monthlyOre: 36_600 },
];

export type EkBenefitRate = (typeof EK_BENEFIT_RATES)[number];

/** The EK figures that apply to a calendar year (`rates`: the table, given by tests of a year the figures change). */
export function ekBenefitRate(
  year: number,
  rates: readonly EkBenefitRate[] = EK_BENEFIT_RATES,
): EkBenefitRate {
  let rate = rates[0]!;
  for (const r of rates) if (r.year <= year) rate = r;
  return rate;
}

/** The EK benefit of one person for one month (`YYYY-MM`) in which they had at least one counting subscription. */
export function ekBenefitOfMonth(period: string, rates: readonly EkBenefitRate[] = EK_BENEFIT_RATES): number {
  return ekBenefitRate(Number(period.slice(0, 4)), rates).monthlyOre;
}

/**
 * The tax value of used computers and phones an employee buys from the employer, when no other market value is
 * shown (Skattedirektoratets takseringsregler § 1-2-16): a share of the original cost price incl. VAT by age in
 * whole years, then a fixed amount incl. VAT.
 */
export const USED_EQUIPMENT_VALUE_SHARES: readonly { underMonths: number; percent: number }[] = [
  { underMonths: 12, percent: 80 },
  { underMonths: 24, percent: 50 },
  { underMonths: 36, percent: 20 },
];
export const USED_EQUIPMENT_OLD_VALUE_INC_VAT_ORE = 50_000;

/** The tax value incl. VAT of a device `ageMonths` whole months old whose cost price excl. VAT is `costPrice` øre. */
export function usedEquipmentTaxValueIncVat(costPrice: number, ageMonths: number): number {
  const share = USED_EQUIPMENT_VALUE_SHARES.find((s) => ageMonths < s.underMonths);
  if (!share) return USED_EQUIPMENT_OLD_VALUE_INC_VAT_ORE;
  return Math.floor((withVat(costPrice) * share.percent + 50) / 100);
}

/**
 * A buy-out below the tax value is a taxable benefit of the difference, both incl. VAT (what the employee pays and
 * what the rule values the device at); never below 0.
 */
export function buyOutBenefitIncVat(costPrice: number, ageMonths: number, priceExVat: number): number {
  return Math.max(0, usedEquipmentTaxValueIncVat(costPrice, ageMonths) - withVat(priceExVat));
}

/** The device classes (policy category ids) the rule values: phones, tablets and computers. */
const TAX_VALUED_CLASSES: ReadonlySet<string> = new Set(['mobile', 'tablet', 'computer']);

export type BuyOutTaxValue = { ageMonths: number; taxValueIncVat: number; benefitIncVat: number };

/**
 * The tax value of a device bought out on `asOf` and the taxable benefit of buying it for `priceExVat`; null for a
 * class the rule does not value (headsets, accessories, other) or a device without a cost price. The age is whole
 * months from the purchase date, as the buy-out tiers count it (0 without a purchase date).
 */
export function buyOutTaxValue(d: {
  classId: number;
  costPrice: number | null;
  purchaseDate: string | null;
  asOf: string;
  priceExVat: number;
}): BuyOutTaxValue | null {
  const key = policyCategoryById(d.classId)?.key;
  if (d.costPrice === null || !key || !TAX_VALUED_CLASSES.has(key)) return null;
  const ageMonths =
    d.purchaseDate !== null && d.purchaseDate <= d.asOf ? wholeMonthsBetween(d.purchaseDate, d.asOf) : 0;
  return {
    ageMonths,
    taxValueIncVat: usedEquipmentTaxValueIncVat(d.costPrice, ageMonths),
    benefitIncVat: buyOutBenefitIncVat(d.costPrice, ageMonths, d.priceExVat),
  };
}
