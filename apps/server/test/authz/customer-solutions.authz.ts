import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { DemoLogin } from '../../src/seed/tenancy.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/** Customer solutions are provider work: everyone of a customer is refused. */
const CUSTOMER_PEOPLE: DemoLogin[] = ['admin', 'costControl', 'employee', 'otherAdmin', 'newCustomerAdmin'];
const PROVIDER_ONLY = { allowed: ['provider'] as DemoLogin[], denied: CUSTOMER_PEOPLE };
/** 'foreign' for provider work: an id of another customer (or solution) put into this solution's call. */
const FOREIGN = { foreignCaller: 'provider' as DemoLogin };

async function one<T>(s: TestServer, query: ReturnType<typeof sql>): Promise<T> {
  return (await queryRows<T>(s.database.db, query))[0]!;
}

/** A customer of its own with an account, a person and (when asked) a solution, so a call may change it freely. */
async function scratchCustomer(s: TestServer, withConfig: boolean) {
  const { id } = await one<{ id: number }>(
    s,
    sql`insert into customers (name) values ('Scratch AS') returning id`,
  );
  const account = await one<{ id: number }>(
    s,
    sql`insert into accounts (customer_id, name) values (${id}, 'Scratch AS') returning id`,
  );
  await s.database.db.execute(sql`insert into account_tree (ancestor_id, descendant_id, depth)
    values (${account.id}, ${account.id}, 0)`);
  const person = await one<{ catalog_id: number }>(
    s,
    sql`insert into people (customer_id, first_name, last_name) values (${id}, 'Sara', 'Scratch') returning catalog_id`,
  );
  const config = withConfig
    ? await one<{ id: number }>(
        s,
        sql`insert into configs (name, customer_id) values ('Scratch', ${id}) returning id`,
      )
    : null;
  return { customerId: id, accountId: account.id, catalogId: person.catalog_id, configId: config?.id ?? 0 };
}

/** A scratch solution with its account and person in it, and the person granted the account. */
async function scratchSolution(s: TestServer) {
  const c = await scratchCustomer(s, true);
  const ca = await one<{ id: number }>(
    s,
    sql`insert into config_accounts (config_id, account_id, account_name)
      values (${c.configId}, ${c.accountId}, 'Scratch AS') returning id`,
  );
  await s.database.db.execute(
    sql`insert into config_users (config_id, catalog_id) values (${c.configId}, ${c.catalogId})`,
  );
  const access = await one<{ id: number }>(
    s,
    sql`insert into account_access (config_id, catalog_id, account_id)
      values (${c.configId}, ${c.catalogId}, ${c.accountId}) returning id`,
  );
  return { ...c, configAccountId: ca.id, accessId: access.id };
}

