import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { monthStart } from '../../db/sql.ts';

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
  const month = monthStart(s.period);
  const [existing] = await queryRows<{ id: number; amount_ore: number; deduct_status: string }>(
    tx,
    sql`select id, amount_ore, deduct_status from aggregate_splits
        where subscription_id = ${s.subscriptionId} and period = ${month} order by id limit 1 for update`,
  );
  const status = s.automaticApproval ? 'approved' : 'work';
  const decidedAt = s.automaticApproval ? s.now : null;
  let splitId = existing?.id ?? null;
  if (s.workOre === 0) {
    if (existing?.deduct_status === 'work')
      await tx.execute(sql`delete from aggregate_splits where id = ${existing.id}`);
    return;
  }
  if (!existing) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into aggregate_splits (subscription_id, period, description, amount_ore, deduct_status, decided_at, created_at)
          values (${s.subscriptionId}, ${month}, ${AGGREGATE_SPLIT_DESCRIPTION}, ${s.workOre}, ${status},
            ${decidedAt}, ${s.now})
          returning id`,
    );
    splitId = row!.id;
  } else if (existing.amount_ore !== s.workOre) {
    await tx.execute(sql`update aggregate_splits set amount_ore = ${s.workOre}, deduct_status = ${status},
      decided_by = null, decided_at = ${decidedAt} where id = ${existing.id}`);
  }
  for (const comment of s.comments)
    await tx.execute(sql`insert into deduction_comments (aggregate_split_id, catalog_id, comment, created_at)
      values (${splitId}, ${s.reportedBy}, ${comment}, ${s.now})`);
}
