import { Role } from '@connect/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage, type ContentStatus } from '../../../../test/factories/cost.ts';
import { contentServiceId } from '../../../../test/factories/months.ts';
import {
  type BuiltAccount,
  type BuiltCustomer,
  type BuiltPerson,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { billingGroups, departments, people } from '../../../db/schema/index.ts';
import { monthStart } from '../../../db/sql.ts';

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

/** The fields the tests read by name; the rest are compared as a whole. */
type Item = Record<string, unknown> & {
  contentServiceID: number;
  deductStatus: string;
  overThreshold: boolean;
  yearToDateCovered: number;
  bySubscription: Record<string, unknown>;
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

/**
 * A world of its own: Rapport AS with the accounts Rapport AS (two billing groups) and Vest (another top account)
 * with Bergen under it; Rita Revisor (admin) sees Rapport AS and Vest, the cost-control admin Rapport AS only.
 * "Innhold dekket" covers content services in full and deducts what is above NOK 1 000 a year; its members:
 * - Ada (+47 571 23 456, department Salg, on the first billing group): a parking of 120 kr (3 November) and a ticket
 *   of 450 kr (10 November), both waiting;
 * - Bo (on the second billing group): 800 kr approved (1 November), 300 kr crossing the threshold by 100 kr
 *   (4 November) and 50 kr wholly above it (12 November), the last two waiting: 150 kr above the threshold,
 *   deducted.
 * The month's cost of Rapport AS is 120 + 450 + 800 + 300 + 50 = 1 720 kr. Annen AS is another customer.
 */
describe('reports: content services, approvals and the summary', () => {
  let s: TestServer;
  let admin: string, costControl: string;
  let customer: BuiltCustomer;
  let main: BuiltAccount, west: BuiltAccount, bergen: BuiltAccount;
  let secondGroup: number, foreignGroup: number;
  let subA: BuiltSubscription, subB: BuiltSubscription;
  let ada: BuiltPerson;
  const ids = { parking: 0, ticket: 0, crossing: 0, above: 0 };
  const content = (
    date: string,
    description: string,
    amountOre: number,
    contentStatus: ContentStatus = 'work',
  ) => ({
    date,
    category: 'Innholdstjeneste: Annet',
    description,
    amountOre,
    contentStatus,
  });

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    customer = await buildCustomer(db, { name: 'Rapport AS' });
    main = await buildAccount(db, { customer, name: 'Rapport AS' });
    west = await buildAccount(db, { customer, name: 'Rapport Vest' });
    bergen = await buildAccount(db, { customer, parent: west, name: 'Rapport Bergen' });
    const [group] = await db
      .insert(billingGroups)
      .values({ accountId: main.id, name: 'Rapport prosjekt' })
      .returning({ id: billingGroups.id });
    secondGroup = group!.id;
    const other = await buildCustomer(db, { name: 'Annen AS' });
    foreignGroup = (await buildAccount(db, { customer: other })).billingGroupId;
    const rita = await buildPerson(db, {
      customer,
      firstName: 'Rita',
      lastName: 'Revisor',
      roles: [Role.CostControl],
      access: [main, west],
    });
    admin = await s.tokenFor(rita.catalogId);
    costControl = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [main] })).catalogId,
    );
    const profile = await buildProfile(db, {
      account: main,
      description: 'Innhold dekket',
      settings: { smsPaymentMode: 'deduct' },
      rules: { content: { covers: true } },
    });
    ada = await buildPerson(db, { customer, firstName: 'Ada', lastName: 'Andersen' });
    const [salg] = await db
      .insert(departments)
      .values({ customerId: customer.id, name: 'Salg' })
      .returning({ id: departments.id });
    await db
      .update(people)
      .set({ departmentId: salg!.id, mobile: '+4790012345' })
      .where(eq(people.catalogId, ada.catalogId));
    subA = await buildSubscription(db, { account: main, person: ada, profile, phoneNumber: '+4757123456' });
    subB = await buildSubscription(db, {
      account: { ...main, billingGroupId: secondGroup },
      person: await buildPerson(db, { customer, firstName: 'Bo' }),
      profile,
    });
    await buildUsage(db, s.clock, subA, [
      content('2026-11-03', 'Rapporttest: Parkering Oslo', 12_000),
      content('2026-11-10', 'Rapporttest: Vy billett', 45_000),
    ]);
    await buildUsage(db, s.clock, subB, [
      content('2026-11-01', 'Terskeltest: Innsamling', 80_000, 'approved'),
      content('2026-11-04', 'Terskeltest: Konsert', 30_000),
      content('2026-11-12', 'Terskeltest: Parkering', 5_000),
    ]);
    ids.parking = await contentServiceId(db, subA, 'Rapporttest: Parkering Oslo');
    ids.ticket = await contentServiceId(db, subA, 'Rapporttest: Vy billett');
    ids.crossing = await contentServiceId(db, subB, 'Terskeltest: Konsert');
    ids.above = await contentServiceId(db, subB, 'Terskeltest: Parkering');
  });
  afterAll(() => s.close());

  const list = (token: string, vars: Record<string, unknown>) =>
    s.gql<ListResult>(token, LIST, { period: PERIOD, accountID: main.id, ...vars });
  const summary = async (vars: Record<string, unknown> = {}) => {
    const res = await s.gql<{
      reportingSummary: { numberOfSubscriptions: number; totalCost: number; totalDeduction: number };
    }>(admin, SUMMARY, {
      period: PERIOD,
      accountID: main.id,
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
    const ticket = page.items[0]!;
    expect(ticket).toMatchObject({
      deductStatus: 'work',
      description: 'Rapporttest: Vy billett',
      usageAmount: 450,
      usageAmountString: '450,00',
      chargeDate: '2026-11-10',
      number: '+4757123456',
      decidedAt: null,
      overThreshold: false,
      comments: [],
    });
    expect(ticket.bySubscription).toMatchObject({
      subscriptionID: subA.id,
      catalogID: ada.catalogId,
      names: 'Ada Andersen',
      departmentName: 'Salg',
      bnCustomerID: customer.id,
      bnMobile: '+4790012345',
      phoneNumber: '+4757123456',
      billingGroupName: 'Rapport AS',
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
    const res = await list(admin, { searchString: '571 23 456' });
    expect(res.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.ticket, ids.parking]);
  });

  it('rejecting moves the item to the rejected list, records who, when and the comment, and the deduction follows', async () => {
    const before = await summary();
    expect(before).toMatchObject({ numberOfSubscriptions: 2, totalCost: 1720, totalDeduction: 150 });
    expect((await deductedOf(subA.id)).deducted).toBe(0);
    const res = await s.gql<{ setContentServiceApproval: Item }>(admin, APPROVE, {
      accountID: main.id,
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
      decidedByName: 'Rita Revisor',
      comments: [{ firstname: 'Rita', lastname: 'Revisor', comment: 'Privat parkering' }],
    });

    const work = await list(admin, { searchString: 'Rapporttest' });
    expect(work.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.ticket]);
    const rejected = await list(admin, { searchString: 'Rapporttest', deductStatus: 'rejected' });
    expect(rejected.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.parking]);
    expect(rejected.data!.contentServices.statusCounts).toEqual({ work: 1, approved: 0, rejected: 1 });

    expect((await deductedOf(subA.id)).deducted).toBe(12_000);
    // 150 kr above the threshold and the rejected 120 kr; the cost stays.
    expect(await summary()).toMatchObject({ numberOfSubscriptions: 2, totalCost: 1720, totalDeduction: 270 });
  });

  it('approving it again takes the deduction back and hides it from the rejected list', async () => {
    expect((await summary()).totalDeduction).toBe(270);
    const res = await s.gql<{ setContentServiceApproval: Item }>(admin, APPROVE, {
      accountID: main.id,
      id: ids.parking,
      status: 'approved',
    });
    expect(res.data!.setContentServiceApproval.deductStatus).toBe('approved');
    expect((await summary()).totalDeduction).toBe(150);
    expect((await deductedOf(subA.id)).deducted).toBe(0);
    const approved = await list(admin, { searchString: 'Rapporttest', deductStatus: 'approved' });
    expect(approved.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.parking]);
    const rejected = await list(admin, { searchString: 'Rapporttest', deductStatus: 'rejected' });
    expect(rejected.data!.contentServices.items).toEqual([]);
  });

  it('refuses a decision on a status the client no longer sees (someone else decided first)', async () => {
    const res = await s.gql(costControl, APPROVE, {
      accountID: main.id,
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
      accountID: main.id,
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
    expect(await deductedOf(subB.id)).toEqual({ over: 15_000, deducted: 15_000 });
  });

  it('moves the threshold when an earlier item is rejected', async () => {
    await s.gql(admin, APPROVE, { accountID: main.id, id: ids.crossing, status: 'rejected' });
    // Covered this year is now 800 + 50 kr: nothing above the threshold; the 300 kr are deducted as rejected.
    const res = await list(admin, { searchString: 'Terskeltest' });
    expect(
      res.data!.contentServices.items.map((i) => [i.contentServiceID, i.overThreshold, i.yearToDateCovered]),
    ).toEqual([[ids.above, false, 850]]);
    expect(await deductedOf(subB.id)).toEqual({ over: 0, deducted: 30_000 });
  });

  it('keeps the other customer’s and other accounts’ items out of reach', async () => {
    const westSub = await buildSubscription(s.database.db, {
      account: west,
      person: await buildPerson(s.database.db, { customer }),
    });
    await buildUsage(s.database.db, s.clock, westSub, [content('2026-11-05', 'Rapporttest: Vest', 9_900)]);
    const westItem = await contentServiceId(s.database.db, westSub, 'Rapporttest: Vest');
    // The cost-control admin sees only the main account.
    const asCostControl = await s.gql(costControl, APPROVE, {
      accountID: main.id,
      id: westItem,
      status: 'approved',
    });
    expect(asCostControl.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const westList = await s.gql(costControl, LIST, { period: PERIOD, accountID: west.id });
    expect(westList.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The admin sees it through the west account, not through main.
    const viaMain = await s.gql(admin, APPROVE, {
      accountID: main.id,
      id: westItem,
      status: 'approved',
    });
    expect(viaMain.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const viaWest = await s.gql(admin, APPROVE, {
      accountID: west.id,
      id: westItem,
      status: 'approved',
    });
    expect(viaWest.errors).toBeUndefined();
  });

  it('filters by billing group and sub accounts, and refuses a billing group outside the account', async () => {
    const inGroup = await list(admin, {
      searchString: 'Rapporttest',
      billingGroupID: main.billingGroupId,
      deductStatus: 'work',
    });
    expect(inGroup.data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([ids.ticket]);
    // Bo's group holds only his items.
    const elsewhere = await list(admin, { searchString: 'Rapporttest', billingGroupID: secondGroup });
    expect(elsewhere.data!.contentServices.items).toEqual([]);
    const refused = await list(admin, { billingGroupID: foreignGroup });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const bergenSub = await buildSubscription(s.database.db, {
      account: bergen,
      person: await buildPerson(s.database.db, { customer }),
    });
    await buildUsage(s.database.db, s.clock, bergenSub, [
      content('2026-11-06', 'Rapporttest: Bergen', 1_000),
    ]);
    const bergenItem = await contentServiceId(s.database.db, bergenSub, 'Rapporttest: Bergen');
    const underWest = (includeSubAccounts: boolean) =>
      s.gql<ListResult>(admin, LIST, {
        period: PERIOD,
        accountID: west.id,
        searchString: 'Rapporttest: Bergen',
        includeSubAccounts,
      });
    expect((await underWest(true)).data!.contentServices.items.map((i) => i.contentServiceID)).toEqual([
      bergenItem,
    ]);
    expect((await underWest(false)).data!.contentServices.items).toEqual([]);
  });

  it.each([
    ['2026-12', 'after the current month'],
    ['2026-13', 'not a month'],
    ['2026-1', 'not YYYY-MM'],
  ])('refuses the period %s (%s)', async (period) => {
    const res = await s.gql(admin, LIST, { period, accountID: main.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const sum = await s.gql(admin, SUMMARY, { period, accountID: main.id });
    expect(sum.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
