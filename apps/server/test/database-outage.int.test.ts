import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.ts';
import { systemClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, queryRows } from '../src/db/client.ts';
import { createServices } from '../src/services.ts';
import { type ServerProcess, startProcess, stopProcess } from './server-process.ts';
import { adminQuery, seededDatabase, withDatabase } from './test-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const SAVE = `mutation($a: Int!, $i: [DeviceUpdateInput!]!) { updateDevices(accountID: $a, inputs: $i) { ID } }`;
const READ = `query($a: Int!) { devices(accountID: $a, limit: 50) { totalCount devices { ID description } } }`;
type Answer = { status: number; code?: string };

/**
 * Issue 29 §1: PostgreSQL ends the server's connections (pg_terminate_backend: what a restart or a failover does)
 * while two server processes save devices in bulk, read, and run a job. Before, an 'error' event of a connection
 * checked out by a transaction had no listener, and both processes died of it.
 */
describe.runIf(adminUrl)('database connections terminated under two server processes', () => {
  const name = `connect_outage_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  let database: Database;
  let servers: { p: ServerProcess; url: string }[] = [];
  let token: string;
  let account: number;
  let deviceIds: number[];
  let admin: pg.Client;

  beforeAll(async () => {
    const seeded = await seededDatabase(adminUrl, name, 20);
    database = seeded.database;
    account = seeded.seed.accounts.main;
    const sid = await createSession(database.db, systemClock, { catalogId: seeded.seed.people.admin });
    token = await createServices(loadConfig({}), systemClock).tokens.sign({
      sid,
      sub: String(seeded.seed.people.admin),
    });
    deviceIds = (
      await queryRows<{ id: number }>(
        database.db,
        sql`select id from devices where account_id = ${account} limit 20`,
      )
    ).map((r) => r.id);
    const env = { DATABASE_URL: withDatabase(adminUrl!, name), PORT: '0', HOST: '127.0.0.1', JOBS: 'true' };
    const started = [startProcess(env), startProcess(env)];
    servers = await Promise.all(started.map(async (p) => ({ p, url: await p.ready })));
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopProcess(s.p)));
    await admin?.end();
    await database?.close();
    await adminQuery(adminUrl!, `drop database if exists ${name} with (force)`);
  }, 180_000);

  async function gql(url: string, query: string, variables: object): Promise<Answer> {
    const res = await fetch(`${url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    // A GraphQL answer's errors, or the REST error shape of a failure before GraphQL ran (the session check).
    const body = (await res.json()) as { code?: string; errors?: { extensions?: { code?: string } }[] };
    return { status: res.status, code: body.code ?? body.errors?.[0]?.extensions?.code };
  }
  const save = (url: string, comment: string) =>
    gql(url, SAVE, { a: account, i: deviceIds.map((id) => ({ id, comment })) });
  const read = (url: string) => gql(url, READ, { a: account });

  /**
   * Ends connections to the test database (this test's own is on the admin database): every one, or those inside
   * a transaction between two statements, where a checked-out client has no query to report the error to.
   */
  async function terminate(which: 'all' | 'in a transaction'): Promise<number> {
    const r = await admin.query(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1
       ${which === 'all' ? '' : "and state = 'idle in transaction'"}`,
      [name],
    );
    return r.rows[0].n;
  }

  it('fails the requests that lost their connection with 503, and both processes answer afterwards', async () => {
    expect(deviceIds.length).toBeGreaterThan(2);
    const during = await sendJob();

    const answers: Answer[] = [];
    let busy = true;
    // Three clients on each process, each saving and reading in turn.
    const load = [...servers, ...servers, ...servers].map(async ({ url }, n) => {
      for (let i = 0; busy; i++) {
        answers.push(await save(url, `outage ${n}-${i}`).catch(() => ({ status: 0 })));
        answers.push(await read(url).catch(() => ({ status: 0 })));
      }
    });
    let terminated = 0;
    for (let round = 0; round < 150; round++) {
      await new Promise((r) => setTimeout(r, 20));
      terminated += await terminate(round % 15 === 14 ? 'all' : 'in a transaction');
    }
    busy = false;
    await Promise.all(load);

    expect(terminated).toBeGreaterThan(0);
    console.log(
      `${terminated} connections terminated; ${answers.length} answers, ${answers.filter((a) => a.status === 503).length} of them 503`,
    );
    for (const s of servers) expect(s.p.child.exitCode, s.p.output()).toBeNull();
    // Each answer is a success or a 503 that says what happened; never a dropped connection (0) or a 500.
    for (const a of answers) {
      expect([200, 503]).toContain(a.status);
      if (a.status === 503) expect(a.code).toBe('SERVICE_UNAVAILABLE');
      else expect(a.code).toBeUndefined();
    }
    // The next requests get new connections.
    for (const { url } of servers) {
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      expect(await save(url, 'after the outage')).toEqual({ status: 200, code: undefined });
      expect(await read(url)).toEqual({ status: 200, code: undefined });
    }
    // A job sent while the connections went down still runs, as does one sent after. One whose run lost its
    // connection fails and waits for its retry (1 to 2 minutes, jobs/boss.ts): its retry is made due now.
    const after = await sendJob();
    await expect
      .poll(() => jobStates([during, after]), { timeout: 60_000, interval: 500 })
      .toEqual([expect.stringMatching(/^(completed|retry)$/), 'completed']);
    await database.db.execute(
      sql`update pgboss.job set start_after = now() where id = ${during} and state = 'retry'`,
    );
    await expect
      .poll(() => jobStates([during, after]), { timeout: 60_000, interval: 500 })
      .toEqual(['completed', 'completed']);
  }, 120_000);

  /** Sends the dashboard compaction job now, as its schedule would: one of the two processes runs it. */
  async function sendJob(): Promise<string> {
    const boss = new PgBoss({
      connectionString: withDatabase(adminUrl!, name),
      schema: 'pgboss',
      supervise: false,
    });
    boss.on('error', () => {});
    await boss.start();
    const id = await boss.send('dashboard-rollup-compaction', {});
    await boss.stop({ graceful: false });
    if (!id) throw new Error('pg-boss did not take the job');
    return id;
  }

  async function jobStates(ids: string[]): Promise<string[]> {
    const r = await queryRows<{ id: string; state: string }>(
      database.db,
      sql`select id, state from pgboss.job where id in (${sql.join(ids, sql`, `)})`,
    );
    return ids.map((id) => r.find((j) => j.id === id)?.state ?? 'missing');
  }
});
