import type { ExportEncoding, PayrollAmount, PayrollPreset, PayrollSettings } from '@connect/shared';
import iconv from 'iconv-lite';
import { formatExportAmount } from './export-values.ts';
import type { PayrollLine } from './payroll-lines.ts';

/**
 * The file layout of each payroll system's import of variable pay lines (issue 32 §1). Sources and the choices
 * made where a system's documentation says nothing: docs/EXPORTS.md "Payroll system presets".
 */

/** The payroll month a file's lines go into, and its first and last day. */
export type PayrollMonth = { year: number; month: number; firstDay: string; lastDay: string };

type Context = { settings: PayrollSettings; payroll: PayrollMonth; exported: string };

/** A delimited field: text is quoted when the layout quotes text, numbers never. */
type Field = { text: string } | { number: string };
/** A fixed-width field: numbers right-aligned with zeros, text left-aligned with blanks. */
type FixedField = { text: string; width: number } | { number: string; width: number };

/** What the presets need beyond the free-form options: line ends, quoting by field type, fixed width, names. */
export type PayrollFileOptions = {
  encoding: ExportEncoding;
  lineEnd: '\r\n' | '\n';
  /** `{name}` the export's name, `{period}` the exported month 'YYYY-MM', `{client}` the client number (4 digits). */
  fileName: string;
  contentType: 'text/csv' | 'text/plain';
  /** Lines before the header (PowerOffice's marker). */
  preamble: string[];
  /** The longest employee number the system's field takes; a longer one is a warning, not a line. */
  employeeNumberDigits: number;
} & (
  | {
      kind: 'delimited';
      separator: ';';
      decimalSeparator: '.' | ',';
      quoteText: boolean;
      header: string[] | null;
      fields: (line: PayrollLine, c: Context) => Field[];
    }
  | { kind: 'fixed'; fields: (line: PayrollLine, c: Context) => FixedField[] }
);

/** The line's text where a system takes one (Tripletex's comment, Unimicro's text), in Norwegian. */
export const PAYROLL_LINE_TEXTS: Record<PayrollAmount, string> = {
  deducted: 'Trekk mobiltelefoni',
  contentDeducted: 'Trekk innholdstjenester',
  contentOverThreshold: 'Trekk innholdstjenester over 1000 kr',
  equipmentDeducted: 'Trekk utstyr',
  ekBenefit: 'Fordel elektronisk kommunikasjon',
  contentBenefit: 'Fordel innholdstjenester over 1000 kr',
  buyOutBenefit: 'Fordel kjøp av utstyr',
};

const lineText = (l: PayrollLine, c: Context) =>
  `${PAYROLL_LINE_TEXTS[l.amount]} ${c.exported.slice(5, 7)}.${c.exported.slice(0, 4)}`;
const norwegianDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const point = (ore: number) => formatExportAmount(ore, '.', '');
const comma = (ore: number) => formatExportAmount(ore, ',', '');
/** An amount with two implied decimals: 133,50 → 13350. */
const implied = (ore: number) => String(Math.round(ore));

const presetLayouts: Record<Exclude<PayrollPreset, 'free'>, PayrollFileOptions> = {
  // Visma Lønn, "Lønnsregistrering, standard format": WgYr, RunNo, EmpNo, WgSrt, Bas, Qty, Rate, Am, AcNo, AgAcNo,
  // R1–R6 (text), DedCd; no header, decimal point, quantity 1 at the amount.
  vismaLonn: {
    kind: 'delimited',
    encoding: 'cp1252',
    lineEnd: '\r\n',
    fileName: '{name} {period}.csv',
    contentType: 'text/csv',
    preamble: [],
    employeeNumberDigits: 10,
    separator: ';',
    decimalSeparator: '.',
    quoteText: true,
    header: null,
    fields: (l, c) => [
      { number: String(c.payroll.year) },
      { number: String(c.settings.payrollRunNumber ?? '') },
      { number: l.employeeNumber },
      { number: l.wageType },
      { number: '0.00' },
      { number: '1.00' },
      { number: point(l.ore) },
      { number: point(l.ore) },
      { number: '' },
      { number: '' },
      ...Array.from({ length: 6 }, () => ({ text: '' })),
      { number: '' },
    ],
  },
  // Tripletex, Lønn → Import: year, month, employee number, wage type, comment, quantity, amount, project,
  // department; a header row, decimal comma.
  tripletex: {
    kind: 'delimited',
    encoding: 'utf8',
    lineEnd: '\r\n',
    fileName: '{name} {period}.csv',
    contentType: 'text/csv',
    preamble: [],
    employeeNumberDigits: 10,
    separator: ';',
    decimalSeparator: ',',
    quoteText: true,
    header: [
      'År',
      'Måned',
      'Ansattnummer',
      'Lønnsart',
      'Kommentar',
      'Antall',
      'Beløp',
      'Prosjekt',
      'Avdeling',
    ],
    fields: (l, c) => [
      { number: String(c.payroll.year) },
      { number: String(c.payroll.month) },
      { number: l.employeeNumber },
      { number: l.wageType },
      { text: lineText(l, c) },
      { number: '1' },
      { number: comma(l.ore) },
      { number: '' },
      { number: '' },
    ],
  },
  // PowerOffice Go, Standardimport of lønnsgrunnlag: the marker [SalaryBasis] above the table, a semicolon csv as
  // Excel saves it (Windows-1252, nothing quoted, decimal comma). The column description could not be read: the
  // columns are the ones every other system here takes.
  powerOfficeGo: {
    kind: 'delimited',
    encoding: 'cp1252',
    lineEnd: '\r\n',
    fileName: '{name} {period}.csv',
    contentType: 'text/csv',
    preamble: ['[SalaryBasis]'],
    employeeNumberDigits: 10,
    separator: ';',
    decimalSeparator: ',',
    quoteText: false,
    header: ['Ansattnummer', 'Lønnsart', 'Antall', 'Sats', 'Beløp', 'Kommentar', 'Fra dato', 'Til dato'],
    fields: (l, c) => [
      { number: l.employeeNumber },
      { number: l.wageType },
      { number: '1' },
      { number: comma(l.ore) },
      { number: comma(l.ore) },
      { text: lineText(l, c) },
      { number: norwegianDate(c.payroll.firstDay) },
      { number: norwegianDate(c.payroll.lastDay) },
    ],
  },
  // Huldt & Lillevik: fixed width, two implied decimals, 164 characters a line.
  huldtLillevik: {
    kind: 'fixed',
    encoding: 'cp1252',
    lineEnd: '\r\n',
    fileName: 'IT{client}TRS.HLW',
    contentType: 'text/plain',
    preamble: [],
    employeeNumberDigits: 6,
    fields: (l, c) => [
      { number: l.employeeNumber, width: 6 },
      { number: l.wageType, width: 5 },
      { text: '', width: 12 },
      { text: '', width: 12 },
      ...Array.from({ length: 5 }, () => ({ text: '', width: 12 })),
      {
        number: `${c.payroll.lastDay.slice(8, 10)}${c.payroll.lastDay.slice(5, 7)}${c.payroll.lastDay.slice(2, 4)}`,
        width: 6,
      },
      { number: '100', width: 10 },
      { number: implied(l.ore), width: 10 },
      { number: implied(l.ore), width: 13 },
      { text: '', width: 30 },
    ],
  },
  // Unimicro: employee number, wage type, text, from date, to date, rate, quantity; decimal comma.
  unimicro: {
    kind: 'delimited',
    encoding: 'utf8',
    lineEnd: '\r\n',
    fileName: '{name} {period}.csv',
    contentType: 'text/csv',
    preamble: [],
    employeeNumberDigits: 10,
    separator: ';',
    decimalSeparator: ',',
    quoteText: true,
    header: ['Ansattnummer', 'Lønnsart', 'Tekst', 'Fra dato', 'Til dato', 'Sats', 'Antall'],
    fields: (l, c) => [
      { number: l.employeeNumber },
      { number: l.wageType },
      { text: lineText(l, c) },
      { number: norwegianDate(c.payroll.firstDay) },
      { number: norwegianDate(c.payroll.lastDay) },
      { number: comma(l.ore) },
      { number: '1,00' },
    ],
  },
};

