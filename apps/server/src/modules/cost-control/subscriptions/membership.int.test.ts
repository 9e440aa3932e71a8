import { Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltAccount,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { DETAILS, LIST, type Page } from '../../../../test/subscription-list.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/**
 * A world of its own: Medlem AS with the accounts Medlem AS and Vest (both seen by the admin), and Annen AS, another
 * customer. Profiles of Medlem AS: Standard (the default: data not covered, the rest in full), Ledelse (everything
 * covered), Begrenset (the subscription fee and calls up to 200 kr, nothing else) and Selger; Vest has its own
 * Standard. Lars (in Ledelse) used in November a 299 kr fee, 250 kr of calls and 40 kr of data, and 500 kr of
 * calls in June; eight more subscriptions of Medlem AS have a person and no profile.
 */
describe('payment profile membership', () => {
  let s: TestServer;
  let admin: string;
  let main: BuiltAccount;
  let lars: BuiltSubscription;
  let free: BuiltSubscription[];
  let otherSubscription: number;
  const profiles = { ledelse: 0, begrenset: 0, selger: 0, standardWest: 0, other: 0 };
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Medlem AS' });
    main = await buildAccount(db, { customer, name: 'Medlem AS' });
    const west = await buildAccount(db, { customer, name: 'Medlem Vest' });
    const other = await buildCustomer(db, { name: 'Annen AS' });
    const otherAccount = await buildAccount(db, { customer: other });
    await buildProfile(db, {
      account: main,
      description: 'Standard',
      isDefault: true,
      rules: { data: { covers: false } },
    });
    const ledelse = await buildProfile(db, { account: main, description: 'Ledelse' });
    profiles.ledelse = ledelse.id;
    profiles.begrenset = (
      await buildProfile(db, {
        account: main,
        description: 'Begrenset',
        rules: {
          subscription: { covers: true },
          calls: { covers: true, limitOre: 20_000 },
          sms: { covers: false },
          data: { covers: false },
          roaming: { covers: false },
          content: { covers: false },
          other: { covers: false },
        },
      })
    ).id;
    profiles.selger = (await buildProfile(db, { account: main, description: 'Selger' })).id;
    profiles.standardWest = (
      await buildProfile(db, { account: west, description: 'Standard', isDefault: true })
    ).id;
    profiles.other = (await buildProfile(db, { account: otherAccount, description: 'Annen' })).id;
    lars = await buildSubscription(db, {
      account: main,
      person: await buildPerson(db, { customer, firstName: 'Lars' }),
      profile: ledelse,
    });
    await buildUsage(db, s.clock, lars, [
      { date: '2026-06-10', category: 'Samtaler innland', amountOre: 50_000 },
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
      { date: '2026-11-02', category: 'Samtaler innland', amountOre: 25_000 },
      { date: '2026-11-03', category: 'Data innland', amountOre: 4_000 },
    ]);
    free = [];
    for (let i = 0; i < 8; i++)
      free.push(await buildSubscription(db, { account: main, person: await buildPerson(db, { customer }) }));
    otherSubscription = (await buildSubscription(db, { account: otherAccount })).id;
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [main, west] })).catalogId,
    );
  });
  afterAll(() => s.close());

  const SET = `mutation($accountID: Int!, $profileID: Int, $subscriptionID: Int!, $version: Int) {
    updatePaymentProfileMembership(accountID: $accountID, profileID: $profileID, subscriptionID: $subscriptionID, version: $version) }`;
  const BULK = `mutation($accountID: Int!, $profileID: Int, $subscriptionIDs: [Int!]!) {
    updateMultiplePaymentProfileMemberships(accountID: $accountID, profileID: $profileID, subscriptionIDs: $subscriptionIDs) }`;

  async function row(subscriptionId: number) {
    const res = await s.gql<{ subscriptionWithUsers: Page }>(admin, LIST, {
      accountID: main.id,
      limit: 1000,
    });
    return res.data!.subscriptionWithUsers.items.find((r) => r.subscriptionID === subscriptionId)!;
  }

  it('moving a subscription to a stricter profile raises what is deducted, and back lowers it', async () => {
    // Lars is in Ledelse: everything covered.
    const sub = lars.id;
    const before = await row(sub);
    expect(before.paymentProfileDescription).toBe('Ledelse');
    expect(before.deductedYear).toBe(0);
    const res = await s.gql(admin, SET, {
      accountID: main.id,
      profileID: profiles.begrenset,
      subscriptionID: sub,
      version: before.version,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ updatePaymentProfileMembership: sub });
    const after = await row(sub);
    expect(after.paymentProfileDescription).toBe('Begrenset');
    // From November on (June keeps the rules it had): calls 50 kr over the limit and the data, 40 kr.
    expect(after.deductedYear).toBe(90);
    expect(after.version).toBe(before.version + 1);
    const details = await s.gql<{ subscriptionDetails: { deductedAmountYTD: number } }>(admin, DETAILS, {
      accountID: main.id,
      subscriptionID: sub,
      fromDate: '2026-01-01',
      toDate: '2026-11-30',
    });
    expect(details.data!.subscriptionDetails.deductedAmountYTD).toBe(after.deductedYear);
    // Out of any profile: the account's default (Standard) applies, without reporting (not a member).
    await s.gql(admin, SET, { accountID: main.id, profileID: null, subscriptionID: sub });
    const none = await row(sub);
    expect(none.paymentProfileID).toBeNull();
    // Standard does not cover data: November's 40 kr.
    expect(none.deductedYear).toBe(40);
  });

  it('sends the welcome SMS to a subscription joining a profile that sends one, once', async () => {
    const selger = profiles.selger;
    await s.database.db.execute(
      sql`update payment_profiles set send_welcome_sms = true where id = ${selger}`,
    );
    const sub = { id: free[0]!.id, phone: free[0]!.phoneNumber };
    const sms = async () =>
      (
        await queryRows<{ n: number }>(
          s.database.db,
          sql`select count(*)::int as n from outbox_messages where channel = 'sms' and recipient = ${sub.phone}`,
        )
      )[0]!.n;
    expect(await sms()).toBe(0);
    const vars = { accountID: main.id, profileID: selger, subscriptionID: sub.id };
    expect((await s.gql(admin, SET, vars)).errors).toBeUndefined();
    expect(await sms()).toBe(1);
    // Already a member: no second welcome.
    expect((await s.gql(admin, SET, vars)).errors).toBeUndefined();
    expect(await sms()).toBe(1);
    await s.database.db.execute(
      sql`update payment_profiles set send_welcome_sms = false where id = ${selger}`,
    );
  });

  it('refuses an edit of a version that has changed since', async () => {
    const sub = free[1]!.id;
    const current = await row(sub);
    const res = await s.gql(admin, SET, {
      accountID: main.id,
      profileID: profiles.selger,
      subscriptionID: sub,
      version: current.version - 1,
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await row(sub)).paymentProfileID).toBe(current.paymentProfileID);
  });

  it('assigns in bulk, all or nothing', async () => {
    const subs = free.slice(2, 5).map((f) => f.id);
    const ok = await s.gql<{ updateMultiplePaymentProfileMemberships: number[] }>(admin, BULK, {
      accountID: main.id,
      profileID: profiles.selger,
      subscriptionIDs: subs,
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateMultiplePaymentProfileMemberships).toEqual(subs);
    // Subscriptions of other accounts in the main account's call, or another customer's: nothing changes.
    const mixed = await s.gql(admin, BULK, {
      accountID: main.id,
      profileID: profiles.ledelse,
      subscriptionIDs: [...subs, otherSubscription],
    });
    expect(mixed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [unchanged] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from subscriptions where id in ${subs} and payment_profile_id = ${profiles.selger}`,
    );
    expect(unchanged!.n).toBe(3);
  });

  it('refuses a profile of an account outside the subscription’s tree, and a profile the caller cannot see', async () => {
    const mainSub = [free[5]!];
    const west = await s.gql(admin, SET, {
      accountID: main.id,
      profileID: profiles.standardWest,
      subscriptionID: mainSub[0]!.id,
    });
    expect(west.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const foreign = await s.gql(admin, SET, {
      accountID: main.id,
      profileID: profiles.other,
      subscriptionID: mainSub[0]!.id,
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const empty = await s.gql(admin, BULK, {
      accountID: main.id,
      profileID: 0,
      subscriptionIDs: [],
    });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
