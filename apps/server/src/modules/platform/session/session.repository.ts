import { sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';

/** A login has this long to come back from the identity provider. */
export const LOGIN_REQUEST_MAX_AGE_SECONDS = 600;

function cutoff(clock: Clock, seconds: number): string {
  return new Date(clock.now().getTime() - seconds * 1000).toISOString();
}

/** Keeps a login's state, PKCE verifier and nonce until the browser comes back; drops abandoned ones. */
export async function saveLoginRequest(
  db: Executor,
  clock: Clock,
  r: { state: string; codeVerifier: string; nonce: string },
): Promise<void> {
  await db.execute(sql`delete from login_requests
    where created_at < ${cutoff(clock, LOGIN_REQUEST_MAX_AGE_SECONDS)}::timestamptz`);
  await db.execute(sql`insert into login_requests (state, code_verifier, nonce, created_at)
    values (${r.state}, ${r.codeVerifier}, ${r.nonce}, ${clock.now().toISOString()}::timestamptz)`);
}

/** Takes a login request out (single use): a state seen before, or too old, gives null. */
export async function takeLoginRequest(
  db: Executor,
  clock: Clock,
  state: string,
): Promise<{ codeVerifier: string; nonce: string } | null> {
  const [row] = await queryRows<{ code_verifier: string; nonce: string; fresh: boolean }>(
    db,
    sql`delete from login_requests where state = ${state}
      returning code_verifier, nonce,
        created_at >= ${cutoff(clock, LOGIN_REQUEST_MAX_AGE_SECONDS)}::timestamptz as fresh`,
  );
  return row?.fresh ? { codeVerifier: row.code_verifier, nonce: row.nonce } : null;
}

export async function personExists(db: Executor, catalogId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from people where catalog_id = ${catalogId}`,
  );
  return rows.length > 0;
}

/** People with this e-mail address, compared without case; an external provider's person is found by it. */
export async function peopleWithEmail(db: Executor, email: string): Promise<number[]> {
  const rows = await queryRows<{ catalog_id: number }>(
    db,
    sql`select catalog_id from people where lower(email) = lower(${email}) order by catalog_id limit 2`,
  );
  return rows.map((r) => r.catalog_id);
}

export type SessionPerson = {
  catalogId: number;
  customerId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string | null;
  fixed: string | null;
  pictureHash: string | null;
};

/** The people a session names: the one it acts as and, when impersonating, the provider person acting. */
export async function findPeople(db: Executor, catalogIds: number[]): Promise<Map<number, SessionPerson>> {
  const rows = await queryRows<{
    catalog_id: number;
    customer_id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    mobile: string | null;
    fixed: string | null;
    picture_hash: string | null;
  }>(
    db,
    sql`select catalog_id, customer_id, first_name, last_name, email, mobile, fixed, picture_hash from people
      where catalog_id in ${inList(catalogIds)}`,
  );
  return new Map(
    rows.map((r) => [
      r.catalog_id,
      {
        catalogId: r.catalog_id,
        customerId: r.customer_id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        mobile: r.mobile,
        fixed: r.fixed,
        pictureHash: r.picture_hash,
      },
    ]),
  );
}

/** Provider staff: people of the provider customer. */
export async function isProviderStaff(db: Executor, catalogId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from people p join customers c on c.id = p.customer_id
      where p.catalog_id = ${catalogId} and c.is_provider`,
  );
  return rows.length > 0;
}

/** A customer provider staff may act for: any customer but the provider itself. */
export async function findCustomerToImpersonate(
  db: Executor,
  customerId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from customers where id = ${customerId} and not is_provider`,
  );
  return row ?? null;
}

export async function isPersonOfCustomer(
  db: Executor,
  customerId: number,
  catalogId: number,
): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from people where catalog_id = ${catalogId} and customer_id = ${customerId}`,
  );
  return rows.length > 0;
}

/**
 * An impersonation's start (with its reason), its end (reset or logout) and each change made while it lasts
 * (impersonation-log/mutation-audit.ts). `sessionId` is the impersonation session all of them belong to.
 */
export type AuditEntry = {
  action:
    | 'impersonation.start.customer'
    | 'impersonation.start.user'
    | 'impersonation.reset'
    | 'impersonation.logout'
    | 'impersonation.change'
    | 'provider.change';
  actorCatalogId: number;
  subjectCustomerId: number;
  subjectCatalogId: number | null;
  sessionId: string;
  details: Record<string, unknown>;
};

/** Writes the entry and answers its id. */
export async function writeAudit(db: Executor, clock: Clock, e: AuditEntry): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into audit_log (at, action, actor_catalog_id, subject_customer_id, subject_catalog_id, session_id, details)
    values (${clock.now().toISOString()}::timestamptz, ${e.action}, ${e.actorCatalogId}, ${e.subjectCustomerId},
            ${e.subjectCatalogId}, ${e.sessionId}, ${JSON.stringify(e.details)}::jsonb)
    returning id`,
  );
  return row!.id;
}

export type SessionRecord = {
  id: string;
  catalogId: number;
  actingCatalogId: number | null;
  impersonatedCustomerId: number | null;
  originalSessionId: string | null;
  /** The customer whose data the session works on. */
  customerId: number;
};

/** A session row as it is, revoked or idle or not. */
export async function findSession(db: Executor, id: string): Promise<SessionRecord | null> {
  const [row] = await queryRows<{
    id: string;
    catalog_id: number;
    acting_catalog_id: number | null;
    impersonated_customer_id: number | null;
    original_session_id: string | null;
    customer_id: number;
  }>(
    db,
    sql`select s.id, s.catalog_id, s.acting_catalog_id, s.impersonated_customer_id, s.original_session_id,
        coalesce(s.impersonated_customer_id, p.customer_id) as customer_id
      from sessions s join people p on p.catalog_id = s.catalog_id where s.id = ${id}`,
  );
  return row
    ? {
        id: row.id,
        catalogId: row.catalog_id,
        actingCatalogId: row.acting_catalog_id,
        impersonatedCustomerId: row.impersonated_customer_id,
        originalSessionId: row.original_session_id,
        customerId: row.customer_id,
      }
    : null;
}

export async function revokeSessions(db: Executor, clock: Clock, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`update sessions set revoked_at = ${clock.now().toISOString()}::timestamptz
    where revoked_at is null and id in ${inList(ids)}`);
}

/** Takes an earlier session up again when it is neither revoked nor idle; false when it cannot be. */
export async function resumeSession(
  db: Executor,
  clock: Clock,
  id: string,
  maxIdleSeconds: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update sessions set last_seen_at = ${clock.now().toISOString()}::timestamptz
      where id = ${id} and revoked_at is null
        and last_seen_at >= ${cutoff(clock, maxIdleSeconds)}::timestamptz
      returning id`,
  );
  return rows.length > 0;
}

/**
 * The name behind a profile image, only when the caller already holds the person's picture hash (which only an
 * authorized answer gives out): the image route is public because an <img> cannot send the bearer token.
 */
export async function findPicturedPerson(
  db: Executor,
  p: { catalogId: number; customerId: number; pictureHash: string },
): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await queryRows<{ first_name: string; last_name: string }>(
    db,
    sql`select first_name, last_name from people
      where catalog_id = ${p.catalogId} and customer_id = ${p.customerId} and picture_hash = ${p.pictureHash}`,
  );
  return row ? { firstName: row.first_name, lastName: row.last_name } : null;
}
