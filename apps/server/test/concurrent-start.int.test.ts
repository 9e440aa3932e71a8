import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess, stopProcess } from './server-process.ts';
import { adminQuery, withDatabase } from './test-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const SERVER_DIR = resolve(import.meta.dirname, '..');
const journal = JSON.parse(
  readFileSync(resolve(SERVER_DIR, 'src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string; when: number }[] };
const newest = journal.entries.at(-1)!;

/** Issue 29 §4: several processes on one PostgreSQL database, and the migrations they run at start. */
describe.runIf(adminUrl)('server processes on one fresh PostgreSQL database', () => {
  const name = `connect_start_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const url = withDatabase(adminUrl ?? 'postgres://x/y', name);
  const run = promisify(execFile);
  afterAll(() => adminQuery(adminUrl!, `drop database if exists ${name} with (force)`), 60_000);

  async function query<T>(text: string): Promise<T[]> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(text)).rows as T[];
    } finally {
      await c.end();
    }
  }

  it('two processes started together both come up; one migrated and seeded, once', async () => {
    await adminQuery(adminUrl!, `create database ${name}`);
    const env = { DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'true', JOBS: 'true' };
    const both = [startProcess(env), startProcess(env)];
    try {
      const urls = await Promise.all(both.map((p) => p.ready));
      for (const u of urls) expect((await fetch(`${u}/api/health`)).status).toBe(200);
      const [migrations] = await query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations!.n).toBe(journal.entries.length);
      // One of the demo's customers: a second seed would have added it again.
      const [customers] = await query<{ n: number }>(
        "select count(*)::int as n from customers where name = 'Nordlys Bygg AS'",
      );
      expect(customers!.n).toBe(1);
    } finally {
      await Promise.all(both.map(stopProcess));
    }
  }, 240_000);

  it('`npm run migrate` applies nothing on a migrated database and says up to which migration', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, DATABASE_URL: url },
    });
    expect(stdout).toContain(`migrated up to ${newest.tag} (nothing to apply)`);
  }, 180_000);

  it('a process refuses to start on a database migrated by a newer version, naming both', async () => {
    const when = newest.when + 86_400_000;
    await query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', ${when})`,
    );
    await query(
      `insert into drizzle.connect_migrations (created_at, tag) values (${when}, '9999_from-the-future')`,
    );
    const p = startProcess({ DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain(
      `The database was migrated by a newer version of Connect (migration 9999_from-the-future); this version knows migrations up to ${newest.tag}.`,
    );
  }, 120_000);
});
