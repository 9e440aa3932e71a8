import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfigsWorld } from '../../../../test/configs-world.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

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

/** Customer solutions and their dealers on the world of test/configs-world.ts. */
describe('customer solutions: configs and dealers', () => {
  let s: TestServer;
  let provider: string;
  let ids: Awaited<ReturnType<typeof buildConfigsWorld>>['ids'];
  const resellerIds = () => [ids.first, ids.second];
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
  const configs = async (variables: Record<string, unknown>) =>
    (await ok<{ configs: Config[] }>(CONFIGS, variables)).configs;

  it('lists the solutions by name with their accounts, a sub account after its parent', async () => {
    const listed = await configs({ limit: 200 });
    expect(listed.map((c) => c.name)).toEqual(
      [...listed.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
    const all = listed.filter((c) => [ids.kvist, ids.skjaer].includes(c.id));
    expect(all.map((c) => [c.name, c.bnCustomerID])).toEqual([
      ['Kvist Bygg', ids.kvistCustomer],
      ['Skjær Rederi', ids.skjaerCustomer],
    ]);
    const kvist = all[0]!;
    expect(kvist.accounts.map((a) => [a.name, a.customerNumber])).toEqual([
      ['Kvist Bygg AS', '700200'],
      ['Kvist Bygg Vest', '700300'],
      ['Kvist Bygg Bergen', '700310'],
    ]);
    const west = kvist.accounts.find((a) => a.name === 'Kvist Bygg Vest')!;
    expect(kvist.accounts[2]!.parentCCAccountID).toBe(west.ccAccountID);
    expect(kvist.equipmentService).toBe(true);
    // Every Kvist billing group is invoiced with VAT: the VAT toggle is forced on. Skjær's is not.
    expect([kvist.billingGroupVat, kvist.webshopUseBillingGroupVat]).toEqual([true, true]);
    expect([all[1]!.billingGroupVat, all[1]!.webshopUseBillingGroupVat]).toEqual([false, false]);
  });

  it('filters by customer and searches name, customer name and customer ID, a page at a time', async () => {
    expect((await configs({ bnCustomerID: ids.kvistCustomer })).map((c) => c.name)).toEqual(['Kvist Bygg']);
    expect((await configs({ search: 'skjær' })).map((c) => c.name)).toEqual(['Skjær Rederi']);
    expect((await configs({ search: 'Kvist Bygg AS' })).map((c) => c.name)).toEqual(['Kvist Bygg']);
    expect((await configs({ search: String(ids.skjaerCustomer) })).map((c) => c.name)).toEqual([
      'Skjær Rederi',
    ]);
    expect(await configs({ search: '%' })).toEqual([]);
    const names = (await configs({ limit: 200 })).map((c) => c.name);
    const at = names.indexOf('Kvist Bygg');
    expect((await configs({ limit: 1, offset: at })).map((c) => c.name)).toEqual(['Kvist Bygg']);
    expect((await configs({ limit: 1, offset: at + 1 })).map((c) => c.name)).toEqual([names[at + 1]]);
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
    const lyng = ids.lyngCustomer;
    expect((await call(CREATE, { name: '  ', bnCustomerID: lyng })).code).toBe('BAD_USER_INPUT');
    expect((await call(CREATE, { name: 'Lyng', bnCustomerID: 0 })).code).toBe('BAD_USER_INPUT');
    expect((await call(CREATE, { name: 'Lyng', bnCustomerID: '12' })).code).toBe('BAD_USER_INPUT');
    for (const unknown of [999_999, ids.provider]) {
      expect((await call(CREATE, { name: 'X', bnCustomerID: unknown })).code).toBe('NOT_FOUND');
    }
    expect((await call(CREATE, { name: 'Kvist 2', bnCustomerID: ids.kvistCustomer })).code).toBe(
      'ALREADY_EXISTS',
    );

    const created = (await ok<{ createConfig: Config }>(CREATE, { name: ' Lyng ', bnCustomerID: lyng }))
      .createConfig;
    expect(created).toMatchObject({
      name: 'Lyng',
      bnCustomerID: lyng,
      customerName: 'Lyng Energi AS',
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
    const skjaer = ids.skjaer;
    const [first, second] = resellerIds();
    const before = (await ok<{ config: Config }>(CONFIG, { id: skjaer })).config;
    const saved = (
      await ok<{ updateConfig: Config }>(UPDATE, {
        id: skjaer,
        name: 'Skjær',
        reseller: first,
        vat: true,
        version: before.version,
      })
    ).updateConfig;
    expect(saved).toMatchObject({
      name: 'Skjær',
      webshopResellerID: first,
      webshopUseBillingGroupVat: true,
      version: before.version + 1,
    });
    // A save based on the old version conflicts and changes nothing.
    expect((await call(UPDATE, { id: skjaer, name: 'Stale', version: before.version })).code).toBe(
      'CONFLICT',
    );
    // Omitted dealer and toggle keep theirs; null removes the dealer.
    const renamed = (await ok<{ updateConfig: Config }>(UPDATE, { id: skjaer, name: 'Skjær Rederi' }))
      .updateConfig;
    expect(renamed).toMatchObject({
      name: 'Skjær Rederi',
      webshopResellerID: first,
      webshopUseBillingGroupVat: true,
    });
    const cleared = (
      await ok<{ updateConfig: Config }>(UPDATE, {
        id: skjaer,
        name: 'Skjær Rederi',
        reseller: null,
        vat: false,
      })
    ).updateConfig;
    expect(cleared).toMatchObject({ webshopResellerID: null, webshopUseBillingGroupVat: false });

    // Kvist's billing groups all use VAT: the toggle stays on whatever is sent.
    const kvist = ids.kvist;
    const forced = (await ok<{ updateConfig: Config }>(UPDATE, { id: kvist, name: 'Kvist Bygg', vat: false }))
      .updateConfig;
    expect(forced.webshopUseBillingGroupVat).toBe(true);

    expect((await call(UPDATE, { id: skjaer, name: '' })).code).toBe('BAD_USER_INPUT');
    expect((await call(UPDATE, { id: 999_999, name: 'X' })).code).toBe('NOT_FOUND');
    expect((await call(UPDATE, { id: skjaer, name: 'X', reseller: 999_999 })).code).toBe('NOT_FOUND');
    await s.database.db.execute(sql`delete from customer_services where customer_id = ${ids.skjaerCustomer}`);
    try {
      const res = await call(UPDATE, { id: skjaer, name: 'X', reseller: second });
      expect(res.code).toBe('BAD_USER_INPUT');
    } finally {
      await s.database.db.execute(
        sql`insert into customer_services (customer_id, service) values (${ids.skjaerCustomer}, 'connectequipment')`,
      );
    }
  });

  it('listWebshopResellers lists the dealers by name', async () => {
    const { listWebshopResellers } = await ok<{
      listWebshopResellers: { webshopResellerID: number; erpID: string; marketName: string }[];
    }>('{ listWebshopResellers { webshopResellerID erpID marketName } }');
    const ours = listWebshopResellers.filter((r) => resellerIds().includes(r.webshopResellerID));
    expect(ours.map((r) => [r.marketName, r.erpID])).toEqual([
      ['Alfabutikken Test', 'ERP-T01'],
      ['Betabutikken Test', 'ERP-T02'],
    ]);
  });
});
