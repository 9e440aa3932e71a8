import { osloDate } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../src/clock.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/index.ts';
import { POSTGRES_RUN, TEST_SUBSCRIPTIONS } from './test-database.ts';

/**
 * Issue 28 §7: the demo data dates nothing after the day it is seeded (on the 1st of December five buy-outs were
 * dated the 2nd). Every date column of a freshly seeded database is read, seeded on the 1st of a month, when
 * "this month" has the fewest days behind it, and mid-month.
 */
async function datesAfter(now: string): Promise<string[]> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const clock = fixedClock(now);
    await seedDemo(database.db, { subscriptions: TEST_SUBSCRIPTIONS, clock });
    const today = osloDate(clock.now());
    const columns = await queryRows<{ table: string; column: string }>(
      database.db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and data_type = 'date' order by 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(5);
    const ahead: string[] = [];
    for (const { table, column } of columns) {
      const [row] = await queryRows<{ n: number; latest: string | null }>(
        database.db,
        sql`select count(*)::int as n, max(${sql.identifier(column)})::text as latest from ${sql.identifier(table)}
            where ${sql.identifier(column)} > ${today}`,
      );
      if (row!.n > 0) ahead.push(`${table}.${column}: ${row!.n} (latest ${row!.latest})`);
    }
    return ahead;
  } finally {
    await database.close();
  }
}

describe.skipIf(POSTGRES_RUN)('the demo data', () => {
  it.each(['2026-12-01T08:00:00+01:00', '2026-11-15T10:00:00+01:00'])(
    'seeded at %s dates nothing after that day',
    async (now) => {
      expect(await datesAfter(now)).toEqual([]);
    },
    240_000,
  );
});
