import { DEFAULT_FILE_EXPORT_DRAFT, Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSolutionUser,
  buildProvider,
  buildProviderStaff,
  buildSolution,
} from '../../../../test/factories/customer-solutions.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { insertFileExport } from '../../cost-control/exports/exports.service.ts';

type Access = {
  accessID: number;
  accountID: number;
  accountName: string;
  ccConfigID: number;
  bnUser: { catalogID: number; firstName: string };
};

const ACCESS_FIELDS = 'accessID accountID accountName ccConfigID bnUser { catalogID firstName }';
const LIST_ACCESS = `query($configId: Int!, $catalogId: Int!) {
  listAccountAccessForBNUser(configId: $configId, catalogId: $catalogId) { ${ACCESS_FIELDS} }
}`;
const USERS = `query($c: Int!, $search: String, $limit: Int, $offset: Int) {
  configBNUsers(bnCustomerID: $c, hasAccess: true, search: $search, limit: $limit, offset: $offset) {
    catalogID firstName hasAccess accountAccess { accessID accountID accountName }
  }
}`;
const ADD_USER = `mutation($catalogID: Int!, $ccConfigID: Int!) {
  addBNUserToConfig(catalogID: $catalogID, ccConfigID: $ccConfigID) { catalogID firstName hasAccess }
}`;
const REMOVE_USER =
  'mutation($catalogID: Int!, $ccConfigID: Int!) { removeBNUserFromConfig(catalogID: $catalogID, ccConfigID: $ccConfigID) }';
const GRANT = `mutation($accountID: Int!, $catalogID: Int!, $ccConfigID: Int!) {
  addAccountAccessToBNUser(accountID: $accountID, catalogID: $catalogID, ccConfigID: $ccConfigID) { ${ACCESS_FIELDS} }
}`;
const REVOKE = 'mutation($id: Int!) { removeAccountAccessFromBNUser(userAccessID: $id) }';

/**
 * The provider's staff member, and two customers of their own with a solution each. Alfa's manages its accounts
 * Alfa Hoved and Alfa Vest: Anne (equipment admin) is granted both, Kåre (cost controller, a subscription in
 * Hoved, which has a payroll file) Hoved, Øyvind is a user with no account yet, and Per is no user. Beta's manages
 * its one account, granted its admin Hilde.
 */
