import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/factories/cost.ts';
import {
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { recomputeCosts } from '../cost/cost.service.ts';
import { ingestUsageLines } from './usage.service.ts';

/**
 * The ingest's cost step: each touched subscription (and its person's others, who share the yearly content
 * threshold) from the first month its new lines touched, and no further back. Eva has two subscriptions, Mons one;
 * today is 15 November 2026 and October is still open (its due day is today).
 */
describe('usage ingest: costs of the touched months', () => {
  let s: TestServer;
  let evaPhone: BuiltSubscription;
  let evaData: BuiltSubscription;
  let mons: BuiltSubscription;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Kostnad AS' });
    const account = await buildAccount(db, { customer, name: 'Kostnad AS' });
    const profile = await buildProfile(db, {
      account,
      settings: { automaticApproval: true },
      rules: { content: { covers: true }, calls: { covers: true } },
    });
    const eva = await buildPerson(db, { customer, firstName: 'Eva' });
    evaPhone = await buildSubscription(db, { account, person: eva, profile, phoneNumber: '+4756200001' });
    evaData = await buildSubscription(db, { account, person: eva, profile, phoneNumber: '+4756200002' });
    mons = await buildSubscription(db, {
      account,
      person: await buildPerson(db, { customer, firstName: 'Mons' }),
      profile,
      phoneNumber: '+4756200003',
    });
  });
  afterAll(() => s.close());

  const line = (lineId: string, sub: BuiltSubscription, date: string, category: string, amount: string) => ({
    lineId,
    subscriptionId: sub.id,
    date,
    category,
    description: category,
    amount,
  });
  const parking = 'Innholdstjeneste: Parkering';

  type Month = { sub: number; period: string; totalOre: number; overOre: number; old: boolean };
  /** Every stored month of the three; `old` when it was not written since `markOld`. */
  async function months(): Promise<Month[]> {
    return queryRows<Month>(
      s.database.db,
      sql`select subscription_id as sub, to_char(period, 'YYYY-MM') as period, total_ore as "totalOre",
            content_over_threshold_ore as "overOre", computed_at < '2001-01-01' as old
          from subscription_month_costs where subscription_id in (${evaPhone.id}, ${evaData.id}, ${mons.id})
          order by 1, 2`,
    );
  }
  const markOld = () =>
    s.database.db.execute(sql`update subscription_month_costs set computed_at = '2000-01-01'
      where subscription_id in (${evaPhone.id}, ${evaData.id}, ${mons.id})`);

  it('recomputes a late line’s subscription and its person’s others from its month, the rest from theirs', async () => {
    const db = s.database.db;
    await ingestUsageLines(db, s.clock, [
      line('c-1', evaPhone, '2026-10-05', 'Samtaler innland', '100'),
      line('c-2', evaData, '2026-10-06', parking, '700'),
      line('c-3', evaPhone, '2026-11-02', parking, '250'),
      line('c-4', mons, '2026-10-07', 'Samtaler innland', '80'),
      line('c-5', mons, '2026-11-03', 'Samtaler innland', '40'),
    ]);
    await markOld();
    // A late parking charge of Eva's phone in October, and Mons's November call.
    await ingestUsageLines(db, s.clock, [
      line('c-6', evaPhone, '2026-10-20', parking, '200'),
      line('c-7', mons, '2026-11-10', 'Samtaler innland', '60'),
    ]);
    const after = await months();
    const at = (sub: BuiltSubscription, period: string) =>
      after.find((m) => m.sub === sub.id && m.period === period)!;
    // Eva's two subscriptions from October (the threshold is hers), Mons only in November.
    expect(after.filter((m) => m.old).map((m) => [m.sub, m.period])).toEqual([[mons.id, '2026-10']]);
    // By hand: Eva's content is 700 + 200 kr in October, 1 150 kr by November: 150 kr over NOK 1 000, in November.
    expect(at(evaPhone, '2026-10')).toMatchObject({ totalOre: 30_000, overOre: 0 });
    expect(at(evaData, '2026-10')).toMatchObject({ totalOre: 70_000, overOre: 0 });
    expect(at(evaPhone, '2026-11')).toMatchObject({ totalOre: 25_000, overOre: 15_000 });
    expect(at(mons, '2026-11')).toMatchObject({ totalOre: 10_000, overOre: 0 });
  });

  it('stores the same months as a full recompute', async () => {
    // Every column but when it was computed: the figures, rolling sums, rules and profile.
    const stored = () =>
      queryRows<{ row: Record<string, unknown> }>(
        s.database.db,
        sql`select to_jsonb(c) - 'computed_at' as row from subscription_month_costs c
            where subscription_id in (${evaPhone.id}, ${evaData.id}, ${mons.id}) order by subscription_id, period`,
      );
    const incremental = await stored();
    expect(incremental).toHaveLength(5);
    await recomputeCosts(s.database.db, s.clock);
    expect(await stored()).toEqual(incremental);
  });
});
