import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice } from '../../../../test/factories/equipment.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createExportAs } from '../../../../test/file-exports.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { signOrderCall } from '../../equipment/webshop/webshop-signing.ts';
import { sendDueFileExports } from '../exports/auto-send.ts';

/**
 * Equipment deductions through the real writers, and closed months kept as they were. The clock stands at
 * 15.11.2026, so October closed on 10.11 and November is open. A world of its own: Lagerlia AS (equipment service on),
 * its admin (cost control and equipment), and Lars Lager (employee number 3001) with one subscription and no policy,
 * so a webshop line's share is its whole price. Hand-computed:
 * - line A, delivered 03.11.2026, 2 500,00 kr → November;
 * - line B, delivered 28.10.2026 but reported on 15.11 (October closed) → November, dated 28.10;
 * - line C, delivered 10.11.2026 (300,00 kr) and returned on 15.11 while November is open → gone without a trace;
 * - a device bought out on 05.11.2026 at its cost price 800,00 kr → November;
 * November: 2 500,00 + 1 200,00 + 800,00 = 4 500,00 kr; October: nothing.
 * Then on 11.12.2026 (November closed) line A is returned: November stays 4 500,00 kr (also in the payroll file sent
 * automatically that day) and December gets −2 500,00 kr.
 */
