import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser, get, locationOf, loginThroughProvider } from '../../../../test/login-flow.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const ACCOUNTS = '{ accounts { ID } }';

function refresh(s: TestServer, token: string) {
  return s.app.inject({ method: 'POST', url: '/api/session/refresh', payload: { token } });
}

function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

describe('the portal token', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('is accepted by session/info and the data API while valid', async () => {
    const token = await s.tokenFor('admin');
    expect((await get(s, '/api/session/info', token)).statusCode).toBe(200);
    const res = await s.gql(token, ACCOUNTS);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
  });

  it('refuses a forged token (signed with another key): 401 on session/info, 403 on GraphQL', async () => {
    const genuine = payloadOf(await s.tokenFor('admin'));
    const forged = await new SignJWT({ sid: genuine.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(genuine.sub))
      .setIssuer('connect-portal')
      .setIssuedAt(Number(genuine.iat))
      .setExpirationTime(Number(genuine.exp))
      .sign(new TextEncoder().encode('an-attacker-secret-that-is-long-enough-000'));
    const res = await get(s, '/api/session/info', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await s.gql(forged, ACCOUNTS)).status).toBe(403);
    expect((await refresh(s, forged)).statusCode).toBe(401);
  });

  it('refuses a tampered token (payload edited, signature kept): 401 and 403', async () => {
    const token = await s.tokenFor('employee');
    const [header, , signature] = token.split('.');
    const edited = Buffer.from(
      JSON.stringify({ ...payloadOf(token), sub: String(s.seed.people.provider) }),
    ).toString('base64url');
    const tampered = `${header}.${edited}.${signature}`;
    expect((await get(s, '/api/session/info', tampered)).statusCode).toBe(401);
    expect((await s.gql(tampered, ACCOUNTS)).status).toBe(403);
    expect((await refresh(s, tampered)).statusCode).toBe(401);
  });

  it('refuses a token whose subject does not match its session', async () => {
    const admin = payloadOf(await s.tokenFor('admin'));
    const mismatched = await s.services.tokens.sign({
      sid: String(admin.sid),
      sub: String(s.seed.people.provider),
    });
    expect((await get(s, '/api/session/info', mismatched)).statusCode).toBe(401);
  });

  it('refuses no token and a malformed one', async () => {
    expect((await get(s, '/api/session/info')).statusCode).toBe(401);
    expect((await get(s, '/api/session/info', 'not.a.token')).statusCode).toBe(401);
    expect((await refresh(s, 'not.a.token')).statusCode).toBe(401);
    const empty = await s.app.inject({ method: 'POST', url: '/api/session/refresh', payload: {} });
    expect(empty.statusCode).toBe(400);
  });
});

