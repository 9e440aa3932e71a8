import { customFieldMappingId, EXPORT_MAPPING_FIELDS } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportWorld, exportWorld } from '../../../../test/export-world.ts';
import { buildProfile } from '../../../../test/factories/cost.ts';
import {
  createExportAs,
  FILE_EXPORT_FIELDS,
  type FileExportResult,
  REMOVE_FILE_EXPORT,
  UPDATE_FILE_EXPORT,
} from '../../../../test/file-exports.ts';
import type { TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/** File export definitions on the world of test/export-world.ts: initial data, create, list, update and remove. */
describe('file exports', () => {
  let s: TestServer;
  let admin: string;
  let costControl: string;
  let main: number;
  let west: number;
  let salaryCode: number;
  let w: ExportWorld;
  beforeAll(async () => {
    w = await exportWorld();
    ({ s, admin, costControl, main, west, salaryCode } = w);
  });
  afterAll(() => w.s.close());
  const create = (...a: Parameters<typeof w.create>) => w.create(...a);
  const errorOf = (...a: Parameters<typeof w.errorOf>) => w.errorOf(...a);

  describe('report creation initial data', () => {
    it("offers the fixed mapping fields, the account's custom fields and its payment profiles", async () => {
      await buildProfile(s.database.db, { account: w.mainAccount, description: 'Eksporttest' });
      const res = await s.gql<{
        reportCreationInitialData: {
          paymentProfiles: { ID: number; description: string }[];
          exportMappingFields: { ID: number; name: string }[];
          customColumnFields: { ID: number; name: string; fieldType: number; defaultValue: string }[];
        };
      }>(
        admin,
        `query($accountID: Int!) { reportCreationInitialData(accountID: $accountID) {
          paymentProfiles { ID description } exportMappingFields { ID name }
          customColumnFields { ID name fieldType defaultValue } } }`,
        { accountID: main },
      );
      expect(res.errors).toBeUndefined();
      const data = res.data!.reportCreationInitialData;
      expect(data.exportMappingFields.slice(0, EXPORT_MAPPING_FIELDS.length)).toEqual(
        EXPORT_MAPPING_FIELDS.map((f) => ({ ID: f.id, name: f.name })),
      );
      expect(data.exportMappingFields).toContainEqual({
        ID: customFieldMappingId(salaryCode),
        name: 'Lønnsart',
      });
      expect(data.customColumnFields).toContainEqual({
        ID: customFieldMappingId(salaryCode),
        name: 'Lønnsart',
        fieldType: 1,
        defaultValue: '5120',
      });
      expect(data.paymentProfiles.map((p) => p.description)).toContain('Eksporttest');
    });

    it('answers an account the caller may not see as not found', async () => {
      const res = await s.gql(
        costControl,
        'query($accountID: Int!) { reportCreationInitialData(accountID: $accountID) { paymentProfiles { ID } } }',
        { accountID: west },
      );
      expect(errorOf(res).code).toBe('NOT_FOUND');
    });
  });

  describe('create, list, update and remove', () => {
    it('creates an export with its columns in the given order and lists it', async () => {
      const res = await create({
        description: '  Lønnstrekk mobil  ',
        columns: [
          { name: 'Trekk', mapsToID: 10, order: 3 },
          { name: 'Ansattnr', mapsToID: 1, order: 1 },
          { name: 'Lønnsart', mapsToID: null, order: 2, defaultValue: '5120' },
        ],
      });
      expect(res.errors).toBeUndefined();
      const created = res.data!.createFileExport;
      expect(created).toMatchObject({
        accountID: main,
        description: 'Lønnstrekk mobil',
        fileFormat: 'csv',
        separator: ';',
        quoteStyle: 'auto',
        encoding: 'utf8',
        useCRLF: false,
        useHeader: true,
        autoSendDay: 31,
        useAutoSend: false,
        version: 1,
        lastExport: null,
        lastAutoSend: null,
      });
      expect(created.columns.map((c) => [c.order, c.name, c.mapsToID, c.defaultValue])).toEqual([
        [1, 'Ansattnr', 1, ''],
        [2, 'Lønnsart', null, '5120'],
        [3, 'Trekk', 10, ''],
      ]);
      const list = await s.gql<{ fileExports: FileExportResult[] }>(
        costControl,
        `query($accountID: Int!) { fileExports(accountID: $accountID) { ${FILE_EXPORT_FIELDS} } }`,
        { accountID: main },
      );
      expect(list.data!.fileExports.map((e) => e.ID)).toContain(created.ID);
    });

    it('refuses what 000 §5 refuses, naming the field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ description: '   ' }, 'description'],
        [{ columns: [{ name: ' ', mapsToID: 1, order: 1 }] }, 'columns.0.name'],
        [{ columns: [] }, 'columns'],
        [{ useAutoSend: true, autoSendToEmail: 'lønn@firma' }, 'autoSendToEmail'],
        [{ autoSendDay: 0 }, 'autoSendDay'],
        [{ autoSendDay: 32 }, 'autoSendDay'],
        [{ encoding: 'latin9' }, 'encoding'],
        [{ quoteStyle: 'sometimes' }, 'quoteStyle'],
        [{ separator: '|' }, 'separator'],
        [{ decimalSeparator: ',', thousandSeparator: ',' }, 'thousandSeparator'],
        [{ quoteStyle: 'none', separator: ',', decimalSeparator: ',' }, 'quoteStyle'],
        [{ useCRLF: true }, 'useCRLF'],
        [{ columns: [{ name: 'X', mapsToID: 99, order: 1 }] }, 'columns.0.mapsToID'],
      ];
      for (const [variables, field] of cases) {
        expect({ variables, ...errorOf(await create(variables)) }).toEqual({
          variables,
          code: 'BAD_USER_INPUT',
          field,
        });
      }
    });

    it('checks the recipient only with automatic sending on, and lets excel ignore the csv options', async () => {
      expect(
        (await create({ useAutoSend: false, autoSendToEmail: 'not an address' })).errors,
      ).toBeUndefined();
      const excel = await create({ fileFormat: 'excel', decimalSeparator: '.', thousandSeparator: '.' });
      expect(excel.errors).toBeUndefined();
      const on = await create({
        useAutoSend: true,
        autoSendToEmail: 'lonn@lonnvik.example',
        autoSendDay: 5,
      });
      expect(on.data!.createFileExport).toMatchObject({ useAutoSend: true, autoSendDay: 5 });
    });

    it('lets filters name only what the caller sees under the account', async () => {
      const notFound: Record<string, unknown>[] = [
        { filterAccountIDs: [w.other] },
        { filterAccountIDs: [west] },
        { filterBillingGroupIDs: [w.otherBillingGroup] },
        { filterPaymentProfileID: 999_999 },
      ];
      for (const variables of notFound) expect(errorOf(await create(variables)).code).toBe('NOT_FOUND');
      const otherField = await queryRows<{ id: number }>(
        s.database.db,
        sql`insert into account_custom_fields (account_id, name) values (${w.other}, 'Annet') returning id`,
      );
      const foreignColumn = await create({
        columns: [{ name: 'X', mapsToID: customFieldMappingId(otherField[0]!.id), order: 1 }],
      });
      expect(errorOf(foreignColumn).code).toBe('BAD_USER_INPUT');
      expect(errorOf(await create({}, w.other)).code).toBe('NOT_FOUND');
      expect(errorOf(await create({}, west, costControl)).code).toBe('NOT_FOUND');
    });

    it('saves over the version it edited, and refuses a stale version with CONFLICT', async () => {
      const created = await createExportAs(s, admin, main);
      const update = (version: number, description: string, token = admin, accountID = main) =>
        s.gql<{ updateFileExport: FileExportResult }>(token, UPDATE_FILE_EXPORT, {
          ID: created.ID,
          accountID,
          version,
          description,
          columns: [{ name: 'Navn', mapsToID: 4, order: 1 }],
          useAutoSend: true,
          autoSendToEmail: 'lonn@lonnvik.example',
        });
      const saved = await update(1, 'Lønn oktober', costControl);
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateFileExport).toMatchObject({
        version: 2,
        description: 'Lønn oktober',
        useAutoSend: true,
      });
      expect(saved.data!.updateFileExport.columns.map((c) => c.name)).toEqual(['Navn']);
      expect(errorOf(await update(1, 'Lønn november')).code).toBe('CONFLICT');
      expect(errorOf(await update(2, 'Lønn', admin, west)).code).toBe('NOT_FOUND');
    });

    it('removes an export and answers it; a second remove finds nothing', async () => {
      const created = await createExportAs(s, admin, main, { description: 'Slettes' });
      const removed = await s.gql<{ removeFileExport: { ID: number; description: string } }>(
        admin,
        REMOVE_FILE_EXPORT,
        { fileExportID: created.ID },
      );
      expect(removed.data!.removeFileExport).toEqual({ ID: created.ID, description: 'Slettes' });
      const again = await s.gql(admin, REMOVE_FILE_EXPORT, { fileExportID: created.ID });
      expect(errorOf(again).code).toBe('NOT_FOUND');
    });
  });
});
