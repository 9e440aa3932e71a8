import { Role, Service } from '@connect/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice } from '../../../../test/factories/equipment.ts';
import { buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { buildEquipmentDeduction, buildOrderLine } from '../../../../test/factories/webshop.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { deductionTermAcceptances, deductionTerms } from '../../../db/schema/index.ts';

/**
 * The user-deductions file for January 2024, on a world of its own: Lysfjord AS, whose employee Ida Innkjøp
 * (employee number 4711) has a webshop share of 1 234,50 kr and a device bought out for 500 kr booked in January (one
 * dated 31 January but booked in February stays out); another customer's purchase that month stays out too. Read
 * back with exceljs: amounts are number cells, texts in the asked language.
 */
describe('GET reports/device-user-deductions', () => {
  let s: TestServer;
  let admin: string;
  let ida: { catalogId: number; customerId: number };
  let lysfjord: Awaited<ReturnType<typeof buildAccount>>;
  let policyId: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Lysfjord AS', services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Lysfjord AS' });
    const person = await buildPerson(db, {
      customer,
      firstName: 'Ida',
      lastName: 'Innkjøp',
      employeeNumber: '4711',
    });
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.ConnectEquipmentOverview], access: [account] }))
        .catalogId,
    );
    // The ledger as the webshop delivery and the buy-out book it (equipment-ledger.int.test.ts drives those).
    ida = person;
    lysfjord = account;
    // Ida's policy, with no deduction terms yet: the ledger rows are booked under it.
    const policy = await buildPolicy(db, { account });
    await buildPolicyMember(db, { policy, person });
    policyId = policy.id;
    const item = { account, person };
    // The phone: a 1 599,00 kr line delivered on 10.01.2024, of which the credit paid 364,50 kr.
    const phone = await buildOrderLine(db, {
      ...item,
      productName: 'iPhone 16 128 GB',
      costPriceOre: 159_900,
      orderDate: '2024-01-05',
      status: 'delivered',
      deliveredOn: '2024-01-10',
      employeeShareOre: 123_450,
    });
    const device = (description: string) => buildDevice(db, { ...item, classId: 2, description });
    await buildEquipmentDeduction(db, {
      ...item,
      source: 'webshop',
      sourceId: phone.id,
      description: 'iPhone 16 128 GB',
      day: '2024-01-10',
      amountOre: 123_450,
    });
    await buildEquipmentDeduction(db, {
      ...item,
      source: 'purchased',
      sourceId: (await device('iPad Air')).id,
      description: 'iPad Air',
      day: '2024-01-20',
      amountOre: 50_000,
    });
    await buildEquipmentDeduction(db, {
      ...item,
      source: 'purchased',
      sourceId: (await device('iPad mini')).id,
      description: 'Booked in February',
      day: '2024-01-31',
      period: '2024-02',
      amountOre: 70_000,
    });
    // Another customer's purchase in the same month stays out.
    const other = await buildCustomer(db, { services: [Service.Equipment] });
    const otherAccount = await buildAccount(db, { customer: other });
    await buildEquipmentDeduction(db, {
      account: otherAccount,
      person: await buildPerson(db, { customer: other }),
      source: 'purchased',
      sourceId: (await buildDevice(db, { account: otherAccount, description: 'Annen kunde' })).id,
      description: 'Annen kunde',
      day: '2024-01-21',
      amountOre: 99_900,
    });
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
      [
        'Employee',
        'Employee number',
        'Item',
        'Date',
        'Amount (NOK)',
        'Taxable benefit (NOK)',
        'Deduction consent',
      ],
      ['Ida Innkjøp', '4711', '', '', 1734.5, 0, 'Missing'],
      ['', '', 'Webshop, own share: iPhone 16 128 GB', '10.01.2024', 1234.5, 0],
      ['', '', 'Purchased by employee: iPad Air', '20.01.2024', 500, 0],
      ['Total', '', '', '', 1734.5, 0],
    ]);
    for (const r of [3, 4, 5, 6]) expect(ws.getCell(r, 5).type).toBe(ExcelJS.ValueType.Number);
  });

  it('speaks Norwegian when asked, and refuses a bad period', async () => {
    const { rows } = await read((await get('period=202401', 'nb-NO,nb;q=0.9')).rawPayload);
    expect(rows[1]).toEqual([
      'Ansatt',
      'Ansattnummer',
      'Gjelder',
      'Dato',
      'Beløp (kr)',
      'Skattepliktig fordel (kr)',
      'Samtykke til trekk',
    ]);
    expect(rows[2]![6]).toBe('Mangler');
    expect(rows[3]![2]).toBe('Nettbutikk, egenandel: iPhone 16 128 GB');
    expect((await get('period=202413')).statusCode).toBe(400);
    expect((await get('period=2024-01')).statusCode).toBe(400);
  });

  it('leaves the consent cell empty once the employee accepted their policy’s terms before the cut-off', async () => {
    const db = s.database.db;
    const [terms] = await db
      .insert(deductionTerms)
      .values({
        accountId: lysfjord.id,
        policyId,
        version: 1,
        text: 'Egenandel trekkes i lønn.',
        createdAt: new Date('2024-01-02T08:00:00Z'),
      })
      .returning({ id: deductionTerms.id });
    // January's cut-off is 11.02.2024 00:00 Oslo: accepted on 10 February counts for January.
    await db
      .insert(deductionTermAcceptances)
      .values({ termsId: terms!.id, catalogId: ida.catalogId, acceptedAt: new Date('2024-02-10T12:00:00Z') });
    const { rows } = await read((await get('period=202401')).rawPayload);
    expect(rows[2]).toEqual(['Ida Innkjøp', '4711', '', '', 1734.5, 0, '']);
  });
});
