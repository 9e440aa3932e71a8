import { Role, Service } from '@connect/shared';
import { imeiFromBody } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice } from '../../../../test/factories/equipment.ts';
import {
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const KEY = 'test-network-key-0123456789';
const UNKNOWN = imeiFromBody('35123456789012');
const KNOWN = imeiFromBody('35123456789034');

/**
 * A customer of its own: the account Hoved, where the employee uses a subscription, and its sibling Vest, whose
 * inventory has a mobile with the IMEI KNOWN; an equipment admin sees both.
 */
describe('network sightings (REST)', () => {
  let s: TestServer;
  let admin: string;
  let employee: number;
  let sub: BuiltSubscription;
  beforeAll(async () => {
    s = await createTestServer({ env: { NETWORK_INGEST_KEY: KEY } });
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const main = await buildAccount(db, { customer, name: 'Hoved' });
    const west = await buildAccount(db, { customer, name: 'Vest' });
    const roles = [Role.ConnectEquipmentOverview];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [main, west] })).catalogId);
    const person = await buildPerson(db, { customer });
    employee = person.catalogId;
    sub = await buildSubscription(db, { account: main, person });
    await buildDevice(db, { account: west, classId: 1, imei: KNOWN });
  });
  afterAll(() => s.close());

  const post = (body: unknown, key: string | null = KEY) =>
    s.app.inject({
      method: 'POST',
      url: '/api/network/sightings',
      headers: key ? { authorization: `Bearer ${key}` } : {},
      payload: body as object,
    });
  const discoveredOf = (imei: string) =>
    queryRows<Record<string, unknown>>(
      s.database.db,
      sql`select source, description, vendor_name as "vendorName", catalog_id as "catalogId",
            subscription_id as "subscriptionId", seen_on as "seenOn", account_id as "accountId"
          from discovered_devices where imei = ${imei} order by id`,
    );

  it('refuses a missing or wrong key (401) and a person’s token (403)', async () => {
    const body = { sightings: [{ imei: UNKNOWN, phoneNumber: '+4790000002', seenOn: '2026-11-10' }] };
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, 'wrong-key-0123456789')).statusCode).toBe(401);
    expect((await post(body, admin)).statusCode).toBe(403);
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
        catalogId: employee,
        subscriptionId: sub.id,
        seenOn: '2026-11-10',
        accountId: sub.accountId,
      },
    ]);
  });

  it('an IMEI the customer’s inventory has makes nothing', async () => {
    const r = await post({
      sightings: [{ imei: KNOWN, phoneNumber: sub.phoneNumber, seenOn: '2026-11-12' }],
    });
    expect(r.json().sightings[0]).toEqual({ imei: KNOWN, new: true, discoveredDeviceId: null });
    expect(await discoveredOf(KNOWN)).toEqual([]);
  });
});
