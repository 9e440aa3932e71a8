import { ErrorCode } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** How long the health check waits for the database before it answers 503. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `GET /api/health`, the readiness check (docs/OPERATIONS.md): 200 when the database answers `select 1` within
 * HEALTH_DATABASE_TIMEOUT_MS, 503 when it does not (and 503 from app.ts while the process drains on shutdown).
 * Load balancers ask every few seconds, so its requests are logged from `warn` up only: at `info` they would bury
 * the log.
 */
export function registerHealth(app: FastifyInstance, database: Database) {
  app.get('/api/health', { logLevel: 'warn' }, async (req, reply) => {
    try {
      await within(database.db.execute(sql`select 1`), HEALTH_DATABASE_TIMEOUT_MS);
      return { status: 'ok', driver: database.driver };
    } catch (err) {
      req.log.warn({ err }, 'health check: the database does not answer');
      return reply.status(503).send({
        status: 'unavailable',
        driver: database.driver,
        code: ErrorCode.Unavailable,
        message: 'The database does not answer.',
      });
    }
  });
}
