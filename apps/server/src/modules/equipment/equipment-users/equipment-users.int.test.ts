import { Role, Service } from '@connect/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice } from '../../../../test/factories/equipment.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { people } from '../../../db/schema/index.ts';

const USERS = `query($a: Int!, $s: EquipmentUserSort, $q: String) { users(accountID: $a, sortType: $s, searchText: $q,
  limit: 500) { count users { policyID policyName mobileCount otherCount bnUser { catalogID firstName lastName } } } }`;
type U = {
  policyID?: number | null;
  policyName: string | null;
  mobileCount: number;
  otherCount: number;
  bnUser: { catalogID: number; firstName: string };
};

const CREATE_POLICY = 'mutation($a: Int!, $n: String!) { createCEPolicy(accountID: $a, name: $n) { ID } }';
const SET = `mutation($a: Int!, $p: Int, $c: Int!) { setCEPolicyOnUser(accountID: $a, policyID: $p, catalogID: $c) {
  policyCategoryID } }`;

/**
 * A customer of its own: the account Hoved with six equipment users, each by a subscription, a device or a policy
 * of Hoved: Astrid Aas (subscription, two mobiles and a computer, policy Standard), Bjørn Berg (subscription, a
 * mobile), Dina Dahl (a headset), Leif Lie (policy Standard), Ola Moe (subscription) and Per Nilsen (subscription,
 * a tablet, policy Ledere). The sibling account Vest has a user of its own, whom Hoved's list never shows.
 */
describe('equipment users', () => {
  let s: TestServer;
  let admin: string;
  let main: number;
  let employee: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const account = await buildAccount(db, { customer, name: 'Hoved' });
    const west = await buildAccount(db, { customer, name: 'Vest' });
    main = account.id;
    const roles = [Role.ConnectEquipmentOverview];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [account, west] })).catalogId);
    const person = async (firstName: string, lastName: string, mobile: string) => {
      const built = await buildPerson(db, { customer, firstName, lastName });
      await db.update(people).set({ mobile }).where(eq(people.catalogId, built.catalogId));
      return built;
    };
    const astrid = await person('Astrid', 'Aas', '+4791000001');
    const bjorn = await person('Bjørn', 'Berg', '+4791000002');
    const dina = await person('Dina', 'Dahl', '+4791000003');
    const leif = await person('Leif', 'Lie', '+4791000004');
    const ola = await person('Ola', 'Moe', '+4791000005');
    const per = await person('Per', 'Nilsen', '+4791000006');
    const outside = await person('Vera', 'Vest', '+4791000007');
    employee = dina.catalogId;
    for (const p of [astrid, bjorn, ola, per]) await buildSubscription(db, { account, person: p });
    await buildSubscription(db, { account: west, person: outside });
    await buildDevice(db, { account, person: astrid, classId: 1 });
    await buildDevice(db, { account, person: astrid, classId: 1 });
    await buildDevice(db, { account, person: astrid, classId: 3 });
    await buildDevice(db, { account, person: bjorn, classId: 1 });
    await buildDevice(db, { account, person: dina, classId: 4 });
    await buildDevice(db, { account, person: per, classId: 2 });
    await buildDevice(db, { account: west, person: outside, classId: 1 });
    const policy = async (name: string, members: number[]) => {
      const made = await s.gql<{ createCEPolicy: { ID: number } }>(admin, CREATE_POLICY, {
        a: main,
        n: name,
      });
      for (const c of members)
        expect(
          (await s.gql(admin, SET, { a: main, p: made.data!.createCEPolicy.ID, c })).errors,
        ).toBeUndefined();
    };
    await policy('Standard', [astrid.catalogId, leif.catalogId]);
    await policy('Ledere', [per.catalogId]);
  });
  afterAll(() => s.close());
  const users = async (vars: { s?: string; q?: string }) =>
    (
      await s.gql<{ users: { count: number; users: U[] } }>(admin, USERS, {
        a: main,
        ...vars,
      })
    ).data!.users;

  it('lists, sorts in SQL and searches; user answers one', async () => {
    const all = await users({});
    expect(all.count).toBe(all.users.length);
    expect(all.count).toBe(6);
    const counts = (await users({ s: 'MobileCount_DESC' })).users.map((u) => u.mobileCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts).toEqual([2, 1, 0, 0, 0, 0]);
    const other = (await users({ s: 'OtherCount_ASC' })).users.map((u) => u.otherCount);
    expect(other).toEqual([...other].sort((a, b) => a - b));
    expect(other).toEqual([0, 0, 0, 1, 1, 1]);
    const me = all.users.find((u) => u.bnUser.catalogID === employee)!;
    const found = await users({ q: me.bnUser.firstName });
    expect(found.users.map((u) => u.bnUser.catalogID)).toContain(me.bnUser.catalogID);
    expect(found.count).toBeLessThan(all.count);
    const one = await s.gql<{ user: U }>(
      admin,
      'query($a: Int!, $c: Int!) { user(accountID: $a, catalogId: $c) { policyName mobileCount otherCount bnUser { catalogID firstName lastName } } }',
      { a: main, c: me.bnUser.catalogID },
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
    expect(all.filter((u) => u.policyID !== null)).toHaveLength(3);
    expect(all.map((u) => u.policyName)).toEqual([null, null, null, 'Ledere', 'Standard', 'Standard']);
    expect(all.every((u) => (u.policyID === null) === (u.policyName === null))).toBe(true);
  });
});
