import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The advisory lock every process of every version takes before it migrates (or installs pg-boss): the first
 * migrates, the others wait and then find nothing left to do. Two processes started together on an empty database
 * otherwise both created the tables, and one died on a duplicate key in pg_class.
 */
export const SCHEMA_LOCK = '7318462905113';

type Journal = { entries: { tag: string; when: number }[] };
type Runner = { execute(query: SQL): Promise<unknown> };

export function logLostConnection(e: Error) {
  console.error(`database connection lost: ${e.message}`);
}

/** The migrations this version carries, oldest first, as drizzle-kit's journal lists them. */
function knownMigrations(folder: string): Journal['entries'] {
  return (JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal).entries;
}

async function rowsOf<T>(db: Runner, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** A start on a database that a newer version has migrated: this version would misread its tables. */
export class NewerDatabaseError extends Error {}

/**
 * Refuses a database whose newest applied migration this version does not know (drizzle's migrator would skip
 * everything and start on a schema it was not written for). The message names both: the database's migration
 * (its name as the newer version recorded it, else its time) and the newest one this version knows.
 */
async function refuseNewerDatabase(db: Runner, folder: string): Promise<void> {
  if (!(await hasMigrationsTable(db))) return;
  const [latest] = await rowsOf<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const known = knownMigrations(folder).at(-1)!;
  if (!latest || Number(latest.created_at) <= known.when) return;
  const [recorded] = await rowsOf<{ tag: string }>(
    db,
    sql`select tag from drizzle.connect_migrations where created_at = ${Number(latest.created_at)}`,
  ).catch(() => []);
  const theirs = recorded?.tag ?? `one written ${new Date(Number(latest.created_at)).toISOString()}`;
  throw new NewerDatabaseError(
    `The database was migrated by a newer version of Connect (migration ${theirs}); this version knows ` +
      `migrations up to ${known.tag}. Start the newer version, or restore the backup taken before the upgrade ` +
      '(docs/OPERATIONS-DATABASE.md).',
  );
}

async function hasMigrationsTable(db: Runner): Promise<boolean> {
  const [table] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  return table?.found ?? false;
}

async function appliedCount(db: Runner): Promise<number> {
  if (!(await hasMigrationsTable(db))) return 0;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/** What a migration run did: the newest migration the database now has, and how many it applied. */
export type Migrated = { latest: string; count: number };

/**
 * Applies the migrations (`apply`: drizzle's migrator of the driver) after refusing a newer database, and records
 * their names. The caller makes sure nobody else migrates meanwhile (the schema lock, or PGlite's one process).
 */
export async function migrateChecked(
  db: Runner,
  folder: string,
  apply: () => Promise<void>,
): Promise<Migrated> {
  await refuseNewerDatabase(db, folder);
  const before = await appliedCount(db);
  await apply();
  await recordMigrationNames(db, folder);
  return { latest: knownMigrations(folder).at(-1)!.tag, count: (await appliedCount(db)) - before };
}

/** Records the names of the applied migrations, so an older version's refusal can name the newer one. */
async function recordMigrationNames(db: Runner, folder: string): Promise<void> {
  await db.execute(sql`create table if not exists drizzle.connect_migrations (
    created_at bigint primary key, tag text not null)`);
  const rows = knownMigrations(folder).map((m) => sql`(${m.when}::bigint, ${m.tag})`);
  await db.execute(
    sql`insert into drizzle.connect_migrations (created_at, tag) values ${sql.join(rows, sql`, `)}
        on conflict (created_at) do nothing`,
  );
}

/**
 * Runs `work` on a connection of its own while holding the schema lock (a session lock: it ends with the
 * connection, also when the process dies). Waits as long as another process holds it.
 */
export async function withSchemaLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, options: '-c jit=off' });
  client.on('error', logLostConnection);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [SCHEMA_LOCK]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Migrates a PostgreSQL database once across processes: under the schema lock, after the newer-version check. */
export function migratePostgres(
  url: string,
  folder: string,
  afterwards?: () => Promise<void>,
): Promise<Migrated> {
  return withSchemaLock(url, async (client) => {
    const db = drizzle({ client });
    const migrated = await migrateChecked(db, folder, () => migrate(db, { migrationsFolder: folder }));
    await afterwards?.();
    return migrated;
  });
}
