import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginThroughProvider } from '../../../../test/login-flow.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

type AuditRow = {
  action: string;
  actor_catalog_id: number;
  subject_customer_id: number;
  subject_catalog_id: number | null;
};

const REASON = 'The customer asked for help on the phone';

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('impersonation', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());
  beforeEach(() => s.clock.set(TEST_NOW));

  const post = (url: string, token: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const customerToken = (token: string, customerId: number) =>
    post('/api/impersonate/customertoken', token, { impersonate_customer_id: customerId, reason: REASON });
  const userToken = (token: string, customerId: number, catalogId: number) =>
    post('/api/impersonate/usertoken', token, {
      impersonate_customer_id: customerId,
      impersonate_catalog_id: catalogId,
      reason: REASON,
    });
  const reset = (token: string) =>
    s.app.inject({
      method: 'GET',
      url: '/api/impersonate/resettoken',
      headers: { authorization: `Bearer ${token}` },
    });
  const info = async (token: string) =>
    s.app.inject({ method: 'GET', url: '/api/session/info', headers: { authorization: `Bearer ${token}` } });
  const accountIds = async (token: string) => {
    const res = await s.gql<{ accounts: { ID: number }[] }>(token, '{ accounts { ID } }');
    expect(res.errors).toBeUndefined();
    return res.data!.accounts.map((a) => a.ID).sort((a, b) => a - b);
  };
  const audit = () =>
    queryRows<AuditRow>(
      s.database.db,
      sql`select action, actor_catalog_id, subject_customer_id, subject_catalog_id from audit_log order by id`,
    );

  it('is refused (403) to people without the impersonation feature, and nothing is logged', async () => {
    const before = (await audit()).length;
    for (const who of ['admin', 'costControl', 'employee', 'otherAdmin'] as const) {
      const token = await s.tokenFor(who);
      const byCustomer = await customerToken(token, s.seed.customerId);
      expect(byCustomer.statusCode, who).toBe(403);
      expect(byCustomer.json(), who).toMatchObject({ code: 'FORBIDDEN' });
      const byUser = await userToken(token, s.seed.customerId, s.seed.people.employee);
      expect(byUser.statusCode, who).toBe(403);
    }
    expect((await audit()).length).toBe(before);
  });

  it('is refused to a customer person who holds the roles but is not provider staff', async () => {
    await s.database.db.execute(
      sql`insert into person_roles (catalog_id, role) values (${s.seed.people.otherAdmin}, 'Impersonation')`,
    );
    try {
      const res = await customerToken(await s.tokenFor('otherAdmin'), s.seed.customerId);
      expect(res.statusCode).toBe(403);
    } finally {
      await s.database.db.execute(
        sql`delete from person_roles where catalog_id = ${s.seed.people.otherAdmin} and role = 'Impersonation'`,
      );
    }
  });

  it('as a customer admin: the token carries the provider person acting, and sees only that customer', async () => {
    const providerToken = await loginThroughProvider(s, 'provider');
    const res = await customerToken(providerToken, s.seed.customerId);
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    expect(payloadOf(token)).toMatchObject({
      sub: String(s.seed.people.provider),
      act: { sub: String(s.seed.people.provider) },
    });

    expect((await info(token)).json()).toMatchObject({
      catalogId: s.seed.people.provider,
      name: 'Per Leverandør',
      customerId: s.seed.customerId,
      customerName: 'Nordlys Bygg AS',
      roles: ['CostControl', 'ConnectEquipmentOverview'],
      services: ['connectequipment'],
      flags: { hasAccessToAccountSelector: true, hasAccessToWebshopAccountSelector: true },
      impersonation: {
        kind: 'customer',
        actingCatalogId: s.seed.people.provider,
        actingName: 'Per Leverandør',
        customerName: 'Nordlys Bygg AS',
        personName: null,
      },
    });
    expect(await accountIds(token)).toEqual(
      [s.seed.accounts.main, s.seed.accounts.west, s.seed.accounts.bergen].sort((a, b) => a - b),
    );
    // The provider's own token still sees every account (ConnectGlobalAdmin).
    expect(await accountIds(providerToken)).toContain(s.seed.accounts.other);

    const other = (await customerToken(providerToken, s.seed.otherCustomerId)).json<{ token: string }>()
      .token;
    expect(await accountIds(other)).toEqual([s.seed.accounts.other]);
  });

  it('as a customer user: the session is that person, with the provider person acting', async () => {
    const providerToken = await s.tokenFor('provider');
    const res = await userToken(providerToken, s.seed.customerId, s.seed.people.costControl);
    expect(res.statusCode).toBe(200);
    const token = res.json<{ token: string }>().token;
    expect(payloadOf(token)).toMatchObject({
      sub: String(s.seed.people.costControl),
      act: { sub: String(s.seed.people.provider) },
    });
    expect((await info(token)).json()).toMatchObject({
      catalogId: s.seed.people.costControl,
      name: 'Kåre Kostnadsen',
      roles: ['CostControl'],
      customerName: 'Nordlys Bygg AS',
      impersonation: {
        kind: 'user',
        actingCatalogId: s.seed.people.provider,
        actingName: 'Per Leverandør',
        customerName: 'Nordlys Bygg AS',
        personName: 'Kåre Kostnadsen',
      },
    });
    expect(await accountIds(token)).toEqual([s.seed.accounts.main]);

    const employee = (await userToken(providerToken, s.seed.customerId, s.seed.people.employee)).json<{
      token: string;
    }>().token;
    const denied = await s.gql(employee, '{ accounts { ID } }');
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers 404 for a person of another customer, the provider itself or an unknown customer', async () => {
    const providerToken = await s.tokenFor('provider');
    expect((await userToken(providerToken, s.seed.customerId, s.seed.people.otherAdmin)).statusCode).toBe(
      404,
    );
    expect(
      (await userToken(providerToken, s.seed.providerCustomerId, s.seed.people.provider)).statusCode,
    ).toBe(404);
    expect((await customerToken(providerToken, s.seed.providerCustomerId)).statusCode).toBe(404);
    expect((await customerToken(providerToken, 999_999)).statusCode).toBe(404);
    expect((await customerToken(providerToken, 'x' as never)).statusCode).toBe(400);
  });

  it('cannot be started again from an impersonation session', async () => {
    const providerToken = await s.tokenFor('provider');
    const acting = (await customerToken(providerToken, s.seed.customerId)).json<{ token: string }>().token;
    expect((await customerToken(acting, s.seed.otherCustomerId)).statusCode).toBe(403);
    expect((await userToken(acting, s.seed.customerId, s.seed.people.admin)).statusCode).toBe(403);
  });

  it('reset returns the provider person on the session they started from, and ends the impersonation', async () => {
    const providerToken = await loginThroughProvider(s, 'provider');
    const acting = (await userToken(providerToken, s.seed.customerId, s.seed.people.admin)).json<{
      token: string;
    }>().token;
    const res = await reset(acting);
    expect(res.statusCode).toBe(200);
    const back = res.json<{ token: string }>().token;
    expect(payloadOf(back).sid).toBe(payloadOf(providerToken).sid);
    expect(payloadOf(back).act).toBeUndefined();
    expect((await info(back)).json()).toMatchObject({
      catalogId: s.seed.people.provider,
      roles: ['ConnectGlobalAdmin', 'Impersonation'],
      impersonation: null,
    });
    expect((await info(acting)).statusCode).toBe(401);
    expect((await reset(acting)).statusCode).toBe(401);
  });

  it('reset gives a fresh session when the one it started from has gone idle', async () => {
    const providerToken = await s.tokenFor('provider');
    let acting = (await customerToken(providerToken, s.seed.customerId)).json<{ token: string }>().token;
    // The impersonation stays in use (refreshed) past the idle time of the provider's own session.
    for (let i = 0; i < 5; i++) {
      s.clock.advance(800_000);
      const refreshed = await s.app.inject({
        method: 'POST',
        url: '/api/session/refresh',
        payload: { token: acting },
      });
      expect(refreshed.statusCode).toBe(200);
      acting = refreshed.json<{ token: string }>().token;
    }
    expect((await info(providerToken)).statusCode).toBe(401);
    const res = await reset(acting);
    expect(res.statusCode).toBe(200);
    const back = res.json<{ token: string }>().token;
    expect(payloadOf(back).sid).not.toBe(payloadOf(providerToken).sid);
    expect((await info(back)).json()).toMatchObject({
      catalogId: s.seed.people.provider,
      impersonation: null,
    });
  });

  it('reset is refused (403) to a session that is not acting for anyone', async () => {
    for (const who of ['provider', 'admin', 'employee'] as const) {
      const res = await reset(await s.tokenFor(who));
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('logout of an impersonation session also ends the session it started from', async () => {
    const providerToken = await s.tokenFor('provider');
    const acting = (await customerToken(providerToken, s.seed.customerId)).json<{ token: string }>().token;
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/session/logout',
      headers: { authorization: `Bearer ${acting}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await info(acting)).statusCode).toBe(401);
    expect((await info(providerToken)).statusCode).toBe(401);
  });

  it('writes every start and reset to the audit log with actor and subject, with the session row', async () => {
    await s.database.db.execute(sql`delete from audit_log`);
    const providerToken = await s.tokenFor('provider');
    const asCustomer = (await customerToken(providerToken, s.seed.otherCustomerId)).json<{ token: string }>()
      .token;
    await reset(asCustomer);
    const asUser = (await userToken(providerToken, s.seed.customerId, s.seed.people.employee)).json<{
      token: string;
    }>().token;
    await reset(asUser);
    const provider = s.seed.people.provider;
    expect(await audit()).toEqual([
      {
        action: 'impersonation.start.customer',
        actor_catalog_id: provider,
        subject_customer_id: s.seed.otherCustomerId,
        subject_catalog_id: null,
      },
      {
        action: 'impersonation.reset',
        actor_catalog_id: provider,
        subject_customer_id: s.seed.otherCustomerId,
        subject_catalog_id: null,
      },
      {
        action: 'impersonation.start.user',
        actor_catalog_id: provider,
        subject_customer_id: s.seed.customerId,
        subject_catalog_id: s.seed.people.employee,
      },
      {
        action: 'impersonation.reset',
        actor_catalog_id: provider,
        subject_customer_id: s.seed.customerId,
        subject_catalog_id: s.seed.people.employee,
      },
    ]);
    const [linked] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from audit_log a join sessions se on se.id = a.details->>'sessionId'
        where a.action like 'impersonation.start.%' and se.original_session_id is not null`,
    );
    expect(linked!.n).toBe(2);
    // Each start keeps its reason and names its session, and so does the reset that ends it.
    const reasons = await queryRows<{ reason: string | null; same_session: boolean }>(
      s.database.db,
      sql`select details->>'reason' as reason,
          session_id = coalesce(details->>'endedSessionId', details->>'sessionId') as same_session
        from audit_log order by id`,
    );
    expect(reasons).toEqual([
      { reason: REASON, same_session: true },
      { reason: null, same_session: true },
      { reason: REASON, same_session: true },
      { reason: null, same_session: true },
    ]);
  });
});
