import { isValidImei } from '@connect/shared/equipment';
import type { Executor } from '../../../db/client.ts';
import { locateColumns, RowReader, SheetProblems } from '../../../files/sheet-import.ts';
import { readXlsxRows, type XlsxRows } from '../../../files/xlsx-rows.ts';
import {
  DEVICE_COLUMNS_OF_SHEET,
  type DeviceColumnKey,
  PLAIN_COLUMNS,
  type PlainValues,
} from './device-import-sheet.ts';
import { classProperties, listClasses } from './devices.repository.ts';

/** The device import's first step: the sheet read and each row checked on its own, before the database is asked. */

export type ParsedRow = {
  row: number;
  reader: RowReader<DeviceColumnKey>;
  /** False when a cell of the row is bad; its employee and vendor are still checked, so every bad cell is named. */
  ok: boolean;
  name: string;
  classId: number;
  vendorName: string;
  createVendor: boolean;
  imei: string | null;
  serialNumber: string | null;
  employee: string | null;
  /** The plain columns' values (device-import-sheet.ts). */
  values: PlainValues;
};

export type DeviceSheet = { read: XlsxRows; problems: SheetProblems; rows: ParsedRow[] };

/** Reads the file (refusing a hostile one before it is read whole) and checks each row on its own. */
export async function readDeviceSheet(db: Executor, file: Buffer): Promise<DeviceSheet> {
  const read = await readXlsxRows(file);
  const problems = new SheetProblems();
  const columns = locateColumns(read.header, DEVICE_COLUMNS_OF_SHEET, problems);
  if (problems.any) return { read, problems, rows: [] };
  const classes = await listClasses(db);
  const imeiClasses = new Set(
    (await classProperties(db, null)).filter((c) => c.name === 'imei').map((c) => c.classId),
  );
  const classByName = new Map<string, number>();
  for (const c of classes)
    for (const name of [c.shortName, c.nameEn, c.nameNo, c.nameEnPlural, c.nameNoPlural])
      classByName.set(name.toLowerCase(), c.id);

  const rows: ParsedRow[] = [];
  for (const row of read.rows) {
    const r = new RowReader(problems, columns, row);
    const before = problems.list.length;
    const name = r.text('name', { required: { en: 'The name is required.', no: 'Navn må fylles ut.' } });
    const classText = r.text('class', {
      required: { en: 'The type is required.', no: 'Type må fylles ut.' },
    });
    const classId = classText ? classByName.get(classText.toLowerCase()) : undefined;
    if (classText && classId === undefined)
      r.fail('class', {
        en: `Unknown type. Use one of: ${classes.map((c) => c.nameEn).join(', ')}.`,
        no: `Ukjent type. Bruk en av: ${classes.map((c) => c.nameNo).join(', ')}.`,
      });
    const vendorName = r.text('vendor', {
      required: { en: 'The vendor is required.', no: 'Leverandør må fylles ut.' },
      max: 100,
    });
    const createVendor = r.yesNo('createVendor');
    const imeiText = r.text('imei', { max: 40 });
    const imei = imeiText ? imeiText.replace(/[\s\u00a0-]/g, '') : null;
    if (imei !== null && classId !== undefined) {
      if (!imeiClasses.has(classId))
        r.fail('imei', { en: 'This type has no IMEI.', no: 'Denne typen har ikke IMEI.' });
      else if (!isValidImei(imei))
        r.fail('imei', {
          en: 'The IMEI must be 15 digits with a valid check digit.',
          no: 'IMEI må være 15 sifre med gyldig kontrollsiffer.',
        });
    }
    const serialNumber = r.text('serialNumber', { max: 100 });
    if (imei === null && !serialNumber)
      r.fail(imeiClasses.has(classId ?? 0) ? 'imei' : 'serialNumber', {
        en: 'Give the IMEI or the serial number, so the device can be found again.',
        no: 'Fyll inn IMEI eller serienummer, slik at enheten kan kjennes igjen.',
      });
    const employee = r.text('employee', { max: 200 });
    const values = plainValues(r);
    rows.push({
      row: row.rowNumber,
      reader: r,
      ok: problems.list.length === before,
      name: name ?? '',
      classId: classId ?? 0,
      vendorName: vendorName ?? '',
      createVendor: createVendor ?? false,
      imei,
      serialNumber: serialNumber ?? null,
      employee: employee ?? null,
      values,
    });
  }
  return { read, problems, rows };
}

/** The plain columns of a row, each read by its kind; a bad cell is a problem of the row and null here. */
function plainValues(r: RowReader<DeviceColumnKey>): PlainValues {
  const values: Record<string, string | number | null> = {};
  for (const c of PLAIN_COLUMNS)
    values[c.key] =
      (c.kind === 'date'
        ? r.date(c.key)
        : c.kind === 'amount'
          ? r.amount(c.key)
          : r.text(c.key, { max: c.max })) ?? null;
  return values as PlainValues;
}
