import { daysInMonth, periodsBetween, type ReportMode } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows, type Tx } from '../db/client.ts';
import { inList, intArray, monthStart } from '../db/sql.ts';
import { addToRollups, type UsageLineRow } from '../modules/cost-control/usage/usage.service.ts';
import type { CostSeed } from './cost.ts';
import type { Random } from './random.ts';
import type { TenancySeed } from './tenancy.ts';
import { copyUsageLines } from './usage-lines.ts';

/**
 * The demo employee's (Øyvind Ansatt, `ansatt`) current month, fixed so the audit's case of issue 9 can be read on
 * the screens: Standard puts calls and SMS under one 500 kr limit; 637,13 kr of calls of which 475,50 kr are
 * reported private. The company pays work usage up to the limit and never private usage: max(637,13 − 500,
 * 475,50) = 475,50 kr deducted (the old rule charged 137,13 + 475,50 = 612,63 kr). The fee is covered and 250 kr of
 * data is within its 300 kr limit, so the month's deduction is 475,50 kr. Every line is dated the 1st, so the
 * month is the same whichever day the demo is seeded.
 */
export const EMPLOYEE_MONTH: {
  category: string;
  description: string;
  amountOre: number;
  report?: ReportMode;
}[] = [
  { category: 'Månedsavgift', description: 'Månedsavgift', amountOre: 39_900 },
  { category: 'Samtaler innland', description: 'Samtaler innland', amountOre: 16_163, report: 'work' },
  {
    category: 'Samtaler til utland',
    description: 'Samtaler til utland',
    amountOre: 47_550,
    report: 'private',
  },
  { category: 'Data innland', description: 'Data innland', amountOre: 25_000, report: 'work' },
];

export function employeeMonthLines(
  subscriptionId: number,
  period: string,
  cost: Pick<CostSeed, 'categories'>,
): UsageLineRow[] {
  return EMPLOYEE_MONTH.map((l, i) => ({
    lineId: `seed-${subscriptionId}-${period}-fixed-${i + 1}`,
    subscriptionId,
    usageDate: `${period}-01`,
    categoryId: cost.categories[l.category]!.id,
    categoryGroupId: cost.categories[l.category]!.categoryGroupId,
    description: l.description,
    amountOre: l.amountOre,
    dataBytes: l.category === 'Data innland' ? 3 * 1024 ** 3 : 0,
  }));
}

/** The employee's reports of the fixed month: everything reportable is reported, so the due day changes nothing. */
export async function reportEmployeeMonth(
  db: Executor,
  subscriptionId: number,
  catalogId: number,
  period: string,
  cost: Pick<CostSeed, 'categories'>,
): Promise<void> {
  for (const l of EMPLOYEE_MONTH) {
    if (!l.report) continue;
    await db.execute(sql`insert into usage_reports (subscription_id, period, category_group_id, description,
        usage_type, reported_by)
      values (${subscriptionId}, ${monthStart(period)}, ${cost.categories[l.category]!.categoryGroupId},
        ${l.description}, ${l.report}, ${catalogId})`);
  }
}

/** Every how many people of the demo company (not the demo logins) has a data SIM besides the phone. */
const DATA_SIM_EVERY = 6;

/**
 * Some people of the demo company have a second subscription, a data SIM (a tablet's or a laptop's): its own
 * number (+47 58…), the phone's account, billing group and payment profile, and its own usage, the fee and data.
 * Written after every other subscription, so the other subscriptions' usage is the same as without them. Answers
 * the data SIMs' ids.
 */
export async function seedDataSims(
  db: Tx,
  rnd: Random,
  tenancy: TenancySeed,
  cost: Pick<CostSeed, 'categories'>,
  period: { first: string; current: string; today: string },
  bulk: boolean,
): Promise<number[]> {
  const demo = [tenancy.people.admin, tenancy.people.costControl, tenancy.people.employee];
  const phones = await queryRows<{
    accountId: number;
    billingGroupId: number;
    catalogId: number;
    paymentProfileId: number | null;
  }>(
    db,
    sql`select account_id as "accountId", billing_group_id as "billingGroupId", catalog_id as "catalogId",
          payment_profile_id as "paymentProfileId"
        from subscriptions
        where id = any(${intArray(tenancy.subscriptionIds)}) and catalog_id is not null and catalog_id not in ${inList(demo)}
        order by id`,
  );
  const owners = phones.filter((_, i) => i % DATA_SIM_EVERY === DATA_SIM_EVERY - 1);
  if (owners.length === 0) return [];
  const ids = await queryRows<{ id: number }>(
    db,
    sql`insert into subscriptions (account_id, billing_group_id, catalog_id, phone_number, data_included_bytes,
          payment_profile_id)
        select r."accountId", r."billingGroupId", r."catalogId", r.phone, ${50 * 1024 ** 3}::bigint,
          r."paymentProfileId"
        from json_to_recordset(${JSON.stringify(
          owners.map((o, i) => ({ ...o, phone: `+4758${String(100_000 + i)}` })),
        )}::json) as r("accountId" int, "billingGroupId" int, "catalogId" int, phone text, "paymentProfileId" int)
        returning id`,
  );
  const lines: UsageLineRow[] = [];
  const fee = cost.categories.Månedsavgift!;
  const data = cost.categories['Data innland']!;
  for (const { id } of ids) {
    for (const p of periodsBetween(period.first, period.current)) {
      const [y, m] = p.split('-').map(Number) as [number, number];
      const days = p === period.current ? Number(period.today.slice(8, 10)) : daysInMonth(y, m);
      const line = (n: number, category: typeof fee, description: string, amountOre: number, bytes = 0) =>
        lines.push({
          lineId: `seed-${id}-${p}-sim-${n}`,
          subscriptionId: id,
          // The fee on the 1st, the data on the month's last day so far.
          usageDate: `${p}-${String(n === 1 ? 1 : days).padStart(2, '0')}`,
          categoryId: category.id,
          categoryGroupId: category.categoryGroupId,
          description,
          amountOre,
          dataBytes: bytes,
        });
      line(1, fee, 'Månedsavgift', 9_900);
      const gb = rnd.int(2, 40);
      line(2, data, 'Data innland', gb * rnd.int(150, 450), gb * 1024 ** 3);
    }
  }
  await copyUsageLines(db, lines, bulk);
  await addToRollups(db, sql`l.subscription_id = any(${intArray(ids.map((r) => r.id))})`);
  return ids.map((r) => r.id);
}
