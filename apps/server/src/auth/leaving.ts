import { osloDate } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';

/** Today in Oslo, the day a leaving date is compared with. */
export function osloToday(clock: Clock): string {
  return osloDate(clock.now());
}

/**
 * Whether the person `catalogId` (an SQL expression) may no longer use the portal: their leaving date has passed
 * (the leaving date is their last working day, so they log in on it and not after), or their customer's directory
 * deactivated or deleted them (at once, whatever the leaving date). The login page, the code exchange and every
 * request's session read it, so it takes effect on the person's next call.
 */
export function personHasLeft(catalogId: SQL, today: string): SQL {
  return sql`(exists (select 1 from people lp where lp.catalog_id = ${catalogId} and lp.leaving_date < ${today}::date)
    or exists (select 1 from scim_users su where su.catalog_id = ${catalogId} and not su.active))`;
}

export async function hasLeft(db: Executor, clock: Clock, catalogId: number): Promise<boolean> {
  const [row] = await queryRows<{ left: boolean }>(
    db,
    sql`select ${personHasLeft(sql`${catalogId}::int`, osloToday(clock))} as left`,
  );
  return row?.left === true;
}