export function payrollLayout(preset: Exclude<PayrollPreset, 'free'>): PayrollFileOptions {
  return presetLayouts[preset];
}

/** The month the lines go into: the exported month 'YYYY-MM' moved by the export's offset. */
export function payrollMonthOf(period: string, offset: number): PayrollMonth {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return {
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
    firstDay: first.toISOString().slice(0, 10),
    lastDay: last.toISOString().slice(0, 10),
  };
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

function delimitedLine(fields: Field[], quoteText: boolean, separator: string): string {
  return fields
    .map((f) => {
      if ('number' in f) return f.number;
      // Quoting keeps a separator inside the text; unquoted text cannot carry one.
      return quoteText ? quoted(f.text) : f.text.replaceAll(separator, ' ').replace(/[\r\n"]+/g, ' ');
    })
    .join(separator);
}

function fixedLine(fields: FixedField[]): string {
  return fields
    .map((f) =>
      'number' in f
        ? f.number.padStart(f.width, '0').slice(-f.width)
        : f.text.padEnd(f.width, ' ').slice(0, f.width),
    )
    .join('');
}

/** The file's text: preamble, header, then the lines, each ended by the layout's line end. */
export function payrollFileText(settings: PayrollSettings, period: string, lines: PayrollLine[]): string {
  if (settings.preset === 'free') throw new Error('The free-form export has no payroll layout.');
  const layout = payrollLayout(settings.preset);
  const c: Context = {
    settings,
    payroll: payrollMonthOf(period, settings.payrollMonthOffset),
    exported: period,
  };
  const out = [...layout.preamble];
  if (layout.kind === 'delimited') {
    if (layout.header)
      out.push(
        delimitedLine(
          layout.header.map((text) => ({ text })),
          layout.quoteText,
          layout.separator,
        ),
      );
    for (const l of lines) out.push(delimitedLine(layout.fields(l, c), layout.quoteText, layout.separator));
  } else {
    for (const l of lines) out.push(fixedLine(layout.fields(l, c)));
  }
  return out.map((line) => line + layout.lineEnd).join('');
}

export function payrollFileBytes(settings: PayrollSettings, period: string, lines: PayrollLine[]): Buffer {
  if (settings.preset === 'free') throw new Error('The free-form export has no payroll layout.');
  return iconv.encode(payrollFileText(settings, period, lines), payrollLayout(settings.preset).encoding);
}

const CHARSET: Record<ExportEncoding, string> = {
  utf8: 'utf-8',
  cp1252: 'windows-1252',
  'windows-1257': 'windows-1257',
};

export function payrollContentType(preset: Exclude<PayrollPreset, 'free'>): string {
  const layout = payrollLayout(preset);
  return `${layout.contentType}; charset=${CHARSET[layout.encoding]}`;
}

/** The file name of the preset's pattern. */
export function payrollFileName(settings: PayrollSettings, name: string, period: string): string {
  if (settings.preset === 'free') throw new Error('The free-form export has no payroll layout.');
  return payrollLayout(settings.preset)
    .fileName.replace('{name}', name)
    .replace('{period}', period)
    .replace('{client}', settings.payrollClientNumber.padStart(4, '0'));
}
