import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

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
const CONFIGS = `query($bnCustomerID: Int, $limit: Int, $offset: Int, $search: String) {
  configs(bnCustomerID: $bnCustomerID, limit: $limit, offset: $offset, search: $search) { ${CONFIG_FIELDS} }
}`;
const CONFIG = `query($id: Int!) { config(ccConfigID: $id) { ${CONFIG_FIELDS} } }`;
const CREATE = `mutation($name: String!, $bnCustomerID: Int!) {
  createConfig(name: $name, bnCustomerID: $bnCustomerID) { ${CONFIG_FIELDS} }
}`;
const UPDATE = `mutation($id: Int!, $name: String!, $reseller: Int, $vat: Boolean, $version: Int) {
  updateConfig(ccConfigID: $id, name: $name, webshopResellerID: $reseller, webshopUseBillingGroupVAT: $vat,
    version: $version) { ${CONFIG_FIELDS} }
}`;
const REMOVE = 'mutation($id: Int!) { removeCCConfig(ccConfigID: $id) }';
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

describe('customer solutions: configs, their accounts and dealers', () => {
  let s: TestServer;
  let provider: string;
  beforeAll(async () => {
    s = await createTestServer();
    provider = await s.tokenFor('provider');
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
  const configs = async (variables: Record<string, unknown>) =>
    (await ok<{ configs: Config[] }>(CONFIGS, variables)).configs;

  it('lists the demo solutions by name with their accounts, a sub account after its parent', async () => {
    const all = await configs({});
    expect(all.map((c) => [c.name, c.bnCustomerID])).toEqual([
      ['Havbris Rederi', s.seed.otherCustomerId],
      ['Nordlys Bygg', s.seed.customerId],
    ]);
    const nordlys = all[1]!;
    expect(nordlys.accounts.map((a) => [a.name, a.customerNumber])).toEqual([
      ['Nordlys Bygg AS', '100200'],
      ['Nordlys Bygg Vest', '100300'],
      ['Nordlys Bygg Bergen', '100310'],
    ]);
    const west = nordlys.accounts.find((a) => a.name === 'Nordlys Bygg Vest')!;
    expect(nordlys.accounts[2]!.parentCCAccountID).toBe(west.ccAccountID);
    expect(nordlys.equipmentService).toBe(true);
    // Every Nordlys billing group is invoiced with VAT: the VAT toggle is forced on. Havbris's is not.
    expect([nordlys.billingGroupVat, nordlys.webshopUseBillingGroupVat]).toEqual([true, true]);
    expect([all[0]!.billingGroupVat, all[0]!.webshopUseBillingGroupVat]).toEqual([false, false]);
  });

  it('filters by customer and searches name, customer name and customer ID, a page at a time', async () => {
    expect((await configs({ bnCustomerID: s.seed.customerId })).map((c) => c.name)).toEqual(['Nordlys Bygg']);
    expect((await configs({ search: 'rederi' })).map((c) => c.name)).toEqual(['Havbris Rederi']);
    expect((await configs({ search: 'Nordlys Bygg AS' })).map((c) => c.name)).toEqual(['Nordlys Bygg']);
    expect((await configs({ search: String(s.seed.otherCustomerId) })).map((c) => c.name)).toEqual([
      'Havbris Rederi',
    ]);
    expect(await configs({ search: '%' })).toEqual([]);
    expect((await configs({ limit: 1, offset: 1 })).map((c) => c.name)).toEqual(['Nordlys Bygg']);
    for (const variables of [
      { limit: 0 },
      { offset: -1 },
      { bnCustomerID: 0 },
      { search: 'x'.repeat(101) },
    ]) {
      expect((await call(CONFIGS, variables)).code).toBe('BAD_USER_INPUT');
    }
  });

  it('createConfig needs a name and a customer ID of a customer without a solution', async () => {
    const fjellvind = s.seed.newCustomer.customerId;
    expect((await call(CREATE, { name: '  ', bnCustomerID: fjellvind })).code).toBe('BAD_USER_INPUT');
    expect((await call(CREATE, { name: 'Fjellvind', bnCustomerID: 0 })).code).toBe('BAD_USER_INPUT');
    expect((await call(CREATE, { name: 'Fjellvind', bnCustomerID: '12' })).code).toBe('BAD_USER_INPUT');
    for (const unknown of [999_999, s.seed.providerCustomerId]) {
      expect((await call(CREATE, { name: 'X', bnCustomerID: unknown })).code).toBe('NOT_FOUND');
    }
    expect((await call(CREATE, { name: 'Nordlys 2', bnCustomerID: s.seed.customerId })).code).toBe(
      'ALREADY_EXISTS',
    );

    const created = (
      await ok<{ createConfig: Config }>(CREATE, { name: ' Fjellvind ', bnCustomerID: fjellvind })
    ).createConfig;
    expect(created).toMatchObject({
      name: 'Fjellvind',
      bnCustomerID: fjellvind,
      customerName: 'Fjellvind Energi AS',
      webshopResellerID: null,
      webshopUseBillingGroupVat: true,
      version: 1,
      accounts: [],
    });
    expect((await ok<{ config: Config }>(CONFIG, { id: created.id })).config.id).toBe(created.id);

    expect(await ok(REMOVE, { id: created.id })).toEqual({ removeCCConfig: created.id });
    expect((await call(CONFIG, { id: created.id })).code).toBe('NOT_FOUND');
    expect((await call(REMOVE, { id: created.id })).code).toBe('NOT_FOUND');
  });

  it('updateConfig saves name, dealer and VAT toggle, checks the version and the Equipment service', async () => {
    const havbris = s.seed.solutions.configIds.other;
    const [first, second] = s.seed.solutions.resellerIds;
    const before = (await ok<{ config: Config }>(CONFIG, { id: havbris })).config;
    const saved = (
      await ok<{ updateConfig: Config }>(UPDATE, {
        id: havbris,
        name: 'Havbris',
        reseller: first,
        vat: true,
        version: before.version,
      })
    ).updateConfig;
    expect(saved).toMatchObject({
      name: 'Havbris',
      webshopResellerID: first,
      webshopUseBillingGroupVat: true,
      version: before.version + 1,
    });
    // A save based on the old version conflicts and changes nothing.
    expect((await call(UPDATE, { id: havbris, name: 'Stale', version: before.version })).code).toBe(
      'CONFLICT',
    );
    // Omitted dealer and toggle keep theirs; null removes the dealer.
    const renamed = (await ok<{ updateConfig: Config }>(UPDATE, { id: havbris, name: 'Havbris Rederi' }))
      .updateConfig;
    expect(renamed).toMatchObject({
      name: 'Havbris Rederi',
      webshopResellerID: first,
      webshopUseBillingGroupVat: true,
    });
    const cleared = (
      await ok<{ updateConfig: Config }>(UPDATE, {
        id: havbris,
        name: 'Havbris Rederi',
        reseller: null,
        vat: false,
      })
    ).updateConfig;
    expect(cleared).toMatchObject({ webshopResellerID: null, webshopUseBillingGroupVat: false });

    // Nordlys's billing groups all use VAT: the toggle stays on whatever is sent.
    const nordlys = s.seed.solutions.configIds.company;
    const forced = (
      await ok<{ updateConfig: Config }>(UPDATE, { id: nordlys, name: 'Nordlys Bygg', vat: false })
    ).updateConfig;
    expect(forced.webshopUseBillingGroupVat).toBe(true);

    expect((await call(UPDATE, { id: havbris, name: '' })).code).toBe('BAD_USER_INPUT');
    expect((await call(UPDATE, { id: 999_999, name: 'X' })).code).toBe('NOT_FOUND');
    expect((await call(UPDATE, { id: havbris, name: 'X', reseller: 999_999 })).code).toBe('NOT_FOUND');
    await s.database.db.execute(
      sql`delete from customer_services where customer_id = ${s.seed.otherCustomerId}`,
    );
    try {
      const res = await call(UPDATE, { id: havbris, name: 'X', reseller: second });
      expect(res.code).toBe('BAD_USER_INPUT');
    } finally {
      await s.database.db.execute(
        sql`insert into customer_services (customer_id, service) values (${s.seed.otherCustomerId}, 'connectequipment')`,
      );
    }
  });

  it('listWebshopResellers lists the dealers by name', async () => {
    const { listWebshopResellers } = await ok<{
      listWebshopResellers: { webshopResellerID: number; erpID: string; marketName: string }[];
    }>('{ listWebshopResellers { webshopResellerID erpID marketName } }');
    expect(listWebshopResellers.map((r) => [r.marketName, r.erpID])).toEqual([
      ['Fjordbutikken Bedrift', 'ERP-02'],
      ['Nordtelekom Webshop', 'ERP-01'],
    ]);
  });

  it('findRAccounts finds accounts by company, account name or customer number, never the provider’s', async () => {
    type Found = { accountID: number; company: string; names: string; accountCustomerNumber: string };
    const find = async (search: string, bnCustomerID?: number) =>
      (await ok<{ findRAccounts: Found[] }>(FIND_ACCOUNTS, { search, bnCustomerID })).findRAccounts;
    expect((await find('nordlys')).map((a) => a.names)).toEqual([
      'Nordlys Bygg AS',
      'Nordlys Bygg Vest',
      'Nordlys Bygg Vest › Nordlys Bygg Bergen',
    ]);
    expect((await find('300200')).map((a) => [a.company, a.names])).toEqual([
      ['Fjellvind Energi AS', 'Fjellvind Energi Nord'],
    ]);
    expect((await find('', s.seed.newCustomer.customerId)).map((a) => a.accountID)).toEqual([
      s.seed.newCustomer.accounts.main,
      s.seed.newCustomer.accounts.north,
    ]);
    expect(await find('Nordtelekom')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it('createConfigAccount adds one of the customer’s accounts; removeConfigAccount takes it and its access away', async () => {
    const nordlys = s.seed.solutions.configIds.company;
    const havbris = s.seed.solutions.configIds.other;
    // Another customer's account, an unknown account, an unknown solution and a parent of another solution.
    expect(
      (await call(ADD_ACCOUNT, { configId: havbris, accountID: s.seed.accounts.main, accountName: '' })).code,
    ).toBe('NOT_FOUND');
    expect((await call(ADD_ACCOUNT, { configId: havbris, accountID: 999_999, accountName: '' })).code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await call(ADD_ACCOUNT, { configId: 999_999, accountID: s.seed.accounts.other, accountName: '' }))
        .code,
    ).toBe('NOT_FOUND');
    const nordlysAccounts = (await ok<{ config: Config }>(CONFIG, { id: nordlys })).config.accounts;
    expect(
      (await call(ADD_ACCOUNT, { configId: nordlys, accountID: s.seed.accounts.main, accountName: '' })).code,
    ).toBe('ALREADY_EXISTS');
    expect(
      (await call(ADD_ACCOUNT, { configId: nordlys, accountID: 1, accountName: 'x'.repeat(201) })).code,
    ).toBe('BAD_USER_INPUT');

    // Take Bergen out: Anne's access to it through Vest stays, a grant on Bergen itself goes.
    const bergen = nordlysAccounts.find((a) => a.accountID === s.seed.accounts.bergen)!;
    const west = nordlysAccounts.find((a) => a.accountID === s.seed.accounts.west)!;
    await s.database.db.execute(sql`insert into account_access (config_id, catalog_id, account_id)
      values (${nordlys}, ${s.seed.people.costControl}, ${s.seed.accounts.bergen})`);
    expect((await call(REMOVE_ACCOUNT, { ccAccountID: bergen.ccAccountID, ccConfigID: havbris })).code).toBe(
      'NOT_FOUND',
    );
    expect(await ok(REMOVE_ACCOUNT, { ccAccountID: bergen.ccAccountID, ccConfigID: nordlys })).toEqual({
      removeConfigAccount: bergen.ccAccountID,
    });
    const [grants] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from account_access where config_id = ${nordlys} and account_id = ${s.seed.accounts.bergen}`,
    );
    expect(grants!.n).toBe(0);

    // Back in, under Vest, with its own name when none is given.
    const added = (
      await ok<{ createConfigAccount: ConfigAccount }>(ADD_ACCOUNT, {
        configId: nordlys,
        accountID: s.seed.accounts.bergen,
        accountName: ' ',
        parent: west.ccAccountID,
      })
    ).createConfigAccount;
    expect(added).toMatchObject({
      ccConfigID: nordlys,
      accountID: s.seed.accounts.bergen,
      name: 'Nordlys Bygg Bergen',
      customerNumber: '100310',
      parentCCAccountID: west.ccAccountID,
    });
    expect(
      (await call(REMOVE_ACCOUNT, { ccAccountID: added.ccAccountID, ccConfigID: nordlys })).code,
    ).toBeUndefined();
    expect(
      (
        await call(ADD_ACCOUNT, {
          configId: nordlys,
          accountID: s.seed.accounts.bergen,
          accountName: 'Bergen',
          parent: (await ok<{ config: Config }>(CONFIG, { id: havbris })).config.accounts[0]!.ccAccountID,
        })
      ).code,
    ).toBe('NOT_FOUND');
  });
});
