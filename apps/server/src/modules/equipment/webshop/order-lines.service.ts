import { EQUIPMENT_ROLES, hasAnyRole, ORDER_STATUSES, type OrderStatus, osloDate } from '@connect/shared';
import { purchaseShare } from '@connect/shared/equipment';
import { z } from 'zod';
import { canActOnAccount, ownAccountOf } from '../../../auth/employee-access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import { requireNotAfterToday } from '../../../date-range.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { bookDeduction, reverseDeductions } from '../../cost-control/user-deductions/equipment-ledger.ts';
import { personOfAccountCustomer } from '../devices/device-records.service.ts';
import { createDiscoveredDevice, dismissForOrderLine } from '../discovered/discovered.service.ts';
import { setLastPurchaseDate, settleCorrections, unsettleCorrections } from '../policies/members.service.ts';
import { memberCreditOn } from './member-credit.ts';
import {
  insertOrderLine,
  listOrderLines,
  type OrderLineRow,
  orderLineForUpdate,
  restoreMemberCategory,
  setCancelled,
  setDelivered,
} from './order-lines.repository.ts';

/** The body of the webshop's order-line call (domain.md, Webshop). Amounts are øre excl. VAT. */
export const orderLineCall = z.strictObject({
  orderLineId: z.string().trim().min(1).max(100),
  orderNumber: z.string().trim().min(1).max(100),
  orderDate: z.iso.date(),
  accountId: z.number().int().positive(),
  catalogId: z.number().int().positive(),
  purchasedByCatalogId: z.number().int().positive(),
  productName: z.string().trim().min(1).max(200),
  policyCategoryId: z.number().int().min(1).max(6),
  costPriceOre: z.number().int().min(0).max(100_000_000),
  status: z.enum(ORDER_STATUSES),
  /** The delivery date; today (Oslo) when a delivered line does not say. */
  deliveredOn: z.iso.date().optional(),
});
export type OrderLineCall = z.infer<typeof orderLineCall>;

/** What a call did: a repeated call changes nothing. */
export type OrderLineOutcome = { lineId: string; status: OrderStatus; changed: boolean };

/** ordered → delivered or cancelled, delivered → cancelled (a return); never backwards. */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  ordered: ['delivered', 'cancelled'],
  delivered: ['cancelled'],
  cancelled: [],
};

/**
 * Receives one order line from the webshop, in one transaction. A delivery records the employee's share
 * (`purchaseShare`: max(0, price − (credit + bonus accrued)), the full price before the eligibility date), charges the
 * corrections it counted and resets the category's credit from its date, keeps what it changed, and adds the device
 * to the discovered devices; a cancellation of a delivered line takes all of that back and dismisses that device
 * while it is still open.
 */
export async function receiveOrderLine(
  db: Executor,
  clock: Clock,
  call: OrderLineCall,
): Promise<OrderLineOutcome> {
  const today = osloDate(clock.now());
  requireNotAfterToday(call.orderDate, today, 'orderDate');
  if (call.deliveredOn !== undefined) requireNotAfterToday(call.deliveredOn, today, 'deliveredOn');
  return db.transaction(async (tx) => {
    let line = await orderLineForUpdate(tx, call.orderLineId);
    if (!line) {
      for (const person of [call.catalogId, call.purchasedByCatalogId]) {
        if (!(await personOfAccountCustomer(tx, person, call.accountId)))
          throw AppError.badInput('The person is not one of the account’s customer.', { field: 'catalogId' });
      }
      line = await insertOrderLine(tx, {
        lineId: call.orderLineId,
        accountId: call.accountId,
        catalogId: call.catalogId,
        purchasedBy: call.purchasedByCatalogId,
        orderNumber: call.orderNumber,
        orderDate: call.orderDate,
        productName: call.productName,
        categoryId: call.policyCategoryId,
        costPrice: call.costPriceOre,
      });
      if (call.status === 'ordered') return { lineId: line.lineId, status: line.status, changed: true };
    } else if (line.status === call.status) {
      return { lineId: line.lineId, status: line.status, changed: false };
    } else if (line.accountId !== call.accountId || line.catalogId !== call.catalogId) {
      throw AppError.conflict('The order line belongs to another account or person.');
    }
    if (!NEXT[line.status].includes(call.status))
      throw AppError.conflict(`An order line cannot go from ${line.status} to ${call.status}.`);
    if (call.status === 'delivered') await deliver(tx, line, call.deliveredOn ?? today, today);
    else await cancel(tx, line, today);
    return { lineId: line.lineId, status: call.status, changed: true };
  });
}

