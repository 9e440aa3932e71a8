import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

const HOME = `{ employeeHome { period subscriptions { subscriptionID phoneNumber totalCost deducted
  openReport { token period dueDate } } } }`;
type Home = {
  employeeHome: {
    period: string;
    subscriptions: {
      subscriptionID: number;
      phoneNumber: string;
      totalCost: number;
      deducted: number;
      openReport: { token: string; period: string; dueDate: string } | null;
    }[];
  };
};

describe('employeeHome: the employee’s own subscriptions this month', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('answers the caller’s own subscriptions with November’s stored cost and deduction, and the open report', async () => {
    const r = await s.gql<Home>(await s.tokenFor('employee'), HOME);
    expect(r.errors).toBeUndefined();
    const stored = await queryRows<{ id: number; phone: string; total: number; deducted: number }>(
      s.database.db,
      sql`select s.id, s.phone_number as phone, coalesce(c.total_ore, 0)::int as total,
            coalesce(c.deducted_ore, 0)::int as deducted
          from subscriptions s left join subscription_month_costs c on c.subscription_id = s.id
            and c.period = '2026-11-01'
          where s.catalog_id = ${s.seed.people.employee} order by s.product, s.phone_number`,
    );
    expect(stored.length).toBeGreaterThan(0);
    expect(r.data!.employeeHome.period).toBe('2026-11');
    expect(
      r.data!.employeeHome.subscriptions.map((x) => [x.subscriptionID, x.totalCost, x.deducted]),
    ).toEqual(stored.map((x) => [x.id, x.total / 100, x.deducted / 100]));
  });

  it('shows the report link only while the month can be reported', async () => {
    const employee = await s.tokenFor('employee');
    const [sub] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from subscriptions where catalog_id = ${s.seed.people.employee} order by id limit 1`,
    );
    await s.database.db.execute(
      sql`insert into usage_report_links (token, subscription_id, period) values ('home-test-token-1', ${sub!.id},
          '2026-10-01') on conflict (subscription_id, period) do update set token = excluded.token`,
    );
    await s.database.db.execute(sql`update payment_profiles set send_sms_report = true, due_date_day = 20`);
    const open = (await s.gql<Home>(employee, HOME)).data!.employeeHome.subscriptions.find(
      (x) => x.subscriptionID === sub!.id,
    );
    expect(open?.openReport).toEqual({
      token: 'home-test-token-1',
      period: '2026-10',
      dueDate: '2026-11-20',
    });
    s.clock.set('2026-11-21T10:00:00+01:00');
    try {
      const closed = (
        await s.gql<Home>(await s.tokenFor('employee'), HOME)
      ).data!.employeeHome.subscriptions.find((x) => x.subscriptionID === sub!.id);
      expect(closed?.openReport).toBeNull();
    } finally {
      s.clock.set('2026-11-15T10:00:00+01:00');
    }
  });

  it('never shows another person’s subscriptions', async () => {
    const r = await s.gql<Home>(await s.tokenFor('costControl'), HOME);
    const ids = r.data!.employeeHome.subscriptions.map((x) => x.subscriptionID);
    const own = await queryRows<{ id: number }>(
      s.database.db,
      sql`select id from subscriptions where catalog_id = ${s.seed.people.costControl}`,
    );
    expect(ids.sort()).toEqual(own.map((o) => o.id).sort());
  });
});
