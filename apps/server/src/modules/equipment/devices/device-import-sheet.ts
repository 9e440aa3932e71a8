import ExcelJS from 'exceljs';
import type { SheetColumn } from '../../../files/sheet-import.ts';
import type { DeviceClassRow, DeviceValues } from './devices.repository.ts';

/**
 * A column that is one value of the device as it is (a plain column): its key is the device's, and its kind says
 * how a cell is read (`RowReader`), how the template formats it, and that an empty cell leaves the value alone.
 */
type PlainColumn = SheetColumn<keyof DeviceValues> &
  ({ kind: 'date' } | { kind: 'amount' } | { kind: 'text'; max: number });

/**
 * The device import's columns (the template's header, found again by header in either language on upload). The
 * plain ones (`kind`) need nothing else to be read, planned and written; the others have their own rules.
 */
export const DEVICE_COLUMNS_OF_SHEET = [
  { key: 'name', en: 'Name', no: 'Navn', required: true },
  { key: 'class', en: 'Type', no: 'Type', required: true, aliases: ['class', 'klasse'] },
  { key: 'vendor', en: 'Vendor', no: 'Leverandør', required: true },
  { key: 'createVendor', en: 'Create vendor', no: 'Opprett leverandør' },
  { key: 'imei', en: 'IMEI', no: 'IMEI' },
  { key: 'serialNumber', en: 'Serial number', no: 'Serienummer' },
  {
    key: 'employee',
    en: 'Employee (phone, employee number or e-mail)',
    no: 'Ansatt (telefon, ansattnummer eller e-post)',
  },
  {
    key: 'orderedAt',
    en: 'Purchased date',
    no: 'Kjøpsdato',
    aliases: ['innkjøpt', 'purchased'],
    kind: 'date',
  },
  { key: 'orderNumber', en: 'Order ID', no: 'Ordre-ID', kind: 'text', max: 100 },
  { key: 'costPrice', en: 'Cost price', no: 'Kostpris', kind: 'amount' },
  { key: 'employeePaid', en: 'Employee covered', no: 'Ansatt dekker', kind: 'amount' },
  { key: 'comment', en: 'Comment', no: 'Kommentar', kind: 'text', max: 2000 },
  { key: 'warrantyEndsAt', en: 'Warranty ends', no: 'Garanti til', aliases: ['warranty'], kind: 'date' },
] as const satisfies readonly (SheetColumn<string> | PlainColumn)[];

export type DeviceColumnKey = (typeof DEVICE_COLUMNS_OF_SHEET)[number]['key'];

type SheetColumnOf = (typeof DEVICE_COLUMNS_OF_SHEET)[number];
/** The plain columns: a value of the device each. */
export const PLAIN_COLUMNS = DEVICE_COLUMNS_OF_SHEET.filter(
  (c): c is Extract<SheetColumnOf, { kind: string }> => 'kind' in c,
);
export type PlainKey = (typeof PLAIN_COLUMNS)[number]['key'];
/** A row's plain values: null for an empty cell (which leaves the stored value as it is). */
export type PlainValues = { [K in PlainKey]: DeviceValues[K] | null };

/** The number format of a plain column's cells (the template, the export). */
export const FORMATS = { date: 'dd.mm.yyyy', amount: '#,##0.00', text: '@' };

/** Rows of the template that carry the drop-down lists (data validation covers a range, not the whole column). */
const TEMPLATE_ROWS = 5_000;

