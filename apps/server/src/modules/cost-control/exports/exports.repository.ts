import type { ExportColumn, FileExportDraft } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';

export type FileExportColumnRow = ExportColumn & { id: number; position: number };

export type FileExportRow = FileExportDraft & {
  id: number;
  accountId: number;
  customerId: number;
  useCrlf: boolean;
  autoSendSince: Date | null;
  lastExportAt: Date | null;
  version: number;
  columns: FileExportColumnRow[];
};

export type AutoSendRunRow = {
  period: string;
  status: 'sent' | 'failed';
  reason: string | null;
  recipient: string;
  at: Date;
};

type DbExport = {
  id: number;
  account_id: number;
  customer_id: number;
  description: string;
  filter_account_ids: number[];
  filter_billing_group_ids: number[];
  filter_payment_profile_id: number | null;
  file_format: FileExportDraft['fileFormat'];
  separator: FileExportDraft['separator'];
  quote_style: FileExportDraft['quoteStyle'];
  encoding: FileExportDraft['encoding'];
  use_crlf: boolean;
  use_header: boolean;
  show_all_users: boolean;
  use_auto_send: boolean;
  auto_send_day: number;
  auto_send_to_email: string;
  auto_send_since: string | Date | null;
  amount_sign: FileExportDraft['amountSign'];
  decimal_separator: FileExportDraft['decimalSeparator'];
  thousand_separator: FileExportDraft['thousandSeparator'];
  preset: FileExportDraft['preset'];
  wage_types: FileExportDraft['wageTypes'];
  payroll_run_number: number | null;
  payroll_month_offset: number;
  payroll_client_number: string;
  last_export_at: string | Date | null;
  version: number;
  columns: { id: number; name: string; maps_to_id: number | null; position: number; default_value: string }[];
};

const asDate = (v: string | Date | null): Date | null => (v == null ? null : new Date(v));

function toRow(r: DbExport): FileExportRow {
  return {
    id: r.id,
    accountId: r.account_id,
    customerId: r.customer_id,
    description: r.description,
    filterAccountIds: r.filter_account_ids,
    filterBillingGroupIds: r.filter_billing_group_ids,
    filterPaymentProfileId: r.filter_payment_profile_id,
    fileFormat: r.file_format,
    separator: r.separator,
    quoteStyle: r.quote_style,
    encoding: r.encoding,
    useCrlf: r.use_crlf,
    useHeader: r.use_header,
    showAllUsers: r.show_all_users,
    useAutoSend: r.use_auto_send,
    autoSendDay: r.auto_send_day,
    autoSendToEmail: r.auto_send_to_email,
    autoSendSince: asDate(r.auto_send_since),
    amountSign: r.amount_sign,
    decimalSeparator: r.decimal_separator,
    thousandSeparator: r.thousand_separator,
    preset: r.preset,
    wageTypes: r.wage_types ?? {},
    payrollRunNumber: r.payroll_run_number,
    payrollMonthOffset: r.payroll_month_offset,
    payrollClientNumber: r.payroll_client_number,
    lastExportAt: asDate(r.last_export_at),
    version: r.version,
    columns: (r.columns ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      mapsToId: c.maps_to_id,
      position: c.position,
      defaultValue: c.default_value,
    })),
  };
}

/** The export's fields with its columns in order; `where` picks the exports. */
function selectExports(where: SQL): SQL {
  return sql`
    select fe.id, fe.account_id, a.customer_id, fe.description, fe.filter_account_ids, fe.filter_billing_group_ids,
      fe.filter_payment_profile_id, fe.file_format, fe.separator, fe.quote_style, fe.encoding, fe.use_crlf,
      fe.use_header, fe.show_all_users, fe.use_auto_send, fe.auto_send_day, fe.auto_send_to_email, fe.auto_send_since,
      fe.amount_sign, fe.decimal_separator, fe.thousand_separator, fe.last_export_at, fe.version,
      fe.preset, fe.wage_types, fe.payroll_run_number, fe.payroll_month_offset, fe.payroll_client_number,
      (select json_agg(json_build_object('id', c.id, 'name', c.name, 'maps_to_id', c.maps_to_id,
                'position', c.position, 'default_value', c.default_value) order by c.position, c.id)
         from file_export_columns c where c.file_export_id = fe.id) as columns
    from file_exports fe
    join accounts a on a.id = fe.account_id
    where ${where}
    order by lower(fe.description), fe.id`;
}

/** The exports of one account, when the caller may see it. */
export async function listFileExports(
  db: Executor,
  p: Principal,
  accountId: number,
): Promise<FileExportRow[]> {
  const rows = await queryRows<DbExport>(
    db,
    selectExports(sql`fe.account_id = ${accountId} and fe.account_id in ${visibleAccountIds(p)}`),
  );
  return rows.map(toRow);
}

