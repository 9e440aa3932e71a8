import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fixedClock } from '../src/clock.ts';
import { type Database, openDatabase, pgliteClientOf } from '../src/db/client.ts';
import { type DemoSeed, seedDemo } from '../src/seed/index.ts';

/** The moment the test world stands still at, unless a test moves the clock. */
export const TEST_NOW = '2026-11-15T10:00:00+01:00';
/**
 * True on the server tests' run against PostgreSQL (`npm test -- --postgres URL`, TEST_DATABASE_URL). A test that
 * opens an embedded database of its own or starts the server or a command on a data folder runs on PGlite on either
 * run, so it is skipped on this one (`describe.skipIf(POSTGRES_RUN)`): there it would repeat the PGlite run's work
 * and test nothing of PostgreSQL.
 */
export const POSTGRES_RUN = Boolean(process.env.TEST_DATABASE_URL);

/** The size of the demo world most server tests start from. */
export const TEST_SUBSCRIPTIONS = 40;

/**
 * The migrated and seeded database every test server starts from, made once per run (test/global-setup.ts):
 * PGlite copies its files from a dump, PostgreSQL copies a template database. Migrating and seeding took most of
 * each test file's start.
 */
export type TestTemplate =
  | { driver: 'pglite'; dumpFile: string; seed: DemoSeed }
  | { driver: 'postgres'; database: string; seed: DemoSeed };

/** A PostgreSQL URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server's admin database (create and drop database cannot run in a transaction). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new, migrated and seeded database: on PostgreSQL a new database of that name, else PGlite in memory. */
export async function seededDatabase(
  adminUrl: string | undefined,
  name: string,
  subscriptions: number,
): Promise<{ database: Database; seed: DemoSeed }> {
  if (adminUrl) await adminQuery(adminUrl, `create database ${name}`);
  const database = await openDatabase(
    adminUrl ? { url: withDatabase(adminUrl, name) } : { dataDir: 'memory://' },
  );
  await database.migrate();
  const seed = await seedDemo(database.db, { subscriptions, clock: fixedClock(TEST_NOW) });
  return { database, seed };
}

export async function makeTemplate(adminUrl: string | undefined): Promise<TestTemplate> {
  const name = `connect_template_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const { database, seed } = await seededDatabase(adminUrl, name, TEST_SUBSCRIPTIONS);
  try {
    if (adminUrl) return { driver: 'postgres', database: name, seed };
    const dump = await pgliteClientOf(database)!.dumpDataDir('none');
    const dumpFile = join(tmpdir(), `${name}.tar`);
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { driver: 'pglite', dumpFile, seed };
  } finally {
    await database.close();
  }
}
