import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { columnsOf, type RowOf, selectRows } from '../../../db/columns.ts';
import { deviceVendors } from '../../../db/schema/devices.ts';
import { scoped, type VendorId } from '../../../db/scoped-id.ts';
import { contains } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';

/** SQL of a customer's device vendors. A vendor is visible when its customer has an account the caller sees. */

/** A vendor `v`: its columns but the creation time, typed by the table. */
const VENDOR = columnsOf(deviceVendors, 'v', ['createdAt']);
export type VendorRow = RowOf<typeof VENDOR> & { deviceCount: number };

const visibleCustomers = (p: Principal) =>
  sql`(select a.customer_id from accounts a where a.id in ${visibleAccountIds(p)})`;

/** The vendors of the account's customer by name, with how many devices of the chosen accounts use each. */
export async function listVendors(
  db: Executor,
  p: Principal,
  q: { accountId: number; includeSubAccounts: boolean; search: string; limit: number; offset: number },
): Promise<VendorRow[]> {
  const deviceCount = sql<number>`(select count(*)::int from devices d where d.vendor_id = v.id
    and d.account_id in ${scopedAccountIds(p, q.accountId, q.includeSubAccounts)})`;
  return selectRows(
    db,
    { ...VENDOR, deviceCount },
    (columns) => sql`select ${columns} from device_vendors v
        where v.customer_id = (select a.customer_id from accounts a where a.id = ${q.accountId})
          and v.customer_id in ${visibleCustomers(p)}
          and (${q.search}::text = '' or v.name ilike ${contains(q.search)})
        order by lower(v.name), v.id limit ${q.limit} offset ${q.offset}`,
  );
}

/**
 * The vendor if its customer is visible, with how many devices of the accounts the caller can see use it
 * (`deviceCount`), and whether devices of accounts the caller cannot see use it too (`usedElsewhere`: their number
 * is not the caller's to know).
 */
export async function requireVendor(
  db: Executor,
  p: Principal,
  id: number,
): Promise<Omit<VendorRow, 'id'> & { id: VendorId; usedElsewhere: boolean }> {
  const visible = visibleAccountIds(p);
  const [row] = await selectRows(
    db,
    {
      ...VENDOR,
      deviceCount: sql<number>`(select count(*)::int from devices d where d.vendor_id = v.id
        and d.account_id in ${visible})`,
      usedElsewhere: sql<boolean>`exists (select 1 from devices d where d.vendor_id = v.id
        and d.account_id not in ${visible})`,
    },
    (columns) =>
      sql`select ${columns} from device_vendors v where v.id = ${id} and v.customer_id in ${visibleCustomers(p)}`,
  );
  if (!row) throw AppError.notFound('Vendor');
  return { ...row, id: scoped(row.id) };
}

/** Inserts the vendor; a name the customer already has (in any case) answers null. */
export async function insertVendor(db: Executor, customerId: number, name: string): Promise<number | null> {
  const [row] = await db
    .insert(deviceVendors)
    .values({ customerId, name })
    .onConflictDoNothing()
    .returning({ id: deviceVendors.id });
  return row?.id ?? null;
}

/** Renames the vendor; false when another vendor of the customer has the name. */
export async function renameVendor(
  db: Executor,
  id: VendorId,
  customerId: number,
  name: string,
): Promise<boolean> {
  const taken = await selectRows(
    db,
    { id: VENDOR.id },
    (columns) => sql`select ${columns} from device_vendors v where v.customer_id = ${customerId}
        and lower(v.name) = lower(${name}) and v.id <> ${id}`,
  );
  if (taken.length) return false;
  await db.execute(sql`update device_vendors set name = ${name} where id = ${id}`);
  return true;
}

export async function deleteVendor(db: Executor, id: VendorId): Promise<void> {
  await db.execute(sql`delete from device_vendors where id = ${id}`);
}
