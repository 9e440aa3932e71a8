import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScimToken } from '../../../../test/factories/scim.ts';
import { buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createBrowser, formAction, locationOf, signInAtProvider } from '../../../../test/login-flow.ts';
import { entraCreate, PATCH_OP, scimClient } from '../../../../test/scim-client.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { people } from '../../../db/schema/index.ts';

/** A person who has left: refused at the built-in provider and on the session they have; reactivation lets them in. */
describe('leaving: a passed leaving date or the directory ends the login', () => {
  let s: TestServer;
  let kari: { catalogId: number };
  let scim: ReturnType<typeof scimClient>;

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
  async function loginPage() {
    const b = createBrowser(s);
    const start = await s.app.inject({ method: 'GET', url: '/api/session/login' });
    const toPage = await b.request('GET', start.json<{ redirect_url: string }>().redirect_url);
    return { b, page: await b.request('GET', locationOf(toPage)), start };
  }

  beforeAll(async () => {
    s = await createTestServer();
    const customer = await buildCustomer(s.database.db);
    const admin = await buildPerson(s.database.db, { customer, roles: ['CostControl'] });
    kari = await buildPerson(s.database.db, { customer, email: 'kari@slutter.example' });
    await s.database.db
      .update(people)
      .set({ login: 'kari.slutter', passwordHash: await hashPassword('hemmelig') })
      .where(eq(people.catalogId, kari.catalogId));
    scim = scimClient(s, await buildScimToken(s.database.db, { customer, by: admin }));
  });
  afterAll(() => s.close());

  it('logs in on the leaving date itself, and not the day after', async () => {
    await setLeaving('2026-11-15');
    const b = createBrowser(s);
    const start = await s.app.inject({ method: 'GET', url: '/api/session/login' });
    const back = await signInAtProvider(
      b,
      start.json<{ redirect_url: string }>().redirect_url,
      'kari.slutter',
      'hemmelig',
    );
    expect(back.searchParams.get('code')).toBeTruthy();

    await setLeaving('2026-11-14');
    const { b: b2, page } = await loginPage();
    const refused = await b2.request('POST', formAction(page), {
      login: 'kari.slutter',
      password: 'hemmelig',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Tilgangen din til portalen er avsluttet');
    expect(refused.headers.location).toBeUndefined();
  });

  it('refuses a session the person already has once the leaving date has passed', async () => {
    await setLeaving(null);
    const token = await s.tokenFor(kari.catalogId);
    expect(await info(token)).toBe(200);
    await setLeaving('2026-11-14');
    expect(await info(token)).toBe(401);
    await setLeaving(null);
    expect(await info(token)).toBe(200);
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
