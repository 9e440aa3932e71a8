import type { DiscoveredSource } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';

/**
 * SQL of discovered devices (001 §3, domain.md Discovered devices). The callers are server to server (the network
 * ingest, a webshop delivery) and pass the account themselves.
 */

export type NewDiscoveredDevice = {
  accountId: number;
  source: DiscoveredSource;
  imei: string | null;
  description: string;
  vendorName: string | null;
  classId: number;
  /** The suggested employee. */
  catalogId: number | null;
  subscriptionId: number | null;
  phoneNumber: string | null;
  /** YYYY-MM-DD, Oslo: the day it was seen or delivered. */
  seenOn: string;
  orderLineId: number | null;
};

/**
 * Adds a discovered device in the caller's transaction and answers its id. A webshop order line makes at most one
 * (a repeated delivery answers the one it made).
 */
export async function createDiscoveredDevice(tx: Executor, v: NewDiscoveredDevice): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into discovered_devices (account_id, source, imei, description, vendor_name, class_id, catalog_id,
          subscription_id, phone_number, seen_on, order_line_id)
        values (${v.accountId}, ${v.source}, ${v.imei}, ${v.description}, ${v.vendorName}, ${v.classId},
          ${v.catalogId}, ${v.subscriptionId}, ${v.phoneNumber}, ${v.seenOn}, ${v.orderLineId})
        on conflict (order_line_id) do nothing
        returning id`,
  );
  if (row) return row.id;
  const [existing] = await queryRows<{ id: number }>(
    tx,
    sql`select id from discovered_devices where order_line_id = ${v.orderLineId}`,
  );
  return existing!.id;
}

/**
 * Whether the customer of the account already knows the IMEI: a device of any of its accounts, or a discovered
 * device still open (neither allocated nor dismissed).
 */
export async function customerKnowsImei(tx: Executor, accountId: number, imei: string): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    tx,
    sql`with mine as (select a.id from accounts a
          where a.customer_id = (select customer_id from accounts where id = ${accountId}))
        select exists (select 1 from devices where imei = ${imei} and account_id in (select id from mine))
          or exists (select 1 from discovered_devices where imei = ${imei} and account_id in (select id from mine)
            and dismissed_at is null and allocated_device_id is null) as known`,
  );
  return row!.known;
}

/** A returned webshop line: its discovered device, if still open, is dismissed (no one dismissed it by hand). */
export async function dismissForOrderLine(tx: Executor, orderLineId: number): Promise<void> {
  await tx.execute(
    sql`update discovered_devices set dismissed_at = now()
        where order_line_id = ${orderLineId} and dismissed_at is null and allocated_device_id is null`,
  );
}

/** A network sighting: IMEI, phone number (+47…) and the day it was seen. */
export type Sighting = { imei: string; phoneNumber: string; seenOn: string };

/** Stores a sighting; false when the same (IMEI, phone number, day) was reported before. */
export async function recordSighting(tx: Executor, s: Sighting): Promise<boolean> {
  const [inserted] = await queryRows<{ imei: string }>(
    tx,
    sql`insert into network_sightings (imei, phone_number, seen_on) values (${s.imei}, ${s.phoneNumber}, ${s.seenOn})
        on conflict do nothing returning imei`,
  );
  return inserted !== undefined;
}

/** The subscription with this phone number, if any; the network is trusted with every customer's numbers. */
export async function subscriptionWithPhone(
  tx: Executor,
  phoneNumber: string,
): Promise<{ id: number; accountId: number; catalogId: number | null } | undefined> {
  const [row] = await queryRows<{ id: number; accountId: number; catalogId: number | null }>(
    tx,
    sql`select id, account_id as "accountId", catalog_id as "catalogId" from subscriptions
        where phone_number = ${phoneNumber}`,
  );
  return row;
}

/** Records on the sighting the discovered device it made. */
export async function linkSighting(tx: Executor, s: Sighting, discoveredDeviceId: number): Promise<void> {
  await tx.execute(
    sql`update network_sightings set discovered_device_id = ${discoveredDeviceId}
        where imei = ${s.imei} and phone_number = ${s.phoneNumber} and seen_on = ${s.seenOn}`,
  );
}
