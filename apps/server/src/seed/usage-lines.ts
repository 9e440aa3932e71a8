import { daysInMonth, periodsBetween } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import { copyInto, copyLine } from '../db/copy.ts';
import type { UsageLineRow } from '../modules/cost-control/usage/usage.service.ts';
import type { CostSeed } from './cost.ts';
import type { Random } from './random.ts';

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
 * Thirteen months of usage (first..current YYYY-MM, the current one up to `today`) of each subscription in id order,
 * drawn as the demo always drew them. The demo employee's current month is fixed (`employee`, data-sims.ts): the
 * random one is drawn all the same, so every later subscription's usage stays as it was, and the fixed lines come last.
 */
export function* demoUsageLines(
  rnd: Random,
  subscriptionIds: readonly number[],
  months: { first: string; current: string; today: string },
  employee: { subscriptionId: number; currentMonth: UsageLineRow[] } | undefined,
  cost: Pick<CostSeed, 'categories'>,
): Generator<UsageLineRow> {
  const periods = periodsBetween(months.first, months.current).map((p) => {
    const [y, m] = p.split('-').map(Number) as [number, number];
    return { p, m, days: p === months.current ? Number(months.today.slice(8, 10)) : daysInMonth(y, m) };
  });
  const drawn: UsageLineRow[] = [];
  for (const subscriptionId of subscriptionIds) {
    const intensity = rnd.pick([0.5, 0.8, 1, 1, 1.2, 1.6, 2.5]);
    const fee = rnd.pick([19900, 29900, 39900]);
    let n = 0;
    for (const { p, m, days } of periods) {
      const fixed = subscriptionId === employee?.subscriptionId && p === months.current;
      monthUsage(rnd, m, days, intensity, fee, (category, day, description, amountOre, dataBytes = 0) => {
        const c = cost.categories[category]!;
        const line = {
          lineId: `seed-${subscriptionId}-${p}-${++n}`,
          subscriptionId,
          usageDate: `${p}-${String(day).padStart(2, '0')}`,
          categoryId: c.id,
          categoryGroupId: c.categoryGroupId,
          description,
          amountOre,
          dataBytes,
        };
        if (!fixed) drawn.push(line);
      });
    }
    yield* drawn.splice(0);
  }
  if (employee && subscriptionIds.includes(employee.subscriptionId)) yield* employee.currentMonth;
}

/**
 * Usage lines written with COPY (the bulk path of the ingest), in the given order: their ids follow it. `unchecked`
 * (a large seed, bulk.ts) skips the per-row foreign key checks where the role may (a superuser: a development or
 * bench database), three quarters of the COPY's time: the lines name subscriptions and categories the seed has just
 * written, and in replica mode no ordinary trigger fires, and usage_lines has none but those checks.
 */
export async function copyUsageLines(
  tx: Tx,
  lines: Iterable<UsageLineRow>,
  unchecked: boolean,
): Promise<void> {
  const [role] = await queryRows<{ superuser: boolean }>(
    tx,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  const replica = unchecked && role?.superuser === true;
  if (replica) await tx.execute(sql`set local session_replication_role = replica`);
  await copyInto(
    tx,
    'usage_lines',
    [
      'line_id',
      'subscription_id',
      'usage_date',
      'category_id',
      'category_group_id',
      'description',
      'amount_ore',
      'data_bytes',
    ],
    asCopyLines(lines),
  );
  if (replica) await tx.execute(sql`set local session_replication_role = origin`);
}

function* asCopyLines(lines: Iterable<UsageLineRow>): Generator<string> {
  for (const l of lines)
    yield copyLine([
      l.lineId,
      l.subscriptionId,
      l.usageDate,
      l.categoryId,
      l.categoryGroupId,
      l.description,
      l.amountOre,
      l.dataBytes,
    ]);
}
