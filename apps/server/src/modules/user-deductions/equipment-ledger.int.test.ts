import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportAs } from '../../../test/fixtures/file-exports.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { sendDueFileExports } from '../exports/auto-send.ts';
import { signOrderCall } from '../webshop/webshop-signing.ts';

/**
 * Equipment deductions through the real writers, and closed months kept as they were. The clock stands at
 * 15.11.2026, so October closed on 10.11 and November is open. The person has no policy, so a webshop line's share is
 * its whole price. Hand-computed:
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
  let person: number;
  let carrier: number;
  let main: number;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
    main = s.seed.accounts.main;
    const [row] = await queryRows<{ catalogId: number; carrier: number }>(
      s.database.db,
      sql`select s.catalog_id as "catalogId", min(s.id) as carrier from subscriptions s
          where s.account_id = ${main} and s.catalog_id is not null
            and not exists (select 1 from ce_policy_members m where m.catalog_id = s.catalog_id)
          group by s.catalog_id order by s.catalog_id limit 1`,
    );
    person = row!.catalogId;
    carrier = row!.carrier;
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
    const [device] = await queryRows<{ id: number }>(
      s.database.db,
      sql`insert into devices (account_id, class_id, description, catalog_id, cost_price, ordered_at)
          values (${main}, 3, 'ThinkPad X1', ${person}, 80000, '2024-02-01') returning id`,
    );
    const bought = await s.gql(admin, 'mutation($i: DeviceUpdateInput!) { updateDevice(input: $i) { ID } }', {
      i: { id: device!.id, purchasedByEmployee: { date: '2026-11-05', catalogID: person } },
    });
    expect(bought.errors).toBeUndefined();

    expect(await ledger('2026-10-01')).toEqual([]);
    expect(await ledger('2026-11-01')).toEqual([
      { description: 'Telefon A', day: '2026-11-03', amount: 250_000 },
      { description: 'Telefon B', day: '2026-10-28', amount: 120_000 },
      { description: 'ThinkPad X1', day: '2026-11-05', amount: 80_000 },
    ]);
    const rows = await deductionsFile('202611');
    const mine = rows.findIndex((r) => r[4] === 4500);
    expect(mine).toBeGreaterThan(1);
    expect(rows.slice(mine + 1, mine + 4)).toEqual([
      ['', '', 'Webshop, own share: Telefon B', '28.10.2026', 1200],
      ['', '', 'Webshop, own share: Telefon A', '03.11.2026', 2500],
      ['', '', 'Purchased by employee: ThinkPad X1', '05.11.2026', 800],
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
    const [sub] = await queryRows<{ phone: string }>(
      s.database.db,
      sql`select phone_number as phone from subscriptions where id = ${carrier}`,
    );
    const lines = res.payload.trim().split('\n');
    expect(lines[0]).toBe('Nr;Utstyr');
    expect(lines).toContain(`${sub!.phone};4500,00`);
    expect(lines.filter((l) => l.endsWith(';4500,00'))).toHaveLength(1);
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
      const later = await s.tokenFor('admin');
      const rows = await deductionsFile('202612', later);
      expect(rows).toContainEqual([
        '',
        '',
        'Returned after its month closed: Telefon A',
        '11.12.2026',
        -2500,
      ]);
      expect(rows.at(-1)).toEqual(['Total', '', '', '', -2500]);

      // November's payroll file sent automatically on the 11th (xlsx) still carries 4 500,00 kr, as a number.
      const recipient = 'utstyr@nordlysbygg.example';
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
      const [sub] = await queryRows<{ phone: string }>(
        s.database.db,
        sql`select phone_number as phone from subscriptions where id = ${carrier}`,
      );
      let cell: ExcelJS.Cell | null = null;
      wb.worksheets[0]!.eachRow((r) => {
        if (r.getCell(1).value === sub!.phone) cell = r.getCell(2);
      });
      expect(cell).not.toBeNull();
      expect((cell as unknown as ExcelJS.Cell).value).toBe(4500);
      expect((cell as unknown as ExcelJS.Cell).type).toBe(ExcelJS.ValueType.Number);
    } finally {
      s.clock.set('2026-11-15T10:00:00+01:00');
    }
  });
});
