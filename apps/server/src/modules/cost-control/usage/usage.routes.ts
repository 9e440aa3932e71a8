import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../../../auth/same-secret.ts';
import { AppError } from '../../../errors.ts';
import { bearerToken, tryAuthenticate } from '../../../http/principal.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { sendLimitAlerts } from '../payment-profiles/limit-alerts.service.ts';
import { ingestUsageBatch } from './usage.service.ts';

/**
 * Usage from billing, server to server: `POST /api/usage/lines` with `authorization: Bearer <INGEST_API_KEY>`.
 * A person's valid token is refused with 403 (people do not send usage), anything else with 401.
 */
export const usageRoutes: RouteModule = (app, deps) => {
  async function requireIngestKey(req: FastifyRequest) {
    const token = bearerToken(req);
    if (token && sameSecret(token, deps.config.ingestApiKey)) return;
    if (token && (await tryAuthenticate(req, deps))) throw AppError.forbidden('Only billing may send usage.');
    throw AppError.unauthenticated('A valid ingest key is required.');
  }

  app.post('/api/usage/lines', { bodyLimit: 10 * 1024 * 1024, preHandler: requireIngestKey }, async (req) => {
    const result = await ingestUsageBatch(deps.db, deps.services.clock, req.body);
    // After the commit: the limit alerts (issue 33 §3); one that fails here is sent by its job.
    if (result.inserted > 0)
      await sendLimitAlerts(deps).catch((err) => req.log.error({ err }, 'limit alerts after ingest failed'));
    return result;
  });
};
