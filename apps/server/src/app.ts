import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES } from '@connect/shared';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { GRAPHQL_PATH, registerGraphql } from './graphql/endpoint.ts';
import { registerRestChangeAudit } from './http/change-audit.ts';
import { installErrorHandler } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { logError } from './http/log-error.ts';
import type { Authenticated } from './http/principal.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseNulInStrings } from './http/string-inputs.ts';
import { registerWebApp } from './http/web-app.ts';
import { createMetrics } from './metrics/metrics.ts';
import {
  mutationAuditPlugin,
  recordChangeOutcome,
  restChangeAudit,
} from './modules/platform/impersonation-log/mutation-audit.ts';
import { routeModules } from './routes.ts';
import { schema } from './schema.ts';
import type { Services } from './services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Authenticated;
    /** The log entries of a REST change by provider staff on a customer's data (http/principal.ts). */
    providerChangeIds?: number[];
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  services: Services;
  /** Where the log lines go: standard output unless given (tests read them). */
  logStream?: { write(line: string): void };
};

const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole server: GraphQL, REST, the built web app, health, and the draining switch used on shutdown. */
export async function buildApp(deps: AppDeps) {
  const { config, database, services, logStream } = deps;
  // A REST change by provider staff is logged before it runs (http/principal.ts), by the impersonation log.
  registerRestChangeAudit(restChangeAudit);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
      serializers: { err: (error: Error) => logError(error) },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    // Only behind a known load balancer: otherwise any client could set X-Forwarded-For and dodge the rate limits.
    trustProxy: config.TRUST_PROXY,
  });

  let draining = false;
  let inFlight = 0;
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (draining) {
      reply.header('connection', 'close');
      return reply.status(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'The server is shutting down.' });
    }
    inFlight++;
  });
  app.addHook('onResponse', async (req, reply) => {
    if (inFlight > 0) inFlight--;
    if (req.providerChangeIds?.length) {
      const failed = reply.statusCode >= 400 ? [`HTTP_${reply.statusCode}`] : [];
      await recordChangeOutcome(database.db, req.providerChangeIds, failed).catch((err: unknown) =>
        req.log.error({ err }, 'could not record the outcome of a provider change'),
      );
    }
  });

  // Only with METRICS_PORT: then served by a server of its own on that port, never by this one (docs/METRICS.md).
  const metrics = config.METRICS_PORT === undefined ? null : createMetrics(database);
  metrics?.observe(app);

  // Every route, for the authorization matrix test (it fails a route that has no row).
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  });

  installErrorHandler(app);
  refuseNulInStrings(app, GRAPHQL_PATH);
  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(cookie);
  // Counted in the database, so the limits hold across every process on it (http/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 30 } });

  registerHealth(app, database);

  const routeDeps = { db: database.db, config, services };
  registerGraphql(app, routeDeps, { schema, plugins: [mutationAuditPlugin()] });
  for (const register of routeModules) await register(app, routeDeps);

  await registerWebApp(app, config.WEB_DIST ? resolve(config.WEB_DIST) : DEFAULT_WEB_DIST);

  /** Stops taking new requests (503), lets the ones under way finish, then closes the server and the database. */
  async function shutdown() {
    if (draining) return;
    draining = true;
    const deadline = Date.now() + config.SHUTDOWN_GRACE_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await app.close();
    await metrics?.server.close();
    await services.close?.();
    await database.close();
  }

  return { app, metrics, shutdown, isDraining: () => draining, routes };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
