import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

/** A person with a subscription in that account: the demo employee, or the other customer's admin. */
const user = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.people.employee : s.seed.people.otherAdmin;

const field = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.cost.customFields.costCenter : s.seed.cost.customFields.otherEmployeeNumber;

let counter = 0;
/** A field made for one call that removes it. */
async function freshField(s: TestServer, ids: 'own' | 'foreign'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into account_custom_fields (account_id, name) values (${account(s, ids)}, ${`Autorisasjon ${++counter}`})
        returning id`,
  );
  return row!.id;
}

const COST_CONTROL = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

export const rows: AuthzRow[] = [
  {
    operation: 'Query.userCustomFields',
    ...COST_CONTROL,
    call: gqlCall(
      'query($accountID: Int!, $userID: Int!) { userCustomFields(accountID: $accountID, userID: $userID) { name value } }',
      (s, ids) => ({ accountID: account(s, ids), userID: user(s, ids) }),
    ),
  },
  {
    operation: 'Query.accountCustomFields',
    ...COST_CONTROL,
    call: gqlCall(
      'query($accountID: Int!) { accountCustomFields(accountID: $accountID) { ID name } }',
      (s, ids) => ({
        accountID: account(s, ids),
      }),
    ),
  },
  {
    operation: 'Query.accountFieldTemplates',
    ...COST_CONTROL,
    call: gqlCall(
      'query($accountID: Int!) { accountFieldTemplates(accountID: $accountID) { name } }',
      (s, ids) => ({
        accountID: account(s, ids),
      }),
    ),
  },
  {
    operation: 'Mutation.setUserCustomFieldValue',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($userID: Int!, $accountID: Int!, $fieldID: Int!) { setUserCustomFieldValue(userID: $userID, accountID: $accountID, accountCustomFieldID: $fieldID, value: "4200") { value } }',
      (s, ids) => ({ userID: user(s, ids), accountID: account(s, ids), fieldID: field(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.setUserCustomFieldValues',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($userID: Int!, $accountID: Int!, $fieldID: Int!) { setUserCustomFieldValues(userID: $userID, accountID: $accountID, values: [{ accountCustomFieldID: $fieldID, value: "4300" }]) { value } }',
      (s, ids) => ({ userID: user(s, ids), accountID: account(s, ids), fieldID: field(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.createAccountCustomField',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($accountID: Int!, $name: String!) { createAccountCustomField(accountID: $accountID, name: $name) { ID } }',
      (s, ids) => ({ accountID: account(s, ids), name: `Nytt felt ${++counter}` }),
    ),
  },
  {
    operation: 'Mutation.updateAccountCustomField',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($ID: Int!, $accountID: Int!, $name: String!) { updateAccountCustomField(ID: $ID, accountID: $accountID, name: $name, fieldType: 1, defaultValue: "") { ID } }',
      async (s, ids) => ({
        ID: await freshField(s, ids),
        accountID: account(s, ids),
        name: `Endret ${++counter}`,
      }),
    ),
  },
  {
    operation: 'Mutation.removeAccountCustomField',
    ...COST_CONTROL,
    call: gqlCall(
      'mutation($ID: Int!, $accountID: Int!) { removeAccountCustomField(ID: $ID, accountID: $accountID) { ID } }',
      async (s, ids) => ({ ID: await freshField(s, ids), accountID: account(s, ids) }),
    ),
  },
];
