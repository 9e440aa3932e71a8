import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { copyInto, copyLine } from '../../../db/copy.ts';
import { closedOf } from '../cost/cost.service.ts';
import type { LineError, StagedLine } from './usage-lines.ts';

/**
 * The bulk path of usage lines: a batch is copied (COPY) into a temporary staging table of the transaction, its
 * subscriptions are found with one join, and the new lines, their roll-ups, content services and touched months
 * follow from set-based statements. The temporary tables are dropped at commit or rollback.
 */

const STAGING_COLUMNS = [
  'n',
  'line_id',
  'phone_number',
  'subscription_id',
  'usage_date',
  'category_id',
  'category_group_id',
  'description',
  'amount_ore',
  'data_bytes',
] as const;

/** Copies the checked lines into `usage_staging` (a temporary table of this transaction). */
export async function stageLines(tx: Tx, lines: StagedLine[]): Promise<void> {
  // A day's million lines are sorted and grouped a few times (in lineId order, by subscription and month): in
  // memory rather than spilled to disk, for this transaction only.
  await tx.execute(sql`set local work_mem = '256MB'`);
  await tx.execute(sql`create temp table usage_staging (n int not null, line_id text not null,
      phone_number text, subscription_id int, usage_date date not null, category_id int not null,
      category_group_id int not null, description text not null, amount_ore bigint not null,
      data_bytes bigint not null) on commit drop`);
  await copyInto(
    tx,
    'usage_staging',
    STAGING_COLUMNS,
    (function* () {
      for (const l of lines)
        yield copyLine([
          l.index,
          l.lineId,
          l.phoneNumber,
          l.subscriptionId,
          l.usageDate,
          l.categoryId,
          l.categoryGroupId,
          l.description,
          l.amountOre,
          l.dataBytes,
        ]);
    })(),
  );
  // A temporary table has no statistics until analyzed: without them a million rows would be joined as a few.
  await tx.execute(sql`analyze usage_staging`);
}

/**
 * Finds each staged line's subscription (by id, by phone number, both agreeing) into `usage_resolved`, with the
 * month it is booked in: its own, or `currentMonth` (YYYY-MM-01) when its own had closed for the subscription.
 * Answers the lines whose subscription is not found or does not match, in order.
 */
export async function resolveStaged(tx: Tx, day: string, currentMonth: string): Promise<LineError[]> {
  await tx.execute(sql`create temp table usage_resolved on commit drop as
    select st.*, coalesce(st.subscription_id, bp.id) as resolved_id, bi.id as by_id, bp.id as by_phone,
      date_trunc('month', st.usage_date)::date as own_month, null::date as booked_period
    from usage_staging st
    left join subscriptions bp on bp.phone_number = st.phone_number
    left join subscriptions bi on bi.id = st.subscription_id`);
  const missing = sql`(subscription_id is not null and by_id is null) or (subscription_id is null and by_phone is null)`;
  const errors = await queryRows<LineError>(
    tx,
    sql`select n as index, line_id as "lineId",
          case when ${missing} and subscription_id is not null then 'subscriptionId' else 'phoneNumber' end as field,
          case when ${missing} then 'no such subscription'
            else 'phoneNumber is not the number of subscriptionId' end as message
        from usage_resolved
        where ${missing}
          or (subscription_id is not null and phone_number is not null and by_phone is distinct from subscription_id)
        order by n`,
  );
  if (errors.length > 0) return errors;
  await tx.execute(sql`analyze usage_resolved`);
  await tx.execute(sql`update usage_resolved r set booked_period = ${currentMonth}::date
    from (${closedOf(
      day,
      sql`select distinct resolved_id as subscription_id, own_month as period from usage_resolved
          where own_month < ${currentMonth}::date`,
    )}) c
    where c.subscription_id = r.resolved_id and c.period = r.own_month`);
  return [];
}

/**
 * Inserts the resolved lines whose lineId is new; `usage_inserted` keeps them as stored (with `month`, the one each
 * counts in) for the roll-ups, content services and touched months. A lineId already stored is a duplicate and is
 * left alone. Answers how many were inserted.
 */
export async function insertResolved(tx: Tx): Promise<number> {
  await tx.execute(sql`create temp table usage_inserted (id bigint primary key, subscription_id int not null,
      usage_date date not null, category_group_id int not null, description text not null,
      amount_ore bigint not null, data_bytes bigint not null, month date not null) on commit drop`);
  await tx.execute(sql`with inserted as (
      insert into usage_lines (line_id, subscription_id, usage_date, category_id, category_group_id, description,
        amount_ore, data_bytes, booked_period)
      select line_id, resolved_id, usage_date, category_id, category_group_id, description, amount_ore, data_bytes,
        booked_period
      from usage_resolved order by n
      on conflict (line_id) do nothing
      returning id, subscription_id, usage_date, category_group_id, description, amount_ore, data_bytes,
        coalesce(booked_period, date_trunc('month', usage_date)::date) as month)
    insert into usage_inserted select * from inserted`);
  await tx.execute(sql`analyze usage_inserted`);
  const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from usage_inserted`);
  return row!.n;
}

/** The lines just inserted, as roll-ups and content services read lines (usage.repository.ts `storedLines`). */
export const insertedLines = sql`usage_inserted l`;

/**
 * The subscriptions the inserted lines touched, grouped by the earliest month (YYYY-MM) each is touched in: their
 * costs change from that month on, and only from it (a day's file is mostly one month; a late line for a year ago
 * takes only its own subscription back there).
 */
export async function touchedByInserted(
  tx: Tx,
): Promise<{ fromPeriod: string; subscriptionIds: number[] }[]> {
  const rows = await queryRows<{ fromPeriod: string; subscriptionIds: number[] }>(
    tx,
    sql`select to_char(first, 'YYYY-MM') as "fromPeriod", array_agg(subscription_id order by subscription_id)
          as "subscriptionIds"
        from (select subscription_id, min(month) as first from usage_inserted group by 1) t
        group by first order by first`,
  );
  return rows;
}
