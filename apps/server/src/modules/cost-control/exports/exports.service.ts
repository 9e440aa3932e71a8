import { Readable } from 'node:stream';
import {
  COMPACT_PERIOD_PATTERN,
  customFieldIdOf,
  customFieldMappingId,
  EXPORT_MAPPING_FIELDS,
  type ExportColumn,
  FIRST_DATE,
  type FileExportDraft,
  fileExportDraftSchema,
  isPeriodInRange,
  LAST_DATE,
  mappingFieldKey,
  osloDate,
  periodFromCompact,
} from '@connect/shared';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { exportFileStream, fileContentType, fileExtension } from './export-file.ts';
import { type LeftOutRows, leftOutRows, type RowScope, readExportRows } from './export-rows.repository.ts';
import {
  type AutoSendRunRow,
  deleteFileExport,
  type FileExportRow,
  findFileExport,
  insertFileExport,
  lastAutoSendRuns,
  listFileExports,
  markMonthExported,
  missingCustomFields,
  missingFilterAccounts,
  missingFilterBillingGroups,
  paymentProfileInScope,
  readInitialData,
  updateFileExportRow,
} from './exports.repository.ts';
import { payrollFileBytes, payrollFileName, payrollLayout } from './payroll-layouts.ts';
import { type PayrollLines, type PayrollWarning, payrollColumns, payrollSums } from './payroll-lines.ts';

export { insertFileExport } from './exports.repository.ts';

/** A column as the client sends it: `order` places it; the saved order is 1..n. */
export type ColumnInput = ExportColumn & { order: number };
export type FileExportInput = Omit<FileExportDraft, 'columns'> & {
  useCrlf?: boolean | null;
  columns: ColumnInput[];
};

export type FileExportView = FileExportRow & { lastAutoSend: AutoSendRunRow | null };

export async function listExports(db: Executor, p: Principal, accountId: number): Promise<FileExportView[]> {
  await requireAccount(db, p, accountId);
  const rows = await listFileExports(db, p, accountId);
  const runs = await lastAutoSendRuns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, lastAutoSend: runs.get(r.id) ?? null }));
}

async function viewOf(db: Executor, row: FileExportRow): Promise<FileExportView> {
  const runs = await lastAutoSendRuns(db, [row.id]);
  return { ...row, lastAutoSend: runs.get(row.id) ?? null };
}

/** What the drawer offers for an account: its payment profiles, the mapping fields and its custom fields. */
export async function reportCreationInitialData(db: Executor, p: Principal, accountId: number) {
  await requireAccount(db, p, accountId);
  const { paymentProfiles, customFields } = await readInitialData(db, p, accountId);
  const customColumnFields = customFields.map((f) => ({ ...f, id: customFieldMappingId(f.id) }));
  return {
    paymentProfiles,
    exportMappingFields: [
      ...EXPORT_MAPPING_FIELDS.map((f) => ({ id: f.id, name: f.name })),
      ...customColumnFields.map((f) => ({ id: f.id, name: f.name })),
    ],
    customColumnFields,
  };
}

/** Validates a draft (000 §5) and turns zod's first complaint into BAD_USER_INPUT naming the field. */
function parseDraft(input: FileExportInput): FileExportDraft {
  // The free-form file keeps LF; a payroll preset has its system's line ends.
  if (input.useCrlf && input.preset === 'free')
    throw AppError.badInput('Files always use LF line ends.', { field: 'useCRLF' });
  const columns = input.columns
    .map((c, index) => ({ c, index }))
    .sort((a, b) => a.c.order - b.c.order || a.index - b.index)
    .map(({ c }) => ({ name: c.name, mapsToId: c.mapsToId, defaultValue: c.defaultValue }));
  const parsed = fileExportDraftSchema.safeParse({ ...input, columns });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const reason = (issue as { params?: { reason?: string } }).params?.reason;
    throw AppError.badInput(issue.message, {
      field: issue.path.map(String).join('.'),
      ...(reason ? { reason } : {}),
    });
  }
  return parsed.data;
}