describe('customer solutions: people with access and what they may see', () => {
  let s: TestServer;
  let provider: string;
  let alfa: number;
  let betaSolution: number;
  const ids = { customer: 0, main: 0, west: 0, other: 0, anne: 0, kare: 0, oyvind: 0, per: 0, hilde: 0 };
  const tokens = { kare: '', hilde: '' };
  let exportId: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    provider = await s.tokenFor(
      (await buildProviderStaff(db, { provider: await buildProvider(db) })).catalogId,
    );
    const customer = await buildCustomer(db, { name: 'Alfa AS' });
    const main = await buildAccount(db, { customer, name: 'Alfa Hoved' });
    const west = await buildAccount(db, { customer, name: 'Alfa Vest' });
    const solution = await buildSolution(db, {
      customer,
      accounts: [
        { ...main, name: 'Alfa Hoved' },
        { ...west, name: 'Alfa Vest' },
      ],
    });
    alfa = solution.id;
    const anne = await buildPerson(db, {
      customer,
      firstName: 'Anne',
      roles: [Role.ConnectEquipmentOverview],
      access: [main, west],
    });
    const kare = await buildPerson(db, {
      customer,
      firstName: 'Kåre',
      roles: [Role.CostControl],
      access: [main],
    });
    const oyvind = await buildPerson(db, { customer, firstName: 'Øyvind' });
    await addSolutionUser(db, { solution, person: oyvind });
    const per = await buildPerson(db, { customer, firstName: 'Per' });
    await buildSubscription(db, { account: main, person: kare });
    exportId = await insertFileExport(
      db,
      main.id,
      {
        ...DEFAULT_FILE_EXPORT_DRAFT,
        description: 'Lønnstrekk',
        columns: [
          { name: 'Navn', mapsToId: 4, defaultValue: '' },
          { name: 'Beløp', mapsToId: 10, defaultValue: '' },
        ],
      },
      { catalogId: anne.catalogId, at: s.clock.now() },
    );
    const other = await buildCustomer(db, { name: 'Beta AS' });
    const otherAccount = await buildAccount(db, { customer: other, name: 'Beta Hoved' });
    betaSolution = (
      await buildSolution(db, { customer: other, accounts: [{ ...otherAccount, name: 'Beta Hoved' }] })
    ).id;
    const hilde = await buildPerson(db, {
      customer: other,
      firstName: 'Hilde',
      roles: [Role.ConnectEquipmentOverview],
      access: [otherAccount],
    });
    Object.assign(ids, {
      customer: customer.id,
      main: main.id,
      west: west.id,
      other: otherAccount.id,
      anne: anne.catalogId,
      kare: kare.catalogId,
      oyvind: oyvind.catalogId,
      per: per.catalogId,
      hilde: hilde.catalogId,
    });
    tokens.kare = await s.tokenFor(kare.catalogId);
    tokens.hilde = await s.tokenFor(hilde.catalogId);
  });
  afterAll(() => s.close());

  const call = async <T>(query: string, variables: Record<string, unknown> = {}, token = provider) => {
    const res = await s.gql<T>(token, query, variables);
    return { data: res.data, code: res.errors?.[0]?.extensions?.code, errors: res.errors };
  };
  const ok = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await call<T>(query, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const accessOf = async (catalogId: number, configId = alfa) =>
    (await ok<{ listAccountAccessForBNUser: Access[] }>(LIST_ACCESS, { configId, catalogId }))
      .listAccountAccessForBNUser;

  it('lists the people with access, each with what they can access', async () => {
    type User = { catalogID: number; firstName: string; accountAccess: { accountName: string }[] };
    const { configBNUsers } = await ok<{ configBNUsers: User[] }>(USERS, { c: ids.customer });
    expect(configBNUsers.map((u) => [u.firstName, u.accountAccess.map((a) => a.accountName)])).toEqual([
      ['Anne', ['Alfa Hoved', 'Alfa Vest']],
      ['Kåre', ['Alfa Hoved']],
      ['Øyvind', []],
    ]);
    const page = await ok<{ configBNUsers: User[] }>(USERS, { c: ids.customer, limit: 1, offset: 1 });
    expect(page.configBNUsers.map((u) => u.firstName)).toEqual(['Kåre']);
    const found = await ok<{ configBNUsers: User[] }>(USERS, { c: ids.customer, search: 'øyv' });
    expect(found.configBNUsers.map((u) => u.firstName)).toEqual(['Øyvind']);

    expect((await accessOf(ids.anne)).map((a) => [a.accountName, a.bnUser.firstName])).toEqual([
      ['Alfa Hoved', 'Anne'],
      ['Alfa Vest', 'Anne'],
    ]);
    expect(await accessOf(ids.oyvind)).toEqual([]);
    // Someone of another customer, an unknown person, an unknown solution.
    for (const [configId, catalogId] of [
      [alfa, ids.hilde],
      [alfa, 999_999],
      [999_999, ids.anne],
    ]) {
      expect((await call(LIST_ACCESS, { configId, catalogId })).code).toBe('NOT_FOUND');
    }
  });

  it('adds a person of the customer as a user; grants and revokes an account of the solution', async () => {
    const catalogID = ids.per;
    expect((await call(ADD_USER, { catalogID: ids.hilde, ccConfigID: alfa })).code).toBe('NOT_FOUND');
    expect((await call(ADD_USER, { catalogID, ccConfigID: 999_999 })).code).toBe('NOT_FOUND');
    // Not a user yet: no grant.
    expect((await call(GRANT, { accountID: ids.main, catalogID, ccConfigID: alfa })).code).toBe('NOT_FOUND');

    const added = (
      await ok<{ addBNUserToConfig: { catalogID: number; hasAccess: boolean } }>(ADD_USER, {
        catalogID,
        ccConfigID: alfa,
      })
    ).addBNUserToConfig;
    expect(added).toMatchObject({ catalogID, hasAccess: true });
    // Adding again keeps the one membership.
    expect((await call(ADD_USER, { catalogID, ccConfigID: alfa })).code).toBeUndefined();

    // Only the solution's own accounts: Beta's account and an unknown one are not found.
    for (const accountID of [ids.other, 999_999]) {
      expect((await call(GRANT, { accountID, catalogID, ccConfigID: alfa })).code).toBe('NOT_FOUND');
    }
    const granted = (
      await ok<{ addAccountAccessToBNUser: Access }>(GRANT, {
        accountID: ids.west,
        catalogID,
        ccConfigID: alfa,
      })
    ).addAccountAccessToBNUser;
    expect(granted).toMatchObject({
      accountID: ids.west,
      accountName: 'Alfa Vest',
      ccConfigID: alfa,
    });
    const again = (
      await ok<{ addAccountAccessToBNUser: Access }>(GRANT, {
        accountID: ids.west,
        catalogID,
        ccConfigID: alfa,
      })
    ).addAccountAccessToBNUser;
    expect(again.accessID).toBe(granted.accessID);

    expect(await ok(REVOKE, { id: granted.accessID })).toEqual({
      removeAccountAccessFromBNUser: granted.accessID,
    });
    expect((await call(REVOKE, { id: granted.accessID })).code).toBe('NOT_FOUND');
    expect(await accessOf(catalogID)).toEqual([]);

    expect(await ok(REMOVE_USER, { catalogID, ccConfigID: alfa })).toEqual({
      removeBNUserFromConfig: catalogID,
    });
    expect((await call(REMOVE_USER, { catalogID, ccConfigID: alfa })).code).toBe('NOT_FOUND');
  });

  it('removing a user revokes all their access in the solution', async () => {
    const anne = ids.anne;
    expect(await accessOf(anne)).toHaveLength(2);
    await ok(REMOVE_USER, { catalogID: anne, ccConfigID: alfa });
    const [left] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select (select count(*) from account_access where catalog_id = ${anne})::int
        + (select count(*) from config_users where catalog_id = ${anne})::int as n`,
    );
    expect(left!.n).toBe(0);
    // Put Anne back as the world has her.
    await ok(ADD_USER, { catalogID: anne, ccConfigID: alfa });
    for (const accountID of [ids.main, ids.west])
      await ok(GRANT, { accountID, catalogID: anne, ccConfigID: alfa });
  });

  it('access is live: a revoked account is gone on the next call of a logged-in person; a grant appears at once', async () => {
    const kare = tokens.kare;
    const main = ids.main;
    const [sub] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from subscriptions where catalog_id = ${ids.kare} and account_id = ${main}`,
    );
    const accounts = async () =>
      (await call<{ accounts: { ID: number }[] }>('{ accounts { ID } }', {}, kare)).data!.accounts.map(
        (a) => a.ID,
      );
    const list = () =>
      call<{ subscriptionWithUsers: { totalCount: number } }>(
        'query($a: Int!) { subscriptionWithUsers(accountID: $a) { totalCount } }',
        { a: main },
        kare,
      );
    const detail = () =>
      call<{ subscriptionDetails: { subscriptionID: number } }>(
        'query($a: Int!, $s: Int!) { subscriptionDetails(accountID: $a, subscriptionID: $s) { subscriptionID } }',
        { a: main, s: sub!.id },
        kare,
      );
    const download = () =>
      s.app.inject({
        method: 'GET',
        url: `/api/reports/export/${exportId}?period=202610`,
        headers: { authorization: `Bearer ${kare}` },
      });

    expect(await accounts()).toEqual([main]);
    expect((await list()).data!.subscriptionWithUsers.totalCount).toBe(1);
    expect((await detail()).data!.subscriptionDetails.subscriptionID).toBe(sub!.id);
    expect((await download()).statusCode).toBe(200);

    const [grant] = await accessOf(ids.kare);
    await ok(REVOKE, { id: grant!.accessID });

    // The same token, no new login: the account is gone from the list, the detail and the download.
    expect(await accounts()).toEqual([]);
    expect((await list()).data?.subscriptionWithUsers?.totalCount ?? 0).toBe(0);
    expect((await detail()).code).toBe('NOT_FOUND');
    expect((await download()).statusCode).toBe(404);

    await ok(GRANT, { accountID: main, catalogID: ids.kare, ccConfigID: alfa });
    expect(await accounts()).toEqual([main]);
    expect((await detail()).data!.subscriptionDetails.subscriptionID).toBe(sub!.id);
    expect((await download()).statusCode).toBe(200);
  });

  it('removing the solution ends the access of everyone in it', async () => {
    const hilde = tokens.hilde;
    const accounts = async () =>
      (await call<{ accounts: { ID: number }[] }>('{ accounts { ID } }', {}, hilde)).data!.accounts.map(
        (a) => a.ID,
      );
    expect(await accounts()).toEqual([ids.other]);
    await ok('mutation($id: Int!) { removeCCConfig(ccConfigID: $id) }', {
      id: betaSolution,
    });
    expect(await accounts()).toEqual([]);
  });
});
