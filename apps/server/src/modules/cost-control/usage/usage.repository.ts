import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { effectiveProfileJoin } from '../cost/effective-profile.ts';

/** A usage line ready to store: subscription and category resolved, amount in øre. */
export type UsageLineRow = {
  lineId: string;
  subscriptionId: number;
  usageDate: string;
  categoryId: number;
  categoryGroupId: number;
  description: string;
  amountOre: number;
  dataBytes: number;
  /** YYYY-MM-01 when the line is booked in a later month than its date (its own month is closed). */
  bookedPeriod?: string | null;
};

export type CategoryRow = { id: number; name: string; categoryGroupId: number; groupKey: string };

export async function loadCategories(db: Executor): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`select c.id, c.name, c.category_group_id as "categoryGroupId", g.key as "groupKey"
        from payment_categories c join payment_category_groups g on g.id = c.category_group_id order by c.id`,
  );
}

export type InsertedLine = {
  id: number;
  subscriptionId: number;
  usageDate: string;
  bookedPeriod: string | null;
};

/** Inserts lines whose lineId is new (the rows travel as one JSON parameter); answers those inserted. */
export async function insertUsageLines(db: Executor, lines: UsageLineRow[]): Promise<InsertedLine[]> {
  if (lines.length === 0) return [];
  return queryRows<InsertedLine>(
    db,
    sql`insert into usage_lines (line_id, subscription_id, usage_date, category_id, category_group_id, description,
          amount_ore, data_bytes, booked_period)
        select r."lineId", r."subscriptionId", r."usageDate", r."categoryId", r."categoryGroupId", r.description,
          r."amountOre", r."dataBytes", r."bookedPeriod"
        from json_to_recordset(${JSON.stringify(lines)}::json) as r("lineId" text, "subscriptionId" int,
          "usageDate" date, "categoryId" int, "categoryGroupId" int, description text, "amountOre" bigint,
          "dataBytes" bigint, "bookedPeriod" date)
        on conflict (line_id) do nothing
        returning id, subscription_id as "subscriptionId", to_char(usage_date, 'YYYY-MM-DD') as "usageDate",
          to_char(booked_period, 'YYYY-MM-DD') as "bookedPeriod"`,
  );
}

export type LateChargeRow = {
  id: number;
  usageDate: string;
  bookedPeriod: string;
  categoryName: string;
  description: string;
  amountOre: number;
};

/**
 * The late lines of one subscription booked in the months from..to (YYYY-MM-01): charges and credits dated in a month
 * that had closed when they arrived, with their own date. The caller has already found the subscription in scope.
 */
export async function lateChargesBookedIn(
  db: Executor,
  subscriptionId: number,
  fromMonth: string,
  toMonth: string,
): Promise<LateChargeRow[]> {
  return queryRows<LateChargeRow>(
    db,
    sql`select l.id, to_char(l.usage_date, 'YYYY-MM-DD') as "usageDate", to_char(l.booked_period, 'YYYY-MM') as "bookedPeriod",
          c.name as "categoryName", l.description, l.amount_ore as "amountOre"
        from usage_lines l join payment_categories c on c.id = l.category_id
        where l.subscription_id = ${subscriptionId} and l.booked_period between ${fromMonth}::date and ${toMonth}::date
        order by l.booked_period, l.usage_date, l.id`,
  );
}

/**
 * The stored lines as the roll-ups and content services read them (`l`, with `month`: the one a line counts in,
 * the month it is booked in for a late line, else its own). The ingest passes its just-inserted lines instead, from
 * the temporary table that has the same columns, so a million lines are not looked up again in usage_lines.
 */
export const storedLines = sql`(select l.*, coalesce(l.booked_period, date_trunc('month', l.usage_date)::date) as month
  from usage_lines l) l`;

/**
 * Adds lines to both monthly roll-ups (per category group, and per description), set-based. Only lines just
 * inserted may be passed, so a line is counted exactly once; concurrent batches add atomically per row. `into:
 * 'empty'` is a bulk seed's: the roll-ups hold none of these months yet and have their keys set aside (seed/bulk.ts),
 * so the rows are written without looking for one to add to.
 */
export async function addToRollups(
  db: Executor,
  lineFilter: SQL,
  { from = storedLines, into = 'stored' }: { from?: SQL; into?: 'stored' | 'empty' } = {},
): Promise<void> {
  const addTo = (table: string, key: string) =>
    into === 'empty'
      ? sql``
      : sql.raw(`on conflict (${key}) do update set
          amount_ore = ${table}.amount_ore + excluded.amount_ore,
          data_bytes = ${table}.data_bytes + excluded.data_bytes`);
  await db.execute(sql`
    insert into usage_monthly (subscription_id, period, category_group_id, amount_ore, data_bytes)
    select l.subscription_id, l.month, l.category_group_id, sum(l.amount_ore), sum(l.data_bytes)
    from ${from} where ${lineFilter}
    group by 1, 2, 3
    order by 1, 2, 3
    ${addTo('usage_monthly', 'subscription_id, period, category_group_id')}`);
  await db.execute(sql`
    insert into usage_monthly_descriptions (subscription_id, period, category_group_id, description, amount_ore,
      data_bytes)
    select l.subscription_id, l.month, l.category_group_id, l.description, sum(l.amount_ore), sum(l.data_bytes)
    from ${from} where ${lineFilter}
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    ${addTo('usage_monthly_descriptions', 'subscription_id, period, category_group_id, description')}`);
}

/**
 * Each content-group line is a content service charge awaiting approval; it is approved at once when the
 * profile that applies to the subscription approves automatically.
 */
export async function createContentServices(
  db: Executor,
  lineFilter: SQL,
  contentGroupId: number,
  decidedAt: Date,
  from: SQL = storedLines,
): Promise<void> {
  await db.execute(sql`
    insert into content_services (subscription_id, usage_line_id, description, amount_ore, charge_date,
      deduct_status, decided_at)
    select l.subscription_id, l.id, l.description, l.amount_ore, l.usage_date,
      case when pp.automatic_approval then 'approved' else 'work' end,
      case when pp.automatic_approval then ${decidedAt.toISOString()}::timestamptz end
    from ${from}
    join subscriptions s on s.id = l.subscription_id
    ${effectiveProfileJoin(sql`s`)}
    left join payment_profiles pp on pp.id = coalesce(s.payment_profile_id, dp.id)
    where ${lineFilter} and l.category_group_id = ${contentGroupId}::int
    order by l.id`);
}
