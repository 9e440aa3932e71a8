import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImportWorld, filledTemplate } from '../../../../test/device-import-world.ts';
import { postFile } from '../../../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { readXlsxRows } from '../../../files/xlsx-rows.ts';

/**
 * The device import on a customer of its own (test/device-import-world.ts): the template, a dry run and an import,
 * an update found by IMEI, and a file with bad rows. The employee keys, duplicate rows and a LibreOffice workbook:
 * device-import-keys.int.test.ts.
 */
describe('device import (001 §7 accounts/{accountId}/devices/upload and the template)', () => {
  let s: TestServer;
  let w: Awaited<ReturnType<typeof buildImportWorld>>;
  let admin: string;
  let account: number;
  let template: Buffer;
  const upload = (file: Buffer, query = '') => w.upload(file, query);
  const count = () => w.count();
  const imports = () => w.imports();

  beforeAll(async () => {
    s = await createTestServer();
    w = await buildImportWorld(s);
    ({ admin, account, template } = w);
    // A fresh seeded database takes long on a loaded machine.
  }, 300_000);
  afterAll(() => s.close());

  it('gives the template in the reader language with instructions, types and vendors as drop-down lists', async () => {
    const no = await readXlsxRows(template);
    expect(no.sheetName).toBe('Enheter');
    expect(no.header.slice(0, 3)).toEqual(['Navn', 'Type', 'Leverandør']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Enheter',
      'Instruksjoner',
      'Typer',
      'Leverandører',
    ]);
    expect(workbook.getWorksheet('Typer')!.getColumn(1).values).toContain('Mobil');
    expect(workbook.getWorksheet('Leverandører')!.getColumn(1).values).toContain('Elkjøp Bedrift');
    const validations = (workbook.worksheets[0] as unknown as { dataValidations: { model: object } })
      .dataValidations.model;
    expect(Object.values(validations).map((v: { formulae: string[] }) => v.formulae[0])).toContain(
      "'Typer'!$A$2:$A$7",
    );

    const res = await s.app.inject({
      method: 'GET',
      url: `/api/accounts/${account}/devices/template`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.headers['content-disposition']).toContain('device-import-template.xlsx');
    const en = await readXlsxRows(res.rawPayload);
    expect(en.sheetName).toBe('Devices');
    expect(en.header.slice(0, 3)).toEqual(['Name', 'Type', 'Vendor']);
  });

  const rows = () => [
    [
      'iPhone 15 Import',
      'Mobil',
      'Apple',
      '',
      '353456789012348',
      '',
      w.employeePhone,
      '15.01.2026',
      'ORD-9',
      '8.990,50',
      '0',
      '',
    ],
    [
      'ThinkPad Import',
      'Datamaskin',
      'Lenovo Import',
      'Ja',
      '',
      'SN-IMP-1',
      '1001',
      new Date(Date.UTC(2025, 5, 30)),
      '',
      12345,
      '',
      'Ny',
    ],
    [
      'AirPods Import',
      'Headset',
      'apple',
      'Nei',
      '',
      'SN-IMP-2',
      'OYVIND.ANSATT@testbedrift.example',
      '',
      '',
      '2.499,00',
      '',
      '',
    ],
  ];

  it('dry-runs, imports in one go with the import named on the events, and changes nothing the second time', async () => {
    const file = await filledTemplate(template, rows());
    const before = await count();
    const dry = await upload(file, '?dryRun=true');
    expect(dry.json()).toMatchObject({
      dryRun: true,
      added: 3,
      updated: 0,
      unchanged: 0,
      errors: [],
      newVendors: ['Lenovo Import'],
    });
    expect(await count()).toBe(before);

    const first = await upload(file);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ dryRun: false, added: 3, updated: 0, unchanged: 0, errorCount: 0 });
    expect(await count()).toBe(before + 3);
    const devices = await queryRows<{
      description: string;
      catalogId: number;
      costPrice: number;
      orderedAt: string;
      importId: number;
    }>(
      s.database.db,
      sql`select description, catalog_id as "catalogId", cost_price as "costPrice", ordered_at::text as "orderedAt",
            import_id as "importId" from devices where description like '%Import' order by description`,
    );
    expect(devices).toEqual([
      {
        description: 'AirPods Import',
        catalogId: w.employeeId,
        costPrice: 249_900,
        orderedAt: null,
        importId: answer.importId,
      },
      {
        description: 'ThinkPad Import',
        catalogId: w.adminId,
        costPrice: 1_234_500,
        orderedAt: '2025-06-30',
        importId: answer.importId,
      },
      {
        description: 'iPhone 15 Import',
        catalogId: w.employeeId,
        costPrice: 899_050,
        orderedAt: '2026-01-15',
        importId: answer.importId,
      },
    ]);
    const [record] = await queryRows<{ importedBy: number; added: number; fileName: string }>(
      s.database.db,
      sql`select imported_by as "importedBy", added, file_name as "fileName" from device_imports where id = ${answer.importId}`,
    );
    expect(record).toEqual({ importedBy: w.adminId, added: 3, fileName: 'enheter.xlsx' });
    const events = await queryRows<{
      description: string;
      eventType: string;
      importId: number;
      actor: number;
      params: unknown;
      changes: unknown;
    }>(
      s.database.db,
      sql`select d.description, e.event_type as "eventType", e.import_id as "importId",
            e.actor_catalog_id as actor, e.params, e.changes
          from device_events e join devices d on d.id = e.device_id where d.description like '%Import'
          order by d.description, e.id`,
    );
    // Each device's 'created', then its 'allocated' with the employee as a changed field, both naming the import.
    const { importId } = answer;
    expect(events).toEqual(
      devices.flatMap((d) => [
        {
          description: d.description,
          eventType: 'created',
          importId,
          actor: w.adminId,
          params: { importId },
          changes: [],
        },
        {
          description: d.description,
          eventType: 'allocated',
          importId,
          actor: w.adminId,
          params: { allocatedTo: d.catalogId, importId },
          changes: [{ field: 'catalogID', before: null, after: String(d.catalogId) }],
        },
      ]),
    );

    const eventCount = async () =>
      (await queryRows<{ n: number }>(s.database.db, sql`select count(*)::int as n from device_events`))[0]!
        .n;
    const eventsBefore = await eventCount();
    const again = await upload(file);
    expect(again.json()).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    expect(await count()).toBe(before + 3);
    expect(await eventCount()).toBe(eventsBefore);
  });

  it('updates an existing device found by IMEI, recording the changed fields', async () => {
    const changed = rows().slice(0, 1);
    changed[0]![9] = '9.100,00';
    const res = await upload(await filledTemplate(template, changed));
    expect(res.json()).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const [event] = await queryRows<{ changes: unknown; importId: number }>(
      s.database.db,
      sql`select e.changes, e.import_id as "importId" from device_events e join devices d on d.id = e.device_id
          where d.imei = '353456789012348' and e.event_type = 'updated'`,
    );
    expect(event!.changes).toEqual([{ field: 'costPrice', before: '899050', after: '910000' }]);
    expect(event!.importId).toBe(res.json().importId);
  });

  it('refuses a file with bad rows whole, naming every bad cell, and writes nothing', async () => {
    const bad = [
      ...rows().map((r, i) => [`Ny ${i}`, ...r.slice(1, 4), '', `SN-NEW-${i}`, ...r.slice(6)]),
      ['Ukjent', 'Brødrister', 'Apple', '', '', 'SN-X1', '', '', '', '', '', ''],
      ['Feil leverandør', 'Annet', 'Finnes Ikke AS', 'Nei', '', 'SN-X2', '', '', '', '', '', ''],
      [
        'Feil IMEI',
        'Mobil',
        'Apple',
        '',
        '353456789012345',
        '',
        '99999999',
        '31.02.2025',
        '',
        '12,345',
        '',
        '',
      ],
    ];
    const file = await filledTemplate(template, bad);
    const before = [await count(), await imports()];
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(
      'Row 5, Type "Brødrister": Unknown type. Use one of: Mobile, Tablet, Computer, Headset, Accessory, Other.',
    );
    expect(
      body.details.errors.map((e: { row: number; column: string; value: string }) => [
        e.row,
        e.column,
        e.value,
      ]),
    ).toEqual([
      [5, 'Type', 'Brødrister'],
      [6, 'Leverandør', 'Finnes Ikke AS'],
      [7, 'IMEI', '353456789012345'],
      [7, 'Kjøpsdato', '31.02.2025'],
      [7, 'Kostpris', '12,345'],
      [7, 'Ansatt (telefon, ansattnummer eller e-post)', '99999999'],
    ]);
    expect(body.details.errors[2].messageNo).toBe('IMEI må være 15 sifre med gyldig kontrollsiffer.');
    expect([await count(), await imports()]).toEqual(before);

    const dry = await upload(file, '?dryRun=true');
    expect(dry.json()).toMatchObject({ dryRun: true, added: 3, errorCount: 6 });

    const errors = await postFile(s, admin, `/api/accounts/${account}/devices/upload/errors`, file, {
      fileName: 'enheter.xlsx',
    });
    expect(errors.headers['content-disposition']).toContain('enheter-feil.xlsx');
    const read = await readXlsxRows(errors.rawPayload);
    expect(read.header.at(-1)).toBe('Feil');
    const row7 = read.rows.find((r) => r.rowNumber === 7)!;
    expect(row7.cells[0]).toBe('Feil IMEI');
    expect(String(row7.cells.at(-1))).toContain('IMEI: IMEI må være 15 sifre');
    expect(read.rows.find((r) => r.rowNumber === 2)!.cells[0]).toBe('Ny 0');
  });
});