/**
 * The filters may name only what the caller sees under the export's account (accounts with their sub accounts,
 * billing groups of those, a payment profile of those): anything else answers NOT_FOUND like a missing id.
 * Columns map to a known field or to one of the account's custom fields.
 */
async function checkReferences(db: Executor, p: Principal, accountId: number, d: FileExportDraft) {
  if ((await missingFilterAccounts(db, p, accountId, d.filterAccountIds)).length)
    throw AppError.notFound('Account');
  if ((await missingFilterBillingGroups(db, p, accountId, d.filterBillingGroupIds)).length)
    throw AppError.notFound('Billing group');
  if (
    d.filterPaymentProfileId != null &&
    !(await paymentProfileInScope(db, p, accountId, d.filterPaymentProfileId))
  )
    throw AppError.notFound('Payment profile');
  const customIds: number[] = [];
  for (const [i, c] of d.columns.entries()) {
    if (c.mapsToId == null) continue;
    const customId = customFieldIdOf(c.mapsToId);
    if (customId != null) customIds.push(customId);
    else if (!mappingFieldKey(c.mapsToId))
      throw AppError.badInput('The column maps to an unknown field.', { field: `columns.${i}.mapsToID` });
  }
  if ((await missingCustomFields(db, p, accountId, customIds)).length)
    throw AppError.badInput("The column maps to a field that is not one of the account's custom fields.", {
      field: 'columns',
    });
}

export async function createFileExport(
  db: Db,
  clock: Clock,
  p: Principal,
  accountId: number,
  input: FileExportInput,
): Promise<FileExportView> {
  const draft = parseDraft(input);
  return db.transaction(async (tx) => {
    await requireAccount(tx, p, accountId);
    await checkReferences(tx, p, accountId, draft);
    const id = await insertFileExport(tx, accountId, draft, { catalogId: p.catalogId, at: clock.now() });
    return viewOf(tx, (await findFileExport(tx, p, id))!);
  });
}

export async function updateFileExport(
  db: Db,
  clock: Clock,
  p: Principal,
  id: number,
  accountId: number,
  version: number,
  input: FileExportInput,
): Promise<FileExportView> {
  const draft = parseDraft(input);
  return db.transaction(async (tx) => {
    const existing = await findFileExport(tx, p, id);
    if (!existing || existing.accountId !== accountId) throw AppError.notFound('File export');
    await checkReferences(tx, p, accountId, draft);
    if (!(await updateFileExportRow(tx, p, id, version, draft, clock.now())))
      throw AppError.conflict('Someone else saved this export in the meantime. Reload it and try again.');
    return viewOf(tx, (await findFileExport(tx, p, id))!);
  });
}

/** Deletes an export with its columns and sending history; answers it as it was. */
export async function removeFileExport(db: Db, p: Principal, id: number): Promise<FileExportView> {
  return db.transaction(async (tx) => {
    const existing = await findFileExport(tx, p, id);
    if (!existing) throw AppError.notFound('File export');
    const view = await viewOf(tx, existing);
    await deleteFileExport(tx, p, id);
    return view;
  });
}

/** `YYYYMM` of the download URL → the month, refusing a month after the current one (000 §5). */
export function parseExportPeriod(
  compact: unknown,
  clock: Clock,
): { period: string; monthStart: string; asOf: Date } {
  const period =
    typeof compact === 'string' && COMPACT_PERIOD_PATTERN.test(compact) && periodFromCompact(compact);
  if (!period || !isPeriodInRange(period))
    throw AppError.badInput(
      `The period must be a month as YYYYMM between ${FIRST_DATE.slice(0, 4)}01 and ${LAST_DATE.slice(0, 4)}12.`,
      { field: 'period' },
    );
  if (period > osloDate(clock.now()).slice(0, 7))
    throw AppError.badInput('The month cannot be after the current month.', { field: 'period' });
  return { period, monthStart: `${period}-01`, asOf: clock.now() };
}

