import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { AppError, ErrorCode } from '../../../errors.ts';
import {
  type AccountCustomFieldRow,
  countApplicableFields,
  deleteAccountField,
  findFieldNamed,
  findPersonInAccount,
  insertAccountField,
  listAccountFields,
  listPersonFieldValues,
  lockAccount,
  lockAccountField,
  updateAccountField,
  upsertPersonFieldValues,
} from './custom-fields.repository.ts';
import { expandTemplate, FIELD_TEMPLATES, type TemplatePerson } from './field-templates.ts';

/** The rules of custom fields: an account's fields (unique names per account) and people's own values. */

export type UserCustomFieldRow = {
  accountCustomFieldId: number;
  name: string;
  value: string;
  /** The value is the field's default (with the person's tags filled in), not one set for the person. */
  isDefault: boolean;
};

/** The account's own custom fields (not those of accounts above it), oldest first. */
export async function listAccountCustomFields(
  db: Executor,
  principal: Principal,
  accountId: number,
): Promise<AccountCustomFieldRow[]> {
  await requireAccount(db, principal, accountId);
  return listAccountFields(db, principal, accountId);
}

/** The tags a default value may contain, for an account the caller sees. */
export async function listFieldTemplates(
  db: Executor,
  principal: Principal,
  accountId: number,
): Promise<{ name: string; description: string }[]> {
  await requireAccount(db, principal, accountId);
  return FIELD_TEMPLATES.map(({ name, description }) => ({ name, description }));
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
  const person = await findPersonInAccount(db, principal, accountId, catalogId);
  if (!person) throw AppError.notFound('User');
  return userCustomFieldsOf(db, principal, accountId, catalogId, person);
}

/**
 * The same for a person already found in the account's tree as the caller sees it (the subscription details found
 * the person's subscription there), with the person's own fields for the template tags.
 */
export async function userCustomFieldsOf(
  db: Executor,
  principal: Principal,
  accountId: number,
  catalogId: number,
  person: TemplatePerson,
): Promise<UserCustomFieldRow[]> {
  const rows = await listPersonFieldValues(db, principal, accountId, catalogId);
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
    if (!(await findPersonInAccount(tx, principal, input.accountId, input.catalogId)))
      throw AppError.notFound('User');
    const ids = input.values.map((v) => v.accountCustomFieldId);
    if ((await countApplicableFields(tx, principal, input.accountId, ids)) !== new Set(ids).size)
      throw AppError.notFound('Account custom field');
    await upsertPersonFieldValues(tx, input.catalogId, input.values);
    return listUserCustomFields(tx, principal, input.accountId, input.catalogId);
  });
}

/** Sets one of a person's values; answers that field as saved. */
export async function setUserCustomFieldValue(
  db: Db,
  principal: Principal,
  input: { accountId: number; catalogId: number; accountCustomFieldId: number; value: string },
): Promise<UserCustomFieldRow> {
  const fields = await setUserCustomFieldValues(db, principal, {
    accountId: input.accountId,
    catalogId: input.catalogId,
    values: [{ accountCustomFieldId: input.accountCustomFieldId, value: input.value }],
  });
  return fields.find((f) => f.accountCustomFieldId === input.accountCustomFieldId)!;
}

async function refuseDuplicateName(tx: Executor, accountId: number, name: string, exceptId: number | null) {
  if ((await findFieldNamed(tx, accountId, name, exceptId)) !== null)
    throw new AppError(ErrorCode.AlreadyExists, `A field named "${name}" already exists.`, { field: 'name' });
}

/** Adds a field to the account, its name without the blanks around it; ALREADY_EXISTS for a name it has. */
export async function createAccountCustomField(
  db: Db,
  principal: Principal,
  input: { accountId: number; name: string; fieldType: number; defaultValue: string },
): Promise<AccountCustomFieldRow> {
  return db.transaction(async (tx) => {
    await requireAccount(tx, principal, input.accountId);
    // Two admins adding the same name at once: the account row lock makes the second one see the first.
    await lockAccount(tx, input.accountId);
    const name = input.name.trim();
    await refuseDuplicateName(tx, input.accountId, name, null);
    return insertAccountField(tx, { ...input, name });
  });
}

/** Updates a field (its name without the blanks around it); with `version`, only if nobody changed it since (else CONFLICT). */
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
    const current = await lockAccountField(tx, principal, input.id, input.accountId);
    if (!current) throw AppError.notFound('Account custom field');
    if (input.version != null && input.version !== current.version) throw AppError.conflict();
    await lockAccount(tx, input.accountId);
    const name = input.name.trim();
    await refuseDuplicateName(tx, input.accountId, name, input.id);
    return updateAccountField(tx, { ...input, name });
  });
}

/** Deletes a field and every person's value of it; answers the field as it was. */
export async function removeAccountCustomField(
  db: Db,
  principal: Principal,
  input: { id: number; accountId: number },
): Promise<AccountCustomFieldRow> {
  const row = await deleteAccountField(db, principal, input.id, input.accountId);
  if (!row) throw AppError.notFound('Account custom field');
  return row;
}
