import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestServer, type TestServer } from './test-server.ts';

/**
 * Issue 10 §6, beyond the matrix's own-and-foreign rows: an own account with another customer's object (mixed
 * ids), a caller limited to one account asking for a sub account's object, and provider staff naming a person of
 * another customer than the one they act for. Each answers as not found.
 */
describe('authorization edges: mixed ids, a sub-account-limited caller, provider staff across customers', () => {
  let s: TestServer;
  let admin: string;
  const one = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number }>(s.database.db, query))[0]!.id;
  const code = async (token: string, query: string, variables: Record<string, unknown>) =>
    (await s.gql(token, query, variables)).errors?.[0]?.extensions?.code;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());

  it("answers NOT_FOUND for the own account with another customer's subscription, profile, policy and device", async () => {
    const main = s.seed.accounts.main;
    const other = s.seed.accounts.other;
    const subscription = await one(sql`select id from subscriptions where account_id = ${other} limit 1`);
    const profile = await one(sql`select id from payment_profiles where account_id = ${other} limit 1`);
    const policy = await one(sql`select id from ce_policies where account_id = ${other} limit 1`);
    const device = await one(sql`select id from devices where account_id = ${other} limit 1`);
    expect(
      await code(
        admin,
        'query($a: Int!, $s: Int!) { subscriptionDetails(accountID: $a, subscriptionID: $s) { subscriptionID } }',
        { a: main, s: subscription },
      ),
    ).toBe('NOT_FOUND');
    expect(
      await code(
        admin,
        'query($a: Int!, $p: Int!) { paymentProfileMembers(accountID: $a, profileID: $p) { subscriptionID } }',
        {
          a: main,
          p: profile,
        },
      ),
    ).toBe('NOT_FOUND');
    expect(
      await code(admin, 'query($a: Int!, $p: Int!) { CEPolicy(accountID: $a, policyID: $p) { ID } }', {
        a: main,
        p: policy,
      }),
    ).toBe('NOT_FOUND');
    expect(
      await code(admin, 'query($a: Int!, $d: Int!) { device(accountId: $a, deviceId: $d) { ID } }', {
        a: main,
        d: device,
      }),
    ).toBe('NOT_FOUND');
    expect(
      await code(
        admin,
        'mutation($c: Int!, $p: Int!) { addCEPolicyMember(catalogID: $c, policyID: $p) { policyCategoryID } }',
        { c: s.seed.people.employee, p: policy },
      ),
    ).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND to a caller limited to the main account for a sub account’s subscription', async () => {
    const kare = await s.tokenFor('costControl');
    const west = await one(
      sql`select id from subscriptions where account_id = ${s.seed.accounts.west} limit 1`,
    );
    for (const a of [s.seed.accounts.main, s.seed.accounts.west]) {
      expect(
        await code(
          kare,
          'query($a: Int!, $s: Int!) { subscriptionDetails(accountID: $a, subscriptionID: $s) { subscriptionID } }',
          { a, s: west },
        ),
      ).toBe('NOT_FOUND');
    }
    // The outbox of an account outside the caller's access (its messages are scoped by account, not customer).
    expect(
      await code(kare, 'query($a: Int!) { outboxMessages(accountID: $a) { totalCount } }', {
        a: s.seed.accounts.west,
      }),
    ).toBe('NOT_FOUND');
  });

  it('refuses provider staff acting as a person of another customer than the one named', async () => {
    const provider = await s.tokenFor('provider');
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/impersonate/usertoken',
      headers: { authorization: `Bearer ${provider}` },
      payload: {
        impersonate_customer_id: s.seed.customerId,
        impersonate_catalog_id: s.seed.people.otherAdmin,
        reason: 'Support case',
      },
    });
    expect(res.statusCode).toBe(404);
  });
});
