import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cePolicies } from '../src/db/schema/index.ts';
import { buildProfile } from './factories/cost.ts';
import { buildProvider, buildProviderStaff } from './factories/customer-solutions.ts';
import { buildDevice } from './factories/equipment.ts';
import {
  type BuiltAccount,
  type BuiltCustomer,
  type BuiltPerson,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from './factories/tenancy.ts';
import { createTestServer, type TestServer } from './test-server.ts';

/**
 * Issue 10 §6, beyond the matrix's own-and-foreign rows: an own account with another customer's object (mixed
 * ids), a caller limited to one account asking for a sub account's object, and provider staff naming a person of
 * another customer than the one they act for. Each answers as not found. The world: a company of its own (equipment
 * service; a main and a west account, a subscription on west; an admin granted both, a cost controller granted main,
 * an employee), another customer with a subscription, payment profile, policy and device on its account and an admin,
 * and the provider with its staff member.
 */
describe('authorization edges: mixed ids, a sub-account-limited caller, provider staff across customers', () => {
  let s: TestServer;
  let admin: string;
  let kare: string;
  let provider: string;
  let company: BuiltCustomer;
  let main: BuiltAccount;
  let west: BuiltAccount;
  let employee: BuiltPerson;
  let otherAdmin: BuiltPerson;
  let westSubscription: number;
  const foreign = { subscription: 0, profile: 0, policy: 0, device: 0 };
  const code = async (token: string, query: string, variables: Record<string, unknown>) =>
    (await s.gql(token, query, variables)).errors?.[0]?.extensions?.code;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    company = await buildCustomer(db, { services: [Service.Equipment] });
    main = await buildAccount(db, { customer: company });
    west = await buildAccount(db, { customer: company });
    westSubscription = (await buildSubscription(db, { account: west })).id;
    const roles = [Role.CostControl, Role.ConnectEquipmentOverview];
    admin = await s.tokenFor(
      (await buildPerson(db, { customer: company, roles, access: [main, west] })).catalogId,
    );
    const costControl = await buildPerson(db, {
      customer: company,
      roles: [Role.CostControl],
      access: [main],
    });
    kare = await s.tokenFor(costControl.catalogId);
    employee = await buildPerson(db, { customer: company });
    await buildSubscription(db, { account: main, person: employee });

    const otherCustomer = await buildCustomer(db, { services: [Service.Equipment] });
    const other = await buildAccount(db, { customer: otherCustomer });
    otherAdmin = await buildPerson(db, { customer: otherCustomer, roles, access: [other] });
    foreign.subscription = (await buildSubscription(db, { account: other, person: otherAdmin })).id;
    foreign.profile = (await buildProfile(db, { account: other })).id;
    const [policy] = await db
      .insert(cePolicies)
      .values({ accountId: other.id, name: 'Annen policy' })
      .returning({ id: cePolicies.id });
    foreign.policy = policy!.id;
    foreign.device = (await buildDevice(db, { account: other })).id;
    provider = await s.tokenFor(
      (await buildProviderStaff(db, { provider: await buildProvider(db) })).catalogId,
    );
  });
  afterAll(() => s.close());

  it("answers NOT_FOUND for the own account with another customer's subscription, profile, policy and device", async () => {
    const { subscription, profile, policy, device } = foreign;
    expect(
      await code(
        admin,
        'query($a: Int!, $s: Int!) { subscriptionDetails(accountID: $a, subscriptionID: $s) { subscriptionID } }',
        { a: main.id, s: subscription },
      ),
    ).toBe('NOT_FOUND');
    expect(
      await code(
        admin,
        'query($a: Int!, $p: Int!) { paymentProfileMembers(accountID: $a, profileID: $p) { subscriptionID } }',
        {
          a: main.id,
          p: profile,
        },
      ),
    ).toBe('NOT_FOUND');
    expect(
      await code(admin, 'query($a: Int!, $p: Int!) { CEPolicy(accountID: $a, policyID: $p) { ID } }', {
        a: main.id,
        p: policy,
      }),
    ).toBe('NOT_FOUND');
    expect(
      await code(admin, 'query($a: Int!, $d: Int!) { device(accountId: $a, deviceId: $d) { ID } }', {
        a: main.id,
        d: device,
      }),
    ).toBe('NOT_FOUND');
    expect(
      await code(
        admin,
        'mutation($c: Int!, $p: Int!) { addCEPolicyMember(catalogID: $c, policyID: $p) { policyCategoryID } }',
        { c: employee.catalogId, p: policy },
      ),
    ).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND to a caller limited to the main account for a sub account’s subscription', async () => {
    for (const a of [main.id, west.id]) {
      expect(
        await code(
          kare,
          'query($a: Int!, $s: Int!) { subscriptionDetails(accountID: $a, subscriptionID: $s) { subscriptionID } }',
          { a, s: westSubscription },
        ),
      ).toBe('NOT_FOUND');
    }
    // The outbox of an account outside the caller's access (its messages are scoped by account, not customer).
    expect(
      await code(kare, 'query($a: Int!) { outboxMessages(accountID: $a) { totalCount } }', {
        a: west.id,
      }),
    ).toBe('NOT_FOUND');
  });

  it('refuses provider staff acting as a person of another customer than the one named', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/impersonate/usertoken',
      headers: { authorization: `Bearer ${provider}` },
      payload: {
        impersonate_customer_id: company.id,
        impersonate_catalog_id: otherAdmin.catalogId,
        reason: 'Support case',
      },
    });
    expect(res.statusCode).toBe(404);
  });
});
