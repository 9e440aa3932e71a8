import { Role, Service } from '@connect/shared';
import { imeiFromBody } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice, buildVendor } from '../../../../test/factories/equipment.ts';
import {
  type BuiltPerson,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const LIST = `query($a: Int!, $classIDs: [Int!], $sources: [DeviceSource!], $search: String, $sortBy: DeviceSort,
  $limit: Int, $offset: Int, $isActive: Boolean) {
  devices(accountID: $a, classIDs: $classIDs, sources: $sources, search: $search, sortBy: $sortBy, limit: $limit,
    offset: $offset, isActive: $isActive) { totalCount devices { ID description classID source costPrice orderedAt
    active vendor { name } } } }`;
const DEVICE = `ID description version active lost catalogID costPrice employeePaid
  properties { value property { name } } returnedByEmployee { date previousEmployee }
  purchasedByEmployee { date bnUser costPrice }`;
const CREATE = `mutation($a: Int!, $c: Int!, $v: Int!, $d: String!, $cat: Int, $price: Float,
  $props: [DevicePropertyInput!]) { createDevice(accountID: $a, classID: $c, vendorID: $v, description: $d,
  catalogID: $cat, costPrice: $price, properties: $props, source: web) { ${DEVICE} } }`;
const UPDATE = `mutation($i: DeviceUpdateInput!) { updateDevice(input: $i) { ${DEVICE} } }`;
const EVENTS = `query($a: Int!, $d: Int!) { deviceEvents(accountID: $a, deviceID: $d) { totalCount
  events { eventType { shortName } bnUser params changes { field before after } } } }`;

type Device = {
  ID: number;
  version: number;
  active: boolean;
  lost: boolean;
  catalogID: number | null;
  costPrice: number | null;
  properties: { value: string; property: { name: string } }[];
  returnedByEmployee: { date: string; previousEmployee: number } | null;
  purchasedByEmployee: { date: string; bnUser: number; costPrice: number } | null;
};

const SOURCES = ['web', 'shop', 'other', 'network'] as const;

/**
 * A customer of its own: the account Hoved (with the sub account Filial) and its sibling Vest, both seen by the
 * equipment admin; the employees Ansatt and Kollega; the vendors Apple, Samsung and Atea. Hoved holds 24 devices,
 * device i of class 1 + i % 6 from source i % 4 (web, shop, other, network), vendor i % 3 (Apple for 8 of them),
 * mobiles and tablets with an IMEI; Filial one computer from the shop; Vest one mobile from the web. Another
 * customer has its own admin and an Apple of its own.
 */
describe('devices', () => {
  let s: TestServer;
  let admin: string;
  let vendorId: number;
  let main: number;
  let west: number;
  let adminPerson: BuiltPerson;
  let employee: number;
  let colleague: number;
  let foreigner: number;
  let firstImei: string;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const hoved = await buildAccount(db, { customer, name: 'Hoved' });
    const filial = await buildAccount(db, { customer, parent: hoved, name: 'Filial' });
    const vest = await buildAccount(db, { customer, name: 'Vest' });
    main = hoved.id;
    west = vest.id;
    adminPerson = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [hoved, vest],
    });
    admin = await s.tokenFor(adminPerson.catalogId);
    employee = (await buildPerson(db, { customer, firstName: 'Ansatt' })).catalogId;
    colleague = (await buildPerson(db, { customer, firstName: 'Kollega' })).catalogId;
    const vendors = [];
    for (const name of ['Apple', 'Samsung', 'Atea']) vendors.push(await buildVendor(db, { customer, name }));
    vendorId = vendors[0]!.id;
    for (let i = 0; i < 24; i++) {
      const classId = 1 + (i % 6);
      await buildDevice(db, {
        account: hoved,
        classId,
        vendor: vendors[i % 3],
        description: `Enhet ${String(i).padStart(2, '0')}`,
        source: SOURCES[i % 4],
        costPriceOre: 100_000 + ((i * 7_919) % 50) * 10_000,
        imei: classId <= 2 ? imeiFromBody(String(35_200_000_000_000 + i * 7_919)) : null,
      });
    }
    firstImei = imeiFromBody('35200000000000');
    await buildDevice(db, { account: filial, classId: 3, source: 'shop', costPriceOre: 2_500_000 });
    await buildDevice(db, { account: vest, classId: 1, source: 'web', costPriceOre: 900_000 });
    const other = await buildCustomer(db, { services: [Service.Equipment] });
    foreigner = (await buildPerson(db, { customer: other, roles: [Role.ConnectEquipmentOverview] }))
      .catalogId;
    await buildVendor(db, { customer: other, name: 'Apple' });
  });
  afterAll(() => s.close());

  const create = async (vars: Record<string, unknown>) =>
    s.gql<{ createDevice: Device }>(admin, CREATE, { a: main, c: 1, v: vendorId, ...vars });

  it('filters by classes and sources and sorts in SQL, paging without repeats', async () => {
    const res = await s.gql<{
      devices: {
        totalCount: number;
        devices: { ID: number; classID: number; source: string; costPrice: number }[];
      };
    }>(admin, LIST, {
      a: main,
      classIDs: [1, 3],
      sources: ['web', 'shop'],
      sortBy: 'CostPrice_DESC',
      limit: 500,
    });
    const list = res.data!.devices;
    // Devices 0, 8, 12 and 20 of Hoved, and Filial's computer; not Vest's mobile.
    expect(list.totalCount).toBe(5);
    expect(list.devices.length).toBe(5);
    expect(list.devices.every((d) => [1, 3].includes(d.classID) && ['web', 'shop'].includes(d.source))).toBe(
      true,
    );
    const prices = list.devices.map((d) => d.costPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const first = await s.gql<{ devices: { devices: { ID: number }[] } }>(admin, LIST, {
      a: main,
      sortBy: 'Description_ASC',
      limit: 10,
      offset: 0,
    });
    const second = await s.gql<{ devices: { devices: { ID: number }[] } }>(admin, LIST, {
      a: main,
      sortBy: 'Description_ASC',
      limit: 10,
      offset: 10,
    });
    const idsA = first.data!.devices.devices.map((d) => d.ID);
    const idsB = second.data!.devices.devices.map((d) => d.ID);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
  });

  it('searches by IMEI and gives the header counts per class', async () => {
    const res = await s.gql<{ devices: { totalCount: number } }>(admin, LIST, { a: main, search: firstImei });
    expect(res.data!.devices.totalCount).toBe(1);
    const header = await s.gql<{ devicesHeader: { shortName: string; deviceCount: number }[] }>(
      admin,
      'query($a: Int!) { devicesHeader(accountID: $a) { shortName deviceCount icon nameNo } }',
      { a: main },
    );
    const total = await s.gql<{ devices: { totalCount: number } }>(admin, LIST, { a: main });
    expect(header.data!.devicesHeader.map((c) => c.shortName)).toEqual([
      'mobile',
      'tablet',
      'computer',
      'headset',
      'accessory',
      'other',
    ]);
    expect(header.data!.devicesHeader.map((c) => c.deviceCount)).toEqual([4, 4, 5, 4, 4, 4]);
    expect(total.data!.devices.totalCount).toBe(25);
    expect(header.data!.devicesHeader.reduce((n, c) => n + c.deviceCount, 0)).toBe(
      total.data!.devices.totalCount,
    );
  });

  it('creates a device with a valid IMEI and refuses a wrong check digit', async () => {
    const bad = await create({ d: 'Testtelefon', props: [{ id: 1, value: '490154203237517' }] });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('IMEI');
    const ok = await create({
      d: 'Testtelefon',
      cat: employee,
      price: 8999.5,
      props: [
        { id: 1, value: '490154203237518' },
        { id: 2, value: 'SN-1' },
      ],
    });
    expect(ok.errors).toBeUndefined();
    const dev = ok.data!.createDevice;
    expect(dev.costPrice).toBe(8999.5);
    expect(dev.catalogID).toBe(employee);
    expect(dev.properties.map((p) => [p.property.name, p.value])).toEqual([
      ['imei', '490154203237518'],
      ['serial_number', 'SN-1'],
    ]);
    const [row] = await queryRows<{ cost_price: number }>(
      s.database.db,
      sql`select cost_price from devices where id = ${dev.ID}`,
    );
    expect(Number(row!.cost_price)).toBe(899_950);
  });

  it('marks a device lost with an event naming the changed field, and a stale version conflicts', async () => {
    const dev = (await create({ d: 'Tapt telefon', cat: employee })).data!.createDevice;
    const lost = await s.gql<{ updateDevice: Device }>(admin, UPDATE, {
      i: { id: dev.ID, version: dev.version, lost: true },
    });
    expect(lost.data!.updateDevice.lost).toBe(true);
    expect(lost.data!.updateDevice.version).toBe(dev.version + 1);
    const stale = await s.gql(admin, UPDATE, { i: { id: dev.ID, version: dev.version, comment: 'gammel' } });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const events = await s.gql<{
      deviceEvents: {
        totalCount: number;
        events: { eventType: { shortName: string }; bnUser: number; changes: unknown[] }[];
      };
    }>(admin, EVENTS, { a: main, d: dev.ID });
    const list = events.data!.deviceEvents;
    expect(list.events.map((e) => e.eventType.shortName)).toEqual(['set_lost', 'allocated', 'created']);
    expect(list.totalCount).toBe(3);
    expect(list.events[0]).toMatchObject({
      eventType: { shortName: 'set_lost' },
      bnUser: adminPerson.catalogId,
      changes: [{ field: 'lost', before: 'false', after: 'true' }],
    });
  });

  it('moves a device to another employee and records both', async () => {
    const dev = (await create({ d: 'Flyttes', cat: employee })).data!.createDevice;
    const moved = await s.gql<{ updateDevice: Device }>(admin, UPDATE, {
      i: { id: dev.ID, catalogID: colleague },
    });
    expect(moved.data!.updateDevice.catalogID).toBe(colleague);
    const events = await s.gql<{ deviceEvents: { events: { changes: unknown[] }[] } }>(admin, EVENTS, {
      a: main,
      d: dev.ID,
    });
    expect(events.data!.deviceEvents.events[0]!.changes).toEqual([
      {
        field: 'catalogID',
        before: String(employee),
        after: String(colleague),
      },
    ]);
    const foreign = await s.gql(admin, UPDATE, { i: { id: dev.ID, catalogID: foreigner } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('updateDevices saves every device in one transaction, or none on a conflict or a refusal', async () => {
    const BULK = `mutation($a: Int!, $i: [DeviceUpdateInput!]!) { updateDevices(accountID: $a, inputs: $i) {
      ${DEVICE} comment } }`;
    const one = (await create({ d: 'Samlet 1', cat: employee })).data!.createDevice;
    const two = (await create({ d: 'Samlet 2', cat: employee })).data!.createDevice;
    const comments = async () =>
      (
        await queryRows<{ comment: string }>(
          s.database.db,
          sql`select comment from devices where id in (${one.ID}, ${two.ID}) order by id`,
        )
      ).map((r) => r.comment);
    const saved = await s.gql<{ updateDevices: (Device & { comment: string })[] }>(admin, BULK, {
      a: main,
      i: [
        { id: one.ID, version: one.version, comment: 'første', costPrice: 1250.5 },
        { id: two.ID, version: two.version, comment: 'andre', lost: true },
      ],
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateDevices.map((d) => [d.comment, d.version])).toEqual([
      ['første', one.version + 1],
      ['andre', two.version + 1],
    ]);
    expect(saved.data!.updateDevices[0]!.costPrice).toBe(1250.5);
    // The second row is stale now: the first row's edit must not be written either.
    const stale = await s.gql(admin, BULK, {
      a: main,
      i: [
        { id: one.ID, version: one.version + 1, comment: 'skal ikke lagres' },
        { id: two.ID, version: two.version, comment: 'gammel' },
      ],
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await comments()).toEqual(['første', 'andre']);
    const refused = await s.gql(admin, BULK, {
      a: main,
      i: [
        { id: one.ID, comment: 'skal ikke lagres' },
        { id: two.ID, properties: [{ id: 1, value: '123456789012345' }] },
      ],
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await comments()).toEqual(['første', 'andre']);
    const twice = await s.gql(admin, BULK, {
      a: main,
      i: [
        { id: one.ID, comment: 'a' },
        { id: one.ID, comment: 'b' },
      ],
    });
    expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const other = await s.gql(admin, BULK, { a: west, i: [{ id: one.ID, comment: 'x' }] });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('locks an inactive device and a purchased one; returned clears the employee', async () => {
    const dev = (await create({ d: 'Regler', cat: employee, price: 5000 })).data!.createDevice;
    await s.gql(admin, UPDATE, { i: { id: dev.ID, active: false } });
    const refused = await s.gql(admin, UPDATE, { i: { id: dev.ID, lost: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await s.gql(admin, UPDATE, { i: { id: dev.ID, active: true } });
    const bought = await s.gql<{ updateDevice: Device }>(admin, UPDATE, {
      i: { id: dev.ID, purchasedByEmployee: {} },
    });
    // The test clock is 15.11.2026 in Oslo; the buyer is the assigned employee at the current cost price.
    expect(bought.data!.updateDevice.purchasedByEmployee).toEqual({
      date: '2026-11-15',
      bnUser: employee,
      costPrice: 5000,
    });
    const locked = await s.gql(admin, UPDATE, { i: { id: dev.ID, costPrice: 10 } });
    expect(locked.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const other = (await create({ d: 'Returneres', cat: employee })).data!.createDevice;
    const back = await s.gql<{ updateDevice: Device }>(admin, UPDATE, {
      i: { id: other.ID, returnedByEmployee: {} },
    });
    expect(back.data!.updateDevice.returnedByEmployee).toEqual({
      date: '2026-11-15',
      previousEmployee: employee,
    });
    expect(back.data!.updateDevice.catalogID).toBeNull();
  });

  it('vendors: create, rename, a taken name refused, delete refused while devices use it', async () => {
    const made = await s.gql<{ createDeviceVendor: { ID: number; deviceCount: number } }>(
      admin,
      'mutation { createDeviceVendor(name: "Proshop") { ID deviceCount } }',
    );
    const id = made.data!.createDeviceVendor.ID;
    expect(made.data!.createDeviceVendor.deviceCount).toBe(0);
    const taken = await s.gql(
      admin,
      'mutation($id: Int!) { updateDeviceVendor(ID: $id, name: "apple") { ID } }',
      { id },
    );
    expect(taken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const renamed = await s.gql<{ updateDeviceVendor: { name: string } }>(
      admin,
      'mutation($id: Int!) { updateDeviceVendor(ID: $id, name: "Proshop Bedrift") { name } }',
      { id },
    );
    expect(renamed.data!.updateDeviceVendor.name).toBe('Proshop Bedrift');
    const used = await s.gql(admin, 'mutation($id: Int!) { removeDeviceVendor(ID: $id) }', { id: vendorId });
    expect(used.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Hoved's 8 Apple devices and the 7 the tests above made.
    expect(used.errors?.[0]?.message).toMatch(/used by 15 device/);
    const gone = await s.gql<{ removeDeviceVendor: number }>(
      admin,
      'mutation($id: Int!) { removeDeviceVendor(ID: $id) }',
      { id },
    );
    expect(gone.data!.removeDeviceVendor).toBe(id);
    const list = await s.gql<{ deviceVendors: { name: string; deviceCount: number }[] }>(
      admin,
      'query($a: Int!) { deviceVendors(accountID: $a, search: "ap") { name deviceCount } }',
      { a: main },
    );
    expect(list.data!.deviceVendors.map((v) => v.name)).toEqual(['Apple']);
  });
});
