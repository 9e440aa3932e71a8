import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_DATABASE_TIMEOUT_MS } from '../src/http/health.ts';
import { createTestServer, type TestServer } from './test-server.ts';

/** `/api/health` is the readiness check (docs/OPERATIONS.md): it asks the database, and is not logged at info. */
describe('the health check', () => {
  let s: TestServer;
  const lines: { level: number; msg: string; req?: { url: string }; err?: { message: string } }[] = [];
  beforeAll(async () => {
    s = await createTestServer({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => s.close());

  /** Makes the database's next queries fail or hang, for the length of `during`. */
  async function withDatabase(answer: () => Promise<never>, during: () => Promise<void>) {
    const db = s.database.db;
    const original = db.execute;
    (db as { execute: unknown }).execute = answer;
    try {
      await during();
    } finally {
      (db as { execute: unknown }).execute = original;
    }
  }

  it('answers 200 when the database answers, and writes no log line at info for it', async () => {
    lines.length = 0;
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', driver: s.database.driver });
    // Another request is logged at info, so the log is on.
    await s.app.inject({ method: 'GET', url: '/api/session/info' });
    expect(lines.some((l) => l.req?.url === '/api/session/info' && l.msg === 'incoming request')).toBe(true);
    expect(lines.filter((l) => JSON.stringify(l).includes('/api/health'))).toEqual([]);
  });

  it('answers 503 when the database fails, and logs that as a warning', async () => {
    lines.length = 0;
    await withDatabase(
      () => Promise.reject(new Error('Connection terminated unexpectedly')),
      async () => {
        const res = await s.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ status: 'unavailable', code: 'SERVICE_UNAVAILABLE' });
      },
    );
    const warning = lines.find((l) => l.msg === 'health check: the database does not answer');
    expect(warning?.level).toBe(40);
    expect(warning?.err?.message).toBe('Connection terminated unexpectedly');
  });

  it(`answers 503 when the database does not answer within ${HEALTH_DATABASE_TIMEOUT_MS} ms`, async () => {
    await withDatabase(
      () => new Promise<never>(() => {}),
      async () => {
        const started = Date.now();
        const res = await s.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(503);
        expect(Date.now() - started).toBeGreaterThanOrEqual(HEALTH_DATABASE_TIMEOUT_MS - 50);
      },
    );
    expect((await s.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
