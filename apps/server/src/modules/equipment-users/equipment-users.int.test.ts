import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';

const USERS = `query($a: Int!, $s: EquipmentUserSort, $q: String) { users(accountID: $a, sortType: $s, searchText: $q,
  limit: 500) { count users { policyID policyName mobileCount otherCount bnUser { catalogID firstName lastName } } } }`;
type U = {
  policyID?: number | null;
  policyName: string | null;
  mobileCount: number;
  otherCount: number;
  bnUser: { catalogID: number; firstName: string };
};

describe('equipment users', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());
  const users = async (vars: { s?: string; q?: string }) =>
    (
      await s.gql<{ users: { count: number; users: U[] } }>(admin, USERS, {
        a: s.seed.accounts.main,
        ...vars,
      })
    ).data!.users;

  it('lists, sorts in SQL and searches; user answers one', async () => {
    const all = await users({});
    expect(all.count).toBe(all.users.length);
    expect(all.count).toBeGreaterThan(5);
    const counts = (await users({ s: 'MobileCount_DESC' })).users.map((u) => u.mobileCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const other = (await users({ s: 'OtherCount_ASC' })).users.map((u) => u.otherCount);
    expect(other).toEqual([...other].sort((a, b) => a - b));
    const me = all.users.find((u) => u.bnUser.catalogID === s.seed.people.employee)!;
    const found = await users({ q: me.bnUser.firstName });
    expect(found.users.map((u) => u.bnUser.catalogID)).toContain(me.bnUser.catalogID);
    expect(found.count).toBeLessThan(all.count);
    const one = await s.gql<{ user: U }>(
      admin,
      'query($a: Int!, $c: Int!) { user(accountID: $a, catalogId: $c) { policyName mobileCount otherCount bnUser { catalogID firstName lastName } } }',
      { a: s.seed.accounts.main, c: me.bnUser.catalogID },
    );
    expect(one.data!.user).toEqual({ ...me, policyID: undefined });
  });

  it('every sort runs in SQL, descending exactly the reverse of ascending; the policy is named by id', async () => {
    const fields = ['Name', 'Mobile', 'Department', 'Company', 'PolicyName', 'MobileCount', 'OtherCount'];
    for (const f of fields) {
      const asc = (await users({ s: `${f}_ASC` })).users.map((u) => u.bnUser.catalogID);
      const desc = (await users({ s: `${f}_DESC` })).users.map((u) => u.bnUser.catalogID);
      expect(desc, f).toEqual([...asc].reverse());
    }
    const all = (await users({ s: 'PolicyName_ASC' })).users;
    expect(all.some((u) => u.policyID !== null)).toBe(true);
    expect(all.every((u) => (u.policyID === null) === (u.policyName === null))).toBe(true);
  });
});
