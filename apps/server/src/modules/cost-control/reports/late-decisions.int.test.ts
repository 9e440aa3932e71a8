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
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { closeDueMonths } from '../cost/closed-months.ts';
import { recomputeCosts } from '../cost/cost.service.ts';

const APPROVE = `mutation($a: Int!, $id: Int!, $status: DeductStatus!) {
  setContentServiceApproval(accountID: $a, contentServiceID: $id, deductStatus: $status) {
    deductStatus chargeDate decisionBookedPeriod
  }
}`;
const LIST = `query($period: Period!, $a: Int!, $status: DeductStatus) {
  contentServices(period: $period, accountID: $a, deductStatus: $status) {
    items { contentServiceID chargeDate decisionBookedPeriod }
  }
}`;
const DETAILS = `query($a: Int!, $s: Int!, $f: Date, $t: Date) {
  subscriptionDetails(accountID: $a, subscriptionID: $s, fromDate: $f, toDate: $t) { deductedAmountPeriod }
}`;

/**
 * Issue 28 §4 (shared/docs/domain.md "A decision made late"). The test clock stands at 15 November 2026; the profile
 * "Innhold dekket" covers everything and has due day 10, so October is closed. Pia's phone: a 120 kr parking charge
 * on 3 October, still waiting, and November's 299 kr monthly fee. Rejecting the parking now books 120 kr of
 * deduction in November, dated today; October stays at 0 kr deducted everywhere.
 */
describe('reports: a decision on a closed month is booked in the open month', () => {
  let s: TestServer;
  let token: string;
  let account: BuiltAccount;
  let phone: BuiltSubscription;
  let parking: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Sen Avgjørelse AS' });
    account = await buildAccount(db, { customer, name: 'Sen Avgjørelse AS' });
    const profile = await buildProfile(db, {
      account,
      description: 'Innhold dekket',
      settings: { dueDateDay: 10 },
    });
    phone = await buildSubscription(db, { account, person: await buildPerson(db, { customer }), profile });
    await buildUsage(db, s.clock, phone, [
      {
        date: '2026-10-03',
        category: 'Innholdstjeneste: Parkering',
        description: 'Parkering sent',
        amountOre: 12_000,
        contentStatus: 'work',
      },
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
    ]);
    await closeDueMonths(db, s.clock, (scope) => recomputeCosts(db, s.clock, scope));
    [{ id: parking }] = (await queryRows<{ id: number }>(
      db,
      sql`select id from content_services where subscription_id = ${phone.id}`,
    )) as [{ id: number }];
    const admin = await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] });
    token = await s.tokenFor(admin.catalogId);
  });
  afterAll(() => s.close());

  const stored = async () =>
    Object.fromEntries(
      (
        await queryRows<{ period: string; deducted: number; closed: boolean }>(
          s.database.db,
          sql`select to_char(period, 'YYYY-MM') as period, deducted_ore as deducted, closed_at is not null as closed
            from subscription_month_costs where subscription_id = ${phone.id} order by period`,
        )
      ).map((r) => [r.period, [r.deducted, r.closed]]),
    );
  const panel = async (f: string, t: string) => {
    const res = await s.gql<{ subscriptionDetails: { deductedAmountPeriod: number } }>(token, DETAILS, {
      a: account.id,
      s: phone.id,
      f,
      t,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.subscriptionDetails.deductedAmountPeriod;
  };
  const decide = async (status: string) => {
    const res = await s.gql<{ setContentServiceApproval: Record<string, unknown> }>(token, APPROVE, {
      a: account.id,
      id: parking,
      status,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.setContentServiceApproval;
  };

  it('keeps October as it was and deducts the 120 kr in November, saying where the decision went', async () => {
    expect(await stored()).toEqual({ '2026-10': [0, true], '2026-11': [0, false] });
    expect(await decide('rejected')).toEqual({
      deductStatus: 'rejected',
      chargeDate: '2026-10-03',
      decisionBookedPeriod: '2026-11',
    });
    expect(await stored()).toEqual({ '2026-10': [0, true], '2026-11': [12_000, false] });
    // The costs panel shows October as stored, and the deduction in November.
    expect(await panel('2026-10-01', '2026-10-31')).toBe(0);
    expect(await panel('2026-11-01', '2026-11-30')).toBe(120);
    const listed = await s.gql<{ contentServices: { items: unknown[] } }>(token, LIST, {
      period: '2026-10',
      a: account.id,
      status: 'rejected',
    });
    expect(listed.data!.contentServices.items).toEqual([
      { contentServiceID: parking, chargeDate: '2026-10-03', decisionBookedPeriod: '2026-11' },
    ]);
  });

  it('gives the 120 kr back in November when it is approved again; October still stays', async () => {
    expect(await decide('approved')).toMatchObject({
      deductStatus: 'approved',
      decisionBookedPeriod: '2026-11',
    });
    expect(await stored()).toEqual({ '2026-10': [0, true], '2026-11': [0, false] });
    expect(await panel('2026-10-01', '2026-10-31')).toBe(0);
    expect(await panel('2026-11-01', '2026-11-30')).toBe(0);
  });
});
