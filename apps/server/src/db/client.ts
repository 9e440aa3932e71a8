import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logLostConnection, type Migrated, migrateChecked, migratePostgres } from './migrate.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repository can run SQL on: the database or a transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs the migrations in db/migrations, the same files on both drivers: on PostgreSQL under an advisory lock, so
   * several processes migrate once; refuses a database a newer version migrated (NewerDatabaseError).
   * `afterwards` runs while the lock is still held: the first start's demo seed, so it is made once too.
   */
  migrate(afterwards?: () => Promise<void>): Promise<Migrated>;
  close(): Promise<void>;
};

const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

// int8 (counts, sums of øre) as numbers and dates as YYYY-MM-DD text, the same on both drivers.
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, (v) => Number(v));
pg.types.setTypeParser(DATE, (v) => v);

/** Told each statement drizzle sends, with its parameters: the bench replays a request's own SQL from it. */
export type QueryListener = (text: string, params: unknown[]) => void;

export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** PGlite only: start from this dump of another database's files (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  onQuery?: QueryListener;
}): Promise<Database> {
  const logger = opts.onQuery ? { logQuery: opts.onQuery } : undefined;
  if (opts.url) {
    // No JIT compilation: the portal's statements take milliseconds to a few hundred, and PostgreSQL compiles a
    // statement whose estimate passes jit_above_cost anew on every run. The users list's amount sorts did (their
    // twelve-month fallback sum counts for every row in the estimate though it runs for almost none): 50 ms of
    // work took 100–370 ms with the compilation (docs/USERS-SCREEN.md).
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options: '-c jit=off' });
    survivesLostConnections(pool);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
    const url = opts.url;
    return {
      db,
      driver: 'postgres',
      migrate: (afterwards) => migratePostgres(url, MIGRATIONS, afterwards),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir && opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(opts.dataDir ?? 'memory://', {
    // pg_trgm serves the devices search (migration 0024 creates it); PostgreSQL ships it in its contrib package.
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    parsers: { [INT8]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // One process owns an embedded database's files, so nothing else migrates it meanwhile.
    migrate: async (afterwards) => {
      const migrated = await migrateChecked(db, MIGRATIONS, () =>
        migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
      );
      await afterwards?.();
      return migrated;
    },
    close: () => client.close(),
  };
}

/**
 * A connection the server ends (pg_terminate_backend, a restart, a failover) emits 'error' on its client. The pool
 * listens on idle clients only: one checked out by a transaction between two statements had nobody listening, and
 * Node ended the whole process on the unhandled 'error' event. Now every client has a listener for its whole life;
 * the statement under way (or the transaction's next one) fails with the connection error, that request answers
 * 503 (connection-errors.ts), and the pool drops the client and opens a new one for the next request.
 */
function survivesLostConnections(pool: pg.Pool) {
  // The pool's own 'error' comes from its idle listener on the client, which the client's listener has logged.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', logLostConnection));
}

/** The PGlite client under a Database, for pg-boss's `fromPglite`; null on PostgreSQL. */
export function pgliteClientOf(database: Database): PGlite | null {
  if (database.driver !== 'pglite') return null;
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** Runs raw SQL and returns its rows, the same shape on both drivers. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
