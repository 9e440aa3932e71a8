import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import { loadPrincipal } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';
import { auditRestChange } from './change-audit.ts';

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

export type Authenticated = Principal & { originalSessionId: string | null; tokenExp: number };

/** Methods that change something; the session and impersonation routes are the impersonation itself. */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NOT_CHANGES = /^\/api\/(session|impersonate|graphql)(\/|$)/;

/**
 * Verifies the bearer token and its session; throws UNAUTHENTICATED. A REST call by provider staff that changes a
 * customer's data (acting for it, or naming its objects in the path, query or JSON body) is written to that
 * customer's log before it runs (its outcome when it is answered, app.ts).
 */
export async function authenticate(
  req: FastifyRequest,
  deps: { db: Db; config: Config; services: Services },
): Promise<Authenticated> {
  const token = bearerToken(req);
  if (!token) throw AppError.unauthenticated('No token.');
  const claims = await deps.services.tokens.verify(token);
  const principal = await loadPrincipal(
    deps.db,
    deps.services.clock,
    deps.config.SESSION_MAX_IDLE_SECONDS,
    claims,
  );
  if (CHANGES.has(req.method) && !NOT_CHANGES.test(req.url) && !req.providerChangeIds) {
    const operation = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
    req.providerChangeIds = await auditRestChange(deps.db, deps.services.clock, principal, {
      operation,
      input: { ...body, ...(req.query as object), ...(req.params as object) },
    });
  }
  return { ...principal, tokenExp: claims.exp };
}

/** The caller or null, without throwing. */
export async function tryAuthenticate(
  req: FastifyRequest,
  deps: { db: Db; config: Config; services: Services },
): Promise<Authenticated | null> {
  try {
    return await authenticate(req, deps);
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}
