import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { closeMonths, recomputeCosts } from './cost.service.ts';

/**
 * Stored months whose rolling sums, year-to-date deduction or usual cost (dashboard_usual_costs) are not what the
 * whole history gives, summed here from scratch: a recompute from a month on (the ingest's, a closed month's) must
 * leave every month as a recompute of everything would.
 */
async function sumDifferences(s: TestServer) {
  const rolling = await queryRows(
    s.database.db,
    sql`select c.subscription_id, c.period
      from subscription_month_costs c
      cross join lateral (
        select sum(p.total_ore) as total, sum(p.work_ore) as work, sum(p.private_ore) as private,
          sum(p.deducted_ore) as deducted, sum(p.data_bytes) as bytes,
          sum(p.deducted_ore) filter (where p.period >= date_trunc('year', c.period)) as ytd
        from subscription_month_costs p
        where p.subscription_id = c.subscription_id
          and p.period between (c.period - interval '11 months')::date and c.period
      ) r
      where (c.rolling_total_ore, c.rolling_work_ore, c.rolling_private_ore, c.rolling_deducted_ore,
          c.rolling_data_bytes, c.ytd_deducted_ore)
        is distinct from (r.total::bigint, r.work::bigint, r.private::bigint, r.deducted::bigint, r.bytes::bigint,
          r.ytd::bigint)`,
  );
  const usual = await queryRows(
    s.database.db,
    sql`with expected as (
        select c.subscription_id, c.period, c.total_ore, h.usual, h.months
        from subscription_month_costs c
        cross join lateral (
          select coalesce(percentile_cont(0.5) within group (order by p.total_ore), 0) as usual,
            count(*)::int as months
          from subscription_month_costs p
          where p.subscription_id = c.subscription_id
            and p.period >= (c.period - interval '6 months')::date and p.period < c.period
        ) h)
      (select * from expected
       except select subscription_id, period, total_ore, usual_ore, history_months from dashboard_usual_costs)
      union all
      (select subscription_id, period, total_ore, usual_ore, history_months from dashboard_usual_costs
       except select * from expected)`,
  );
  return { rolling, usual };
}

/**
 * Siv on "Tak 100" (calls covered up to 100 kr, the rest deducted) with calls every month from October 2025 to
 * November 2026: 100 kr in October 2025 and 10 kr more each month, so 230 kr in November 2026 (deducted: 0, 10,
 * …, 130 kr). The test clock stands at 15 November 2026. Figures in øre, by hand.
 */
describe('rolling sums and usual costs after a recompute from a month on', () => {
  let s: TestServer;
  let siv: BuiltSubscription;
  const months = [
    '2025-10',
    '2025-11',
    '2025-12',
    ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((m) => `2026-${m}`),
  ];

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Rullende AS' });
    const account = await buildAccount(db, { customer, name: 'Rullende AS' });
    const profile = await buildProfile(db, {
      account,
      description: 'Tak 100',
      rules: { calls: { covers: true, limitOre: 10_000 } },
    });
    siv = await buildSubscription(db, {
      account,
      person: await buildPerson(db, { customer, firstName: 'Siv' }),
      profile,
    });
    await buildUsage(
      db,
      s.clock,
      siv,
      months.map((m, i) => ({
        date: `${m}-05`,
        category: 'Samtaler innland',
        amountOre: 10_000 + 1_000 * i,
      })),
    );
    await closeMonths(db, s.clock);
  });
  afterAll(() => s.close());

  const month = async (period: string) => {
    const [row] = await queryRows<{ total: number; deducted: number; ytd: number; usual: number; n: number }>(
      s.database.db,
      sql`select c.rolling_total_ore as total, c.rolling_deducted_ore as deducted, c.ytd_deducted_ore as ytd,
            u.usual_ore as usual, u.history_months as n
          from subscription_month_costs c
          join dashboard_usual_costs u on u.subscription_id = c.subscription_id and u.period = c.period
          where c.subscription_id = ${siv.id} and c.period = ${`${period}-01`}::date`,
    );
    return row;
  };

  it('sums the twelve months, the year and the six months before from the whole history', async () => {
    expect(await sumDifferences(s)).toEqual({ rolling: [], usual: [] });
    // December 2025 – November 2026: 120 kr … 230 kr, 2 100 kr; deducted 20 … 130 kr, 900 kr; this year 30 … 130 kr.
    // Usual: the median of May–October (170 … 220 kr).
    expect(await month('2026-11')).toEqual({
      total: 210_000,
      deducted: 90_000,
      ytd: 88_000,
      usual: 19_500,
      n: 6,
    });
    // January 2026: October 2025 – January 2026; the year starts again.
    expect(await month('2026-01')).toEqual({
      total: 46_000,
      deducted: 6_000,
      ytd: 3_000,
      usual: 11_000,
      n: 3,
    });
  });

  it('keeps them right after new usage recomputes October on, and after a recompute over closed months', async () => {
    // A 150 kr credit on October's calls: 70 kr, nothing deducted (was 120 kr).
    await buildUsage(s.database.db, s.clock, siv, [
      { date: '2026-10-20', category: 'Samtaler innland', amountOre: -15_000 },
    ]);
    expect(await sumDifferences(s)).toEqual({ rolling: [], usual: [] });
    // Usual of November: the median of 170, 180, 190, 200, 210 and 70 kr.
    expect(await month('2026-11')).toEqual({
      total: 195_000,
      deducted: 78_000,
      ytd: 76_000,
      usual: 18_500,
      n: 6,
    });
    expect(await month('2026-10')).toEqual({
      total: 183_000,
      deducted: 66_000,
      ytd: 63_000,
      usual: 18_500,
      n: 6,
    });
    // June to September are closed: not written, but counted as stored by the sums of the months after them.
    await recomputeCosts(s.database.db, s.clock, { subscriptionIds: [siv.id], fromPeriod: '2026-06' });
    expect(await sumDifferences(s)).toEqual({ rolling: [], usual: [] });
    expect(await month('2026-11')).toEqual({
      total: 195_000,
      deducted: 78_000,
      ytd: 76_000,
      usual: 18_500,
      n: 6,
    });
  });
});