describe('token expiry and refresh', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('refuses an expired token (test clock past TOKEN_TTL_SECONDS): 401 on session/info, 403 on GraphQL', async () => {
    s.clock.set(TEST_NOW);
    const token = await s.tokenFor('admin');
    s.clock.advance((s.config.TOKEN_TTL_SECONDS + 1) * 1000);
    const res = await get(s, '/api/session/info', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Token expired.');
    expect((await s.gql(token, ACCOUNTS)).status).toBe(403);
    expect((await refresh(s, token)).statusCode).toBe(401);
  });

  it('refresh gives a new token for the same session that keeps working past the first one’s expiry', async () => {
    s.clock.set(TEST_NOW);
    const first = await loginThroughProvider(s, 'admin');
    const firstInfo = (await get(s, '/api/session/info', first)).json<{ tokenExpiresAt: number }>();
    expect(firstInfo.tokenExpiresAt).toBe(
      Math.floor(s.clock.now().getTime() / 1000) + s.config.TOKEN_TTL_SECONDS,
    );

    // The web app refreshes when less than a minute remains.
    s.clock.advance((s.config.TOKEN_TTL_SECONDS - 50) * 1000);
    const res = await refresh(s, first);
    expect(res.statusCode).toBe(200);
    const second = res.json<{ token: string }>().token;
    expect(payloadOf(second).sid).toBe(payloadOf(first).sid);
    expect(payloadOf(second).sub).toBe(payloadOf(first).sub);

    s.clock.advance(100_000);
    expect((await get(s, '/api/session/info', first)).statusCode).toBe(401);
    const later = await get(s, '/api/session/info', second);
    expect(later.statusCode).toBe(200);
    expect(later.json<{ tokenExpiresAt: number }>().tokenExpiresAt).toBeGreaterThan(firstInfo.tokenExpiresAt);
    expect((await s.gql(second, ACCOUNTS)).errors).toBeUndefined();
  });

  it('an impersonation token refreshes with both people kept', async () => {
    s.clock.set(TEST_NOW);
    const start = await s.app.inject({
      method: 'POST',
      url: '/api/impersonate/usertoken',
      headers: { authorization: `Bearer ${await s.tokenFor('provider')}` },
      payload: {
        impersonate_customer_id: s.seed.customerId,
        impersonate_catalog_id: s.seed.people.admin,
        reason: 'Support case',
      },
    });
    const token = start.json<{ token: string }>().token;
    const renewed = (await refresh(s, token)).json<{ token: string }>().token;
    expect(payloadOf(renewed)).toMatchObject({
      sub: String(s.seed.people.admin),
      act: { sub: String(s.seed.people.provider) },
    });
    expect((await get(s, '/api/session/info', renewed)).json()).toMatchObject({
      impersonation: { kind: 'user', actingCatalogId: s.seed.people.provider },
    });
  });
});

describe('logout', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it("revokes the session and answers the provider's end-session URL that returns to /login", async () => {
    const token = await loginThroughProvider(s, 'costControl');
    const res = await get(s, '/api/session/logout', token);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ redirect_url: string }>().redirect_url);
    expect(url.origin + url.pathname).toBe(`${s.config.publicUrl}/oidc/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${s.config.publicUrl}/login`);
    expect(url.searchParams.get('client_id')).toBe('connect-portal');

    expect((await get(s, '/api/session/info', token)).statusCode).toBe(401);
    expect((await refresh(s, token)).statusCode).toBe(401);
    expect((await s.gql(token, ACCOUNTS)).status).toBe(403);
  });

  it("ends the provider's own session too, so the next login asks for the password again", async () => {
    const b = createBrowser(s);
    const start = await get(s, '/api/session/login');
    const toLogin = await b.request('GET', start.json<{ redirect_url: string }>().redirect_url);
    const page = await b.request('GET', locationOf(toLogin));
    const submitted = await b.request('POST', /action="([^"]+)"/.exec(page.body)![1]!, {
      login: 'kostnad',
      password: 'demo1234',
    });
    const back = new URL(locationOf(await b.request('GET', locationOf(submitted))));
    const token = (
      await get(
        s,
        `/api/session/authenticate?${new URLSearchParams({
          state: back.searchParams.get('state')!,
          code: back.searchParams.get('code')!,
        })}`,
      )
    ).json<{ token: string }>().token;

    // While the provider's session lives, a new login goes straight back with a code.
    const again = await b.request('GET', (await get(s, '/api/session/login')).json().redirect_url);
    expect(locationOf(again)).toMatch(new RegExp(`^${s.config.publicUrl}/login\\?code=`));

    const logoutUrl = (await get(s, '/api/session/logout', token)).json<{ redirect_url: string }>()
      .redirect_url;
    const logoutPage = await b.request('GET', logoutUrl);
    expect(logoutPage.statusCode).toBe(200);
    expect(logoutPage.body).toContain('Logger ut');
    const form =
      /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"\/>/.exec(
        logoutPage.body,
      )!;
    const confirmed = await b.request('POST', form[1]!, { xsrf: form[2]!, logout: 'yes' });
    expect(locationOf(confirmed)).toBe(`${s.config.publicUrl}/login`);

    const afterLogout = await b.request('GET', (await get(s, '/api/session/login')).json().redirect_url);
    expect(locationOf(afterLogout)).toContain('/oidc/interaction/');
  });

  it('accepts a genuine but expired token, so a person can always log out', async () => {
    s.clock.set(TEST_NOW);
    const token = await s.tokenFor('employee');
    s.clock.advance((s.config.TOKEN_TTL_SECONDS + 60) * 1000);
    try {
      expect((await get(s, '/api/session/logout', token)).statusCode).toBe(200);
      const [row] = await queryRows<{ revoked: boolean }>(
        s.database.db,
        sql`select revoked_at is not null as revoked from sessions where id = ${String(payloadOf(token).sid)}`,
      );
      expect(row!.revoked).toBe(true);
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  it('refuses no token and a forged one (401)', async () => {
    expect((await get(s, '/api/session/logout')).statusCode).toBe(401);
    const token = await s.tokenFor('employee');
    expect((await get(s, '/api/session/logout', `${token.slice(0, -2)}xx`)).statusCode).toBe(401);
  });
});

describe('idle timeout', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { SESSION_MAX_IDLE_SECONDS: '120' } });
  });
  afterAll(() => s.close());

  it('a session used within the idle time stays; one left longer is logged out, refresh included', async () => {
    s.clock.set(TEST_NOW);
    const token = await s.tokenFor('admin');
    expect((await get(s, '/api/session/info', token)).json()).toMatchObject({ maxIdleSeconds: 120 });
    s.clock.advance(100_000);
    expect((await get(s, '/api/session/info', token)).statusCode).toBe(200);
    s.clock.advance(100_000);
    expect((await s.gql(token, ACCOUNTS)).errors).toBeUndefined();

    s.clock.advance(121_000);
    const idle = await get(s, '/api/session/info', token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe('Session idle too long.');
    expect((await refresh(s, token)).statusCode).toBe(401);
    expect((await s.gql(token, ACCOUNTS)).status).toBe(403);
  });
});

