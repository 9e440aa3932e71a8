import { customFieldIdOf, type ExportColumn, type FileExportDraft } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { expandTemplate, type TemplatePerson } from '../custom-fields/field-templates.ts';
import type { ExportSourceRow } from './export-values.ts';

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
      where r.file_export_id in (${sql.join(
        exportIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
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

function intList(ids: readonly number[]): SQL {
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
    ${d.thousandSeparator}`;
}

const DRAFT_COLUMNS =
  sql.raw(`description, filter_account_ids, filter_billing_group_ids, filter_payment_profile_id,
  file_format, separator, quote_style, encoding, use_header, show_all_users, use_auto_send, auto_send_day,
  auto_send_to_email, amount_sign, decimal_separator, thousand_separator`);

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
 * Who a file covers: the export's account and its sub accounts (only those the caller sees, when a person asks;
 * the sending job acts for the export's owner), narrowed by the export's filters.
 */
export type RowScope = {
  exportAccountId: number;
  principal: Principal | null;
  filterAccountIds: number[];
  filterBillingGroupIds: number[];
  filterPaymentProfileId: number | null;
  showAllUsers: boolean;
};

/**
 * The payment profile a subscription had in the month: the month's stored one (a closed month keeps its own, so
 * a file made again after people moved profile is the same file), else its profile now. Needs `c` joined.
 */
const monthProfileId = sql`(case when c.subscription_id is null then s.payment_profile_id else c.payment_profile_id end)`;

/** The scope's subscriptions, with or without a person; payroll rows are the ones with a person. Needs `c` joined. */
function scopeCondition(scope: RowScope, withPerson = true): SQL {
  const base = scope.principal
    ? scopedAccountIds(scope.principal, scope.exportAccountId, true)
    : sql`(select t.descendant_id from account_tree t where t.ancestor_id = ${scope.exportAccountId})`;
  const parts: SQL[] = [sql`s.account_id in ${base}`];
  if (scope.filterAccountIds.length)
    parts.push(
      sql`s.account_id in (select t.descendant_id from account_tree t where t.ancestor_id in (${intList(scope.filterAccountIds)}))`,
    );
  if (scope.filterBillingGroupIds.length)
    parts.push(sql`s.billing_group_id in (${intList(scope.filterBillingGroupIds)})`);
  if (scope.filterPaymentProfileId != null)
    parts.push(sql`${monthProfileId} = ${scope.filterPaymentProfileId}`);
  // Without showAllUsers the file lists who has something for payroll: a deduction or content services above the threshold.
  if (!scope.showAllUsers)
    parts.push(sql`(c.deducted_ore > 0 or c.content_deducted_ore > 0 or c.content_over_threshold_ore > 0)`);
  // A subscription without a person has no payslip: it is left out of the file and counted by leftOutRows.
  parts.push(withPerson ? sql`s.catalog_id is not null` : sql`s.catalog_id is null`);
  return sql.join(parts, sql` and `);
}

export type LeftOutRows = { count: number; totalOre: number; deductedOre: number };

/**
 * The subscriptions the file would list but leaves out because they have no person: how many, their month's usage
 * and what would have been deducted, so the export dialog and the e-mail can say it.
 */
export async function leftOutRows(db: Executor, scope: RowScope, monthStart: string): Promise<LeftOutRows> {
  const [r] = await queryRows<LeftOutRows>(
    db,
    sql`select count(*)::int as count, coalesce(sum(c.total_ore), 0)::bigint as "totalOre",
          coalesce(sum(c.deducted_ore), 0)::bigint as "deductedOre"
        from subscriptions s
        left join subscription_month_costs c on c.subscription_id = s.id and c.period = ${monthStart}::date
        where ${scopeCondition(scope, false)}`,
  );
  return {
    count: r?.count ?? 0,
    totalOre: Number(r?.totalOre ?? 0),
    deductedOre: Number(r?.deductedOre ?? 0),
  };
}

type DbSourceRow = {
  subscription_id: number;
  phone_number: string;
  employee_number: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  position: string | null;
  department: string | null;
  billing_group: string | null;
  payment_profile: string | null;
  total_ore: number;
  work_ore: number;
  private_ore: number;
  deducted_ore: number;
  content_deducted_ore: number;
  content_over_threshold_ore: number;
  custom_values: Record<string, string> | null;
};

export const EXPORT_BATCH_SIZE = 5000;

/**
 * A person's custom field values for the columns: their own value, else the field's default value with the
 * template tags filled in from them (as the custom fields screen shows it).
 */
function customValuesOf(r: DbSourceRow, defaults: Map<number, string>): Record<string, string> {
  const person: TemplatePerson = {
    firstName: r.first_name,
    lastName: r.last_name,
    employeeNumber: r.employee_number,
    department: r.department,
    phoneNumber: r.mobile,
    email: r.email,
    position: r.position,
  };
  const values: Record<string, string> = {};
  for (const [id, defaultValue] of defaults)
    values[id] = r.custom_values?.[id] ?? expandTemplate(defaultValue, person);
  return values;
}

/**
 * The month's file rows in batches, ordered by last name, first name and number. One query sorts the month's
 * subscription ids (4 bytes each: a 50 000-subscription file holds 200 kB of ids, never its rows); then each
 * batch of ids gets its details in its own query, so no transaction stays open while the file streams and the
 * process holds one batch of rows at a time. Both queries carry the caller's scope.
 */
export async function* readExportRows(
  db: Executor,
  scope: RowScope,
  monthStart: string,
  columns: ExportColumn[],
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportSourceRow[]> {
  const customFieldIds = [
    ...new Set(columns.map((c) => (c.mapsToId == null ? null : customFieldIdOf(c.mapsToId)))),
  ].filter((id): id is number => id != null);
  const defaults = new Map<number, string>();
  if (customFieldIds.length) {
    const fields = await queryRows<{ id: number; default_value: string }>(
      db,
      sql`select f.id, f.default_value from account_custom_fields f where f.id in (${intList(customFieldIds)})`,
    );
    for (const f of fields) defaults.set(f.id, f.default_value);
  }
  const customValues = defaults.size
    ? sql`(select json_object_agg(v.account_custom_field_id, v.value) from user_custom_field_values v
         where v.catalog_id = s.catalog_id and v.account_custom_field_id in (${intList([...defaults.keys()])}))`
    : sql`null::json`;
  const where = scopeCondition(scope);
  const costs = sql`left join subscription_month_costs c on c.subscription_id = s.id and c.period = ${monthStart}::date`;
  const [ordered] = await queryRows<{ ids: number[] | null }>(
    db,
    sql`select array_agg(s.id order by coalesce(p.last_name, ''), coalesce(p.first_name, ''), s.phone_number) as ids
      from subscriptions s
      left join people p on p.catalog_id = s.catalog_id
      ${costs}
      where ${where}`,
  );
  const ids = ordered?.ids ?? [];
  const fetchBatch = (from: number) =>
    queryRows<DbSourceRow>(
      db,
      sql`
      select s.id as subscription_id, s.phone_number, p.employee_number, p.first_name, p.last_name,
        p.email, p.mobile, p.position,
        d.name as department, bg.name as billing_group, pp.description as payment_profile,
        coalesce(c.total_ore, 0) as total_ore, coalesce(c.work_ore, 0) as work_ore,
        coalesce(c.private_ore, 0) as private_ore, coalesce(c.deducted_ore, 0) as deducted_ore,
        coalesce(c.content_deducted_ore, 0) as content_deducted_ore,
        coalesce(c.content_over_threshold_ore, 0) as content_over_threshold_ore,
        ${customValues} as custom_values
      from unnest(${`{${ids.slice(from, from + batchSize).join(',')}}`}::int[]) with ordinality as page(id, n)
      join subscriptions s on s.id = page.id
      left join people p on p.catalog_id = s.catalog_id
      left join departments d on d.id = p.department_id
      left join billing_groups bg on bg.id = s.billing_group_id
      ${costs}
      left join payment_profiles pp on pp.id = ${monthProfileId}
      where ${where}
      order by page.n`,
    );
  // The next batch is read while the current one is written out: at most two batches are held at a time.
  let next = ids.length ? fetchBatch(0) : null;
  try {
    for (let from = 0; next; from += batchSize) {
      const rows = await next;
      next = from + batchSize < ids.length ? fetchBatch(from + batchSize) : null;
      yield rows.map((r) => ({
        subscriptionId: r.subscription_id,
        phoneNumber: r.phone_number,
        employeeNumber: r.employee_number,
        firstName: r.first_name,
        lastName: r.last_name,
        department: r.department,
        billingGroup: r.billing_group,
        paymentProfile: r.payment_profile,
        totalOre: r.total_ore,
        workOre: r.work_ore,
        privateOre: r.private_ore,
        deductedOre: r.deducted_ore,
        contentDeductedOre: r.content_deducted_ore,
        contentOverThresholdOre: r.content_over_threshold_ore,
        customValues: customValuesOf(r, defaults),
      }));
    }
  } finally {
    // A download cancelled mid-way leaves a read under way: its outcome no longer matters.
    next?.catch(() => {});
  }
}

/** Claims a month for automatic sending: inserts its `sent` row first; null when it was sent (or is being sent) already. */
export async function claimAutoSendRun(
  tx: Executor,
  run: { exportId: number; monthStart: string; recipient: string; at: Date },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into file_export_runs (file_export_id, period, status, recipient, at)
      values (${run.exportId}::int, ${run.monthStart}::date, 'sent', ${run.recipient}, ${run.at}::timestamptz)
      on conflict (file_export_id, period) where status = 'sent' do nothing
      returning id`,
  );
  return rows[0]?.id ?? null;
}

export async function attachOutboxMessage(
  tx: Executor,
  runId: number,
  outboxMessageId: number,
): Promise<void> {
  await tx.execute(
    sql`update file_export_runs set outbox_message_id = ${outboxMessageId} where id = ${runId}`,
  );
}

export async function recordFailedRun(
  db: Executor,
  run: { exportId: number; monthStart: string; recipient: string; at: Date; reason: string },
): Promise<void> {
  await db.execute(sql`insert into file_export_runs (file_export_id, period, status, reason, recipient, at)
    values (${run.exportId}::int, ${run.monthStart}::date, 'failed', ${run.reason}, ${run.recipient}, ${run.at}::timestamptz)`);
}
