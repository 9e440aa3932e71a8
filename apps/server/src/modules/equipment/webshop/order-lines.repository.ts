import type { OrderStatus } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { employeeAccountIds } from '../../../auth/employee-access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains } from '../../../db/sql.ts';

/** Order lines the webshop reported (002 §3 Order line); money is øre excl. VAT. */

export type OrderLineRow = {
  id: number;
  lineId: string;
  accountId: number;
  catalogId: number;
  purchasedBy: number;
  orderNumber: string;
  orderDate: string;
  productName: string;
  categoryId: number;
  costPrice: number;
  status: OrderStatus;
  deliveredOn: string | null;
  creditUsed: number;
  employeeShare: number;
  previousLastPurchaseDate: string | null;
  previousCycleStart: string | null;
  previousCycleStartAmount: number | null;
};

const COLUMNS = sql`o.id, o.line_id as "lineId", o.account_id as "accountId", o.catalog_id as "catalogId",
  o.purchased_by as "purchasedBy", o.order_number as "orderNumber", o.order_date::text as "orderDate",
  o.product_name as "productName", o.category_id as "categoryId", o.cost_price as "costPrice", o.status,
  o.delivered_on::text as "deliveredOn", o.credit_used as "creditUsed", o.employee_share as "employeeShare",
  o.previous_last_purchase_date::text as "previousLastPurchaseDate",
  o.previous_cycle_start::text as "previousCycleStart", o.previous_cycle_start_amount as "previousCycleStartAmount"`;

export async function orderLineForUpdate(db: Executor, lineId: string): Promise<OrderLineRow | null> {
  const [row] = await queryRows<OrderLineRow>(
    db,
    sql`select ${COLUMNS} from ce_order_lines o where o.line_id = ${lineId} for update`,
  );
  return row ?? null;
}

export type NewOrderLine = Pick<
  OrderLineRow,
  | 'lineId'
  | 'accountId'
  | 'catalogId'
  | 'purchasedBy'
  | 'orderNumber'
  | 'orderDate'
  | 'productName'
  | 'categoryId'
  | 'costPrice'
>;

export async function insertOrderLine(db: Executor, v: NewOrderLine): Promise<OrderLineRow> {
  const [row] = await queryRows<OrderLineRow>(
    db,
    sql`insert into ce_order_lines as o (line_id, account_id, catalog_id, purchased_by, order_number, order_date,
          product_name, category_id, cost_price, status)
        values (${v.lineId}, ${v.accountId}, ${v.catalogId}, ${v.purchasedBy}, ${v.orderNumber}, ${v.orderDate},
          ${v.productName}, ${v.categoryId}, ${v.costPrice}, 'ordered')
        returning ${COLUMNS}`,
  );
  return row!;
}

export async function setDelivered(
  db: Executor,
  id: number,
  v: Pick<
    OrderLineRow,
    | 'deliveredOn'
    | 'creditUsed'
    | 'employeeShare'
    | 'previousLastPurchaseDate'
    | 'previousCycleStart'
    | 'previousCycleStartAmount'
  >,
): Promise<void> {
  await db.execute(
    sql`update ce_order_lines set status = 'delivered', delivered_on = ${v.deliveredOn},
          credit_used = ${v.creditUsed}, employee_share = ${v.employeeShare},
          previous_last_purchase_date = ${v.previousLastPurchaseDate}, previous_cycle_start = ${v.previousCycleStart},
          previous_cycle_start_amount = ${v.previousCycleStartAmount}, updated_at = now()
        where id = ${id}`,
  );
}

export async function setCancelled(db: Executor, id: number): Promise<void> {
  await db.execute(sql`update ce_order_lines set status = 'cancelled', updated_at = now() where id = ${id}`);
}

/** Restores a category's credit state to what it was before a delivery. */
export async function restoreMemberCategory(
  db: Executor,
  catalogId: number,
  categoryId: number,
  state: { lastPurchaseDate: string | null; cycleStart: string | null; cycleStartAmount: number | null },
): Promise<void> {
  await db.execute(
    sql`insert into ce_member_categories (catalog_id, category_id, last_purchase_date, cycle_start, cycle_start_amount)
        values (${catalogId}, ${categoryId}, ${state.lastPurchaseDate}, ${state.cycleStart},
          ${state.cycleStartAmount ?? 0})
        on conflict (catalog_id, category_id) do update set last_purchase_date = excluded.last_purchase_date,
          cycle_start = excluded.cycle_start, cycle_start_amount = excluded.cycle_start_amount`,
  );
}

export type OrderLineQuery = {
  accountId: number;
  /** One person's lines, or null for every line of the account (an admin's show-all). */
  catalogId: number | null;
  search: string;
  limit: number;
  offset: number;
};

/** The lines of an account the caller may act on, newest first, searched by product or order number, paged. */
export async function listOrderLines(db: Executor, p: Principal, q: OrderLineQuery): Promise<OrderLineRow[]> {
  const person: SQL = q.catalogId === null ? sql`` : sql`and o.catalog_id = ${q.catalogId}`;
  const text = q.search.trim();
  return queryRows<OrderLineRow>(
    db,
    sql`select ${COLUMNS} from ce_order_lines o
        where o.account_id = ${q.accountId} and o.account_id in ${employeeAccountIds(p)} ${person}
          and (${text}::text = '' or o.product_name ilike ${contains(text)} or o.order_number ilike ${contains(text)})
        order by o.order_date desc, o.id desc limit ${q.limit} offset ${q.offset}`,
  );
}

export async function isBillingGroupOfAccount(db: Executor, billingGroupId: number, accountId: number) {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from billing_groups where id = ${billingGroupId} and account_id = ${accountId}`,
  );
  return rows.length > 0;
}

export async function personName(db: Executor, catalogId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select first_name || ' ' || last_name as name from people where catalog_id = ${catalogId}`,
  );
  return row?.name ?? '';
}
