import type { DeductStatus } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * A decision on a content service of a closed month (shared/docs/domain.md "A decision made late"): recorded with
 * the status its month counted and the new one, booked in the open month it was made in (YYYY-MM), on its own day.
 */
export async function insertLateDecision(
  db: Executor,
  d: {
    contentServiceId: number;
    subscriptionId: number;
    bookedPeriod: string;
    decidedOn: string;
    statusBefore: DeductStatus;
    statusAfter: DeductStatus;
  },
): Promise<void> {
  await db.execute(
    sql`insert into late_decisions (content_service_id, subscription_id, booked_period, decided_on, status_before,
        status_after)
      values (${d.contentServiceId}, ${d.subscriptionId}, ${`${d.bookedPeriod}-01`}::date, ${d.decidedOn}::date,
        ${d.statusBefore}, ${d.statusAfter})`,
  );
}
