import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';
import type { TemplatePerson } from './field-templates.ts';

/** SQL of custom fields: an account's fields and people's values, scoped by the caller's visible accounts. */

export type AccountCustomFieldRow = {
  id: number;
  accountId: number;
  name: string;
  fieldType: number;
  defaultValue: string;
  version: number;
};

/** A field that applies to a person and the person's own value of it (null: none set). */
export type PersonFieldValueRow = { id: number; name: string; defaultValue: string; value: string | null };

const fieldColumns = sql`f.id, f.account_id as "accountId", f.name, f.field_type as "fieldType",
  f.default_value as "defaultValue", f.version`;

/** The account's own custom fields (not those of accounts above it), oldest first. */
export async function listAccountFields(
  db: Executor,
  principal: Principal,
  accountId: number,
): Promise<AccountCustomFieldRow[]> {
  return queryRows<AccountCustomFieldRow>(
    db,
    sql`select ${fieldColumns} from account_custom_fields f
        where f.account_id = ${accountId} and f.account_id in ${visibleAccountIds(principal)}
        order by f.id`,
  );
}

/** Fields that apply to people of an account: its own and those of the accounts above it that the caller sees. */
const applicableFieldAccounts = (principal: Principal, accountId: number) =>
  sql`(select t.ancestor_id from account_tree t where t.descendant_id = ${accountId}
       and t.ancestor_id in ${visibleAccountIds(principal)})`;

/** The person, with what the template tags need, when they have a subscription in the account's tree. */
export async function findPersonInAccount(
  db: Executor,
  principal: Principal,
  accountId: number,
  catalogId: number,
): Promise<TemplatePerson | null> {
  const [person] = await queryRows<TemplatePerson>(
    db,
    sql`select p.first_name as "firstName", p.last_name as "lastName", p.employee_number as "employeeNumber",
          d.name as department, p.mobile as "phoneNumber", p.email, p.position
        from people p left join departments d on d.id = p.department_id
        where p.catalog_id = ${catalogId} and exists (
          select 1 from subscriptions s where s.catalog_id = p.catalog_id
            and s.account_id in ${scopedAccountIds(principal, accountId, true)})`,
  );
  return person ?? null;
}

/** The fields that apply to the account with the person's own values, oldest first. */
export async function listPersonFieldValues(
  db: Executor,
  principal: Principal,
  accountId: number,
  catalogId: number,
): Promise<PersonFieldValueRow[]> {
  return queryRows<PersonFieldValueRow>(
    db,
    sql`select f.id, f.name, f.default_value as "defaultValue", v.value
        from account_custom_fields f
        left join user_custom_field_values v on v.account_custom_field_id = f.id and v.catalog_id = ${catalogId}
        where f.account_id in ${applicableFieldAccounts(principal, accountId)}
        order by f.id`,
  );
}

/** How many of the fields (ids, not empty) apply to the account as the caller sees it. */
export async function countApplicableFields(
  db: Executor,
  principal: Principal,
  accountId: number,
  ids: number[],
): Promise<number> {
  const [found] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from account_custom_fields f
        where f.id in ${inList(ids)} and f.account_id in ${applicableFieldAccounts(principal, accountId)}`,
  );
  return found?.n ?? 0;
}

/** Writes a person's values (not empty), replacing those set before. */
export async function upsertPersonFieldValues(
  db: Executor,
  catalogId: number,
  values: { accountCustomFieldId: number; value: string }[],
): Promise<void> {
  const rows = values.map((v) => sql`(${v.accountCustomFieldId}::int, ${catalogId}::int, ${v.value}::text)`);
  await db.execute(sql`
    insert into user_custom_field_values (account_custom_field_id, catalog_id, value)
    values ${sql.join(rows, sql`, `)}
    on conflict (account_custom_field_id, catalog_id) do update set value = excluded.value`);
}

/** Locks the account row until the transaction ends, so two admins' writes of its fields take turns. */
export async function lockAccount(db: Executor, accountId: number): Promise<void> {
  await db.execute(sql`select id from accounts where id = ${accountId} for update`);
}

/** The account's field of that name (any case) other than `exceptId`, if any. */
export async function findFieldNamed(
  db: Executor,
  accountId: number,
  name: string,
  exceptId: number | null,
): Promise<number | null> {
  const [dup] = await queryRows<{ id: number }>(
    db,
    sql`select id from account_custom_fields where account_id = ${accountId}
          and lower(name) = lower(${name}) and id <> ${exceptId ?? 0}::int`,
  );
  return dup?.id ?? null;
}

export async function insertAccountField(
  db: Executor,
  input: { accountId: number; name: string; fieldType: number; defaultValue: string },
): Promise<AccountCustomFieldRow> {
  const [row] = await queryRows<AccountCustomFieldRow>(
    db,
    sql`insert into account_custom_fields as f (account_id, name, field_type, default_value)
        values (${input.accountId}, ${input.name}, ${input.fieldType}, ${input.defaultValue})
        returning ${fieldColumns}`,
  );
  return row!;
}

/** The version of a visible account's field, locked for update; null when there is none. */
export async function lockAccountField(
  db: Executor,
  principal: Principal,
  id: number,
  accountId: number,
): Promise<{ version: number } | null> {
  const [current] = await queryRows<{ version: number }>(
    db,
    sql`select f.version from account_custom_fields f
        where f.id = ${id} and f.account_id = ${accountId}
          and f.account_id in ${visibleAccountIds(principal)}
        for update`,
  );
  return current ?? null;
}

/** Writes the name, and the type and default value unless null; raises the version. */
export async function updateAccountField(
  db: Executor,
  input: { id: number; name: string; fieldType: number | null; defaultValue: string | null },
): Promise<AccountCustomFieldRow> {
  const [row] = await queryRows<AccountCustomFieldRow>(
    db,
    sql`update account_custom_fields as f set name = ${input.name},
          field_type = coalesce(${input.fieldType}::int, f.field_type),
          default_value = coalesce(${input.defaultValue}::text, f.default_value), version = f.version + 1
        where f.id = ${input.id} returning ${fieldColumns}`,
  );
  return row!;
}

/** Deletes a visible account's field with every person's value of it; answers the field as it was, if any. */
export async function deleteAccountField(
  db: Executor,
  principal: Principal,
  id: number,
  accountId: number,
): Promise<AccountCustomFieldRow | null> {
  const [row] = await queryRows<AccountCustomFieldRow>(
    db,
    sql`delete from account_custom_fields as f
        where f.id = ${id} and f.account_id = ${accountId}
          and f.account_id in ${visibleAccountIds(principal)}
        returning ${fieldColumns}`,
  );
  return row ?? null;
}
