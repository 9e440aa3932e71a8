import type { Executor } from '../../../db/client.ts';
import {
  deleteAggregateSplit,
  insertAggregateSplit,
  insertAggregateSplitComment,
  lockAggregateSplit,
  updateAggregateSplit,
} from './usage-report.repository.ts';

/** How the month's work share of generic traffic shows in the administrator's approval list. */
export const AGGREGATE_SPLIT_DESCRIPTION = 'Generell trafikk rapportert som jobb';

/**
 * With "report generic traffic" on, the generic traffic (everything reported but content services) that the
 * employee marked as work goes to the administrator for approval as the month's aggregate split (domain.md:
 * "a month's generic traffic split into work and private by the employee's report"). One split per subscription
 * and month: a changed amount asks for approval again (or is approved at once with automatic approval); with no
 * work left, an undecided split is withdrawn. The employee's new comments on work items go with it.
 */
export async function syncAggregateSplit(
  tx: Executor,
  s: {
    subscriptionId: number;
    period: string;
    workOre: number;
    automaticApproval: boolean;
    comments: string[];
    reportedBy: number;
    now: Date;
  },
): Promise<void> {
  const existing = await lockAggregateSplit(tx, s.subscriptionId, s.period);
  const status = s.automaticApproval ? 'approved' : 'work';
  const decidedAt = s.automaticApproval ? s.now : null;
  let splitId = existing?.id ?? null;
  if (s.workOre === 0) {
    if (existing?.deduct_status === 'work') await deleteAggregateSplit(tx, existing.id);
    return;
  }
  if (!existing) {
    splitId = await insertAggregateSplit(tx, {
      subscriptionId: s.subscriptionId,
      period: s.period,
      description: AGGREGATE_SPLIT_DESCRIPTION,
      amountOre: s.workOre,
      status,
      decidedAt,
      now: s.now,
    });
  } else if (existing.amount_ore !== s.workOre) {
    await updateAggregateSplit(tx, existing.id, { amountOre: s.workOre, status, decidedAt });
  }
  for (const comment of s.comments)
    await insertAggregateSplitComment(tx, { splitId, catalogId: s.reportedBy, comment, now: s.now });
}
