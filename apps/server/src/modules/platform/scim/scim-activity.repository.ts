import type { ScimConflictReason, ScimMatchKey, ScimOperation } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';

/** What the customer's directory changed and could not match, for its administrators; all by the customer's id. */

export type ScimChangeRow = {
  id: number;
  at: Date;
  operation: ScimOperation;
  catalogId: number | null;
  personName: string | null;
  userName: string;
  fields: string[];
};

export type ScimCandidateRow = {
  catalogId: number;
  name: string;
  email: string | null;
  mobile: string | null;
  employeeNumber: string | null;
};

export type ScimConflictRow = {
  id: number;
  userName: string;
  externalId: string | null;
  reason: ScimConflictReason;
  matchedBy: ScimMatchKey[];
  candidates: ScimCandidateRow[];
  firstAt: Date;
  lastAt: Date;
  attempts: number;
};

export async function listChanges(
  db: Executor,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<ScimChangeRow[]> {
  const rows = await queryRows<{
    id: number;
    at: string | Date;
    operation: ScimOperation;
    catalog_id: number | null;
    person_name: string | null;
    user_name: string;
    fields: string[];
  }>(
    db,
    sql`select e.id, e.at, e.operation, e.catalog_id, e.user_name, e.fields,
        nullif(trim(p.first_name || ' ' || p.last_name), '') as person_name
      from scim_events e left join people p on p.catalog_id = e.catalog_id and p.customer_id = e.customer_id
      where e.customer_id = ${customerId}
      order by e.at desc, e.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.at),
    operation: r.operation,
    catalogId: r.catalog_id,
    personName: r.person_name,
    userName: r.user_name,
    fields: r.fields,
  }));
}

/** The open conflicts, newest first, each with the customer's people it named. */
export async function listOpenConflicts(db: Executor, customerId: number): Promise<ScimConflictRow[]> {
  const rows = await queryRows<{
    id: number;
    user_name: string;
    external_id: string | null;
    reason: ScimConflictReason;
    matched_by: ScimMatchKey[];
    first_at: string | Date;
    last_at: string | Date;
    attempts: number;
    candidates: ScimCandidateRow[] | null;
  }>(
    db,
    sql`select c.id, c.user_name, c.external_id, c.reason, c.matched_by, c.first_at, c.last_at, c.attempts,
        (select json_agg(json_build_object('catalogId', p.catalog_id,
            'name', trim(p.first_name || ' ' || p.last_name), 'email', p.email, 'mobile', p.mobile,
            'employeeNumber', p.employee_number) order by p.catalog_id)
          from people p where p.catalog_id = any(c.candidates) and p.customer_id = c.customer_id) as candidates
      from scim_conflicts c
      where c.customer_id = ${customerId} and c.resolved_at is null
      order by c.last_at desc, c.id desc
      limit 200`,
  );
  return rows.map((r) => ({
    id: r.id,
    userName: r.user_name,
    externalId: r.external_id,
    reason: r.reason,
    matchedBy: r.matched_by,
    candidates: r.candidates ?? [],
    firstAt: new Date(r.first_at),
    lastAt: new Date(r.last_at),
    attempts: r.attempts,
  }));
}
