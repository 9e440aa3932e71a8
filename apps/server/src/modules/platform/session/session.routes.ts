import { createHash } from 'node:crypto';
import { IMPERSONATION_REASON_MAX } from '@connect/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  builtInClientSecret,
  builtInIssuer,
  loginRedirectUri,
} from '../../../auth/identity-provider/provider.ts';
import { createLoginClient, inProcessFetch, isLoopbackHttp } from '../../../auth/login-client.ts';
import { bearerToken } from '../../../http/principal.ts';
import { restRoutes } from '../../../http/route.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { impersonateCustomer, impersonateUser, resetImpersonation } from './impersonation.service.ts';
import {
  completeLogin,
  logout,
  refreshToken,
  type SessionDeps,
  sessionInfo,
  startLogin,
} from './session.service.ts';

const authenticateQuery = z.object({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(2048),
  iss: z.string().max(2048).optional(),
});
const refreshBody = z.object({ token: z.string().min(1).max(4096) });
const id = z.coerce.number().int().positive();
/** Why provider staff act for the customer (required here, beyond the specification's body); kept in the audit log. */
const reason = z
  .string({ error: 'Say why you log in as the customer.' })
  .trim()
  .min(1, 'Say why you log in as the customer.')
  .max(IMPERSONATION_REASON_MAX, `The reason can be at most ${IMPERSONATION_REASON_MAX} characters.`);
const customerTokenBody = z.object({ impersonate_customer_id: id, reason });
const userTokenBody = z.object({ impersonate_customer_id: id, impersonate_catalog_id: id, reason });

/**
 * The REST session and impersonation calls of the specification (000 §7). Every one is rate limited per
 * address; each route counts on its own, so a page load's session/info does not eat the refresh budget.
 */
export const sessionRoutes: RouteModule = (app, deps) => {
  const { config } = deps;
  const loginClient = createLoginClient(
    config.embeddedIdp
      ? {
          issuer: builtInIssuer(config),
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: builtInClientSecret(config),
          redirectUri: loginRedirectUri(config),
          fetch: inProcessFetch(app, config.publicUrl),
          // Answered inside this process: nothing travels over plain http.
          allowHttp: true,
        }
      : {
          issuer: config.OIDC_ISSUER!,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET!,
          redirectUri: loginRedirectUri(config),
          allowHttp: isLoopbackHttp(config.OIDC_ISSUER!),
        },
  );
  const d: SessionDeps = { ...deps, loginClient };
  // Per address, and per session where the call carries a token: an office behind one address must not share one
  // budget for the session/info every page load makes, while calls without a token header stay per address.
  const rateLimited = {
    rateLimit: {
      max: config.RATE_LIMIT_SESSION_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => {
        // The limit is checked before the body is read, so only the Authorization header can name the session.
        const token = bearerToken(req);
        return token
          ? `${req.ip}|${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`
          : req.ip;
      },
    },
  };

  const route = restRoutes(app, deps);

  route({ method: 'GET', url: '/api/session/login', access: 'public', config: rateLimited }, () =>
    startLogin(d),
  );

  route(
    {
      method: 'GET',
      url: '/api/session/authenticate',
      access: 'public',
      query: authenticateQuery,
      config: rateLimited,
    },
    ({ query }) => completeLogin(d, query),
  );

  route({ method: 'GET', url: '/api/session/info', access: {}, config: rateLimited }, ({ p }) =>
    sessionInfo(d, p),
  );

  route(
    { method: 'POST', url: '/api/session/refresh', access: 'public', body: refreshBody, config: rateLimited },
    ({ body }) => refreshToken(d, body.token),
  );

  route({ method: 'GET', url: '/api/session/logout', access: 'public', config: rateLimited }, ({ req }) =>
    logout(d, bearerToken(req), loginRedirectUri(config)),
  );

  route(
    {
      method: 'POST',
      url: '/api/impersonate/customertoken',
      access: {},
      body: customerTokenBody,
      config: rateLimited,
    },
    ({ p, body }) => impersonateCustomer(d, p, body.impersonate_customer_id, body.reason),
  );

  route(
    {
      method: 'POST',
      url: '/api/impersonate/usertoken',
      access: {},
      body: userTokenBody,
      config: rateLimited,
    },
    ({ p, body }) =>
      impersonateUser(d, p, body.impersonate_customer_id, body.impersonate_catalog_id, body.reason),
  );

  route({ method: 'GET', url: '/api/impersonate/resettoken', access: {}, config: rateLimited }, ({ p }) =>
    resetImpersonation(d, p),
  );
};
