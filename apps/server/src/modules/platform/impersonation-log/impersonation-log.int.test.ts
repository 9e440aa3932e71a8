import { Role } from '@connect/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { customers } from '../../../db/schema/index.ts';
import { authenticate } from '../../../http/principal.ts';

type Visit = {
  kind: string;
  actorName: string;
  actorCompany: string;
  personName: string | null;
  reason: string | null;
  startedAt: string;
  endedAt: string | null;
  end: string;
  changes: {
    at: string;
    operation: string | null;
    fields: string[];
    objects: { field: string; name: string | null }[];
    outcome: string;
  }[];
};

const LOG = `query($limit: Int, $offset: Int) {
  impersonationLog(limit: $limit, offset: $offset) {
    kind actorName actorCompany personName reason startedAt endedAt end
    changes { at operation fields objects { field name } outcome }
  }
}`;
const CREATE_FIELD = `mutation AddSalaryCode($a: Int!, $name: String!) {
  createAccountCustomField(accountID: $a, name: $name) { ID }
}`;

type Who = 'provider' | 'admin' | 'costControl' | 'employee' | 'otherAdmin';

/**
 * A world of its own: the provider Linjetelekom (a provider customer) with Pål Partner (Impersonation and
 * ConnectGlobalAdmin); the customer Kundevik AS with one account, its admin Ada Admin and Kim Kost (both
 * CostControl) and the employee Eli Eng; Annen AS, another customer with an account and an admin of its own.
 */