async function deliver(tx: Executor, line: OrderLineRow, deliveredOn: string, today: string): Promise<void> {
  const member = await memberCreditOn(tx, line.catalogId, line.categoryId, deliveredOn);
  const { eligible, creditUsed, employeeShare } = member
    ? purchaseShare(member.figures, line.costPrice)
    : { eligible: false, creditUsed: 0, employeeShare: line.costPrice };
  // Before the eligibility date the purchase used nothing of the policy: its credit, bonus and corrections stay.
  if (member && eligible) {
    await settleCorrections(tx, {
      catalogId: line.catalogId,
      categoryId: line.categoryId,
      upTo: deliveredOn,
      orderLine: line.id,
    });
    await setLastPurchaseDate(tx, line.catalogId, line.categoryId, deliveredOn);
  }
  await setDelivered(tx, line.id, {
    deliveredOn,
    creditUsed,
    employeeShare,
    previousLastPurchaseDate: member?.state.lastPurchaseDate ?? null,
    previousCycleStart: member?.state.cycleStart ?? null,
    previousCycleStartAmount: member?.state.cycleStartAmount ?? null,
  });
  await bookDeduction(
    tx,
    {
      catalogId: line.catalogId,
      accountId: line.accountId,
      source: 'webshop',
      sourceId: line.id,
      description: line.productName,
      day: deliveredOn,
      amount: employeeShare,
    },
    today,
  );
  await createDiscoveredDevice(tx, {
    accountId: line.accountId,
    source: 'webshop',
    imei: null,
    description: line.productName,
    vendorName: null,
    classId: line.categoryId,
    catalogId: line.catalogId,
    subscriptionId: null,
    phoneNumber: null,
    seenOn: deliveredOn,
    orderLineId: line.id,
  });
}

async function cancel(tx: Executor, line: OrderLineRow, today: string): Promise<void> {
  if (line.status === 'delivered' && line.deliveredOn) {
    const member = await memberCreditOn(tx, line.catalogId, line.categoryId, line.deliveredOn);
    // A later purchase in the category has reset the credit again: that one stands.
    if (member && member.state.lastPurchaseDate === line.deliveredOn && member.state.cycleStart === null)
      await restoreMemberCategory(tx, line.catalogId, line.categoryId, {
        lastPurchaseDate: line.previousLastPurchaseDate,
        cycleStart: line.previousCycleStart,
        cycleStartAmount: line.previousCycleStartAmount,
      });
  }
  await unsettleCorrections(tx, line.id);
  await setCancelled(tx, line.id);
  await reverseDeductions(tx, 'webshop', line.id, today);
  await dismissForOrderLine(tx, line.id);
}

/**
 * `CEOrderLines`: an employee's own lines on an account they act on (their own subscription's when none is
 * named); an equipment admin may name anyone of the account, or ask for every line with `showAll`.
 */
export async function orderLines(
  db: Executor,
  p: Principal,
  q: {
    accountId: number | null;
    catalogId: number | null;
    search: string;
    limit: number;
    offset: number;
    showAll: boolean;
  },
): Promise<OrderLineRow[]> {
  const admin = hasAnyRole(p.roles, EQUIPMENT_ROLES);
  if (q.showAll && !admin) throw AppError.forbidden('Show all needs the ConnectEquipmentOverview role.');
  const catalogId = q.showAll ? null : (q.catalogId ?? p.catalogId);
  if (catalogId !== null && catalogId !== p.catalogId && !admin) throw AppError.notFound('Person');
  const accountId = q.accountId ?? (await ownAccountOf(db, p));
  if (accountId === null || !(await canActOnAccount(db, p, accountId))) throw AppError.notFound('Account');
  return listOrderLines(db, p, { accountId, catalogId, search: q.search, limit: q.limit, offset: q.offset });
}
