import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScimToken } from '../../../../test/factories/scim.ts';
import { type BuiltPerson, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { entraCreate, scimClient } from '../../../../test/scim-client.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

/** Two customers of the test's own, each with its directory; conflicts, tokens and the administrator's view. */
describe('SCIM tokens, conflicts and one customer per token', () => {
  let s: TestServer;
  let admin: BuiltPerson;
  let adminToken: string;
  let scim: ReturnType<typeof scimClient>;
  let other: ReturnType<typeof scimClient>;
  let otherUserId: string;

  beforeAll(async () => {
    s = await createTestServer();
    const customer = await buildCustomer(s.database.db);
    admin = await buildPerson(s.database.db, {
      customer,
      roles: ['CostControl', 'ConnectEquipmentOverview'],
    });
    adminToken = await s.tokenFor(admin.catalogId);
    await buildPerson(s.database.db, { customer, firstName: 'Per', email: 'per@firma.example' });
    await buildPerson(s.database.db, { customer, firstName: 'Pål', employeeNumber: '900' });
    await buildPerson(s.database.db, {
      customer,
      firstName: 'Siri',
      email: 'siri@firma.example',
      employeeNumber: '1',
    });
    scim = scimClient(s, await buildScimToken(s.database.db, { customer, by: admin }));
    const otherCustomer = await buildCustomer(s.database.db);
    const otherAdmin = await buildPerson(s.database.db, { customer: otherCustomer, roles: ['CostControl'] });
    other = scimClient(s, await buildScimToken(s.database.db, { customer: otherCustomer, by: otherAdmin }));
    otherUserId = (await other('POST', '/Users', entraCreate({ userName: 'x@annen.example' }))).body.id;
  });
  afterAll(() => s.close());

  it('answers a conflict as 409 uniqueness with a clear detail, and keeps it for the administrator', async () => {
    const two = entraCreate({
      userName: 'per@firma.example',
      email: 'per@firma.example',
      employeeNumber: '900',
    });
    const res = await scim('POST', '/Users', two);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
    });
    expect(res.body.detail).toContain('matches several people in Connect (by email, employeeNumber)');
    expect((await scim('POST', '/Users', two)).status).toBe(409);
    const disagrees = await scim(
      'POST',
      '/Users',
      entraCreate({ userName: 'siri@firma.example', email: 'siri@firma.example', employeeNumber: '2' }),
    );
    expect(disagrees.body.detail).toContain('another employee number');

    const view = await s.gql<{
      scimActivity: {
        endpointUrl: string;
        conflicts: { userName: string; reason: string; attempts: number; candidates: { name: string }[] }[];
      };
    }>(
      adminToken,
      '{ scimActivity { endpointUrl conflicts { userName reason attempts candidates { name } } } }',
    );
    expect(view.data?.scimActivity.endpointUrl).toBe(`${s.config.publicUrl}/scim/v2`);
    expect(view.data?.scimActivity.conflicts).toEqual([
      {
        userName: 'siri@firma.example',
        reason: 'disagrees',
        attempts: 1,
        candidates: [{ name: expect.stringContaining('Siri') }],
      },
      {
        userName: 'per@firma.example',
        reason: 'several',
        attempts: 2,
        candidates: [{ name: expect.stringContaining('Per') }, { name: expect.stringContaining('Pål') }],
      },
    ]);
  });

  it('resolves the conflict when the same user name is created without one', async () => {
    const res = await scim(
      'POST',
      '/Users',
      entraCreate({ userName: 'per@firma.example', email: 'per@firma.example' }),
    );
    expect(res.status).toBe(201);
    const open = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from scim_conflicts where user_name = 'per@firma.example' and resolved_at is null`,
    );
    expect(open[0]!.n).toBe(0);
    expect((await scim('POST', '/Users', entraCreate({ userName: 'PER@firma.example' }))).status).toBe(409);
  });

  it("answers another customer's user ids as not found, and lists only its own users", async () => {
    expect((await scim('GET', `/Users/${otherUserId}`)).status).toBe(404);
    expect((await scim('DELETE', `/Users/${otherUserId}`)).status).toBe(404);
    const patch = {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: false }],
    };
    expect((await scim('PATCH', `/Users/${otherUserId}`, patch)).status).toBe(404);
    expect((await scim('GET', '/Users/not-a-uuid')).status).toBe(404);
    const list = (await scim('GET', '/Users')).body;
    expect(list.Resources.map((r: { userName: string }) => r.userName)).toEqual(['per@firma.example']);
    expect((await other('GET', `/Users/${otherUserId}`)).status).toBe(200);
  });

  it('refuses no token, a wrong one and a person’s portal token; a revoked one from its next call', async () => {
    expect((await scimClient(s, null)('GET', '/Users')).status).toBe(401);
    expect((await scimClient(s, 'scim_wrong')('GET', '/Users')).status).toBe(401);
    const portal = await scimClient(s, adminToken)('GET', '/Users');
    expect(portal.status).toBe(403);
    expect(portal.type).toContain('application/scim+json');

    const made = await s.gql<{ createScimToken: { secret: string; token: { id: number; hint: string } } }>(
      adminToken,
      'mutation { createScimToken { secret token { id hint } } }',
    );
    const { secret, token } = made.data!.createScimToken;
    expect(secret.slice(-4)).toBe(token.hint);
    expect((await scim('GET', '/Users')).status).toBe(401);
    const fresh = scimClient(s, secret);
    expect((await fresh('GET', '/Users')).status).toBe(200);
    const current = await s.gql<{ scimToken: { id: number; lastUsedAt: string | null } }>(
      adminToken,
      '{ scimToken { id lastUsedAt } }',
    );
    expect(current.data?.scimToken).toMatchObject({ id: token.id, lastUsedAt: expect.any(String) });
    const stored = await queryRows<{ token_hash: string }>(
      s.database.db,
      sql`select token_hash from scim_tokens where id = ${token.id}`,
    );
    expect(stored[0]!.token_hash).not.toContain(secret);

    const revoked = await s.gql(
      adminToken,
      'mutation($id: Int!) { revokeScimToken(id: $id) { revokedAt } }',
      {
        id: token.id,
      },
    );
    expect(revoked.errors).toBeUndefined();
    expect((await fresh('GET', '/Users')).status).toBe(401);
    expect((await s.gql(adminToken, '{ scimToken { id } }')).data).toEqual({ scimToken: null });
  });

  it('lists what the directory changed, newest first, with the person as the directory named them', async () => {
    const view = await s.gql<{
      scimActivity: { changes: { operation: string; personName: string; fields: string[] }[] };
    }>(adminToken, '{ scimActivity { changes { operation personName fields } } }');
    expect(view.data?.scimActivity.changes[0]).toMatchObject({
      operation: 'linked',
      personName: 'Given Family',
      fields: ['firstName', 'lastName'],
    });
  });
});
