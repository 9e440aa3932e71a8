import { randomUUID } from 'node:crypto';
import { ALL_ROLES, ALL_SERVICES, type Role, type Service } from '@connect/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { accessHasEnded, osloToday, personHasLeft } from './leaving.ts';
import type { Principal } from './principal.ts';
import type { TokenClaims } from './tokens.ts';

/** A provider person acting as a customer's admin gets the roles a company administrator has. */
export const CUSTOMER_ADMIN_ROLES: Role[] = ['CostControl', 'ConnectEquipmentOverview'];

/** lastSeenAt is written at most this often, so a busy page is not a write per request. */
const TOUCH_EVERY_MS = 30_000;

export async function createSession(
  db: Executor,
  clock: Clock,
  s: {
    catalogId: number;
    actingCatalogId?: number;
    impersonatedCustomerId?: number;
    originalSessionId?: string;
  },
): Promise<string> {
  const id = randomUUID();
  const now = clock.now();
  await db.insert(sessions).values({
    id,
    catalogId: s.catalogId,
    actingCatalogId: s.actingCatalogId ?? null,
    impersonatedCustomerId: s.impersonatedCustomerId ?? null,
    originalSessionId: s.originalSessionId ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return id;
}

export async function revokeSession(db: Executor, clock: Clock, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

type SessionRow = {
  id: string;
  catalog_id: number;
  acting_catalog_id: number | null;
  impersonated_customer_id: number | null;
  original_session_id: string | null;
  last_seen_at: string | Date;
  revoked_at: string | Date | null;
  person_customer_id: number;
  person_is_provider: boolean;
  customer_id: number;
  customer_name: string;
  roles: string[] | null;
  services: string[] | null;
  person_left: boolean;
  access_ended: boolean;
};

/** The session row behind a token: who it is, and whether it may still be used. Throws UNAUTHENTICATED. */
export async function loadPrincipal(
  db: Executor,
  clock: Clock,
  maxIdleSeconds: number,
  claims: TokenClaims,
): Promise<Principal & { originalSessionId: string | null }> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`
    select s.id, s.catalog_id, s.acting_catalog_id, s.impersonated_customer_id, s.original_session_id,
           s.last_seen_at, s.revoked_at, p.customer_id as person_customer_id,
           (select pc.is_provider from customers pc where pc.id = p.customer_id) as person_is_provider,
           c.id as customer_id, c.name as customer_name,
           (select array_agg(r.role order by r.role) from person_roles r where r.catalog_id = s.catalog_id) as roles,
           (select array_agg(cs.service order by cs.service) from customer_services cs where cs.customer_id = c.id) as services,
           ${personHasLeft(sql`coalesce(s.acting_catalog_id, s.catalog_id)`, osloToday(clock))} as person_left,
           (${accessHasEnded(sql`s.catalog_id`, osloToday(clock))}
             or ${accessHasEnded(sql`s.acting_catalog_id`, osloToday(clock))}) as access_ended
    from sessions s
    join people p on p.catalog_id = s.catalog_id
    join customers c on c.id = coalesce(s.impersonated_customer_id, p.customer_id)
    where s.id = ${claims.sid}`,
  );
  if (!row || String(row.catalog_id) !== claims.sub) throw AppError.unauthenticated('Unknown session.');
  if (row.revoked_at) throw AppError.unauthenticated('Session ended.');
  // The person behind the session (provider staff when impersonating) has left: auth/leaving.ts.
  if (row.person_left) throw AppError.unauthenticated('Your access to the portal has ended.');
  if ((claims.act?.sub ?? null) !== (row.acting_catalog_id === null ? null : String(row.acting_catalog_id))) {
    throw AppError.unauthenticated('Token does not match its session.');
  }
  const now = clock.now().getTime();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen > maxIdleSeconds * 1000) throw AppError.unauthenticated('Session idle too long.');
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: clock.now() }).where(eq(sessions.id, row.id));
  }
  const impersonation =
    row.impersonated_customer_id !== null ? 'customer' : row.acting_catalog_id ? 'user' : null;
  // Provider staff is decided here, once: ConnectGlobalAdmin counts only for a person of the provider customer.
  // Given to a person of any other customer it is dropped, so no role check anywhere can let them see every customer.
  // Past the leaving date (of the person acted as, or of the one acting) no role applies: auth/leaving.ts.
  const granted = row.access_ended
    ? []
    : impersonation === 'customer'
      ? CUSTOMER_ADMIN_ROLES
      : (row.roles ?? []);
  const roles = granted.filter(
    (r): r is Role =>
      ALL_ROLES.includes(r as Role) && (r !== 'ConnectGlobalAdmin' || row.person_is_provider === true),
  );
  const services = (row.services ?? []).filter((s): s is Service => ALL_SERVICES.includes(s as Service));
  return {
    sessionId: row.id,
    catalogId: row.catalog_id,
    customerId: row.customer_id,
    customerName: row.customer_name,
    roles,
    services,
    actingCatalogId: impersonation === 'customer' ? row.catalog_id : row.acting_catalog_id,
    impersonation,
    maxIdleSeconds,
    accessEnded: row.access_ended,
    originalSessionId: row.original_session_id,
  };
}
