import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The workbooks the journeys download, fill in (as an admin would in Excel) and upload again, kept under tmp. */

const run = Date.now().toString(36);

/** A path under tmp for a file of this journey run. */
export function tmpXlsx(name: string): string {
  return join(tmpdir(), `${name}-${run}.xlsx`);
}

/** Clicks what downloads a file, waits for the download and keeps it under tmp; answers its path. */
export async function downloadXlsx(page: Page, click: () => Promise<unknown>, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const path = tmpXlsx(name);
  await (await download).saveAs(path);
  return path;
}

export async function readWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  return workbook;
}

/** A copy of the workbook at `path` as `edit` changes it, written under tmp; answers the copy's path. */
export async function editedWorkbook(
  path: string,
  edit: (workbook: ExcelJS.Workbook) => void,
  name: string,
): Promise<string> {
  const workbook = await readWorkbook(path);
  edit(workbook);
  const copy = tmpXlsx(name);
  await writeFile(copy, Buffer.from(await workbook.xlsx.writeBuffer()));
  return copy;
}

/** A sheet's rows as plain values, column A first (exceljs's `values` start at index 1). */
export function sheetRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}