/** One export the caller may see, or null (missing and out of reach look the same). */
export async function findFileExport(db: Executor, p: Principal, id: number): Promise<FileExportRow | null> {
  const [row] = await queryRows<DbExport>(
    db,
    selectExports(sql`fe.id = ${id} and fe.account_id in ${visibleAccountIds(p)}`),
  );
  return row ? toRow(row) : null;
}

/** Every export with automatic sending on, across customers: only the sending job reads this. */
export async function listAutoSendExports(db: Executor): Promise<FileExportRow[]> {
  const rows = await queryRows<DbExport>(db, selectExports(sql`fe.use_auto_send`));
  return rows.map(toRow);
}

/** Locks one export for the sending job and reads it as it is now (it may have changed since the list). */
export async function lockFileExport(db: Executor, id: number): Promise<FileExportRow | null> {
  await db.execute(sql`select id from file_exports where id = ${id} for update`);
  const [row] = await queryRows<DbExport>(db, selectExports(sql`fe.id = ${id}`));
  return row ? toRow(row) : null;
}

/** The last automatic sending of each export (sent or failed), for the drawer. */
export async function lastAutoSendRuns(
  db: Executor,
  exportIds: number[],
): Promise<Map<number, AutoSendRunRow>> {
  if (exportIds.length === 0) return new Map();
  const rows = await queryRows<{
    file_export_id: number;
    period: string;
    status: 'sent' | 'failed';
    reason: string | null;
    recipient: string;
    at: string | Date;
  }>(
    db,
    sql`select distinct on (r.file_export_id) r.file_export_id, r.period, r.status, r.reason, r.recipient, r.at
      from file_export_runs r
      where r.file_export_id in ${inList(exportIds)}
      order by r.file_export_id, r.at desc, r.id desc`,
  );
  return new Map(
    rows.map((r) => [
      r.file_export_id,
      {
        period: r.period.slice(0, 7),
        status: r.status,
        reason: r.reason,
        recipient: r.recipient,
        at: new Date(r.at),
      },
    ]),
  );
}

/** A list of ids as SQL integers, for `in (…)`. */
export function intList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
}

/** The ids among `ids` that pass `check` (a query selecting `id` with `${list}` for the candidates). */
async function present(
  db: Executor,
  ids: readonly number[],
  query: (list: SQL) => SQL,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(db, query(intList(ids)));
  return new Set(rows.map((r) => r.id));
}

/** Filter accounts the caller may name: the export's account and its sub accounts that the caller sees. */
export function missingFilterAccounts(db: Executor, p: Principal, accountId: number, ids: readonly number[]) {
  return present(
    db,
    ids,
    (list) => sql`select a.id from accounts a
      where a.id in (${list}) and a.id in ${scopedAccountIds(p, accountId, true)}`,
  ).then((found) => ids.filter((id) => !found.has(id)));
}

export function missingFilterBillingGroups(
  db: Executor,
  p: Principal,
  accountId: number,
  ids: readonly number[],
) {
  return present(
    db,
    ids,
    (list) => sql`select bg.id from billing_groups bg
      where bg.id in (${list}) and bg.account_id in ${scopedAccountIds(p, accountId, true)}`,
  ).then((found) => ids.filter((id) => !found.has(id)));
}

