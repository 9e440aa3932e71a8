import type { CreditFigures } from './credit.ts';

/**
 * What a delivered purchase costs, from the category's figures on the delivery date (domain.md, Equipment policies;
 * docs/EQUIPMENT-POLICY-RULES.md "A purchase"). Pure, like the rest of the engine.
 */

type PurchaseFigures = Pick<CreditFigures, 'creditWithBonus' | 'eligibleForNewDevice'>;

/**
 * What a purchase may use now (øre excl. VAT): the credit plus the environmental bonus accrued, as they are (a
 * negative credit is money owed); 0 before the category's eligibility date, when neither is available.
 */
export function creditAvailableNow(f: PurchaseFigures): number {
  return f.eligibleForNewDevice ? f.creditWithBonus : 0;
}

export interface PurchaseShare {
  /** Whether the credit was available (the eligibility date reached); when not, the purchase is the employee's. */
  eligible: boolean;
  /** The part of the price the credit paid: 0 up to the price. */
  creditUsed: number;
  /** max(0, price − available): a negative credit is charged once, on top of the price. */
  employeeShare: number;
}

/** The employee's share of a purchase at `price` øre excl. VAT, and what the credit paid of it. */
export function purchaseShare(f: PurchaseFigures, price: number): PurchaseShare {
  if (!Number.isSafeInteger(price) || price < 0)
    throw new RangeError(`A price must be whole øre ≥ 0, got ${price}.`);
  const available = creditAvailableNow(f);
  const employeeShare = Math.max(0, price - available);
  return {
    eligible: f.eligibleForNewDevice,
    creditUsed: Math.max(0, price - employeeShare),
    employeeShare,
  };
}