export const rows: AuthzRow[] = [
  {
    operation: 'Query.findBNSolutions',
    allowed: ['provider'],
    denied: ['admin', 'costControl', 'employee', 'otherAdmin'],
    call: gqlCall('query($s: String!) { findBNSolutions(search: $s) { bnCustomerID } }', () => ({
      s: 'Nordlys',
    })),
    noIdsBecause: 'takes a search, no ids; provider staff see every customer but the provider by design',
  },
  {
    operation: 'Query.configBNUsers',
    // Provider staff read any customer's people; an equipment admin only their own customer's (the other
    // customer's id answers NOT_FOUND).
    allowed: ['provider', 'admin'],
    denied: ['costControl', 'employee'],
    foreignCaller: 'admin',
    call: gqlCall('query($c: Int!) { configBNUsers(bnCustomerID: $c) { catalogID } }', (s, ids) => ({
      c: ids === 'own' ? s.seed.customerId : s.seed.otherCustomerId,
    })),
  },
  {
    operation: 'Query.configs',
    ...PROVIDER_ONLY,
    call: gqlCall('query($c: Int) { configs(bnCustomerID: $c) { id } }', (s) => ({ c: s.seed.customerId })),
    noIdsBecause:
      'provider staff see every customer’s solution by design; a customer id only narrows the list',
  },
  {
    operation: 'Query.config',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall('query($id: Int!) { config(ccConfigID: $id) { id } }', (s, ids) => ({
      id: ids === 'own' ? s.seed.solutions.configIds.company : 999_999,
    })),
  },
  {
    operation: 'Query.findRAccounts',
    ...PROVIDER_ONLY,
    call: gqlCall('query($s: String!) { findRAccounts(search: $s) { accountID } }', () => ({ s: 'Nordlys' })),
    noIdsBecause:
      'takes a search; provider staff find every customer’s accounts but the provider’s by design',
  },
  {
    operation: 'Query.listWebshopResellers',
    ...PROVIDER_ONLY,
    call: gqlCall('{ listWebshopResellers { webshopResellerID } }', () => ({})),
    noIdsBecause: 'takes no arguments',
  },
  {
    operation: 'Query.listAccountAccessForBNUser',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'query($c: Int!, $p: Int!) { listAccountAccessForBNUser(configId: $c, catalogId: $p) { accessID } }',
      (s, ids) => ({
        c: s.seed.solutions.configIds.company,
        p: ids === 'own' ? s.seed.people.admin : s.seed.people.otherAdmin,
      }),
    ),
  },
  {
    operation: 'Mutation.createConfig',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($c: Int!) { createConfig(name: "Ny", bnCustomerID: $c) { id } }',
      async (s, ids) => ({
        c: ids === 'own' ? (await scratchCustomer(s, false)).customerId : s.seed.providerCustomerId,
      }),
    ),
  },
  {
    operation: 'Mutation.updateConfig',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($id: Int!) { updateConfig(ccConfigID: $id, name: "Nytt navn") { id } }',
      async (s, ids) => ({
        id: ids === 'own' ? (await scratchCustomer(s, true)).configId : 999_999,
      }),
    ),
  },
  {
    operation: 'Mutation.removeCCConfig',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall('mutation($id: Int!) { removeCCConfig(ccConfigID: $id) }', async (s, ids) => ({
      id: ids === 'own' ? (await scratchCustomer(s, true)).configId : 999_999,
    })),
  },
  {
    operation: 'Mutation.createConfigAccount',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($c: Int!, $a: Int!) { createConfigAccount(configId: $c, accountID: $a, accountName: "") { ccAccountID } }',
      async (s, ids) => {
        const c = await scratchCustomer(s, true);
        return { c: c.configId, a: ids === 'own' ? c.accountId : s.seed.accounts.main };
      },
    ),
  },
  {
    operation: 'Mutation.removeConfigAccount',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($a: Int!, $c: Int!) { removeConfigAccount(ccAccountID: $a, ccConfigID: $c) }',
      async (s, ids) => {
        const c = await scratchSolution(s);
        return { a: c.configAccountId, c: ids === 'own' ? c.configId : s.seed.solutions.configIds.company };
      },
    ),
  },
  {
    operation: 'Mutation.addBNUserToConfig',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($p: Int!, $c: Int!) { addBNUserToConfig(catalogID: $p, ccConfigID: $c) { catalogID } }',
      async (s, ids) => {
        const c = await scratchCustomer(s, true);
        return { p: ids === 'own' ? c.catalogId : s.seed.people.employee, c: c.configId };
      },
    ),
  },
  {
    operation: 'Mutation.removeBNUserFromConfig',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($p: Int!, $c: Int!) { removeBNUserFromConfig(catalogID: $p, ccConfigID: $c) }',
      async (s, ids) => {
        const c = await scratchSolution(s);
        return { p: ids === 'own' ? c.catalogId : s.seed.people.admin, c: c.configId };
      },
    ),
  },
  {
    operation: 'Mutation.addAccountAccessToBNUser',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($a: Int!, $p: Int!, $c: Int!) { addAccountAccessToBNUser(accountID: $a, catalogID: $p, ccConfigID: $c) { accessID } }',
      async (s, ids) => {
        const c = await scratchSolution(s);
        return { a: ids === 'own' ? c.accountId : s.seed.accounts.main, p: c.catalogId, c: c.configId };
      },
    ),
  },
  {
    operation: 'Mutation.removeAccountAccessFromBNUser',
    ...PROVIDER_ONLY,
    ...FOREIGN,
    call: gqlCall(
      'mutation($id: Int!) { removeAccountAccessFromBNUser(userAccessID: $id) }',
      async (s, ids) => ({
        id: ids === 'own' ? (await scratchSolution(s)).accessId : 999_999,
      }),
    ),
  },
];