const TEXTS = {
  no: {
    devices: 'Enheter',
    instructions: 'Instruksjoner',
    types: 'Typer',
    vendors: 'Leverandører',
    yesNo: '"Ja,Nei"',
    lines: [
      'Import av enheter',
      '',
      'Fyll inn én enhet per rad på arket «Enheter», fra rad 2. Ikke endre overskriftene i rad 1.',
      'Hele filen kontrolleres før noe lagres. Finnes det en feil, lagres ingenting, og du får en liste over alle radene med feil.',
      'En enhet som allerede finnes (samme IMEI, eller samme serienummer og leverandør) oppdateres i stedet for å legges til på nytt. Samme fil to ganger endrer derfor ingenting andre gang.',
      'Tomme celler endrer ikke det som er lagret fra før.',
      '',
      'Navn: enhetens navn (påkrevd).',
      'Type: en av typene på arket «Typer» (påkrevd).',
      'Leverandør: en av leverandørene på arket «Leverandører» (påkrevd). En ny leverandør opprettes bare når «Opprett leverandør» er Ja.',
      'IMEI: 15 sifre med gyldig kontrollsiffer; bare for typer med IMEI (mobil og nettbrett).',
      'Serienummer: hver rad trenger IMEI eller serienummer, slik at enheten kan kjennes igjen.',
      'Ansatt: mobilnummer, ansattnummer eller e-postadresse til en ansatt i selskapet.',
      'Kjøpsdato og Garanti til: DD.MM.ÅÅÅÅ.',
      'Kostpris og Ansatt dekker: kroner, som 1234 eller 1 234,50.',
    ],
  },
  en: {
    devices: 'Devices',
    instructions: 'Instructions',
    types: 'Types',
    vendors: 'Vendors',
    yesNo: '"Yes,No"',
    lines: [
      'Device import',
      '',
      'Fill in one device per row on the "Devices" sheet, from row 2. Do not change the headers in row 1.',
      'The whole file is checked before anything is saved. With any error nothing is saved, and you get a list of every row with an error.',
      'A device that already exists (same IMEI, or same serial number and vendor) is updated instead of added again, so the same file twice changes nothing the second time.',
      'Empty cells leave what is stored as it is.',
      '',
      'Name: the device name (required).',
      'Type: one of the types on the "Types" sheet (required).',
      'Vendor: one of the vendors on the "Vendors" sheet (required). A new vendor is created only when "Create vendor" is Yes.',
      'IMEI: 15 digits with a valid check digit; only for types with an IMEI (mobile and tablet).',
      'Serial number: each row needs an IMEI or a serial number, so the device can be found again.',
      'Employee: mobile number, employee number or e-mail address of an employee of the company.',
      'Purchased date and Warranty ends: DD.MM.YYYY.',
      'Cost price and Employee covered: kroner, as 1234 or 1 234,50.',
    ],
  },
} as const;

/** A column letter (1 → A). */
const letter = (n: number) => String.fromCharCode(64 + n);

/** The template: the devices sheet with its header and drop-down lists, the instructions, the types and vendors. */
export async function deviceTemplate(
  language: 'no' | 'en',
  classes: DeviceClassRow[],
  vendors: string[],
): Promise<Buffer> {
  const t = TEXTS[language];
  const workbook = new ExcelJS.Workbook();
  const devices = workbook.addWorksheet(t.devices);
  const instructions = workbook.addWorksheet(t.instructions);
  const types = workbook.addWorksheet(t.types);
  const vendorSheet = workbook.addWorksheet(t.vendors);

  devices.addRow(DEVICE_COLUMNS_OF_SHEET.map((c) => (language === 'en' ? c.en : c.no)));
  devices.getRow(1).font = { bold: true };
  devices.views = [{ state: 'frozen', ySplit: 1 }];
  DEVICE_COLUMNS_OF_SHEET.forEach((c, i) => {
    const column = devices.getColumn(i + 1);
    column.width = Math.max(14, (language === 'en' ? c.en : c.no).length + 2);
    if ('kind' in c) column.numFmt = FORMATS[c.kind];
    else if (c.key === 'imei' || c.key === 'serialNumber' || c.key === 'employee') column.numFmt = '@';
  });

  types.addRow([t.types]);
  for (const c of classes) types.addRow([language === 'en' ? c.nameEn : c.nameNo]);
  vendorSheet.addRow([t.vendors]);
  for (const name of vendors) vendorSheet.addRow([name]);
  for (const line of t.lines) instructions.addRow([line]);
  instructions.getColumn(1).width = 120;
  instructions.getRow(1).font = { bold: true, size: 14 };

  const col = (key: string) => letter(DEVICE_COLUMNS_OF_SHEET.findIndex((c) => c.key === key) + 1);
  const range = (key: string) => `${col(key)}2:${col(key)}${TEMPLATE_ROWS + 1}`;
  const validations = (devices as unknown as { dataValidations: { add(a: string, v: object): void } })
    .dataValidations;
  validations.add(range('class'), {
    type: 'list',
    allowBlank: true,
    formulae: [`'${t.types}'!$A$2:$A$${classes.length + 1}`],
    showErrorMessage: true,
  });
  if (vendors.length)
    validations.add(range('vendor'), {
      type: 'list',
      allowBlank: true,
      formulae: [`'${t.vendors}'!$A$2:$A$${vendors.length + 1}`],
      // A new vendor may be typed (with Create vendor = Yes), so the list suggests without refusing.
      showErrorMessage: false,
    });
  validations.add(range('createVendor'), {
    type: 'list',
    allowBlank: true,
    formulae: [t.yesNo],
    showErrorMessage: true,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
