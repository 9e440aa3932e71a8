import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Monthly roll-up per subscription, category group and description: what the cost engine reads. Deduct filters
 * (description prefixes) and the employee's reports (per description and month) need this grain; usage_monthly
 * (per category group) stays for the cheap totals. Kept exact in the same transaction as the usage lines; no foreign
 * keys, as usage_monthly (cost.ts).
 */
export const usageMonthlyDescriptions = pgTable(
  'usage_monthly_descriptions',
  {
    subscriptionId: integer().notNull(),
    period: date().notNull(),
    categoryGroupId: integer().notNull(),
    description: text().notNull(),
    amountOre: bigint({ mode: 'number' }).notNull().default(0),
    dataBytes: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'usage_monthly_descriptions_pk',
      columns: [t.subscriptionId, t.period, t.categoryGroupId, t.description],
    }),
  ],
);
