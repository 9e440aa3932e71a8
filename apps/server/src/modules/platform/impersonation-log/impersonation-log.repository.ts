import { IMPERSONATION_KINDS } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';

/**
 * A visit: one impersonation session of provider staff in a customer, read from the audit log. It starts with a
 * start entry (with the reason), ends with a reset or logout entry, or else when the session went idle longer
 * than it may, and has the change entries written while it lasted.
 */
export type VisitEnd = 'reset' | 'logout' | 'expired' | 'ongoing';

/** As whom provider staff worked: the customer's administrator, one of its people, or themselves (`direct`). */
export const VISIT_KINDS = [...IMPERSONATION_KINDS, 'direct'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

export type VisitRow = {
  id: number;
  sessionId: string;
  kind: VisitKind;
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
  /** The name of the object each mutation field answered, when it had one (mutation-audit.ts). */
  names: Record<string, string>;
  outcome: 'ok' | 'failed' | 'pending';
  /** The objects the change named (`provider.change` and newer entries): `{ field?, kind, id }`. */
  targets: { field?: string; kind: string; id: number }[];
};

/** A visit's start in the audit log with what tells how it ended (the service decides). */
export type VisitStartRow = {
  id: number;
  sessionId: string;
  action: string;
  actorName: string;
  actorCompany: string;
  personName: string | null;
  reason: string | null;
  startedAt: string | Date;
  /** The reset or logout entry that ended it, if any. */
  endAction: string | null;
  endAt: string | Date | null;
  lastSeenAt: string | Date | null;
  revokedAt: string | Date | null;
};

/**
 * The starts of the customer's visits, newest first, a page at a time. Changes provider staff made in the
 * customer acting as themselves count as a visit of their own session (action `provider.change`, no reason), from
 * the first such change.
 */
export async function listVisitStarts(
  db: Executor,
  q: { customerId: number; limit: number; offset: number },
): Promise<VisitStartRow[]> {
  return queryRows<VisitStartRow>(
    db,
    sql`with visits as (
        select st.id, st.session_id, st.action, st.actor_catalog_id, st.subject_catalog_id,
          st.details->>'reason' as reason, st.at
        from audit_log st
        where st.subject_customer_id = ${q.customerId}
          and st.action in ('impersonation.start.customer', 'impersonation.start.user')
        union all
        select min(c.id), c.session_id, 'provider.change', min(c.actor_catalog_id), null, null, min(c.at)
        from audit_log c
        where c.subject_customer_id = ${q.customerId} and c.action = 'provider.change'
        group by c.session_id)
      select st.id, st.session_id as "sessionId", st.action, st.reason,
        st.at as "startedAt", actor.first_name || ' ' || actor.last_name as "actorName", ac.name as "actorCompany",
        nullif(trim(person.first_name || ' ' || person.last_name), '') as "personName",
        ended.action as "endAction", ended.at as "endAt", s.last_seen_at as "lastSeenAt", s.revoked_at as "revokedAt"
      from visits st
      join people actor on actor.catalog_id = st.actor_catalog_id
      join customers ac on ac.id = actor.customer_id
      left join people person on person.catalog_id = st.subject_catalog_id
      left join sessions s on s.id = st.session_id
      left join lateral (
        select e.action, e.at from audit_log e
        where e.session_id = st.session_id and e.action in ('impersonation.reset', 'impersonation.logout')
        order by e.at, e.id limit 1) ended on true
      order by st.at desc, st.id desc
      limit ${q.limit} offset ${q.offset}`,
  );
}

/** The changes made in these visits' sessions on the customer's data, oldest first. */
export async function listChanges(
  db: Executor,
  customerId: number,
  sessionIds: readonly string[],
): Promise<ChangeRow[]> {
  if (!sessionIds.length) return [];
  const rows = await queryRows<{
    id: number;
    session_id: string;
    at: string | Date;
    operation: string | null;
    fields: string[] | null;
    outcome: string | null;
    names: Record<string, string> | null;
    targets: ChangeRow['targets'] | null;
  }>(
    db,
    sql`select id, session_id, at, details->>'operation' as operation,
        (select array_agg(f) from jsonb_array_elements_text(details->'fields') f) as fields,
        details->>'outcome' as outcome, details->'names' as names, details->'targets' as targets
      from audit_log
      where action in ('impersonation.change', 'provider.change') and subject_customer_id = ${customerId}
        and session_id in ${inList(sessionIds)}
      order by at, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    at: new Date(r.at),
    operation: r.operation,
    fields: r.fields ?? [],
    names: r.names ?? {},
    outcome: r.outcome === 'ok' || r.outcome === 'failed' ? r.outcome : 'pending',
    targets: r.targets ?? [],
  }));
}

/** Adds (or overwrites) keys of an audit entry's details. */
export async function mergeAuditDetails(
  db: Executor,
  entryId: number,
  details: Record<string, unknown>,
): Promise<void> {
  await db.execute(sql`update audit_log set details = details || ${JSON.stringify(details)}::jsonb
    where id = ${entryId}`);
}
