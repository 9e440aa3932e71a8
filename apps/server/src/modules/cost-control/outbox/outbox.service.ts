import type { MessageChannel } from '@connect/shared';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { listOutbox, type OutboxRow } from './outbox.repository.ts';

/**
 * The outbox screen: SMS and e-mail sent for the account and its sub accounts the caller may see, newest first, one
 * page. NOT_FOUND when the caller may not see the account.
 */
export async function outboxMessages(
  db: Executor,
  p: Principal,
  q: { accountId: number; channel: MessageChannel | null; limit: number; offset: number },
): Promise<{ totalCount: number; items: OutboxRow[] }> {
  await requireAccount(db, p, q.accountId);
  return listOutbox(db, p, q.accountId, q.channel, q.limit, q.offset);
}
