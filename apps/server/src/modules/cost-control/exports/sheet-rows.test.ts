import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnLetters, type SheetCell, sheetRows, xmlText } from './sheet-rows.ts';

const NUMBER_STYLE: Partial<ExcelJS.Style> = { numFmt: '#,##0.00' };
const TEXT_STYLE: Partial<ExcelJS.Style> = {};

/**
 * A workbook with a header row (or none) and rows, written by exceljs's own row writer (`addRow`, a style on each
 * cell, `commit`) or by sheetRows, flushed every two rows; the zip entries carry the (fake) clock's time.
 */
async function workbook(header: string[] | null, rows: SheetCell[][], through: 'exceljs' | 'sheetRows') {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('2026-10');
  sheet.columns = (header ?? rows[0] ?? []).map(() => ({ width: 12 }));
  if (header) {
    const line = sheet.addRow(header);
    line.font = { bold: true };
    line.commit();
  }
  if (through === 'sheetRows') {
    const writer = sheetRows(sheet, header ? 2 : 1, { text: TEXT_STYLE, number: NUMBER_STYLE });
    rows.forEach((cells, i) => {
      writer.add(cells);
      if (i % 2 === 1) writer.flush();
    });
    writer.flush();
  } else
    for (const cells of rows) {
      const line = sheet.addRow(cells);
      cells.forEach((cell, i) => {
        line.getCell(i + 1).style = typeof cell === 'number' ? NUMBER_STYLE : TEXT_STYLE;
      });
      line.commit();
    }
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

async function sameBytes(header: string[] | null, rows: SheetCell[][]) {
  const own = await workbook(header, rows, 'sheetRows');
  expect(own.equals(await workbook(header, rows, 'exceljs'))).toBe(true);
  return own;
}

describe('sheet rows', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('writes the bytes of exceljs: text with entities, control characters, æøå and emoji; amounts', async () => {
    const own = await sameBytes(
      ['Navn', 'Trekk', 'Merknad'],
      [
        ['Åse & "Øvrebø" <AS>', -1234.56, "O'Neil\tx\ny\r"],
        ['', 0, 'a\u0001b\u007fc\u000bd\u001fe'],
        ['😀 ÆØÅ', 0.05, '+4791234567'],
      ],
    );
    const sheet = (await new ExcelJS.Workbook().xlsx.load(own as unknown as ArrayBuffer)).worksheets[0]!;
    // A reader sees the text as written (XML reads a carriage return as a line feed).
    expect(sheet.getRow(2).values).toEqual([undefined, 'Åse & "Øvrebø" <AS>', -1234.56, "O'Neil\tx\ny\n"]);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('C3').value).toBe('abcde');
  });

  it('registers the styles as exceljs does without a header: text only, and an amount first', async () => {
    await sameBytes(null, [
      ['1001', 'Ingrid'],
      ['1002', ''],
    ]);
    await sameBytes(null, [
      [100, 'Ingrid', 5],
      [0.5, 'Kai', -5],
    ]);
  });

  it('names columns past Z with two letters', async () => {
    await sameBytes(null, [Array.from({ length: 30 }, (_, i) => (i % 2 ? i : `c${i}`))]);
    expect([1, 26, 27, 52, 53, 100].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'CV']);
  });

  it('leaves a month without rows as exceljs does, with and without a header', async () => {
    await sameBytes(['Navn'], []);
    await sameBytes(null, []);
  });

  it('escapes text as exceljs does', () => {
    expect(xmlText(`<a href='x'>"&"</a>\u0000\u0008\t\n\r\u000e`)).toBe(
      '&lt;a href=&apos;x&apos;&gt;&quot;&amp;&quot;&lt;/a&gt;\t\n\r',
    );
  });
});
