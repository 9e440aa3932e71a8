import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { GRAPHQL_PATH } from '../graphql/endpoint.ts';
import { instrumentDatabase } from './database-metrics.ts';
import { readOutboxBacklog } from './outbox-backlog.ts';
import { errorCodeLabel, graphqlOperationLabel, statusClass } from './request-labels.ts';

/** Seconds: from a cached 1 ms answer to a 10 s report. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WAIT_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900];

/** The login routes whose refusals are login failures: the provider's password form, the code exchange, a refresh. */
const LOGIN_ROUTES: Record<string, string> = {
  '/oidc/interaction/:uid/login': 'password_form',
  '/api/session/authenticate': 'session_authenticate',
  '/api/session/refresh': 'session_refresh',
};
const LOGIN_REFUSALS = new Set([400, 401, 403]);

declare module 'fastify' {
  interface FastifyRequest {
    /** The AppError code a REST request failed with (the metrics count errors by it). */
    appErrorCode?: string;
  }
}

/**
 * The Prometheus metrics of one server process (docs/METRICS.md lists them): a registry of its own, the hooks that
 * fill it on every request, and the small Fastify server that serves it on METRICS_PORT only. Built only when
 * METRICS_PORT is set; otherwise nothing of this runs and nothing is served.
 */
export function createMetrics(database: Database) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'connect_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern (unmatched: no route), method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const graphqlDuration = new Histogram({
    name: 'connect_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL request, by its first root field (other: no valid document) and operation type.',
    labelNames: ['operation', 'type'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const errors = new Counter({
    name: 'connect_errors_total',
    help: 'Errors answered: GraphQL errors by extensions.code, REST answers >= 400 by AppError code or HTTP_<status>.',
    labelNames: ['source', 'code'] as const,
    registers,
  });
  const loginFailures = new Counter({
    name: 'connect_login_failures_total',
    help: 'Refused logins: a wrong password on the built-in login form, a refused code exchange or token refresh.',
    labelNames: ['via'] as const,
    registers,
  });
  const dbWait = new Histogram({
    name: 'connect_db_acquire_seconds',
    help: 'Time a caller waited for a database connection (PGlite: for its turn on the one connection).',
    buckets: WAIT_BUCKETS,
    registers,
  });
  const poolUse = instrumentDatabase(database, (seconds) => dbWait.observe(seconds));
  new Gauge({
    name: 'connect_db_connections',
    help: "The portal's database connections: total open, idle, and the pool's maximum.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
    },
  });
  new Gauge({
    name: 'connect_db_waiting',
    help: 'Callers waiting for a database connection now.',
    registers,
    collect() {
      this.set(poolUse().waiting);
    },
  });
  const jobRuns = new Counter({
    name: 'connect_job_runs_total',
    help: 'Scheduled job runs in this process, by queue and outcome (completed, failed).',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'connect_job_duration_seconds',
    help: 'Time a scheduled job ran, by queue.',
    labelNames: ['queue'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  readOutboxBacklog(database.db, registers);

  /** Called for every answered request (app.ts's onResponse): a few label lookups and map updates. */
  function recordRequest(req: FastifyRequest, reply: FastifyReply) {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    httpDuration.observe({ route, method: req.method, status_class: statusClass(status) }, seconds);
    if (route === GRAPHQL_PATH) {
      const body = req.body as { operationName?: unknown } | undefined;
      graphqlDuration.observe(graphqlOperationLabel(req.graphqlDocument, body?.operationName), seconds);
      for (const e of req.graphqlErrors ?? [])
        errors.inc({ source: 'graphql', code: errorCodeLabel(e.extensions?.code) });
    } else if (status >= 400) {
      errors.inc({ source: 'rest', code: req.appErrorCode ?? `HTTP_${status}` });
    }
    const via = LOGIN_ROUTES[route];
    if (via && LOGIN_REFUSALS.has(status)) loginFailures.inc({ via });
  }

  /** Runs a scheduled job and counts it (jobs/boss.ts). */
  async function recordJob(queue: string, run: () => Promise<void>) {
    const started = performance.now();
    try {
      await run();
      jobRuns.inc({ queue, outcome: 'completed' });
    } catch (e) {
      jobRuns.inc({ queue, outcome: 'failed' });
      throw e;
    } finally {
      jobDuration.observe({ queue }, (performance.now() - started) / 1000);
    }
  }

  const server: FastifyInstance = Fastify({ logger: false });
  server.get('/metrics', async (_req, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );

  /** Registers the request hooks on the portal's app. */
  function observe(app: FastifyInstance) {
    app.addHook('onError', async (req, _reply, error) => {
      if (error instanceof AppError) req.appErrorCode = error.code;
    });
    app.addHook('onResponse', (req, reply, done) => {
      recordRequest(req, reply);
      done();
    });
  }

  return { registry, server, observe, recordJob };
}

export type Metrics = ReturnType<typeof createMetrics>;
