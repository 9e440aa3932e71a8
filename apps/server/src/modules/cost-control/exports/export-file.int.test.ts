import { customFieldMappingId } from '@connect/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportWorld, exportWorld } from '../../../../test/export-world.ts';
import { buildProfile } from '../../../../test/factories/cost.ts';
import { buildSubscription } from '../../../../test/factories/tenancy.ts';
import { createExportAs, type FileExportResult } from '../../../../test/file-exports.ts';
import type { TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/** The payroll file itself (on the world of test/export-world.ts): formats, columns, filters, what it leaves out, and
 * who may download it. */
describe('file exports: the file', () => {
  let s: TestServer;
  let admin: string;
  let costControl: string;
  let main: number;
  let west: number;
  let bergen: number;
  let anne: number;
  let oyvind: number;
  let westSub: number;
  let bergenSub: number;
  let costCentre: number;
  let salaryCode: number;
  let w: ExportWorld;
  beforeAll(async () => {
    w = await exportWorld();
    ({ s, admin, costControl, main, west, bergen, anne, oyvind, westSub, bergenSub, costCentre, salaryCode } =
      w);
  });
  afterAll(() => w.s.close());
  const download = (...a: Parameters<typeof w.download>) => w.download(...a);

  describe('the file', () => {
    it('downloads the month as the issue asks: semicolon, cp1252, decimal comma, thousands space', async () => {
      const created = await createExportAs(s, admin, main, {
        description: 'Lønnstrekk Åsane',
        encoding: 'cp1252',
        separator: ';',
        decimalSeparator: ',',
        thousandSeparator: ' ',
      });
      const res = await download(costControl, created.ID);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Lonnstrekk Asane 2026-10.csv"; filename*=UTF-8''L%C3%B8nnstrekk%20%C3%85sane%202026-10.csv`,
      );
      expect(res.rawPayload).toEqual(
        Buffer.concat([
          Buffer.from('Ansattnr;Navn;Trekk\n1001;Ingrid Berg;1 234,56\n1003;', 'latin1'),
          Buffer.from([0xd8]),
          Buffer.from('ystein Dal;50,00\n', 'latin1'),
        ]),
      );
      const list = await s.gql<{ fileExports: FileExportResult[] }>(
        admin,
        `query($accountID: Int!) { fileExports(accountID: $accountID) { ID lastExport } }`,
        { accountID: main },
      );
      expect(list.data!.fileExports.find((e) => e.ID === created.ID)!.lastExport).toBe(
        new Date('2026-11-15T10:00:00+01:00').toISOString(),
      );
    });

    it('fills custom field columns with the value or the expanded default, and amounts with the sign', async () => {
      const created = await createExportAs(s, admin, main, {
        amountSign: '-',
        thousandSeparator: '',
        columns: [
          { name: 'Kostnadssted', mapsToID: customFieldMappingId(costCentre), order: 1 },
          { name: 'Lønnsart', mapsToID: customFieldMappingId(salaryCode), order: 2 },
          { name: 'Innhold', mapsToID: 14, order: 3 },
          { name: 'Trekk', mapsToID: 10, order: 4 },
          { name: 'Periode', mapsToID: 9, order: 5 },
        ],
      });
      const res = await download(admin, created.ID);
      expect(res.payload).toBe(
        'Kostnadssted;Lønnsart;Innhold;Trekk;Periode\nK9;5120;0,00;-1234,56;2026-10\nK-1003;5120;-49,00;-50,00;2026-10\n',
      );
    });

    it('applies the billing group, payment profile and account filters; accounts include their sub accounts', async () => {
      const profile = await buildProfile(s.database.db, {
        account: w.mainAccount,
        description: 'Filterprofil',
      });
      // The file filters by the profile a subscription had in the month: Ingrid had it in October.
      await s.database.db.execute(
        sql`update subscriptions set payment_profile_id = ${profile!.id} where id = ${anne}`,
      );
      await s.database.db.execute(sql`update subscription_month_costs set payment_profile_id = ${profile!.id}
        where subscription_id = ${anne} and period = '2026-10-01'`);
      await s.database.db.execute(
        sql`update subscriptions set billing_group_id = ${w.projectGroup} where id = ${oyvind}`,
      );
      const names = async (variables: Record<string, unknown>, accountID = main) => {
        const e = await createExportAs(s, admin, accountID, {
          useHeader: false,
          columns: [{ name: 'Nr', mapsToID: 5, order: 1 }],
          ...variables,
        });
        return (await download(admin, e.ID)).payload.trim().split('\n').filter(Boolean).sort();
      };
      const phone = async (id: number) =>
        (
          await queryRows<{ p: string }>(
            s.database.db,
            sql`select phone_number as p from subscriptions where id = ${id}`,
          )
        )[0]!.p;
      expect(await names({ filterPaymentProfileID: profile!.id })).toEqual([await phone(anne)]);
      expect(await names({ filterBillingGroupIDs: [w.projectGroup] })).toEqual([await phone(oyvind)]);
      expect(await names({}, west)).toEqual([await phone(westSub), await phone(bergenSub)].sort());
      expect(await names({ filterAccountIDs: [bergen] }, west)).toEqual([await phone(bergenSub)]);
    });

    it('lists every subscription with a person with showAllUsers, and says what it leaves out', async () => {
      // A spare data card without a person, with 25,11 kr deducted in October: payroll cannot book it.
      const card = await buildSubscription(s.database.db, {
        account: w.mainAccount,
        phoneNumber: '+4759000001',
      });
      await s.database.db.execute(sql`insert into subscription_month_costs
        (subscription_id, period, total_ore, work_ore, private_ore, deducted_ore, content_deducted_ore)
        values (${card!.id}, '2026-10-01', 4000, 4000, 0, 2511, 0)`);
      try {
        const all = await createExportAs(s, admin, main, { showAllUsers: true, useHeader: false });
        const lines = (await download(admin, all.ID)).payload.split('\n').filter(Boolean);
        // Ingrid, Øystein and Kai, by last name; Kai with nothing deducted.
        expect(lines).toEqual(['1001;Ingrid Berg;1234,56', '1003;Øystein Dal;50,00', '1002;Kai Kvist;0,00']);
        expect(lines.filter((l) => l.startsWith(';'))).toEqual([]);
        const deducting = await createExportAs(s, admin, main, { useHeader: false });
        const leftOut = await s.gql<{
          fileExports: {
            ID: number;
            leftOut: { count: number; total: number; totalString: string } & Record<string, unknown>;
          }[];
        }>(
          admin,
          `query($accountID: Int!) { fileExports(accountID: $accountID) {
            ID leftOut(period: "2026-10") { count total totalString deducted deductedString } } }`,
          { accountID: main },
        );
        const of = (id: number) => leftOut.data!.fileExports.find((e) => e.ID === id)!.leftOut;
        // Every personless subscription of the account (the spare and the card); only the card has October costs:
        // 40,00 kr, 25,11 deducted.
        expect(of(all.ID)).toEqual({
          count: 2,
          total: 40,
          totalString: '40,00',
          deducted: 25.11,
          deductedString: '25,11',
        });
        // Without showAllUsers only the card would have been listed (it has a deduction).
        expect(of(deducting.ID)).toMatchObject({ count: 1, deductedString: '25,11' });
      } finally {
        await s.database.db.execute(
          sql`delete from subscription_month_costs where subscription_id = ${card!.id}`,
        );
        await s.database.db.execute(sql`delete from subscriptions where id = ${card!.id}`);
      }
    });

    it('streams a real xlsx with numeric amount cells', async () => {
      const created = await createExportAs(s, admin, main, { description: 'Lønn', fileFormat: 'excel' });
      const res = await download(admin, created.ID);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers['content-disposition']).toContain('filename="Lonn 2026-10.xlsx"');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Ansattnr', 'Navn', 'Trekk']);
      expect(sheet.getRow(2).values).toEqual([undefined, '1001', 'Ingrid Berg', 1234.56]);
      expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
      expect(sheet.getCell('C3').value).toBe(50);
    });

    it('gives the same bytes for a closed month at every download, in xlsx as in csv', async () => {
      for (const fileFormat of ['excel', 'csv'] as const) {
        const created = await createExportAs(s, admin, main, {
          description: `Samme ${fileFormat}`,
          fileFormat,
        });
        const first = await download(admin, created.ID);
        // A zip entry's time has two-second steps: a later second download would have shown a new time.
        await new Promise((resolve) => setTimeout(resolve, 2_100));
        const again = await download(admin, created.ID);
        expect(first.statusCode).toBe(200);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
    });

    it('neutralises a formula in a person name in both formats', async () => {
      await s.database.db.execute(
        sql`update people set first_name = '=HYPERLINK("http://x")' where catalog_id = ${w.oystein.catalogId}`,
      );
      try {
        const csv = await createExportAs(s, admin, main, { useHeader: false });
        expect((await download(admin, csv.ID)).payload).toContain(
          `1003;"'=HYPERLINK(""http://x"") Dal";50,00\n`,
        );
        const xlsx = await createExportAs(s, admin, main, { fileFormat: 'excel', useHeader: false });
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load((await download(admin, xlsx.ID)).rawPayload as unknown as ArrayBuffer);
        expect(wb.worksheets[0]!.getCell('B2').value).toBe(`'=HYPERLINK("http://x") Dal`);
      } finally {
        await s.database.db.execute(
          sql`update people set first_name = 'Øystein' where catalog_id = ${w.oystein.catalogId}`,
        );
      }
    });

    it('refuses a bad period or one after the current month with 400, and allows the current month', async () => {
      const created = await createExportAs(s, admin, main);
      for (const period of ['2026-10', '202613', '20261', 'x', '202612', '202701'])
        expect({ period, status: (await download(admin, created.ID, period)).statusCode }).toEqual({
          period,
          status: 400,
        });
      expect((await download(admin, created.ID, '202611')).statusCode).toBe(200);
      const missing = await s.app.inject({
        method: 'GET',
        url: `/api/reports/export/${created.ID}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    });

    it('answers 401 without a token, 403 without the role and 404 for an export out of reach', async () => {
      const westExport = await createExportAs(s, admin, west);
      expect((await download(null, westExport.ID)).statusCode).toBe(401);
      expect((await download(w.employee, westExport.ID)).statusCode).toBe(403);
      expect((await download(costControl, westExport.ID)).statusCode).toBe(404);
      expect((await download(w.otherAdmin, westExport.ID)).statusCode).toBe(404);
      expect((await download(admin, 999_999)).statusCode).toBe(404);
      expect((await download(admin, westExport.ID)).statusCode).toBe(200);
      // Only digits name an export: text that Number() would read as its id is not one.
      for (const id of [` ${westExport.ID}`, `${westExport.ID}.0`, `${westExport.ID}e0`]) {
        const loose = await s.app.inject({
          method: 'GET',
          url: `/api/reports/export/${encodeURIComponent(id)}?period=202611`,
          headers: { authorization: `Bearer ${admin}` },
        });
        expect({ id, status: loose.statusCode }).toEqual({ id, status: 404 });
      }
    });
  });
});
