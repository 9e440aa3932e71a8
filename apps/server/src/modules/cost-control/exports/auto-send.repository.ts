import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';

/** The record of automatic sending: one `sent` row per export and month claimed before sending, failures beside it. */

/** Claims a month for automatic sending: inserts its `sent` row first; null when it was sent (or is being sent) already. */
export async function claimAutoSendRun(
  tx: Executor,
  run: { exportId: number; monthStart: string; recipient: string; at: Date },
): Promise<number | null> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into file_export_runs (file_export_id, period, status, recipient, at)
      values (${run.exportId}::int, ${run.monthStart}::date, 'sent', ${run.recipient}, ${run.at}::timestamptz)
      on conflict (file_export_id, period) where status = 'sent' do nothing
      returning id`,
  );
  return rows[0]?.id ?? null;
}

export async function attachOutboxMessage(
  tx: Executor,
  runId: number,
  outboxMessageId: number,
): Promise<void> {
  await tx.execute(
    sql`update file_export_runs set outbox_message_id = ${outboxMessageId} where id = ${runId}`,
  );
}

export async function recordFailedRun(
  db: Executor,
  run: { exportId: number; monthStart: string; recipient: string; at: Date; reason: string },
): Promise<void> {
  await db.execute(sql`insert into file_export_runs (file_export_id, period, status, reason, recipient, at)
    values (${run.exportId}::int, ${run.monthStart}::date, 'failed', ${run.reason}, ${run.recipient}, ${run.at}::timestamptz)`);
}
