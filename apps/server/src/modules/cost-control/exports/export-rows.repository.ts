import { customFieldIdOf, type ExportColumn, mappingFieldKey } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { heldCursorRows } from '../../../db/held-cursor.ts';
import { accountEndedOn, activeOnOrAfter } from '../../../db/subscription-end.ts';
import { expandTemplate } from '../custom-fields/field-templates.ts';
import {
  consentJoins,
  consentMissing,
  consentMoment,
  deductionsHeld,
  heldLandsIn,
  ledgerTerms,
} from '../deduction-consent/consent-sql.ts';
import type { ExportSourceRow } from './export-values.ts';
import { intList } from './exports.repository.ts';

/** The rows of a payroll file: who a file covers, what it leaves out, and the rows themselves in batches. */

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
  /** The moment the deduction consent is judged at (the clock's now); the database's now when left out. */
  asOf?: Date;
};

/**
 * The payment profile a subscription had in the month: the month's stored one (a closed month keeps its own, so
 * a file made again after people moved profile is the same file), else its profile now. Needs `c` joined.
 */
const monthProfileId = sql`(case when c.subscription_id is null then s.payment_profile_id else c.payment_profile_id end)`;

/** The export's account and its sub accounts (only those the caller sees, when a person asks). */
function baseAccounts(scope: RowScope): SQL {
  return scope.principal
    ? scopedAccountIds(scope.principal, scope.exportAccountId, true)
    : sql`(select t.descendant_id from account_tree t where t.ancestor_id = ${scope.exportAccountId})`;
}

/**
 * The person's equipment ledger rows `e` on the export's accounts for a row (needs `s`): `value` aggregated over the
 * rows `which` picks, carried by the person's first subscription there (lowest id) so a person with a phone and a
 * data SIM has it once; `none` on their other rows.
 */
function personLedger(
  scope: RowScope,
  which: SQL,
  value: SQL = sql`coalesce(sum(e.amount), 0)`,
  none = sql`0`,
): SQL {
  const base = baseAccounts(scope);
  return sql`(case when s.id = (select min(s2.id) from subscriptions s2
      where s2.catalog_id = s.catalog_id and s2.account_id in ${base})
    then (select ${value} from equipment_deductions e
      where e.catalog_id = s.catalog_id and e.account_id in ${base} and ${which})
    else ${none} end)`;
}

/** The person's equipment deductions booked in the month (the user-deductions file's total), before any hold. */
function equipmentBookedOf(scope: RowScope, monthStart: string): SQL {
  return personLedger(scope, sql`e.period = ${monthStart}::date`);
}

/**
 * "Equipment deducted" of a row: the month's booked equipment deductions but those held for the person's consent
 * to the terms of the policy each was booked under, plus the held ones of earlier months that land in this one
 * (docs/DEDUCTION-CONSENT.md; the same rule as telecom deductions).
 */
function equipmentOf(scope: RowScope, monthStart: string): SQL {
  const at = consentMoment(monthStart, scope.asOf ?? null);
  return personLedger(
    scope,
    sql`((e.period = ${monthStart}::date and not ${deductionsHeld(ledgerTerms, sql`e.catalog_id`, at)})
      or ${heldLandsIn(ledgerTerms, sql`e.catalog_id`, sql`e.period`, monthStart, at)})`,
  );
}

/** Some of the person's equipment deductions of the month lack their consent at the month's consent moment. */
function equipmentConsentMissing(scope: RowScope, monthStart: string): SQL {
  const at = consentMoment(monthStart, scope.asOf ?? null);
  return personLedger(
    scope,
    sql`e.period = ${monthStart}::date and e.amount <> 0`,
    sql`coalesce(bool_or(${consentMissing(ledgerTerms, sql`e.catalog_id`, at)}), false)`,
    sql`false`,
  );
}

/**
 * "Buy-out benefit" of a row: the ledger's taxable benefits of the month, on the same row as the equipment
 * deducted. A benefit is never held: it is the employer's to report for the month it arose, consent or not.
 */
function buyOutBenefitOf(scope: RowScope, monthStart: string): SQL {
  return personLedger(scope, sql`e.period = ${monthStart}::date`, sql`coalesce(sum(e.taxable_benefit), 0)`);
}

/**
 * The scope's accounts `sa` joined to a subscription `s`, each with its end (`sa.ended_on`) worked out once per
 * account rather than once per subscription, and the subscription's billing group `bg`: the join is the scope.
 */
function scopeJoins(scope: RowScope): SQL {
  return sql`join (select a.id, ${accountEndedOn(sql`a.id`)} as ended_on from accounts a
      where a.id in ${baseAccounts(scope)} offset 0) sa on sa.id = s.account_id
    left join billing_groups bg on bg.id = s.billing_group_id`;
}

/**
 * The month's subscriptions of the scope, with or without a person; payroll rows are the ones with a person.
 * Needs `c` and the scope's joins (`scopeJoins`). An ended subscription is in the files of the months up to its
 * end, and in a closed month's file that had it (an end sent later does not change a closed month's file).
 * `equipment` (the row's equipment deducted, when a column asks for it) also lists who has only that to deduct.
 */
