import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfigsWorld } from '../../../../test/configs-world.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

type ConfigAccount = {
  ccAccountID: number;
  ccConfigID: number;
  accountID: number;
  name: string;
  customerNumber: string | null;
  parentCCAccountID: number | null;
};
type Config = {
  id: number;
  name: string;
  bnCustomerID: number;
  customerName: string;
  webshopResellerID: number | null;
  webshopUseBillingGroupVat: boolean;
  billingGroupVat: boolean;
  equipmentService: boolean;
  version: number;
  accounts: ConfigAccount[];
};

const CONFIG_FIELDS = `id name bnCustomerID customerName webshopResellerID webshopUseBillingGroupVat billingGroupVat
  equipmentService version accounts { ccAccountID ccConfigID accountID name customerNumber parentCCAccountID }`;
const CONFIG = `query($id: Int!) { config(ccConfigID: $id) { ${CONFIG_FIELDS} } }`;
const ADD_ACCOUNT = `mutation($configId: Int!, $accountID: Int!, $accountName: String!, $parent: Int) {
  createConfigAccount(configId: $configId, accountID: $accountID, accountName: $accountName, parentCCAccountID: $parent) {
    ccAccountID ccConfigID accountID name customerNumber parentCCAccountID
  }
}`;
const REMOVE_ACCOUNT =
  'mutation($ccAccountID: Int!, $ccConfigID: Int!) { removeConfigAccount(ccAccountID: $ccAccountID, ccConfigID: $ccConfigID) }';
const FIND_ACCOUNTS = `query($search: String!, $bnCustomerID: Int) {
  findRAccounts(search: $search, bnCustomerID: $bnCustomerID) {
    ratorID accountID accountCustomerNumber bnCustomerID company names
  }
}`;

/** Accounts found for a solution, added to it and taken out, on the world of test/configs-world.ts. */
describe('customer solutions: their accounts', () => {
  let s: TestServer;
  let provider: string;
  let ids: Awaited<ReturnType<typeof buildConfigsWorld>>['ids'];
  beforeAll(async () => {
    s = await createTestServer();
    ({ provider, ids } = await buildConfigsWorld(s));
  });
  afterAll(() => s.close());

  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await s.gql<T>(provider, query, variables);
    return { data: res.data, code: res.errors?.[0]?.extensions?.code, errors: res.errors };
  };
  const ok = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await call<T>(query, variables);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  it('findRAccounts finds accounts by company, account name or customer number, never the provider’s', async () => {
    type Found = { accountID: number; company: string; names: string; accountCustomerNumber: string };
    const find = async (search: string, bnCustomerID?: number) =>
      (await ok<{ findRAccounts: Found[] }>(FIND_ACCOUNTS, { search, bnCustomerID })).findRAccounts;
    expect((await find('kvist')).map((a) => a.names)).toEqual([
      'Kvist Bygg AS',
      'Kvist Bygg Vest',
      'Kvist Bygg Vest › Kvist Bygg Bergen',
    ]);
    expect((await find('800200')).map((a) => [a.company, a.names])).toEqual([
      ['Lyng Energi AS', 'Lyng Energi Nord'],
    ]);
    expect((await find('', ids.lyngCustomer)).map((a) => a.accountID)).toEqual([ids.lyngMain, ids.lyngNorth]);
    expect(await find('Konfigleverandøren')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it('createConfigAccount adds one of the customer’s accounts; removeConfigAccount takes it and its access away', async () => {
    const kvist = ids.kvist;
    const skjaer = ids.skjaer;
    // Another customer's account, an unknown account, an unknown solution and a parent of another solution.
    expect((await call(ADD_ACCOUNT, { configId: skjaer, accountID: ids.main, accountName: '' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await call(ADD_ACCOUNT, { configId: skjaer, accountID: 999_999, accountName: '' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await call(ADD_ACCOUNT, { configId: 999_999, accountID: ids.other, accountName: '' })).code).toBe(
      'NOT_FOUND',
    );
    const kvistAccounts = (await ok<{ config: Config }>(CONFIG, { id: kvist })).config.accounts;
    expect((await call(ADD_ACCOUNT, { configId: kvist, accountID: ids.main, accountName: '' })).code).toBe(
      'ALREADY_EXISTS',
    );
    expect(
      (await call(ADD_ACCOUNT, { configId: kvist, accountID: 1, accountName: 'x'.repeat(201) })).code,
    ).toBe('BAD_USER_INPUT');

    // Take Bergen out: Anne's access to it through Vest stays, a grant on Bergen itself goes.
    const bergen = kvistAccounts.find((a) => a.accountID === ids.bergen)!;
    const west = kvistAccounts.find((a) => a.accountID === ids.west)!;
    await s.database.db.execute(sql`insert into account_access (config_id, catalog_id, account_id)
      values (${kvist}, ${ids.kare}, ${ids.bergen})`);
    expect((await call(REMOVE_ACCOUNT, { ccAccountID: bergen.ccAccountID, ccConfigID: skjaer })).code).toBe(
      'NOT_FOUND',
    );
    expect(await ok(REMOVE_ACCOUNT, { ccAccountID: bergen.ccAccountID, ccConfigID: kvist })).toEqual({
      removeConfigAccount: bergen.ccAccountID,
    });
    const [grants] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from account_access where config_id = ${kvist} and account_id = ${ids.bergen}`,
    );
    expect(grants!.n).toBe(0);

    // Back in, under Vest, with its own name when none is given.
    const added = (
      await ok<{ createConfigAccount: ConfigAccount }>(ADD_ACCOUNT, {
        configId: kvist,
        accountID: ids.bergen,
        accountName: ' ',
        parent: west.ccAccountID,
      })
    ).createConfigAccount;
    expect(added).toMatchObject({
      ccConfigID: kvist,
      accountID: ids.bergen,
      name: 'Kvist Bygg Bergen',
      customerNumber: '700310',
      parentCCAccountID: west.ccAccountID,
    });
    expect(
      (await call(REMOVE_ACCOUNT, { ccAccountID: added.ccAccountID, ccConfigID: kvist })).code,
    ).toBeUndefined();
    expect(
      (
        await call(ADD_ACCOUNT, {
          configId: kvist,
          accountID: ids.bergen,
          accountName: 'Bergen',
          parent: (await ok<{ config: Config }>(CONFIG, { id: skjaer })).config.accounts[0]!.ccAccountID,
        })
      ).code,
    ).toBe('NOT_FOUND');
  });
});
