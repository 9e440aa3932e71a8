import { osloDate } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';

/**
 * What a leaving date ends (docs/LEAVING.md "Access and login"). The leaving date is the person's last working day:
 * from the day after, their roles and account access no longer apply (`accessHasEnded`), and once the payroll file
 * of their leaving month is made they can no longer log in at all (`personHasLeft`). Their customer's directory
 * deactivating them ends both at once.
 */

/** Today in Oslo, the day a leaving date is compared with. */
export function osloToday(clock: Clock): string {
  return osloDate(clock.now());
}

/**
 * Whether the person `catalogId` (an SQL expression) has passed their leaving date: the session gives them no role
 * and no account (auth/sessions.ts), only their own employee home page.
 */
export function accessHasEnded(catalogId: SQL, today: string): SQL {
  return sql`exists (select 1 from people ap where ap.catalog_id = ${catalogId} and ap.leaving_date < ${today}::date)`;
}

/**
 * Whether the person `catalogId` (an SQL expression) may no longer use the portal at all: their leaving date has
 * passed and the payroll file of their leaving month is made (a file export of their customer for that month,
 * downloaded or sent automatically: `payroll_files_made`), or at the latest the month after their leaving month is over (a customer
 * without payroll files); or their customer's directory deactivated or deleted them (at once, whatever the leaving
 * date). The login page, the code exchange and every request's session read it, so it takes effect on the
 * person's next call.
 */
export function personHasLeft(catalogId: SQL, today: string): SQL {
  return sql`(exists (select 1 from people lp where lp.catalog_id = ${catalogId} and lp.leaving_date < ${today}::date
      and (${today}::date >= (date_trunc('month', lp.leaving_date) + interval '2 months')::date
        or exists (select 1 from payroll_files_made pf where pf.customer_id = lp.customer_id
          and pf.period = date_trunc('month', lp.leaving_date)::date)))
    or exists (select 1 from scim_users su where su.catalog_id = ${catalogId} and not su.active))`;
}

export async function hasLeft(db: Executor, clock: Clock, catalogId: number): Promise<boolean> {
  const [row] = await queryRows<{ left: boolean }>(
    db,
    sql`select ${personHasLeft(sql`${catalogId}::int`, osloToday(clock))} as left`,
  );
  return row?.left === true;
}
