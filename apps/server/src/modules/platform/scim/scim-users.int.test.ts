import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScimToken } from '../../../../test/factories/scim.ts';
import { buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { ENTERPRISE, entraCreate, PATCH_OP, scimClient } from '../../../../test/scim-client.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

type Person = {
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  employee_number: string | null;
  department: string | null;
  leaving_date: string | null;
};

/** Entra ID's provisioning as it calls, on a customer of the test's own with one person the operator provisioned. */
describe('SCIM users as Entra ID provisions them', () => {
  let s: TestServer;
  let scim: ReturnType<typeof scimClient>;
  let provisioned: { catalogId: number };
  let customerId: number;

  async function person(catalogId: number) {
    const [row] = await queryRows<Person>(
      s.database.db,
      sql`select p.first_name, p.last_name, p.email, p.mobile, p.employee_number, d.name as department,
          p.leaving_date::text as leaving_date
        from people p left join departments d on d.id = p.department_id where p.catalog_id = ${catalogId}`,
    );
    return row!;
  }
  const catalogOf = async (id: string) =>
    (
      await queryRows<{ c: number }>(
        s.database.db,
        sql`select catalog_id as c from scim_users where id = ${id}`,
      )
    )[0]!.c;
  const events = () =>
    queryRows<{ operation: string; fields: string[] }>(
      s.database.db,
      sql`select operation, fields from scim_events where customer_id = ${customerId} order by id`,
    );

  beforeAll(async () => {
    s = await createTestServer();
    const customer = await buildCustomer(s.database.db);
    customerId = customer.id;
    const admin = await buildPerson(s.database.db, { customer, roles: ['CostControl'] });
    provisioned = await buildPerson(s.database.db, {
      customer,
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari.nordmann@firma.example',
      mobile: '+4791234567',
    });
    scim = scimClient(s, await buildScimToken(s.database.db, { customer, by: admin }));
  });
  afterAll(() => s.close());

  it('answers the discovery endpoints a client reads first', async () => {
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.status).toBe(200);
    expect(config.type).toContain('application/scim+json');
    expect(config.body.patch.supported).toBe(true);
    expect(config.body.filter.supported).toBe(true);
    expect(config.body.authenticationSchemes[0].type).toBe('oauthbearertoken');
    const types = await scim('GET', '/ResourceTypes');
    expect(types.body.Resources).toEqual([
      expect.objectContaining({
        name: 'User',
        endpoint: '/Users',
        schemaExtensions: [{ schema: ENTERPRISE, required: false }],
      }),
    ]);
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.Resources.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['urn:ietf:params:scim:schemas:core:2.0:User', ENTERPRISE]),
    );
    expect((await scim('GET', `/Schemas/${ENTERPRISE}`)).status).toBe(200);
    expect((await scim('GET', '/Groups')).status).toBe(404);
  });

  it('creates a person the operator did not provision, with the department and employee number', async () => {
    const res = await scim(
      'POST',
      '/Users',
      entraCreate({
        userName: 'ola@firma.example',
        email: 'ola@firma.example',
        givenName: 'Ola',
        familyName: 'Hansen',
        mobile: '912 00 001',
        employeeNumber: 'E-1',
        department: 'Salg',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userName: 'ola@firma.example',
      active: true,
      name: { givenName: 'Ola', familyName: 'Hansen' },
      emails: [{ value: 'ola@firma.example', type: 'work', primary: true }],
      phoneNumbers: [{ value: '+4791200001', type: 'mobile' }],
      [ENTERPRISE]: { employeeNumber: 'E-1', department: 'Salg' },
    });
    expect(res.body.meta.location).toBe(`${s.config.publicUrl}/scim/v2/Users/${res.body.id}`);
    const made = await person(await catalogOf(res.body.id));
    expect(made).toMatchObject({
      first_name: 'Ola',
      mobile: '+4791200001',
      employee_number: 'E-1',
      department: 'Salg',
    });
  });

  it('links the person the operator provisioned (by e-mail) instead of making another', async () => {
    const res = await scim(
      'POST',
      '/Users',
      entraCreate({
        userName: 'kari@firma.example',
        email: 'Kari.Nordmann@firma.example',
        givenName: 'Kari',
        familyName: 'Nordmann',
        employeeNumber: '4711',
      }),
    );
    expect(res.status).toBe(201);
    expect(await catalogOf(res.body.id)).toBe(provisioned.catalogId);
    expect(await person(provisioned.catalogId)).toMatchObject({
      mobile: '+4791234567',
      employee_number: '4711',
    });
    expect((await events()).at(-1)).toEqual({ operation: 'linked', fields: ['email', 'employeeNumber'] });
  });

  it('finds a user by userName eq, and answers an empty list for none', async () => {
    const found = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('userName eq "KARI@firma.example"')}`,
    );
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
      totalResults: 1,
      startIndex: 1,
    });
    expect(found.body.Resources[0].userName).toBe('kari@firma.example');
    const none = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "non-existent user"')}`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });
    const byExternal = await scim('GET', `/Users?filter=${encodeURIComponent('externalId eq "kari-ext"')}`);
    expect(byExternal.body.totalResults).toBe(1);
  });

  it('applies Entra PATCHes: Replace of a typed e-mail and the name, Add of the department and a work phone', async () => {
    const [kari] = (
      await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "kari@firma.example"')}`)
    ).body.Resources;
    const res = await scim('PATCH', `/Users/${kari.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'kari.hansen@firma.example' },
        { op: 'Replace', path: 'name.familyName', value: 'Hansen' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Drift' },
        { op: 'Add', path: 'phoneNumbers[type eq "work"].value', value: '22 33 44 55' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.emails).toEqual([{ value: 'kari.hansen@firma.example', type: 'work', primary: true }]);
    expect(await person(provisioned.catalogId)).toMatchObject({
      last_name: 'Hansen',
      email: 'kari.hansen@firma.example',
      department: 'Drift',
    });
    expect((await events()).at(-1)).toEqual({
      operation: 'updated',
      fields: ['lastName', 'email', 'fixed', 'department'],
    });
    const replaceAll = await scim('PATCH', `/Users/${kari.id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'replace', value: { 'name.givenName': 'Karianne', [`${ENTERPRISE}:employeeNumber`]: '4712' } },
      ],
    });
    expect(replaceAll.body).toMatchObject({
      name: { givenName: 'Karianne' },
      [ENTERPRISE]: { employeeNumber: '4712' },
    });
  });

  it('deactivates with active "False" (older Entra jobs) and reactivates with true', async () => {
    const [kari] = (
      await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "kari@firma.example"')}`)
    ).body.Resources;
    const off = await scim('PATCH', `/Users/${kari.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await person(provisioned.catalogId)).leaving_date).toBe('2026-11-15');
    expect((await scim('GET', `/Users/${kari.id}`)).body.active).toBe(false);
    const on = await scim('PATCH', `/Users/${kari.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'active', value: true }],
    });
    expect(on.body.active).toBe(true);
    expect((await person(provisioned.catalogId)).leaving_date).toBeNull();
    expect((await events()).slice(-2).map((e) => e.operation)).toEqual(['deactivated', 'reactivated']);
  });

  it('pages with startIndex and count', async () => {
    for (const n of [1, 2, 3])
      await scim(
        'POST',
        '/Users',
        entraCreate({ userName: `page${n}@firma.example`, givenName: `Side${n}` }),
      );
    const all = (await scim('GET', '/Users')).body;
    expect(all.totalResults).toBe(5);
    const page = (await scim('GET', '/Users?startIndex=3&count=2')).body;
    expect(page).toMatchObject({ totalResults: 5, startIndex: 3, itemsPerPage: 2 });
    expect(page.Resources.map((r: { userName: string }) => r.userName)).toEqual([
      'page1@firma.example',
      'page2@firma.example',
    ]);
    const past = (await scim('GET', '/Users?startIndex=9&count=2')).body;
    expect(past).toMatchObject({ totalResults: 5, Resources: [] });
  });

  it('DELETE deactivates the person and ends the link; the person and their leaving date stay', async () => {
    const [user] = (
      await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "page3@firma.example"')}`)
    ).body.Resources;
    const catalogId = await catalogOf(user.id);
    expect((await scim('DELETE', `/Users/${user.id}`)).status).toBe(204);
    expect((await scim('GET', `/Users/${user.id}`)).status).toBe(404);
    expect(await person(catalogId)).toMatchObject({ first_name: 'Side3', leaving_date: '2026-11-15' });
    expect((await scim('DELETE', `/Users/${user.id}`)).status).toBe(404);
  });
});
