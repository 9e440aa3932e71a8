import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  generatedSheet,
  lyingZip,
  MACRO_CONTENT_TYPE,
  PNG_BYTES,
  workbookParts,
  zipOf,
} from '../../test/files/hostile-files.ts';
import { AppError } from '../errors.ts';
import { inspectXlsx, XLSX_LIMITS } from './xlsx-inspect.ts';
import { readXlsxRows } from './xlsx-rows.ts';

const MB = 1024 * 1024;
const tmp = mkdtempSync(join(tmpdir(), 'xlsx-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, ...error.details };
    throw error;
  }
  throw new Error('not refused');
}

const SMALL_SHEET =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Navn</t></is></c></row>' +
  '<row r="2"><c r="A2" t="inlineStr"><is><t>Åse</t></is></c></row></sheetData></worksheet>';

async function exceljsWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Enheter');
  sheet.addRow(['Navn', 'IMEI', 'Kostpris', 'Innkjøpt', 'Sum']);
  sheet.addRow([
    'Blåbær Ødegård',
    '356938035643809',
    8990.5,
    new Date(Date.UTC(2025, 0, 31)),
    { formula: 'C2*2', result: 17981 },
  ]);
  sheet.addRow([]);
  sheet.addRow([{ richText: [{ text: 'Æse ' }, { text: 'Ås', font: { bold: true } }] }, null, 12345]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('inspectXlsx refuses before unpacking', () => {
  it('a file that is no zip at all (a CSV, a PNG) and an empty one', async () => {
    expect(await refusal(inspectXlsx(Buffer.from('Navn;IMEI\nÅse;356938035643809\n')))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'XLSX_NOT_A_WORKBOOK',
      params: {},
    });
    expect(await refusal(inspectXlsx(PNG_BYTES))).toMatchObject({ reason: 'XLSX_NOT_A_WORKBOOK' });
    expect(await refusal(inspectXlsx(Buffer.alloc(0)))).toMatchObject({ reason: 'FILE_EMPTY' });
  });

  it('a zip that is damaged', async () => {
    const cut = (await zipOf(workbookParts(SMALL_SHEET))).subarray(0, 200);
    expect(await refusal(inspectXlsx(cut))).toMatchObject({ reason: 'XLSX_DAMAGED' });
  });

  it('a zip that is no workbook', async () => {
    const zip = await zipOf([{ name: 'report.docx.xml', data: '<w/>' }]);
    expect(await refusal(inspectXlsx(zip))).toMatchObject({ reason: 'XLSX_NOT_A_WORKBOOK' });
    const noWorkbook = await zipOf(workbookParts(SMALL_SHEET).filter((p) => p.name !== 'xl/workbook.xml'));
    expect(await refusal(inspectXlsx(noWorkbook))).toMatchObject({ reason: 'XLSX_NOT_A_WORKBOOK' });
  });

  it('too many parts, counted from the directory before any is read', async () => {
    const parts = workbookParts(SMALL_SHEET, {
      extraParts: Array.from({ length: 1_000 }, (_, i) => ({
        name: `xl/media/image${i}.png`,
        data: 'x',
        compress: false,
      })),
    });
    expect(await refusal(inspectXlsx(await zipOf(parts)))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'XLSX_TOO_MANY_ENTRIES',
      params: { count: 1_005, max: 1_000 },
    });
  });

  it('a zip bomb: a part compressed more than 100:1', async () => {
    // 20 MB of spaces deflate to some 20 kB: a ratio near 1 000:1.
    const bomb = await zipOf(workbookParts(Buffer.alloc(20 * MB, ' ').toString()));
    expect(await refusal(inspectXlsx(bomb))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'XLSX_COMPRESSION_RATIO',
      params: { entry: 'xl/worksheets/sheet1.xml' },
    });
  });

  it('a zip bomb: parts declaring more than 200 MB unpacked in total', async () => {
    const parts = workbookParts(SMALL_SHEET).map((p) => ({
      name: p.name,
      data: Buffer.from(p.data as string),
      declaredSize: Buffer.byteLength(p.data as string),
    }));
    // Noise does not compress: 1 MB packed each, declaring 90 MB stays under 100:1, three of them pass 200 MB.
    const big = [
      ...parts,
      ...['a', 'b', 'c'].map((n) => ({
        name: `xl/media/${n}.bin`,
        data: randomBytes(MB),
        declaredSize: 90 * MB,
      })),
    ];
    expect(await refusal(inspectXlsx(lyingZip(big)))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'XLSX_TOO_LARGE_UNPACKED',
      params: { maxMb: 200 },
    });
  });

  it('a macro workbook renamed .xlsx, by its macro part or by its content type', async () => {
    const xlsm = await zipOf(
      workbookParts(SMALL_SHEET, {
        workbookContentType: MACRO_CONTENT_TYPE,
        extraParts: [{ name: 'xl/vbaProject.bin', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }],
      }),
    );
    expect(await refusal(inspectXlsx(xlsm))).toMatchObject({ reason: 'XLSX_MACROS' });
    const typeOnly = await zipOf(workbookParts(SMALL_SHEET, { workbookContentType: MACRO_CONTENT_TYPE }));
    expect(await refusal(inspectXlsx(typeOnly))).toMatchObject({ reason: 'XLSX_MACROS' });
  });

  it('reads a file on disk as well as bytes', async () => {
    const path = join(tmp, 'ok.xlsx');
    writeFileSync(path, await exceljsWorkbook());
    const inspection = await inspectXlsx(path);
    expect(inspection.entryNames).toContain('xl/workbook.xml');
    expect(inspection.entryCount).toBe(inspection.entryNames.length);
    const bomb = join(tmp, 'bomb.xlsx');
    writeFileSync(bomb, await zipOf(workbookParts(Buffer.alloc(20 * MB, ' ').toString())));
    expect(await refusal(inspectXlsx(bomb))).toMatchObject({ reason: 'XLSX_COMPRESSION_RATIO' });
  });
});

