import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

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

describe('customer solutions: people with access and what they may see', () => {
  let s: TestServer;
  let provider: string;
  let nordlys: number;
  beforeAll(async () => {
    s = await createTestServer();
    provider = await s.tokenFor('provider');
    nordlys = s.seed.solutions.configIds.company;
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
  const accessOf = async (catalogId: number, configId = nordlys) =>
    (await ok<{ listAccountAccessForBNUser: Access[] }>(LIST_ACCESS, { configId, catalogId }))
      .listAccountAccessForBNUser;

  it('lists the people with access, each with what they can access', async () => {
    type User = { catalogID: number; firstName: string; accountAccess: { accountName: string }[] };
    const { configBNUsers } = await ok<{ configBNUsers: User[] }>(USERS, { c: s.seed.customerId });
    expect(configBNUsers.map((u) => [u.firstName, u.accountAccess.map((a) => a.accountName)])).toEqual([
      ['Anne', ['Nordlys Bygg AS', 'Nordlys Bygg Vest']],
      ['Kåre', ['Nordlys Bygg AS']],
      ['Øyvind', []],
    ]);
    const page = await ok<{ configBNUsers: User[] }>(USERS, { c: s.seed.customerId, limit: 1, offset: 1 });
    expect(page.configBNUsers.map((u) => u.firstName)).toEqual(['Kåre']);
    const found = await ok<{ configBNUsers: User[] }>(USERS, { c: s.seed.customerId, search: 'øyv' });
    expect(found.configBNUsers.map((u) => u.firstName)).toEqual(['Øyvind']);

    expect((await accessOf(s.seed.people.admin)).map((a) => [a.accountName, a.bnUser.firstName])).toEqual([
      ['Nordlys Bygg AS', 'Anne'],
      ['Nordlys Bygg Vest', 'Anne'],
    ]);
    expect(await accessOf(s.seed.people.employee)).toEqual([]);
    // Someone of another customer, an unknown person, an unknown solution.
    for (const [configId, catalogId] of [
      [nordlys, s.seed.people.otherAdmin],
      [nordlys, 999_999],
      [999_999, s.seed.people.admin],
    ]) {
      expect((await call(LIST_ACCESS, { configId, catalogId })).code).toBe('NOT_FOUND');
    }
  });

  it('adds a person of the customer as a user; grants and revokes an account of the solution', async () => {
    const [person] = await queryRows<{ catalog_id: number }>(
      s.database.db,
      sql`select catalog_id from people where customer_id = ${s.seed.customerId} and login is null
        order by catalog_id limit 1`,
    );
    const catalogID = person!.catalog_id;
    expect((await call(ADD_USER, { catalogID: s.seed.people.otherAdmin, ccConfigID: nordlys })).code).toBe(
      'NOT_FOUND',
    );
    expect((await call(ADD_USER, { catalogID, ccConfigID: 999_999 })).code).toBe('NOT_FOUND');
    // Not a user yet: no grant.
    expect(
      (await call(GRANT, { accountID: s.seed.accounts.main, catalogID, ccConfigID: nordlys })).code,
    ).toBe('NOT_FOUND');

    const added = (
      await ok<{ addBNUserToConfig: { catalogID: number; hasAccess: boolean } }>(ADD_USER, {
        catalogID,
        ccConfigID: nordlys,
      })
    ).addBNUserToConfig;
    expect(added).toMatchObject({ catalogID, hasAccess: true });
    // Adding again keeps the one membership.
    expect((await call(ADD_USER, { catalogID, ccConfigID: nordlys })).code).toBeUndefined();

    // Only the solution's own accounts: Havbris's account and an unknown one are not found.
    for (const accountID of [s.seed.accounts.other, 999_999]) {
      expect((await call(GRANT, { accountID, catalogID, ccConfigID: nordlys })).code).toBe('NOT_FOUND');
    }
    const granted = (
      await ok<{ addAccountAccessToBNUser: Access }>(GRANT, {
        accountID: s.seed.accounts.west,
        catalogID,
        ccConfigID: nordlys,
      })
    ).addAccountAccessToBNUser;
    expect(granted).toMatchObject({
      accountID: s.seed.accounts.west,
      accountName: 'Nordlys Bygg Vest',
      ccConfigID: nordlys,
    });
    const again = (
      await ok<{ addAccountAccessToBNUser: Access }>(GRANT, {
        accountID: s.seed.accounts.west,
        catalogID,
        ccConfigID: nordlys,
      })
    ).addAccountAccessToBNUser;
    expect(again.accessID).toBe(granted.accessID);

    expect(await ok(REVOKE, { id: granted.accessID })).toEqual({
      removeAccountAccessFromBNUser: granted.accessID,
    });
    expect((await call(REVOKE, { id: granted.accessID })).code).toBe('NOT_FOUND');
    expect(await accessOf(catalogID)).toEqual([]);

    expect(await ok(REMOVE_USER, { catalogID, ccConfigID: nordlys })).toEqual({
      removeBNUserFromConfig: catalogID,
    });
    expect((await call(REMOVE_USER, { catalogID, ccConfigID: nordlys })).code).toBe('NOT_FOUND');
  });

  it('removing a user revokes all their access in the solution', async () => {
    const anne = s.seed.people.admin;
    expect(await accessOf(anne)).toHaveLength(2);
    await ok(REMOVE_USER, { catalogID: anne, ccConfigID: nordlys });
    const [left] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select (select count(*) from account_access where catalog_id = ${anne})::int
        + (select count(*) from config_users where catalog_id = ${anne})::int as n`,
    );
    expect(left!.n).toBe(0);
    // Put Anne back as the seed has her.
    await ok(ADD_USER, { catalogID: anne, ccConfigID: nordlys });
    for (const accountID of [s.seed.accounts.main, s.seed.accounts.west])
      await ok(GRANT, { accountID, catalogID: anne, ccConfigID: nordlys });
  });

  it('access is live: a revoked account is gone on the next call of a logged-in person; a grant appears at once', async () => {
    const kare = await s.tokenFor('costControl');
    const main = s.seed.accounts.main;
    const [sub] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from subscriptions where catalog_id = ${s.seed.people.costControl} and account_id = ${main}`,
    );
    const [exp] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from file_exports where account_id = ${main} order by id limit 1`,
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
        url: `/api/reports/export/${exp!.id}?period=202610`,
        headers: { authorization: `Bearer ${kare}` },
      });

    expect(await accounts()).toEqual([main]);
    expect((await list()).data!.subscriptionWithUsers.totalCount).toBeGreaterThan(0);
    expect((await detail()).data!.subscriptionDetails.subscriptionID).toBe(sub!.id);
    expect((await download()).statusCode).toBe(200);

    const [grant] = await accessOf(s.seed.people.costControl);
    await ok(REVOKE, { id: grant!.accessID });

    // The same token, no new login: the account is gone from the list, the detail and the download.
    expect(await accounts()).toEqual([]);
    expect((await list()).data?.subscriptionWithUsers?.totalCount ?? 0).toBe(0);
    expect((await detail()).code).toBe('NOT_FOUND');
    expect((await download()).statusCode).toBe(404);

    await ok(GRANT, { accountID: main, catalogID: s.seed.people.costControl, ccConfigID: nordlys });
    expect(await accounts()).toEqual([main]);
    expect((await detail()).data!.subscriptionDetails.subscriptionID).toBe(sub!.id);
    expect((await download()).statusCode).toBe(200);
  });

  it('removing the solution ends the access of everyone in it', async () => {
    const hilde = await s.tokenFor('otherAdmin');
    const accounts = async () =>
      (await call<{ accounts: { ID: number }[] }>('{ accounts { ID } }', {}, hilde)).data!.accounts.map(
        (a) => a.ID,
      );
    expect(await accounts()).toEqual([s.seed.accounts.other]);
    await ok('mutation($id: Int!) { removeCCConfig(ccConfigID: $id) }', {
      id: s.seed.solutions.configIds.other,
    });
    expect(await accounts()).toEqual([]);
  });
});