describe('accountable impersonation: reasons, changes and the customer’s log', () => {
  let s: TestServer;
  let provider: string;
  let customerId: number;
  let main: number;
  let other: number;
  const who = {} as Record<Who, number>;
  const tokenOf = (person: Who) => s.tokenFor(who[person]);
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const linje = await buildCustomer(db, { name: 'Linjetelekom' });
    await db.update(customers).set({ isProvider: true }).where(eq(customers.id, linje.id));
    who.provider = (
      await buildPerson(db, {
        customer: linje,
        firstName: 'Pål',
        lastName: 'Partner',
        roles: [Role.Impersonation, Role.ConnectGlobalAdmin],
      })
    ).catalogId;
    const customer = await buildCustomer(db, { name: 'Kundevik AS' });
    customerId = customer.id;
    const account = await buildAccount(db, { customer, name: 'Kundevik AS' });
    main = account.id;
    const roles = [Role.CostControl];
    const person = async (firstName: string, lastName: string, withRole: boolean) =>
      (
        await buildPerson(db, {
          customer,
          firstName,
          lastName,
          ...(withRole ? { roles, access: [account] } : {}),
        })
      ).catalogId;
    who.admin = await person('Ada', 'Admin', true);
    who.costControl = await person('Kim', 'Kost', true);
    who.employee = await person('Eli', 'Eng', false);
    const annen = await buildCustomer(db, { name: 'Annen AS' });
    const annenAccount = await buildAccount(db, { customer: annen });
    other = annenAccount.id;
    who.otherAdmin = (await buildPerson(db, { customer: annen, roles, access: [annenAccount] })).catalogId;
    provider = await tokenOf('provider');
  });
  afterAll(() => s.close());

  const post = (url: string, token: string, payload: object) =>
    s.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const get = (url: string, token: string) =>
    s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const asUser = async (catalogId: number, reason: string) => {
    // A fresh login of the provider person: the tests move the clock past a session's idle time.
    const res = await post('/api/impersonate/usertoken', await tokenOf('provider'), {
      impersonate_customer_id: customerId,
      impersonate_catalog_id: catalogId,
      reason,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const asAdmin = async (reason: string) => {
    const res = await post('/api/impersonate/customertoken', await tokenOf('provider'), {
      impersonate_customer_id: customerId,
      reason,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const log = async (token: string) => {
    const res = await s.gql<{ impersonationLog: Visit[] }>(token, LOG);
    expect(res.errors).toBeUndefined();
    return res.data!.impersonationLog;
  };

  it('logging in as a customer admin or user needs a reason; without one nothing starts', async () => {
    const before = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)]) {
      const byCustomer = await post('/api/impersonate/customertoken', provider, {
        impersonate_customer_id: customerId,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(byCustomer.statusCode).toBe(400);
      expect(byCustomer.json()).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'reason' } });
      const byUser = await post('/api/impersonate/usertoken', provider, {
        impersonate_customer_id: customerId,
        impersonate_catalog_id: who.employee,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(byUser.statusCode).toBe(400);
    }
    const after = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('writes every mutation made while acting, with both identities and the name of what it made, never its input', async () => {
    const kare = await asUser(who.costControl, '  Kim asked for help with a salary code  ');
    const ok = await s.gql(kare, CREATE_FIELD, { a: main, name: 'Hemmelig-kode-77' });
    expect(ok.errors).toBeUndefined();
    const refused = await s.gql(kare, CREATE_FIELD, { a: other, name: 'Hemmelig-kode-78' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Reads are not changes.
    expect((await s.gql(kare, '{ accounts { ID } }')).errors).toBeUndefined();
    // A person acting as themselves leaves no entry.
    const ada = await tokenOf('admin');
    await s.gql(ada, CREATE_FIELD, { a: main, name: 'Eget felt' });

    const rows = await queryRows<{
      actor_catalog_id: number;
      subject_customer_id: number;
      subject_catalog_id: number;
      details: Record<string, unknown>;
    }>(
      s.database.db,
      sql`select actor_catalog_id, subject_customer_id, subject_catalog_id, details from audit_log
        where action = 'impersonation.change' order by id`,
    );
    expect(rows).toEqual([
      {
        actor_catalog_id: who.provider,
        subject_customer_id: customerId,
        subject_catalog_id: who.costControl,
        details: {
          via: 'graphql',
          operation: 'AddSalaryCode',
          fields: ['createAccountCustomField'],
          targets: [{ field: 'createAccountCustomField', kind: 'account', id: main }],
          outcome: 'ok',
          // Issue 28 §18: the name of the object the mutation answered, for the log to say what was changed.
          names: { createAccountCustomField: 'Hemmelig-kode-77' },
        },
      },
      expect.objectContaining({
        details: expect.objectContaining({ outcome: 'failed', errors: ['NOT_FOUND'] }),
      }),
    ]);
    // The refused call's input is nowhere.
    expect(JSON.stringify(rows)).not.toContain('Hemmelig-kode-78');
    expect((await get('/api/impersonate/resettoken', kare)).statusCode).toBe(200);
  });

  it('writes a REST change made while acting before it runs, and not a read or the impersonation calls', async () => {
    const kare = await asUser(who.costControl, 'Uploading the guideline for Kim');
    const deps = { db: s.database.db, config: s.config, services: s.services };
    // A REST call as the route handler sees it; no route that changes things exists yet besides the session's.
    const request = (method: string, url: string, routeUrl: string, params = {}) => ({
      method,
      url,
      params,
      query: {},
      routeOptions: { url: routeUrl },
      headers: { authorization: `Bearer ${kare}` },
      providerChangeIds: undefined as number[] | undefined,
    });
    const upload = request('PUT', '/api/guidelines/7?x=1', '/api/guidelines/:accountId', { accountId: '7' });
    await authenticate(upload as never, deps);
    await authenticate(request('GET', '/api/reports/export/1', '/api/reports/export/:id') as never, deps);
    await authenticate(request('POST', '/api/session/refresh', '/api/session/refresh') as never, deps);
    const rows = await queryRows<{ details: Record<string, unknown>; session_id: string }>(
      s.database.db,
      sql`select details, session_id from audit_log where action = 'impersonation.change'
        and details->>'via' = 'rest'`,
    );
    expect(rows.map((r) => r.details)).toEqual([
      {
        via: 'rest',
        operation: 'PUT /api/guidelines/:accountId',
        fields: [],
        targets: [{ kind: 'account', id: 7 }],
        outcome: 'pending',
      },
    ]);
    expect(upload.providerChangeIds?.[0]).toBeGreaterThan(0);
    expect((await get('/api/impersonate/resettoken', kare)).statusCode).toBe(200);
  });

  it("lists the company's visits for its admins: who, as whom, why, from when to when, and what changed", async () => {
    // As the administrator, ended by logging out an hour later.
    s.clock.set('2026-11-15T12:00:00+01:00');
    const admin = await asAdmin('Monthly check of the payroll file');
    s.clock.set('2026-11-15T13:00:00+01:00');
    expect((await get('/api/session/logout', admin)).statusCode).toBe(200);
    // As Eli, then left alone until the session ran out.
    s.clock.set('2026-11-15T14:00:00+01:00');
    const eli = await asUser(who.employee, 'Eli could not see her phone');
    expect((await get('/api/session/info', eli)).statusCode).toBe(200);
    s.clock.set('2026-11-16T14:00:00+01:00');

    const visits = await log(await tokenOf('admin'));
    expect(visits.map((v) => [v.kind, v.personName, v.reason, v.end])).toEqual([
      ['user', 'Eli Eng', 'Eli could not see her phone', 'expired'],
      ['customer', null, 'Monthly check of the payroll file', 'logout'],
      ['user', 'Kim Kost', 'Uploading the guideline for Kim', 'reset'],
      ['user', 'Kim Kost', 'Kim asked for help with a salary code', 'reset'],
    ]);
    expect(visits[0]).toMatchObject({ actorName: 'Pål Partner', actorCompany: 'Linjetelekom' });
    expect(visits[1]).toMatchObject({
      startedAt: '2026-11-15T11:00:00.000Z',
      endedAt: '2026-11-15T12:00:00.000Z',
      changes: [],
    });
    expect(new Date(visits[0]!.endedAt!).getTime() - new Date('2026-11-15T13:00:00Z').getTime()).toBe(
      s.config.SESSION_MAX_IDLE_SECONDS * 1000,
    );
    expect(visits[2]!.changes.map((c) => [c.operation, c.outcome])).toEqual([
      ['PUT /api/guidelines/:accountId', 'pending'],
    ]);
    expect(visits[3]!.changes.map((c) => [c.operation, c.fields, c.outcome, c.objects])).toEqual([
      [
        'AddSalaryCode',
        ['createAccountCustomField'],
        'ok',
        [{ field: 'createAccountCustomField', name: 'Hemmelig-kode-77' }],
      ],
      [
        'AddSalaryCode',
        ['createAccountCustomField'],
        'failed',
        [{ field: 'createAccountCustomField', name: null }],
      ],
    ]);
    expect(visits[3]!.startedAt).toBe(new Date(TEST_NOW).toISOString());

    // Kim (CostControl) reads it too; a page at a time.
    const page = await s.gql<{ impersonationLog: Visit[] }>(await tokenOf('costControl'), LOG, {
      limit: 1,
      offset: 1,
    });
    expect(page.data!.impersonationLog.map((v) => v.reason)).toEqual(['Monthly check of the payroll file']);
  });

  it("shows a customer only their own company's visits, and is refused to provider staff and employees", async () => {
    expect(await log(await tokenOf('otherAdmin'))).toEqual([]);
    for (const who of ['provider', 'employee'] as const) {
      const res = await s.gql(await tokenOf(who), LOG);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    s.clock.set(TEST_NOW);
    const acting = await asAdmin('Looking at the log');
    expect((await s.gql(acting, LOG)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const variables of [{ limit: 0 }, { limit: 201 }, { offset: -1 }]) {
      const res = await s.gql(await tokenOf('admin'), LOG, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
