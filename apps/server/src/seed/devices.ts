import { osloDate } from '@connect/shared';
import { imeiFromBody } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { deviceEvents, devices, deviceVendors, equipmentDeductions } from '../db/schema/index.ts';
import { createRandom } from './random.ts';
import type { TenancySeed } from './tenancy.ts';

/**
 * Demo devices (issue 12): a few hundred for Nordlys Bygg over every class, vendor and source, spread over its
 * accounts and people, some lost, inactive, returned or purchased by the employee (this month and last) with their
 * history; a few for Havbris. Deterministic for a given tenancy.
 */

const NAMES: Record<number, string[]> = {
  1: ['iPhone 15', 'iPhone 16 Pro', 'Samsung Galaxy S24', 'Google Pixel 8', 'Samsung Galaxy A55'],
  2: ['iPad Air', 'iPad 10', 'Samsung Galaxy Tab S9'],
  3: ['MacBook Air 13', 'Lenovo ThinkPad T14', 'HP EliteBook 840', 'Dell Latitude 7440'],
  4: ['Jabra Evolve2 65', 'AirPods Pro', 'Sony WH-1000XM5'],
  5: ['USB-C dokkingstasjon', 'Lader 65 W', 'Skjerm 27"', 'Tastatur og mus'],
  6: ['Ruter 4G', 'Smartklokke', 'Strekkodeleser'],
};
const PRICE_KR: Record<number, [number, number]> = {
  1: [3000, 16000],
  2: [4000, 12000],
  3: [9000, 30000],
  4: [800, 4000],
  5: [200, 4500],
  6: [500, 6000],
};
const SOURCES = ['web', 'shop', 'other', 'network'] as const;
const MAIN_VENDORS = ['Apple', 'Samsung', 'Elkjøp Bedrift', 'Komplett Bedrift', 'Atea', 'Dustin'];

type DeviceRow = typeof devices.$inferInsert;
type EventRow = typeof deviceEvents.$inferInsert;

