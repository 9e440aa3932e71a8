import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { type Clock, fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { DemoSeed } from '../src/seed/index.ts';
import type { DemoLogin } from '../src/seed/tenancy.ts';
import { createServices } from '../src/services.ts';
import {
  adminQuery,
  seededDatabase,
  TEST_NOW,
  TEST_SUBSCRIPTIONS,
  type TestTemplate,
  withDatabase,
} from './test-database.ts';

export { TEST_NOW };

/** PGlite's template files, read once per test process. */
let templateFiles: Blob | null = null;

/** A copy of the run's template database (test/global-setup.ts): migrated and seeded already. */
async function fromTemplate(
  template: TestTemplate,
  adminUrl: string | undefined,
  name: string,
): Promise<{ database: Database; seed: DemoSeed }> {
  const seed = structuredClone(template.seed);
  if (template.driver === 'postgres' && adminUrl) {
    await adminQuery(adminUrl, `create database ${name} template ${template.database}`);
    return { database: await openDatabase({ url: withDatabase(adminUrl, name) }), seed };
  }
  if (template.driver !== 'pglite')
    throw new Error('The template is on PostgreSQL but TEST_DATABASE_URL is not set.');
  templateFiles ??= new Blob([readFileSync(template.dumpFile)]);
  return { database: await openDatabase({ dataDir: 'memory://', loadDataDir: templateFiles }), seed };
}

/**
 * A fresh database (PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set), migrated and
 * seeded with a small demo, and the real app on top of it, driven with `inject` (no port). The usual size starts
 * from the run's template; another size is migrated and seeded here.
 */
export async function createTestServer(
  opts: {
    subscriptions?: number;
    env?: Record<string, string>;
    logStream?: { write(line: string): void };
  } = {},
) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dbName = `connect_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const subscriptions = opts.subscriptions ?? TEST_SUBSCRIPTIONS;
  const { database, seed } =
    subscriptions === TEST_SUBSCRIPTIONS
      ? await fromTemplate(inject('testTemplate'), adminUrl, dbName)
      : await seededDatabase(adminUrl, dbName, subscriptions);
  const clock = fixedClock(TEST_NOW);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JOBS: 'false',
    SEED_DEMO: 'false',
    ...opts.env,
  });
  const services = createServices(config, clock);
  const built = await buildApp({ config, database, services, logStream: opts.logStream });
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
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
  }

  return { ...built, database, services, config, clock, seed, tokenFor, gql, close };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
export type { Clock, Database, DemoSeed };
