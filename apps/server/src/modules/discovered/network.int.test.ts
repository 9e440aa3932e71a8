import { imeiFromBody } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

const KEY = 'test-network-key-0123456789';
const UNKNOWN = imeiFromBody('35123456789012');

describe('network sightings (REST) and the demo discovered devices', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { NETWORK_INGEST_KEY: KEY } });
  });
  afterAll(() => s.close());

  const post = (body: unknown, key: string | null = KEY) =>
    s.app.inject({
      method: 'POST',
      url: '/api/network/sightings',
      headers: key ? { authorization: `Bearer ${key}` } : {},
      payload: body as object,
    });
  const employeeSub = async () =>
    (
      await queryRows<{ id: number; phoneNumber: string; accountId: number }>(
        s.database.db,
        sql`select id, phone_number as "phoneNumber", account_id as "accountId" from subscriptions
            where catalog_id = ${s.seed.people.employee} order by id limit 1`,
      )
    )[0]!;
  const discoveredOf = (imei: string) =>
    queryRows<Record<string, unknown>>(
      s.database.db,
      sql`select source, description, vendor_name as "vendorName", catalog_id as "catalogId",
            subscription_id as "subscriptionId", seen_on as "seenOn", account_id as "accountId"
          from discovered_devices where imei = ${imei} order by id`,
    );

  it('the demo data holds both sources, one dismissed, and some whose IMEI the inventory has', async () => {
    const [counts] = await queryRows<Record<string, number>>(
      s.database.db,
      sql`select count(*) filter (where source = 'network')::int as network,
            count(*) filter (where source = 'webshop')::int as webshop,
            count(*) filter (where dismissed_at is not null)::int as dismissed,
            count(*) filter (where exists (select 1 from devices x where x.imei = d.imei))::int as known
          from discovered_devices d where account_id = ${s.seed.accounts.main}`,
    );
    expect(counts).toEqual({ network: 7, webshop: 3, dismissed: 1, known: 2 });
  });

  it('refuses a missing or wrong key (401) and a person’s token (403)', async () => {
    const body = { sightings: [{ imei: UNKNOWN, phoneNumber: '+4790000002', seenOn: '2026-11-10' }] };
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, 'wrong-key-0123456789')).statusCode).toBe(401);
    expect((await post(body, await s.tokenFor('admin'))).statusCode).toBe(403);
  });

  it('refuses a sighting dated after today, naming it, and records none of the call (issue 28 §7)', async () => {
    const fresh = imeiFromBody('35123456789023');
    const r = await post({
      sightings: [
        { imei: fresh, phoneNumber: '+4790000002', seenOn: '2026-11-15' },
        { imei: fresh, phoneNumber: '+4790000002', seenOn: '2099-01-01' },
      ],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'sightings.1.seenOn', reason: 'futureDate' },
    });
    expect(r.json().message).toBe('sightings.1.seenOn cannot be after today (2026-11-15).');
    expect(await discoveredOf(fresh)).toEqual([]);
  });

  it('refuses an IMEI with a wrong check digit, naming the field', async () => {
    const bad = `${UNKNOWN.slice(0, 14)}${(Number(UNKNOWN[14]) + 1) % 10}`;
    const r = await post({ sightings: [{ imei: bad, phoneNumber: '+4790000002', seenOn: '2026-11-10' }] });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('sightings.0.imei');
  });

  it('an unknown IMEI becomes a discovered device with the subscription’s user; a repeat changes nothing', async () => {
    const sub = await employeeSub();
    const local = sub.phoneNumber.replace('+47', '');
    const body = {
      sightings: [{ imei: UNKNOWN, phoneNumber: local, seenOn: '2026-11-10', vendor: 'Fairphone' }],
    };
    const first = await post(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().sightings[0]).toMatchObject({ imei: UNKNOWN, new: true });
    expect(first.json().sightings[0].discoveredDeviceId).toBeGreaterThan(0);
    const again = await post(body);
    expect(again.json().sightings[0]).toEqual({ imei: UNKNOWN, new: false, discoveredDeviceId: null });
    // Another day: still open, so no second one.
    const later = await post({ sightings: [{ ...body.sightings[0], seenOn: '2026-11-11' }] });
    expect(later.json().sightings[0]).toEqual({ imei: UNKNOWN, new: true, discoveredDeviceId: null });
    expect(await discoveredOf(UNKNOWN)).toEqual([
      {
        source: 'network',
        description: 'Mobile phone',
        vendorName: 'Fairphone',
        catalogId: s.seed.people.employee,
        subscriptionId: sub.id,
        seenOn: '2026-11-10',
        accountId: sub.accountId,
      },
    ]);
  });

  it('an IMEI the customer’s inventory has makes nothing', async () => {
    const [device] = await queryRows<{ imei: string }>(
      s.database.db,
      sql`select imei from devices where account_id = ${s.seed.accounts.west} and imei is not null limit 1`,
    );
    const sub = await employeeSub();
    const before = (await discoveredOf(device!.imei)).length;
    const r = await post({
      sightings: [{ imei: device!.imei, phoneNumber: sub.phoneNumber, seenOn: '2026-11-12' }],
    });
    expect(r.json().sightings[0]).toEqual({ imei: device!.imei, new: true, discoveredDeviceId: null });
    expect((await discoveredOf(device!.imei)).length).toBe(before);
  });
});