/** `<export name> <YYYY-MM>.csv|.xlsx`, or the payroll preset's own pattern. */
export function exportFileName(row: FileExportRow, period: string): string {
  if (row.preset !== 'free') return payrollFileName(row, row.description, period);
  return `${row.description} ${period}.${fileExtension(row)}`;
}

function rowScopeOf(row: FileExportRow, principal: Principal | null): RowScope {
  return {
    exportAccountId: row.accountId,
    principal,
    filterAccountIds: row.filterAccountIds,
    filterBillingGroupIds: row.filterBillingGroupIds,
    filterPaymentProfileId: row.filterPaymentProfileId,
    showAllUsers: row.showAllUsers,
  };
}

/**
 * What a month's file leaves out because the subscriptions have no person (payroll cannot book them): how many and
 * what they cost. `principal` as for buildExportFile.
 */
export function exportLeftOut(
  db: Executor,
  row: FileExportRow,
  monthStart: string,
  principal: Principal | null,
): Promise<LeftOutRows> {
  return leftOutRows(db, rowScopeOf(row, principal), monthStart);
}

/**
 * The month's file of an export as a stream. `principal` limits the rows to what that person sees; the sending job
 * passes null and gets the export's account with its sub accounts. `onComplete` runs once every row was read.
 */
export function buildExportFile(
  db: Executor,
  row: FileExportRow,
  month: { period: string; monthStart: string; asOf?: Date },
  principal: Principal | null,
  onComplete?: () => Promise<void>,
): Readable {
  if (row.preset !== 'free') {
    const bytes = async function* () {
      const { lines } = await readPayrollLines(db, row, month, principal);
      yield payrollFileBytes(row, month.period, lines);
      await onComplete?.();
    };
    return Readable.from(bytes(), { objectMode: false });
  }
  async function* batches() {
    const scope = { ...rowScopeOf(row, principal), asOf: month.asOf };
    yield* readExportRows(db, scope, month.monthStart, row.columns);
    await onComplete?.();
  }
  return exportFileStream({ options: row, columns: row.columns, period: month.period }, batches());
}

/**
 * A payroll preset's lines of the month: every row is read before the first line is written, since a person's
 * subscriptions add up to one line per wage type; the batches are added up as they come (a few sums per person).
 */
async function readPayrollLines(
  db: Executor,
  row: FileExportRow,
  month: { monthStart: string; asOf?: Date },
  principal: Principal | null,
): Promise<PayrollLines> {
  if (row.preset === 'free') return { lines: [], warnings: [] };
  const scope = { ...rowScopeOf(row, principal), asOf: month.asOf };
  const sums = payrollSums(row);
  for await (const batch of readExportRows(db, scope, month.monthStart, payrollColumns(row)))
    for (const r of batch) sums.add(r);
  return sums.result(payrollLayout(row.preset).employeeNumberDigits);
}

/**
 * Who a month's payroll file cannot carry (a person without a usable employee number), for the admin's screen;
 * the free-form file has no such rule and answers none. `principal` as for buildExportFile.
 */
export async function exportWarnings(
  db: Executor,
  row: FileExportRow,
  monthStart: string,
  principal: Principal | null,
): Promise<PayrollWarning[]> {
  return (await readPayrollLines(db, row, { monthStart }, principal)).warnings;
}

/** The download of `GET /api/reports/export/:id?period=YYYYMM`: checks, then streams; the export's lastExport is set when all rows are out. */
export async function downloadExport(db: Db, clock: Clock, p: Principal, id: number, compactPeriod: unknown) {
  const month = parseExportPeriod(compactPeriod, clock);
  const row = await findFileExport(db, p, id);
  if (!row) throw AppError.notFound('File export');
  return {
    fileName: exportFileName(row, month.period),
    contentType: fileContentType(row),
    stream: buildExportFile(db, row, month, p, () =>
      markMonthExported(db, row.id, month.monthStart, clock.now()),
    ),
  };
}
