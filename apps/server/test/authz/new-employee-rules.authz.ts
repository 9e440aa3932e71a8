import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';
import { EQUIPMENT } from './policies.authz.ts';

/** Rules for new employees and the department move (issue 33 §2): equipment admins, as the policies. */

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

async function customerOf(s: TestServer, ids: 'own' | 'foreign') {
  const [row] = await queryRows<{ customerId: number }>(
    s.database.db,
    sql`select customer_id as "customerId" from accounts where id = ${account(s, ids)}`,
  );
  return row!.customerId;
}

async function version(s: TestServer, ids: 'own' | 'foreign') {
  const [row] = await queryRows<{ version: number }>(
    s.database.db,
    sql`select version from ce_new_employee_rules where customer_id = ${await customerOf(s, ids)}`,
  );
  return row?.version ?? 0;
}

/** The side's person and the department they are in (made when they have none): the move changes nothing. */
async function personAndDepartment(s: TestServer, ids: 'own' | 'foreign') {
  const catalogId = ids === 'own' ? s.seed.people.employee : s.seed.people.otherAdmin;
  const [row] = await queryRows<{ departmentId: number | null }>(
    s.database.db,
    sql`select department_id as "departmentId" from people where catalog_id = ${catalogId}`,
  );
  let departmentId = row!.departmentId;
  if (departmentId === null) {
    const [made] = await queryRows<{ id: number }>(
      s.database.db,
      sql`insert into departments (customer_id, name) values (${await customerOf(s, ids)}, 'Matrise') returning id`,
    );
    departmentId = made!.id;
    await s.database.db.execute(
      sql`update people set department_id = ${departmentId} where catalog_id = ${catalogId}`,
    );
  }
  return { accountID: account(s, ids), userID: catalogId, departmentID: departmentId };
}

export const rows: AuthzRow[] = [
  {
    operation: 'Query.cePolicyRulesForNewEmployees',
    ...EQUIPMENT,
    call: gqlCall(
      'query($accountID: Int!) { cePolicyRulesForNewEmployees(accountID: $accountID) { version } }',
      (s, ids) => ({ accountID: account(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.saveCEPolicyRulesForNewEmployees',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($accountID: Int!, $version: Int!) {
        saveCEPolicyRulesForNewEmployees(accountID: $accountID, departments: [], version: $version) { version } }`,
      async (s, ids) => ({ accountID: account(s, ids), version: await version(s, ids) }),
    ),
  },
  {
    operation: 'Query.departmentMovePreview',
    ...EQUIPMENT,
    call: gqlCall(
      `query($accountID: Int!, $userID: Int!, $departmentID: Int!) {
        departmentMovePreview(accountID: $accountID, userID: $userID, departmentID: $departmentID) { effectiveOn } }`,
      personAndDepartment,
    ),
  },
  {
    operation: 'Mutation.moveUserToDepartment',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($accountID: Int!, $userID: Int!, $departmentID: Int!) {
        moveUserToDepartment(accountID: $accountID, userID: $userID, departmentID: $departmentID) { effectiveOn } }`,
      personAndDepartment,
    ),
  },
];
