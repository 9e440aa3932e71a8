import { CUSTOMER_SOLUTION_ROLES, hasAnyRole } from '@connect/shared';
import { createSession } from '../../../auth/sessions.ts';
import { AppError } from '../../../errors.ts';
import type { Authenticated } from '../../../http/principal.ts';
import type { RouteDeps } from '../../../http/route-module.ts';
import {
  findCustomerToImpersonate,
  isPersonOfCustomer,
  isProviderStaff,
  resumeSession,
  revokeSessions,
  writeAudit,
} from './session.repository.ts';

/** The audit log's writer, for the changes made while impersonating (impersonation-log/mutation-audit.ts). */
export { writeAudit };

/** Only provider staff acting as themselves, with the impersonation feature, may act for someone else. */
async function requireImpersonator(d: RouteDeps, p: Authenticated): Promise<void> {
  if (p.impersonation !== null) throw AppError.forbidden('Reset to yourself before acting for someone else.');
  if (!hasAnyRole(p.roles, CUSTOMER_SOLUTION_ROLES) || !(await isProviderStaff(d.db, p.catalogId))) {
    throw AppError.forbidden('Acting for a customer needs the impersonation feature.');
  }
}

/**
 * POST impersonate/customertoken: a session on the customer's data with a company administrator's roles. The
 * token names the provider person both as subject and as the one acting; the session remembers where it came from.
 * The reason is written with the start, for the customer's own admins to read (impersonationLog).
 */
export async function impersonateCustomer(
  d: RouteDeps,
  p: Authenticated,
  customerId: number,
  reason: string,
): Promise<{ token: string }> {
  await requireImpersonator(d, p);
  const customer = await findCustomerToImpersonate(d.db, customerId);
  if (!customer) throw AppError.notFound('Customer');
  const sid = await d.db.transaction(async (tx) => {
    const id = await createSession(tx, d.services.clock, {
      catalogId: p.catalogId,
      actingCatalogId: p.catalogId,
      impersonatedCustomerId: customer.id,
      originalSessionId: p.sessionId,
    });
    await writeAudit(tx, d.services.clock, {
      action: 'impersonation.start.customer',
      actorCatalogId: p.catalogId,
      subjectCustomerId: customer.id,
      subjectCatalogId: null,
      sessionId: id,
      details: { sessionId: id, originalSessionId: p.sessionId, reason },
    });
    return id;
  });
  const sub = String(p.catalogId);
  return { token: await d.services.tokens.sign({ sid, sub, act: { sub } }) };
}

/** POST impersonate/usertoken: a session as one person of the customer, with the provider person acting. */
export async function impersonateUser(
  d: RouteDeps,
  p: Authenticated,
  customerId: number,
  catalogId: number,
  reason: string,
): Promise<{ token: string }> {
  await requireImpersonator(d, p);
  const customer = await findCustomerToImpersonate(d.db, customerId);
  if (!customer || !(await isPersonOfCustomer(d.db, customer.id, catalogId))) {
    throw AppError.notFound('Person');
  }
  const sid = await d.db.transaction(async (tx) => {
    const id = await createSession(tx, d.services.clock, {
      catalogId,
      actingCatalogId: p.catalogId,
      originalSessionId: p.sessionId,
    });
    await writeAudit(tx, d.services.clock, {
      action: 'impersonation.start.user',
      actorCatalogId: p.catalogId,
      subjectCustomerId: customer.id,
      subjectCatalogId: catalogId,
      sessionId: id,
      details: { sessionId: id, originalSessionId: p.sessionId, reason },
    });
    return id;
  });
  return {
    token: await d.services.tokens.sign({ sid, sub: String(catalogId), act: { sub: String(p.catalogId) } }),
  };
}

/**
 * GET impersonate/resettoken: ends the impersonation and gives the provider person a token again, for the
 * session they started from when it is still good, otherwise for a fresh one.
 */
export async function resetImpersonation(d: RouteDeps, p: Authenticated): Promise<{ token: string }> {
  if (p.impersonation === null || p.actingCatalogId === null) {
    throw AppError.forbidden('You are not acting for anyone.');
  }
  const providerId = p.actingCatalogId;
  const clock = d.services.clock;
  const sid = await d.db.transaction(async (tx) => {
    await revokeSessions(tx, clock, [p.sessionId]);
    const resumed =
      p.originalSessionId !== null &&
      (await resumeSession(tx, clock, p.originalSessionId, d.config.SESSION_MAX_IDLE_SECONDS));
    const id = resumed ? p.originalSessionId! : await createSession(tx, clock, { catalogId: providerId });
    await writeAudit(tx, clock, {
      action: 'impersonation.reset',
      actorCatalogId: providerId,
      subjectCustomerId: p.customerId,
      subjectCatalogId: p.impersonation === 'user' ? p.catalogId : null,
      sessionId: p.sessionId,
      details: { endedSessionId: p.sessionId, sessionId: id, resumed },
    });
    return id;
  });
  return { token: await d.services.tokens.sign({ sid, sub: String(providerId) }) };
}
