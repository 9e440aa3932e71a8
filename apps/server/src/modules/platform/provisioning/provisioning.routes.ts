import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../../../auth/same-secret.ts';
import { AppError } from '../../../errors.ts';
import { bearerToken, tryAuthenticate } from '../../../http/principal.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { provision } from './provisioning.service.ts';

/**
 * The operator's systems, server to server: `POST /api/provisioning` with `authorization: Bearer
 * <PROVISIONING_API_KEY>` and a batch (docs/INTEGRATION.md); `?dryRun=true` answers what would change. A person's
 * valid token is refused with 403 (people do not provision), anything else with 401.
 */
export const provisioningRoutes: RouteModule = (app, deps) => {
  async function requireProvisioningKey(req: FastifyRequest) {
    const token = bearerToken(req);
    if (token && sameSecret(token, deps.config.provisioningApiKey)) return;
    if (token && (await tryAuthenticate(req, deps)))
      throw AppError.forbidden('Only the operator may provision.');
    throw AppError.unauthenticated('A valid provisioning key is required.');
  }

  app.post<{ Querystring: { dryRun?: string } }>(
    '/api/provisioning',
    { bodyLimit: 64 * 1024 * 1024, preHandler: requireProvisioningKey },
    async (req) => {
      const dryRun = req.query.dryRun;
      if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false')
        throw AppError.badInput('dryRun: must be true or false', { field: 'dryRun' });
      return provision(deps.db, deps.services.clock, req.body, {
        dryRun: dryRun === 'true',
        invite: { messaging: deps.services.messaging, config: deps.config },
      });
    },
  );
};
