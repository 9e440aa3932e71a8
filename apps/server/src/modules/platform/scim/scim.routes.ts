import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import SCIMMY from 'scimmy';
import { databaseUnavailable, isConnectionLost } from '../../../db/connection-errors.ts';
import { AppError, HTTP_STATUS } from '../../../errors.ts';
import { bearerToken } from '../../../http/principal.ts';
import type { RouteModule } from '../../../http/route-module.ts';
import { entraCompatiblePatch } from './entra-patch.ts';
import { declareScimResources } from './scim-resources.ts';
import { authenticateScimToken, SCIM_PATH } from './scim-tokens.service.ts';
import type { ScimCaller } from './scim-users.service.ts';

const SCIM_TYPE = 'application/scim+json; charset=utf-8';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer whose SCIM token the directory sent (scim.routes.ts). */
    scimCaller?: ScimCaller;
  }
}

type Query = Record<string, unknown>;

/** SCIMMY reads startIndex and count as numbers; the query string has them as text. */
function scimQuery(query: unknown): Query {
  const q = { ...(query as Query) };
  for (const key of ['startIndex', 'count']) {
    if (typeof q[key] === 'string' && /^-?\d+$/.test(q[key] as string)) q[key] = Number(q[key]);
  }
  return q;
}

/** A SCIM error body (RFC 7644 §3.12) through SCIMMY's ErrorResponse, for the statuses it knows. */
function scimError(reply: FastifyReply, status: number, detail: string, scimType?: string) {
  let body: object;
  try {
    body = new SCIMMY.Messages.ErrorResponse({ status, scimType, message: detail } as never);
  } catch {
    body = { schemas: [SCIMMY.Messages.ErrorResponse.id], status: String(status), detail };
  }
  return reply.status(status).type(SCIM_TYPE).send(JSON.stringify(body));
}

/**
 * The customer's directory provisions its people here (SCIM 2.0, RFC 7643/7644): `/scim/v2/Users` and the
 * discovery endpoints, each request handed to SCIMMY's resources. `authorization: Bearer <the customer's SCIM
 * token>`: an unknown or revoked token answers 401, a person's portal token 403; every answer is about the token's
 * own customer, so another customer's user ids answer 404.
 */
export const scimRoutes: RouteModule = async (app, deps) => {
  declareScimResources(`${deps.config.publicUrl}${SCIM_PATH}`);

  async function requireScimToken(req: FastifyRequest) {
    const token = bearerToken(req);
    const found = token ? await authenticateScimToken(deps.db, deps.services.clock, token) : null;
    if (found) {
      req.scimCaller = { db: deps.db, clock: deps.services.clock, customerId: found.customerId };
      return;
    }
    if (
      token &&
      (await deps.services.tokens.verify(token).then(
        () => true,
        () => false,
      ))
    )
      throw AppError.forbidden('A person’s portal token is not a SCIM token.');
    throw AppError.unauthenticated('A valid SCIM token is required.');
  }

  await app.register(
    async (scope) => {
      scope.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (_req, body, done) => {
        try {
          done(null, body === '' ? undefined : JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined);
        }
      });
      scope.addHook('preHandler', requireScimToken);
      scope.addHook('onSend', async (_req, reply, payload) => {
        if (reply.statusCode !== 204) reply.type(SCIM_TYPE);
        return payload;
      });
      scope.setNotFoundHandler((_req, reply) => scimError(reply, 404, 'Endpoint not found.'));
      scope.setErrorHandler((thrown: FastifyError | AppError, req, reply) => {
        const error = isConnectionLost(thrown) ? databaseUnavailable() : thrown;
        if (error instanceof SCIMMY.Types.Error)
          return scimError(reply, error.status, error.message, error.scimType);
        if (error instanceof AppError) return scimError(reply, HTTP_STATUS[error.code], error.message);
        const status = (error as FastifyError).statusCode;
        if (status && status >= 400 && status < 500) return scimError(reply, status, error.message);
        req.log.error({ err: error }, 'unhandled error in a SCIM request');
        return scimError(reply, 500, 'Something went wrong.');
      });

      const ctx = (req: FastifyRequest) => req.scimCaller!;
      type WithId = { Params: { id: string } };

      scope.get('/ServiceProviderConfig', () => new SCIMMY.Resources.ServiceProviderConfig().read());
      scope.get('/ResourceTypes', (req) =>
        new SCIMMY.Resources.ResourceType(undefined, scimQuery(req.query)).read(),
      );
      scope.get<WithId>('/ResourceTypes/:id', (req) =>
        new SCIMMY.Resources.ResourceType(req.params.id, scimQuery(req.query)).read(),
      );
      scope.get('/Schemas', (req) => new SCIMMY.Resources.Schema(undefined, scimQuery(req.query)).read());
      scope.get<WithId>('/Schemas/:id', (req) =>
        new SCIMMY.Resources.Schema(req.params.id, scimQuery(req.query)).read(),
      );

      scope.get('/Users', (req) => new SCIMMY.Resources.User(undefined, scimQuery(req.query)).read(ctx(req)));
      scope.get<WithId>('/Users/:id', (req) =>
        new SCIMMY.Resources.User(req.params.id, scimQuery(req.query)).read(ctx(req)),
      );
      scope.post('/Users', async (req, reply) =>
        reply
          .status(201)
          .send(await new SCIMMY.Resources.User(undefined, scimQuery(req.query)).write(req.body, ctx(req))),
      );
      scope.put<WithId>('/Users/:id', (req) =>
        new SCIMMY.Resources.User(req.params.id, scimQuery(req.query)).write(req.body, ctx(req)),
      );
      scope.patch<WithId>('/Users/:id', async (req, reply) => {
        const user = new SCIMMY.Resources.User(req.params.id, scimQuery(req.query));
        const current = (await new SCIMMY.Resources.User(req.params.id).read(ctx(req))) as object;
        const patched = await user.patch(
          entraCompatiblePatch(req.body, { ...current }) as Parameters<typeof user.patch>[0],
          ctx(req),
        );
        return patched ? patched : reply.status(204).send();
      });
      scope.delete<WithId>('/Users/:id', async (req, reply) => {
        await new SCIMMY.Resources.User(req.params.id).dispose(ctx(req));
        return reply.status(204).send();
      });
    },
    { prefix: SCIM_PATH },
  );
};
