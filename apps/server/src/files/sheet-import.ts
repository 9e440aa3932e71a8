import {
  formatDate,
  IMPORT_INVALID_ROWS,
  isDateInRange,
  isValidDate,
  kronerToOre,
  parseAmount,
  parseDateText,
  type RowProblem,
} from '@connect/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { groupBy } from '../group-by.ts';
import { attachmentDisposition } from '../http/content-disposition.ts';
import { requestLanguage } from '../http/language.ts';
import type { XlsxCellValue, XlsxRow, XlsxRows } from './xlsx-rows.ts';

/** The largest amount a cell may hold: 100 million kroner, either sign where signed. */
const MAX_AMOUNT_ORE = 10_000_000_000;

/**
 * What every xlsx import shares (the device import, the policy import): columns found by their header in either
 * language, cells read by kind with a problem per bad cell, every problem of the file collected before anything is
 * written, the refusal that lists them, and the error file (the uploaded sheet with an error column).
 */

export type Texts = { en: string; no: string };

export interface SheetColumn<K extends string> {
  key: K;
  en: string;
  no: string;
  required?: boolean;
  /** Other headers accepted for the column (lower case). */
  aliases?: string[];
}

/** The JSON answer lists at most this many problems; the error file carries every one. */
export const MAX_LISTED_PROBLEMS = 1_000;

export class SheetProblems {
  readonly list: RowProblem[] = [];
  add(row: number, column: string, value: XlsxCellValue, texts: Texts) {
    this.list.push({ row, column, value: shownValue(value), message: texts.en, messageNo: texts.no });
  }
  get any() {
    return this.list.length > 0;
  }
  /** The answer's part: the first problems in sheet order and how many there are in all. */
  report() {
    const sorted = [...this.list].sort((a, b) => a.row - b.row);
    return { errors: sorted.slice(0, MAX_LISTED_PROBLEMS), errorCount: sorted.length };
  }
  /** BAD_USER_INPUT naming the first problem, with every problem (up to the bound) in `details.errors`. */
  refusal(): AppError {
    const report = this.report();
    const first = report.errors[0]!;
    return AppError.badInput(`Row ${first.row}, ${first.column} "${first.value}": ${first.message}`, {
      reason: IMPORT_INVALID_ROWS,
      ...report,
    });
  }
}

/** A cell as an error message and the error file show it: dates as DD.MM.YYYY, numbers as written. */
export function shownValue(value: XlsxCellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return formatDate(value.toISOString().slice(0, 10));
  return String(value);
}

const headerKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(.*\)/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

export type LocatedColumns<K extends string> = Map<K, { index: number; label: string }>;

/** Finds each column by its header (either language, without what is in brackets); a missing required one is a problem. */
export function locateColumns<K extends string>(
  header: XlsxCellValue[],
  columns: readonly SheetColumn<K>[],
  problems: SheetProblems,
  headerRow = 1,
): LocatedColumns<K> {
  const located: LocatedColumns<K> = new Map();
  header.forEach((cell, index) => {
    const key = headerKey(shownValue(cell));
    const column = columns.find(
      (c) => headerKey(c.en) === key || headerKey(c.no) === key || c.aliases?.includes(key),
    );
    if (column && !located.has(column.key)) located.set(column.key, { index, label: shownValue(cell) });
  });
  for (const c of columns)
    if (c.required && !located.has(c.key))
      problems.add(headerRow, c.no, null, {
        en: `The column "${c.en}" is missing. Start from the template.`,
        no: `Kolonnen «${c.no}» mangler. Ta utgangspunkt i malen.`,
      });
  return located;
}

/** Reads one row's cells by column key; a bad cell adds its problem and answers undefined. */
export class RowReader<K extends string> {
  constructor(
    private readonly problems: SheetProblems,
    private readonly columns: LocatedColumns<K>,
    readonly row: XlsxRow,
  ) {}

  has(key: K): boolean {
    return this.columns.has(key);
  }

  raw(key: K): XlsxCellValue {
    const column = this.columns.get(key);
    return column === undefined ? null : (this.row.cells[column.index] ?? null);
  }

  fail(key: K, texts: Texts): undefined {
    this.problems.add(this.row.rowNumber, this.columns.get(key)?.label ?? key, this.raw(key), texts);
    return undefined;
  }

  /** Trimmed text; null when empty (a problem when required), undefined when too long. */
  text(key: K, opts: { required?: Texts; max?: number } = {}): string | null | undefined {
    const value = this.raw(key);
    const text = value instanceof Date ? shownValue(value) : value === null ? '' : String(value).trim();
    if (text === '') return opts.required ? this.fail(key, opts.required) : null;
    const max = opts.max ?? 200;
    if (text.length > max)
      return this.fail(key, { en: `At most ${max} characters.`, no: `Høyst ${max} tegn.` });
    return text;
  }

