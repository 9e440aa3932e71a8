import { isValidImei } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

describe('demo devices', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('covers every class, vendor and source for Nordlys Bygg, with a few for Havbris', async () => {
    const [main] = await queryRows<{ n: number; classes: number; sources: number; vendors: number }>(
      s.database.db,
      sql`select count(*)::int as n, count(distinct d.class_id)::int as classes,
            count(distinct d.source)::int as sources, count(distinct d.vendor_id)::int as vendors
          from devices d join accounts a on a.id = d.account_id where a.customer_id = ${s.seed.customerId}`,
    );
    expect(main).toEqual({ n: 320, classes: 6, sources: 4, vendors: 6 });
    const [other] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from devices where account_id = ${s.seed.accounts.other}`,
    );
    expect(other!.n).toBe(4);
  });

  it('has lost, inactive, returned and purchased devices, each with its event', async () => {
    const rows = await queryRows<{ event_type: string; n: number }>(
      s.database.db,
      sql`select event_type, count(*)::int as n from device_events group by event_type order by event_type`,
    );
    const byType = Object.fromEntries(rows.map((r) => [r.event_type, r.n]));
    expect(byType.created).toBe(324);
    for (const t of ['set_lost', 'set_active', 'returned_by_employee', 'purchased_by_employee', 'allocated'])
      expect(byType[t], t).toBeGreaterThan(0);
    const [flags] = await queryRows<{ lost: number; inactive: number; returned: number; purchased: number }>(
      s.database.db,
      sql`select count(*) filter (where lost)::int as lost, count(*) filter (where not active)::int as inactive,
            count(*) filter (where returned_at is not null)::int as returned,
            count(*) filter (where purchased_at is not null)::int as purchased from devices`,
    );
    expect(flags).toEqual({
      lost: byType.set_lost,
      inactive: byType.set_active,
      returned: byType.returned_by_employee,
      purchased: byType.purchased_by_employee,
    });
  });

  it('gives mobiles and tablets a valid IMEI and the other classes none', async () => {
    const rows = await queryRows<{ class_id: number; imei: string | null }>(
      s.database.db,
      sql`select class_id, imei from devices`,
    );
    for (const r of rows) {
      if (r.class_id <= 2) expect(isValidImei(r.imei ?? '')).toBe(true);
      else expect(r.imei).toBeNull();
    }
  });
});
