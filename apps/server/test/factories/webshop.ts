import type { EquipmentDeductionSource } from '@connect/shared';
import { POLICY_CATEGORIES, type PolicyCategoryKey } from '@connect/shared/equipment';
import type { Executor } from '../../src/db/client.ts';
import { insertDeduction } from '../../src/modules/cost-control/user-deductions/user-deductions.repository.ts';
import {
  insertOrderLine,
  setCancelled,
  setDelivered,
} from '../../src/modules/equipment/webshop/order-lines.repository.ts';
import { type BuiltAccount, type BuiltPerson, nextSerial } from './tenancy.ts';

/**
 * Webshop factories (see tenancy.ts): order lines as the webshop reported them, and the equipment deductions ledger
 * they and buy-outs book, written with the product's own repositories. They lay down what happened without running
 * the delivery's credit rules: a test of those drives the order-line route instead. Money is øre excl. VAT.
 */

export type BuiltOrderLine = { id: number; lineId: string };

/**
 * An order line of the person on the account (ordered by themselves unless `purchasedBy`), in a policy category,
 * `ordered` unless told otherwise; a delivered line records `employeeShareOre` (default: the whole price) and
 * `creditUsedOre` (default: the rest).
 */
export async function buildOrderLine(
  db: Executor,
  opts: {
    account: BuiltAccount;
    person: BuiltPerson;
    purchasedBy?: BuiltPerson;
    category?: PolicyCategoryKey;
    productName?: string;
    costPriceOre: number;
    orderDate?: string;
    status?: 'ordered' | 'delivered' | 'cancelled';
    deliveredOn?: string;
    employeeShareOre?: number;
  },
): Promise<BuiltOrderLine> {
  const n = nextSerial();
  const line = await insertOrderLine(db, {
    lineId: `factory-line-${n}`,
    accountId: opts.account.id,
    catalogId: opts.person.catalogId,
    purchasedBy: (opts.purchasedBy ?? opts.person).catalogId,
    orderNumber: `F-${n}`,
    orderDate: opts.orderDate ?? '2026-11-01',
    productName: opts.productName ?? `Testprodukt ${n}`,
    categoryId: POLICY_CATEGORIES.find((c) => c.key === (opts.category ?? 'mobile'))!.id,
    costPrice: opts.costPriceOre,
  });
  if (opts.status === 'delivered') {
    const share = opts.employeeShareOre ?? opts.costPriceOre;
    await setDelivered(db, line.id, {
      deliveredOn: opts.deliveredOn ?? line.orderDate,
      creditUsed: opts.costPriceOre - share,
      employeeShare: share,
      previousLastPurchaseDate: null,
      previousCycleStart: null,
      previousCycleStartAmount: null,
    });
  } else if (opts.status === 'cancelled') await setCancelled(db, line.id);
  return { id: line.id, lineId: line.lineId };
}

/**
 * A row of the equipment deductions ledger: what the person pays for a webshop line (`source` webshop, the line's
 * id) or a device they bought out (`purchased`, the device's id), dated `day` and booked in `period` (YYYY-MM, default
 * the month of `day`).
 */
export async function buildEquipmentDeduction(
  db: Executor,
  opts: {
    account: BuiltAccount;
    person: BuiltPerson;
    source: EquipmentDeductionSource;
    sourceId: number;
    description: string;
    day: string;
    period?: string;
    amountOre: number;
    /** A buy-out below the device's tax value: the taxable benefit incl. VAT. */
    taxableBenefitOre?: number;
  },
): Promise<void> {
  await insertDeduction(db, {
    catalogId: opts.person.catalogId,
    accountId: opts.account.id,
    source: opts.source,
    sourceId: opts.sourceId,
    description: opts.description,
    day: opts.day,
    period: `${opts.period ?? opts.day.slice(0, 7)}-01`,
    amount: opts.amountOre,
    taxableBenefit: opts.taxableBenefitOre ?? 0,
  });
}
