import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addContentProfile, addContentService, subscriptionsOf } from '../../../test/fixtures/deductions.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { monthStart } from '../../db/sql.ts';
import { recomputeCosts } from '../cost/cost.service.ts';

const PERIOD = '2026-11';

const LIST = `query($period: Period!, $accountID: Int!, $billingGroupID: Int, $deductStatus: DeductStatus,
    $includeSubAccounts: Boolean, $searchString: String, $limit: Int, $offset: Int) {
  contentServices(period: $period, accountID: $accountID, billingGroupID: $billingGroupID, deductStatus: $deductStatus,
      includeSubAccounts: $includeSubAccounts, searchString: $searchString, limit: $limit, offset: $offset) {
    totalCount totalAmount totalAmountString statusCounts { work approved rejected }
    items {
      contentServiceID deductStatus description usageAmount usageAmountString chargeDate number
      decidedAt decidedByName yearToDateCovered overThreshold amountOverThreshold amountOverThresholdString
      bySubscription { subscriptionID catalogID names departmentID departmentName bnCustomerID bnMobile phoneNumber billingGroupName }
      comments { createdAt customerID catalogID firstname lastname comment }
    }
  }
}`;

const APPROVE = `mutation($accountID: Int!, $id: Int!, $status: DeductStatus!, $comment: String, $expected: DeductStatus) {
  setContentServiceApproval(accountID: $accountID, contentServiceID: $id, deductStatus: $status, comment: $comment,
      expectedStatus: $expected) {
    contentServiceID deductStatus decidedAt decidedByName comments { firstname lastname comment }
  }
}`;

const SUMMARY = `query($period: Period!, $accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
  reportingSummary(period: $period, accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts) {
    numberOfSubscriptions totalCost totalCostString totalDeduction totalDeductionString
  }
}`;

type Item = {
  contentServiceID: number;
  deductStatus: string;
  description: string;
  usageAmount: number;
  usageAmountString: string;
  chargeDate: string;
  number: string;
  decidedAt: string | null;
  decidedByName: string | null;
  yearToDateCovered: number;
  overThreshold: boolean;
  amountOverThreshold: number;
  amountOverThresholdString: string;
  bySubscription: Record<string, unknown>;
  comments: Record<string, unknown>[];
};
type ListResult = {
  contentServices: {
    totalCount: number;
    totalAmount: number;
    totalAmountString: string;
    statusCounts: Record<string, number>;
    items: Item[];
  };
};

