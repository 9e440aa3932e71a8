import type { MessageChannel, MessageStatus } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';

export type OutboxRow = {
  id: number;
  channel: MessageChannel;
  recipient: string;
  sender: string | null;
  subject: string | null;
  body: string;
  status: MessageStatus;
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** When the SMS centre's receipts said every part of an SMS arrived. */
  deliveredAt: Date | null;
  /** The attachments' names, types and sizes in bytes (their content stays in the outbox). */
  attachments: { filename: string; contentType: string; size: number }[];
};

/**
 * The messages of the account and its sub accounts, as far as the caller may see them, newest first: a caller limited
 * to one account sees that account's messages only; the service has checked the account.
 */
export async function listOutbox(
  db: Executor,
  p: Principal,
  accountId: number,
  channel: MessageChannel | null,
  limit: number,
  offset: number,
): Promise<{ totalCount: number; items: OutboxRow[] }> {
  const where = sql`o.account_id in ${scopedAccountIds(p, accountId, true)}
    ${channel ? sql`and o.channel = ${channel}` : sql``}`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from outbox_messages o where ${where}`,
  );
  const items = await queryRows<OutboxRow>(
    db,
    sql`select o.id, o.channel, o.recipient, o.sender, o.subject, o.body, o.status, o.error,
          o.created_at as "createdAt", o.sent_at as "sentAt", o.delivered_at as "deliveredAt",
          coalesce((select json_agg(json_build_object('filename', a->>'filename', 'contentType', a->>'contentType',
              'size', length(a->>'contentBase64') / 4 * 3 - length(a->>'contentBase64')
                + length(rtrim(a->>'contentBase64', '='))))
            from jsonb_array_elements(o.attachments) a), '[]'::json) as attachments
        from outbox_messages o where ${where}
        order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`,
  );
  return { totalCount: count?.n ?? 0, items };
}
