import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { type Clock, fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { type DemoSeed, seedDemo } from '../src/seed/index.ts';
import type { DemoLogin } from '../src/seed/tenancy.ts';
import { createServices } from '../src/services.ts';

/** The moment the test world stands still at, unless a test moves the clock. */
export const TEST_NOW = '2026-11-15T10:00:00+01:00';

/**
 * A fresh database (PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set), migrated and
 * seeded with a small demo, and the real app on top of it, driven with `inject` (no port).
 */
export async function createTestServer(opts: { subscriptions?: number; env?: Record<string, string> } = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let dbUrl: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `connect_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const database = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir: 'memory://' });
  await database.migrate();
  const clock = fixedClock(TEST_NOW);
  const seed = await seedDemo(database.db, { subscriptions: opts.subscriptions ?? 40, clock });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOBS: 'false',
    SEED_DEMO: 'false',
    ...opts.env,
  });
  const services = createServices(config, clock);
  const built = await buildApp({ config, database, services });
  await built.app.ready();

  async function tokenFor(login: DemoLogin | number): Promise<string> {
    const catalogId = typeof login === 'number' ? login : seed.people[login];
    const sid = await createSession(database.db, clock, { catalogId });
    return services.tokens.sign({ sid, sub: String(catalogId) });
  }

  async function gql<T = Record<string, unknown>>(
    token: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, ...(res.json() as object) };
  }

  async function close() {
    await built.shutdown();
    if (adminUrl && dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }

  return { ...built, database, services, config, clock, seed, tokenFor, gql, close };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
export type { Clock, Database, DemoSeed };
