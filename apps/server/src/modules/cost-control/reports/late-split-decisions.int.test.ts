import { Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import { buildAggregateSplit } from '../../../../test/factories/months.ts';
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

const DECIDE = `mutation($a: Int!, $id: Int!, $status: DeductStatus!) {
  setAggregateSplitApproval(accountID: $a, aggregateSplitID: $id, deductStatus: $status) {
    deductStatus chargeDate decisionBookedPeriod
  }
}`;
const LIST = `query($period: Period!, $a: Int!, $status: DeductStatus) {
  aggregateSplits(period: $period, accountID: $a, deductStatus: $status) {
    items { aggregateSplitID chargeDate decisionBookedPeriod }
  }
}`;
const DETAILS = `query($a: Int!, $s: Int!, $f: Date, $t: Date) {
  subscriptionDetails(accountID: $a, subscriptionID: $s, fromDate: $f, toDate: $t) { deductedAmountPeriod }
}`;

/**
 * Issue 28 §4 for aggregate splits (shared/docs/domain.md "A decision made late"). The test clock stands at
 * 15 November 2026; the profile "Jobbsamtaler dekket" covers calls without a limit, the employee reports them, and
 * its due day is 10, so October is closed. Ola's phone in October: 300 kr of calls reported as work (covered) and
 * 80 kr reported as private (deducted), so October deducted 80 kr; the split of October's 300 kr of work waits. In
 * November only the 299 kr monthly fee (covered). Rejecting the split now makes the 300 kr private: 300 kr of
 * deduction booked in November, dated today; October stays at 80 kr everywhere.
 */
describe('reports: a decision on an aggregate split of a closed month is booked in the open month', () => {
  let s: TestServer;
  let token: string;
  let account: BuiltAccount;
  let phone: BuiltSubscription;
  let split: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Sen Splitt AS' });
    account = await buildAccount(db, { customer, name: 'Sen Splitt AS' });
    const profile = await buildProfile(db, {
      account,
      description: 'Jobbsamtaler dekket',
      settings: { dueDateDay: 10, sendSmsReport: true },
      rules: { calls: { covers: true, report: true } },
    });
    phone = await buildSubscription(db, { account, person: await buildPerson(db, { customer }), profile });
    await buildUsage(db, s.clock, phone, [
      { date: '2026-10-05', category: 'Samtaler innland', amountOre: 30_000, report: 'work' },
      {
        date: '2026-10-06',
        category: 'Samtaler innland',
        description: 'Samtaler til Sverige',
        amountOre: 8_000,
        report: 'private',
      },
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
    ]);
    split = await buildAggregateSplit(db, {
      subscription: phone,
      period: '2026-10',
      description: 'Samtaler rapportert som jobb',
      amountOre: 30_000,
    });
    await closeDueMonths(db, s.clock, (scope) => recomputeCosts(db, s.clock, scope));
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
    const res = await s.gql<{ setAggregateSplitApproval: Record<string, unknown> }>(token, DECIDE, {
      a: account.id,
      id: split,
      status,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.setAggregateSplitApproval;
  };
  const decisions = () =>
    queryRows<{ kind: string; booked: string; decidedOn: string; before: string; after: string }>(
      s.database.db,
      sql`select kind, to_char(booked_period, 'YYYY-MM') as booked, to_char(decided_on, 'YYYY-MM-DD') as "decidedOn",
          status_before as before, status_after as after
        from late_decisions where aggregate_split_id = ${split} order by id`,
    );

  it('keeps October at 80 kr and deducts the 300 kr of work in November, saying where it went', async () => {
    expect(await stored()).toEqual({ '2026-10': [8_000, true], '2026-11': [0, false] });
    expect(await decide('rejected')).toEqual({
      deductStatus: 'rejected',
      chargeDate: '2026-10-01',
      decisionBookedPeriod: '2026-11',
    });
    expect(await stored()).toEqual({ '2026-10': [8_000, true], '2026-11': [30_000, false] });
    expect(await decisions()).toEqual([
      {
        kind: 'aggregateSplit',
        booked: '2026-11',
        decidedOn: '2026-11-15',
        before: 'work',
        after: 'rejected',
      },
    ]);
    // The costs panel shows October as stored, and the deduction in November.
    expect(await panel('2026-10-01', '2026-10-31')).toBe(80);
    expect(await panel('2026-11-01', '2026-11-30')).toBe(300);
    const listed = await s.gql<{ aggregateSplits: { items: unknown[] } }>(token, LIST, {
      period: '2026-10',
      a: account.id,
      status: 'rejected',
    });
    expect(listed.data!.aggregateSplits.items).toEqual([
      { aggregateSplitID: split, chargeDate: '2026-10-01', decisionBookedPeriod: '2026-11' },
    ]);
  });

  it('gives the 300 kr back in November when it is approved again; October still stays', async () => {
    expect(await decide('approved')).toMatchObject({
      deductStatus: 'approved',
      decisionBookedPeriod: '2026-11',
    });
    expect(await stored()).toEqual({ '2026-10': [8_000, true], '2026-11': [0, false] });
    expect(await panel('2026-10-01', '2026-10-31')).toBe(80);
    expect(await panel('2026-11-01', '2026-11-30')).toBe(0);
  });
});
