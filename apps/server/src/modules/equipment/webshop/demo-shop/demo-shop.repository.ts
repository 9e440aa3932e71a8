import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client.ts';

/** The demo webshop's own state: the login nonces it accepted, and its orders. */

/** Records a login's nonce; false when it was used before (a replay). */
export async function useLoginNonce(
  db: Executor,
  nonce: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  // Expired logins are refused by their signature; their nonces need not be kept long after.
  await db.execute(
    sql`delete from demo_webshop_logins where expires_at < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`,
  );
  const rows = await queryRows<{ nonce: string }>(
    db,
    sql`insert into demo_webshop_logins (nonce, expires_at) values (${nonce}, ${expiresAt.toISOString()}::timestamptz)
        on conflict (nonce) do nothing returning nonce`,
  );
  return rows.length > 0;
}

export type DemoOrder = {
  lineId: string;
  accountId: number;
  catalogId: number;
  purchasedBy: number;
  orderNumber: string;
  productKey: string;
  status: string;
  /** The order's date in Oslo. */
  orderDate: string;
};

const COLUMNS = sql`line_id as "lineId", account_id as "accountId", catalog_id as "catalogId",
  purchased_by as "purchasedBy", order_number as "orderNumber", product_key as "productKey", status,
  to_char(created_at at time zone 'Europe/Oslo', 'YYYY-MM-DD') as "orderDate"`;

export async function insertDemoOrder(
  db: Executor,
  o: Omit<DemoOrder, 'status' | 'orderDate'>,
  at: Date,
): Promise<DemoOrder> {
  const [row] = await queryRows<DemoOrder>(
    db,
    sql`insert into demo_webshop_orders (line_id, account_id, catalog_id, purchased_by, order_number, product_key,
          created_at)
        values (${o.lineId}, ${o.accountId}, ${o.catalogId}, ${o.purchasedBy}, ${o.orderNumber}, ${o.productKey},
          ${at.toISOString()}::timestamptz)
        returning ${COLUMNS}`,
  );
  return row!;
}

export async function demoOrdersOf(db: Executor, catalogId: number, accountId: number): Promise<DemoOrder[]> {
  return queryRows<DemoOrder>(
    db,
    sql`select ${COLUMNS} from demo_webshop_orders where catalog_id = ${catalogId} and account_id = ${accountId}
        order by created_at desc, line_id desc limit 50`,
  );
}

export async function demoOrder(db: Executor, lineId: string): Promise<DemoOrder | null> {
  const [row] = await queryRows<DemoOrder>(
    db,
    sql`select ${COLUMNS} from demo_webshop_orders where line_id = ${lineId}`,
  );
  return row ?? null;
}

export async function setDemoOrderStatus(db: Executor, lineId: string, status: string): Promise<void> {
  await db.execute(sql`update demo_webshop_orders set status = ${status} where line_id = ${lineId}`);
}