describe('equipment deductions: booked once, closed months kept', () => {
  let s: TestServer;
  let admin: string;
  let adminId: number;
  let person: number;
  let main: number;
  let account: BuiltAccount;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Lagerlia AS', services: [Service.Equipment] });
    account = await buildAccount(db, { customer, name: 'Lagerlia AS' });
    main = account.id;
    const lars = await buildPerson(db, {
      customer,
      firstName: 'Lars',
      lastName: 'Lager',
      employeeNumber: '3001',
    });
    person = lars.catalogId;
    await buildSubscription(db, { account, person: lars, phoneNumber: '+4757300001' });
    const roles = [Role.CostControl, Role.ConnectEquipmentOverview];
    adminId = (await buildPerson(db, { customer, roles, access: [account] })).catalogId;
    admin = await s.tokenFor(adminId);
  });
  afterAll(() => s.close());

  const orderCall = (lineId: string, status: string, costPriceOre: number, deliveredOn?: string) => {
    const text = JSON.stringify({
      orderLineId: lineId,
      orderNumber: `O-${lineId}`,
      orderDate: '2026-10-20',
      accountId: main,
      catalogId: person,
      purchasedByCatalogId: person,
      productName: `Telefon ${lineId}`,
      policyCategoryId: 1,
      costPriceOre,
      status,
      ...(deliveredOn ? { deliveredOn } : {}),
    });
    return s.app.inject({
      method: 'POST',
      url: '/api/webshop/order-lines',
      headers: {
        'content-type': 'application/json',
        ...signOrderCall(text, s.config.webshopSecret, Math.floor(s.clock.now().getTime() / 1000)),
      },
      payload: text,
    });
  };
  const ledger = (period: string) =>
    queryRows<{ description: string; day: string; amount: number }>(
      s.database.db,
      sql`select description, day::text as day, amount::int as amount from equipment_deductions
          where catalog_id = ${person} and period = ${period}::date order by id`,
    );
  const deductionsFile = async (period: string, token = admin) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/reports/device-user-deductions?period=${period}&accountID=${main}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1)));
    return rows;
  };

  it('books deliveries and a buy-out in their month, a late one in the current month, and drops an open return', async () => {
    for (const [id, price, day] of [
      ['A', 250_000, '2026-11-03'],
      ['B', 120_000, '2026-10-28'],
      ['C', 30_000, '2026-11-10'],
    ] as const) {
      expect((await orderCall(id, 'ordered', price)).statusCode).toBe(200);
      expect((await orderCall(id, 'delivered', price, day)).statusCode).toBe(200);
    }
    expect((await orderCall('C', 'cancelled', 30_000)).statusCode).toBe(200);
    const device = await buildDevice(s.database.db, {
      account,
      person: { catalogId: person, customerId: account.customerId },
      classId: 3,
      description: 'ThinkPad X1',
      costPriceOre: 80_000,
      orderedAt: '2024-02-01',
    });
    const bought = await s.gql(admin, 'mutation($i: DeviceUpdateInput!) { updateDevice(input: $i) { ID } }', {
      i: { id: device.id, purchasedByEmployee: { date: '2026-11-05', catalogID: person } },
    });
    expect(bought.errors).toBeUndefined();

    expect(await ledger('2026-10-01')).toEqual([]);
    expect(await ledger('2026-11-01')).toEqual([
      { description: 'Telefon A', day: '2026-11-03', amount: 250_000 },
      { description: 'Telefon B', day: '2026-10-28', amount: 120_000 },
      { description: 'ThinkPad X1', day: '2026-11-05', amount: 80_000 },
    ]);
    expect((await deductionsFile('202611')).slice(1)).toEqual([
      [
        'Employee',
        'Employee number',
        'Item',
        'Date',
        'Amount (NOK)',
        'Taxable benefit (NOK)',
        'Deduction consent',
      ],
      ['Lars Lager', '3001', '', '', 4500, 0, 'Missing'],
      ['', '', 'Webshop, own share: Telefon B', '28.10.2026', 1200, 0],
      ['', '', 'Webshop, own share: Telefon A', '03.11.2026', 2500, 0],
      ['', '', 'Purchased by employee: ThinkPad X1', '05.11.2026', 800, 0],
      ['Total', '', '', '', 4500, 0],
    ]);
  });

  it('writes the same total as "equipment deducted" in the payroll file, once per person', async () => {
    const created = await createExportAs(s, admin, main, {
      description: 'Lønn og utstyr',
      columns: [
        { name: 'Nr', mapsToID: 5, order: 1 },
        { name: 'Utstyr', mapsToID: 16, order: 2 },
      ],
    });
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/reports/export/${created.ID}?period=202611`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    // Lars's one subscription carries it; nobody else has anything deducted.
    expect(res.payload.trim().split('\n')).toEqual(['Nr;Utstyr', '+4757300001;4500,00']);
  });

  it('keeps a closed month as it was: a return after it closed is booked in the current month', async () => {
    s.clock.set('2026-12-11T09:00:00+01:00');
    try {
      expect((await orderCall('A', 'cancelled', 250_000)).statusCode).toBe(200);
      expect((await ledger('2026-11-01')).reduce((sum, r) => sum + r.amount, 0)).toBe(450_000);
      expect(await ledger('2026-12-01')).toEqual([
        { description: 'Telefon A', day: '2026-12-11', amount: -250_000 },
      ]);
      // A month on, the morning's session is a new one.
      const later = await s.tokenFor(adminId);
      const rows = await deductionsFile('202612', later);
      expect(rows).toContainEqual([
        '',
        '',
        'Returned after its month closed: Telefon A',
        '11.12.2026',
        -2500,
        0,
      ]);
      expect(rows.at(-1)).toEqual(['Total', '', '', '', -2500, 0]);

      // November's payroll file sent automatically on the 11th (xlsx) still carries 4 500,00 kr, as a number.
      const recipient = 'utstyr@lysfjord.example';
      await createExportAs(s, later, main, {
        description: 'Utstyrstrekk',
        fileFormat: 'excel',
        useAutoSend: true,
        autoSendDay: 11,
        autoSendToEmail: recipient,
        columns: [
          { name: 'Nr', mapsToID: 5, order: 1 },
          { name: 'Utstyr', mapsToID: 16, order: 2 },
        ],
      });
      expect(await sendDueFileExports({ db: s.database.db, services: s.services })).toMatchObject({
        sent: 1,
      });
      const [mail] = await queryRows<{ attachments: { contentBase64: string }[] }>(
        s.database.db,
        sql`select attachments from outbox_messages where recipient = ${recipient}`,
      );
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(
        Buffer.from(mail!.attachments[0]!.contentBase64, 'base64') as unknown as ArrayBuffer,
      );
      let cell: ExcelJS.Cell | null = null;
      wb.worksheets[0]!.eachRow((r) => {
        if (r.getCell(1).value === '+4757300001') cell = r.getCell(2);
      });
      expect(cell).not.toBeNull();
      expect((cell as unknown as ExcelJS.Cell).value).toBe(4500);
      expect((cell as unknown as ExcelJS.Cell).type).toBe(ExcelJS.ValueType.Number);
    } finally {
      s.clock.set('2026-11-15T10:00:00+01:00');
    }
  });
});
