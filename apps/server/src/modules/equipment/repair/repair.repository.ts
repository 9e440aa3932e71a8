import { sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';

/**
 * SQL of repair requests (001 §2, §7). `self` says the person asks for themselves; anyone else (an equipment admin,
 * which the service has checked) reads only through their visible accounts.
 */

export type RepairPolicy = {
  id: number;
  active: boolean;
  email: string | null;
  customerId: number;
  accountId: number;
};

/** True when the person exists and, unless `self`, has a subscription or a policy membership the admin sees. */
export async function personInReach(
  db: Executor,
  p: Principal,
  catalogId: number,
  self: boolean,
): Promise<boolean> {
  const [person] = await queryRows<{ id: number }>(
    db,
    self
      ? sql`select catalog_id as id from people where catalog_id = ${catalogId}`
      : sql`select pe.catalog_id as id from people pe where pe.catalog_id = ${catalogId}
              and (exists (select 1 from subscriptions s where s.catalog_id = pe.catalog_id
                    and s.account_id in ${visibleAccountIds(p)})
                or exists (select 1 from ce_policy_members m join ce_policies po on po.id = m.policy_id
                    where m.catalog_id = pe.catalog_id and po.account_id in ${visibleAccountIds(p)}))`,
  );
  return person !== undefined;
}

/** The person's policy with its repair setting; null when they have none (in reach). */
export async function findRepairPolicy(
  db: Executor,
  p: Principal,
  catalogId: number,
  self: boolean,
): Promise<RepairPolicy | null> {
  const [row] = await queryRows<RepairPolicy>(
    db,
    sql`select po.id, po.repair_active as active, po.repair_partner_email as email, pe.customer_id as "customerId",
          po.account_id as "accountId"
        from people pe join ce_policy_members m on m.catalog_id = pe.catalog_id
        join ce_policies po on po.id = m.policy_id
        where pe.catalog_id = ${catalogId}
          and (${self} or po.account_id in ${visibleAccountIds(p)})`,
  );
  return row ?? null;
}

/** A device the repair form can be filled from (001 §3 Repair request: a device list item for the form). */
export type RepairDeviceRow = {
  id: number;
  description: string;
  vendorName: string | null;
  orderedAt: string | null;
  orderNumber: string | null;
  imei: string | null;
  serialNumber: string | null;
};

/**
 * The person's active mobile phones (not lost), by name: their own when they ask, on the admin's visible accounts
 * when an admin asks for someone.
 */
export async function listRepairDevices(
  db: Executor,
  p: Principal,
  catalogId: number,
  self: boolean,
): Promise<RepairDeviceRow[]> {
  return queryRows<RepairDeviceRow>(
    db,
    sql`select d.id, d.description, v.name as "vendorName", d.ordered_at::text as "orderedAt",
          d.order_number as "orderNumber", d.imei, d.serial_number as "serialNumber"
        from devices d join device_classes c on c.id = d.class_id
        left join device_vendors v on v.id = d.vendor_id
        where d.catalog_id = ${catalogId} and d.active and not d.lost and c.short_name = 'mobile'
          and (${self} or d.account_id in ${visibleAccountIds(p)})
        order by lower(d.description), d.id
        limit 100`,
  );
}

/** What a repair request says of its device. */
export type RepairDevice = {
  id: number | null;
  name: string;
  vendor: string;
  imei: string | null;
  serial: string | null;
  order: string | null;
  purchased: string | null;
};

/** The person's device with this id, as a repair request describes it; null when it is not theirs. */
export async function findPersonDevice(
  db: Executor,
  deviceId: number,
  catalogId: number,
): Promise<RepairDevice | null> {
  const [d] = await queryRows<Omit<RepairDevice, 'vendor'> & { vendor: string | null }>(
    db,
    sql`select d.id, d.description as name, v.name as vendor, d.imei, d.serial_number as serial,
          d.order_number as order, d.ordered_at::text as purchased
        from devices d left join device_vendors v on v.id = d.vendor_id
        where d.id = ${deviceId} and d.catalog_id = ${catalogId}`,
  );
  return d ? { ...d, vendor: d.vendor ?? '' } : null;
}

export async function insertRepairRequest(
  db: Executor,
  r: {
    catalogId: number;
    requestedBy: number;
    policyId: number;
    device: RepairDevice;
    faultDescription: string;
    partnerEmail: string;
  },
): Promise<number> {
  const { device } = r;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into repair_requests (catalog_id, requested_by, policy_id, device_id, device_name, vendor_name,
          imei, serial_number, order_number, purchased_at, fault_description, partner_email)
        values (${r.catalogId}, ${r.requestedBy}, ${r.policyId}, ${device.id}, ${device.name}, ${device.vendor},
          ${device.imei}, ${device.serial}, ${device.order}, ${device.purchased}, ${r.faultDescription},
          ${r.partnerEmail}) returning id`,
  );
  return row!.id;
}

export async function insertRepairFile(
  db: Executor,
  requestId: number,
  file: { fileName: string; contentType: string; content: Buffer },
): Promise<void> {
  await db.execute(
    sql`insert into repair_request_files (request_id, file_name, content_type, content)
        values (${requestId}, ${file.fileName}, ${file.contentType}, ${file.content})`,
  );
}

export async function setRepairOutbox(db: Executor, requestId: number, outboxId: number): Promise<void> {
  await db.execute(sql`update repair_requests set outbox_id = ${outboxId} where id = ${requestId}`);
}
