import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { type Database, pgliteClientOf } from '../db/client.ts';

/** The connections of the portal's own database client at one moment; `waiting` are callers queued for one. */
export type PoolUse = { total: number; idle: number; max: number; waiting: number };

/**
 * Measures how long each caller waits for the database and reports the pool's use, without changing
 * db/client.ts: on PostgreSQL the pg Pool's counts, and its `connect` timed (drizzle's queries and transactions
 * and pg's own `pool.query` all take a connection through it); on PGlite, which runs one statement or transaction
 * at a time, the calls queued behind the one running, timed from the call to its turn. pg-boss's own connections
 * (a pool of its own on PostgreSQL) are not in these figures.
 */
export function instrumentDatabase(
  database: Database,
  observeWait: (seconds: number) => void,
): () => PoolUse {
  const pglite = pgliteClientOf(database);
  if (pglite) {
    let pending = 0;
    const run = pglite._runExclusiveTransaction.bind(pglite);
    pglite._runExclusiveTransaction = <T>(fn: () => Promise<T>) => {
      pending++;
      const asked = performance.now();
      return run(() => {
        observeWait((performance.now() - asked) / 1000);
        return fn();
      }).finally(() => {
        pending--;
      });
    };
    return () => ({ total: 1, idle: pending === 0 ? 1 : 0, max: 1, waiting: Math.max(0, pending - 1) });
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connect = pool.connect.bind(pool) as (
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: (err: Error | undefined, client: unknown, done: () => void) => void) => {
    const asked = performance.now();
    const got = () => observeWait((performance.now() - asked) / 1000);
    if (callback) {
      return connect((err, client, done) => {
        got();
        callback(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      got();
      return client;
    });
  }) as typeof pool.connect;
  return () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    max: pool.options.max ?? 10,
    waiting: pool.waitingCount,
  });
}
