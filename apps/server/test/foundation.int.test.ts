import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { startProcess } from './server-process.ts';
import { POSTGRES_RUN } from './test-database.ts';
import { createTestServer, type TestServer } from './test-server.ts';

describe.skipIf(POSTGRES_RUN)('start and stop', () => {
  it('a bad environment value stops the start with a clear message', async () => {
    const p = startProcess({ PORT: 'eighty', DATA_DIR: 'memory://' });
    p.ready.catch(() => {});
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('Invalid configuration');
    expect(p.output()).toContain('PORT="eighty"');
  });

  it('starts on an empty data folder with demo data, and SIGTERM stops it cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'connect-start-'));
    try {
      const p = startProcess({ PORT: '0', DATA_DIR: dir });
      const url = await p.ready;
      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', driver: 'pglite' });
      expect(p.output()).toContain('Seeded demo data');
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);

      const again = startProcess({ PORT: '0', DATA_DIR: dir });
      await again.ready;
      expect(again.output()).not.toContain('Seeded demo data');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(POSTGRES_RUN)('production start', () => {
  const own = {
    NODE_ENV: 'production',
    TOKEN_SECRET: 'a-production-token-secret-of-32-characters',
    INGEST_API_KEY: 'billing-ingest-key-0123456789',
    WEBSHOP_SECRET: 'webshop-shared-secret-0123456789',
    NETWORK_INGEST_KEY: 'network-sighting-key-0123456789',
    PROVISIONING_API_KEY: 'operator-provisioning-key-0123456789',
  };

  it('refuses to start without its own secrets, and says what to set', async () => {
    const p = startProcess({ NODE_ENV: 'production', PORT: '0', DATA_DIR: 'memory://' });
    p.ready.catch(() => {});
    expect(await p.exited).toBe(1);
    for (const name of [
      'TOKEN_SECRET',
      'INGEST_API_KEY',
      'WEBSHOP_SECRET',
      'NETWORK_INGEST_KEY',
      'PROVISIONING_API_KEY',
    ])
      expect(p.output()).toContain(`${name}: required when NODE_ENV=production`);
    expect(p.output()).toContain('openssl rand -hex 32');
  });

  it('refuses the public demo ingest key in its environment', async () => {
    const p = startProcess({
      ...own,
      INGEST_API_KEY: 'connect-demo-ingest-key',
      PORT: '0',
      DATA_DIR: 'memory://',
    });
    p.ready.catch(() => {});
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('INGEST_API_KEY: the public demo value is refused');
  });

  it('starts on an empty database without the demo people, and takes only its own ingest key', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'connect-production-'));
    try {
      const p = startProcess({ ...own, PORT: '0', DATA_DIR: dir, JOBS: 'false' });
      const url = await p.ready;
      expect(p.output()).not.toContain('Seeded demo data');
      expect(p.output()).toContain('SEED_DEMO=true');
      const ingest = (key: string) =>
        fetch(`${url}/api/usage/lines`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ lines: [] }),
        });
      expect((await ingest('connect-demo-ingest-key')).status).toBe(401);
      expect((await ingest(own.INGEST_API_KEY)).status).toBe(400); // past the key: the empty batch is refused
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);

      const database = await openDatabase({ dataDir: dir });
      const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from people`);
      await database.close();
      expect(row!.n).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('graceful shutdown', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });

  it('lets a request under way finish and answers new ones 503', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // A request that is still being answered when shutdown starts: the health check, held on a slow database.
    const db = s.database.db;
    const original = db.execute.bind(db);
    let held = false;
    (db as { execute: typeof db.execute }).execute = (async (q: Parameters<typeof db.execute>[0]) => {
      if (!held) {
        held = true;
        await gate;
      }
      return original(q);
    }) as typeof db.execute;

    const slow = s.app.inject({ method: 'GET', url: '/api/health' });
    await new Promise((r) => setTimeout(r, 50));
    const stopping = s.shutdown();
    await new Promise((r) => setTimeout(r, 50));
    expect(s.isDraining()).toBe(true);
    const refused = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    release();
    expect((await slow).statusCode).toBe(200);
    await stopping;
  });
});

describe('query limits', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({
      env: { GRAPHQL_MAX_DEPTH: '2', GRAPHQL_MAX_COST: '40', GRAPHQL_MAX_ALIASES: '3' },
    });
  });
  afterAll(() => s.close());

  it('rejects a query that is too deep', async () => {
    const res = await s.gql(await s.tokenFor('admin'), '{ accounts { billingGroups { name } } }');
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
    expect(res.data).toBeUndefined();
  });

  it('rejects a query that costs too much', async () => {
    const fields = Array.from({ length: 30 }, () => 'ID name parentAccountID').join(' ');
    const res = await s.gql(await s.tokenFor('admin'), `{ accounts { ${fields} } }`);
    expect(res.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('rejects too many aliases', async () => {
    const res = await s.gql(
      await s.tokenFor('admin'),
      '{ a: getEnabledServices b: getEnabledServices c: getEnabledServices d: getEnabledServices e: getEnabledServices }',
    );
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('answers within the limits', async () => {
    const res = await s.gql(await s.tokenFor('admin'), '{ accounts { ID name } }');
    expect(res.errors).toBeUndefined();
  });
});
