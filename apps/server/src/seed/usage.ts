import { addMonths, daysInMonth, osloDate, periodsBetween } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';
import { monthStart } from '../db/sql.ts';
import { closeMonths, recomputeCosts } from '../modules/cost-control/cost/cost.service.ts';
import {
  addToRollups,
  createContentServices,
  insertUsageLines,
  type UsageLineRow,
} from '../modules/cost-control/usage/usage.service.ts';
import type { CostSeed } from './cost.ts';
import { employeeMonthLines, reportEmployeeMonth, seedDataSims } from './data-sims.ts';
import type { Random } from './random.ts';
import type { TenancySeed } from './tenancy.ts';

/** Subscriptions per chunk: lines, roll-ups, approvals, reports and costs are written chunk by chunk. */
const CHUNK = 500;

const CONTENT = [
  {
    category: 'Innholdstjeneste: Parkering',
    description: 'Innholdstjeneste: Parkering Oslo',
    min: 2900,
    max: 18000,
  },
  {
    category: 'Innholdstjeneste: Parkering',
    description: 'Innholdstjeneste: EasyPark',
    min: 2500,
    max: 15000,
  },
  {
    category: 'Innholdstjeneste: Billetter',
    description: 'Innholdstjeneste: Vy billett',
    min: 6900,
    max: 59900,
  },
  {
    category: 'Innholdstjeneste: Billetter',
    description: 'Innholdstjeneste: Ruter billett',
    min: 3900,
    max: 9900,
  },
  {
    category: 'Innholdstjeneste: Innsamling',
    description: 'Innholdstjeneste: Røde Kors innsamling',
    min: 10000,
    max: 50000,
  },
  { category: 'Innholdstjeneste: Annet', description: 'Innholdstjeneste: Premium SMS', min: 1500, max: 4900 },
];

type Emit = (
  category: string,
  day: number,
  description: string,
  amountOre: number,
  dataBytes?: number,
) => void;

/**
 * One subscription's usage in one month, a line per half month rather than one per call: calls and data each
 * half, SMS once, calls abroad and MMS now and then, roaming mostly in summer, content services and directory
 * enquiries occasionally, and the monthly fee. `days` is how much of the month has happened.
 */
function monthUsage(rnd: Random, month: number, days: number, intensity: number, fee: number, emit: Emit) {
  const halves = [0, 14].filter((start) => start < days);
  const day = (start: number) => Math.min(days, 1 + start + rnd.int(0, 13));
  const anyDay = () => day(rnd.pick(halves));
  const amount = (min: number, max: number) => Math.round(rnd.int(min, max) * intensity);
  const megabytes = (min: number, max: number) => Math.round(rnd.int(min, max) * intensity) * 1024 ** 2;
  emit('Månedsavgift', 1, 'Abonnement Bedrift', fee);
  for (const h of halves) {
    emit('Samtaler innland', day(h), 'Samtaler innland', amount(3000, 18000));
    emit('Data innland', day(h), 'Data innland', amount(800, 8000), megabytes(300, 7000));
  }
  emit('SMS innland', anyDay(), 'SMS innland', amount(600, 5000));
  if (rnd.chance(0.25)) emit('Samtaler til utland', anyDay(), 'Samtaler til utland', amount(2000, 20000));
  if (rnd.chance(0.15)) emit('MMS', anyDay(), 'MMS', amount(300, 1500));
  const summer = month >= 6 && month <= 8;
  if (rnd.chance(summer ? 0.7 : 0.08))
    emit('Roaming EU/EØS', anyDay(), 'Roaming EU/EØS', amount(4000, 30000), megabytes(200, 1800));
  if (rnd.chance(summer ? 0.1 : 0.02))
    emit('Roaming utenfor EU', anyDay(), 'Roaming utenfor EU', amount(10000, 60000));
  const contentItems = rnd.chance(0.2) ? (rnd.chance(0.25) ? 2 : 1) : 0;
  for (let i = 0; i < contentItems; i++) {
    const c = rnd.pick(CONTENT);
    emit(c.category, anyDay(), c.description, rnd.int(c.min, c.max));
  }
  if (rnd.chance(0.12)) emit('Nummeropplysning', anyDay(), 'Nummeropplysning 1881', rnd.int(1490, 4990));
}

/**
 * Thirteen months of usage up to the clock's today for the given subscriptions, then per chunk: the roll-ups,
 * content services (older ones decided, recent ones mostly waiting), the employees' reports of past months
 * (most report, some do not), and the costs.
 */
