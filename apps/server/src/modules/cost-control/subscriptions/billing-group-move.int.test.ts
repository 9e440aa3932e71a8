import { Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltAccount,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { fixedClock } from '../../../clock.ts';
import { queryRows } from '../../../db/client.ts';
import { billingGroups } from '../../../db/schema/index.ts';
import { makePlannedBillingGroupMoves } from './billing-group-move.service.ts';

const OPTIONS = `query($a: Int!, $s: Int!) { billingGroupMoveOptions(accountID: $a, subscriptionID: $s) {
  currentBillingGroupID groups { billingGroupID name useVat } planned { toBillingGroupName effectiveOn } } }`;
const PREVIEW = `query($a: Int!, $s: Int!, $g: Int!) { billingGroupMovePreview(accountID: $a, subscriptionID: $s,
  billingGroupID: $g) { from { name useVat } to { name useVat } changesGroup changesVat effectiveOn version } }`;
const MOVE = `mutation($a: Int!, $s: Int!, $g: Int!, $v: Int!) { moveSubscriptionToBillingGroup(accountID: $a,
  subscriptionID: $s, billingGroupID: $g, version: $v) { to { name } changesGroup effectiveOn version } }`;
const REPORT = `query($p: Period!, $a: Int!) { categoryGroupReport(period: $p, accountID: $a) {
  name details { name totalExclVat totalVat } } }`;

type Report = {
  categoryGroupReport: { details: { name: string; totalExclVat: number; totalVat: number }[] }[];
};

/**
 * Moving a subscription to another billing group (issue 33 §2), today 15.11.2026: Flytt AS has one account with the
 * groups "Flytt AS" (VAT) and "Rederi" (no VAT) and "Gammel" (ended 31.10.2026); Kari's phone is in "Flytt AS" with a
 * 299 kr monthly fee in November and in December. Annen AS is another customer with a group of its own. The move
 * applies from 01.12.2026, so November's VAT stays 25 % of 299 kr = 74,75 kr and December's is 0.
 */
describe('moving a subscription to another billing group', () => {
  let s: TestServer;
  let account: BuiltAccount;
  let other: BuiltAccount;
  let kari: BuiltSubscription;
  let otherSub: BuiltSubscription;
  let admin: string;
  let adminId: number;
  let otherAdmin: string;
  const groups = { rederi: 0, gammel: 0 };

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Flytt AS' });
    account = await buildAccount(db, { customer, name: 'Flytt AS' });
    const [rederi, gammel] = await db
      .insert(billingGroups)
      .values([
        { accountId: account.id, name: 'Rederi', useVat: false },
        { accountId: account.id, name: 'Gammel', endedOn: '2026-10-31' },
      ])
      .returning({ id: billingGroups.id });
    groups.rederi = rederi!.id;
    groups.gammel = gammel!.id;
    kari = await buildSubscription(db, {
      account,
      person: await buildPerson(db, { customer, firstName: 'Kari' }),
    });
    await buildUsage(db, s.clock, kari, [
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
      { date: '2026-12-01', category: 'Månedsavgift', amountOre: 29_900 },
    ]);
    adminId = (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId;
    admin = await s.tokenFor(adminId);
    const annen = await buildCustomer(db, { name: 'Annen AS' });
    other = await buildAccount(db, { customer: annen, name: 'Annen AS' });
    otherSub = await buildSubscription(db, { account: other });
    otherAdmin = await s.tokenFor(
      (await buildPerson(db, { customer: annen, roles: [Role.CostControl], access: [other] })).catalogId,
    );
  });
  afterAll(() => s.close());
  // The tests run in order: the third moves the clock to 1 December 2026.

  const groupOf = async (id: number) =>
    (
      await queryRows<{ groupId: number }>(
        s.database.db,
        sql`select billing_group_id as "groupId" from subscriptions where id = ${id}`,
      )
    )[0]!.groupId;
  const version = async (id: number) =>
    (
      await queryRows<{ version: number }>(
        s.database.db,
        sql`select version from subscriptions where id = ${id}`,
      )
    )[0]!.version;
  const vatOfFees = async (period: string) => {
    const r = await s.gql<Report>(admin, REPORT, { p: period, a: account.id });
    expect(r.errors).toBeUndefined();
    return r.data?.categoryGroupReport.flatMap((g) => g.details).find((d) => d.name === 'Månedsavgift')
      ?.totalVat;
  };

  it("offers the account's groups that have not ended and shows what a move changes before it is saved", async () => {
    const options = await s.gql(admin, OPTIONS, { a: account.id, s: kari.id });
    expect(options.data).toEqual({
      billingGroupMoveOptions: {
        currentBillingGroupID: account.billingGroupId,
        groups: [
          { billingGroupID: account.billingGroupId, name: 'Flytt AS', useVat: true },
          { billingGroupID: groups.rederi, name: 'Rederi', useVat: false },
        ],
        planned: null,
      },
    });
    const preview = await s.gql(admin, PREVIEW, { a: account.id, s: kari.id, g: groups.rederi });
    expect(preview.data).toEqual({
      billingGroupMovePreview: {
        from: { name: 'Flytt AS', useVat: true },
        to: { name: 'Rederi', useVat: false },
        changesGroup: true,
        changesVat: true,
        effectiveOn: '2026-12-01',
        version: await version(kari.id),
      },
    });
    expect(await groupOf(kari.id)).toBe(account.billingGroupId);
  });

  it("answers another customer's subscription or group as not found and refuses an ended group", async () => {
    const v = await version(kari.id);
    for (const [token, a, sub, g] of [
      [admin, account.id, kari.id, other.billingGroupId],
      [admin, account.id, otherSub.id, groups.rederi],
      [admin, other.id, otherSub.id, other.billingGroupId],
      [otherAdmin, account.id, kari.id, groups.rederi],
      [otherAdmin, other.id, kari.id, groups.rederi],
    ] as const) {
      const preview = await s.gql(token, PREVIEW, { a, s: sub, g });
      expect(preview.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const move = await s.gql(token, MOVE, { a, s: sub, g, v });
      expect(move.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const ended = await s.gql(admin, MOVE, { a: account.id, s: kari.id, g: groups.gammel, v });
    expect(ended.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'billingGroupID' },
    });
    expect(await version(kari.id)).toBe(v);
  });

  it('plans the move with the version the screen showed, refuses a stale one, and makes it on 1 December once across two processes', async () => {
    const v = await version(kari.id);
    const stale = await s.gql(admin, MOVE, { a: account.id, s: kari.id, g: groups.rederi, v: v - 1 });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const moved = await s.gql(admin, MOVE, { a: account.id, s: kari.id, g: groups.rederi, v });
    expect(moved.data).toEqual({
      moveSubscriptionToBillingGroup: {
        to: { name: 'Rederi' },
        changesGroup: true,
        effectiveOn: '2026-12-01',
        version: v + 1,
      },
    });
    const again = await s.gql(admin, MOVE, { a: account.id, s: kari.id, g: groups.rederi, v });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const options = await s.gql(admin, OPTIONS, { a: account.id, s: kari.id });
    expect(options.data).toMatchObject({
      billingGroupMoveOptions: { planned: { toBillingGroupName: 'Rederi', effectiveOn: '2026-12-01' } },
    });

    // November keeps the old group; the job does nothing before the date, and the move once on it.
    expect(await groupOf(kari.id)).toBe(account.billingGroupId);
    expect(await vatOfFees('2026-11')).toBe(74.75);
    const db = s.database.db;
    expect(await makePlannedBillingGroupMoves(db, fixedClock('2026-11-30T23:59:00+01:00'))).toBe(0);
    s.clock.set('2026-12-01T00:10:00+01:00');
    const december = s.clock;
    const runs = await Promise.all([
      makePlannedBillingGroupMoves(db, december),
      makePlannedBillingGroupMoves(db, december),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await makePlannedBillingGroupMoves(db, december)).toBe(0);
    expect(await groupOf(kari.id)).toBe(groups.rederi);
    expect(await version(kari.id)).toBe(v + 2);
    admin = await s.tokenFor(adminId); // a new session: the old one idled out over two weeks
    // From December without VAT; November's report still counts the month in the old group.
    expect(await vatOfFees('2026-12')).toBe(0);
    expect(await vatOfFees('2026-11')).toBe(74.75);
  });

  it('drops a planned move when the current group is chosen again, or when provisioning moved the subscription first', async () => {
    const planned = async () =>
      (
        await s.gql<{ billingGroupMoveOptions: { planned: unknown } }>(admin, OPTIONS, {
          a: account.id,
          s: kari.id,
        })
      ).data?.billingGroupMoveOptions.planned;
    let v = await version(kari.id);
    await s.gql(admin, MOVE, { a: account.id, s: kari.id, g: account.billingGroupId, v });
    expect(await planned()).toMatchObject({ toBillingGroupName: 'Flytt AS' });
    v = await version(kari.id);
    const back = await s.gql(admin, MOVE, { a: account.id, s: kari.id, g: groups.rederi, v });
    expect(back.data).toMatchObject({
      moveSubscriptionToBillingGroup: { changesGroup: false, version: v + 1 },
    });
    expect(await planned()).toBeNull();

    v = await version(kari.id);
    await s.gql(admin, MOVE, { a: account.id, s: kari.id, g: account.billingGroupId, v });
    const [gammelLike] = await s.database.db
      .insert(billingGroups)
      .values({ accountId: account.id, name: 'Operatøren' })
      .returning({ id: billingGroups.id });
    await s.database.db.execute(
      sql`update subscriptions set billing_group_id = ${gammelLike!.id} where id = ${kari.id}`,
    );
    expect(await makePlannedBillingGroupMoves(s.database.db, fixedClock('2027-01-01T00:10:00+01:00'))).toBe(
      0,
    );
    expect(await groupOf(kari.id)).toBe(gammelLike!.id);
    expect(await planned()).toBeNull();
  });
});
