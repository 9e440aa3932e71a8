import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';

/**
 * The user-deductions file for January 2024 (no demo data then): the employee's webshop share of 1 234,50 kr and a
 * device bought out for 500 kr booked in January (one dated 31 January but booked in February stays out), read
 * back with exceljs: amounts are number cells, texts in the asked language.
 */
describe('GET reports/device-user-deductions', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
    const main = s.seed.accounts.main;
    const emp = s.seed.people.employee;
    // The ledger as the webshop delivery and the buy-out book it (equipment-ledger.int.test.ts drives those).
    await s.database.db.execute(
      sql`insert into equipment_deductions (catalog_id, account_id, source, source_id, description, day, period, amount)
          values (${emp}, ${main}, 'webshop', 1, 'iPhone 16 128 GB', '2024-01-10', '2024-01-01', 123450),
            (${emp}, ${main}, 'purchased', 2, 'iPad Air', '2024-01-20', '2024-01-01', 50000),
            (${emp}, ${main}, 'purchased', 3, 'Booked in February', '2024-01-31', '2024-02-01', 70000)`,
    );
    // Another customer's purchase in the same month stays out.
    await s.database.db.execute(
      sql`insert into equipment_deductions (catalog_id, account_id, source, source_id, description, day, period, amount)
          select catalog_id, ${s.seed.accounts.other}, 'purchased', 4, 'Annen kunde', '2024-01-21', '2024-01-01', 99900
          from people where customer_id = ${s.seed.otherCustomerId} limit 1`,
    );
  });
  afterAll(() => s.close());

  const get = (query: string, lang = 'en', token: string | null = admin) =>
    s.app.inject({
      method: 'GET',
      url: `/api/reports/device-user-deductions?${query}`,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const read = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: ExcelJS.CellValue[][] = [];
    ws.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1)));
    return { ws, rows };
  };

  it('has one row per employee with the month’s total and a row per item; amounts are numbers', async () => {
    const res = await get('period=202401');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('equipment-deductions-202401.xlsx');
    const { ws, rows } = await read(res.rawPayload);
    expect(rows).toEqual([
      ['Salary deductions for equipment 01.2024'],
      ['Employee', 'Employee number', 'Item', 'Date', 'Amount (NOK)'],
      [expect.stringMatching(/\S/), expect.anything(), '', '', 1734.5],
      ['', '', 'Webshop, own share: iPhone 16 128 GB', '10.01.2024', 1234.5],
      ['', '', 'Purchased by employee: iPad Air', '20.01.2024', 500],
      ['Total', '', '', '', 1734.5],
    ]);
    for (const r of [3, 4, 5, 6]) expect(ws.getCell(r, 5).type).toBe(ExcelJS.ValueType.Number);
  });

  it('speaks Norwegian when asked, and refuses a bad period', async () => {
    const { rows } = await read((await get('period=202401', 'nb-NO,nb;q=0.9')).rawPayload);
    expect(rows[1]).toEqual(['Ansatt', 'Ansattnummer', 'Gjelder', 'Dato', 'Beløp (kr)']);
    expect(rows[3]![2]).toBe('Nettbutikk, egenandel: iPhone 16 128 GB');
    expect((await get('period=202413')).statusCode).toBe(400);
    expect((await get('period=2024-01')).statusCode).toBe(400);
  });
});
