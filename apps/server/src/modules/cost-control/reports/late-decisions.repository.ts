import type { DeductStatus } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { DeductionKind } from './reports.repository.ts';

/**
 * A decision on a content service or an aggregate split of a closed month (shared/docs/domain.md "A decision made
 * late"): recorded with the status its month counted and the new one, booked in the open month it was made in
 * (YYYY-MM), on its own day.
 */
export async function insertLateDecision(
  db: Executor,
  d: {
    kind: DeductionKind;
    itemId: number;
    subscriptionId: number;
    bookedPeriod: string;
    decidedOn: string;
    statusBefore: DeductStatus;
    statusAfter: DeductStatus;
  },
): Promise<void> {
  const contentServiceId = d.kind === 'contentService' ? d.itemId : null;
  const aggregateSplitId = d.kind === 'aggregateSplit' ? d.itemId : null;
  await db.execute(
    sql`insert into late_decisions (kind, content_service_id, aggregate_split_id, subscription_id, booked_period,
        decided_on, status_before, status_after)
      values (${d.kind}, ${contentServiceId}, ${aggregateSplitId}, ${d.subscriptionId},
        ${`${d.bookedPeriod}-01`}::date, ${d.decidedOn}::date, ${d.statusBefore}, ${d.statusAfter})`,
  );
}
