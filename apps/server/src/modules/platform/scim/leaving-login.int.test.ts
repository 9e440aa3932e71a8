import { Service } from '@connect/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScimToken } from '../../../../test/factories/scim.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { CREATE_FILE_EXPORT, type FileExportResult } from '../../../../test/file-exports.ts';
import { createBrowser, formAction, locationOf } from '../../../../test/login-flow.ts';
import { entraCreate, PATCH_OP, scimClient } from '../../../../test/scim-client.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { people } from '../../../db/schema/index.ts';

const ACCOUNT = `query($id: Int!) { leavers(accountID: $id) { catalogID } }`;
const HOME = `{ employeeHome { subscriptions { phoneNumber } } }`;

/**
 * A person who has left (auth/leaving.ts): past the leaving date without roles or accounts, refused at the built-in
 * provider and on the session they have once the leaving month's payroll file is made; the directory at once.
 */
describe('leaving: a passed leaving date ends access, the payroll file or the directory the login', () => {
  let s: TestServer;
  let kari: { catalogId: number };
  let account: BuiltAccount;
  let scim: ReturnType<typeof scimClient>;
  let fileExportId: number;
  let adminToken: string;

  const setLeaving = (leavingDate: string | null) =>
    s.database.db.update(people).set({ leavingDate }).where(eq(people.catalogId, kari.catalogId));
  const info = async (token: string) =>
    (
      await s.app.inject({
        method: 'GET',
        url: '/api/session/info',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const download = async (period: string) => {
    const r = await s.app.inject({
      method: 'GET',
      url: `/api/reports/export/${fileExportId}?period=${period}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return r;
  };
  async function loginPage() {
    const b = createBrowser(s);
    const start = await s.app.inject({ method: 'GET', url: '/api/session/login' });
    const toPage = await b.request('GET', start.json<{ redirect_url: string }>().redirect_url);
    return { b, page: await b.request('GET', locationOf(toPage)), start };
  }

  beforeAll(async () => {
    s = await createTestServer();
    const customer = await buildCustomer(s.database.db, { services: [Service.Equipment] });
    account = await buildAccount(s.database.db, { customer });
    const admin = await buildPerson(s.database.db, { customer, roles: ['CostControl'], access: [account] });
    adminToken = await s.tokenFor(admin.catalogId);
    kari = await buildPerson(s.database.db, {
      customer,
      email: 'kari@slutter.example',
      roles: ['ConnectEquipmentOverview'],
      access: [account],
    });
    const created = await s.gql<{ createFileExport: FileExportResult }>(adminToken, CREATE_FILE_EXPORT, {
      accountID: account.id,
      description: 'Lønn',
      columns: [{ name: 'Ansattnr', mapsToID: 1, order: 1 }],
    });
    fileExportId = created.data!.createFileExport.ID;
    await s.database.db
      .update(people)
      .set({ login: 'kari.slutter', passwordHash: await hashPassword('hemmelig') })
      .where(eq(people.catalogId, kari.catalogId));
    scim = scimClient(s, await buildScimToken(s.database.db, { customer, by: admin }));
  });
  afterAll(() => s.close());

  async function passwordLogin() {
    const { b, page } = await loginPage();
    return (await b.request('POST', formAction(page), { login: 'kari.slutter', password: 'hemmelig' }))
      .statusCode;
  }
  const gqlAs = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    s.gql<Record<string, unknown>>(token, query, variables);

  it('after the leaving date no role or account applies, the home page stays, until the payroll file is made', async () => {
    // The test clock's today is 15.11.2026: a leaving date of 14.11 has passed, November's file is not made yet.
    await setLeaving('2026-11-15');
    const token = await s.tokenFor(kari.catalogId);
    const session = async () =>
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/session/info',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ roles: string[] }>();
    expect((await session()).roles).toEqual(['ConnectEquipmentOverview']);
    expect((await gqlAs(token, ACCOUNT, { id: account.id })).errors).toBeUndefined();

    await setLeaving('2026-11-14');
    expect(await info(token)).toBe(200);
    expect((await session()).roles).toEqual([]);
    expect((await gqlAs(token, ACCOUNT, { id: account.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gqlAs(token, HOME)).errors).toBeUndefined();
    expect(await passwordLogin()).toBe(303);

    // Another month's file does not end it; November's, downloaded by the administrator, does.
    expect((await download('202608')).statusCode).toBe(200);
    expect(await info(token)).toBe(200);
    expect((await download('202611')).statusCode).toBe(200);
    expect(await info(token)).toBe(401);
    const refused = await loginPage();
    const answer = await refused.b.request('POST', formAction(refused.page), {
      login: 'kari.slutter',
      password: 'hemmelig',
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain('Tilgangen din til portalen er avsluttet');
    expect(answer.headers.location).toBeUndefined();

    // Taking the date back lets them in again with their roles.
    await setLeaving(null);
    expect(await info(token)).toBe(200);
    expect((await session()).roles).toEqual(['ConnectEquipmentOverview']);
  });

  it('without a payroll file the login ends when the month after the leaving month is over', async () => {
    const token = await s.tokenFor(kari.catalogId);
    await setLeaving('2026-10-01');
    expect(await info(token)).toBe(200);
    await setLeaving('2026-09-30');
    expect(await info(token)).toBe(401);
    expect(await passwordLogin()).toBe(403);
    await setLeaving(null);
  });

  it('the directory deactivating them refuses login and session at once; reactivating lets them in again', async () => {
    const token = await s.tokenFor(kari.catalogId);
    const created = await scim(
      'POST',
      '/Users',
      entraCreate({ userName: 'kari@slutter.example', email: 'kari@slutter.example' }),
    );
    expect(created.status).toBe(201);
    const active = (value: unknown) =>
      scim('PATCH', `/Users/${created.body.id}`, {
        schemas: [PATCH_OP],
        Operations: [{ op: 'Replace', path: 'active', value }],
      });

    await active('False');
    expect(await info(token)).toBe(401);
    const { b, page } = await loginPage();
    expect(
      (await b.request('POST', formAction(page), { login: 'kari.slutter', password: 'hemmelig' })).statusCode,
    ).toBe(403);

    await active('True');
    expect(await info(token)).toBe(200);
    const again = await loginPage();
    expect(
      (await again.b.request('POST', formAction(again.page), { login: 'kari.slutter', password: 'hemmelig' }))
        .statusCode,
    ).toBe(303);
  });
});
