import { PassThrough, Readable } from 'node:stream';
import type { ExportColumn, ExportEncoding, ExportFormatOptions, PayrollPreset } from '@connect/shared';
import { type Options as CsvOptions, stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import {
  cellOf,
  type ExportCell,
  type ExportSourceRow,
  formatExportAmount,
  neutraliseFormula,
} from './export-values.ts';
import { payrollContentType } from './payroll-layouts.ts';

/** What a file is made of: its format options, its columns in order, and the month it covers ('YYYY-MM'). */
export type ExportFileSpec = { options: ExportFormatOptions; columns: ExportColumn[]; period: string };

/** The file's rows, in batches as the repository reads them (never the whole month at once). */
export type RowBatches = AsyncIterable<ExportSourceRow[]>;

const CHARSETS: Record<ExportEncoding, string> = {
  utf8: 'utf-8',
  cp1252: 'windows-1252',
  'windows-1257': 'windows-1257',
};

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function fileContentType(options: ExportFormatOptions & { preset?: PayrollPreset }): string {
  if (options.preset && options.preset !== 'free') return payrollContentType(options.preset);
  return options.fileFormat === 'excel'
    ? XLSX_CONTENT_TYPE
    : `text/csv; charset=${CHARSETS[options.encoding]}`;
}

export function fileExtension(options: ExportFormatOptions): 'csv' | 'xlsx' {
  return options.fileFormat === 'excel' ? 'xlsx' : 'csv';
}

/** The file as a byte stream in the export's format. */
export function exportFileStream(spec: ExportFileSpec, batches: RowBatches): Readable {
  return spec.options.fileFormat === 'excel' ? xlsxStream(spec, batches) : csvStream(spec, batches);
}

/** csv-stringify options for the quote style: none never quotes, auto only when needed, force all, empty the empty ones. */
export function csvOptions(options: ExportFormatOptions): CsvOptions {
  const base: CsvOptions = { delimiter: options.separator, record_delimiter: 'unix', eof: true };
  switch (options.quoteStyle) {
    case 'none':
      return { ...base, quote: '', escape: '', quoted: false, quoted_empty: false };
    case 'force':
      return { ...base, quoted: true, quoted_empty: true };
    case 'empty':
      return { ...base, quoted: false, quoted_empty: true };
    default:
      return { ...base, quoted: false, quoted_empty: false };
  }
}

function csvText(cell: ExportCell, options: ExportFormatOptions): string {
  if ('ore' in cell) return formatExportAmount(cell.ore, options.decimalSeparator, options.thousandSeparator);
  const text = options.quoteStyle === 'none' ? unquotable(cell.text, options.separator) : cell.text;
  return neutraliseFormula(text);
}

/**
 * A value for quoting "none": nothing can be quoted, so the separator, a double quote and line breaks each become a
 * space. The value then stays one cell on its line (`x;=HYPERLINK(…)` cannot open a new cell starting with `=`), and
 * the formula check runs on what is actually written.
 */
export function unquotable(text: string, separator: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replaceAll('"', ' ')
    .replaceAll(separator, ' ');
}

function csvStream(spec: ExportFileSpec, batches: RowBatches): Readable {
  const { options, columns, period } = spec;
  const stringifyOptions = csvOptions(options);
  const header = options.useHeader ? [columns.map((c) => csvText({ text: c.name }, options))] : [];
  async function* bytes() {
    let first = true;
    for await (const batch of batches) {
      const records = batch.map((row) =>
        columns.map((c) => csvText(cellOf(c, row, period, options.amountSign), options)),
      );
      const text = stringify(first ? [...header, ...records] : records, stringifyOptions);
      first = false;
      if (text) yield iconv.encode(text, options.encoding);
    }
    // An empty month still gets its header line.
    if (first && header.length) yield iconv.encode(stringify(header, stringifyOptions), options.encoding);
  }
  return Readable.from(bytes(), { objectMode: false });
}

const AMOUNT_FORMAT = '#,##0.00';
// One style object per kind, shared by every cell: exceljs looks a style up by object first, so a shared object
// is rendered once per file instead of once per cell. Never change them through a cell (cell.numFmt = … would).
const AMOUNT_STYLE: Partial<ExcelJS.Style> = { numFmt: AMOUNT_FORMAT };
const TEXT_STYLE: Partial<ExcelJS.Style> = {};

function sheetName(period: string): string {
  return period.replace(/[[\]:*?/\\]/g, '-').slice(0, 31);
}

/** The first moment after the month ('YYYY-MM'), in UTC. */
export function endOfPeriod(period: string): Date {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1));
}

type WriterParts = {
  created: Date;
  zip: { append: (source: unknown, data: { name: string; date?: Date }) => unknown };
};

/**
 * exceljs appends every part to its archiver without a date, so archiver stamps each zip entry with the time it is
 * written. This writer dates them with the workbook's `created` instead (stored in UTC: archiver's forceLocalTime
 * stays off), so the same month gives the same bytes whenever it is downloaded, as a csv does.
 */
class DatedWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  /** exceljs's constructor calls this first, right after it made its archiver and before any part is appended. */
  override addThemes(): Promise<void> {
    const parts = this as unknown as WriterParts;
    const append = parts.zip.append.bind(parts.zip);
    parts.zip.append = (source, data) => append(source, { ...data, date: parts.created });
    return super.addThemes();
  }
}

/**
 * A real .xlsx through exceljs's streaming writer: rows are committed as they come, amounts are number cells with
 * a number format, text is neutralised like in csv. The csv options (separator, quoting, encoding, separators)
 * do not apply; the header and the amount sign do.
 */
function xlsxStream(spec: ExportFileSpec, batches: RowBatches): Readable {
  const { options, columns, period } = spec;
  const out = new PassThrough();
  const madeAt = endOfPeriod(period);
  const workbook = new DatedWorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    // Not in exceljs's types, read by its writer: the dates of docProps/core.xml and of the zip entries.
    ...{ created: madeAt, modified: madeAt },
  });
  const sheet = workbook.addWorksheet(sheetName(period));
  sheet.columns = columns.map((c) => ({ width: Math.min(40, Math.max(10, c.name.length + 2)) }));

  async function write() {
    if (options.useHeader) {
      const header = sheet.addRow(columns.map((c) => neutraliseFormula(c.name)));
      header.font = { bold: true };
      header.commit();
    }
    for await (const batch of batches) {
      // The receiver went away (a cancelled download): stop reading the month.
      if (out.destroyed) return;
      for (const row of batch) {
        const cells = columns.map((c) => cellOf(c, row, period, options.amountSign));
        const line = sheet.addRow(
          cells.map((cell) => ('ore' in cell ? cell.ore / 100 : neutraliseFormula(cell.text))),
        );
        cells.forEach((cell, i) => {
          line.getCell(i + 1).style = 'ore' in cell ? AMOUNT_STYLE : TEXT_STYLE;
        });
        line.commit();
      }
      // Let the response take what is written before reading the next batch.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((e: unknown) => out.destroy(e as Error));
  return out;
}
