import { Role } from '@connect/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { departments, people } from '../../../db/schema/index.ts';
import { insertAccountField } from './custom-fields.repository.ts';

type Field = {
  ID: number;
  accountID: number;
  name: string;
  fieldType: number;
  defaultValue: string;
  version: number;
};
const FIELD = 'ID accountID name fieldType defaultValue version';

/**
 * A customer of its own with two top-level accounts, Hoved (fields Ansattnummer {employeeNumber}, Lønnsart 5120 and
 * Kostnadssted) and Vest (its own Ansattnummer): the cost controller Anne sees both, Kåre only Hoved; the employee
 * (employee number 1003, department Tømrer) uses a subscription in Hoved. Another customer has an account with its
 * own Ansattnummer and a person of its own.
 */
describe('account and user custom fields', () => {
  let s: TestServer;
  let admin: string;
  let kare: string;
  let mainId: number;
  let westId: number;
  let employeeId: number;
  let foreignPerson: number;
  const ids = { salaryCode: 0, costCenter: 0, otherEmployeeNumber: 0 };
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const field = async (account: BuiltAccount, name: string, defaultValue: string) =>
      (await insertAccountField(db, { accountId: account.id, name, fieldType: 1, defaultValue })).id;
    const customer = await buildCustomer(db);
    const main = await buildAccount(db, { customer, name: 'Hoved' });
    const west = await buildAccount(db, { customer, name: 'Vest' });
    mainId = main.id;
    westId = west.id;
    const roles = [Role.CostControl];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [main, west] })).catalogId);
    kare = await s.tokenFor((await buildPerson(db, { customer, roles, access: [main] })).catalogId);
    const employee = await buildPerson(db, { customer, employeeNumber: '1003' });
    employeeId = employee.catalogId;
    const [department] = await db
      .insert(departments)
      .values({ customerId: customer.id, name: 'Tømrer' })
      .returning({ id: departments.id });
    await db.update(people).set({ departmentId: department!.id }).where(eq(people.catalogId, employeeId));
    await buildSubscription(db, { account: main, person: employee });
    await field(main, 'Ansattnummer', '{employeeNumber}');
    ids.salaryCode = await field(main, 'Lønnsart', '5120');
    ids.costCenter = await field(main, 'Kostnadssted', '');
    await field(west, 'Ansattnummer', '{employeeNumber}');
    const other = await buildCustomer(db);
    const otherAccount = await buildAccount(db, { customer: other });
    ids.otherEmployeeNumber = await field(otherAccount, 'Ansattnummer', '{employeeNumber}');
    const foreigner = await buildPerson(db, { customer: other, roles, access: [otherAccount] });
    await buildSubscription(db, { account: otherAccount, person: foreigner });
    foreignPerson = foreigner.catalogId;
  });
  afterAll(() => s.close());

  const fields = async (accountID: number) =>
    (
      await s.gql<{ accountCustomFields: Field[] }>(
        admin,
        `query($a: Int!) { accountCustomFields(accountID: $a) { ${FIELD} } }`,
        { a: accountID },
      )
    ).data!.accountCustomFields;

  const userFields = async (accountID: number, userID: number) =>
    (
      await s.gql<{
        userCustomFields: { accountCustomFieldID: number; name: string; value: string; isDefault: boolean }[];
      }>(
        admin,
        'query($a: Int!, $u: Int!) { userCustomFields(accountID: $a, userID: $u) { accountCustomFieldID name value isDefault } }',
        { a: accountID, u: userID },
      )
    ).data!.userCustomFields;

  const create = (vars: Record<string, unknown>) =>
    s.gql<{ createAccountCustomField: Field }>(
      admin,
      `mutation($a: Int!, $name: String!, $t: Int, $d: String) {
        createAccountCustomField(accountID: $a, name: $name, fieldType: $t, defaultValue: $d) { ${FIELD} } }`,
      { a: mainId, ...vars },
    );
  const update = (vars: Record<string, unknown>) =>
    s.gql<{ updateAccountCustomField: Field }>(
      admin,
      `mutation($id: Int!, $a: Int!, $name: String!, $t: Int, $d: String, $v: Int) {
        updateAccountCustomField(ID: $id, accountID: $a, name: $name, fieldType: $t, defaultValue: $d, version: $v) { ${FIELD} } }`,
      { a: mainId, ...vars },
    );
  const remove = (id: number, accountID = mainId) =>
    s.gql<{ removeAccountCustomField: Field }>(
      admin,
      `mutation($id: Int!, $a: Int!) { removeAccountCustomField(ID: $id, accountID: $a) { ${FIELD} } }`,
      { id, a: accountID },
    );
  const setValue = (vars: Record<string, unknown>) =>
    s.gql<{ setUserCustomFieldValue: { value: string; isDefault: boolean } }>(
      admin,
      `mutation($u: Int!, $a: Int!, $f: Int!, $v: String!) {
        setUserCustomFieldValue(userID: $u, accountID: $a, accountCustomFieldID: $f, value: $v) { value isDefault } }`,
      { u: employeeId, a: mainId, ...vars },
    );

  it('lists the account’s fields and templates', async () => {
    expect((await fields(mainId)).map((f) => [f.name, f.defaultValue])).toEqual([
      ['Ansattnummer', '{employeeNumber}'],
      ['Lønnsart', '5120'],
      ['Kostnadssted', ''],
    ]);
    const t = await s.gql<{ accountFieldTemplates: { name: string; description: string }[] }>(
      admin,
      'query($a: Int!) { accountFieldTemplates(accountID: $a) { name description } }',
      { a: mainId },
    );
    expect(t.data!.accountFieldTemplates.map((x) => x.name)).toEqual(
      expect.arrayContaining([
        '{firstName}',
        '{lastName}',
        '{employeeNumber}',
        '{department}',
        '{phoneNumber}',
      ]),
    );
  });

  it('gives a person the default value with tags filled in until a value is set', async () => {
    const employee = employeeId;
    const before = await userFields(mainId, employee);
    expect(before.find((f) => f.name === 'Ansattnummer')).toMatchObject({ value: '1003', isDefault: true });
    expect(before.find((f) => f.name === 'Lønnsart')).toMatchObject({ value: '5120', isDefault: true });
    const set = await setValue({ f: ids.salaryCode, v: '5130' });
    expect(set.data!.setUserCustomFieldValue).toEqual({ value: '5130', isDefault: false });
    const after = await userFields(mainId, employee);
    expect(after.find((f) => f.name === 'Lønnsart')).toMatchObject({ value: '5130', isDefault: false });
    // Another account lists only its own fields.
    const west = await fields(westId);
    expect(west.map((f) => f.name)).toEqual(['Ansattnummer']);
  });

  const setValues = (values: { accountCustomFieldID: number; value: string }[]) =>
    s.gql<{
      setUserCustomFieldValues: { accountCustomFieldID: number; value: string; isDefault: boolean }[];
    }>(
      admin,
      `mutation($u: Int!, $a: Int!, $values: [UserCustomFieldValueInput!]!) {
        setUserCustomFieldValues(userID: $u, accountID: $a, values: $values) { accountCustomFieldID value isDefault } }`,
      { u: employeeId, a: mainId, values },
    );

  it('saves several values of one person in one call, all or none', async () => {
    const { salaryCode, costCenter, otherEmployeeNumber } = ids;
    const savedValue = async (fieldId: number) =>
      (await userFields(mainId, employeeId)).find((f) => f.accountCustomFieldID === fieldId)?.value;
    const saved = await setValues([
      { accountCustomFieldID: salaryCode, value: '5140' },
      { accountCustomFieldID: costCenter, value: 'K-17' },
    ]);
    expect(saved.errors).toBeUndefined();
    // The answer is every field of the person as saved, the untouched ones included.
    expect(saved.data!.setUserCustomFieldValues).toEqual(
      expect.arrayContaining([
        { accountCustomFieldID: salaryCode, value: '5140', isDefault: false },
        { accountCustomFieldID: costCenter, value: 'K-17', isDefault: false },
        expect.objectContaining({ isDefault: true }),
      ]),
    );

    // A field of another customer, a value too long, or one field twice: nothing of the call is saved.
    const refused = [
      [[{ accountCustomFieldID: otherEmployeeNumber, value: 'x' }], 'NOT_FOUND'],
      [[{ accountCustomFieldID: 999_999, value: 'x' }], 'NOT_FOUND'],
      [[{ accountCustomFieldID: costCenter, value: 'x'.repeat(501) }], 'BAD_USER_INPUT'],
      [
        [
          { accountCustomFieldID: costCenter, value: 'A' },
          { accountCustomFieldID: costCenter, value: 'B' },
        ],
        'BAD_USER_INPUT',
      ],
    ] as const;
    for (const [bad, code] of refused) {
      const res = await setValues([{ accountCustomFieldID: salaryCode, value: '9999' }, ...bad]);
      expect(res.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect((await setValues([])).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await savedValue(salaryCode)).toBe('5140');
    expect(await savedValue(costCenter)).toBe('K-17');
  });

  it('creates, updates and removes a field; removing drops every value of it', async () => {
    const created = await create({ name: '  Prosjektnummer  ', d: 'P-{department}' });
    expect(created.errors).toBeUndefined();
    const field = created.data!.createAccountCustomField;
    expect(field).toMatchObject({
      name: 'Prosjektnummer',
      fieldType: 1,
      defaultValue: 'P-{department}',
      version: 1,
    });
    const employee = await userFields(mainId, employeeId);
    expect(employee.find((f) => f.accountCustomFieldID === field.ID)?.value).toBe('P-Tømrer');

    const updated = await update({ id: field.ID, name: 'Prosjekt', t: 2, d: 'P-0', v: field.version });
    expect(updated.data!.updateAccountCustomField).toMatchObject({
      name: 'Prosjekt',
      fieldType: 2,
      version: 2,
    });
    // Leaving out the type and the default keeps them.
    const renamed = await update({ id: field.ID, name: 'Prosjekt', v: 2 });
    expect(renamed.data!.updateAccountCustomField).toMatchObject({
      fieldType: 2,
      defaultValue: 'P-0',
      version: 3,
    });
    const stale = await update({ id: field.ID, name: 'Prosjekt X', v: 1 });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    await setValue({ f: field.ID, v: 'P-42' });
    const removed = await remove(field.ID);
    expect(removed.data!.removeAccountCustomField).toMatchObject({ ID: field.ID, name: 'Prosjekt' });
    expect((await fields(mainId)).map((f) => f.ID)).not.toContain(field.ID);
    expect((await userFields(mainId, employeeId)).map((f) => f.accountCustomFieldID)).not.toContain(field.ID);
    expect((await remove(field.ID)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('validates on the server: a name is required and unique in the account', async () => {
    expect((await create({ name: '   ' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await create({ name: 'x'.repeat(101) })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await create({ name: 'Felt', t: 0 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await create({ name: 'lønnsart' })).errors?.[0]?.extensions?.code).toBe('ALREADY_EXISTS');
    expect((await setValue({ f: ids.salaryCode, v: 'x'.repeat(501) })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    const renameToTaken = await update({ id: ids.costCenter, name: 'Ansattnummer' });
    expect(renameToTaken.errors?.[0]?.extensions?.code).toBe('ALREADY_EXISTS');
  });

  it('answers fields and people outside the caller’s accounts as not found', async () => {
    const other = ids.otherEmployeeNumber;
    expect((await remove(other, mainId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await setValue({ f: other, v: '1' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const foreignUser = await s.gql(
      admin,
      'query($a: Int!, $u: Int!) { userCustomFields(accountID: $a, userID: $u) { name } }',
      {
        a: mainId,
        u: foreignPerson,
      },
    );
    expect(foreignUser.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Kåre (cost control) sees only the main account: West's fields are not found for him.
    const west = await s.gql(kare, 'query($a: Int!) { accountCustomFields(accountID: $a) { ID } }', {
      a: westId,
    });
    expect(west.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
