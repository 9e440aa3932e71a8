import { addDays, osloDate } from '@connect/shared';
import { imeiFromBody } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { discoveredDevices } from '../db/schema/index.ts';
import type { TenancySeed } from './tenancy.ts';

/**
 * Demo discovered devices (issue 13) for Nordlys Bygg: phones seen on the network with the subscription's user
 * suggested, devices delivered by the webshop, a few whose IMEI the inventory already has (the "Already exists."
 * case) and one dismissed. After the devices seed.
 */
const NETWORK = [
  ['iPhone 15', 'Apple'],
  ['Samsung Galaxy S24', 'Samsung'],
  ['Google Pixel 8', 'Google'],
  ['iPhone 16 Pro', 'Apple'],
  ['Samsung Galaxy A55', 'Samsung'],
] as const;
const WEBSHOP = [
  ['iPad 11 128 GB', 2],
  ['Samsung Galaxy S25 128 GB', 1],
  ['Jabra Evolve2 65', 4],
] as const;

export async function seedDiscoveredDevices(db: Executor, tenancy: TenancySeed, today: Date): Promise<void> {
  const subs = await queryRows<{ id: number; accountId: number; catalogId: number; phoneNumber: string }>(
    db,
    sql`select id, account_id as "accountId", catalog_id as "catalogId", phone_number as "phoneNumber"
        from subscriptions where account_id = ${tenancy.accounts.main} and catalog_id is not null
        order by id limit 12`,
  );
  const known = await queryRows<{ imei: string; description: string; vendor: string | null }>(
    db,
    sql`select d.imei, d.description, v.name as vendor from devices d left join device_vendors v on v.id = d.vendor_id
        where d.account_id = ${tenancy.accounts.main} and d.imei is not null order by d.id limit 2`,
  );
  // A small demo (a test's 20 subscriptions) may have fewer than 12: the rows take turns among what there is.
  if (subs.length === 0) return;
  const subAt = (n: number) => subs[n % subs.length]!;
  const todayIso = osloDate(today);
  const day = (back: number) => addDays(todayIso, -back);
  const rows: (typeof discoveredDevices.$inferInsert)[] = [];
  NETWORK.forEach(([name, vendor], i) => {
    const sub = subAt(i + 3);
    rows.push({
      accountId: sub.accountId,
      source: 'network',
      imei: imeiFromBody(`35${String(4_400_000_000 + i * 7919).padStart(12, '0')}`),
      description: name,
      vendorName: vendor,
      classId: 1,
      catalogId: sub.catalogId,
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber,
      seenOn: day(i * 3 + 1),
      dismissedAt: i === NETWORK.length - 1 ? new Date(today.getTime() - 86_400_000) : null,
    });
  });
  known.forEach((d, i) => {
    const sub = subAt(i + 9);
    rows.push({
      accountId: tenancy.accounts.main,
      source: 'network',
      imei: d.imei,
      description: `${d.description} (ny)`,
      vendorName: d.vendor,
      classId: 1,
      catalogId: sub.catalogId,
      subscriptionId: sub.id,
      phoneNumber: sub.phoneNumber,
      seenOn: day(2 + i),
    });
  });
  WEBSHOP.forEach(([name, classId], i) => {
    rows.push({
      accountId: tenancy.accounts.main,
      source: 'webshop',
      description: name,
      classId,
      catalogId: subAt(i).catalogId,
      seenOn: day(5 + i * 4),
    });
  });
  await db.insert(discoveredDevices).values(rows);
}
