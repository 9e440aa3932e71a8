import { oreToKroner } from '@connect/shared';
import ExcelJS from 'exceljs';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import type { Language } from '../../../http/language.ts';
import { type ExportedDevice, exportedDevices } from './device-import.repository.ts';
import {
  DEVICE_COLUMNS_OF_SHEET,
  type DeviceColumnKey,
  FORMATS,
  PLAIN_COLUMNS,
} from './device-import-sheet.ts';
import { listClasses } from './devices.repository.ts';

/**
 * The devices export (issue 34): every device of the account (and its sub accounts) in the import's columns, so
 * the file can be changed and imported again; the plain columns are written by their kind from the same
 * description the import reads them by (device-import-sheet.ts), so a column added there is exported too.
 */

type Cell = string | number | Date | null;

/** A plain value as its cell: a date as a date cell, øre as kroner, text as it is. */
function plainCell(kind: 'date' | 'amount' | 'text', value: string | number | null): Cell {
  if (value === null || value === '') return null;
  if (kind === 'date') return new Date(`${value}T00:00:00Z`);
  if (kind === 'amount') return oreToKroner(Number(value));
  return String(value);
}

export async function exportDevicesFile(
  db: Executor,
  p: Principal,
  q: { accountId: number; includeSubAccounts: boolean; language: Language },
): Promise<{ file: Buffer; name: string }> {
  await requireAccount(db, p, q.accountId);
  const en = q.language === 'en';
  const classes = new Map((await listClasses(db)).map((c) => [c.id, en ? c.nameEn : c.nameNo]));
  const rows = await exportedDevices(db, p, q.accountId, q.includeSubAccounts);
  const own: Partial<Record<DeviceColumnKey, (d: ExportedDevice) => Cell>> = {
    name: (d) => d.description,
    class: (d) => classes.get(d.classId) ?? null,
    vendor: (d) => d.vendorName,
    imei: (d) => d.imei,
    serialNumber: (d) => d.serialNumber,
    employee: (d) => d.employeeEmail ?? d.employeeNumber,
  };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(en ? 'Devices' : 'Enheter');
  sheet.addRow(DEVICE_COLUMNS_OF_SHEET.map((c) => (en ? c.en : c.no)));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  DEVICE_COLUMNS_OF_SHEET.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(14, (en ? c.en : c.no).length + 2);
    if ('kind' in c) column.numFmt = FORMATS[c.kind];
  });
  for (const d of rows)
    sheet.addRow(
      DEVICE_COLUMNS_OF_SHEET.map((c) => {
        const plain = PLAIN_COLUMNS.find((x) => x.key === c.key);
        return plain ? plainCell(plain.kind, d[plain.key]) : (own[c.key]?.(d) ?? null);
      }),
    );
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  return { file, name: en ? 'devices.xlsx' : 'enheter.xlsx' };
}
