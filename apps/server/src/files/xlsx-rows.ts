import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Entry } from 'yauzl';
import { AppError } from '../errors.ts';
import { UploadRefusal, uploadRefusal } from './upload-refusal.ts';
import {
  type OpenedXlsx,
  openEntryStream,
  openXlsx,
  XLSX_LIMITS,
  type XlsxLimits,
  type XlsxSource,
} from './xlsx-inspect.ts';

/** A cell as an import reads it: formulas give their stored result, rich text its plain text, an error its code. */
export type XlsxCellValue = string | number | boolean | Date | null;
export interface XlsxRow {
  /** The sheet's own row number (1 is the first row), for error messages that name the row. */
  rowNumber: number;
  /** Column A first; trailing empty cells are left out. */
  cells: XlsxCellValue[];
}
export interface XlsxRows {
  sheetName: string;
  header: XlsxCellValue[];
  rows: XlsxRow[];
}

/**
 * The parts of exceljs 4.4.0's streaming WorkbookReader (pinned) that parse one part each. exceljs's own `read()`
 * takes the zip's local headers in file order and spools every sheet met before the shared strings to a temporary
 * file, which stays behind when reading stops early; fed part by part from yauzl instead, it reads only the parts
 * the central directory listed, each checked against its declared size, and nothing touches the disk.
 */
interface WorkbookReaderParts {
  model?: { sheets?: { name: string; rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<{ number: number; values: unknown }> }>;
}

function plain(value: unknown): XlsxCellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  const v = value as {
    richText?: { text: string }[];
    result?: unknown;
    formula?: string;
    text?: unknown;
    error?: string;
  };
  if (v.richText) return v.richText.map((r) => r.text ?? '').join('');
  if ('formula' in v || 'sharedFormula' in v) return plain(v.result);
  if (v.error) return v.error;
  if (v.text !== undefined) return plain(v.text);
  return null;
}

function cellsOf(values: unknown): XlsxCellValue[] {
  // exceljs gives a sparse array whose index 1 is column A.
  const cells = Array.from((values as unknown[]).slice(1), plain);
  while (cells.length > 0 && (cells.at(-1) === null || cells.at(-1) === '')) cells.pop();
  return cells;
}

/** Where the workbook's first sheet lives: its relationship target, made a path inside the zip. */
function firstSheetPath(reader: WorkbookReaderParts): { name: string; path: string } | null {
  const sheet = reader.model?.sheets?.[0];
  const target = sheet && reader.workbookRels?.find((r) => r.Id === sheet.rId)?.Target;
  if (!sheet || !target) return null;
  return { name: sheet.name, path: target.startsWith('/') ? target.slice(1) : `xl/${target}` };
}

async function partStream(opened: OpenedXlsx, entry: Entry): Promise<Readable> {
  const stream = await openEntryStream(opened.zip, entry);
  // Text across chunk boundaries: exceljs decodes each chunk on its own, which would break an æ cut in two.
  stream.setEncoding('utf8');
  return stream;
}

async function readPart(opened: OpenedXlsx, name: string, parse: (s: Readable) => Promise<unknown>) {
  const entry = opened.entries.get(name);
  if (entry) await parse(await partStream(opened, entry));
}

/**
 * The first worksheet's rows: the first `headerRows` rows as the header, then the data rows that have a value.
 * Refuses like `inspectXlsx`, and stops with XLSX_TOO_MANY_ROWS at the first data row past the bound, unread rest.
 */
export async function readXlsxRows(
  source: XlsxSource,
  options: { limits?: XlsxLimits; headerRows?: number } = {},
): Promise<XlsxRows> {
  const limits = options.limits ?? XLSX_LIMITS;
  const headerRows = options.headerRows ?? 1;
  const opened = await openXlsx(source, limits);
  let sheetStream: Readable | null = null;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    }) as unknown as WorkbookReaderParts;
    await readPart(opened, 'xl/_rels/workbook.xml.rels', (s) => reader._parseRels(s));
    await readPart(opened, 'xl/workbook.xml', (s) => reader._parseWorkbook(s));
    reader.sharedStrings = [];
    await readPart(opened, 'xl/sharedStrings.xml', async (s) => {
      for await (const _ of reader._parseSharedStrings(s));
    });
    await readPart(opened, 'xl/styles.xml', (s) => reader._parseStyles(s));

    const sheet = firstSheetPath(reader);
    const sheetEntry = sheet && opened.entries.get(sheet.path);
    if (!sheet || !sheetEntry) throw uploadRefusal(UploadRefusal.NoWorksheet);
    sheetStream = await partStream(opened, sheetEntry);
    const sheetNo = /(\d+)\.xml$/.exec(sheet.path)?.[1] ?? '1';
    const [emitted] = [...reader._parseWorksheet(sheetStream, sheetNo)];
    if (!emitted) throw uploadRefusal(UploadRefusal.NoWorksheet);

    const header: XlsxCellValue[] = [];
    const rows: XlsxRow[] = [];
    for await (const row of emitted.value) {
      const cells = cellsOf(row.values);
      if (row.number <= headerRows) {
        if (row.number === headerRows) header.push(...cells);
        continue;
      }
      if (cells.length === 0) continue;
      if (rows.length === limits.maxDataRows)
        throw uploadRefusal(UploadRefusal.TooManyRows, { max: limits.maxDataRows });
      rows.push({ rowNumber: row.number, cells });
    }
    return { sheetName: sheet.name, header, rows };
  } catch (error) {
    // A malformed part (bad XML, a part longer than declared) is a damaged file, not a server error.
    throw error instanceof AppError ? error : uploadRefusal(UploadRefusal.Damaged);
  } finally {
    sheetStream?.destroy();
    opened.zip.close();
  }
}
