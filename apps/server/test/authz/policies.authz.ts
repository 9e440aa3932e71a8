import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall, gqlOutcome } from './matrix.ts';

/**
 * Equipment policies (002 §6): the Equipment service and ConnectEquipmentOverview or ConnectGlobalAdmin. The cost
 * controller and the employee lack the role; provider staff acting as themselves lack the service (they act as the
 * customer's admin instead).
 */
export const EQUIPMENT = {
  allowed: ['admin'] as AuthzRow['allowed'],
  denied: ['costControl', 'employee', 'provider'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

async function policyOf(s: TestServer, ids: 'own' | 'foreign', name?: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into ce_policies (account_id, name) values (${account(s, ids)}, ${name ?? 'Matrise'}) returning id`,
  );
  await s.database.db.execute(sql`insert into ce_policy_category_details (policy_id, category_id, active, covers)
    values (${row!.id}, 1, true, 100000)`);
  return row!.id;
}

/** A person of the side's customer who is a member of a fresh policy of that side. */
async function member(s: TestServer, ids: 'own' | 'foreign') {
  const policyId = await policyOf(s, ids);
  const catalogId = ids === 'own' ? s.seed.people.employee : s.seed.people.otherAdmin;
  await s.database.db.execute(sql`insert into ce_policy_members (catalog_id, policy_id, member_since)
    values (${catalogId}, ${policyId}, '2026-01-01')
    on conflict (catalog_id) do update set policy_id = excluded.policy_id`);
  return { accountID: account(s, ids), policyID: policyId, catalogID: catalogId };
}

const policyArgs = async (s: TestServer, ids: 'own' | 'foreign') => ({
  accountID: account(s, ids),
  policyID: await policyOf(s, ids),
});

export const rows: AuthzRow[] = [
  {
    operation: 'Query.CEPolicies',
    ...EQUIPMENT,
    call: gqlCall('query($accountID: Int!) { CEPolicies(accountID: $accountID) { ID } }', (s, ids) => ({
      accountID: account(s, ids),
    })),
  },
  ...(['CEPolicy', 'cePolicyCategoriesWithDetails', 'CEPolicyRepair'] as const).map(
    (name): AuthzRow => ({
      operation: `Query.${name}`,
      ...EQUIPMENT,
      call: gqlCall(
        `query($accountID: Int!, $policyID: Int!) { ${name}(accountID: $accountID, policyID: $policyID) { __typename } }`,
        policyArgs,
      ),
    }),
  ),
  {
    operation: 'Query.ceDefaultStandardBuyOutValues',
    ...EQUIPMENT,
    call: gqlCall(
      'query($accountID: Int!) { ceDefaultStandardBuyOutValues(accountID: $accountID) { buyOutT12 } }',
      (s, ids) => ({ accountID: account(s, ids) }),
    ),
  },
  {
    operation: 'Query.CEPolicyMembers',
    ...EQUIPMENT,
    call: gqlCall(
      'query($accountID: Int!, $policyID: Int!) { CEPolicyMembers(accountID: $accountID, policyID: $policyID) { amount } }',
      policyArgs,
    ),
  },
  {
    // An equipment admin reads any member of the account; anyone with the Equipment service reads themselves
    // (My equipment policy): the own row below. Provider staff acting as themselves have no Equipment service.
    operation: 'Query.userPolicyCategoryDetails',
    ...EQUIPMENT,
    denied: ['provider'],
    call: gqlCall(
      `query($accountID: Int!, $catalogID: Int!) {
        userPolicyCategoryDetails(accountID: $accountID, catalogID: $catalogID) { policyCategoryID } }`,
      async (s, ids) => {
        const m = await member(s, ids);
        return { accountID: m.accountID, catalogID: m.catalogID };
      },
    ),
  },
  {
    operation: 'Query.userPolicyCategoryDetails',
    allowed: ['admin', 'costControl', 'employee'],
    denied: ['provider'],
    foreignCaller: 'employee',
    call: async (s, token, ids) => {
      const info = await s.app.inject({
        method: 'GET',
        url: '/api/session/info',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const self = info.statusCode === 200 ? (info.json() as { catalogId: number }).catalogId : 1;
      const res = await s.gql(
        token,
        `query($a: Int!, $c: Int!) { userPolicyCategoryDetails(accountID: $a, catalogID: $c) { policyCategoryID } }`,
        { a: ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other, c: self },
      );
      return gqlOutcome(res);
    },
  },
  {
    operation: 'Mutation.createCEPolicy',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($accountID: Int!) { createCEPolicy(accountID: $accountID, name: "Ny") { ID } }',
      (s, ids) => ({
        accountID: account(s, ids),
      }),
    ),
  },
  {
    operation: 'Mutation.updateCEPolicy',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($accountID: Int!, $policyID: Int!) { updateCEPolicy(accountID: $accountID, policyID: $policyID, name: "Endret") { ID } }',
      policyArgs,
    ),
  },
  {
    operation: 'Mutation.removeCEPolicy',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($accountID: Int!, $policyID: Int!) { removeCEPolicy(accountID: $accountID, policyID: $policyID) { ID } }',
      policyArgs,
    ),
  },
  {
    operation: 'Mutation.updateCEPolicyCategoryDetails',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($accountID: Int!, $policyID: Int!) { updateCEPolicyCategoryDetails(accountID: $accountID,
        policyID: $policyID, details: [{ policyCategoryID: 2, active: true }]) { policyCategoryID } }`,
      policyArgs,
    ),
  },
  {
    operation: 'Mutation.updateCEPolicyRepair',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($accountID: Int!, $policyID: Int!) { updateCEPolicyRepair(accountID: $accountID, policyID: $policyID,
        active: true, servicePartnerEmail: "verksted@example.no") { active } }`,
      policyArgs,
    ),
  },
  {
    operation: 'Mutation.setCEPolicyOnUser',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($accountID: Int!, $policyID: Int!, $catalogID: Int!) {
        setCEPolicyOnUser(accountID: $accountID, policyID: $policyID, catalogID: $catalogID) { policyCategoryID } }`,
      async (s, ids) => ({ ...(await member(s, ids)), policyID: await policyOf(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.saveCEPolicyMember',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($accountID: Int!, $policyID: Int!, $catalogID: Int!) {
        saveCEPolicyMember(accountID: $accountID, policyID: $policyID, catalogID: $catalogID,
          corrections: [{ policyCategoryID: 1, amount: 10 }]) { policyCategoryID } }`,
      member,
    ),
  },
  ...(['addCEPolicyMember', 'removeCEPolicyMember'] as const).map(
    (name): AuthzRow => ({
      operation: `Mutation.${name}`,
      ...EQUIPMENT,
      call: gqlCall(
        `mutation($policyID: Int!, $catalogID: Int!) { ${name}(policyID: $policyID, catalogID: $catalogID) { policyCategoryID } }`,
        async (s, ids) => {
          const m = await member(s, ids);
          return { policyID: m.policyID, catalogID: m.catalogID };
        },
      ),
    }),
  ),
  {
    operation: 'Mutation.correctUserCredit',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($policyID: Int!, $catalogID: Int!) {
        correctUserCredit(policyID: $policyID, catalogID: $catalogID, policyCategoryID: 1, amount: -10) { policyCategoryID } }`,
      async (s, ids) => {
        const m = await member(s, ids);
        return { policyID: m.policyID, catalogID: m.catalogID };
      },
    ),
  },
  {
    operation: 'Mutation.updateLastPurchaseDate',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($policyID: Int!, $catalogID: Int!) { updateLastPurchaseDate(policyID: $policyID, catalogID: $catalogID,
        policyCategoryID: 1, lastPurchaseDate: "2026-01-05") { policyCategoryID } }`,
      async (s, ids) => {
        const m = await member(s, ids);
        return { policyID: m.policyID, catalogID: m.catalogID };
      },
    ),
  },
];
