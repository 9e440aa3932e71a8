import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImportWorld, filledTemplate } from '../../../../test/device-import-world.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/**
 * The device import on a customer of its own (test/device-import-world.ts): the employee found by each kind of key
 * and a key naming two people, two rows of one device, a file without the required columns, and a workbook saved
 * by LibreOffice Calc. The template and the import itself: device-import.int.test.ts.
 */
describe('device import: employee keys, duplicates and a LibreOffice workbook', () => {
  let s: TestServer;
  let w: Awaited<ReturnType<typeof buildImportWorld>>;
  let template: Buffer;
  let customerId: number;
  let employeePhone: string;
  const upload = (file: Buffer, query = '') => w.upload(file, query);
  // The import's second row (a computer of a new vendor, for the admin by employee number).
  const thinkpad = [
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
  ];

  beforeAll(async () => {
    s = await createTestServer();
    w = await buildImportWorld(s);
    ({ template, customerId, employeePhone } = w);
    // A fresh seeded database takes long on a loaded machine.
  }, 300_000);
  afterAll(() => s.close());

  it('finds an employee by mobile, and refuses a key that names two people', async () => {
    const person = async (values: { mobile?: string; employeeNumber?: string }) =>
      (
        await queryRows<{ id: number }>(
          s.database.db,
          sql`insert into people (customer_id, first_name, last_name, mobile, employee_number)
              values (${customerId}, 'Nøkkel', 'Person', ${values.mobile ?? null}, ${values.employeeNumber ?? null})
              returning catalog_id as id`,
        )
      )[0]!.id;
    const byMobile = await person({ mobile: '+4791111111' });
    await person({ mobile: '+4792222222' });
    await person({ employeeNumber: '92222222' });
    // The employee's subscription number is also this person's mobile.
    await person({ mobile: employeePhone });
    const row = (name: string, serial: string, employee: string) =>
      [name, 'Annet', 'Apple', '', '', serial, employee, '', '', '', '', ''] as unknown[];
    const file = await filledTemplate(template, [
      row('Nøkkel mobil', 'SN-KEY-1', '911 11 111'),
      row('Nøkkel to', 'SN-KEY-2', '92222222'),
      row('Nøkkel abonnement', 'SN-KEY-3', employeePhone),
    ]);
    const dry = (await upload(file, '?dryRun=true')).json();
    expect(dry.errors.map((e: { row: number; message: string }) => [e.row, e.message])).toEqual([
      [3, 'More than one employee matches. Use the employee number or e-mail.'],
      [4, 'More than one employee matches. Use the employee number or e-mail.'],
    ]);
    const imported = await upload(
      await filledTemplate(template, [row('Nøkkel mobil', 'SN-KEY-1', '911 11 111')]),
    );
    expect(imported.json()).toMatchObject({ added: 1, errorCount: 0 });
    const [device] = await queryRows<{ catalogId: number }>(
      s.database.db,
      sql`select catalog_id as "catalogId" from devices where serial_number = 'SN-KEY-1'`,
    );
    expect(device!.catalogId).toBe(byMobile);
    // The keys go again, so the later tests' files name the employee alone.
    await s.database.db.execute(
      sql`update people set mobile = null, employee_number = null where first_name = 'Nøkkel'`,
    );
  });

  it('refuses two rows of one device and a file without the required columns', async () => {
    const twice = await upload(await filledTemplate(template, [thinkpad, thinkpad]));
    expect(twice.json().details.errors[0]).toMatchObject({
      row: 3,
      column: 'Serienummer',
      message: 'The same device as on row 2.',
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Ark1').addRow(['Navn', 'IMEI']);
    workbook.worksheets[0]!.addRow(['X', '353456789012348']);
    const missing = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(
      missing.json().details.errors.map((e: { row: number; column: string }) => [e.row, e.column]),
    ).toEqual([
      [1, 'Type'],
      [1, 'Leverandør'],
    ]);
  });

  it('imports a workbook saved by LibreOffice Calc (numbers, dates and amounts as Calc stores them)', async () => {
    const file = await import('node:fs').then((fs) =>
      fs.readFileSync(resolve(import.meta.dirname, '../../../../test/files/libreoffice-device-import.xlsx')),
    );
    const res = await upload(file);
    expect(res.json()).toMatchObject({ added: 3, errorCount: 0, newVendors: ['Lenovo Norge'] });
    const [thinkpad] = await queryRows<{
      serial: string;
      orderedAt: string;
      costPrice: number;
      employeePaid: number;
    }>(
      s.database.db,
      sql`select serial_number as serial, ordered_at::text as "orderedAt", cost_price as "costPrice",
            employee_paid as "employeePaid" from devices where description = 'ThinkPad Ærlig'`,
    );
    expect(thinkpad).toEqual({
      serial: 'PF-ØÅ-123',
      orderedAt: '2024-02-29',
      costPrice: 1_234_500,
      employeePaid: 100_000,
    });
    expect((await upload(file)).json()).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
  });
});
