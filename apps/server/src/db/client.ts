import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repository can run SQL on: the database or a transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the migrations in db/migrations; the same files on both drivers. */
  migrate(): Promise<void>;
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
    // An idle connection the server ends (a restart, a dropped test database) must not crash the process.
    pool.on('error', (e) => console.error('database connection error:', e.message));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS }),
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
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
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
