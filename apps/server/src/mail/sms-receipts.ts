import { sql } from 'drizzle-orm';
import type { PDU } from 'smpp';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';

/** A delivery receipt: which part (the SMS centre's message id), delivered or not, and why not. */
export type Receipt = { smscMessageId: string; delivered: boolean; reason: string | null };

/** message_state (SMPP 5.0 §4.8.4.37) as the receipt text's `stat:` names it. */
const STATES: Record<number, string> = {
  1: 'ENROUTE',
  2: 'DELIVRD',
  3: 'EXPIRED',
  4: 'DELETED',
  5: 'UNDELIV',
  6: 'ACCEPTD',
  7: 'UNKNOWN',
  8: 'REJECTD',
};
/** States that are not final: the receipt changes nothing yet. */
const PENDING = new Set(['ENROUTE', 'ACCEPTD']);

function receiptText(pdu: PDU): string {
  const m = pdu.short_message as { message?: unknown } | string | Buffer | undefined;
  const text = typeof m === 'object' && m !== null && !Buffer.isBuffer(m) ? m.message : m;
  return Buffer.isBuffer(text) ? text.toString('latin1') : typeof text === 'string' ? text : '';
}

/**
 * Reads a deliver_sm that is a delivery receipt: the message id from `receipted_message_id` or the text's `id:`,
 * the state from `message_state` or the text's `stat:`, the error from `err:` (SMPP 3.4 Appendix B). Null for a
 * receipt that names no message, or a state that is not final.
 */
export function parseReceipt(pdu: PDU): Receipt | null {
  const text = receiptText(pdu);
  const id = (pdu.receipted_message_id as string | undefined) || /\bid:(\S+)/i.exec(text)?.[1];
  const state =
    STATES[Number(pdu.message_state)] ?? /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase() ?? 'UNKNOWN';
  if (!id || PENDING.has(state)) return null;
  const err = /\berr:(\w+)/i.exec(text)?.[1];
  const delivered = state === 'DELIVRD';
  return {
    smscMessageId: id,
    delivered,
    reason: delivered ? null : `${state}${err && !/^0+$/.test(err) ? ` (error ${err})` : ''}`,
  };
}

/**
 * Records a receipt on its outbox message (found by the part's SMS centre id): a delivered part is added to the
 * delivered ones, and the message is `delivered` once every part is; a part not delivered makes a message that
 * was `sent` `failed`, with the reason. A receipt sent twice changes nothing more. Answers whether a message had
 * the id (a receipt can overtake the recording of its submit).
 */
export async function recordReceipt(db: Executor, clock: Clock, r: Receipt): Promise<boolean> {
  const now = clock.now().toISOString();
  const found = await queryRows<{ id: number }>(
    db,
    sql`select id from outbox_messages where smsc_message_ids @> array[${r.smscMessageId}]::text[]`,
  );
  if (found.length === 0) return false;
  if (!r.delivered) {
    await db.execute(sql`update outbox_messages set status = 'failed', error = ${r.reason}
      where smsc_message_ids @> array[${r.smscMessageId}]::text[] and status = 'sent'`);
    return true;
  }
  // One statement reading the row it updates: receipts of a message's parts arrive together, and PostgreSQL
  // evaluates SET again on the row another receipt just updated, so no part's receipt is lost.
  const delivered = sql`(smsc_delivered_ids || array[${r.smscMessageId}]::text[])`;
  const complete = sql`status = 'sent' and ${delivered} @> smsc_message_ids`;
  await db.execute(sql`update outbox_messages set
      smsc_delivered_ids = array(select distinct unnest(${delivered})),
      status = case when ${complete} then 'delivered' else status end,
      delivered_at = case when ${complete} then ${now}::timestamptz else delivered_at end
    where smsc_message_ids @> array[${r.smscMessageId}]::text[]`);
  return true;
}