function scopeCondition(
  scope: RowScope,
  monthStart: string,
  withPerson = true,
  equipment: SQL[] = [],
  released = false,
): SQL {
  const ends = { account: sql`sa.ended_on`, billingGroup: sql`bg.ended_on` };
  const parts: SQL[] = [
    sql`(${activeOnOrAfter(sql`s`, sql`${monthStart}::date`, ends)} or c.closed_at is not null)`,
  ];
  if (scope.filterAccountIds.length)
    parts.push(
      sql`s.account_id in (select t.descendant_id from account_tree t where t.ancestor_id in (${intList(scope.filterAccountIds)}))`,
    );
  if (scope.filterBillingGroupIds.length)
    parts.push(sql`s.billing_group_id in (${intList(scope.filterBillingGroupIds)})`);
  if (scope.filterPaymentProfileId != null)
    parts.push(sql`${monthProfileId} = ${scope.filterPaymentProfileId}`);
  // Without showAllUsers the file lists who has something for payroll: a deduction, content services above the
  // threshold or a taxable benefit.
  if (!scope.showAllUsers)
    parts.push(sql`(c.deducted_ore > 0 or c.content_deducted_ore > 0 or c.content_over_threshold_ore > 0
      or c.ek_benefit_ore > 0 ${sql.join(
        equipment.map((e) => sql`or ${e} <> 0`),
        sql` `,
      )}
      ${released ? sql`or released.deducted_ore > 0 or released.content_deducted_ore > 0` : sql``})`);
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
        ${scopeJoins(scope)}
        left join subscription_month_costs c on c.subscription_id = s.id and c.period = ${monthStart}::date
        where ${scopeCondition(scope, monthStart, false)}`,
  );
  return {
    count: r?.count ?? 0,
    totalOre: Number(r?.totalOre ?? 0),
    deductedOre: Number(r?.deductedOre ?? 0),
  };
}

/** A row as the statement reads it: the fields no column of the file asks for are left out. */
type DbSourceRow = {
  subscription_id: number;
  catalog_id: number | null;
  phone_number: string;
  employee_number: string | null;
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
  mobile?: string | null;
  position?: string | null;
  department?: string | null;
  billing_group?: string | null;
  payment_profile?: string | null;
  total_ore?: number;
  work_ore?: number;
  private_ore?: number;
  deducted_ore?: number | string;
  content_deducted_ore?: number | string;
  content_over_threshold_ore?: number;
  equipment_deducted_ore?: number | string;
  ek_benefit_ore?: number;
  content_benefit_ore?: number;
  buy_out_benefit_ore?: number | string;
  consent_missing?: boolean;
} & Record<`custom_${number}`, string | null>;

export const EXPORT_BATCH_SIZE = 5000;

/** A template tag in a custom field's default value: the person's own fields fill it in. */
const TEMPLATE_TAG = /\{[A-Za-z]+\}/;

/** A custom field a column asks for: its default value, and whether that has template tags to fill in. */
type CustomField = { id: number; defaultValue: string; template: boolean };

/**
 * A person's custom field values for the columns: their own value, else the field's default value with the
 * template tags filled in from them (as the custom fields screen shows it).
 */
function customValuesOf(r: DbSourceRow, fields: CustomField[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { id, defaultValue, template } of fields)
    values[id] =
      r[`custom_${id}`] ??
      (template
        ? expandTemplate(defaultValue, {
            firstName: r.first_name,
            lastName: r.last_name,
            employeeNumber: r.employee_number,
            department: r.department ?? null,
            phoneNumber: r.mobile ?? null,
            email: r.email ?? null,
            position: r.position ?? null,
          })
        : defaultValue);
  return values;
}

/**
 * The month's file rows in batches, ordered by last name, first name and number: one statement, read through a
 * cursor WITH HOLD (db/held-cursor.ts), so the database reads the tables and works out each row's rules once, no
 * transaction stays open while the file streams, and the process holds at most two batches of rows. Sorting the
 * ids first and reading each batch of ids in a statement of its own made a 49 000-row file 5.3 times a plain COPY
 * of its rows: every batch hashed the month's subscriptions and costs again (issue 31 §3).
 *
 * The statement reads the person and the number of every row, and of the rest only what the columns ask for: the
 * database sorts, keeps and sends every field it reads, and the fields of all columns made it twice the work of the
 * nine a file typically has. A field no column asks for is left empty in the rows (0, null, no mark).
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
  const customFields = customFieldIds.length
    ? (
        await queryRows<{ id: number; default_value: string }>(
          db,
          sql`select f.id, f.default_value from account_custom_fields f where f.id in (${intList(customFieldIds)})`,
        )
      ).map((f) => ({
        id: f.id,
        defaultValue: f.default_value,
        template: TEMPLATE_TAG.test(f.default_value),
      }))
    : [];
  const keys = new Set(columns.map((c) => (c.mapsToId == null ? null : mappingFieldKey(c.mapsToId))));
  const templates = customFields.some((f) => f.template);
  const equipment = keys.has('equipmentDeducted') ? equipmentOf(scope, monthStart) : null;
  // The month's own equipment deductions, held or not: a held month is still listed, marked.
  const equipmentBooked = equipment ? equipmentBookedOf(scope, monthStart) : null;
  const buyOutBenefit = keys.has('buyOutBenefit') ? buyOutBenefitOf(scope, monthStart) : null;
  const where = scopeCondition(
    scope,
    monthStart,
    true,
    [equipment, equipmentBooked, buyOutBenefit].filter((e): e is SQL => e !== null),
    true,
  );
  const equipmentMissing = equipmentBooked ? sql`or ${equipmentConsentMissing(scope, monthStart)}` : sql``;
  const fields: [boolean, SQL][] = [
    [templates, sql`p.email, p.mobile, p.position`],
    [templates || keys.has('department'), sql`d.name as department`],
    [keys.has('billingGroup'), sql`bg.name as billing_group`],
    [keys.has('paymentProfile'), sql`pp.description as payment_profile`],
    [keys.has('total'), sql`coalesce(c.total_ore, 0) as total_ore`],
    [keys.has('work'), sql`coalesce(c.work_ore, 0) as work_ore`],
    [keys.has('private'), sql`coalesce(c.private_ore, 0) as private_ore`],
    [
      keys.has('deducted'),
      sql`(case when consent.held then 0 else coalesce(c.deducted_ore, 0) end + released.deducted_ore)::bigint
        as deducted_ore`,
    ],
    [
      keys.has('contentDeducted'),
      sql`(case when consent.held then 0 else coalesce(c.content_deducted_ore, 0) end
        + released.content_deducted_ore)::bigint as content_deducted_ore`,
    ],
    [
      keys.has('deductionConsentMissing'),
      sql`((consent.missing and (coalesce(c.deducted_ore, 0) > 0 or coalesce(c.content_deducted_ore, 0) > 0))
        ${equipmentMissing}) as consent_missing`,
    ],
    [
      keys.has('contentOverThreshold'),
      sql`coalesce(c.content_over_threshold_ore, 0) as content_over_threshold_ore`,
    ],
    [equipment !== null, sql`${equipment}::bigint as equipment_deducted_ore`],
    [keys.has('ekBenefit'), sql`coalesce(c.ek_benefit_ore, 0) as ek_benefit_ore`],
    [keys.has('contentBenefit'), sql`coalesce(c.content_benefit_ore, 0) as content_benefit_ore`],
    [buyOutBenefit !== null, sql`${buyOutBenefit}::bigint as buy_out_benefit_ore`],
    ...customFields.map(({ id }): [boolean, SQL] => [true, sql.raw(`custom_${id}.value as custom_${id}`)]),
  ];
  // A custom field's own values, one join per field column.
  const customJoins = customFields.map(({ id }) => {
    const v = sql.raw(`custom_${id}`);
    return sql`left join user_custom_field_values ${v} on ${v}.catalog_id = s.catalog_id
      and ${v}.account_custom_field_id = ${id}`;
  });
  // The deduction consent: held deductions count 0, earlier held ones that land here count.
  const consent = consentJoins(monthProfileId, monthStart, scope.asOf ?? null);
  const rows = heldCursorRows<DbSourceRow>(
    db,
    sql`
      select s.id as subscription_id, s.catalog_id, s.phone_number, p.employee_number, p.first_name, p.last_name
        ${sql.join(
          fields.filter(([wanted]) => wanted).map(([, field]) => sql`, ${field}`),
          sql``,
        )}
      from subscriptions s
      ${scopeJoins(scope)}
      left join people p on p.catalog_id = s.catalog_id
      left join departments d on d.id = p.department_id
      left join subscription_month_costs c on c.subscription_id = s.id and c.period = ${monthStart}::date
      ${consent}
      left join payment_profiles pp on pp.id = ${monthProfileId}
      ${sql.join(customJoins, sql` `)}
      where ${where}
      order by coalesce(p.last_name, ''), coalesce(p.first_name, ''), s.phone_number`,
    batchSize,
  );
  for await (const batch of rows)
    yield batch.map((r) => ({
      subscriptionId: r.subscription_id,
      catalogId: r.catalog_id,
      phoneNumber: r.phone_number,
      employeeNumber: r.employee_number,
      firstName: r.first_name,
      lastName: r.last_name,
      department: r.department ?? null,
      billingGroup: r.billing_group ?? null,
      paymentProfile: r.payment_profile ?? null,
      totalOre: r.total_ore ?? 0,
      workOre: r.work_ore ?? 0,
      privateOre: r.private_ore ?? 0,
      deductedOre: Number(r.deducted_ore ?? 0),
      contentDeductedOre: Number(r.content_deducted_ore ?? 0),
      contentOverThresholdOre: r.content_over_threshold_ore ?? 0,
      equipmentDeductedOre: Number(r.equipment_deducted_ore ?? 0),
      ekBenefitOre: r.ek_benefit_ore ?? 0,
      contentBenefitOre: r.content_benefit_ore ?? 0,
      buyOutBenefitOre: Number(r.buy_out_benefit_ore ?? 0),
      deductionConsentMissing: r.consent_missing ?? false,
      customValues: customValuesOf(r, customFields),
    }));
}
