import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { listChanges, listOpenConflicts } from './scim-activity.repository.ts';
import { lastCalledAt } from './scim-tokens.repository.ts';

/**
 * What the caller's customer's directory did: when it last called, its changes (newest first, a page at a time)
 * and the directory users it could not be matched for. Always the customer the caller works on.
 */
export async function scimActivity(db: Executor, p: Principal, page: { limit: number; offset: number }) {
  const [called, changes, conflicts] = await Promise.all([
    lastCalledAt(db, p.customerId),
    listChanges(db, p.customerId, page),
    listOpenConflicts(db, p.customerId),
  ]);
  return { lastCalledAt: called, changes, conflicts };
}
