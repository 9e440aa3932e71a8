import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPolicy, buildPolicyMember } from '../../../../test/factories/policies.ts';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { MACRO_CONTENT_TYPE, workbookParts, zipOf } from '../../../../test/files/hostile-files.ts';
import { postFile } from '../../../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { readXlsxRows } from '../../../files/xlsx-rows.ts';

/**
 * GET policies/template/{id} and POST policies/{id} (002 §7) on a world of its own: Importvik AS (equipment service
 * on) whose policy Standard covers mobile, tablet and computer and has six members, four of whom bought a phone.
 */
/** Each refused cell of an import's answer as [row, column, value]. */
const errorCells = (res: {
  json: () => { details: { errors: { row: number; column: string; value: string }[] } };
}) => res.json().details.errors.map((e) => [e.row, e.column, e.value]);

describe('policy import', () => {
  let s: TestServer;
  let admin: string;
  let policyId: number;
  let template: Buffer;
  let customerId: number;
  let adminId: number;
  const upload = (file: Buffer, query = '', path = `${policyId}`) =>
    postFile(s, admin, `/api/policies/${path}${query}`, file, { fileName: 'standard.xlsx' });
  const templateNow = () =>
    s.app.inject({
      method: 'GET',
      url: `/api/policies/template/${policyId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
  const state = async () =>
    queryRows<{ n: string }>(
      s.database.db,
      sql`select coalesce((select string_agg(c.catalog_id || ':' || c.category_id || ':' || coalesce(c.last_purchase_date::text, '-'), ',' order by c.catalog_id, c.category_id)
            from ce_member_categories c join people p using (catalog_id) where p.customer_id = ${customerId}), '')
          || '|' || (select count(*) from ce_credit_corrections c join people p using (catalog_id)
            where p.customer_id = ${customerId}) as n`,
    ).then((r) => r[0]!.n);

  /** The template (the one read first unless `from`) with cells changed: `edit(sheet)` works on the members sheet. */
  async function edited(edit: (sheet: ExcelJS.Worksheet) => void, from = template): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(from as unknown as ArrayBuffer);
    edit(workbook.worksheets[0]!);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Importvik AS', services: [Service.Equipment] });
    customerId = customer.id;
    const account = await buildAccount(db, { customer, name: 'Importvik AS' });
    const rules = { coversOre: 600_000, timePeriod: 24, fullCoverage: 24 };
    const policy = await buildPolicy(db, {
      account,
      name: 'Standard',
      categories: { mobile: rules, tablet: rules, computer: rules },
    });
    policyId = policy.id;
    for (const mobile of ['2024-03-10', null, '2025-02-14', '2025-08-15', null, '2026-06-01'])
      await buildPolicyMember(db, {
        policy,
        person: await buildPerson(db, { customer }),
        lastPurchases: mobile ? { mobile } : {},
      });
    adminId = (await buildPerson(db, { customer, roles: [Role.ConnectEquipmentOverview], access: [account] }))
      .catalogId;
    admin = await s.tokenFor(adminId);
    const res = await templateNow();
    expect(res.statusCode).toBe(200);
    template = res.rawPayload;
    // A fresh seeded database takes long on a loaded machine.
  }, 300_000);
  afterAll(() => s.close());

  it('gives the members with last purchase date and credit per active category', async () => {
    const read = await readXlsxRows(template);
    expect(read.sheetName).toBe('Medlemmer');
    expect(read.header).toEqual([
      'Person-ID',
      'Navn',
      'E-post',
      'Mobil – siste kjøpsdato',
      'Mobil – kreditt kr',
      'Nettbrett – siste kjøpsdato',
      'Nettbrett – kreditt kr',
      'Datamaskin – siste kjøpsdato',
      'Datamaskin – kreditt kr',
    ]);
    expect(read.rows.length).toBe(6);
    expect(typeof read.rows[0]!.cells[4]).toBe('number');
  });

  it('reads the unchanged template back as changing nothing', async () => {
    const before = await state();
    expect((await upload(template)).json()).toMatchObject({ updated: 0, errorCount: 0 });
    expect(await state()).toBe(before);
  });

  it('sets a date and corrects a credit in one go, and the same file twice changes nothing the second time', async () => {
    const file = await edited((sheet) => {
      sheet.getRow(2).getCell(4).value = new Date(Date.UTC(2026, 0, 31));
      sheet.getRow(3).getCell(5).value = 1234.5;
    });
    const dry = (await upload(file, '?dryRun=true')).json();
    expect(dry).toMatchObject({ dryRun: true, updated: 2, errorCount: 0 });
    const res = await upload(file);
    expect(res.json()).toMatchObject({ dryRun: false, updated: 2 });
    const first = (await readXlsxRows(file)).rows;
    const [date] = await queryRows<{ d: string }>(
      s.database.db,
      sql`select last_purchase_date::text as d from ce_member_categories
          where catalog_id = ${first[0]!.cells[0] as number} and category_id = 1`,
    );
    expect(date!.d).toBe('2026-01-31');
    const [correction] = await queryRows<{ reason: string; by: number }>(
      s.database.db,
      sql`select reason, corrected_by as by from ce_credit_corrections
          where catalog_id = ${first[1]!.cells[0] as number} order by id desc limit 1`,
    );
    expect(correction).toEqual({ reason: 'Import: standard.xlsx', by: adminId });
    const after = await state();
    expect((await upload(file)).json()).toMatchObject({ updated: 0 });
    expect(await state()).toBe(after);
  });

  it('refuses a file with bad cells whole, naming each, and writes nothing', async () => {
    const file = await edited((sheet) => {
      sheet.getRow(2).getCell(4).value = '31.13.2025';
      sheet.getRow(3).getCell(5).value = 'mye';
      sheet.getRow(4).getCell(1).value = 999_999;
      sheet.getRow(5).getCell(4).value = new Date(Date.UTC(2027, 0, 1));
    });
    const before = await state();
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(errorCells(res)).toEqual([
      [2, 'Mobil – siste kjøpsdato', '31.13.2025'],
      [3, 'Mobil – kreditt kr', 'mye'],
      [4, 'Person-ID', '999999'],
      [5, 'Mobil – siste kjøpsdato', '01.01.2027'],
    ]);
    expect(await state()).toBe(before);
    const errors = await upload(file, '', `${policyId}/errors`);
    const read = await readXlsxRows(errors.rawPayload);
    expect(read.header.at(-1)).toBe('Feil');
    expect(String(read.rows.find((r) => r.rowNumber === 4)!.cells.at(-1))).toContain('Ingen medlem');
  });

  it('applies two uploads of one file at once as one: the second checks against what the first wrote', async () => {
    const current = (await templateNow()).rawPayload;
    const [row] = (await readXlsxRows(current)).rows.slice(2, 3);
    const catalogId = row!.cells[0] as number;
    const credit = async () =>
      (await readXlsxRows((await templateNow()).rawPayload)).rows.find((r) => r.cells[0] === catalogId)!
        .cells[4];
    const target = row!.cells[4] === 2345.75 ? 2345.5 : 2345.75;
    const file = await edited((sheet) => {
      sheet.getRow(row!.rowNumber).getCell(5).value = target;
    }, current);
    const corrections = async () =>
      queryRows<{ amount: number }>(
        s.database.db,
        sql`select amount from ce_credit_corrections where catalog_id = ${catalogId} and category_id = 1`,
      );
    const before = (await corrections()).length;
    // Each upload waits at the door of its transaction until both have come that far, so whatever an import reads
    // before its transaction, the other has read too; only what it reads inside sees the other's writes.
    const db = s.database.db;
    const transaction = db.transaction.bind(db);
    let arrived = 0;
    let bothArrived: () => void = () => {};
    const door = new Promise<void>((resolve) => {
      bothArrived = resolve;
    });
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      arrived += 1;
      if (arrived === 2) bothArrived();
      if (arrived <= 2) await door;
      return transaction(...args);
    }) as typeof db.transaction;
    try {
      const answers = await Promise.all([upload(file), upload(file)]);
      expect(answers.map((a) => [a.statusCode, a.json().updated]).sort()).toEqual([
        [200, 0],
        [200, 1],
      ]);
    } finally {
      db.transaction = transaction;
    }
    expect((await corrections()).length).toBe(before + 1);
    expect(await credit()).toBe(target);
  });

  it('checks against the members as they are when it writes: one removed meanwhile is an error on its row, and nothing is written', async () => {
    const current = (await templateNow()).rawPayload;
    const rows = (await readXlsxRows(current)).rows;
    const [gone, kept] = [rows[3]!, rows[4]!];
    const file = await edited((sheet) => {
      sheet.getRow(gone.rowNumber).getCell(5).value = 1111.25;
      sheet.getRow(kept.rowNumber).getCell(5).value = 2222.75;
    }, current);
    // The upload waits at the door of its transaction until the member is removed: the old code had checked the file
    // against its members by then, and wrote to the removed one.
    const db = s.database.db;
    const transaction = db.transaction.bind(db);
    let atDoor: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      atDoor = resolve;
    });
    let removed: () => void = () => {};
    const open = new Promise<void>((resolve) => {
      removed = resolve;
    });
    let held = false;
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      if (!held) {
        held = true;
        atDoor();
        await open;
      }
      return transaction(...args);
    }) as typeof db.transaction;
    let before = '';
    try {
      const importing = upload(file);
      await arrived;
      const removal = await s.gql(
        admin,
        `mutation($c: Int!, $p: Int!) { removeCEPolicyMember(catalogID: $c, policyID: $p) { policyCategoryID } }`,
        { c: gone.cells[0], p: policyId },
      );
      expect(removal.errors).toBeUndefined();
      before = await state();
      removed();
      const res = await importing;
      expect(res.statusCode).toBe(400);
      expect(errorCells(res)).toEqual([[gone.rowNumber, 'Person-ID', String(gone.cells[0])]]);
    } finally {
      db.transaction = transaction;
    }
    expect(await state()).toBe(before);
  });

  it('refuses a hostile file with the same reader', async () => {
    const xlsm = await zipOf(
      workbookParts('<worksheet/>', {
        workbookContentType: MACRO_CONTENT_TYPE,
        extraParts: [{ name: 'xl/vbaProject.bin', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }],
      }),
    );
    const res = await upload(xlsm);
    expect([res.statusCode, res.json().details.reason]).toEqual([400, 'XLSX_MACROS']);
  });
});