export async function paymentProfileInScope(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select pp.id from payment_profiles pp
      where pp.id = ${profileId} and pp.account_id in ${scopedAccountIds(p, accountId, true)}`,
  );
  return rows.length > 0;
}

/**
 * Custom fields that apply to an account are its own and its ancestors' (as the custom fields screen has them),
 * limited to the accounts the caller sees.
 */
function applicableFieldAccounts(p: Principal, accountId: number): SQL {
  return sql`(select t.ancestor_id from account_tree t
    where t.descendant_id = ${accountId} and t.ancestor_id in ${visibleAccountIds(p)})`;
}

/** The ids among `ids` that are not custom fields applying to the export's account. */
export function missingCustomFields(db: Executor, p: Principal, accountId: number, ids: readonly number[]) {
  return present(
    db,
    ids,
    (list) => sql`select f.id from account_custom_fields f
      where f.id in (${list}) and f.account_id in ${applicableFieldAccounts(p, accountId)}`,
  ).then((found) => ids.filter((id) => !found.has(id)));
}

export type InitialDataRows = {
  paymentProfiles: { id: number; description: string }[];
  customFields: { id: number; name: string; fieldType: number; defaultValue: string }[];
};

/** The account's payment profiles and the custom fields that apply to it, for the export drawer. */
export async function readInitialData(
  db: Executor,
  p: Principal,
  accountId: number,
): Promise<InitialDataRows> {
  const paymentProfiles = await queryRows<{ id: number; description: string }>(
    db,
    sql`select pp.id, pp.description from payment_profiles pp
      where pp.account_id = ${accountId} and pp.account_id in ${visibleAccountIds(p)}
      order by lower(pp.description), pp.id`,
  );
  const customFields = await queryRows<{
    id: number;
    name: string;
    field_type: number;
    default_value: string;
  }>(
    db,
    sql`select f.id, f.name, f.field_type, f.default_value from account_custom_fields f
      where f.account_id in ${applicableFieldAccounts(p, accountId)} order by lower(f.name), f.id`,
  );
  return {
    paymentProfiles,
    customFields: customFields.map((f) => ({
      id: f.id,
      name: f.name,
      fieldType: f.field_type,
      defaultValue: f.default_value,
    })),
  };
}

function draftValues(d: FileExportDraft) {
  return sql`${d.description}, ${`{${d.filterAccountIds.join(',')}}`}::integer[],
    ${`{${d.filterBillingGroupIds.join(',')}}`}::integer[], ${d.filterPaymentProfileId}::int,
    ${d.fileFormat}, ${d.separator}, ${d.quoteStyle}, ${d.encoding}, ${d.useHeader}, ${d.showAllUsers},
    ${d.useAutoSend}, ${d.autoSendDay}::int, ${d.autoSendToEmail}, ${d.amountSign}, ${d.decimalSeparator},
    ${d.thousandSeparator}, ${d.preset}, ${JSON.stringify(d.wageTypes)}::jsonb, ${d.payrollRunNumber}::int,
    ${d.payrollMonthOffset}::int, ${d.payrollClientNumber}`;
}

const DRAFT_COLUMNS =
  sql.raw(`description, filter_account_ids, filter_billing_group_ids, filter_payment_profile_id,
  file_format, separator, quote_style, encoding, use_header, show_all_users, use_auto_send, auto_send_day,
  auto_send_to_email, amount_sign, decimal_separator, thousand_separator, preset, wage_types, payroll_run_number,
  payroll_month_offset, payroll_client_number`);

async function writeColumns(db: Executor, exportId: number, columns: ExportColumn[]) {
  await db.execute(sql`delete from file_export_columns where file_export_id = ${exportId}`);
  if (columns.length === 0) return;
  await db.execute(sql`insert into file_export_columns (file_export_id, name, maps_to_id, position, default_value)
    values ${sql.join(
      columns.map(
        (c, i) => sql`(${exportId}::int, ${c.name}, ${c.mapsToId}::int, ${i + 1}::int, ${c.defaultValue})`,
      ),
      sql`, `,
    )}`);
}

/** Creates an export with its columns, in the caller's transaction. */
export async function insertFileExport(
  tx: Executor,
  accountId: number,
  draft: FileExportDraft,
  by: { catalogId: number; at: Date },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into file_exports (account_id, ${DRAFT_COLUMNS}, auto_send_since, created_by, created_at, updated_at)
      values (${accountId}::int, ${draftValues(draft)}, ${draft.useAutoSend ? by.at : null}::timestamptz,
        ${by.catalogId}::int, ${by.at}::timestamptz, ${by.at}::timestamptz)
      returning id`,
  );
  await writeColumns(tx, row!.id, draft.columns);
  return row!.id;
}

/**
 * Saves an export over the version the editor started from and bumps it; false when someone saved in between.
 * Switching automatic sending on (again) starts its clock: months whose day came earlier are not sent.
 */
export async function updateFileExportRow(
  tx: Executor,
  p: Principal,
  id: number,
  version: number,
  draft: FileExportDraft,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update file_exports set (${DRAFT_COLUMNS}) = (${draftValues(draft)}),
        auto_send_since = case when ${draft.useAutoSend}::boolean and not use_auto_send then ${at}::timestamptz
                               when ${draft.useAutoSend}::boolean then auto_send_since else null end,
        version = version + 1, updated_at = ${at}::timestamptz
      where id = ${id} and version = ${version} and account_id in ${visibleAccountIds(p)}
      returning id`,
  );
  if (rows.length === 0) return false;
  await writeColumns(tx, id, draft.columns);
  return true;
}

export async function deleteFileExport(tx: Executor, p: Principal, id: number): Promise<void> {
  await tx.execute(sql`delete from file_exports where id = ${id} and account_id in ${visibleAccountIds(p)}`);
}

export async function markExported(db: Executor, id: number, at: Date): Promise<void> {
  await db.execute(sql`update file_exports set last_export_at = ${at}::timestamptz where id = ${id}`);
}

/**
 * A month's file was downloaded or sent: the export's last export, and the month's payroll file made for its
 * customer (the first time kept; a leaver's login ends with it, auth/leaving.ts).
 */
export async function markMonthExported(
  db: Executor,
  id: number,
  monthStart: string,
  at: Date,
): Promise<void> {
  await markExported(db, id, at);
  await db.execute(
    sql`insert into payroll_files_made (customer_id, period, at)
      select a.customer_id, ${monthStart}::date, ${at}::timestamptz from file_exports fe join accounts a on a.id = fe.account_id
      where fe.id = ${id}
      on conflict do nothing`,
  );
}
