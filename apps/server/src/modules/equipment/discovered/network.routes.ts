import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../../../auth/same-secret.ts';
import { AppError } from '../../../errors.ts';
import { bearerToken, tryAuthenticate } from '../../../http/principal.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { receiveSightings } from './network.service.ts';

/**
 * Sightings from the operator's network, server to server: `POST /api/network/sightings` with
 * `authorization: Bearer <NETWORK_INGEST_KEY>`. A person's valid token is refused with 403, anything else with 401.
 */
export const networkRoutes: RouteModule = (app, deps) => {
  async function requireNetworkKey(req: FastifyRequest) {
    const token = bearerToken(req);
    if (token && sameSecret(token, deps.config.networkIngestKey)) return;
    if (token && (await tryAuthenticate(req, deps)))
      throw AppError.forbidden('Only the network may report sightings.');
    throw AppError.unauthenticated('A valid network ingest key is required.');
  }

  app.post(
    '/api/network/sightings',
    { bodyLimit: 1024 * 1024, preHandler: requireNetworkKey },
    async (req) => ({
      sightings: await receiveSightings(deps.db, deps.services.clock, req.body),
    }),
  );
};
