import { accessFlags, type ImpersonationKind, type Role, type Service } from '@connect/shared';
import * as oidc from 'openid-client';
import { hasLeft } from '../../../auth/leaving.ts';
import type { LoginClient, LoginIdentity } from '../../../auth/login-client.ts';
import { createSession, loadPrincipal } from '../../../auth/sessions.ts';
import { AppError } from '../../../errors.ts';
import type { Authenticated } from '../../../http/principal.ts';
import type { RouteDeps } from '../../../http/route-module.ts';
import {
  findPeople,
  findSession,
  peopleWithEmail,
  personExists,
  revokeSessions,
  type SessionPerson,
  saveLoginRequest,
  takeLoginRequest,
  writeAudit,
} from './session.repository.ts';

export type SessionDeps = RouteDeps & { loginClient: LoginClient };

/** GET session/login: a new login's state, nonce and PKCE verifier are kept; the browser goes to the provider. */
export async function startLogin(d: SessionDeps): Promise<{ redirect_url: string }> {
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const url = await d.loginClient.authorizationUrl({
    state,
    nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
  });
  await saveLoginRequest(d.db, d.services.clock, { state, codeVerifier, nonce });
  return { redirect_url: url };
}

/**
 * The person a login names. The built-in provider's subject is the catalog id; an external provider's person
 * is found by the e-mail claim, which must name exactly one person.
 */
async function personFor(d: SessionDeps, identity: LoginIdentity): Promise<number> {
  if (d.config.embeddedIdp) {
    const catalogId = Number(identity.subject);
    if (Number.isSafeInteger(catalogId) && (await personExists(d.db, catalogId))) return catalogId;
  } else if (identity.email) {
    const matches = await peopleWithEmail(d.db, identity.email);
    if (matches.length === 1) return matches[0]!;
  }
  throw AppError.forbidden('No person in the portal matches this login.');
}

/** GET session/authenticate: completes the code exchange once per state and starts a portal session. */
export async function completeLogin(
  d: SessionDeps,
  q: { state: string; code: string; iss?: string },
): Promise<{ token: string }> {
  const request = await takeLoginRequest(d.db, d.services.clock, q.state);
  if (!request) throw AppError.badInput('This login is unknown, expired or already used. Start again.');
  const identity = await d.loginClient.exchange({ ...q, ...request });
  const catalogId = await personFor(d, identity);
  if (await hasLeft(d.db, d.services.clock, catalogId))
    throw AppError.forbidden('Your access to the portal has ended.');
  const sid = await createSession(d.db, d.services.clock, { catalogId });
  return { token: await d.services.tokens.sign({ sid, sub: String(catalogId) }) };
}

export type SessionInfo = {
  id: string;
  catalogId: number;
  name: string;
  email: string | null;
  roles: Role[];
  fixed: string | null;
  mobile: string | null;
  number: string | null;
  picture: string | null;
  maxIdleSeconds: number;
  services: Service[];
  customerId: number;
  customerName: string;
  avatarUrl: string;
  flags: { hasAccessToAccountSelector: boolean; hasAccessToWebshopAccountSelector: boolean };
  impersonation: null | {
    kind: ImpersonationKind;
    actingCatalogId: number;
    actingName: string;
    customerName: string;
    personName: string | null;
  };
  /** Epoch seconds. */
  tokenExpiresAt: number;
};

function fullName(p: SessionPerson): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

/** The URL of a person's avatar image (GET catalog/profileimage), as the specification builds it. */
export function avatarUrl(p: SessionPerson): string {
  const q = new URLSearchParams({
    u: String(p.catalogId),
    s: '128x128',
    c: String(p.customerId),
    h: p.pictureHash ?? '',
  });
  return `/api/catalog/profileimage?${q}`;
}

/** GET session/info: the session's person, roles, services, customer and impersonation. */
export async function sessionInfo(d: SessionDeps, p: Authenticated): Promise<SessionInfo> {
  const people = await findPeople(d.db, [p.catalogId, ...(p.actingCatalogId ? [p.actingCatalogId] : [])]);
  const person = people.get(p.catalogId);
  if (!person) throw AppError.unauthenticated('Unknown session.');
  const acting = p.actingCatalogId ? people.get(p.actingCatalogId) : undefined;
  return {
    id: String(person.catalogId),
    catalogId: person.catalogId,
    name: fullName(person),
    email: person.email,
    roles: p.roles,
    fixed: person.fixed,
    mobile: person.mobile,
    number: person.mobile,
    picture: person.pictureHash,
    maxIdleSeconds: p.maxIdleSeconds,
    services: p.services,
    customerId: p.customerId,
    customerName: p.customerName,
    avatarUrl: avatarUrl(person),
    flags: accessFlags(p.roles, p.services),
    impersonation:
      p.impersonation && acting
        ? {
            kind: p.impersonation,
            actingCatalogId: acting.catalogId,
            actingName: fullName(acting),
            customerName: p.customerName,
            personName: p.impersonation === 'user' ? fullName(person) : null,
          }
        : null,
    tokenExpiresAt: p.tokenExp,
  };
}

/** POST session/refresh: a new token for the same session, while the token and its session are still good. */
export async function refreshToken(d: SessionDeps, token: string): Promise<{ token: string }> {
  const claims = await d.services.tokens.verify(token);
  await loadPrincipal(d.db, d.services.clock, d.config.SESSION_MAX_IDLE_SECONDS, claims);
  return {
    token: await d.services.tokens.sign({
      sid: claims.sid,
      sub: claims.sub,
      ...(claims.act ? { act: claims.act } : {}),
    }),
  };
}

/**
 * GET session/logout: ends the session (and the one an impersonation started from). A genuine token that has
 * expired, or a session gone idle, may still log out, so the identity provider's session ends too.
 */
export async function logout(
  d: SessionDeps,
  token: string | null,
  postLogoutRedirectUri: string,
): Promise<{ redirect_url: string }> {
  if (!token) throw AppError.unauthenticated('No token.');
  const claims = await d.services.tokens.verify(token, { allowExpired: true });
  const session = await findSession(d.db, claims.sid);
  const actingSub = session?.actingCatalogId == null ? undefined : String(session.actingCatalogId);
  if (!session || String(session.catalogId) !== claims.sub || claims.act?.sub !== actingSub) {
    throw AppError.unauthenticated('Unknown session.');
  }
  await d.db.transaction(async (tx) => {
    await revokeSessions(tx, d.services.clock, [
      session.id,
      ...(session.originalSessionId ? [session.originalSessionId] : []),
    ]);
    // Logging out while acting for a customer ends the visit the customer's admins read about.
    if (session.actingCatalogId !== null) {
      await writeAudit(tx, d.services.clock, {
        action: 'impersonation.logout',
        actorCatalogId: session.actingCatalogId,
        subjectCustomerId: session.customerId,
        subjectCatalogId: session.impersonatedCustomerId === null ? session.catalogId : null,
        sessionId: session.id,
        details: { endedSessionId: session.id },
      });
    }
  });
  // The portal session is over either way; an unreachable provider only means its own session stays.
  const endSession = await d.loginClient.endSessionUrl(postLogoutRedirectUri).catch(() => null);
  return { redirect_url: endSession ?? '/login' };
}
