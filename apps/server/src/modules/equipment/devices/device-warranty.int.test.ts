import { Role, Service } from '@connect/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { postFile } from '../../../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { devices } from '../../../db/schema/index.ts';

/**
 * A device's warranty end date (issue 34): saved, listed with "warranty ends within N months" (from today, the
 * test clock's 2026-11-15, to the same day N months on, both included), imported and in the history.
 */

const LIST = `query($a: Int!, $months: Int) {
  devices(accountID: $a, warrantyEndsWithinMonths: $months) { totalCount devices { description warrantyEndsAt } }
}`;
const UPDATE = `mutation($input: DeviceUpdateInput!) { updateDevice(input: $input) { warrantyEndsAt version } }`;
const EVENTS = `query($a: Int!, $d: Int!) {
  deviceEvents(accountID: $a, deviceID: $d) { events { eventType { shortName } changes { field before after } } }
}`;

describe('devices: the warranty end date', () => {
  let s: TestServer;
  let token: string;
  let accountId: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Garanti AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer });
    accountId = account.id;
    const device = (description: string, warrantyEndsAt: string | null) => ({
      accountId,
      classId: 3,
      description,
      warrantyEndsAt,
    });
    await db
      .insert(devices)
      .values([
        device('ended yesterday', '2026-11-14'),
        device('ends today', '2026-11-15'),
        device('ends in six months', '2027-05-15'),
        device('ends a day after six months', '2027-05-16'),
        device('no warranty', null),
      ]);
    const person = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [account],
    });
    token = await s.tokenFor(person.catalogId);
  }, 300_000);
  afterAll(() => s.close());

  const list = async (months: number | null) => {
    const res = await s.gql<{ devices: { totalCount: number; devices: { description: string }[] } }>(
      token,
      LIST,
      { a: accountId, months },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.devices;
  };

  it('lists the devices whose warranty ends within N months, today and the last day included', async () => {
    const six = await list(6);
    expect(six.devices.map((d) => d.description)).toEqual(['ends in six months', 'ends today']);
    expect(six.totalCount).toBe(2);
    expect((await list(7)).totalCount).toBe(3);
    expect((await list(null)).totalCount).toBe(5);
    const refused = await s.gql(token, LIST, { a: accountId, months: 0 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('saves it, clears it, and records each change in the history', async () => {
    const created = await s.gql<{ createDevice: { ID: number; warrantyEndsAt: string; version: number } }>(
      token,
      `mutation($a: Int!, $v: Int!) { createDevice(accountID: $a, classID: 3, vendorID: $v, description: "PC",
        warrantyEndsAt: "2028-01-31") { ID warrantyEndsAt version } }`,
      { a: accountId, v: await vendorOf(s, token) },
    );
    expect(created.errors).toBeUndefined();
    const d = created.data!.createDevice;
    expect(d.warrantyEndsAt).toBe('2028-01-31');

    const changed = await s.gql<{ updateDevice: { warrantyEndsAt: string | null; version: number } }>(
      token,
      UPDATE,
      {
        input: { id: d.ID, version: d.version, warrantyEndsAt: '2029-02-28' },
      },
    );
    expect(changed.data!.updateDevice.warrantyEndsAt).toBe('2029-02-28');
    const cleared = await s.gql<{ updateDevice: { warrantyEndsAt: string | null } }>(token, UPDATE, {
      input: { id: d.ID, version: changed.data!.updateDevice.version, warrantyEndsAt: null },
    });
    expect(cleared.data!.updateDevice.warrantyEndsAt).toBeNull();

    const history = await s.gql<{
      deviceEvents: { events: { eventType: { shortName: string }; changes: unknown[] }[] };
    }>(token, EVENTS, { a: accountId, d: d.ID });
    const updates = history.data!.deviceEvents.events.filter((e) => e.eventType.shortName === 'updated');
    expect(updates.map((e) => e.changes)).toEqual([
      [{ field: 'warrantyEndsAt', before: '2029-02-28', after: null }],
      [{ field: 'warrantyEndsAt', before: '2028-01-31', after: '2029-02-28' }],
    ]);
  });

  it('imports it by its Norwegian or English header, as DD.MM.YYYY text or a date cell', async () => {
    const template = await s.app.inject({
      method: 'GET',
      url: `/api/accounts/${accountId}/devices/template`,
      headers: { authorization: `Bearer ${token}` },
    });
    const header = (await sheetRows(template.rawPayload))[0]!;
    expect(header).toContain('Garanti til');
    const at = header.indexOf('Garanti til');
    const row = (name: string, serial: string, warranty: unknown) => {
      const cells: unknown[] = [name, 'Datamaskin', 'Importert', 'Ja', null, serial];
      cells[at] = warranty;
      return cells;
    };
    const upload = (file: Buffer) =>
      postFile(s, token, `/api/accounts/${accountId}/devices/upload`, file, { fileName: 'enheter.xlsx' });
    const no = await upload(
      await workbook(header, [row('Importert 1', 'GAR-1', '31.12.2027'), row('Importert 2', 'GAR-2', null)]),
    );
    expect(no.statusCode).toBe(200);
    const en = await upload(
      await workbook(
        header.map((h) => (h === 'Garanti til' ? 'Warranty ends' : h)),
        [row('Importert 2', 'GAR-2', new Date(Date.UTC(2028, 5, 30)))],
      ),
    );
    expect(en.json()).toMatchObject({ added: 0, updated: 1 });
    const found = (await list(null)).devices.filter((d) => d.description.startsWith('Importert'));
    expect(found).toEqual([
      { description: 'Importert 1', warrantyEndsAt: '2027-12-31' },
      { description: 'Importert 2', warrantyEndsAt: '2028-06-30' },
    ]);
    const bad = await upload(await workbook(header, [row('Importert 3', 'GAR-3', '31.02.2027')]));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Garanti til');
  });

  it("exports it in the import's column, in either language", async () => {
    const download = async (language: string) => {
      const res = await s.app.inject({
        method: 'GET',
        url: `/api/accounts/${accountId}/devices/export`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const file = await download('no');
    const no = await sheetRows(file);
    const at = no[0]!.indexOf('Garanti til');
    const row = (name: string) => no.find((r) => r[0] === name)!;
    expect(new Date(row('ends today')[at]!).toISOString().slice(0, 10)).toBe('2026-11-15');
    expect(row('no warranty')[at] ?? '').toBe('');
    expect((await sheetRows(await download('en')))[0]).toContain('Warranty ends');
  });
});

/** A vendor of the caller's customer. */
async function vendorOf(s: TestServer, token: string): Promise<number> {
  const res = await s.gql<{ createDeviceVendor: { ID: number } }>(
    token,
    `mutation { createDeviceVendor(name: "Garantileverandør") { ID } }`,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createDeviceVendor.ID;
}

async function sheetRows(file: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Enheter');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
