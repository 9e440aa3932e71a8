import { sql } from 'drizzle-orm';
import { requireAccount, scopedAccountIds, visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Db, type Executor, queryRows } from '../../db/client.ts';
import { inList } from '../../db/sql.ts';
import { AppError, ErrorCode } from '../../errors.ts';
import { expandTemplate, type TemplatePerson } from './field-templates.ts';

export type AccountCustomFieldRow = {
  id: number;
  accountId: number;
  name: string;
  fieldType: number;
  defaultValue: string;
  version: number;
};

export type UserCustomFieldRow = {
  accountCustomFieldId: number;
  name: string;
  value: string;
  /** The value is the field's default (with the person's tags filled in), not one set for the person. */
  isDefault: boolean;
};

const fieldColumns = sql`f.id, f.account_id as "accountId", f.name, f.field_type as "fieldType",
  f.default_value as "defaultValue", f.version`;

/** The account's own custom fields (not those of accounts above it), oldest first. */
export async function listAccountCustomFields(
  db: Executor,
  principal: Principal,
  accountId: number,
): Promise<AccountCustomFieldRow[]> {
  await requireAccount(db, principal, accountId);
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

async function personInAccount(
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

/**
 * A person's values of the fields that apply to the account; a field without a value gives its default value
 * with the template tags filled in from the person. NOT_FOUND unless the person has a subscription in the
 * account's tree that the caller may see.
 */
export async function listUserCustomFields(
  db: Executor,
  principal: Principal,
  accountId: number,
  catalogId: number,
): Promise<UserCustomFieldRow[]> {
  const person = await personInAccount(db, principal, accountId, catalogId);
  if (!person) throw AppError.notFound('User');
  const rows = await queryRows<{ id: number; name: string; defaultValue: string; value: string | null }>(
    db,
    sql`select f.id, f.name, f.default_value as "defaultValue", v.value
        from account_custom_fields f
        left join user_custom_field_values v on v.account_custom_field_id = f.id and v.catalog_id = ${catalogId}
        where f.account_id in ${applicableFieldAccounts(principal, accountId)}
        order by f.id`,
  );
  return rows.map((r) => ({
    accountCustomFieldId: r.id,
    name: r.name,
    value: r.value ?? expandTemplate(r.defaultValue, person),
    isDefault: r.value === null,
  }));
}

/**
 * Sets several of a person's values at once, all or none: NOT_FOUND unless the person is in the account's tree
 * and every field applies to that account, both as the caller sees them. Answers all the person's fields as saved.
 */
export async function setUserCustomFieldValues(
  db: Db,
  principal: Principal,
  input: { accountId: number; catalogId: number; values: { accountCustomFieldId: number; value: string }[] },
): Promise<UserCustomFieldRow[]> {
  return db.transaction(async (tx) => {
    if (!(await personInAccount(tx, principal, input.accountId, input.catalogId)))
      throw AppError.notFound('User');
    const ids = input.values.map((v) => v.accountCustomFieldId);
    const [found] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from account_custom_fields f
          where f.id in ${inList(ids)}
            and f.account_id in ${applicableFieldAccounts(principal, input.accountId)}`,
    );
    if (found?.n !== new Set(ids).size) throw AppError.notFound('Account custom field');
    const rows = input.values.map(
      (v) => sql`(${v.accountCustomFieldId}::int, ${input.catalogId}::int, ${v.value}::text)`,
    );
    await tx.execute(sql`
      insert into user_custom_field_values (account_custom_field_id, catalog_id, value)
      values ${sql.join(rows, sql`, `)}
      on conflict (account_custom_field_id, catalog_id) do update set value = excluded.value`);
    return listUserCustomFields(tx, principal, input.accountId, input.catalogId);
  });
}

async function refuseDuplicateName(tx: Executor, accountId: number, name: string, exceptId: number | null) {
  const [dup] = await queryRows<{ id: number }>(
    tx,
    sql`select id from account_custom_fields where account_id = ${accountId}
          and lower(name) = lower(${name}) and id <> ${exceptId ?? 0}::int`,
  );
  if (dup)
    throw new AppError(ErrorCode.AlreadyExists, `A field named "${name}" already exists.`, { field: 'name' });
}

export async function createAccountCustomField(
  db: Db,
  principal: Principal,
  input: { accountId: number; name: string; fieldType: number; defaultValue: string },
): Promise<AccountCustomFieldRow> {
  return db.transaction(async (tx) => {
    await requireAccount(tx, principal, input.accountId);
    // Two admins adding the same name at once: the account row lock makes the second one see the first.
    await tx.execute(sql`select id from accounts where id = ${input.accountId} for update`);
    await refuseDuplicateName(tx, input.accountId, input.name, null);
    const [row] = await queryRows<AccountCustomFieldRow>(
      tx,
      sql`insert into account_custom_fields as f (account_id, name, field_type, default_value)
          values (${input.accountId}, ${input.name}, ${input.fieldType}, ${input.defaultValue})
          returning ${fieldColumns}`,
    );
    return row!;
  });
}

/** Updates a field; with `version`, only if nobody changed it since (else CONFLICT). */
export async function updateAccountCustomField(
  db: Db,
  principal: Principal,
  input: {
    id: number;
    accountId: number;
    name: string;
    /** null keeps the current value. */
    fieldType: number | null;
    defaultValue: string | null;
    version?: number | null;
  },
): Promise<AccountCustomFieldRow> {
  return db.transaction(async (tx) => {
    const [current] = await queryRows<{ version: number }>(
      tx,
      sql`select f.version from account_custom_fields f
          where f.id = ${input.id} and f.account_id = ${input.accountId}
            and f.account_id in ${visibleAccountIds(principal)}
          for update`,
    );
    if (!current) throw AppError.notFound('Account custom field');
    if (input.version != null && input.version !== current.version) throw AppError.conflict();
    await tx.execute(sql`select id from accounts where id = ${input.accountId} for update`);
    await refuseDuplicateName(tx, input.accountId, input.name, input.id);
    const [row] = await queryRows<AccountCustomFieldRow>(
      tx,
      sql`update account_custom_fields as f set name = ${input.name},
            field_type = coalesce(${input.fieldType}::int, f.field_type),
            default_value = coalesce(${input.defaultValue}::text, f.default_value), version = f.version + 1
          where f.id = ${input.id} returning ${fieldColumns}`,
    );
    return row!;
  });
}

/** Deletes a field and every person's value of it; answers the field as it was. */
export async function removeAccountCustomField(
  db: Db,
  principal: Principal,
  input: { id: number; accountId: number },
): Promise<AccountCustomFieldRow> {
  const [row] = await queryRows<AccountCustomFieldRow>(
    db,
    sql`delete from account_custom_fields as f
        where f.id = ${input.id} and f.account_id = ${input.accountId}
          and f.account_id in ${visibleAccountIds(principal)}
        returning ${fieldColumns}`,
  );
  if (!row) throw AppError.notFound('Account custom field');
  return row;
}