export async function seedDevices(db: Executor, tenancy: TenancySeed, today: Date): Promise<void> {
  const rnd = createRandom(12);
  const vendorRows = await db
    .insert(deviceVendors)
    .values([
      ...MAIN_VENDORS.map((name) => ({ customerId: tenancy.customerId, name })),
      { customerId: tenancy.customerId, name: 'Ubrukt leverandør' },
      { customerId: tenancy.otherCustomerId, name: 'Apple' },
      { customerId: tenancy.otherCustomerId, name: 'Maritim Elektro' },
    ])
    .returning({ id: deviceVendors.id, customerId: deviceVendors.customerId });
  const mainVendors = vendorRows
    .filter((v) => v.customerId === tenancy.customerId)
    .slice(0, MAIN_VENDORS.length);
  const otherVendors = vendorRows.filter((v) => v.customerId === tenancy.otherCustomerId);

  const people = await queryRows<{ catalog_id: number }>(
    db,
    sql`select catalog_id from people where customer_id = ${tenancy.customerId} order by catalog_id`,
  );
  const catalogIds = people.map((p) => p.catalog_id).filter((id) => id !== tenancy.people.provider);
  const accounts = [
    tenancy.accounts.main,
    tenancy.accounts.main,
    tenancy.accounts.west,
    tenancy.accounts.bergen,
  ];
  // A day of a month some months back; in this month never after today (issue 28 §7: seeded on the 1st, the
  // buy-outs of "this month" were dated the 2nd).
  const todayIso = osloDate(today);
  const day = (monthsBack: number, dayOfMonth: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, dayOfMonth));
    const iso = d.toISOString().slice(0, 10);
    return iso > todayIso ? todayIso : iso;
  };

  const rows: DeviceRow[] = [];
  const history: { index: number; kind: 'lost' | 'inactive' | 'returned' | 'purchased' }[] = [];
  for (let i = 0; i < 320; i++) {
    const classId = (i % 6) + 1;
    const [min, max] = PRICE_KR[classId]!;
    const cost = rnd.int(min, max) * 100;
    const assigned = i % 17 === 16 ? null : catalogIds[(i * 7) % catalogIds.length]!;
    const orderedAt = day(rnd.int(0, 40), rnd.int(1, 28));
    const row: DeviceRow = {
      accountId: accounts[i % accounts.length]!,
      classId,
      vendorId: mainVendors[i % mainVendors.length]!.id,
      description: rnd.pick(NAMES[classId]!),
      catalogId: assigned ?? undefined,
      source: SOURCES[Math.floor(i / 6) % SOURCES.length]!,
      orderedAt,
      orderNumber: i % 3 === 0 ? `NB-${String(100_000 + i * 13)}` : undefined,
      costPrice: cost,
      employeePaid: i % 5 === 0 ? Math.round(cost / 4) : 0,
      imei:
        classId <= 2 ? imeiFromBody(`35${String(100_000_000_000 + i * 7919).padStart(12, '0')}`) : undefined,
      serialNumber: `SN${String(4_000_000 + i * 31)}`,
      comment: i % 11 === 0 ? 'Levert med deksel og skjermbeskytter' : '',
      createdAt: new Date(`${orderedAt}T09:00:00Z`),
    };
    if (assigned && i % 23 === 5) {
      row.lost = true;
      history.push({ index: i, kind: 'lost' });
    } else if (i % 19 === 7) {
      row.active = false;
      history.push({ index: i, kind: 'inactive' });
    } else if (assigned && i % 29 === 3) {
      row.returnedAt = day(1, 10);
      row.returnedPreviousCatalogId = assigned;
      row.catalogId = undefined;
      history.push({ index: i, kind: 'returned' });
    } else if (assigned && i % 31 === 9) {
      // Every other buy-out last month, so the user-deductions export's default month (last month) has items.
      const purchases = history.filter((h) => h.kind === 'purchased').length;
      row.purchasedAt = purchases % 2 === 0 ? day(0, 2) : day(1, 15);
      row.purchasedByCatalogId = assigned;
      row.purchasedCostPrice = cost;
      history.push({ index: i, kind: 'purchased' });
    }
    rows.push(row);
  }
  rows.push(
    ...[0, 1, 2, 3].map(
      (i): DeviceRow => ({
        accountId: tenancy.accounts.other,
        classId: i < 2 ? 1 : 3,
        vendorId: otherVendors[i % 2]!.id,
        description: i < 2 ? 'iPhone 15' : 'Lenovo ThinkPad T14',
        catalogId: tenancy.people.otherAdmin,
        source: 'shop',
        orderedAt: day(i * 3, 5),
        costPrice: i < 2 ? 1_149_000 : 1_690_000,
        employeePaid: 0,
        imei: i < 2 ? imeiFromBody(`86${String(200_000_000_000 + i).padStart(12, '0')}`) : undefined,
        serialNumber: `HB${1000 + i}`,
      }),
    ),
  );
  const inserted = await db.insert(devices).values(rows).returning({ id: devices.id });

  const events: EventRow[] = [];
  inserted.forEach(({ id }, i) => {
    const row = rows[i]!;
    const at = row.createdAt ?? new Date(`${row.orderedAt}T09:00:00Z`);
    events.push({
      deviceId: id,
      eventType: 'created',
      createdAt: at,
      updatedAt: at,
      actorCatalogId: tenancy.people.admin,
    });
    const assignedTo = row.catalogId ?? row.returnedPreviousCatalogId ?? row.purchasedByCatalogId;
    if (assignedTo)
      events.push({
        deviceId: id,
        eventType: 'allocated',
        actorCatalogId: tenancy.people.admin,
        params: { allocatedTo: assignedTo },
        changes: [{ field: 'catalogID', before: null, after: String(assignedTo) }],
        createdAt: at,
        updatedAt: at,
      });
  });
  for (const h of history) {
    const id = inserted[h.index]!.id;
    const row = rows[h.index]!;
    const at = new Date(`${row.returnedAt ?? row.purchasedAt ?? day(0, 1)}T10:00:00Z`);
    const base = { deviceId: id, actorCatalogId: tenancy.people.admin, createdAt: at, updatedAt: at };
    if (h.kind === 'lost')
      events.push({
        ...base,
        eventType: 'set_lost',
        params: { lostFlagSetTo: true },
        changes: [{ field: 'lost', before: 'false', after: 'true' }],
      });
    if (h.kind === 'inactive')
      events.push({
        ...base,
        eventType: 'set_active',
        params: { activeFlagSetTo: false },
        changes: [{ field: 'active', before: 'true', after: 'false' }],
      });
    if (h.kind === 'returned')
      events.push({
        ...base,
        eventType: 'returned_by_employee',
        params: {
          returnedByEmployee: { date: row.returnedAt, previousEmployee: row.returnedPreviousCatalogId },
        },
        changes: [
          { field: 'returnedByEmployee', before: null, after: row.returnedAt ?? null },
          { field: 'catalogID', before: String(row.returnedPreviousCatalogId), after: null },
        ],
      });
    if (h.kind === 'purchased')
      events.push({
        ...base,
        eventType: 'purchased_by_employee',
        params: { purchasedByEmployee: { bnUser: row.purchasedByCatalogId, date: row.purchasedAt } },
        changes: [{ field: 'purchasedByEmployee', before: null, after: row.purchasedAt ?? null }],
      });
  }
  for (let i = 0; i < events.length; i += 1000)
    await db.insert(deviceEvents).values(events.slice(i, i + 1000));
  // The buy-outs are this month's and last month's equipment deductions, each booked in its own month as a purchase
  // recorded that month is.
  const bought = history
    .filter((h) => h.kind === 'purchased')
    .map((h) => [inserted[h.index]!.id, rows[h.index]!] as const);
  if (bought.length)
    await db.insert(equipmentDeductions).values(
      bought.map(([id, row]) => ({
        catalogId: row.purchasedByCatalogId!,
        accountId: row.accountId,
        source: 'purchased' as const,
        sourceId: id,
        description: row.description,
        day: row.purchasedAt!,
        period: `${row.purchasedAt!.slice(0, 7)}-01`,
        amount: row.purchasedCostPrice!,
        // The buyer's policy when booked, as the ledger records it (docs/DEDUCTION-CONSENT.md).
        policyId: sql<number>`(select m.policy_id from ce_policy_members m where m.catalog_id = ${row.purchasedByCatalogId!})`,
      })),
    );
}
