import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  formAction,
  locationOf,
  loginThroughProvider,
  signInAtProvider,
} from '../../../../test/login-flow.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { builtInClientSecret } from '../../../auth/identity-provider/provider.ts';
import { queryRows } from '../../../db/client.ts';

async function startLogin(s: TestServer): Promise<URL> {
  const res = await s.app.inject({ method: 'GET', url: '/api/session/login' });
  expect(res.statusCode).toBe(200);
  return new URL(res.json<{ redirect_url: string }>().redirect_url);
}

async function authenticate(s: TestServer, params: Record<string, string>) {
  return s.app.inject({ method: 'GET', url: `/api/session/authenticate?${new URLSearchParams(params)}` });
}

function callbackParams(callback: URL) {
  return { state: callback.searchParams.get('state')!, code: callback.searchParams.get('code')! };
}

async function info(s: TestServer, token: string) {
  return s.app.inject({
    method: 'GET',
    url: '/api/session/info',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('login through the built-in identity provider', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  it('session/login answers the provider authorize URL with PKCE S256, state, nonce and the portal scope', async () => {
    const url = await startLogin(s);
    expect(url.origin + url.pathname).toBe(`${s.config.publicUrl}/oidc/auth`);
    expect(url.searchParams.get('client_id')).toBe('connect-portal');
    expect(url.searchParams.get('redirect_uri')).toBe(`${s.config.publicUrl}/login`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const [stored] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from login_requests where state = ${url.searchParams.get('state')}`,
    );
    expect(stored!.n).toBe(1);
  });

  it('walks authorize → login page → password → back to /login with a code, then gives a portal token', async () => {
    const b = createBrowser(s);
    const callback = await signInAtProvider(b, (await startLogin(s)).href, 'admin');
    expect(callback.origin + callback.pathname).toBe(`${s.config.publicUrl}/login`);
    const res = await authenticate(s, callbackParams(callback));
    expect(res.statusCode).toBe(200);
    const me = await info(s, res.json<{ token: string }>().token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: String(s.seed.people.admin),
      catalogId: s.seed.people.admin,
      name: 'Anne Administrator',
      customerId: s.seed.customerId,
      customerName: 'Nordlys Bygg AS',
      impersonation: null,
    });
  });

  it('the login page lists the demo people with their roles and the password (embedded mode)', async () => {
    const b = createBrowser(s);
    const page = await b.request('GET', locationOf(await b.request('GET', (await startLogin(s)).href)));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Logg inn');
    expect(page.body).toContain('Log in');
    for (const login of ['leverandor', 'admin', 'kostnad', 'ansatt', 'admin2']) {
      expect(page.body).toContain(`<code>${login}</code>`);
    }
    expect(page.body).toContain('Per Leverandør');
    expect(page.body).toContain('Impersonation');
    expect(page.body).toContain('demo1234');
  });

  it('a wrong password or an unknown login name stays on the login page with an error', async () => {
    const b = createBrowser(s);
    const page = await b.request('GET', locationOf(await b.request('GET', (await startLogin(s)).href)));
    for (const form of [
      { login: 'admin', password: 'wrong' },
      { login: 'nobody', password: 'demo1234' },
    ]) {
      const res = await b.request('POST', formAction(page), form);
      expect(res.statusCode).toBe(401);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Feil brukernavn eller passord.');
    }
    // The same interaction still accepts the right password, typed in capitals.
    const ok = await b.request('POST', formAction(page), { login: 'ADMIN', password: 'demo1234' });
    expect(ok.statusCode).toBe(303);
  });

  it('the provider refuses an authorize request without a PKCE challenge', async () => {
    const url = await startLogin(s);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const res = await createBrowser(s).request('GET', url.href);
    const back = new URL(locationOf(res));
    expect(back.origin + back.pathname).toBe(`${s.config.publicUrl}/login`);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('the provider refuses a token request without the PKCE verifier, or with the wrong one', async () => {
    const callback = await signInAtProvider(createBrowser(s), (await startLogin(s)).href, 'admin');
    const basic = Buffer.from(`connect-portal:${builtInClientSecret(s.config)}`).toString('base64');
    const tokenRequest = (extra: Record<string, string>) =>
      s.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: {
          host: new URL(s.config.publicUrl).host,
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code')!,
          redirect_uri: `${s.config.publicUrl}/login`,
          ...extra,
        }).toString(),
      });
    const without = await tokenRequest({});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ error: 'invalid_grant' });
    const wrong = await tokenRequest({ code_verifier: oidc.randomPKCECodeVerifier() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('session/authenticate fails when the stored verifier does not match the challenge', async () => {
    const url = await startLogin(s);
    await s.database.db.execute(
      sql`update login_requests set code_verifier = ${oidc.randomPKCECodeVerifier()}
        where state = ${url.searchParams.get('state')}`,
    );
    const callback = await signInAtProvider(createBrowser(s), url.href, 'admin');
    const res = await authenticate(s, callbackParams(callback));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('an unknown state, a state used before and a bad code answer 400 BAD_USER_INPUT', async () => {
    const callback = await signInAtProvider(createBrowser(s), (await startLogin(s)).href, 'kostnad');
    const params = callbackParams(callback);

    const unknown = await authenticate(s, { ...params, state: 'made-up-state' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_USER_INPUT' });

    expect((await authenticate(s, params)).statusCode).toBe(200);
    const reused = await authenticate(s, params);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'BAD_USER_INPUT' });

    const fresh = callbackParams(
      await signInAtProvider(createBrowser(s), (await startLogin(s)).href, 'ansatt'),
    );
    const badCode = await authenticate(s, { ...fresh, code: 'not-a-code' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ code: 'BAD_USER_INPUT' });

    const missing = await authenticate(s, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('a login that took longer than ten minutes to come back is refused, and old login state is cleaned up', async () => {
    const url = await startLogin(s);
    const callback = await signInAtProvider(createBrowser(s), url.href, 'admin');
    s.clock.advance(11 * 60_000);
    try {
      const res = await authenticate(s, callbackParams(callback));
      expect(res.statusCode).toBe(400);
      await startLogin(s);
      const [left] = await queryRows<{ n: number }>(
        s.database.db,
        sql`select count(*)::int as n from login_requests where created_at < ${new Date(
          s.clock.now().getTime() - 600_000,
        ).toISOString()}::timestamptz`,
      );
      expect(left!.n).toBe(0);
    } finally {
      s.clock.advance(-11 * 60_000);
    }
  });

  it('every demo person can log in and gets their own session', async () => {
    const seen = new Set<number>();
    for (const who of ['provider', 'admin', 'costControl', 'employee', 'otherAdmin'] as const) {
      const res = await info(s, await loginThroughProvider(s, who));
      expect(res.statusCode).toBe(200);
      expect(res.json<{ catalogId: number }>().catalogId).toBe(s.seed.people[who]);
      seen.add(res.json<{ catalogId: number }>().catalogId);
    }
    expect(seen.size).toBe(5);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('login with an external identity provider (OIDC_ISSUER)', () => {
  // One portal runs the built-in provider on a real port; a second one uses it as its external provider.
  let idp: TestServer;
  let portal: TestServer;
  beforeAll(async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const secret = 'external-provider-client-secret';
    idp = await createTestServer({ env: { PUBLIC_URL: publicUrl, OIDC_CLIENT_SECRET: secret } });
    await idp.app.listen({ host: '127.0.0.1', port });
    portal = await createTestServer({
      env: { PUBLIC_URL: publicUrl, OIDC_ISSUER: `${publicUrl}/oidc`, OIDC_CLIENT_SECRET: secret },
    });
  });
  afterAll(async () => {
    await portal?.close();
    await idp?.close();
  });

  it('has no built-in provider of its own', async () => {
    const res = await portal.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(404);
  });

  it('finds the person by the e-mail claim, without regard to case', async () => {
    await portal.database.db.execute(
      sql`update people set email = upper(email) where catalog_id = ${portal.seed.people.costControl}`,
    );
    const start = await portal.app.inject({ method: 'GET', url: '/api/session/login' });
    const url = new URL(start.json<{ redirect_url: string }>().redirect_url);
    expect(url.origin).toBe(new URL(idp.config.publicUrl).origin);
    const callback = await signInAtProvider(createBrowser(idp), url.href, 'kostnad');
    const res = await authenticate(portal, callbackParams(callback));
    expect(res.statusCode).toBe(200);
    const me = await info(portal, res.json<{ token: string }>().token);
    expect(me.json()).toMatchObject({ catalogId: portal.seed.people.costControl, name: 'Kåre Kostnadsen' });
  });

  it('refuses a login whose e-mail names nobody in the portal (403)', async () => {
    await portal.database.db.execute(
      sql`update people set email = 'someone.else@example.com' where catalog_id = ${portal.seed.people.employee}`,
    );
    const start = await portal.app.inject({ method: 'GET', url: '/api/session/login' });
    const callback = await signInAtProvider(
      createBrowser(idp),
      start.json<{ redirect_url: string }>().redirect_url,
      'ansatt',
    );
    const res = await authenticate(portal, callbackParams(callback));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
