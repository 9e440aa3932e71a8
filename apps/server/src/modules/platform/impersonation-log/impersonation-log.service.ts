import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  listVisitStarts,
  type VisitEnd,
  type VisitKind,
  type VisitRow,
} from './impersonation-log.repository.ts';

const VISIT_KIND: Record<string, VisitKind> = {
  'impersonation.start.user': 'user',
  'impersonation.start.customer': 'customer',
  'provider.change': 'direct',
};

// The changes of the visits: a read by the visits' own session ids in the caller's customer, no rule of its own.
export { listChanges } from './impersonation-log.repository.ts';

/**
 * The impersonation log (who from the provider acted in the caller's own company), newest first, a page at a time.
 * For the company's administrators acting as themselves: provider staff acting as one do not read the log kept on
 * them.
 */
export async function impersonationLog(
  db: Executor,
  clock: Clock,
  p: Principal,
  q: { maxIdleSeconds: number; limit: number; offset: number },
): Promise<VisitRow[]> {
  if (p.impersonation !== null)
    throw AppError.forbidden('The impersonation log is for the company’s own admins.');
  const rows = await listVisitStarts(db, { customerId: p.customerId, limit: q.limit, offset: q.offset });
  const now = clock.now().getTime();
  return rows.map((r) => {
    let end: VisitEnd = 'ongoing';
    let endedAt: Date | null = null;
    if (r.endAction) {
      end = r.endAction === 'impersonation.reset' ? 'reset' : 'logout';
      endedAt = new Date(r.endAt!);
    } else if (r.revokedAt) {
      end = 'logout';
      endedAt = new Date(r.revokedAt);
    } else if (!r.lastSeenAt || now - new Date(r.lastSeenAt).getTime() > q.maxIdleSeconds * 1000) {
      // Nobody reset or logged out: the session ran out when it had been idle as long as a session may be.
      end = 'expired';
      endedAt = r.lastSeenAt ? new Date(new Date(r.lastSeenAt).getTime() + q.maxIdleSeconds * 1000) : null;
    }
    return {
      id: r.id,
      sessionId: r.sessionId,
      kind: VISIT_KIND[r.action] ?? 'customer',
      actorName: r.actorName,
      actorCompany: r.actorCompany,
      personName: r.personName,
      reason: r.reason,
      startedAt: new Date(r.startedAt),
      endedAt,
      end,
    };
  });
}
