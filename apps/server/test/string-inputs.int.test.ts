import { Role, Service } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulPath } from '../src/http/string-inputs.ts';
import { buildProvider, buildProviderStaff } from './factories/customer-solutions.ts';
import {
  type BuiltAccount,
  type BuiltCustomer,
  buildAccount,
  buildCustomer,
  buildPerson,
} from './factories/tenancy.ts';
import { createTestServer, type TestServer } from './test-server.ts';

const CREATE = 'mutation($a: Int!, $n: String!) { createCEPolicy(accountID: $a, name: $n) { ID } }';
const NUL = '\u0000';

describe('a NUL character in any string input is refused with BAD_USER_INPUT, never a 500', () => {
  let s: TestServer;
  let admin: string;
  let provider: string;
  let customer: BuiltCustomer;
  let account: BuiltAccount;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    customer = await buildCustomer(db, { services: [Service.Equipment] });
    account = await buildAccount(db, { customer });
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.ConnectEquipmentOverview], access: [account] }))
        .catalogId,
    );
    const staff = await buildProviderStaff(db, { provider: await buildProvider(db) });
    provider = await s.tokenFor(staff.catalogId);
  });
  afterAll(() => s.close());

  it('in a GraphQL variable', async () => {
    const r = await s.gql(admin, CREATE, { a: account.id, n: `Ny${NUL}policy` });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toBe('Text may not contain the NUL character.');
  });

  it('in a GraphQL string literal (a NUL only once parsed)', async () => {
    const literal = `mutation { createCEPolicy(accountID: ${account.id}, name: "Ny\\u0000policy") { ID } }`;
    const r = await s.gql(admin, literal);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toBe('Text may not contain the NUL character.');
    expect(r.data?.createCEPolicy).toBeUndefined();
  });

  it('in the query string of the public profile-image route', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/catalog/profileimage?u=1&c=1&h=ab%00cd' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'query.h' } });
  });

  it('in a REST JSON body and in a path', async () => {
    const body = await s.app.inject({
      method: 'POST',
      url: '/api/impersonate/customertoken',
      headers: { authorization: `Bearer ${provider}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ impersonate_customer_id: customer.id, reason: `look${NUL}` }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'body.reason' } });
    const path = await s.app.inject({ method: 'GET', url: '/api/reports/export/1%00' });
    expect(path.statusCode).toBe(400);
  });

  it('nulPath names the first string or key holding a NUL', () => {
    expect(nulPath({ a: [{ b: 'x' }, { c: `y${NUL}` }] })).toBe('a.1.c');
    expect(nulPath({ [`k${NUL}`]: 1 })).toBe('k');
    expect(nulPath(['ok', 1, null, { d: true }])).toBeNull();
    expect(nulPath(NUL)).toBe('');
  });
});
