import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createBrowser, get, locationOf } from '../../../../test/login-flow.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { buildApp } from '../../../app.ts';

/** Two cost controllers of a customer of its own, each granted its one account, call the session routes. */
describe('rate limits', () => {
  let s: TestServer;
  const people = { admin: 0, other: 0 };
  beforeAll(async () => {
    s = await createTestServer({ env: { RATE_LIMIT_SESSION_PER_MINUTE: '3' } });
    const db = s.database.db;
    const customer = await buildCustomer(db);
    const account = await buildAccount(db, { customer });
    const roles = [Role.CostControl];
    people.admin = (await buildPerson(db, { customer, roles, access: [account] })).catalogId;
    people.other = (await buildPerson(db, { customer, roles, access: [account] })).catalogId;
  });
  afterAll(() => s.close());

  it('answers 429 RATE_LIMITED past the limit per minute and address, on every session and impersonate route', async () => {
    const token = await s.tokenFor(people.admin);
    const calls: [string, (ip: string) => ReturnType<typeof get>][] = [
      ['session/login', (ip) => get(s, '/api/session/login', null, ip)],
      ['session/authenticate', (ip) => get(s, '/api/session/authenticate?state=x&code=y', null, ip)],
      ['session/info', (ip) => get(s, '/api/session/info', token, ip)],
      [
        'session/refresh',
        (ip) =>
          s.app.inject({
            method: 'POST',
            url: '/api/session/refresh',
            remoteAddress: ip,
            payload: { token },
          }),
      ],
      ['session/logout', (ip) => get(s, '/api/session/logout', null, ip)],
      [
        'impersonate/customertoken',
        (ip) =>
          s.app.inject({
            method: 'POST',
            url: '/api/impersonate/customertoken',
            remoteAddress: ip,
            headers: { authorization: `Bearer ${token}` },
            payload: { impersonate_customer_id: 1, reason: 'Support case' },
          }),
      ],
      [
        'impersonate/usertoken',
        (ip) =>
          s.app.inject({
            method: 'POST',
            url: '/api/impersonate/usertoken',
            remoteAddress: ip,
            headers: { authorization: `Bearer ${token}` },
            payload: { impersonate_customer_id: 1, impersonate_catalog_id: 1, reason: 'Support case' },
          }),
      ],
      ['impersonate/resettoken', (ip) => get(s, '/api/impersonate/resettoken', token, ip)],
    ];
    for (const [name, call] of calls) {
      for (let i = 0; i < 3; i++) expect((await call('10.0.0.1')).statusCode, name).not.toBe(429);
      const limited = await call('10.0.0.1');
      expect(limited.statusCode, name).toBe(429);
      expect(limited.json(), name).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await call('10.0.0.2')).statusCode, `${name} from another address`).not.toBe(429);
    }
  });

  it('counts each session on its own, so people behind one address do not share a budget', async () => {
    const admin = await s.tokenFor(people.admin);
    const other = await s.tokenFor(people.other);
    for (let i = 0; i < 3; i++)
      expect((await get(s, '/api/session/info', admin, '10.0.0.9')).statusCode).toBe(200);
    expect((await get(s, '/api/session/info', admin, '10.0.0.9')).statusCode).toBe(429);
    expect((await get(s, '/api/session/info', other, '10.0.0.9')).statusCode).toBe(200);
  });

  it("limits password attempts on the provider's login page too", async () => {
    const b = createBrowser(s);
    const start = await get(s, '/api/session/login', null, '10.0.0.3');
    const page = await b.request('GET', locationOf(await b.request('GET', start.json().redirect_url)));
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await b.request('POST', action, { login: 'admin', password: 'x' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('holds the documented number across processes: two app instances on one database share the count', async () => {
    // A second server process on the same database, as a rollout with several processes has.
    const second = await buildApp({ config: s.config, database: s.database, services: s.services });
    try {
      // Each call goes to the two processes in turn, from one address.
      const inTurn = (remoteAddress: string) => {
        let calls = 0;
        const inject = ((o: object) =>
          (calls++ % 2 ? second.app : s.app).inject({ ...o, remoteAddress })) as typeof s.app.inject;
        return { ...s, app: { inject } as typeof s.app };
      };
      const statuses: number[] = [];
      const first = inTurn('10.0.0.20');
      for (let i = 0; i < 4; i++) statuses.push((await get(first, '/api/session/login')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);

      // The password attempts of one browser.
      const other = inTurn('10.0.0.21');
      const b = createBrowser(other);
      const start = await get(other, '/api/session/login');
      const page = await b.request('GET', locationOf(await b.request('GET', start.json().redirect_url)));
      const action = /action="([^"]+)"/.exec(page.body)![1]!;
      const attempts: number[] = [];
      for (let i = 0; i < 4; i++)
        attempts.push((await b.request('POST', action, { login: 'admin', password: 'x' })).statusCode);
      expect(attempts).toEqual([401, 401, 401, 429]);
    } finally {
      await second.app.close();
    }
  });
});
