import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import {
  addProfile,
  catalogIdOfToken,
  setMember,
  subscriptionOfPerson,
} from '../fixtures/payment-profiles.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/**
 * The deduction terms: a profile's terms are the cost-control admins', a policy's the equipment admins' (Equipment
 * service and role; provider staff acting as themselves have no Equipment service); an employee reads and accepts
 * only the terms that apply to them. "own" is the demo company's main account, "foreign" the other customer's.
 */
const COST_CONTROL = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};
const EQUIPMENT = {
  allowed: ['admin'] as AuthzRow['allowed'],
  denied: ['costControl', 'employee', 'provider'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

async function policyOf(s: TestServer, ids: 'own' | 'foreign'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into ce_policies (account_id, name) values (${account(s, ids)}, 'Vilkår') returning id`,
  );
  return row!.id;
}

/** A fresh profile of the side's account (a save names version 0, so each call has its own). */
const profileArgs = async (s: TestServer, ids: 'own' | 'foreign') => ({
  a: account(s, ids),
  p: await addProfile(s.database.db, account(s, ids)),
});
const policyArgs = async (s: TestServer, ids: 'own' | 'foreign') => ({
  a: account(s, ids),
  p: await policyOf(s, ids),
});

/** Terms of a fresh profile that the person's (caller's, or the other customer's admin's) subscription joins. */
async function termsFor(s: TestServer, catalogId: number): Promise<number> {
  const db = s.database.db;
  const subscriptionId = await subscriptionOfPerson(db, catalogId);
  const [sub] = await queryRows<{ accountId: number }>(
    db,
    sql`select account_id as "accountId" from subscriptions where id = ${subscriptionId}`,
  );
  const profileId = await addProfile(db, sub!.accountId);
  await setMember(db, subscriptionId, profileId);
  const [terms] = await queryRows<{ id: number }>(
    db,
    sql`insert into deduction_terms (account_id, payment_profile_id, version, text)
        values (${sub!.accountId}, ${profileId}, 1, 'Privat bruk trekkes i lønn.') returning id`,
  );
  return terms!.id;
}

const TEXT = 'Privat bruk over grensen trekkes i lønn.';

export const rows: AuthzRow[] = [
  {
    operation: 'Query.paymentProfileDeductionTerms',
    ...COST_CONTROL,
    call: gqlCall(
      'query($a: Int!, $p: Int!) { paymentProfileDeductionTerms(accountID: $a, profileID: $p) { ID } }',
      profileArgs,
    ),
  },
  {
    operation: 'Mutation.savePaymentProfileDeductionTerms',
    ...COST_CONTROL,
    call: gqlCall(
      `mutation($a: Int!, $p: Int!, $t: String!) { savePaymentProfileDeductionTerms(accountID: $a, profileID: $p,
        text: $t, version: 0, holdWithoutConsent: true) { ID } }`,
      async (s, ids) => ({ ...(await profileArgs(s, ids)), t: TEXT }),
    ),
  },
  {
    operation: 'Query.cePolicyDeductionTerms',
    ...EQUIPMENT,
    call: gqlCall(
      'query($a: Int!, $p: Int!) { cePolicyDeductionTerms(accountID: $a, policyID: $p) { ID } }',
      policyArgs,
    ),
  },
  {
    operation: 'Mutation.saveCEPolicyDeductionTerms',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($a: Int!, $p: Int!, $t: String!) { saveCEPolicyDeductionTerms(accountID: $a, policyID: $p, text: $t,
        version: 0) { ID } }`,
      async (s, ids) => ({ ...(await policyArgs(s, ids)), t: TEXT }),
    ),
  },
  {
    operation: 'Query.deductionConsentMissing',
    ...COST_CONTROL,
    call: gqlCall('query($a: Int!) { deductionConsentMissing(accountID: $a) { catalogID } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Query.myDeductionTerms',
    allowed: ['employee', 'admin', 'costControl', 'otherAdmin', 'provider'],
    denied: [],
    noIdsBecause: 'it answers the caller’s own terms and takes no id',
    call: gqlCall('query { myDeductionTerms { ID } }', () => ({})),
  },
  {
    operation: 'Mutation.acceptDeductionTerms',
    allowed: ['employee', 'admin', 'costControl', 'otherAdmin'],
    denied: [],
    foreignCaller: 'employee',
    call: async (s, token, ids) => {
      const owner = ids === 'foreign' || !token ? s.seed.people.otherAdmin : catalogIdOfToken(token);
      const id = await termsFor(s, owner);
      return gqlCall('mutation($id: Int!) { acceptDeductionTerms(termsID: $id) { ID } }', () => ({ id }))(
        s,
        token,
        ids,
      );
    },
  },
];
