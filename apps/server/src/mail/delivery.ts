import type { MessageChannel } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';
import type { OutboxAttachment } from '../db/schema/index.ts';

/** A message as a gateway gets it. */
export type OutgoingMessage = {
  id: number;
  channel: MessageChannel;
  idempotencyKey: string;
  recipient: string;
  sender: string | null;
  subject: string | null;
  body: string;
  attachments: OutboxAttachment[];
  attempts: number;
};

/**
 * What hands a message of one channel on (SMTP for e-mail, SMPP for SMS); throws when the gateway refuses it. An SMS
 * gateway answers the SMS centre's ids of the parts it submitted, to match the delivery receipts with.
 */
export type Gateway = { send: (message: OutgoingMessage) => Promise<{ providerIds: string[] } | undefined> };

/** How long a taken message is left to its process before another may take it (a process killed mid-send). */
export const CLAIM_SECONDS = 600;
/** Attempts before a message counts as failed for good. */
export const MAX_ATTEMPTS = 8;

/** The wait before attempt n + 1 after n failed ones: 1, 2, 4, … minutes, at most an hour. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, failedAttempts - 1), 3600);
}

/**
 * Takes the oldest due message of these channels for this process: FOR UPDATE SKIP LOCKED, so processes taking at
 * once each get another one, and the attempt is counted and the message pushed `CLAIM_SECONDS` ahead in the same
 * statement, so it is not due for anyone while it is being sent. Committed before the gateway is called: nothing
 * is held open while a gateway answers.
 */
export async function claimDueMessage(
  db: Executor,
  clock: Clock,
  channels: readonly MessageChannel[],
): Promise<OutgoingMessage | null> {
  if (!channels.length) return null;
  const now = clock.now();
  const [row] = await queryRows<OutgoingMessage>(
    db,
    sql`update outbox_messages o
      set attempts = o.attempts + 1,
          next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})
      where o.id = (
        select id from outbox_messages
        where status = 'outbox' and next_attempt_at <= ${now.toISOString()}::timestamptz
          and channel in (${sql.join(
            channels.map((c) => sql`${c}`),
            sql`, `,
          )})
        order by next_attempt_at, id
        limit 1
        for update skip locked)
      returning o.id, o.channel, o.idempotency_key as "idempotencyKey", o.recipient, o.sender, o.subject, o.body,
        o.attachments, o.attempts`,
  );
  return row ?? null;
}

/** The gateway took the message (an SMS: with the SMS centre's ids of its parts). */
export async function recordSent(
  db: Executor,
  clock: Clock,
  id: number,
  providerIds: string[] = [],
): Promise<void> {
  await db.execute(sql`update outbox_messages
    set status = 'sent', sent_at = ${clock.now().toISOString()}::timestamptz, next_attempt_at = null, error = null,
      smsc_message_ids = ${`{${providerIds.map((p) => JSON.stringify(p)).join(',')}}`}::text[]
    where id = ${id}`);
}

/** The gateway refused it: the reason kept, retried after the backoff, or failed for good after the last attempt. */
export async function recordFailure(
  db: Executor,
  clock: Clock,
  message: OutgoingMessage,
  reason: string,
): Promise<void> {
  const last = message.attempts >= MAX_ATTEMPTS;
  const next = new Date(clock.now().getTime() + retryDelaySeconds(message.attempts) * 1000);
  await db.execute(sql`update outbox_messages
    set error = ${reason.slice(0, 1000)}, status = ${last ? 'failed' : 'outbox'},
        next_attempt_at = ${last ? null : next.toISOString()}::timestamptz
    where id = ${message.id}`);
}

/**
 * Sends what is due, one message at a time, until nothing is due or `limit` were tried; answers how many were sent
 * and how many failed. Each message goes to the gateway of its channel; a channel without one keeps its messages.
 */
export async function deliverDueMessages(
  db: Executor,
  clock: Clock,
  gateways: Partial<Record<MessageChannel, Gateway>>,
  limit = 100,
): Promise<{ sent: number; failed: number }> {
  const channels = (Object.keys(gateways) as MessageChannel[]).filter((c) => gateways[c]);
  const result = { sent: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const message = await claimDueMessage(db, clock, channels);
    if (!message) break;
    let answer: { providerIds: string[] } | undefined;
    try {
      answer = await gateways[message.channel]!.send(message);
    } catch (e) {
      await recordFailure(db, clock, message, e instanceof Error ? e.message : String(e));
      result.failed++;
      continue;
    }
    await recordSent(db, clock, message.id, answer?.providerIds);
    result.sent++;
  }
  return result;
}
