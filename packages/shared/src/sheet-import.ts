/**
 * What an xlsx import answers (the device import, the policy import): the counts of what it did or, as a dry run,
 * would do, and every bad cell with the sheet's own row number, the column's header, the cell as written and why.
 * A real import with bad cells answers BAD_USER_INPUT with `details: { reason: 'IMPORT_INVALID_ROWS', errors,
 * errorCount }` and writes nothing.
 */
export interface RowProblem {
  row: number;
  column: string;
  value: string;
  /** English. */
  message: string;
  messageNo: string;
}

export interface SheetImportAnswer {
  dryRun: boolean;
  importId: number | null;
  added: number;
  updated: number;
  unchanged: number;
  /** The first problems in sheet order (at most 1 000); `errorCount` counts them all. */
  errors: RowProblem[];
  errorCount: number;
}

export const IMPORT_INVALID_ROWS = 'IMPORT_INVALID_ROWS';
