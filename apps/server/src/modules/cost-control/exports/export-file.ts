import { PassThrough, Readable } from 'node:stream';
import type { ExportColumn, ExportEncoding, ExportFormatOptions, PayrollPreset } from '@connect/shared';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import {
  cellReader,
  type ExportCell,
  type ExportSourceRow,
  formatExportAmount,
  neutraliseFormula,
} from './export-values.ts';
import { payrollContentType } from './payroll-layouts.ts';
import { type SheetCell, sheetRows } from './sheet-rows.ts';

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

/**
 * One csv field as the quote style writes it: none never quotes (the value is made unquotable first), auto quotes a
 * value with the separator, a double quote or a line break, force quotes every field, empty ones too, and empty
 * quotes only the empty ones. A double quote inside a quoted field is doubled. Text is neutralised as a formula
 * first; an amount is written as it is formatted.
 */
export function csvField(options: ExportFormatOptions): (cell: ExportCell) => string {
  const { separator, quoteStyle, decimalSeparator, thousandSeparator } = options;
  const text = (cell: ExportCell) =>
    typeof cell === 'number'
      ? formatExportAmount(cell, decimalSeparator, thousandSeparator)
      : neutraliseFormula(quoteStyle === 'none' ? unquotable(cell, separator) : cell);
  if (quoteStyle === 'none') return text;
  const special = separator === ';' ? /[;"\r\n]/ : /[,"\r\n]/;
  const quoteEmpty = quoteStyle === 'force' || quoteStyle === 'empty';
  return (cell) => {
    const value = text(cell);
    if (value === '') return quoteEmpty ? '""' : '';
    return quoteStyle === 'force' || special.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  };
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

/** The csv text of the file's lines, one string per batch: every line ends with LF, the header line is optional. */
function csvStream(spec: ExportFileSpec, batches: RowBatches): Readable {
  const { options, columns, period } = spec;
  const field = csvField(options);
  const readers = columns.map((c) => cellReader(c, period, options.amountSign));
  const header = options.useHeader ? `${columns.map((c) => field(c.name)).join(options.separator)}\n` : '';
  async function* bytes() {
    let text = header;
    for await (const batch of batches) {
      for (const row of batch) {
        for (let i = 0; i < readers.length; i++)
          text += (i ? options.separator : '') + field(readers[i]!(row));
        text += '\n';
      }
      if (text) yield iconv.encode(text, options.encoding);
      text = '';
    }
    // An empty month still gets its header line.
    if (text) yield iconv.encode(text, options.encoding);
  }
  return Readable.from(bytes(), { objectMode: false });
}

const AMOUNT_FORMAT = '#,##0.00';
// One style object per kind, registered once per file with exceljs's styles (sheet-rows.ts).
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
 * A real .xlsx through exceljs's streaming writer: the header row through exceljs, the data rows as its XML
 * (sheet-rows.ts) a batch at a time; amounts are number cells with a number format, text is neutralised like in csv. The csv options (separator, quoting, encoding, separators)
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
    const rows = sheetRows(sheet, options.useHeader ? 2 : 1, { text: TEXT_STYLE, number: AMOUNT_STYLE });
    const readers = columns.map((c) => cellReader(c, period, options.amountSign));
    const cells: SheetCell[] = readers.map(() => '');
    for await (const batch of batches) {
      // The receiver went away (a cancelled download): stop reading the month.
      if (out.destroyed) return;
      for (const row of batch) {
        for (let i = 0; i < readers.length; i++) {
          const cell = readers[i]!(row);
          cells[i] = typeof cell === 'number' ? cell / 100 : neutraliseFormula(cell);
        }
        rows.add(cells);
      }
      rows.flush();
      // Let the response take what is written before reading the next batch.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((e: unknown) => out.destroy(e as Error));
  return out;
}