describe('session/info', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('answers the person, roles, services, customer, avatar and the account-selector flags', async () => {
    const admin = (await get(s, '/api/session/info', await s.tokenFor('admin'))).json();
    expect(admin).toEqual({
      id: String(s.seed.people.admin),
      catalogId: s.seed.people.admin,
      name: 'Anne Administrator',
      email: 'anne.administrator@nordlysbygg.example',
      roles: ['ConnectEquipmentOverview', 'CostControl'],
      fixed: null,
      mobile: '+4790000002',
      number: '+4790000002',
      picture: null,
      maxIdleSeconds: 3600,
      services: ['connectequipment'],
      customerId: s.seed.customerId,
      customerName: 'Nordlys Bygg AS',
      avatarUrl: `/api/catalog/profileimage?u=${s.seed.people.admin}&s=128x128&c=${s.seed.customerId}&h=`,
      flags: { hasAccessToAccountSelector: true, hasAccessToWebshopAccountSelector: true },
      impersonation: null,
      tokenExpiresAt: Math.floor(s.clock.now().getTime() / 1000) + 900,
    });

    const employee = (await get(s, '/api/session/info', await s.tokenFor('employee'))).json();
    expect(employee).toMatchObject({
      roles: [],
      services: ['connectequipment'],
      flags: { hasAccessToAccountSelector: false, hasAccessToWebshopAccountSelector: false },
    });

    const provider = (await get(s, '/api/session/info', await s.tokenFor('provider'))).json();
    expect(provider).toMatchObject({
      roles: ['ConnectGlobalAdmin', 'Impersonation'],
      services: [],
      customerName: 'Nordtelekom Connect',
      flags: { hasAccessToAccountSelector: true, hasAccessToWebshopAccountSelector: false },
    });
  });
});
