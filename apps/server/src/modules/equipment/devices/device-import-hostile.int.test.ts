import { randomBytes } from 'node:crypto';
import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import {
  generatedSheet,
  lyingZip,
  MACRO_CONTENT_TYPE,
  PNG_BYTES,
  workbookParts,
  zipOf,
} from '../../../../test/files/hostile-files.ts';
import { postFile } from '../../../../test/multipart.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const MB = 1024 * 1024;
const SHEET =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Navn</t></is></c></row></sheetData></worksheet>';

/**
 * Hostile files sent to the device import route, each made here: every one is refused by the xlsx reader before
 * it is read whole (the zip directory first, a row bound), with its reason, and nothing is written.
 */
describe('device import refuses hostile files', () => {
  let s: TestServer;
  let admin: string;
  let accountId: number;
  const upload = (file: Buffer, path = 'upload') =>
    postFile(s, admin, `/api/accounts/${accountId}/devices/${path}`, file);
  const written = async () =>
    (
      await queryRows<{ n: number }>(
        s.database.db,
        sql`select (select count(*) from devices)::int + (select count(*) from device_imports)::int as n`,
      )
    )[0]!.n;
  let before: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const account = await buildAccount(db, { customer });
    accountId = account.id;
    const person = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [account],
    });
    admin = await s.tokenFor(person.catalogId);
    before = await written();
    // A fresh seeded database takes long on a loaded machine.
  }, 300_000);
  afterAll(async () => {
    expect(await written()).toBe(before);
    await s.close();
  });

  const reason = (res: { statusCode: number; json(): { details?: { reason?: string } } }) => [
    res.statusCode,
    res.json().details?.reason,
  ];

  it('a file that is not a zip (a PNG, a CSV renamed .xlsx)', async () => {
    expect(reason(await upload(PNG_BYTES))).toEqual([400, 'FILE_WRONG_TYPE']);
    expect(reason(await upload(Buffer.from('Navn;Type\niPhone;Mobil\n')))).toEqual([400, 'FILE_WRONG_TYPE']);
  });

  it('a zip bomb by ratio, and one declaring more than 200 MB unpacked', async () => {
    const ratio = await zipOf(workbookParts(Buffer.alloc(20 * MB, ' ').toString()));
    expect(reason(await upload(ratio))).toEqual([400, 'XLSX_COMPRESSION_RATIO']);
    const parts = workbookParts(SHEET).map((p) => ({
      name: p.name,
      data: Buffer.from(p.data as string),
      declaredSize: Buffer.byteLength(p.data as string),
    }));
    const big = lyingZip([
      ...parts,
      ...['a', 'b', 'c'].map((n) => ({
        name: `xl/media/${n}.bin`,
        data: randomBytes(MB),
        declaredSize: 90 * MB,
      })),
    ]);
    expect(reason(await upload(big))).toEqual([400, 'XLSX_TOO_LARGE_UNPACKED']);
  });

  it('too many entries', async () => {
    const many = await zipOf(
      workbookParts(SHEET, {
        extraParts: Array.from({ length: 1_000 }, (_, i) => ({
          name: `xl/media/i${i}.png`,
          data: 'x',
          compress: false,
        })),
      }),
    );
    expect(reason(await upload(many))).toEqual([400, 'XLSX_TOO_MANY_ENTRIES']);
  });

  it('a macro workbook renamed .xlsx (to the import and to the error file)', async () => {
    const xlsm = await zipOf(
      workbookParts(SHEET, {
        workbookContentType: MACRO_CONTENT_TYPE,
        extraParts: [{ name: 'xl/vbaProject.bin', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }],
      }),
    );
    expect(reason(await upload(xlsm))).toEqual([400, 'XLSX_MACROS']);
    expect(reason(await upload(xlsm, 'upload/errors'))).toEqual([400, 'XLSX_MACROS']);
  });

  it('a sheet of a million rows, refused at the bound', async () => {
    const million = await zipOf(workbookParts(generatedSheet(1_000_000)));
    expect(reason(await upload(million))).toEqual([400, 'XLSX_TOO_MANY_ROWS']);
  }, 120_000);

  it('a file over 50 MB, with the specification text', async () => {
    const res = await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(50 * MB + 1)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size exceeds the maximum limit of 50MB.');
  });
});