export async function seedUsage(
  db: Executor,
  rnd: Random,
  clock: Clock,
  tenancy: TenancySeed,
  cost: Pick<CostSeed, 'categories' | 'categoryGroups'>,
): Promise<void> {
  const today = osloDate(clock.now());
  const currentPeriod = today.slice(0, 7);
  const firstPeriod = addMonths(`${currentPeriod}-01`, -12).slice(0, 7);
  const previousPeriod = addMonths(`${currentPeriod}-01`, -1).slice(0, 7);
  // Fjellvind's come last (the highest ids), so the other customers' usage stays as it was before it existed.
  const subscriptionIds = [
    ...tenancy.subscriptionIds,
    ...tenancy.otherSubscriptionIds,
    ...tenancy.newCustomer.subscriptionIds,
  ].sort((a, b) => a - b);
  const employeeSub = await queryRows<{ id: number }>(
    db,
    sql`select id from subscriptions where catalog_id = ${tenancy.people.employee}`,
  );

  for (let i = 0; i < subscriptionIds.length; i += CHUNK) {
    const chunk = subscriptionIds.slice(i, i + CHUNK);
    const lines: UsageLineRow[] = [];
    for (const subscriptionId of chunk) {
      const intensity = rnd.pick([0.5, 0.8, 1, 1, 1.2, 1.6, 2.5]);
      const fee = rnd.pick([19900, 29900, 39900]);
      let n = 0;
      for (const p of periodsBetween(firstPeriod, currentPeriod)) {
        const [y, m] = p.split('-').map(Number) as [number, number];
        const days = p === currentPeriod ? Number(today.slice(8, 10)) : daysInMonth(y, m);
        monthUsage(rnd, m, days, intensity, fee, (category, day, description, amountOre, dataBytes = 0) => {
          const c = cost.categories[category]!;
          lines.push({
            lineId: `seed-${subscriptionId}-${p}-${++n}`,
            subscriptionId,
            usageDate: `${p}-${String(day).padStart(2, '0')}`,
            categoryId: c.id,
            categoryGroupId: c.categoryGroupId,
            description,
            amountOre,
            dataBytes,
          });
        });
      }
    }
    // The demo employee's current month is fixed (data-sims.ts): the random one is drawn all the same, so every
    // later subscription's usage stays as it was.
    const employee = employeeSub[0]?.id;
    const kept = lines.filter((l) => l.subscriptionId !== employee || !l.usageDate.startsWith(currentPeriod));
    if (employee !== undefined && chunk.includes(employee))
      kept.push(...employeeMonthLines(employee, currentPeriod, cost));
    for (let j = 0; j < kept.length; j += 10_000) await insertUsageLines(db, kept.slice(j, j + 10_000));
    const filter = sql`l.subscription_id in ${chunk}`;
    await addToRollups(db, filter);
    await createContentServices(db, filter, cost.categoryGroups.content, clock.now());
    await decideContentServices(db, chunk, previousPeriod, tenancy.people.admin, clock);
    await reportUsage(db, chunk, currentPeriod, previousPeriod, employeeSub[0]?.id ?? 0, cost);
    if (employee !== undefined && chunk.includes(employee))
      await reportEmployeeMonth(db, employee, tenancy.people.employee, currentPeriod, cost);
    await recomputeCosts(db, clock, { subscriptionIds: chunk });
  }
  // People with a data SIM besides their phone: their months are recomputed together (the threshold is per person).
  const dataSims = await seedDataSims(db, rnd, tenancy, cost, {
    first: firstPeriod,
    current: currentPeriod,
    today,
  });
  if (dataSims.length > 0) await recomputeCosts(db, clock, { subscriptionIds: dataSims });
  // The months whose due day has passed are closed, as the due-day job would have closed them. The statistics
  // first, as autovacuum keeps them for the nightly job: without them a large seed's close chose a plan that ran
  // for hours (50 000 subscriptions).
  await db.execute(sql`analyze subscription_month_costs`);
  await db.execute(sql`analyze subscriptions`);
  await closeMonths(db, clock);
}

/** Older content services are decided (a quarter rejected); of last month's and this month's a third so far. */
async function decideContentServices(
  db: Executor,
  chunk: number[],
  previousPeriod: string,
  adminCatalogId: number,
  clock: Clock,
) {
  await db.execute(sql`
    update content_services set
      deduct_status = case
        when charge_date < ${monthStart(previousPeriod)} then (case when id % 4 = 0 then 'rejected' else 'approved' end)
        else 'approved' end,
      decided_by = ${adminCatalogId}, decided_at = ${clock.now().toISOString()}::timestamptz
    where subscription_id in ${chunk} and deduct_status = 'work'
      and (charge_date < ${monthStart(previousPeriod)} or id % 3 = 0)`);
}

/**
 * Reports of past months by members of profiles with the SMS report: most usage reported work, calls abroad and
 * MMS mostly private, about one month in seven left unreported. The demo employee's last month stays open.
 */
async function reportUsage(
  db: Executor,
  chunk: number[],
  currentPeriod: string,
  previousPeriod: string,
  employeeSubscriptionId: number,
  cost: Pick<CostSeed, 'categoryGroups'>,
) {
  const g = cost.categoryGroups;
  await db.execute(sql`
    insert into usage_reports (subscription_id, period, category_group_id, description, usage_type, reported_by)
    select u.subscription_id, u.period, u.category_group_id, u.description,
      case when u.description in ('Samtaler til utland', 'MMS', 'Roaming utenfor EU')
             and (u.subscription_id + extract(month from u.period)::int) % 3 <> 0 then 'private'
           when (u.subscription_id * 7 + extract(month from u.period)::int * 3 + length(u.description)) % 11 = 0
             then 'private'
           else 'work' end,
      s.catalog_id
    from usage_monthly_descriptions u
    join subscriptions s on s.id = u.subscription_id
    join payment_profiles pp on pp.id = s.payment_profile_id and pp.send_sms_report
    where u.subscription_id in ${chunk}
      and u.category_group_id in (${g.calls}, ${g.sms}, ${g.data}, ${g.roaming})
      and u.period < ${monthStart(currentPeriod)}
      and (u.subscription_id * 13 + extract(month from u.period)::int) % 7 <> 0
      and not (u.subscription_id = ${employeeSubscriptionId} and u.period = ${monthStart(previousPeriod)})`);
}