describe('readXlsxRows', () => {
  it('reads a workbook exceljs wrote: strings with æøå, numbers, dates, formula results, rich text', async () => {
    const { sheetName, header, rows } = await readXlsxRows(await exceljsWorkbook());
    expect(sheetName).toBe('Enheter');
    expect(header).toEqual(['Navn', 'IMEI', 'Kostpris', 'Innkjøpt', 'Sum']);
    // The empty row 3 is left out; row numbers are the sheet's own.
    expect(rows).toEqual([
      {
        rowNumber: 2,
        cells: ['Blåbær Ødegård', '356938035643809', 8990.5, new Date(Date.UTC(2025, 0, 31)), 17981],
      },
      { rowNumber: 4, cells: ['Æse Ås', null, 12345] },
    ]);
  });

  it('reads a workbook LibreOffice Calc saved (sheet before shared strings, date styles)', async () => {
    // Made with `soffice --headless --convert-to xlsx` from a semicolon CSV, Norwegian locale:
    // Navn;IMEI;Kostpris;Innkjøpt / Blåbær Ødegård;356938035643809;8990,50;31.01.2025 / Æse Ås;…;12345;29.02.2024
    const fixture = resolve(import.meta.dirname, '../../test/files/libreoffice-devices.xlsx');
    const { header, rows } = await readXlsxRows(fixture);
    expect(header).toEqual(['Navn', 'IMEI', 'Kostpris', 'Innkjøpt']);
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['Blåbær Ødegård', 356938035643809, 8990.5, new Date(Date.UTC(2025, 0, 31))] },
      { rowNumber: 3, cells: ['Æse Ås', 490154203237518, 12345, new Date(Date.UTC(2024, 1, 29))] },
    ]);
  });

  it('keeps æøå whole where the unpacked text is cut between chunks', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Navn');
    sheet.addRow(['Navn']);
    const names = Array.from({ length: 5_000 }, (_, i) => `Blåbærsyltetøy Ærlig Øl Åsen ${i}`);
    for (const name of names) sheet.addRow([name]);
    const { rows } = await readXlsxRows(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows.map((r) => r.cells[0])).toEqual(names);
  }, 30_000);

  it('refuses a sheet of a million rows at the first row past 100 000, without reading on', async () => {
    const million = await zipOf(workbookParts(generatedSheet(1_000_000)));
    expect(await refusal(readXlsxRows(million))).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'XLSX_TOO_MANY_ROWS',
      params: { max: XLSX_LIMITS.maxDataRows },
    });
    // Exactly at the bound is fine.
    const limits = { ...XLSX_LIMITS, maxDataRows: 1_000 };
    const atBound = await readXlsxRows(await zipOf(workbookParts(generatedSheet(1_000))), { limits });
    expect(atBound.rows).toHaveLength(1_000);
    expect(atBound.rows.at(-1)).toEqual({ rowNumber: 1_001, cells: [1_001] });
    expect(
      await refusal(readXlsxRows(await zipOf(workbookParts(generatedSheet(1_001))), { limits })),
    ).toMatchObject({ reason: 'XLSX_TOO_MANY_ROWS' });
  }, 60_000);

  it('refuses a part that unpacks to more than its header declares (the lie the directory cannot show)', async () => {
    // 900 kB declared, so no ratio check applies; it really unpacks to 5 MB of rows.
    const sheet = Buffer.from(
      `${'<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'}${'<row r="2"><c r="A2"><v>1</v></c></row>'.repeat(130_000)}</sheetData></worksheet>`,
    );
    const parts = workbookParts('').map((p) =>
      p.name === 'xl/worksheets/sheet1.xml'
        ? { name: p.name, data: sheet, declaredSize: 900_000 }
        : {
            name: p.name,
            data: Buffer.from(p.data as string),
            declaredSize: Buffer.byteLength(p.data as string),
          },
    );
    const liar = lyingZip(parts);
    await expect(inspectXlsx(liar)).resolves.toMatchObject({ entryCount: 5 });
    expect(await refusal(readXlsxRows(liar))).toMatchObject({ reason: 'XLSX_DAMAGED' });
  });

  it('refuses a sheet that is not XML, and a workbook whose sheet is missing', async () => {
    expect(
      await refusal(
        readXlsxRows(
          await zipOf(workbookParts('<worksheet><sheetData><row r="1"></c></sheetData></worksheet>')),
        ),
      ),
    ).toMatchObject({
      reason: 'XLSX_DAMAGED',
    });
    const noSheet = await zipOf(
      workbookParts(SMALL_SHEET).filter((p) => p.name !== 'xl/worksheets/sheet1.xml'),
    );
    expect(await refusal(readXlsxRows(noSheet))).toMatchObject({ reason: 'XLSX_NO_WORKSHEET' });
  });
});