describe('reports: content services, approvals and the summary', () => {
  let s: TestServer;
  let admin: string;
  let costControl: string;
  let subA: number;
  let subB: number;
  const ids = { parking: 0, ticket: 0, first: 0, crossing: 0, above: 0 };

  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
    costControl = await s.tokenFor('costControl');
    const db = s.database.db;
    [subA, subB] = (await subscriptionsOf(db, s.seed.accounts.main, 2)) as [number, number];
    // These two subscriptions carry exactly the content services below, so every figure is known.
    await db.execute(sql`delete from content_services where subscription_id in (${subA}, ${subB})`);
    await addContentProfile(db, {
      accountId: s.seed.accounts.main,
      smsPaymentMode: 'deduct',
      subscriptionIds: [subA, subB],
    });
    ids.parking = await addContentService(db, {
      subscriptionId: subA,
      description: 'Rapporttest: Parkering Oslo',
      amountOre: 12_000,
      chargeDate: '2026-11-03',
    });
    ids.ticket = await addContentService(db, {
      subscriptionId: subA,
      description: 'Rapporttest: Vy billett',
      amountOre: 45_000,
      chargeDate: '2026-11-10',
    });
    // subB: 800 kr covered first, then 300 kr crossing NOK 1,000 by 100 kr, then 50 kr wholly above it. All in
    // November: the profile was given to subB now, and earlier months keep the rules they had.
    ids.first = await addContentService(db, {
      subscriptionId: subB,
      description: 'Terskeltest: Innsamling',
      amountOre: 80_000,
      chargeDate: '2026-11-01',
      status: 'approved',
    });
    ids.crossing = await addContentService(db, {
      subscriptionId: subB,
      description: 'Terskeltest: Konsert',
      amountOre: 30_000,
      chargeDate: '2026-11-04',
    });
    ids.above = await addContentService(db, {
      subscriptionId: subB,
      description: 'Terskeltest: Parkering',
      amountOre: 5_000,
      chargeDate: '2026-11-12',
    });
    await recomputeCosts(db, s.clock, {
      subscriptionIds: [subA, subB],
      fromPeriod: '2026-01',
      toPeriod: PERIOD,
    });
  });
  afterAll(() => s.close());

  const list = (token: string, vars: Record<string, unknown>) =>
    s.gql<ListResult>(token, LIST, { period: PERIOD, accountID: s.seed.accounts.main, ...vars });
  const summary = async (vars: Record<string, unknown> = {}) => {
    const res = await s.gql<{
      reportingSummary: { numberOfSubscriptions: number; totalCost: number; totalDeduction: number };
    }>(admin, SUMMARY, {
      period: PERIOD,
      accountID: s.seed.accounts.main,
      ...vars,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.reportingSummary;
  };
  const deductedOf = async (subscriptionId: number) => {
    const [r] = await queryRows<{ deducted: number; over: number }>(
      s.database.db,
      sql`select deducted_ore as deducted, content_over_threshold_ore as over from subscription_month_costs
        where subscription_id = ${subscriptionId} and period = ${monthStart(PERIOD)}`,
    );
    return r!;
  };

  it('lists the month’s content services waiting for approval, newest first, with the subscription and its user', async () => {
    const res = await list(admin, { searchString: 'Rapporttest' });
    expect(res.errors).toBeUndefined();
    const page = res.data!.contentServices;
    expect(page.items.map((i) => i.contentServiceID)).toEqual([ids.ticket, ids.parking]);
    expect(page.totalCount).toBe(2);
    expect(page.totalAmount).toBe(570);
    expect(page.totalAmountString).toBe('570,00');
    const [person] = await queryRows<Record<string, unknown>>(
      s.database.db,
      sql`select p.catalog_id, p.first_name, p.last_name, p.mobile, d.name as department, s.phone_number, bg.name as billing_group
        from subscriptions s join people p on p.catalog_id = s.catalog_id join billing_groups bg on bg.id = s.billing_group_id
        left join departments d on d.id = p.department_id where s.id = ${subA}`,
    );
    const ticket = page.items[0]!;
    expect(ticket).toMatchObject({
      deductStatus: 'work',
      description: 'Rapporttest: Vy billett',
      usageAmount: 450,
      usageAmountString: '450,00',
      chargeDate: '2026-11-10',
      number: person!.phone_number,
      decidedAt: null,
      overThreshold: false,
      comments: [],
    });
    expect(ticket.bySubscription).toMatchObject({
      subscriptionID: subA,
      catalogID: person!.catalog_id,
      names: `${person!.first_name} ${person!.last_name}`,
      departmentName: person!.department,
      bnCustomerID: s.seed.customerId,
      bnMobile: person!.mobile,
      phoneNumber: person!.phone_number,
      billingGroupName: person!.billing_group,
    });
  });

  it('pages with the totals of the whole list', async () => {
    const res = await list(admin, { searchString: 'Rapporttest', limit: 1, offset: 1 });
    const page = res.data!.contentServices;
    expect(page.items.map((i) => i.contentServiceID)).toEqual([ids.parking]);
    expect(page.totalCount).toBe(2);
    expect(page.statusCounts).toEqual({ work: 2, approved: 0, rejected: 0 });
  });

  it('searches by the number, with spaces as people type it', async () => {
    const [row] = await queryRows<{ phone: string }>(
      s.database.db,
      sql`select phone_number as phone from subscriptions where id = ${subA}`,
    );
    const typed = `${row!.phone.slice(3, 6)} ${row!.phone.slice(6, 8)} ${row!.phone.slice(8)}`;
    const res = await list(admin, { searchString: typed });
    const found = res.data!.contentServices.items.map((i) => i.contentServiceID);
    expect(found).toEqual(expect.arrayContaining([ids.ticket, ids.parking]));
    expect(res.data!.contentServices.items.every((i) => i.bySubscription.subscriptionID === subA)).toBe(true);
  });

  it('rejecting moves the item to the rejected list, records who, when and the comment, and the deduction follows', async () => {
    const before = await summary();
    const deductedBefore = (await deductedOf(subA)).deducted;
    const res = await s.gql<{ setContentServiceApproval: Item }>(admin, APPROVE, {
      accountID: s.seed.accounts.main,
      id: ids.parking,
      status: 'rejected',
      comment: '  Privat parkering  ',
      expected: 'work',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.setContentServiceApproval).toMatchObject({
      contentServiceID: ids.parking,
      deductStatus: 'rejected',
      decidedAt: new Date(s.clock.now()).toISOString(),
      decidedByName: 'Anne Administrator',
      comments: [{ firstname: 'Anne', lastname: 'Administrator', comment: 'Privat parkering' }],
    });

    const work = await list(admin, { searchString: 'Rapporttest' });
    expect(work.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.ticket]);
    const rejected = await list(admin, { searchString: 'Rapporttest', deductStatus: 'rejected' });
    expect(rejected.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.parking]);
    expect(rejected.data!.contentServices.statusCounts).toEqual({ work: 1, approved: 0, rejected: 1 });

    expect((await deductedOf(subA)).deducted).toBe(deductedBefore + 12_000);
    const after = await summary();
    expect(Math.round((after.totalDeduction - before.totalDeduction) * 100)).toBe(12_000);
    expect(after.totalCost).toBe(before.totalCost);
  });

  it('approving it again takes the deduction back and hides it from the rejected list', async () => {
    const before = await summary();
    const res = await s.gql<{ setContentServiceApproval: Item }>(admin, APPROVE, {
      accountID: s.seed.accounts.main,
      id: ids.parking,
      status: 'approved',
    });
    expect(res.data!.setContentServiceApproval.deductStatus).toBe('approved');
    const after = await summary();
    expect(Math.round((before.totalDeduction - after.totalDeduction) * 100)).toBe(12_000);
    const approved = await list(admin, { searchString: 'Rapporttest', deductStatus: 'approved' });
    expect(approved.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.parking]);
    const rejected = await list(admin, { searchString: 'Rapporttest', deductStatus: 'rejected' });
    expect(rejected.data!.contentServices.items).toEqual([]);
  });

  it('refuses a decision on a status the client no longer sees (someone else decided first)', async () => {
    const res = await s.gql(costControl, APPROVE, {
      accountID: s.seed.accounts.main,
      id: ids.parking,
      status: 'rejected',
      expected: 'work',
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const still = await list(admin, { searchString: 'Rapporttest', deductStatus: 'approved' });
    expect(still.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.parking]);
  });

  it('only approves or rejects', async () => {
    const res = await s.gql(admin, APPROVE, {
      accountID: s.seed.accounts.main,
      id: ids.ticket,
      status: 'work',
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('flags the part above NOK 1,000 a year and deducts it when the profile says deduct', async () => {
    const res = await list(admin, { searchString: 'Terskeltest' });
    const byId = new Map(res.data!.contentServices.items.map((i) => [i.contentServiceID, i]));
    expect(byId.get(ids.crossing)).toMatchObject({
      overThreshold: true,
      amountOverThreshold: 100,
      amountOverThresholdString: '100,00',
      yearToDateCovered: 1100,
    });
    expect(byId.get(ids.above)).toMatchObject({
      overThreshold: true,
      amountOverThreshold: 50,
      yearToDateCovered: 1150,
    });
    expect(await deductedOf(subB)).toMatchObject({ over: 15_000 });
    expect((await deductedOf(subB)).deducted).toBeGreaterThanOrEqual(15_000);
  });

  it('moves the threshold when an earlier item is rejected', async () => {
    const deductedBefore = (await deductedOf(subB)).deducted;
    await s.gql(admin, APPROVE, { accountID: s.seed.accounts.main, id: ids.crossing, status: 'rejected' });
    // Covered this year is now 800 + 50 kr: nothing above the threshold; the 300 kr are deducted as rejected.
    const res = await list(admin, { searchString: 'Terskeltest' });
    expect(
      res.data!.contentServices.items.map((i) => [i.contentServiceID, i.overThreshold, i.yearToDateCovered]),
    ).toEqual([[ids.above, false, 850]]);
    expect(await deductedOf(subB)).toMatchObject({ over: 0, deducted: deductedBefore - 15_000 + 30_000 });
  });

  it('keeps the other customer’s and other accounts’ items out of reach', async () => {
    const [westSub] = await subscriptionsOf(s.database.db, s.seed.accounts.west, 1);
    const westItem = await addContentService(s.database.db, {
      subscriptionId: westSub!,
      description: 'Rapporttest: Vest',
      amountOre: 9_900,
      chargeDate: '2026-11-05',
    });
    // The cost-control admin sees only the main account.
    const asCostControl = await s.gql(costControl, APPROVE, {
      accountID: s.seed.accounts.main,
      id: westItem,
      status: 'approved',
    });
    expect(asCostControl.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const westList = await s.gql(costControl, LIST, { period: PERIOD, accountID: s.seed.accounts.west });
    expect(westList.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The admin sees it through the west account, not through main.
    const viaMain = await s.gql(admin, APPROVE, {
      accountID: s.seed.accounts.main,
      id: westItem,
      status: 'approved',
    });
    expect(viaMain.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const viaWest = await s.gql(admin, APPROVE, {
      accountID: s.seed.accounts.west,
      id: westItem,
      status: 'approved',
    });
    expect(viaWest.errors).toBeUndefined();
  });

  it('filters by billing group and sub accounts, and refuses a billing group outside the account', async () => {
    const [groupOfA] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select billing_group_id as id from subscriptions where id = ${subA}`,
    );
    const inGroup = await list(admin, {
      searchString: 'Rapporttest',
      billingGroupID: groupOfA!.id,
      deductStatus: 'work',
    });
    expect(inGroup.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.ticket]);
    const [otherGroup] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from billing_groups where account_id = ${s.seed.accounts.main} and id <> ${groupOfA!.id} order by id limit 1`,
    );
    const elsewhere = await list(admin, { searchString: 'Rapporttest', billingGroupID: otherGroup!.id });
    expect(elsewhere.data!.contentServices.items).toEqual([]);
    const foreign = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from billing_groups where account_id = ${s.seed.accounts.other} limit 1`,
    );
    const refused = await list(admin, { billingGroupID: foreign[0]!.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const [bergenSub] = await subscriptionsOf(s.database.db, s.seed.accounts.bergen, 1);
    const bergenItem = await addContentService(s.database.db, {
      subscriptionId: bergenSub!,
      description: 'Rapporttest: Bergen',
      amountOre: 1_000,
      chargeDate: '2026-11-06',
    });
    const west = (includeSubAccounts: boolean) =>
      s.gql<ListResult>(admin, LIST, {
        period: PERIOD,
        accountID: s.seed.accounts.west,
        searchString: 'Rapporttest: Bergen',
        includeSubAccounts,
      });
    expect((await west(true)).data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([
      bergenItem,
    ]);
    expect((await west(false)).data!.contentServices.items).toEqual([]);
  });

  it.each([
    ['2026-12', 'after the current month'],
    ['2026-13', 'not a month'],
    ['2026-1', 'not YYYY-MM'],
  ])('refuses the period %s (%s)', async (period) => {
    const res = await s.gql(admin, LIST, { period, accountID: s.seed.accounts.main });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const sum = await s.gql(admin, SUMMARY, { period, accountID: s.seed.accounts.main });
    expect(sum.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
