import { addMonths, osloDate } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows, type Tx } from '../db/client.ts';
import { intArray, monthStart } from '../db/sql.ts';
import { addToRollups, createContentServices } from '../modules/cost-control/usage/usage.service.ts';
import { analyze, bulkSession, isBulk, setIndexesAside } from './bulk.ts';
import type { CostSeed } from './cost.ts';
import { employeeMonthLines, reportEmployeeMonth, seedDataSims } from './data-sims.ts';
import { seedMonthCosts } from './month-costs.ts';
import type { SeedPhases } from './phases.ts';
import type { Random } from './random.ts';
import type { TenancySeed } from './tenancy.ts';
import { copyUsageLines, demoUsageLines } from './usage-lines.ts';

/**
 * Thirteen months of usage up to the clock's today for every subscription of the demo, written in bulk: the lines
 * with COPY (usage-lines.ts), then set-based over all of them the roll-ups, content services (older ones decided,
 * recent ones mostly waiting), the employees' reports of past months (most report, some do not), the data SIMs
 * (data-sims.ts), and, with fresh statistics, everyone's costs and the closing of the months whose due day has passed.
 */
export async function seedUsage(
  tx: Tx,
  rnd: Random,
  clock: Clock,
  tenancy: TenancySeed,
  cost: Pick<CostSeed, 'categories' | 'categoryGroups'>,
  phases: SeedPhases,
): Promise<void> {
  const today = osloDate(clock.now());
  const currentPeriod = today.slice(0, 7);
  const firstPeriod = addMonths(`${currentPeriod}-01`, -12).slice(0, 7);
  const previousPeriod = addMonths(`${currentPeriod}-01`, -1).slice(0, 7);
  const months = { first: firstPeriod, current: currentPeriod, today };
  // Fjellvind's come last (the highest ids), so the other customers' usage stays as it was before it existed.
  const subscriptionIds = [
    ...tenancy.subscriptionIds,
    ...tenancy.otherSubscriptionIds,
    ...tenancy.newCustomer.subscriptionIds,
  ].sort((a, b) => a - b);
  const [employeeSub] = await queryRows<{ id: number }>(
    tx,
    sql`select id from subscriptions where catalog_id = ${tenancy.people.employee}`,
  );
  const employee = employeeSub?.id;

  const bulk = isBulk(subscriptionIds.length);
  if (bulk) await bulkSession(tx);
  await phases.time('usage lines', async () => {
    const fixed =
      employee === undefined
        ? undefined
        : { subscriptionId: employee, currentMonth: employeeMonthLines(employee, currentPeriod, cost) };
    const buildLineIndexes = bulk ? await setIndexesAside(tx, 'usage_lines') : undefined;
    await copyUsageLines(tx, demoUsageLines(rnd, subscriptionIds, months, fixed, cost), bulk);
    await buildLineIndexes?.();
    if (bulk) await analyze(tx, ['usage_lines']);
  });
  const all = intArray(subscriptionIds);
  const lines = sql`l.subscription_id = any(${all})`;
  await phases.time('roll-ups', async () => {
    if (!bulk) return addToRollups(tx, lines);
    // Empty roll-ups: written without their keys, which are built once after (a third of the roll-ups' time).
    const keys = [
      await setIndexesAside(tx, 'usage_monthly', { keys: true }),
      await setIndexesAside(tx, 'usage_monthly_descriptions', { keys: true }),
    ];
    await addToRollups(tx, lines, { into: 'empty' });
    for (const build of keys) await build();
  });
  await phases.time('content services and reports', async () => {
    await createContentServices(tx, lines, cost.categoryGroups.content, clock.now());
    await decideContentServices(tx, all, previousPeriod, tenancy.people.admin, clock);
    await reportUsage(tx, all, currentPeriod, previousPeriod, employee ?? 0, cost);
    if (employee !== undefined)
      await reportEmployeeMonth(tx, employee, tenancy.people.employee, currentPeriod, cost);
  });
  // People with a data SIM besides their phone: its subscription and usage after every other one's.
  const dataSims = await phases.time('data SIMs', () => seedDataSims(tx, rnd, tenancy, cost, months, bulk));
  await seedMonthCosts(tx, clock, [...subscriptionIds, ...dataSims], bulk, phases);
}

/** Older content services are decided (a quarter rejected); of last month's and this month's a third so far. */
async function decideContentServices(
  db: Executor,
  subscriptions: SQL,
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
    where subscription_id = any(${subscriptions}) and deduct_status = 'work'
      and (charge_date < ${monthStart(previousPeriod)} or id % 3 = 0)`);
}

/**
 * Reports of past months by members of profiles with the SMS report: most usage reported work, calls abroad and
 * MMS mostly private, about one month in seven left unreported. The demo employee's last month stays open.
 */
async function reportUsage(
  db: Executor,
  subscriptions: SQL,
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
    where u.subscription_id = any(${subscriptions})
      and u.category_group_id in (${g.calls}, ${g.sms}, ${g.data}, ${g.roaming})
      and u.period < ${monthStart(currentPeriod)}
      and (u.subscription_id * 13 + extract(month from u.period)::int) % 7 <> 0
      and not (u.subscription_id = ${employeeSubscriptionId} and u.period = ${monthStart(previousPeriod)})`);
}
