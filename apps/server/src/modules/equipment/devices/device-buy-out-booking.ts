import { buyOutTaxValue } from '@connect/shared';
import type { Executor } from '../../../db/client.ts';
import { bookDeduction } from '../../cost-control/user-deductions/equipment-ledger.ts';
import type { DeviceRow, DeviceValues } from './devices.repository.ts';

/**
 * Books a device the employee just bought out in the equipment ledger: the price they pay, and the taxable benefit
 * when the price is below the device's tax value on the buy-out day (docs/COST-RULES.md "Taxable benefits").
 */
export async function bookBuyOut(
  tx: Executor,
  cur: DeviceRow,
  next: DeviceValues,
  today: string,
): Promise<void> {
  if (next.purchasedAt === null || next.purchasedByCatalogId === null) return;
  const taxValue = buyOutTaxValue({
    classId: cur.classId,
    costPrice: next.costPrice,
    purchaseDate: next.orderedAt,
    asOf: next.purchasedAt,
    priceExVat: next.purchasedCostPrice ?? 0,
  });
  await bookDeduction(
    tx,
    {
      catalogId: next.purchasedByCatalogId,
      accountId: cur.accountId,
      source: 'purchased',
      sourceId: cur.id,
      description: next.description,
      day: next.purchasedAt,
      amount: next.purchasedCostPrice ?? 0,
      taxableBenefit: taxValue?.benefitIncVat ?? 0,
    },
    today,
  );
}
