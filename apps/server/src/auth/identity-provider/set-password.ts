import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/route-module.ts';
import { hashPassword } from '../passwords.ts';
import { findPasswordToken, passwordProblem, setPasswordWithToken } from './password-tokens.ts';
import { IDP_MOUNT } from './provider.ts';
import { setPasswordDonePage, setPasswordPage } from './set-password-page.ts';

const PATH = `${IDP_MOUNT}/set-password`;

/**
 * `GET /oidc/set-password?token=…` shows the form of an invitation's link, `POST` sets the password (the provider's
 * rules, password-tokens.ts) and uses the token up. Registered in the scope that reads form bodies (routes.ts).
 */
export function setPasswordRoutes(scope: FastifyInstance, { db, config, services }: RouteDeps) {
  const rateLimit = { max: config.RATE_LIMIT_SESSION_PER_MINUTE, timeWindow: 60_000 };
  const portalUrl = `${config.publicUrl}/`;

  scope.get<{ Querystring: { token?: string } }>(PATH, { config: { rateLimit } }, async (req, reply) => {
    const token = String(req.query.token ?? '');
    const found = await findPasswordToken(db, services.clock, token);
    reply.type('text/html').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!found) return reply.status(410).send(setPasswordDonePage({ portalUrl, ok: false }));
    return setPasswordPage({ action: PATH, token, login: found.login });
  });

  scope.post<{ Body: Record<string, string> | undefined }>(
    PATH,
    { config: { rateLimit } },
    async (req, reply) => {
      const token = String(req.body?.token ?? '');
      const password = String(req.body?.password ?? '');
      const repeat = String(req.body?.repeat ?? '');
      reply.type('text/html').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const found = await findPasswordToken(db, services.clock, token);
      if (!found) return reply.status(410).send(setPasswordDonePage({ portalUrl, ok: false }));
      const problem = passwordProblem(password, repeat, found.login);
      if (problem)
        return reply.status(400).send(setPasswordPage({ action: PATH, token, login: found.login, problem }));
      const ok = await setPasswordWithToken(db, services.clock, token, await hashPassword(password));
      return reply.status(ok ? 200 : 410).send(setPasswordDonePage({ portalUrl, ok }));
    },
  );
}
