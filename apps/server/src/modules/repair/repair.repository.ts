import { EQUIPMENT_ROLES, hasAnyRole, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

/** Who may ask for a person's repair: the person themselves, or an equipment admin (for anyone of their accounts). */
function requireRepairCaller(p: Principal, catalogId: number): { self: boolean } {
  const self = catalogId === p.catalogId;
  const admin = p.services.includes(Service.Equipment) && hasAnyRole(p.roles, EQUIPMENT_ROLES);
  if (!self && !admin) throw AppError.notFound('Person');
  return { self };
}

export type RepairPolicy = {
  id: number;
  active: boolean;
  email: string | null;
  customerId: number;
  accountId: number;
};

/**
 * The person's policy with its repair setting, when the caller may ask for them; null when the person has no policy.
 * Another person, or one of an account the admin does not see, answers not found.
 */
export async function repairPolicyOf(
  db: Executor,
  p: Principal,
  catalogId: number,
): Promise<RepairPolicy | null> {
  const { self } = requireRepairCaller(p, catalogId);
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
  if (!person) throw AppError.notFound('Person');
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

/** The policy when it offers repairs (active, with a service partner), else CONFLICT; no policy answers not found. */
export async function requireRepairPolicy(
  db: Executor,
  p: Principal,
  catalogId: number,
): Promise<RepairPolicy> {
  const policy = await repairPolicyOf(db, p, catalogId);
  if (!policy) throw AppError.notFound('Person');
  if (!policy.active || !policy.email) throw AppError.conflict('The policy does not offer repairs.');
  return policy;
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
export async function repairDevices(
  db: Executor,
  p: Principal,
  catalogId: number,
): Promise<RepairDeviceRow[]> {
  const { self } = requireRepairCaller(p, catalogId);
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
