import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  deleteVendor,
  insertVendor,
  listVendors,
  renameVendor,
  requireVendor,
  type VendorRow,
} from './vendors.repository.ts';

/** Device vendors of the caller's customer (001 §2 Vendors, §5 vendor rules). */

const TAKEN = 'A vendor with this name already exists.';

export async function accountVendors(db: Executor, p: Principal, q: Parameters<typeof listVendors>[2]) {
  await requireAccount(db, p, q.accountId);
  return listVendors(db, p, q);
}

export async function createVendor(db: Executor, p: Principal, name: string): Promise<VendorRow> {
  const id = await insertVendor(db, p.customerId, name);
  if (id === null) throw AppError.badInput(TAKEN, { field: 'name', reason: 'vendorNameTaken' });
  return requireVendor(db, p, id);
}

export async function updateVendor(db: Executor, p: Principal, id: number, name: string): Promise<VendorRow> {
  await db.transaction(async (tx) => {
    const vendor = await requireVendor(tx, p, id);
    if (!(await renameVendor(tx, vendor.id, vendor.customerId, name)))
      throw AppError.badInput(TAKEN, { field: 'name', reason: 'vendorNameTaken' });
  });
  return requireVendor(db, p, id);
}

/**
 * Refused while devices use the vendor, so no device loses its vendor. The refusal counts the devices of the
 * accounts the caller can see (`deviceCount`, all of them, not only the accounts chosen in the list) and says
 * whether devices of accounts the caller cannot see use it too (`usedElsewhere`).
 */
export async function removeVendor(db: Executor, p: Principal, id: number): Promise<number> {
  await db.transaction(async (tx) => {
    const vendor = await requireVendor(tx, p, id);
    if (vendor.deviceCount > 0 || vendor.usedElsewhere)
      throw AppError.badInput(inUseMessage(vendor.deviceCount, vendor.usedElsewhere), {
        field: 'ID',
        deviceCount: vendor.deviceCount,
        usedElsewhere: vendor.usedElsewhere,
      });
    await deleteVendor(tx, vendor.id);
  });
  return id;
}

function inUseMessage(deviceCount: number, usedElsewhere: boolean): string {
  const seen =
    deviceCount > 0 ? `The vendor is used by ${deviceCount} device(s) in the accounts you can see` : '';
  const elsewhere = usedElsewhere
    ? `${seen ? ', and by' : 'The vendor is used by'} devices in accounts you cannot see`
    : '';
  return `${seen}${elsewhere}. Move them to another vendor before deleting it.`;
}
