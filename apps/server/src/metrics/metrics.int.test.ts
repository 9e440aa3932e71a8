import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson, buildSubscription } from '../../test/factories/tenancy.ts';
import { createBrowser, formAction, locationOf } from '../../test/login-flow.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createServices } from '../services.ts';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]),
      );
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

/** The value of the one sample with this name and (at least) these labels; 0 when there is none yet. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}

/** Issue 29 §9: Prometheus metrics on METRICS_PORT only. */
describe('metrics', () => {
  let s: TestServer;
  let employee: string;
  beforeAll(async () => {
    s = await createTestServer({ env: { METRICS_PORT: '0' } });
    const customer = await buildCustomer(s.database.db, { services: ['connectequipment'] });
    const account = await buildAccount(s.database.db, { customer });
    const person = await buildPerson(s.database.db, { customer, access: [account] });
    await buildSubscription(s.database.db, { account, person });
    employee = await s.tokenFor(person.catalogId);
  });
  afterAll(() => s.close());

  const scrape = async () => {
    const res = await s.metrics!.server.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parse(res.body);
  };

  it('times GraphQL per root field and REST per route pattern, and counts errors by code', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++)
      expect((await s.gql(employee, 'query Mine { CEOrderLines { ID } }')).data).toBeTruthy();
    const badLimit = await s.gql(employee, 'query { CEOrderLines(limit: 0) { ID } }');
    expect(badLimit.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await s.gql(employee, '{ noSuchField }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await s.gql(null, '{ CEOrderLines { ID } }')).status).toBe(403);
    const info = await s.app.inject({
      url: '/api/session/info',
      headers: { authorization: `Bearer ${employee}` },
    });
    expect(info.statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/no-such-route' })).statusCode).toBe(404);
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    const graphql = 'connect_graphql_operation_duration_seconds_count';
    expect(moved(graphql, { operation: 'CEOrderLines', type: 'query' })).toBe(3);
    expect(moved(graphql, { operation: 'other', type: 'none' })).toBe(2);
    const http = 'connect_http_request_duration_seconds_count';
    expect(moved(http, { route: '/api/graphql', method: 'POST', status_class: '2xx' })).toBe(4);
    expect(moved(http, { route: '/api/graphql', method: 'POST', status_class: '4xx' })).toBe(1);
    expect(moved(http, { route: '/api/session/info', method: 'GET', status_class: '2xx' })).toBe(1);
    expect(moved(http, { route: 'unmatched', method: 'GET', status_class: '4xx' })).toBe(1);
    expect(moved('connect_errors_total', { source: 'graphql', code: 'BAD_USER_INPUT' })).toBe(2);
    expect(moved('connect_errors_total', { source: 'graphql', code: 'UNAUTHENTICATED' })).toBe(1);
    expect(moved('connect_errors_total', { source: 'rest', code: 'HTTP_404' })).toBe(1);
    // The client's operation name ("Mine") is never a label.
    expect(after.some((x) => x.labels.operation === 'Mine')).toBe(false);
  });

  it('counts refused logins on the password form and the session routes', async () => {
    const before = await scrape();
    const b = createBrowser(s);
    const start = await s.app.inject({ url: '/api/session/login' });
    const loginPage = await b.request(
      'GET',
      locationOf(await b.request('GET', start.json<{ redirect_url: string }>().redirect_url)),
    );
    const wrong = await b.request('POST', formAction(loginPage), {
      login: 'ansatt',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    const refresh = await s.app.inject({
      method: 'POST',
      url: '/api/session/refresh',
      payload: { token: 'forged' },
    });
    expect(refresh.statusCode).toBe(401);
    const authenticate = await s.app.inject({ url: '/api/session/authenticate?state=unknown&code=x' });
    expect(authenticate.statusCode).toBe(400);
    const after = await scrape();

    const moved = (labels: Record<string, string>, name = 'connect_login_failures_total') =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved({ via: 'password_form' })).toBe(1);
    expect(moved({ via: 'session_refresh' })).toBe(1);
    expect(moved({ via: 'session_authenticate' })).toBe(1);
    expect(moved({ source: 'rest', code: 'UNAUTHENTICATED' }, 'connect_errors_total')).toBe(1);
    expect(moved({ source: 'rest', code: 'BAD_USER_INPUT' }, 'connect_errors_total')).toBe(1);
  });

  it('reports the database pool and its waits, and the outbox backlog read from the table', async () => {
    const before = await scrape();
    const message = { channel: 'email' as const, recipient: 'ops@example.com', body: 'Hei' };
    await s.database.db
      .insert(outboxMessages)
      .values([
        message,
        message,
        { ...message, status: 'failed', error: 'refused' },
        { ...message, status: 'sent' },
      ]);
    await s.gql(employee, '{ CEOrderLines { ID } }');
    const after = await scrape();

    const outbox = 'connect_outbox_messages';
    const waiting = { channel: 'email', status: 'outbox' };
    const failed = { channel: 'email', status: 'failed' };
    expect(value(after, outbox, waiting) - value(before, outbox, waiting)).toBe(2);
    expect(value(after, outbox, failed) - value(before, outbox, failed)).toBe(1);
    expect(value(after, 'connect_outbox_oldest_seconds', failed)).toBeGreaterThanOrEqual(0);
    expect(value(after, 'connect_db_acquire_seconds_count')).toBeGreaterThan(
      value(before, 'connect_db_acquire_seconds_count'),
    );
    const max = s.database.driver === 'pglite' ? 1 : 10;
    expect(value(after, 'connect_db_connections', { state: 'max' })).toBe(max);
    expect(value(after, 'connect_db_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(value(after, 'connect_db_waiting')).toBe(0);
  });

  it('counts job runs and failures per queue', async () => {
    const before = await scrape();
    await s.metrics!.recordJob('sms-report', async () => {});
    await expect(
      s.metrics!.recordJob('sms-report', async () => {
        throw new Error('the job failed');
      }),
    ).rejects.toThrow('the job failed');
    const after = await scrape();
    const runs = (outcome: string) =>
      value(after, 'connect_job_runs_total', { queue: 'sms-report', outcome }) -
      value(before, 'connect_job_runs_total', { queue: 'sms-report', outcome });
    expect(runs('completed')).toBe(1);
    expect(runs('failed')).toBe(1);
    expect(value(after, 'connect_job_duration_seconds_count', { queue: 'sms-report' })).toBe(2);
  });

  /** The portal's own answer to a metrics path: 404, or the web app's page when it is built, never the metrics. */
  const noMetrics = async (app: TestServer['app']) => {
    expect((await app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    const page = await app.inject({ url: '/metrics' });
    expect(page.statusCode === 404 || /^text\/html/.test(String(page.headers['content-type']))).toBe(true);
    expect(page.body).not.toContain('# TYPE');
  };

  it('serves the metrics on their own port only, and nothing without METRICS_PORT', async () => {
    await noMetrics(s.app);
    const at = await s.metrics!.server.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${at}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE connect_http_request_duration_seconds histogram');

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'false' });
    const without = await buildApp({
      config,
      database: s.database,
      services: createServices(config, s.clock),
    });
    expect(without.metrics).toBeNull();
    await noMetrics(without.app);
    await without.app.close();
  });
});
