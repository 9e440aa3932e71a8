import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A subscription's data allowance over the twelve months of the list's default period. */
const yearAllowance = sql`(data_included_bytes * 12)`;

/**
 * The users list's amount figures of its default period (the twelve months ending with `period`), one row per
 * subscription, so that an amount sort walks an index in order and stops after the page (issue 31) instead of
 * summing and sorting every subscription in scope. Kept in the same transaction as what they come from, by triggers
 * (migration 0058_list-figures): subscription_month_costs' statements refresh the subscriptions they touched, and
 * subscriptions' give a new subscription its row and carry a move or a new data allowance. `period` is the newest
 * month known for the subscription ('-infinity' for a new one without costs); the nightly list-figures job rolls
 * the rows to the current month (modules/cost-control/subscriptions/list-figures.ts). The list sums a row of
 * another month than its own live, and walks these rows only while few are (amount-walks.ts).
 */
export const subscriptionListFigures = pgTable(
  'subscription_list_figures',
  {
    subscriptionId: integer().primaryKey(),
    accountId: integer().notNull(),
    period: date().notNull(),
    totalOre: bigint({ mode: 'number' }).notNull().default(0),
    workOre: bigint({ mode: 'number' }).notNull().default(0),
    privateOre: bigint({ mode: 'number' }).notNull().default(0),
    dataBytes: bigint({ mode: 'number' }).notNull().default(0),
    deductedMonthOre: bigint({ mode: 'number' }).notNull().default(0),
    deductedYearOre: bigint({ mode: 'number' }).notNull().default(0),
    /** The subscription's own, for the data sorts. */
    dataIncludedBytes: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The subscription's own columns the list filters on (its product, billing group, payment profile and end),
     * kept with the account (migration 0061_list-figures-filters) and at the end of every figure's index: a walk
     * checks the list's filter in the index, without reading the subscription.
     */
    product: text().notNull(),
    billingGroupId: integer().notNull(),
    paymentProfileId: integer(),
    endedOn: date(),
  },
  (t) => {
    const filtered = [t.product, t.billingGroupId, t.paymentProfileId, t.endedOn] as const;
    return [
      index('list_figures_work_idx').on(t.accountId, t.period, t.workOre, t.subscriptionId, ...filtered),
      index('list_figures_private_idx').on(
        t.accountId,
        t.period,
        t.privateOre,
        t.subscriptionId,
        ...filtered,
      ),
      index('list_figures_total_idx').on(t.accountId, t.period, t.totalOre, t.subscriptionId, ...filtered),
      index('list_figures_deducted_month_idx').on(
        t.accountId,
        t.period,
        t.deductedMonthOre,
        t.subscriptionId,
        ...filtered,
      ),
      index('list_figures_deducted_year_idx').on(
        t.accountId,
        t.period,
        t.deductedYearOre,
        t.subscriptionId,
        ...filtered,
      ),
      index('list_figures_data_free_idx').on(
        t.accountId,
        t.period,
        sql`greatest(${yearAllowance} - data_bytes, 0)`,
        t.subscriptionId,
        ...filtered,
      ),
      index('list_figures_data_use_idx').on(
        t.accountId,
        t.period,
        sql`(data_bytes::float8 / nullif(${yearAllowance}, 0))`,
        t.subscriptionId,
        ...filtered,
      ),
    ];
  },
);
