import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { inList } from '../../db/sql.ts';

/**
 * A visit: one impersonation session of provider staff in a customer, read from the audit log. It starts with a
 * start entry (with the reason), ends with a reset or logout entry, or else when the session went idle longer
 * than it may, and has the change entries written while it lasted.
 */
export type VisitEnd = 'reset' | 'logout' | 'expired' | 'ongoing';

export type VisitRow = {
  id: number;
  sessionId: string;
  kind: 'customer' | 'user';
  actorName: string;
  actorCompany: string;
  personName: string | null;
  reason: string | null;
  startedAt: Date;
  endedAt: Date | null;
  end: VisitEnd;
};

export type ChangeRow = {
  id: number;
  sessionId: string;
  at: Date;
  operation: string | null;
  fields: string[];
  outcome: 'ok' | 'failed' | 'pending';
};

/** The customer's visits, newest first, a page at a time. */
export async function listVisits(
  db: Executor,
  clock: Clock,
  q: { customerId: number; maxIdleSeconds: number; limit: number; offset: number },
): Promise<VisitRow[]> {
  const rows = await queryRows<{
    id: number;
    session_id: string;
    action: string;
    actor_name: string;
    actor_company: string;
    person_name: string | null;
    reason: string | null;
    started_at: string | Date;
    end_action: string | null;
    end_at: string | Date | null;
    last_seen_at: string | Date | null;
    revoked_at: string | Date | null;
  }>(
    db,
    sql`select st.id, st.session_id, st.action, st.details->>'reason' as reason, st.at as started_at,
        actor.first_name || ' ' || actor.last_name as actor_name, ac.name as actor_company,
        nullif(trim(person.first_name || ' ' || person.last_name), '') as person_name,
        ended.action as end_action, ended.at as end_at, s.last_seen_at, s.revoked_at
      from audit_log st
      join people actor on actor.catalog_id = st.actor_catalog_id
      join customers ac on ac.id = actor.customer_id
      left join people person on person.catalog_id = st.subject_catalog_id
      left join sessions s on s.id = st.session_id
      left join lateral (
        select e.action, e.at from audit_log e
        where e.session_id = st.session_id and e.action in ('impersonation.reset', 'impersonation.logout')
        order by e.at, e.id limit 1) ended on true
      where st.subject_customer_id = ${q.customerId}
        and st.action in ('impersonation.start.customer', 'impersonation.start.user')
      order by st.at desc, st.id desc
      limit ${q.limit} offset ${q.offset}`,
  );
  const now = clock.now().getTime();
  return rows.map((r) => {
    let end: VisitEnd = 'ongoing';
    let endedAt: Date | null = null;
    if (r.end_action) {
      end = r.end_action === 'impersonation.reset' ? 'reset' : 'logout';
      endedAt = new Date(r.end_at!);
    } else if (r.revoked_at) {
      end = 'logout';
      endedAt = new Date(r.revoked_at);
    } else if (!r.last_seen_at || now - new Date(r.last_seen_at).getTime() > q.maxIdleSeconds * 1000) {
      // Nobody reset or logged out: the session ran out when it had been idle as long as a session may be.
      end = 'expired';
      endedAt = r.last_seen_at
        ? new Date(new Date(r.last_seen_at).getTime() + q.maxIdleSeconds * 1000)
        : null;
    }
    return {
      id: r.id,
      sessionId: r.session_id,
      kind: r.action === 'impersonation.start.user' ? 'user' : 'customer',
      actorName: r.actor_name,
      actorCompany: r.actor_company,
      personName: r.person_name,
      reason: r.reason,
      startedAt: new Date(r.started_at),
      endedAt,
      end,
    };
  });
}

/** The changes made in these visits' sessions, oldest first. */
export async function listChanges(db: Executor, sessionIds: readonly string[]): Promise<ChangeRow[]> {
  if (!sessionIds.length) return [];
  const rows = await queryRows<{
    id: number;
    session_id: string;
    at: string | Date;
    operation: string | null;
    fields: string[] | null;
    outcome: string | null;
  }>(
    db,
    sql`select id, session_id, at, details->>'operation' as operation,
        (select array_agg(f) from jsonb_array_elements_text(details->'fields') f) as fields,
        details->>'outcome' as outcome
      from audit_log
      where action = 'impersonation.change' and session_id in ${inList(sessionIds)}
      order by at, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    at: new Date(r.at),
    operation: r.operation,
    fields: r.fields ?? [],
    outcome: r.outcome === 'ok' || r.outcome === 'failed' ? r.outcome : 'pending',
  }));
}