  /** A date cell, or text as a date field reads it (parseDateText) or YYYY-MM-DD, as YYYY-MM-DD within the product's date range. */
  date(key: K): string | null | undefined {
    const value = this.raw(key);
    if (value === null || value === '') return null;
    let iso: string | null = null;
    if (value instanceof Date) iso = value.toISOString().slice(0, 10);
    else if (typeof value === 'string') {
      const t = value.trim();
      const typed = parseDateText(t);
      if (typed.ok) iso = typed.date;
      else if (/^\d{4}-\d{2}-\d{2}$/.test(t)) iso = t;
    }
    if (iso === null || !isValidDate(iso) || !isDateInRange(iso))
      return this.fail(key, {
        en: 'Not a date. Write it as DD.MM.YYYY, from 2000 to 2100.',
        no: 'Ikke en dato. Skriv den som DD.MM.ÅÅÅÅ, fra 2000 til 2100.',
      });
    return iso;
  }

  /** Kroner as a number cell or Norwegian text (`1234`, `1 234,50`: parseAmount), as øre; negative only when `signed`. */
  amount(key: K, opts: { signed?: boolean } = {}): number | null | undefined {
    const value = this.raw(key);
    if (value === null || value === '') return null;
    let ore: number | null = null;
    if (typeof value === 'number' && Number.isFinite(value)) ore = kronerToOre(value);
    else if (typeof value === 'string') {
      const read = parseAmount(value, { negative: opts.signed });
      if (read.ok) ore = read.ore;
    }
    const floor = opts.signed ? -MAX_AMOUNT_ORE : 0;
    if (ore === null || ore < floor || ore > MAX_AMOUNT_ORE)
      return this.fail(key, {
        en: 'Not an amount. Write kroner as 1234, 1 234,50 or 1.234,50.',
        no: 'Ikke et beløp. Skriv kroner som 1234, 1 234,50 eller 1.234,50.',
      });
    return ore;
  }

  /** Ja/Nei, Yes/No (or true/false, 1/0); empty is no. */
  yesNo(key: K): boolean | undefined {
    const value = this.raw(key);
    if (value === null || value === '' || value === false || value === 0) return false;
    if (value === true || value === 1) return true;
    const t = String(value).trim().toLowerCase();
    if (['ja', 'yes', 'j', 'y', 'true', 'x'].includes(t)) return true;
    if (['nei', 'no', 'n', 'false'].includes(t)) return false;
    return this.fail(key, { en: 'Write Yes or No.', no: 'Skriv Ja eller Nei.' });
  }
}

/**
 * The error file: the uploaded sheet's header and rows (values, at their own row numbers) with an error column
 * added that says what is wrong on each row, and the bad cells marked.
 */
export async function errorWorkbook(
  read: XlsxRows,
  problems: SheetProblems,
  language: 'no' | 'en',
  headerRow = 1,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(read.sheetName.slice(0, 31) || 'Sheet1');
  const width = Math.max(read.header.length, ...read.rows.map((r) => r.cells.length));
  const errorColumn = width + 1;
  const byRow = groupBy(problems.list, (p) => p.row);

  const write = (rowNumber: number, cells: XlsxCellValue[]) => {
    const row = sheet.getRow(rowNumber);
    cells.forEach((value, i) => {
      const cell = row.getCell(i + 1);
      cell.value = value;
      if (value instanceof Date) cell.numFmt = 'dd.mm.yyyy';
    });
    const found = byRow.get(rowNumber);
    if (found) {
      const error = row.getCell(errorColumn);
      error.value = found
        .map((p) => `${p.column}: ${language === 'en' ? p.message : p.messageNo}`)
        .join('\n');
      error.font = { color: { argb: 'FFC00000' } };
      for (const p of found) {
        const index = read.header.findIndex((h) => shownValue(h) === p.column);
        if (index >= 0)
          row.getCell(index + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
      }
    }
  };
  write(headerRow, read.header);
  const title = sheet.getRow(headerRow).getCell(errorColumn);
  const headerProblems = byRow.get(headerRow);
  title.value = [
    language === 'en' ? 'Error' : 'Feil',
    ...(headerProblems ?? []).map((p) => (language === 'en' ? p.message : p.messageNo)),
  ].join('\n');
  title.font = { bold: true, color: { argb: 'FFC00000' } };
  for (const row of read.rows) write(row.rowNumber, row.cells);
  sheet.getColumn(errorColumn).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends an xlsx as a download under its name. */
export function sendXlsx(reply: FastifyReply, file: Buffer, fileName: string) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(file);
}

/** Sends the error file of an upload, named after the uploaded file, in the reader's language. */
export async function sendErrorFile(
  req: FastifyRequest,
  reply: FastifyReply,
  checked: { read: XlsxRows; problems: SheetProblems },
  uploadedName: string,
) {
  const language = requestLanguage(req);
  const name = uploadedName.replace(/\.xlsx$/i, '') || 'import';
  return sendXlsx(
    reply,
    await errorWorkbook(checked.read, checked.problems, language),
    `${name}-${language === 'en' ? 'errors' : 'feil'}.xlsx`,
  );
}
