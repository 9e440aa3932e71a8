import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAILS, LIST, type Page } from '../../../test/fixtures/subscription-list.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

describe('payment profile membership', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());

  const SET = `mutation($accountID: Int!, $profileID: Int, $subscriptionID: Int!, $version: Int) {
    updatePaymentProfileMembership(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID, version: $version) }`;
  const BULK = `mutation($accountID: Int!, $profileID: Int, $subscriptionIDs: [Int!]!) {
    updateMultiplePaymentProfileMemberships(accountID: $accountID, profileID: $profileID, subscriptionIDs: $subscriptionIDs) }`;

  async function row(subscriptionId: number) {
    const res = await s.gql<{ subscriptionWithUsers: Page }>(admin, LIST, {
      accountID: s.seed.accounts.main,
      limit: 1000,
    });
    return res.data!.subscriptionWithUsers.items.find((r) => r.subscriptionID === subscriptionId)!;
  }

  it('moving a subscription to a stricter profile raises what is deducted, and back lowers it', async () => {
    // The demo admin is in Ledelse: everything covered.
    const sub = s.seed.subscriptionIds[0]!;
    const before = await row(sub);
    expect(before.paymentProfileDescription).toBe('Ledelse');
    expect(before.deductedYear).toBe(0);
    const res = await s.gql(admin, SET, {
      accountID: s.seed.accounts.main,
      profileID: s.seed.cost.profiles.begrenset,
      subscriptionID: sub,
      version: before.version,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ updatePaymentProfileMembership: sub });
    const after = await row(sub);
    expect(after.paymentProfileDescription).toBe('Begrenset');
    expect(after.deductedYear).toBeGreaterThan(0);
    expect(after.version).toBe(before.version + 1);
    const details = await s.gql<{ subscriptionDetails: { deductedAmountYTD: number } }>(admin, DETAILS, {
      accountID: s.seed.accounts.main,
      subscriptionID: sub,
      fromDate: '2026-01-01',
      toDate: '2026-11-30',
    });
    expect(details.data!.subscriptionDetails.deductedAmountYTD).toBe(after.deductedYear);
    // Out of any profile: the account's default (Standard) applies, without reporting (not a member).
    await s.gql(admin, SET, { accountID: s.seed.accounts.main, profileID: null, subscriptionID: sub });
    const none = await row(sub);
    expect(none.paymentProfileID).toBeNull();
    expect(none.deductedYear).toBeLessThan(after.deductedYear);
  });

  it('sends the welcome SMS to a subscription joining a profile that sends one, once', async () => {
    const selger = s.seed.cost.profiles.selger;
    await s.database.db.execute(
      sql`update payment_profiles set send_welcome_sms = true where id = ${selger}`,
    );
    const [sub] = await queryRows<{ id: number; phone: string }>(
      s.database.db,
      sql`select id, phone_number as phone from subscriptions where account_id = ${s.seed.accounts.main}
            and catalog_id is not null and payment_profile_id is distinct from ${selger} order by id limit 1 offset 12`,
    );
    const sms = async () =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from outbox_messages where channel = 'sms' and recipient = ${sub!.phone}`,
        )
      )[0]!.n;
    const before = await sms();
    const vars = { accountID: s.seed.accounts.main, profileID: selger, subscriptionID: sub!.id };
    expect((await s.gql(admin, SET, vars)).errors).toBeUndefined();
    expect(await sms()).toBe(before + 1);
    // Already a member: no second welcome.
    expect((await s.gql(admin, SET, vars)).errors).toBeUndefined();
    expect(await sms()).toBe(before + 1);
    await s.database.db.execute(
      sql`update payment_profiles set send_welcome_sms = false where id = ${selger}`,
    );
  });

  it('refuses an edit of a version that has changed since', async () => {
    const sub = s.seed.subscriptionIds[5]!;
    const current = await row(sub);
    const res = await s.gql(admin, SET, {
      accountID: s.seed.accounts.main,
      profileID: s.seed.cost.profiles.selger,
      subscriptionID: sub,
      version: current.version - 1,
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await row(sub)).paymentProfileID).toBe(current.paymentProfileID);
  });

  it('assigns in bulk, all or nothing', async () => {
    const subs = (
      await queryRows<{ id: number }>(
        s.database.db,
        sql`select id from subscriptions where account_id = ${s.seed.accounts.main} order by id limit 3 offset 5`,
      )
    ).map((r) => r.id);
    const ok = await s.gql<{ updateMultiplePaymentProfileMemberships: number[] }>(admin, BULK, {
      accountID: s.seed.accounts.main,
      profileID: s.seed.cost.profiles.selger,
      subscriptionIDs: subs,
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateMultiplePaymentProfileMemberships).toEqual(subs);
    // Subscriptions of other accounts in the main account's call, or another customer's: nothing changes.
    const mixed = await s.gql(admin, BULK, {
      accountID: s.seed.accounts.main,
      profileID: s.seed.cost.profiles.ledelse,
      subscriptionIDs: [...subs, s.seed.otherSubscriptionIds[0]],
    });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [unchanged] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from subscriptions where id in ${subs} and payment_profile_id = ${s.seed.cost.profiles.selger}`,
    );
    expect(unchanged!.n).toBe(3);
  });

  it('refuses a profile of an account outside the subscription’s tree, and a profile the caller cannot see', async () => {
    const mainSub = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from subscriptions where account_id = ${s.seed.accounts.main} order by id limit 1 offset 10`,
    );
    const west = await s.gql(admin, SET, {
      accountID: s.seed.accounts.main,
      profileID: s.seed.cost.profiles.standardWest,
      subscriptionID: mainSub[0]!.id,
    });
    expect(west.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await s.gql(admin, SET, {
      accountID: s.seed.accounts.main,
      profileID: s.seed.cost.profiles.other,
      subscriptionID: mainSub[0]!.id,
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const empty = await s.gql(admin, BULK, {
      accountID: s.seed.accounts.main,
      profileID: 0,
      subscriptionIDs: [],
    });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
